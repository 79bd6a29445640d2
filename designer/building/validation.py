"""Construction checks for buildings and gun emplacements (seed 000 lines 4564-4626).
Locations: turret, north, east, west, or None for the whole installation."""

from __future__ import annotations

from collections.abc import Iterator

from designer.rules.common.technology import register_tech_specs, technology_findings
from designer.catalog import catalog
from designer.building.catalog import building_tables
from designer.building.model import Building
from designer.building import weights as w
from designer.rules.common.checks import register_check_failed, run_checks
from designer.rules.findings import Finding, Severity, register
from designer.rules.common.ammo import AmmoSpecs, ammo_findings
from designer.rules.common.rounding import is_lot
from designer.rules.common.weights import weight_findings
from designer.rules.common.item_names import unknown_item_note

E = Severity.ERROR
CF_RANGE = register("BUILDING-CF-RANGE", E, "Construction Factor outside 1-150",
                    "seed 000 line 4581: \"a Construction Factor between 1 and 150\"", "cf: 200", "building")
LEVELS_RANGE = register("BUILDING-LEVELS-RANGE", E, "Levels outside 1-4",
                        "seed 000 line 4585: \"can be between 1 and "
                        "4 Levels inclusive\"", "levels: 5", "building")
HEXES_RANGE = register("BUILDING-HEXES-RANGE", E, "Hexes outside 1-3",
                       "seed 000 line 4589: \"can be between 1 to "
                       "3 hexes inclusive\"", "hexes: 4", "building")
OVERWEIGHT = register("BUILDING-OVERWEIGHT", E, "Components weigh more than the Construction Factor",
                      "seed 000 line 4581: \"the building can support one ton of equipment\"",
                      "a CF 30 building with 4 levels", "building")
ARMOR_LOT = register("BUILDING-ARMOR-LOT", E, "Turret armor not in half-ton lots",
                     "seed 000 line 4603: \"allocate armor to a turret in one- or half-ton units\"",
                     "turret_armor_tons: 2.2", "building")
NO_TURRET = register("BUILDING-TURRET-ARMOR-NO-TURRET", E, "Turret armor without a turret",
                     "seed 000 line 4603: \"to the building's turret, if it has one\"",
                     "turret armor and no turret weapon", "building")
UNKNOWN_WEAPON = register("BUILDING-UNKNOWN-WEAPON", E, "Weapon not on the Weapons Table",
                          "seed 000 line 4607: \"as noted in the Weapons Table\"",
                          "item: Gauss Rifle", "building")
AMMO = AmmoSpecs(
    register("BUILDING-AMMO-MISSING", E, "Weapon without its ammunition",
             "seed 000 line 4607: \"at least one ton of ammunition must also be added\"",
             "an AC/5 and no AC/5 ammunition", "building"),
    register("BUILDING-AMMO-NO-WEAPON", E, "Ammunition for a weapon not installed",
             "seed 000 line 4607: \"For every missile or "
             "ballistic weapon's system\"", "LRM-5 ammo and no LRM-5", "building"),
    register("BUILDING-AMMO-LOT", E, "Ammunition not in whole tons (half tons for MGs)",
             "seed 000 line 4607: \"may add only a half "
             "ton of ammunition\"", "0.5 tons of AC/5 ammo", "building"),
)


def _in_range(value: int, low: int, high: int) -> bool:
    return low <= value <= high


# CF 1-150 (line 4584), levels 1-4 (line 4588), hexes 1-3 (line 4592).
def _check_ranges(building: Building) -> Iterator[Finding]:
    t = building_tables()
    if not _in_range(building.cf, t.cf_min, t.cf_max):
        yield CF_RANGE.finding(f"The Construction Factor must be {t.cf_min}-{t.cf_max}; it is {building.cf}.")
    if not _in_range(building.levels, t.levels_min, t.levels_max):
        yield LEVELS_RANGE.finding(f"A building has {t.levels_min}-{t.levels_max} levels; this one has "
                                   f"{building.levels}.")
    if not _in_range(building.hexes, t.hexes_min, t.hexes_max):
        yield HEXES_RANGE.finding(f"A building covers {t.hexes_min}-{t.hexes_max} hexes; this one covers "
                                  f"{building.hexes}.")


# Structure, armor, weapons and everything else may not weigh more than the CF (line 4584).
def _check_weight(building: Building) -> Iterator[Finding]:
    yield from weight_findings(w.total_weight(building), building.cf, "Construction Factor", OVERWEIGHT)


# Turret armor comes in half tons, and only a building with a turret has it (lines 4606, 4612).
def _check_turret_armor(building: Building) -> Iterator[Finding]:
    if not is_lot(building.turret_armor_tons):
        yield ARMOR_LOT.finding(f"Turret armor is bought in half tons; {building.turret_armor_tons:g} is not.",
                                "turret")
    if building.turret_armor_tons and not building.has_turret:
        yield NO_TURRET.finding("Turret armor is bought but no weapon is mounted in a turret.", "turret")


# Weapons come from the Weapons Table (line 4610).
def _check_weapons(building: Building) -> Iterator[Finding]:
    for mount in building.weapons:
        if catalog().weapon(mount.item) is None:
            yield UNKNOWN_WEAPON.finding(f"'{mount.item}' is not on the Weapons Table."
                                         f"{unknown_item_note(building, mount.item)}", mount.arc.value)


def _check_ammo(building: Building) -> Iterator[Finding]:
    yield from ammo_findings(w.weapons(building), ((lot.weapon, lot.tons) for lot in building.ammo), AMMO)


TECH = register_tech_specs("building", "gun emplacement", "seed 000 line 4607: \"as noted in the Weapons Table\"")


# Master Rules weapons need rules level 2, one tech base, the design's era; ammunition of a type
# its weapon fires (decisions D-L2K-1, D-AMMO-1).
def _check_technology(building: Building) -> Iterator[Finding]:
    yield from technology_findings(building, ((m.item, m.arc.value) for m in building.weapons), ((lot.weapon, lot.kind, None) for lot in building.ammo), TECH)


CHECK_FAILED = register_check_failed("building")
CHECKS = (_check_ranges, _check_weight, _check_turret_armor, _check_weapons, _check_ammo,
          _check_technology)


def check_building(building: Building) -> list[Finding]:
    """Every construction finding for ``building``."""
    return run_checks(CHECKS, building, failed=CHECK_FAILED)
