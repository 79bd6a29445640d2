"""Fighter cost: the AeroSpace Fighter and Conventional Aircraft Cost Charts (seed 000 lines
4662-4700). "SI Tons" is read as the Structural Integrity value (decision D-UNIT-10)."""

from __future__ import annotations

from designer.model.fighter import Fighter
from designer.rules.fighter import level2, weights as w
from designer.rules.common.cost import (
    CostLine, UnitCost, armor_cost, engine_cost, heat_sink_cost, unpriced_weapons, weapon_cost_lines)


def _aerospace_lines(fighter: Fighter) -> list[CostLine]:
    return [CostLine("Cockpit", 200_000), CostLine("Life Support", 50_000),
            CostLine("Sensors", fighter.tonnage * 2_000),
            CostLine("Structural", w.structural_integrity(fighter) * 50_000),
            CostLine("Engine", engine_cost(w.engine_rating(fighter), fighter.tonnage))]


def _conventional_lines(fighter: Fighter) -> list[CostLine]:
    return [CostLine("Control Components", fighter.tonnage * 4_000),
            CostLine("Structural Integrity", w.structural_integrity(fighter) * 4_000),
            CostLine("Engine", engine_cost(w.engine_rating(fighter), fighter.tonnage, w.is_fusion(fighter)))]


def _weapon_lines(fighter: Fighter) -> list[CostLine]:
    return weapon_cost_lines(w.weapons(fighter), ((lot.weapon, lot.tons) for lot in fighter.ammo))


def fighter_cost(fighter: Fighter) -> UnitCost:
    """[Structure + weapons] x [1 + tonnage / 200]. Heat sinks: 2,000 per sink over 10 (fusion),
    2,000 each (turbine); armor 10,000 a ton."""
    lines = _aerospace_lines(fighter) if fighter.is_aerospace else _conventional_lines(fighter)
    lines += [CostLine("Heat Sinks", heat_sink_cost(w.heat_sinks(fighter)[1])),
              CostLine("Armor", armor_cost(fighter.armor_tons)), *_weapon_lines(fighter)]
    multiplier = 1 + fighter.tonnage / w.class_row(fighter).cost_divisor
    unpriced = (*unpriced_weapons(w.weapons(fighter)), *_unpriced_parts(fighter))
    return UnitCost(tuple(lines), multiplier, unpriced)


def _unpriced_parts(fighter: Fighter) -> tuple[str, ...]:
    """The Level 2 construction types and equipment the seeds price nowhere (decisions D-L2-8,
    D-FTR2-1..5): the total is then not computed."""
    types = [level2.engine_row(fighter), level2.armor_row(fighter), level2.heat_sink_row(fighter),
             level2.cockpit_row(fighter)]
    parts = zip(types, ("engine", "armor", "heat sinks", "cockpit"), strict=True)
    names = [f"{row.name} {what}" for row, what in parts if row.rules_level > 1]
    names += sorted({item.id for item, _ in level2.carried_equipment(fighter) if not item.cost_per_ton})
    return tuple(names)
