"""Cost of a combat vehicle in C-Bills: TechManual's by default (decision D-COST-2, ``cost_level2``), the
Vehicle Cost Chart's (seed 000 lines 4702-4730) beside it for a 1987 design."""

from __future__ import annotations


from designer.catalog import catalog
from designer.vehicle.model import Vehicle
from designer.rules.common.cost import (
    CostLine, UnitCost, engine_cost, heat_sink_cost, item_cost_line, unpriced_weapons, weapon_cost_lines)
from designer.rules.common.level2_prices import ammo_price
from designer.vehicle import level2, weights as w

PER_TON = {"Controls": 10_000, "Internal Structure": 10_000, "Armor": 10_000, "Power Amplifiers": 20_000,
           "Turret": 5_000, "Lift Equipment": 20_000, "Diving Equipment": 20_000, "Rotors": 40_000}
__all__ = ["UnitCost", "vehicle_cost", "vehicle_cost_1987"]


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
    """The cost a player compares with the published figures (decisions D-COST-1, D-COST-2): a
    support vehicle's by its own method (decision D-BV3-3); a combat vehicle's, 1987 or Level 2,
    line by line with TechManual's prices (``cost_level2``, decision D-COST4-1)."""
    if vehicle.support is not None:
        from designer.vehicle.support_cost import support_vehicle_cost

        return support_vehicle_cost(vehicle)
    from designer.vehicle.cost_level2 import level2_vehicle_cost

    return level2_vehicle_cost(vehicle)


def vehicle_cost_1987(vehicle: Vehicle) -> UnitCost:
    """A 1987 design's price by the 1987 Vehicle Cost Chart (decision D-COST-2); any other
    vehicle's cost as ``vehicle_cost`` gives it (the chart prices no Level 2 design)."""
    if vehicle.support is not None or level2.is_level2(vehicle):
        return vehicle_cost(vehicle)
    return chart_vehicle_cost(vehicle)


def chart_vehicle_cost(vehicle: Vehicle) -> UnitCost:
    """Every part's cost by the chart and the motive multiplier 1 + tonnage / divisor (lines
    4722-4730)."""
    lines = [CostLine("Engine", _engine_cost(vehicle))]
    for line in w.weight_breakdown(vehicle):
        if line.component in PER_TON:
            lines.append(CostLine(line.component, PER_TON[line.component] * line.tons))
    lines.append(CostLine("Heat Sinks", _heat_sink_cost(vehicle)))
    lines.extend(_weapon_lines(vehicle))
    multiplier = 1 + vehicle.tonnage / w.motive_row(vehicle).cost_divisor
    unpriced = [*unpriced_weapons(w.weapons(vehicle)), *_unknown_parts(vehicle)]
    lines.extend(_support_lines(vehicle, unpriced))
    return UnitCost(tuple(lines), multiplier, tuple(unpriced))


def _unknown_parts(vehicle: Vehicle) -> list[str]:
    """Mounts the 1987 design's rules do not know and lots with no price a ton: named, so the
    total is not computed rather than computed without them (decision D-L2K-1)."""
    names = [m.item for m in vehicle.weapons if level2.known_item(vehicle, m.item) is None]
    for lot in vehicle.ammo:
        weapon = catalog().weapon(lot.weapon)
        if weapon is None or ammo_price(weapon, lot.kind) is None:
            names.append(f"{lot.weapon} ammunition")
    return names


def _support_lines(vehicle: Vehicle, unpriced: list[str]) -> list[CostLine]:
    """Support equipment a 1987 design mounts (communications, MASH; decision D-VEH3-1): no seed
    prices it, so it takes its catalogued price (decision D-COST4-2), or is named unpriced."""
    found = (item_cost_line(item, level2.item_tons(vehicle, item), 0, unpriced, every_level=True)
             for _, item in w.mounted_items(vehicle) if level2.is_support_item(item))
    return [line for line in found if line is not None]
