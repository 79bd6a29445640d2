"""Cost of an installation: the Installation Cost Chart (seed 000 lines 4732-4750)."""

from __future__ import annotations

from designer.building.catalog import building_tables
from designer.building.model import Building
from designer.building import weights as w
from designer.rules.common.cost import (
    CostLine, UnitCost, engine_cost, heat_sink_cost, unpriced_weapons, weapon_cost_lines)

PER_TON = {"Internal Structure": 10_000, "Walls (armor)": 10_000, "Turret Armor": 10_000,
           "Turret": 5_000, "Power Amplifiers": 20_000}


def _plant_cost(building: Building) -> float:
    """Fusion [5,000 x rating x CF] / 75, ICE [1,250 x rating x CF] / 75."""
    return engine_cost(w.plant_rating(building), building.cf, w.is_fusion(building))


def _weapon_lines(building: Building) -> list[CostLine]:
    return weapon_cost_lines(w.weapons(building), ((lot.weapon, lot.tons) for lot in building.ammo))


def building_cost(building: Building) -> UnitCost:
    """Parts (armor = walls + turret armor tons) x [1 + CF / 150] (line 4749; decision D-UNIT-8)."""
    lines = [CostLine(line.component, PER_TON[line.component] * line.tons)
             for line in w.weight_breakdown(building) if line.component in PER_TON]
    lines.append(CostLine("Power Plant", _plant_cost(building)))
    lines.append(CostLine("Heat Sinks", heat_sink_cost(w.heat_sinks(building)[1])))
    lines.extend(_weapon_lines(building))
    multiplier = 1 + building.cf / building_tables().cost_divisor
    return UnitCost(tuple(lines), multiplier, unpriced_weapons(w.weapons(building)))
