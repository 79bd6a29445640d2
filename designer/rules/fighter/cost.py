"""Fighter cost: the AeroSpace Fighter and Conventional Aircraft Cost Charts (seed 000 lines
4662-4700). "SI Tons" is read as the Structural Integrity value (decision D-UNIT-10). A Level 2
part takes the price MegaMek gives it (``catalog/data/level2/prices.yaml``, decisions D-BV-2,
D-COST4-3): the engine type's base cost, the armor type's price a ton, double heat sinks at 6,000
each with none free, every item and lot of ammunition; a part priced nowhere is named in
``unpriced`` and the total is not computed (D-L2K-1)."""

from __future__ import annotations

from designer.catalog import catalog
from designer.model.fighter import Fighter, FighterEngine
from designer.rules.common.cost import (
    CostLine, UnitCost, ammo_cost_line, armor_cost, engine_cost, heat_sink_cost, item_cost_line,
    level2_engine_cost, unpriced_weapons, weapon_cost_lines)
from designer.rules.common.level2_prices import prices
from designer.rules.fighter import level2, weights as w

CHART_ENGINES = (FighterEngine.FUSION, FighterEngine.TURBINE)


def _engine_line(fighter: Fighter, unpriced: list[str]) -> list[CostLine]:
    """The chart's fusion or turbine engine; a Level 2 engine at its type's base cost x rating x
    tonnage / 75 (MegaMek ``Engine.getBaseCost``: XL 20,000, XXL 100,000, light 15,000...)."""
    rating = w.engine_rating(fighter) or 0
    if fighter.engine in CHART_ENGINES:
        return [CostLine("Engine", engine_cost(rating, fighter.tonnage, w.is_fusion(fighter)))]
    row = prices()["types"].get(("engine_type", fighter.engine.value))
    if row is None:
        unpriced.append(f"{level2.engine_row(fighter).name} engine")
        return []
    return [CostLine("Engine", level2_engine_cost(row["base"], rating, fighter.tonnage))]


def _aerospace_lines(fighter: Fighter) -> list[CostLine]:
    """Cockpit 200,000 whatever its type (MegaMek ``AeroCostCalculator`` prices the small cockpit
    the same), life support, sensors and structural integrity."""
    return [CostLine("Cockpit", 200_000), CostLine("Life Support", 50_000),
            CostLine("Sensors", fighter.tonnage * 2_000),
            CostLine("Structural", w.structural_integrity(fighter) * 50_000)]


def _conventional_lines(fighter: Fighter) -> list[CostLine]:
    return [CostLine("Control Components", fighter.tonnage * 4_000),
            CostLine("Structural Integrity", w.structural_integrity(fighter) * 4_000)]


def _type_line(fighter: Fighter, part: str, field: str, unpriced: list[str]) -> CostLine | None:
    """Heat sinks or armor of a Level 2 type at its catalogued price; the chart's for the 1987 type."""
    value = getattr(fighter, field).value
    if part == "Heat Sinks" and value == "single":
        return CostLine(part, heat_sink_cost(w.heat_sinks(fighter)[1]))
    if part == "Armor" and value == "standard":
        return CostLine(part, armor_cost(fighter.armor_tons))
    row = prices()["types"].get((field, value))
    if row is None:
        unpriced.append(f"{value} {part.lower()}")
        return None
    if part == "Armor":
        return CostLine(part, row["per_ton"] * fighter.armor_tons)
    return CostLine(part, row["per_sink"] * max(0, fighter.heat_sinks - row["free"]))


def _equipment_lines(fighter: Fighter, unpriced: list[str]) -> list[CostLine]:
    """Weapons at their list price, every other item at its catalogued price, every lot of
    ammunition at its price a ton: a line each, or its name in ``unpriced``."""
    rating = w.engine_rating(fighter) or 0
    lines = weapon_cost_lines(w.weapons(fighter), ())
    unpriced.extend(m.item for m in fighter.weapons if catalog().find(m.item) is None)
    for item, _ in level2.carried_equipment(fighter):
        line = item_cost_line(item, level2.equipment_tons(fighter, item), rating, unpriced, every_level=True)
        if line is not None:
            lines.append(line)
    for lot in fighter.ammo:
        weapon = catalog().weapon(lot.weapon)
        ammo = ammo_cost_line(weapon, lot.kind, lot.tons, unpriced) if weapon is not None else None
        if weapon is None:
            unpriced.append(f"{lot.weapon} ammunition")
        if ammo is not None:
            lines.append(ammo)
    return lines


def fighter_cost(fighter: Fighter) -> UnitCost:
    """[Structure + weapons] x [1 + tonnage / 200]. Heat sinks: 2,000 per sink over 10 (fusion),
    2,000 each (turbine); armor 10,000 a ton."""
    unpriced: list[str] = list(unpriced_weapons(w.weapons(fighter)))
    lines = _aerospace_lines(fighter) if fighter.is_aerospace else _conventional_lines(fighter)
    lines += _engine_line(fighter, unpriced)
    for part, field in (("Heat Sinks", "heat_sink_type"), ("Armor", "armor_type")):
        line = _type_line(fighter, part, field, unpriced)
        if line is not None:
            lines.append(line)
    lines += _equipment_lines(fighter, unpriced)
    multiplier = 1 + fighter.tonnage / w.class_row(fighter).cost_divisor
    return UnitCost(tuple(lines), multiplier, tuple(sorted(set(unpriced))))
