"""Cost of a combat vehicle in C-Bills: the Vehicle Cost Chart (seed 000 lines 4702-4730)."""

from __future__ import annotations


from designer.model.vehicle import Vehicle
from designer.rules.common.cost import (
    CostLine, UnitCost, engine_cost, heat_sink_cost, unpriced_weapons, weapon_cost_lines)
from designer.rules.vehicle import level2, weights as w

PER_TON = {"Controls": 10_000, "Internal Structure": 10_000, "Armor": 10_000, "Power Amplifiers": 20_000,
           "Turret": 5_000, "Lift Equipment": 20_000, "Diving Equipment": 20_000, "Rotors": 40_000}
__all__ = ["UnitCost", "vehicle_cost"]


def _engine_cost(vehicle: Vehicle) -> float:
    """Fusion: tonnage x 5,000 x rating / 75; ICE: tonnage x 1,250 x rating / 75."""
    return engine_cost(w.engine_rating(vehicle), vehicle.tonnage, w.is_fusion(vehicle))


def _heat_sink_cost(vehicle: Vehicle) -> float:
    """2,000 per heat sink over 10 with fusion, 2,000 each with ICE: the sinks that weigh."""
    return heat_sink_cost(w.heat_sinks(vehicle)[1])


def _weapon_lines(vehicle: Vehicle) -> list[CostLine]:
    """Weapons Price List; ammunition at its reload cost per ton (as decision D-008 for 'Mechs)."""
    return weapon_cost_lines(w.weapons(vehicle), ((lot.weapon, lot.tons) for lot in vehicle.ammo))


def vehicle_cost(vehicle: Vehicle) -> UnitCost:
    """Every part's cost and the motive multiplier 1 + tonnage / divisor (lines 4722-4730); a
    support vehicle's by its own method (decision D-BV3-3)."""
    if vehicle.support is not None:
        from designer.rules.vehicle.support_cost import support_vehicle_cost

        return support_vehicle_cost(vehicle)
    lines = [CostLine("Engine", _engine_cost(vehicle))]
    for line in w.weight_breakdown(vehicle):
        if line.component in PER_TON:
            lines.append(CostLine(line.component, PER_TON[line.component] * line.tons))
    lines.append(CostLine("Heat Sinks", _heat_sink_cost(vehicle)))
    lines.extend(_weapon_lines(vehicle))
    multiplier = 1 + vehicle.tonnage / w.motive_row(vehicle).cost_divisor
    unpriced = (*unpriced_weapons(w.weapons(vehicle)), *_unpriced_support(vehicle))
    return UnitCost(tuple(lines), multiplier, unpriced)


def _unpriced_support(vehicle: Vehicle) -> tuple[str, ...]:
    """Support equipment (communications, MASH) no seed prices (decision D-VEH3-1): the total is
    not computed rather than computed without it."""
    return tuple(sorted({item.id for _, item in w.mounted_items(vehicle) if level2.is_support_item(item)}))
