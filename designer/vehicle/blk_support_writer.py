"""BLK blocks a support vehicle adds to a combat vehicle's (decision D-SV-1; the reader is
``blk_support``): its ``<UnitType>``, exact ``<tonnage>``, BAR, tech ratings, fuel, fixed fire
control, seats and quarters, and a large support vehicle's six sides."""

from __future__ import annotations

from designer.vehicle.blk_support import BLK_NAMES
from designer.vehicle.blk import (
    FIXED_WING_ARMOR_ORDER,
    FIXED_WING_BLOCKS,
    LARGE_ARMOR_ORDER,
    LARGE_BLOCKS,
)
from designer.vehicle.support_model import SupportChassis
from designer.vehicle.model import Vehicle, VehicleLocation as V

Block = tuple[str, list[str]]


def unit_type(vehicle: Vehicle, combat: str) -> str:
    return combat if vehicle.support is None else BLK_NAMES[vehicle.support.unit_type]


def is_large(vehicle: Vehicle) -> bool:
    return vehicle.support is not None and vehicle.support.unit_type == "large_support_tank"


def is_fixed_wing(vehicle: Vehicle) -> bool:
    return vehicle.support is not None and vehicle.support.unit_type == "fixed_wing_support"


def armor_order(vehicle: Vehicle) -> list[V] | None:
    """A large or fixed-wing support vehicle's armor order; None for the others."""
    if is_fixed_wing(vehicle):
        return list(FIXED_WING_ARMOR_ORDER)
    return large_armor_order(vehicle) if is_large(vehicle) else None


def equipment_tags(vehicle: Vehicle) -> list[tuple[str, V]] | None:
    """A large or fixed-wing support vehicle's equipment blocks (the fixed-wing's shared
    ``Wings Equipment`` block written empty: its items are in the body); None for the others."""
    if is_fixed_wing(vehicle):
        return [(key.title(), location) for location, key in FIXED_WING_BLOCKS.items()
                if location is not V.BODY]
    return large_equipment_tags(vehicle) if is_large(vehicle) else None


def large_armor_order(vehicle: Vehicle) -> list[V]:
    return [loc for loc in LARGE_ARMOR_ORDER if loc is not V.TURRET or V.TURRET in vehicle.armor
            or vehicle.has_turret]


def large_equipment_tags(vehicle: Vehicle) -> list[tuple[str, V]]:
    """``Front Equipment``, ``Front Right Equipment``... (the turret's when it has one)."""
    tags = []
    for location, key in LARGE_BLOCKS.items():
        if location is V.TURRET and not (vehicle.has_turret or V.TURRET in vehicle.armor):
            continue
        tags.append((key.title(), location))
    return tags


def bay_lines(vehicle: Vehicle) -> list[str]:
    if vehicle.support is None:
        return []
    return [f"{bay.kind}:{bay.size:g}" + (f":{bay.rest}" if bay.rest else "") for bay in vehicle.support.bays]


def _tons(tons: float) -> str:
    return f"{tons:.1f}" if tons == int(tons) else f"{tons:g}"


def support_blocks(vehicle: Vehicle) -> list[Block]:
    """The support chassis's own blocks; none for a combat vehicle."""
    support: SupportChassis | None = vehicle.support
    if support is None:
        return []
    blocks: list[Block] = [("barrating", [str(support.bar)]),
                           ("structural_tech_rating", [str(support.chassis_tech)])]
    if support.unit_type == "fixed_wing_support":
        blocks.append(("Wings Equipment", []))
    fuel = support.fuel_tons if support.fuel_points is None else support.fuel_points
    for tag, value in (("engine_tech_rating", support.engine_tech), ("armor_tech_rating", support.armor_tech),
                       ("fuel", fuel), ("baseChassisFireConWeight", support.fire_control_tons)):
        if value is not None:
            blocks.append((tag, [f"{value:g}"]))
    return blocks


def movement_block(vehicle: Vehicle, block: Block) -> Block:
    """A fixed-wing vehicle's ``<SafeThrust>`` in place of ``<cruiseMP>``."""
    if is_fixed_wing(vehicle) and block[0] == "cruiseMP":
        return "SafeThrust", block[1]
    return block


def tonnage_block(vehicle: Vehicle, block: Block) -> Block:
    """A support vehicle's exact weight in place of the whole tons."""
    if vehicle.support is None or block[0] != "tonnage":
        return block
    return "tonnage", [_tons(vehicle.support.tons)]
