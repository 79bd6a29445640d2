"""Battle Value 2.0 of a combat or support vehicle (TechManual BV 2.0 as MegaMek's
CombatVehicleBVCalculator applies it; decisions D-BV-3, D-BV-4): no heat; the body type scales
the defensive rating; the front or rear arc worth less counts half; Artemis IV and targeting
computers raise the weapons they aim; a support vehicle's fire control scales its weapons; half
the tonnage is the weight bonus; battle armor and infantry weapons count their own tables' values
(decision D-BV-6). A vehicle mounting an item without a Battle Value is not rated."""

from __future__ import annotations

from collections import Counter, defaultdict

from designer.bv import items
from designer.bv.aiming import (ARTEMIS_FACTOR, TARGETING_COMPUTER_FACTOR, artemis_links,
                                is_direct_fire)
from designer.bv.tables import (ammo_values, item_values, no_value_items, speed_factor,
                                target_movement_modifier, unvalued,
                                unvalued_reason)
from designer.bv.items import offensive_equipment
from designer.vehicle.bv_small_arms import small_arm
from designer.bv.working import Working, fmt
from designer.catalog import catalog
from designer.vehicle.model import Vehicle, VehicleLocation, VehicleMotive
from designer.vehicle.sheet_figures import sheet_locations
from designer.vehicle.weights import flank_mp, structure_points

ARMOR_FACTOR = 2.5
STRUCTURE_FACTOR = 1.5
WEIGHT_FACTOR = 0.5
SMALLER_ARC_FACTOR = 0.5
# Armor type modifier of the armor points (as the 'Mech method's).
ARMOR_MULTIPLIER = {"hardened": 2.0, "reactive": 1.5, "reflective": 1.5, "ferro_lamellor": 1.2,
                    "commercial": 0.5}
# Body type modifier of the defensive rating (MegaMek CombatVehicleBVCalculator).
BODY_TYPE = {VehicleMotive.TRACKED: 0.9, VehicleMotive.WHEELED: 0.8, VehicleMotive.HOVER: 0.7,
             VehicleMotive.VTOL: 0.7}
OTHER_BODY_TYPE = 0.6   # naval, hydrofoil, submarine
# A combat vehicle's chassis options that add to its body type modifier.
BODY_TYPE_BONUS = {"Environmental Sealing": 0.1, "AmphibiousChassis": 0.2}
# A support vehicle's weapons (and their ammunition) without fire control count 0.8, with basic
# fire control 0.9, with advanced fire control in full.
FIRE_CONTROL = {"Advanced Fire Control": 1.0, "Basic Fire Control": 0.9}
NO_FIRE_CONTROL = 0.8
ARCS = {VehicleLocation.FRONT: "front", VehicleLocation.REAR: "rear"}   # else side or turret: full


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def _value(name: str) -> float:
    """An item's own Battle Value: the 'Mech table's, else its battle armor or infantry table's."""
    if name in item_values():
        return item_values()[name]
    arm = small_arm(name)
    return arm.bv if arm is not None else 0.0


def _is_infantry_weapon(name: str) -> bool:
    arm = small_arm(name) if name not in item_values() else None
    return arm is not None and arm.infantry


def vehicle_base_value(vehicle: Vehicle, work: Working) -> float | None:
    missing = [name for name in unvalued([_id(mount.item) for mount in vehicle.weapons],
                                         [_id(lot.weapon) for lot in vehicle.ammo])
               if small_arm(name) is None]
    if missing:
        work.note("Not rated", unvalued_reason(missing))
        return None
    flank = flank_mp(vehicle)
    work.note("Movement", f"flank {flank}")
    work.note("Defensive rating", "armor, structure, equipment, x body type, x defensive factor")
    defensive = _defensive(vehicle, flank, work)
    work.note("Offensive rating", "weapons by arc, ammunition, half the tonnage, x speed factor")
    offensive = _offensive(vehicle, flank, work)
    return work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)


def _armor(vehicle: Vehicle, work: Working) -> float:
    armor = sum(vehicle.armor.values())
    multiplier = ARMOR_MULTIPLIER.get(vehicle.armor_type, 1.0)
    working = f"{armor} points x {ARMOR_FACTOR}"
    if multiplier != 1.0:
        working += f" x {fmt(multiplier)} ({vehicle.armor_type})"
    if vehicle.support is not None:   # a support vehicle's armor counts by its barrier armor rating
        multiplier *= vehicle.support.bar / 10
        working += f" x BAR {vehicle.support.bar} / 10"
    return work.add("Armor", working, armor * ARMOR_FACTOR * multiplier)


def _body_type(vehicle: Vehicle, names: set[str]) -> tuple[float, str]:
    body = BODY_TYPE.get(vehicle.motive, OTHER_BODY_TYPE)
    working = f"{body} ({vehicle.motive.value})"
    if vehicle.support is None:
        for name, bonus in BODY_TYPE_BONUS.items():
            if name in names:
                body += bonus
                working += f" + {bonus} ({name})"
    return round(body, 1), working


def _defensive(vehicle: Vehicle, flank: int, work: Working) -> float:
    total = _armor(vehicle, work)
    locations = len(sheet_locations(vehicle))
    boxes = structure_points(vehicle) * locations
    total = work.add("Internal structure", f"+ {boxes} ({locations} locations) x {STRUCTURE_FACTOR}",
                     total + boxes * STRUCTURE_FACTOR)
    values = item_values()
    names = [_id(mount.item) for mount in vehicle.weapons]
    counts = Counter(name for name in names if name in items.DEFENSIVE)
    for name, count in counts.items():
        total = work.add(f"{count} x {name}", f"+ {count} x {fmt(values[name])}",
                         total + count * values[name])
    ams = sum(count * values[name] for name, count in counts.items() if name in items.AMS)
    ams_ammo = sum(ammo_values()[_id(lot.weapon)] * lot.tons for lot in vehicle.ammo
                   if _id(lot.weapon) in items.AMS)
    if ams_ammo:
        total = work.add("AMS ammunition", f"+ {fmt(min(ams, ams_ammo))}", total + min(ams, ams_ammo))
    body, working = _body_type(vehicle, set(names))
    total = work.add("Body type", f"x {working}", total * body)
    modifier = target_movement_modifier(flank, jumping=vehicle.is_vtol)
    factor = 1 + modifier / 10
    return work.add("Defensive factor", f"x {fmt(factor)} (TMM {modifier} at flank {flank})", total * factor)


def _fire_control(vehicle: Vehicle, names: set[str]) -> tuple[float, str]:
    if vehicle.support is None:
        return 1.0, ""
    for name, factor in FIRE_CONTROL.items():
        if name in names:
            return factor, name
    return NO_FIRE_CONTROL, "no fire control"


def _base_value(vehicle: Vehicle, index: int) -> float:
    """An item's own Battle Value; a machine-gun array's is 0.67 x the guns of its kind beside it
    (at most four)."""
    mount = vehicle.weapons[index]
    linked = items.MG_ARRAYS.get(_id(mount.item))
    if linked is None:
        return _value(_id(mount.item))
    guns = [_id(other.item) for other in vehicle.weapons
            if other.location == mount.location and _id(other.item) in linked]
    return items.MG_ARRAY_FACTOR * sum(item_values()[gun] for gun in guns[:4])


def _weapon_value(vehicle: Vehicle, index: int, artemis: set[int], has_tc: bool,
                  fire_control: tuple[float, str]) -> tuple[float, str]:
    name = _id(vehicle.weapons[index].item)
    value = _base_value(vehicle, index)
    working = [fmt(value)]
    if index in artemis:
        value *= ARTEMIS_FACTOR
        working.append(f"x {ARTEMIS_FACTOR} (Artemis IV)")
    if has_tc and is_direct_fire(name):
        value *= TARGETING_COMPUTER_FACTOR
        working.append(f"x {TARGETING_COMPUTER_FACTOR} (targeting computer)")
    elif fire_control[0] != 1.0 and _is_infantry_weapon(name):
        working.append("(an infantry weapon: not scaled by fire control)")
    elif fire_control[0] != 1.0:
        value *= fire_control[0]
        working.append(f"x {fmt(fire_control[0])} ({fire_control[1]})")
    return value, " ".join(working)


def _offensive(vehicle: Vehicle, flank: int, work: Working) -> float:
    names = {_id(mount.item) for mount in vehicle.weapons}
    has_tc = bool(names & items.TARGETING_COMPUTER)
    fire_control = _fire_control(vehicle, names)
    artemis = artemis_links(vehicle.weapons, _id)
    arcs: dict[str, float] = defaultdict(float)
    carried: dict[str, float] = defaultdict(float)
    for index, mount in enumerate(vehicle.weapons):
        name = _id(mount.item)
        if name in items.DEFENSIVE or name in items.OFFENSIVE_EQUIPMENT or name in no_value_items():
            continue
        if _value(name) <= 0 and name not in items.MG_ARRAYS:
            continue
        value, working = _weapon_value(vehicle, index, artemis, has_tc, fire_control)
        arc = ARCS.get(mount.location, "side/turret")
        arcs[arc] += value
        carried[name] += _value(name)
        work.add(f"{name} ({mount.location.value})", f"+ {working} ({arc} arc)", arcs[arc])
    front, rear = arcs["front"], arcs["rear"]
    halved = "rear" if front > rear else "front"
    total = arcs["side/turret"] + max(front, rear) + min(front, rear) * SMALLER_ARC_FACTOR
    working = f"side/turret {fmt(arcs['side/turret'])} + front {fmt(front)} + rear {fmt(rear)}"
    total = work.add("Weapons", f"{working}, the {halved} arc x {SMALLER_ARC_FACTOR}", total)
    total = _ammo(vehicle, carried, fire_control, total, work)
    total = offensive_equipment([_id(mount.item) for mount in vehicle.weapons], total, work)
    tons = vehicle.support.tons if vehicle.support is not None else vehicle.tonnage
    total = work.add("Weight", f"+ {fmt(tons)} x {WEIGHT_FACTOR}", total + tons * WEIGHT_FACTOR)
    factor = speed_factor(flank)
    return work.add("Speed factor", f"x {fmt(factor)} (flank {flank})", total * factor)


def _ammo(vehicle: Vehicle, carried: dict[str, float], fire_control: tuple[float, str], total: float,
          work: Working) -> float:
    """Each weapon's ammunition counts up to the weapons' own Battle Value; one-shot launchers
    carry none of their own."""
    by_weapon: dict[str, float] = defaultdict(float)
    for lot in vehicle.ammo:
        name = _id(lot.weapon)
        if name not in items.AMS and not items.is_one_shot(name):
            by_weapon[name] += ammo_values()[name] * lot.tons
    factor, why = fire_control
    scaled = f" x {fmt(factor)} ({why})" if factor != 1.0 else ""
    for name, value in by_weapon.items():
        if name in carried:
            counted = min(value, carried[name])
            total = work.add(f"Ammunition: {name}", f"+ {fmt(counted)}{scaled}", total + counted * factor)
    return total
