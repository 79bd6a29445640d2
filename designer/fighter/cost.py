"""Fighter cost: the AeroSpace Fighter and Conventional Aircraft Cost Charts (seed 000 lines
4662-4700). "SI Tons" is read as the Structural Integrity value (decision D-UNIT-10). A Level 2
part takes the price MegaMek gives it (``catalog/data/level2/prices.yaml``, decisions D-BV-2,
D-COST4-3): the engine type's base cost, the armor type's price a ton, double heat sinks at 6,000
each with none free, every item and lot of ammunition; a part priced nowhere is named in
``unpriced`` and the total is not computed (D-L2K-1).

The default cost of an AeroSpace fighter is TechManual's, as the published figures have it
(decisions D-COST-1, D-COST-2; MegaMek ``AeroCostCalculator``): the chart's lines plus the
additional flight systems (25,000 + 10 x tons) and fuel tanks (200 a ton of fuel), every heat sink
priced (none free), a Clan fighter's built-in CASE, and x 1.25 for an OmniFighter. The 1987 chart's
price stays available (``fighter_cost_1987``)."""

from __future__ import annotations

from designer.catalog import catalog
from designer.fighter.model import Fighter, FighterEngine
from designer.rules.common.cost import (
    CostLine, UnitCost, ammo_cost_line, armor_cost, engine_cost, heat_sink_cost, item_cost_line,
    level2_engine_cost, unpriced_weapons, weapon_cost_lines)
from designer.rules.common.explosive import GAUSS_LIKE
from designer.rules.common.level2_prices import prices
from designer.fighter import level2, weights as w

CHART_ENGINES = (FighterEngine.FUSION, FighterEngine.TURBINE)
CLAN_CASE = "Clan CASE"
CASE_ITEMS = frozenset({"IS CASE", CLAN_CASE})
FUSELAGE = "fuselage"   # where MegaMek counts a fighter's ammunition for its built-in CASE


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


def _type_line(fighter: Fighter, part: str, field: str, unpriced: list[str],
               techmanual: bool = False) -> CostLine | None:
    """Heat sinks or armor of a Level 2 type at its catalogued price; the chart's for the 1987 type
    (TechManual prices an AeroSpace fighter's every single heat sink, none free)."""
    value = getattr(fighter, field).value
    if part == "Heat Sinks" and value == "single" and techmanual:
        return CostLine(part, prices()["other"]["aero_single_heat_sink"]["per_sink"] * fighter.heat_sinks)
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


def is_omni(fighter: Fighter) -> bool:
    """An OmniFighter: the file's ``<omni>`` 1, a MegaMek fact the fighter model keeps in ``meta``."""
    return str((fighter.meta or {}).get("omni", "")).strip().casefold() in ("1", "true")


def built_in_case_count(fighter: Fighter) -> int:
    """A Clan fighter's CASE built into each location of a Gauss rifle, HAG or B-pod and into the
    fuselage when it carries ammunition, less the CASE the file writes (MegaMek
    ``Aero.implicitClanCASE``; the Scytha E's published cost counts its HAG ammunition)."""
    if not fighter.is_clan:
        return 0
    ids = [(found.id if (found := catalog().find(m.item)) else m.item, m.location) for m in fighter.weapons]
    explosive: set[object] = {location for item, location in ids if item in GAUSS_LIKE}
    if any(lot.tons > 0 for lot in fighter.ammo):
        explosive.add(FUSELAGE)
    return max(0, len(explosive) - sum(1 for item, _ in ids if item in CASE_ITEMS))


def _techmanual_lines(fighter: Fighter, unpriced: list[str]) -> list[CostLine]:
    """What TechManual prices beyond the chart: flight systems, fuel tanks, built-in CASE."""
    other = prices()["other"]
    flight = other["aero_flight_systems"]
    lines = [CostLine("Flight Systems", flight["base"] + flight["per_ton"] * fighter.tonnage),
             CostLine("Fuel Tanks", other["aero_fuel_tanks"]["per_ton"] * fighter.fuel_tons)]
    case = catalog().find(CLAN_CASE)
    for _ in range(built_in_case_count(fighter)):
        line = item_cost_line(case, 0.0, 0, unpriced, every_level=True) if case is not None else None
        if line is not None:
            lines.append(CostLine(f"{line.part} (built in)", line.c_bills))
    return lines


def fighter_cost(fighter: Fighter, techmanual: bool = True) -> UnitCost:
    """[Structure + weapons] x [1 + tonnage / 200] (x 1.25 an OmniFighter, TechManual). Heat sinks:
    by the chart 2,000 per sink over 10 (fusion), 2,000 each (turbine); armor 10,000 a ton.
    ``techmanual``: TechManual's prices for an AeroSpace fighter (the default, decision D-COST-2),
    else the 1987 chart's; a conventional fighter has the chart's either way."""
    techmanual = techmanual and fighter.is_aerospace
    unpriced: list[str] = list(unpriced_weapons(w.weapons(fighter)))
    lines = _aerospace_lines(fighter) if fighter.is_aerospace else _conventional_lines(fighter)
    lines += _engine_line(fighter, unpriced)
    for part, field in (("Heat Sinks", "heat_sink_type"), ("Armor", "armor_type")):
        line = _type_line(fighter, part, field, unpriced, techmanual)
        if line is not None:
            lines.append(line)
    lines += _equipment_lines(fighter, unpriced)
    factors = [(f"tonnage 1 + {fighter.tonnage} / {w.class_row(fighter).cost_divisor}",
                1 + fighter.tonnage / w.class_row(fighter).cost_divisor)]
    if techmanual:
        lines += _techmanual_lines(fighter, unpriced)
        if is_omni(fighter):
            factors.insert(0, ("OmniFighter", prices()["other"]["omni_multiplier"]["factor"]))
    multiplier = 1.0
    for _, factor in factors:
        multiplier *= factor
    return UnitCost(tuple(lines), multiplier, tuple(sorted(set(unpriced))),
                    tuple(factors) if len(factors) > 1 else ())


def fighter_cost_1987(fighter: Fighter) -> UnitCost:
    """The fighter's price by the 1987 AeroSpace Fighter Cost Chart (decision D-COST-2)."""
    return fighter_cost(fighter, techmanual=False)
