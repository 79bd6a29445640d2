"""Battle Value 2.0 of a combat vehicle (TechManual BV 2.0 as MegaMek's CombatVehicleBVCalculator
applies it; decision D-BV-3): no heat; the body type scales the defensive rating; the front or
rear arc worth less counts half; half the tonnage is the weight bonus."""

from __future__ import annotations

from collections import Counter, defaultdict

from designer.bv import mech_items as items
from designer.bv.tables import ammo_values, item_values, speed_factor, target_movement_modifier
from designer.bv.working import Working, fmt
from designer.catalog import catalog
from designer.model.vehicle import Vehicle, VehicleLocation, VehicleMotive
from designer.rules.vehicle.sheet_figures import sheet_locations
from designer.rules.vehicle.weights import flank_mp, structure_points

ARMOR_FACTOR = 2.5
STRUCTURE_FACTOR = 1.5
WEIGHT_FACTOR = 0.5
SMALLER_ARC_FACTOR = 0.5
# Body type modifier of the defensive rating (MegaMek CombatVehicleBVCalculator).
BODY_TYPE = {VehicleMotive.TRACKED: 0.9, VehicleMotive.WHEELED: 0.8, VehicleMotive.HOVER: 0.7,
             VehicleMotive.VTOL: 0.7}
OTHER_BODY_TYPE = 0.6   # naval, hydrofoil, submarine
ARCS = {VehicleLocation.FRONT: "front", VehicleLocation.REAR: "rear"}   # else side or turret: full


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def vehicle_base_value(vehicle: Vehicle, work: Working) -> float:
    flank = flank_mp(vehicle)
    work.note("Movement", f"flank {flank}")
    work.note("Defensive rating", "armor, structure, equipment, x body type, x defensive factor")
    defensive = _defensive(vehicle, flank, work)
    work.note("Offensive rating", "weapons by arc, ammunition, half the tonnage, x speed factor")
    offensive = _offensive(vehicle, flank, work)
    return work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)


def _defensive(vehicle: Vehicle, flank: int, work: Working) -> float:
    armor = sum(vehicle.armor.values())
    total = work.add("Armor", f"{armor} points x {ARMOR_FACTOR}", armor * ARMOR_FACTOR)
    locations = len(sheet_locations(vehicle))
    boxes = structure_points(vehicle) * locations
    total = work.add("Internal structure", f"+ {boxes} ({locations} locations) x {STRUCTURE_FACTOR}",
                     total + boxes * STRUCTURE_FACTOR)
    values = item_values()
    counts = Counter(_id(mount.item) for mount in vehicle.weapons if _id(mount.item) in items.DEFENSIVE)
    for name, count in counts.items():
        total = work.add(f"{count} x {name}", f"+ {count} x {fmt(values.get(name, 0))}",
                         total + count * values.get(name, 0))
    ams = sum(count * values.get(name, 0) for name, count in counts.items() if name in items.AMS)
    ams_ammo = sum(ammo_values().get(_id(lot.weapon), 0) * lot.tons for lot in vehicle.ammo
                   if _id(lot.weapon) in items.AMS)
    if ams_ammo:
        total = work.add("AMS ammunition", f"+ {fmt(min(ams, ams_ammo))}", total + min(ams, ams_ammo))
    body = BODY_TYPE.get(vehicle.motive, OTHER_BODY_TYPE)
    total = work.add("Body type", f"x {body} ({vehicle.motive.value})", total * body)
    modifier = target_movement_modifier(flank, jumping=vehicle.is_vtol)
    factor = 1 + modifier / 10
    return work.add("Defensive factor", f"x {fmt(factor)} (TMM {modifier} at flank {flank})", total * factor)


def _offensive(vehicle: Vehicle, flank: int, work: Working) -> float:
    arcs: dict[str, float] = defaultdict(float)
    carried: dict[str, float] = defaultdict(float)
    for mount in vehicle.weapons:
        name = _id(mount.item)
        value = item_values().get(name, 0.0)
        if name in items.DEFENSIVE or value <= 0:
            continue
        arc = ARCS.get(mount.location, "side/turret")
        arcs[arc] += value
        carried[name] += value
        work.add(f"{name} ({mount.location.value})", f"+ {fmt(value)} ({arc} arc)", arcs[arc])
    front, rear = arcs["front"], arcs["rear"]
    halved = "rear" if front > rear else "front"
    total = arcs["side/turret"] + max(front, rear) + min(front, rear) * SMALLER_ARC_FACTOR
    working = f"side/turret {fmt(arcs['side/turret'])} + front {fmt(front)} + rear {fmt(rear)}"
    total = work.add("Weapons", f"{working}, the {halved} arc x {SMALLER_ARC_FACTOR}", total)
    by_weapon: dict[str, float] = defaultdict(float)
    for lot in vehicle.ammo:
        name = _id(lot.weapon)
        if name not in items.AMS:
            by_weapon[name] += ammo_values().get(name, 0.0) * lot.tons
    for name, value in by_weapon.items():
        if name in carried:
            counted = min(value, carried[name])
            total = work.add(f"Ammunition: {name}", f"+ {fmt(counted)}", total + counted)
    weight = vehicle.tonnage * WEIGHT_FACTOR
    total = work.add("Weight", f"+ {vehicle.tonnage} x {WEIGHT_FACTOR}", total + weight)
    factor = speed_factor(flank)
    return work.add("Speed factor", f"x {fmt(factor)} (flank {flank})", total * factor)
