"""Construction checks for fighters (seed 000 lines 4491-4563). Locations: nose, left_wing,
right_wing, aft (equipment), fuselage and engine (armor only), or None for the whole fighter."""

from __future__ import annotations

from collections.abc import Iterator

from designer.rules.common.technology import register_tech_specs, technology_findings
from designer.catalog import catalog
from designer.fighter.catalog import fighter_tables
from designer.fighter.model import Fighter, FighterLocation
from designer.fighter import level2, level2_checks as fighter_level2_checks, weights as w
from designer.rules.common.checks import register_check_failed, run_checks
from designer.rules.findings import Finding, Severity, register
from designer.rules.common.ammo import AmmoSpecs, ammo_findings
from designer.rules.common.rounding import is_lot
from designer.rules.common.weights import weight_findings
from designer.rules.common.item_names import unknown_item_note

E, W = Severity.ERROR, Severity.WARNING


def _reg(code: str, severity: Severity, title: str, rule: str, example: str):
    return register(code, severity, title, rule, example, "fighter")


TONNAGE_MAX = _reg("FIGHTER-TONNAGE-MAX", E, "Fighter heavier than its class allows",
                   "seed 000 line 4510: \"Conventional Fighter weight is limited "
                   "to 50 tons\"", "a 60-ton conventional fighter")
ENGINE_RATING = _reg("FIGHTER-ENGINE-RATING", E, "No engine for this thrust",
                     "seed 000 line 4516: \"equal to its tonnage times its desired thrust minus two\"; seed "
                     "000 line 4520: \"Multiply the aircraft's tonnage by its desired thrust\"",
                     "an AeroSpace fighter with thrust 2 (rating 0)")
ENGINE_TYPE = _reg("FIGHTER-ENGINE-TYPE", E, "AeroSpace fighter with a turbine",
                   "seed 000 line 4522: \"AeroSpace Fighters use only fusion engines from the Engine Table\"",
                   "type: aerospace, engine: turbine")
NO_FUEL = _reg("FIGHTER-FUEL-MISSING", E, "No fuel", "seed 000 line 4528: \"must carry fuel to maneuver\"",
               "fuel_tons: 0")
OVERWEIGHT = _reg("FIGHTER-OVERWEIGHT", E, "Components weigh more than the fighter",
                  "seed 000 lines 4510-4512: \"other components may not "
                  "exceed this figure\"", "a 50-ton fighter with 52 tons of parts")
UNDERWEIGHT = _reg("FIGHTER-UNDERWEIGHT", W, "Tonnage left unused", "seed 000 line 4510: \"Within these "
                                                                    "limits, a player may choose any "
                                                                    "tonnage\"",
                   "a 50-ton fighter with 48 tons of parts")
HEAT_SINKS_MIN = _reg("FIGHTER-HEAT-SINKS-MIN", E, "AeroSpace fighter with fewer than 10 heat sinks",
                      "seed 000 line 4548: \"can automatically dissipate 10 heat "
                      "points per turn\"", "heat_sinks: 8")
ARMOR_LOT = _reg("FIGHTER-ARMOR-LOT", E, "Armor not in half-ton lots", "seed 000 line 4540: \"Armor can only "
                                                                       "be added in half or one ton lots\"",
                 "armor_tons: 4.3")
ARMOR_MAX = _reg("FIGHTER-ARMOR-MAX", E, "Conventional fighter armor above 1 point a ton",
                 "seed 000 line 4540: \"may carry a maximum of 1 point of armor per ton\"",
                 "a 20-ton conventional fighter with 24 armor points")
ARMOR_OVER = _reg("FIGHTER-ARMOR-OVERALLOCATED", E, "More armor points allocated than bought",
                  "seed 000 line 4540: \"An Armor Value of 16 "
                  "weighs one ton\"", "4 tons (64) with 70 allocated")
ARMOR_UNDER = _reg("FIGHTER-ARMOR-UNALLOCATED", W, "Armor points bought but not allocated",
                   "seed 000 line 4554: \"Divide the Fighter's total Armor Value among the five different "
                   "locations\"", "4 tons (64) with 60 allocated")
LOCATION_FULL = _reg("FIGHTER-LOCATION-FULL", E, "More than six weapons and ammo bins in a location",
                     "seed 000 line 4558: \"Each area can mount up to six weapons and/or ammunition storage "
                     "locations\"",
                     "seven medium lasers in the nose")
AFT_WEIGHT = _reg("FIGHTER-AFT-WEIGHT", E, "More than two tons of aft-firing weapons",
                  "seed 000 line 4558: \"The rear location can mount only two tons of aft-firing weapons\"; "
                  "decision D-CANON-AFT (a file declaring Level 2 is built without it)",
                  "an LRM-10 in the aft")
UNKNOWN_WEAPON = _reg("FIGHTER-UNKNOWN-WEAPON", E, "Weapon not on the Weapons Table",
                      "seed 000 line 4544: \"as listed on the Weapons Table "
                      "(on page 87)\"", "item: Gauss Rifle")
AMMO = AmmoSpecs(
    _reg("FIGHTER-AMMO-MISSING", E, "Weapon without a ton of ammunition",
         "seed 000 line 4544: \"one ton of ammo must be purchased for "
         "each missile launcher\"", "an AC/5 and no ammo"),
    _reg("FIGHTER-AMMO-NO-WEAPON", E, "Ammunition for a weapon not carried",
         "seed 000 line 4544: \"Select the weapons that the newly designed "
         "Fighter will carry\"", "SRM-4 ammo and no SRM-4"),
    _reg("FIGHTER-AMMO-LOT", E, "Ammunition bin not a ton (half a ton for MGs)",
         "seed 000 line 4544: \"which may be purchased in half-ton lots\"", "a 1.5-ton AC/5 bin"),
)


# Conventional fighters weigh at most 50 tons, AeroSpace fighters 100 (line 4512).
def _check_tonnage(fighter: Fighter) -> Iterator[Finding]:
    limit = w.class_row(fighter).max_tonnage
    if fighter.tonnage > limit:
        yield TONNAGE_MAX.finding(f"A {fighter.type.value} fighter may weigh at most {limit} tons; this one "
                                  f"weighs {fighter.tonnage}.")


# The rating (tonnage x (thrust - 2), or tonnage x thrust) must be on the Engine Table, and
# AeroSpace fighters use only fusion engines (lines 4516-4522).
def _check_engine(fighter: Fighter) -> Iterator[Finding]:
    if w.engine_rating(fighter) is None:
        yield ENGINE_RATING.finding(f"Thrust {fighter.thrust} on {fighter.tonnage} tons gives rating "
                                    f"{w.computed_rating(fighter)}, which is not on the Engine Table (10-400).")
    if fighter.is_aerospace and not w.is_fusion(fighter):   # XL, light... are fusion engines (D-FTR2-1)
        yield ENGINE_TYPE.finding(f"AeroSpace fighters use only fusion engines, not a {fighter.engine.value}.")


# Fighters must carry fuel to maneuver (line 4530).
def _check_fuel(fighter: Fighter) -> Iterator[Finding]:
    if fighter.fuel_tons <= 0:
        yield NO_FUEL.finding("A fighter must carry fuel; this one carries none.")


# The total weight may not exceed the fighter's tonnage (line 4512).
def _check_weight(fighter: Fighter) -> Iterator[Finding]:
    yield from weight_findings(w.total_weight(fighter), fighter.tonnage, "fighter", OVERWEIGHT, UNDERWEIGHT)


# An AeroSpace fighter's engine brings 10 heat sinks; it can only add more (line 4547).
def _check_heat_sinks(fighter: Fighter) -> Iterator[Finding]:
    if fighter.is_aerospace and fighter.heat_sinks < fighter_tables().free_heat_sinks:
        yield HEAT_SINKS_MIN.finding(f"An AeroSpace fighter has at least 10 heat sinks; {fighter.heat_sinks} "
                                     "are listed.")


# Armor: half-ton lots of 16 points, all allocated; conventional at most 1 point a ton (line 4542).
def _check_armor(fighter: Fighter) -> Iterator[Finding]:
    if not is_lot(fighter.armor_tons):
        yield ARMOR_LOT.finding(f"Armor is bought in half-ton lots; {fighter.armor_tons:g} tons is not.")
    points = level2.armor_points_bought(fighter)   # 16 a ton x the armor type's multiplier (D-FTR2-2)
    if not fighter.is_aerospace and points > fighter.tonnage:
        yield ARMOR_MAX.finding(f"A {fighter.tonnage}-ton conventional fighter carries at most "
                                f"{fighter.tonnage} armor points; it has {points}.")
    allocated = sum(fighter.armor.values())
    if allocated > points:
        yield ARMOR_OVER.finding(f"{allocated} armor points are allocated but only {points} were bought.")
    elif allocated < points:
        yield ARMOR_UNDER.finding(f"Only {allocated} of the {points} armor points bought are allocated.")


# Each location mounts up to six weapons and ammunition bins; the aft at most 2 tons of
# weapons (line 4561).
def _check_locations(fighter: Fighter) -> Iterator[Finding]:
    if level2.is_level2(fighter):
        yield from fighter_level2_checks.arc_findings(fighter)
        return
    capacity = fighter_tables().location_capacity
    for location in FighterLocation:
        count = w.items_at(fighter, location)
        if count > capacity:
            yield LOCATION_FULL.finding(f"{count} weapons and ammunition bins are in the {location.value}; "
                                        f"at most {capacity} fit.", location.value)
    aft = w.weapon_tons_at(fighter, FighterLocation.AFT)
    # the aft limit is the 1987 rule: a file declaring Level 2 is built without it (D-CANON-AFT)
    if aft > fighter_tables().aft_weapon_tons and level2.declared_level(fighter) < 2:
        yield AFT_WEIGHT.finding(f"The aft mounts {aft:g} tons of weapons; at most "
                                 f"{fighter_tables().aft_weapon_tons:g} tons are allowed.", FighterLocation.AFT.value)


def _check_weapons(fighter: Fighter) -> Iterator[Finding]:
    for mount in fighter.weapons:
        if catalog().find(mount.item) is None:
            yield UNKNOWN_WEAPON.finding(f"'{mount.item}' is not on the Weapons Table."
                                         f"{unknown_item_note(fighter, mount.item)}", mount.location.value)
    yield from fighter_level2_checks.equipment_findings(fighter)


def _check_ammo(fighter: Fighter) -> Iterator[Finding]:
    yield from ammo_findings(w.weapons(fighter), ((b.weapon, b.tons) for b in fighter.ammo), AMMO)


TECH = register_tech_specs("fighter", "fighter", "seed 000 line 4544: \"as listed on the Weapons Table (on page 87)\"")


# Master Rules weapons need rules level 2, one tech base, the design's era; ammunition of a type
# its weapon fires (decisions D-L2K-1, D-AMMO-1).
def _check_technology(fighter: Fighter) -> Iterator[Finding]:
    yield from technology_findings(fighter, ((m.item, m.location.value) for m in fighter.weapons), ((b.weapon, b.kind, b.location.value) for b in fighter.ammo), TECH)


CHECK_FAILED = register_check_failed("fighter")
def _check_construction_types(fighter: Fighter) -> Iterator[Finding]:
    yield from fighter_level2_checks.type_findings(fighter, TECH)


CHECKS = (_check_tonnage, _check_engine, _check_fuel, _check_weight, _check_heat_sinks, _check_armor,
          _check_locations, _check_weapons, _check_ammo, _check_technology, _check_construction_types)


def check_fighter(fighter: Fighter) -> list[Finding]:
    """Every construction finding for ``fighter``."""
    return run_checks(CHECKS, fighter, failed=CHECK_FAILED)
