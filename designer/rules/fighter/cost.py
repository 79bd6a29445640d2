"""Fighter cost: the AeroSpace Fighter and Conventional Aircraft Cost Charts (seed 000 lines
4662-4700). "SI Tons" is read as the Structural Integrity value (decision D-UNIT-10)."""

from __future__ import annotations

from designer.catalog import catalog
from designer.model.fighter import Fighter
from designer.rules.fighter import weights as w
from designer.rules.mech.cost import CostLine
from designer.rules.vehicle.cost import UnitCost


def _aerospace_lines(fighter: Fighter) -> list[CostLine]:
    return [CostLine("Cockpit", 200_000), CostLine("Life Support", 50_000),
            CostLine("Sensors", fighter.tonnage * 2_000),
            CostLine("Structural", w.structural_integrity(fighter) * 50_000),
            CostLine("Engine", 5_000 * (w.engine_rating(fighter) or 0) * fighter.tonnage / 75)]


def _conventional_lines(fighter: Fighter) -> list[CostLine]:
    per = 5_000 if w.is_fusion(fighter) else 1_250
    return [CostLine("Control Components", fighter.tonnage * 4_000),
            CostLine("Structural Integrity", w.structural_integrity(fighter) * 4_000),
            CostLine("Engine", per * (w.engine_rating(fighter) or 0) * fighter.tonnage / 75)]


def _weapon_lines(fighter: Fighter) -> list[CostLine]:
    lines = [CostLine(weapon.id, weapon.cost) for weapon in w.weapons(fighter)]
    for ammo_bin in fighter.ammo:
        weapon = catalog().weapon(ammo_bin.weapon)
        if weapon is not None and weapon.reload_cost:
            lines.append(CostLine(f"{weapon.id} Ammo", weapon.reload_cost * ammo_bin.tons))
    return lines


def fighter_cost(fighter: Fighter) -> UnitCost:
    """[Structure + weapons] x [1 + tonnage / 200]. Heat sinks: 2,000 per sink over 10 (fusion),
    2,000 each (turbine); armor 10,000 a ton."""
    lines = _aerospace_lines(fighter) if fighter.is_aerospace else _conventional_lines(fighter)
    lines += [CostLine("Heat Sinks", 2_000 * w.heat_sinks(fighter)[1]),
              CostLine("Armor", 10_000 * fighter.armor_tons), *_weapon_lines(fighter)]
    return UnitCost(tuple(lines), 1 + fighter.tonnage / w.class_row(fighter).cost_divisor)
