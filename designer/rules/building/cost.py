"""Cost of an installation: the Installation Cost Chart (seed 000 lines 4732-4750)."""

from __future__ import annotations

from designer.catalog import catalog
from designer.catalog.building_tables import building_tables
from designer.model.building import Building
from designer.rules.building import weights as w
from designer.rules.mech.cost import CostLine
from designer.rules.vehicle.cost import UnitCost

PER_TON = {"Internal Structure": 10_000, "Walls (armor)": 10_000, "Turret Armor": 10_000,
           "Turret": 5_000, "Power Amplifiers": 20_000}


def _plant_cost(building: Building) -> float:
    """Fusion [5,000 x rating x CF] / 75, ICE [1,250 x rating x CF] / 75."""
    per = 5_000 if w.is_fusion(building) else 1_250
    return per * (w.plant_rating(building) or 0) * building.cf / 75


def _weapon_lines(building: Building) -> list[CostLine]:
    lines = [CostLine(weapon.id, weapon.cost) for weapon in w.weapons(building)]
    for lot in building.ammo:
        weapon = catalog().weapon(lot.weapon)
        if weapon is not None and weapon.reload_cost:
            lines.append(CostLine(f"{weapon.id} Ammo", weapon.reload_cost * lot.tons))
    return lines


def building_cost(building: Building) -> UnitCost:
    """Parts (armor = walls + turret armor tons) x [1 + CF / 150] (line 4749; decision D-UNIT-8)."""
    lines = [CostLine(line.component, PER_TON[line.component] * line.tons)
             for line in w.weight_breakdown(building) if line.component in PER_TON]
    lines.append(CostLine("Power Plant", _plant_cost(building)))
    lines.append(CostLine("Heat Sinks", 2_000 * w.heat_sinks(building)[1]))
    lines.extend(_weapon_lines(building))
    return UnitCost(tuple(lines), 1 + building.cf / building_tables().cost_divisor)
