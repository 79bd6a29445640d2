"""Level 2 construction checks of a combat vehicle (decisions D-VEH2-1..5): engine, armor and
structure types, the armor maximum, items a vehicle may not mount, the body location and the later
motive types. The facts the seeds do not print are MegaMek's (``data/vehicle/vehicle_tables.yaml``
``source`` of each row)."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import catalog
from designer.catalog.beyond_level2 import type_note
from designer.catalog.vehicle_tables import vehicle_tables
from designer.vehicle.model import Vehicle, VehicleLocation
from designer.rules.common.technology import fits_tech_base
from designer.rules.findings import Finding, Severity, register
from designer.vehicle import level2

E = Severity.ERROR
_ENGINE_RULE = ('seed 000 line 4453: "Vehicles may use either a fusion or internal combustion engine" '
                "(Level 2 engine types: decision D-VEH2-1)")
_ARMOR_RULE = ('seed 000 line 4469: "An armor value of 16 weighs one ton" (Level 2 armor types: '
               'decision D-VEH2-1)')
_TABLE_RULE = ('seed 002 line 461: "ARMAS Y EQUIPAMIENTOS DE LA ESFERA INTERIOR" (a construction type of '
               "the design's rules level and tech base, decisions D-ARCH-4, D-VEH2-1)")
V = "vehicle"
ENGINE_TYPE = register("VEHICLE-ENGINE-TYPE", E, "Engine type a combat vehicle cannot use", _ENGINE_RULE,
                       "engine_type: steam (a support vehicle's engine)", V)
ARMOR_TYPE = register("VEHICLE-ARMOR-TYPE", E, "Armor type a combat vehicle cannot use", _ARMOR_RULE,
                      "armor_type: stealth ('Mech stealth armor)", V)
STRUCTURE_TYPE = register(
    "VEHICLE-STRUCTURE-TYPE", E, "Internal structure type a combat vehicle cannot use",
    'seed 000 line 4465: "Ten percent of every vehicle\'s total structure" (Level 2 structure types: '
    "decision D-VEH2-1)", "structure_type: reinforced", V)
TYPE_TECH = register(
    "VEHICLE-TYPE-TECH", E, "Construction type of another rules level or tech base", _TABLE_RULE,
    "an Inner Sphere tank with a Clan XL engine, or an XL engine at rules level 1", V)
ARMOR_MAX = register(
    "VEHICLE-ARMOR-MAX", E, "More armor than a Level 2 vehicle may carry",
    'seed 000 line 4469: "Determine the total number of armor points the vehicle will carry" (at most '
    "3.5 x tonnage + 40 points: decision D-VEH2-3)",
    "a 20-ton Level 2 tank with 111 armor points (maximum 110)", V)
NOT_FOR_VEHICLES = register(
    "VEHICLE-ITEM-NOT-ALLOWED", E, "'Mech-only item on a vehicle",
    'seed 000 line 4473: "Every weapon placed on a vehicle weighs a certain amount" (MASC, TSM, jump jets, '
    "hatchets, swords and heat sink items are 'Mech equipment: decision D-VEH2-4)", "a tank with MASC", V)
BODY_LOCATION = register(
    "VEHICLE-BODY-LOCATION", E, "Weapon or armor in the body",
    'seed 000 line 4477: "it will have a fixed field of fire" (the body holds equipment only and takes no '
    "armor: decision D-VEH2-4)", "a medium laser in the body", V)
LATER_MOTIVE = register(
    "VEHICLE-MOTIVE-LEVEL", E, "Later motive type on a rules level 1 design",
    'seed 000 line 4384: "Vehicle weight is limited by type according to the Vehicle Table" (WiGE is not on '
    "it: rules level 2, decision D-VEH2-2)", "a WiGE of rules level 1", V)

POD_NOT_OMNI = register(
    "VEHICLE-POD-NOT-OMNI", E, "Pod-mounted item on a vehicle that is not an OmniVehicle",
    'seed 002 line 21: "pueden ser construidos como OmniVehículos modulares" (pods are an OmniVehicle\'s: '
    "decision D-VEH3-3)", "a pod-mounted medium laser on a tank without omni: true", V)


def _type_tech(vehicle: Vehicle, what: str, name: str, base: str, level: int) -> Iterator[Finding]:
    if level > vehicle.rules_level:
        yield TYPE_TECH.finding(f"The {name} {what} is a rules level {level} type; declare "
                                f"rules_level: {level}.")
    if not fits_tech_base(base, vehicle.tech_base):
        label = vehicle.tech_base.value.replace("_", " ")
        yield TYPE_TECH.finding(f"The {name} {what} is {base} technology on a {label} design.")


# The engine is a row of the vehicle engine table (fusion-type, ICE, fuel cell; decision D-VEH2-1).
def check_engine_type(vehicle: Vehicle) -> Iterator[Finding]:
    row = level2.engine_row(vehicle)
    if row is None:
        known = ", ".join(vehicle_tables().engines)
        engine = level2.engine_id(vehicle)
        yield ENGINE_TYPE.finding(f"'{engine}' is not an engine a combat vehicle may use "
                                  f"({known}).{type_note('vehicle engine', engine)}")
        return
    yield from _type_tech(vehicle, "engine", row.name, row.tech_base, row.rules_level)


# Armor: a construction.yaml armor type other than 'Mech stealth armor (its slots and ECM are 'Mech
# rules; MegaMek gives vehicles their own stealth armor, which the catalog does not hold).
def check_armor_type(vehicle: Vehicle) -> Iterator[Finding]:
    row = level2.armor_type(vehicle)
    if row is None or row.id == "stealth":
        yield ARMOR_TYPE.finding(f"'{vehicle.armor_type}' is not an armor type a combat vehicle may use."
                                 f"{type_note('vehicle armor', vehicle.armor_type)}")
        return
    yield from _type_tech(vehicle, "armor", row.name, row.tech_base.value, row.rules_level)


def check_structure_type(vehicle: Vehicle) -> Iterator[Finding]:
    row = level2.structure_type(vehicle)
    if row is None:
        yield STRUCTURE_TYPE.finding(f"'{vehicle.structure_type}' is not a structure type a combat vehicle "
                                     "may use.")
        return
    yield from _type_tech(vehicle, "structure", row.name, row.tech_base.value, row.rules_level)


# A Level 2 vehicle carries at most 3.5 x tonnage + 40 armor points (decision D-VEH2-3).
def check_armor_max(vehicle: Vehicle) -> Iterator[Finding]:
    allocated = sum(vehicle.armor.values())
    if level2.is_level2(vehicle) and allocated > level2.max_armor(vehicle):
        yield ARMOR_MAX.finding(f"{allocated} armor points; a {vehicle.tonnage}-ton vehicle carries at most "
                                f"{level2.max_armor(vehicle)}.")


# 'Mech-only equipment (decision D-VEH2-4): vehicle_tables.yaml lists the catalog ids.
def check_items(vehicle: Vehicle) -> Iterator[Finding]:
    banned = set(vehicle_tables().mech_only_items)
    for mount in vehicle.weapons:
        item = catalog().find(mount.item)
        if item is not None and item.id in banned:
            yield NOT_FOR_VEHICLES.finding(f"{item.id} is 'Mech equipment; a vehicle cannot mount it.",
                                           mount.location.value)


# The body holds equipment (CASE, ECM, C3...), never a weapon, and takes no armor (D-VEH2-4).
def check_body(vehicle: Vehicle) -> Iterator[Finding]:
    body = VehicleLocation.BODY
    if vehicle.armor.get(body):
        yield BODY_LOCATION.finding("The body is not a damage location; it takes no armor.", body.value)
    for mount in vehicle.weapons:
        if mount.location is body and catalog().weapon(mount.item) is not None:
            yield BODY_LOCATION.finding(f"{mount.item} is a weapon: it fires from the front, a side, the "
                                        "rear or the turret.", body.value)


def check_motive_level(vehicle: Vehicle) -> Iterator[Finding]:
    row = vehicle_tables().motives[vehicle.motive.value]
    if row.later and vehicle.rules_level < 2:
        yield LATER_MOTIVE.finding(f"A {row.name} is later technology; declare rules_level: 2.")


# Only an OmniVehicle carries pod-mounted equipment (decision D-VEH3-3): a pod on another vehicle
# is reported where the file puts it, never dropped or turned into a fixed mount.
def check_pods(vehicle: Vehicle) -> Iterator[Finding]:
    if vehicle.omni:
        return
    for mount in vehicle.weapons:
        if mount.pod:
            yield POD_NOT_OMNI.finding(f"{mount.item} is pod-mounted, but the vehicle is not an OmniVehicle.",
                                       mount.location.value)
    for lot in vehicle.ammo:
        if lot.pod:
            yield POD_NOT_OMNI.finding(f"{lot.weapon} ammunition is pod-mounted, but the vehicle is not an "
                                       "OmniVehicle.", VehicleLocation.BODY.value)


LEVEL2_CHECKS = (check_pods, check_engine_type, check_armor_type, check_structure_type, check_armor_max,
                 check_items, check_body, check_motive_level)
__all__ = ["LEVEL2_CHECKS"]
