"""BLK blocks a support vehicle adds to a combat vehicle's (decision D-SV-1; the reader is
``blk_support``): its ``<UnitType>``, exact ``<tonnage>``, BAR, tech ratings, fuel, fixed fire
control, seats and quarters, and a large support vehicle's six sides."""

from __future__ import annotations

from designer.formats.blk_support import BLK_NAMES
from designer.formats.blk_vehicle import LARGE_ARMOR_ORDER, LARGE_BLOCKS
from designer.model.support_vehicle import SupportChassis
from designer.model.vehicle import Vehicle, VehicleLocation as V

Block = tuple[str, list[str]]


def unit_type(vehicle: Vehicle, combat: str) -> str:
    return combat if vehicle.support is None else BLK_NAMES[vehicle.support.unit_type]


def is_large(vehicle: Vehicle) -> bool:
    return vehicle.support is not None and vehicle.support.unit_type == "large_support_tank"


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
    for tag, value in (("engine_tech_rating", support.engine_tech), ("armor_tech_rating", support.armor_tech),
                       ("fuel", support.fuel_tons), ("baseChassisFireConWeight", support.fire_control_tons)):
        if value is not None:
            blocks.append((tag, [f"{value:g}"]))
    return blocks


def tonnage_block(vehicle: Vehicle, block: Block) -> Block:
    """A support vehicle's exact weight in place of the whole tons."""
    if vehicle.support is None or block[0] != "tonnage":
        return block
    return "tonnage", [_tons(vehicle.support.tons)]
