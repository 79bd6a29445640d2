"""Construction checks for combat vehicles (seed 000 lines 4366-4490). ``check_vehicle`` returns
every finding at once; locations are front, left, right, rear, turret, rotor, or None for the
whole vehicle."""

from __future__ import annotations

import math
from collections.abc import Iterator

from designer.rules.common.technology import register_tech_specs, technology_findings
from designer.rules.common.armor import armor_points
from designer.catalog import catalog
from designer.catalog.vehicle_tables import vehicle_tables
from designer.vehicle.model import SUPPORT_ONLY_MOTIVES, Vehicle, VehicleLocation, VehicleMotive
from designer.rules.common.checks import register_check_failed, run_checks
from designer.rules.findings import Finding, Severity, register
from designer.vehicle import level2, weights as w
from designer.vehicle import support_checks
from designer.vehicle.checks_level2 import LEVEL2_CHECKS
from designer.rules.common.ammo import AmmoSpecs, ammo_findings
from designer.rules.common.rounding import EPSILON, is_lot
from designer.rules.common.weights import overweight_message, weight_findings
from designer.rules.common.item_names import unknown_item_note
from designer.wording import tons

E, W = Severity.ERROR, Severity.WARNING
TONNAGE_MAX = register("VEHICLE-TONNAGE-MAX", E, "Vehicle heavier than its type allows",
                       "seed 000 line 4384: \"Vehicle weight is limited by type according to the Vehicle "
                       "Table\"",
                       "a 60-ton hovercraft (maximum 50)", "vehicle")
ENGINE_RATING = register("VEHICLE-ENGINE-RATING", E, "No engine for this speed",
                         "seed 000 line 4449: \"Multiply the vehicle's tonnage by its desired cruising "
                         "speed\"",
                         "a 100-ton tank with cruising MP 5 needs rating 500", "vehicle")
OVERWEIGHT = register("VEHICLE-OVERWEIGHT", E, "Components weigh more than the vehicle",
                      "seed 000 line 4384: \"other components may not "
                      "exceed this figure\"", "a 40-ton tank with 41 tons of parts", "vehicle")
SUSPENSION = register("VEHICLE-WHEELED-FACTOR", W, "Over its tonnage by the 1987 wheeled factor only",
                     "seed 000 lines 4392-4394: \"Wheeled Maximum Tonnage 80 tons Suspension Factor 0\"; "
                     "seed 000 line 4449: \"subtract the lift factor from this total\"; decision "
                     "D-VEH-SUSPENSION (MegaMek Tank.getSuspensionFactor: wheeled 20)",
                     "a rules level 1 wheeled 35-ton tank with cruising MP 5, 38 tons by the 1987 table, "
                     "35 with an ICE 155", "vehicle")
UNDERWEIGHT = register("VEHICLE-UNDERWEIGHT", W, "Tonnage left unused",
                       "seed 000 line 4384: \"Within these limits, the player may "
                       "choose any tonnage\"", "a 40-ton tank with 38 tons of parts", "vehicle")
ARMOR_LOT = register("VEHICLE-ARMOR-LOT", E, "Armor not bought in half-ton lots",
                     "seed 000 line 4469: \"Armor can be added in only half- "
                     "or one-ton lots\"", "armor_tons: 5.3", "vehicle")
ARMOR_OVER = register("VEHICLE-ARMOR-OVERALLOCATED", E, "More armor points allocated than bought",
                      "seed 000 line 4469: \"An armor value of 16 weighs one ton\"",
                      "5 tons of armor (80 points) with 90 points allocated", "vehicle")
ARMOR_UNDER = register("VEHICLE-ARMOR-UNALLOCATED", W, "Armor points bought but not allocated",
                       "seed 000 line 4483: \"Divide the total Armor Value carried "
                       "by the vehicle\"", "5 tons of armor with 70 of 80 points allocated",
                       "vehicle")
ROTOR_ARMOR = register("VEHICLE-ROTOR-ARMOR", E, "VTOL rotor armor above 2 points",
                       "seed 000 line 4483: \"may not allocate more than 2 points of armor to the rotor\"",
                       "rotor: 4", "vehicle")
TURRET_ON_VTOL = register("VEHICLE-TURRET-ON-VTOL", E, "Turret on a VTOL",
                          "seed 000 line 4479: \"Unlike other vehicles, VTOLs may not mount turrets\"",
                          "a VTOL with a medium laser in the turret", "vehicle")
BAD_LOCATION = register("VEHICLE-LOCATION-INVALID", E, "Location the vehicle does not have",
                        "seed 000 line 4465: \"Each of the five damage locations\"; seed 000 line 4483: "
                        "\"the rotor location of a VTOL\"",
                        "armor on the rotor of a tank, or turret armor without a turret", "vehicle")
SUPPORT_MOTIVE = register("VEHICLE-MOTIVE-SUPPORT-ONLY", E, "Fixed-wing or rail motive on a combat vehicle",
                          'seed 003 line 282: "In addition to the Support Vehicles described"; decisions '
                          "D-SV-2 (only fixed-wing support vehicles fly) and D-CANON-RAIL (only rail support "
                          "vehicles run on rails)", "motive: aerodyne without a support chassis",
                          "vehicle")
UNKNOWN_WEAPON = register("VEHICLE-UNKNOWN-WEAPON", E, "Weapon not on the Weapons Table",
                          "seed 000 line 4473: \"as listed on the Weapons Table\"",
                          "item: Gauss Rifle", "vehicle")
SUPPORT_EQUIPMENT = register(
    "VEHICLE-SUPPORT-EQUIPMENT", W, "Support equipment outside the 1987 Weapons Table",
    'seed 000 line 4384: "engine, weapons, armor, and other components"; seed 001 line 330: "These include '
    'Coolant Trucks, Mobile Headquarters, Hospital Units" (weighed from MegaMek\'s facts: decision D-VEH3-1)',
    "communications equipment on a rules level 1 design", "vehicle")
AMMO = AmmoSpecs(
    register("VEHICLE-AMMO-MISSING", E, "Weapon without a ton of ammunition",
             "seed 000 line 4473: \"one ton of ammo must be purchased for each missile launcher\"",
             "an AC/10 and no AC/10 ammunition", "vehicle"),
    register("VEHICLE-AMMO-NO-WEAPON", E, "Ammunition for a weapon not carried",
             "seed 000 line 4473: \"Select the weapons that the newly designed "
             "vehicle will carry\"", "SRM-6 ammo on a laser tank", "vehicle"),
    register("VEHICLE-AMMO-LOT", E, "Ammunition not in whole tons (half tons for MGs)",
             "seed 000 line 4473: \"which may be purchased in half-ton lots\"", "1.5 tons of AC/5 ammo",
             "vehicle"),
)


# Vehicle weight is limited by type (Vehicle Table, seed 000 lines 4382-4450).
def _check_tonnage(vehicle: Vehicle) -> Iterator[Finding]:
    row = w.motive_row(vehicle)
    if vehicle.tonnage > row.max_tonnage:
        yield TONNAGE_MAX.finding(f"A {row.name} vehicle may weigh at most {row.max_tonnage} tons; this one "
                                  f"weighs {vehicle.tonnage}.")


# Rating = tonnage x cruising MP - suspension factor, and it must be on the Engine Table
# (10-400; seed 000 lines 4452-4456, 4835-4922). A vehicle needs a cruising MP of at least 1.
def _check_engine(vehicle: Vehicle) -> Iterator[Finding]:
    rating = w.computed_rating(vehicle)
    if vehicle.cruise_mp < 1:
        yield ENGINE_RATING.finding(f"A vehicle needs a cruising MP of at least 1; this one has "
                                    f"{vehicle.cruise_mp}.")
    elif w.engine_rating(vehicle) is None:
        yield ENGINE_RATING.finding(f"{vehicle.tonnage} tons x {vehicle.cruise_mp} MP - suspension factor "
                                    f"{w.suspension_factor(vehicle) or 0} = rating {rating}, above the "
                                    f"Engine Table's 400.")


# The total weight of the components may not exceed the vehicle's tonnage (line 4380). A 1987
# design over it only because the 1987 table's wheeled suspension factor (0, lines 4392-4394) rates
# its engine higher than the TechManual's (20), with which MegaMek builds every vehicle, is warned
# of, not refused (decision D-VEH-SUSPENSION); the breakdown keeps the 1987 engine.
def _check_weight(vehicle: Vehicle) -> Iterator[Finding]:
    total, factor = w.total_weight(vehicle), w.techmanual_factor(vehicle)
    if factor is not None and round(total, 6) > vehicle.tonnage + EPSILON:
        fitted = w.weight_with_factor(vehicle, factor)
        if fitted <= vehicle.tonnage + EPSILON:
            yield SUSPENSION.finding(_suspension_message(vehicle, factor, total, fitted))
        else:
            yield OVERWEIGHT.finding(f"{overweight_message(round(total, 6), vehicle.tonnage, 'vehicle')} Even "
                                     f"with the TechManual's suspension factor {factor} they weigh {tons(fitted)}.")
        return
    yield from weight_findings(total, vehicle.tonnage, "vehicle", OVERWEIGHT, UNDERWEIGHT)


def _suspension_message(vehicle: Vehicle, factor: int, total: float, fitted: float) -> str:
    row, engine = w.motive_row(vehicle), level2.engine_name(vehicle)
    own = w.suspension_factor(vehicle) or 0
    return (f"Built with the TechManual's {row.name.lower()} suspension factor {factor}, as MegaMek builds it, "
            f"its {engine} {w.engine_rating(vehicle, factor)} engine fits: {tons(fitted)} of "
            f"{vehicle.tonnage}. By the 1987 Vehicle Table (factor {own}) its {engine} "
            f"{w.engine_rating(vehicle)} engine weighs {tons(round(total - fitted, 6))} more: "
            f"{tons(round(total, 6))} of {vehicle.tonnage}.")


# Armor comes in half-ton lots of 16 points a ton and all of it is allocated (lines 4472, 4486).
def _check_armor_total(vehicle: Vehicle) -> Iterator[Finding]:
    if not is_lot(vehicle.armor_tons):
        yield ARMOR_LOT.finding(f"Armor is bought in half-ton lots; {vehicle.armor_tons:g} tons is not.")
    points = _armor_bought(vehicle)
    allocated = sum(vehicle.armor.values())
    if allocated > points:
        yield ARMOR_OVER.finding(f"{allocated} armor points are allocated but {vehicle.armor_tons:g} tons "
                                 f"of armor give only {points}.")
    elif allocated < points:
        yield ARMOR_UNDER.finding(f"Only {allocated} of the {points} armor points bought are allocated.")


def _armor_bought(vehicle: Vehicle) -> int:
    """Points the armor tons buy: 16 a ton (1987), or 16 x the armor type's multiplier, rounded
    down (a Level 2 design, decision D-VEH2-1)."""
    if not level2.is_level2(vehicle):
        return armor_points(vehicle.armor_tons, vehicle_tables().armor_points_per_ton)
    return math.floor(vehicle.armor_tons * level2.points_per_ton(vehicle) + 1e-9)


# A VTOL's rotor takes at most 2 armor points (seed 000 lines 4472, 4488).
def _check_rotor(vehicle: Vehicle) -> Iterator[Finding]:
    rotor = vehicle.armor.get(VehicleLocation.ROTOR, 0)
    limit = vehicle_tables().rotor_armor_max
    if vehicle.is_vtol and rotor > limit:
        yield ROTOR_ARMOR.finding(f"A VTOL's rotor may carry at most {limit} armor points; it has {rotor}.",
                                  VehicleLocation.ROTOR.value)


# VTOLs may not mount turrets (line 4484): no turret weapons and no turret armor. A Level 2 VTOL
# may carry one chin turret (decision D-VEH2-4: MegaMek's VTOL chin turret, the TechManual's).
def _check_vtol_turret(vehicle: Vehicle) -> Iterator[Finding]:
    if level2.is_level2(vehicle):
        return
    if vehicle.is_vtol and (vehicle.has_turret or vehicle.armor.get(VehicleLocation.TURRET)):
        yield TURRET_ON_VTOL.finding("VTOLs may not mount turrets; remove the turret weapons and armor.",
                                     VehicleLocation.TURRET.value)


# Only a VTOL has a rotor; weapons are not mounted in the rotor (lines 4468, 4482-4488; decision
# D-UNIT-4). Armor goes to the five locations at the player's discretion (line 4483), so an
# unarmed turret may carry armor (decision D-IX-2: the Pegasus (Unarmed)).
def _check_locations(vehicle: Vehicle) -> Iterator[Finding]:
    if not vehicle.is_vtol and (vehicle.armor.get(VehicleLocation.ROTOR)
                                or any(m.location is VehicleLocation.ROTOR for m in vehicle.weapons)):
        yield BAD_LOCATION.finding("Only VTOLs have a rotor location.", VehicleLocation.ROTOR.value)
    if vehicle.is_vtol and any(m.location is VehicleLocation.ROTOR for m in vehicle.weapons):
        yield BAD_LOCATION.finding("Weapons cannot be mounted in a VTOL's rotor.", VehicleLocation.ROTOR.value)


# Only a fixed-wing support vehicle flies (decision D-SV-2), only a rail support vehicle runs on
# rails (D-CANON-RAIL): no combat vehicle is an aerodyne or a train.
def _check_motive(vehicle: Vehicle) -> Iterator[Finding]:
    if vehicle.motive is VehicleMotive.AERODYNE:
        yield SUPPORT_MOTIVE.finding("A combat vehicle cannot be a fixed-wing aircraft; a fixed-wing "
                                     "support vehicle needs its support chassis.")
    elif vehicle.motive in SUPPORT_ONLY_MOTIVES:
        yield SUPPORT_MOTIVE.finding(f"A combat vehicle cannot run on rails ({vehicle.motive.value}); a rail "
                                     "support vehicle needs its support chassis.")


# Every weapon comes from the Weapons Table (line 4476); a Level 2 design's equipment from the
# Master Rules tables (decision D-VEH2-4). A 1987 design's support equipment (the communications
# equipment and MASH seed 001's canon vehicles carry) is weighed as catalogued and warned of: it is
# one of the vehicle's "other components" (line 4384), not on the Weapons Table (D-VEH3-1).
def _check_weapons(vehicle: Vehicle) -> Iterator[Finding]:
    for mount in vehicle.weapons:
        item = level2.known_item(vehicle, mount.item)
        if item is None:
            yield UNKNOWN_WEAPON.finding(f"'{mount.item}' is not on the Weapons Table."
                                         f"{unknown_item_note(vehicle, mount.item)}", mount.location.value)
        elif not level2.is_level2(vehicle) and level2.is_support_item(item):
            tons = level2.item_tons(vehicle, item)
            yield SUPPORT_EQUIPMENT.finding(f"'{item.id}' is not on the 1987 Weapons Table; it is weighed "
                                            f"at its catalogued {tons:g} tons (later technology).",
                                            mount.location.value)


def _check_ammo(vehicle: Vehicle) -> Iterator[Finding]:
    yield from ammo_findings(w.weapons(vehicle), ((lot.weapon, lot.tons) for lot in vehicle.ammo), AMMO)


TECH = register_tech_specs("vehicle", "vehicle", "seed 000 line 4473: \"as listed on the Weapons Table\"")


# Master Rules weapons need rules level 2, one tech base, the design's era; ammunition of a type
# its weapon fires (decisions D-L2K-1, D-AMMO-1).
def _check_technology(vehicle: Vehicle) -> Iterator[Finding]:
    known = catalog().find if level2.is_level2(vehicle) else catalog().weapon   # 1987: weapons only
    items = ((m.item, m.location.value) for m in vehicle.weapons if known(m.item) is not None)
    yield from technology_findings(vehicle, items, ((lot.weapon, lot.kind, None) for lot in vehicle.ammo), TECH)


CHECK_FAILED = register_check_failed("vehicle")
CHECKS = (_check_motive, _check_tonnage, _check_engine, _check_weight, _check_armor_total, _check_rotor,
          _check_vtol_turret, _check_locations, _check_weapons, _check_ammo, _check_technology, *LEVEL2_CHECKS)


# A support vehicle: its own construction (D-SV-3), and ammunition and technology as any vehicle.
SUPPORT_CHECKS = (*support_checks.CHECKS, _check_ammo, _check_technology)


def check_vehicle(vehicle: Vehicle) -> list[Finding]:
    """Every construction finding for ``vehicle`` (a support vehicle's own construction, D-SV-3)."""
    if vehicle.support is not None:
        return run_checks(SUPPORT_CHECKS, vehicle, failed=CHECK_FAILED)
    return run_checks(CHECKS, vehicle, failed=CHECK_FAILED)
