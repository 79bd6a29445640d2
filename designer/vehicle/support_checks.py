"""Construction checks of a support vehicle (decision D-SV-3): its weight against its own
construction (``support.py``), its size class, and the tech ratings its engine and armor need.
The seeds print no support vehicle construction: each rule cites where seed 003 names support
vehicles and the decision that catalogues MegaMek's facts."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog.beyond_level2 import equipment_note
from designer.vehicle.support_model import TECH_RATINGS, whole_tons
from designer.vehicle.model import Vehicle
from designer.rules.common.weights import weight_findings
from designer.rules.findings import Finding, Severity, register
from designer.vehicle import support as sv

E, W = Severity.ERROR, Severity.WARNING
GROUND_TYPES = ("support_tank", "large_support_tank")   # the support vehicle types with a size rule
_NAMED = 'seed 003 line 282: "In addition to the Support Vehicles described"'
_BAR = 'seed 003 line 3892: "exceeds the Support Vehicle’s BAR"'
OVERWEIGHT = register("SV-OVERWEIGHT", E, "Support vehicle components weigh more than the vehicle",
                      f"{_NAMED}; decision D-SV-3 (TechManual construction, MegaMek's facts)",
                      "a 10-ton support tank whose chassis, engine, armor and equipment weigh 10.5 tons",
                      "vehicle")
TONNAGE = register("SV-TONNAGE-RANGE", E, "Support vehicle heavier than its type allows",
                   f"{_NAMED}; decision D-SV-3 (large support vehicle limits by motive)",
                   "a 70-ton support VTOL (large support VTOLs: at most 60)", "vehicle")
ENGINE = register("SV-ENGINE-TECH", E, "Engine type not available at the engine tech rating",
                  f"{_NAMED}; decision D-SV-3 (engine multipliers by tech rating)",
                  "a fusion engine at tech rating B", "vehicle")
ARMOR = register("SV-BAR-TECH", E, "Armor BAR not available at the armor tech rating",
                 f"{_BAR}; decision D-SV-3 (BAR armor weight by tech rating)",
                 "BAR 10 armor at tech rating C", "vehicle")
MISMATCH = register("SV-TONNAGE-MISMATCH", E, "Whole tons differ from the support vehicle's weight",
                    f"{_NAMED}; decision D-SV-1 (tonnage is the exact weight rounded up)",
                    "tonnage: 10 with a support chassis of 12.5 tons", "vehicle")
UNWEIGHED = register("SV-UNWEIGHED-ITEM", W, "Support equipment the catalog cannot weigh",
                     f"{_NAMED}; decision D-SV-4 (left out of the weight check, said here)",
                     "item: Dumper (Front)", "vehicle")
LOCATIONS = register("SV-LARGE-LOCATIONS", E, "Support vehicle type unfit for its size class",
                     f"{_NAMED}; decision D-UNSEEN-6 (a large ground support vehicle: the large locations)",
                     "a 120-ton wheeled SupportTank (large above 80 tons: a LargeSupportTank)", "vehicle")
BEYOND = register("SV-BEYOND-LEVEL2", E, "Equipment of rules beyond Level 2 on a support vehicle",
                  f"{_NAMED}; decision D-UNSEEN-4 (MegaMek's advanced and experimental equipment)",
                  "a support vehicle mounting a mobile field base (ISMobileFieldBase)", "vehicle")


# The vehicle's whole tons are its exact weight rounded up (what cost and the sheets read).
def _check_whole_tons(vehicle: Vehicle) -> Iterator[Finding]:
    tons = sv.chassis(vehicle).tons
    whole = whole_tons(tons)
    if vehicle.tonnage != whole:
        yield MISMATCH.finding(f"A support vehicle of {tons:g} tons has tonnage {whole}, "
                               f"not {vehicle.tonnage}.")


# A support vehicle weighs at most its type's large limit (a large one needs a LargeSupportTank).
def _check_tonnage(vehicle: Vehicle) -> Iterator[Finding]:
    row, tons = sv.type_row(vehicle), sv.chassis(vehicle).tons
    if row is not None and tons > row.large_max:
        yield TONNAGE.finding(f"A {vehicle.motive.value} support vehicle weighs at most {row.large_max:g} "
                              f"tons; this one weighs {tons:g}.")


# A large ground or naval support vehicle has the large support vehicle's six sides (a
# LargeSupportTank); a small or medium one has a combat vehicle's four (a SupportTank).
def _check_large_type(vehicle: Vehicle) -> Iterator[Finding]:
    support, row = sv.chassis(vehicle), sv.type_row(vehicle)
    if row is None or support.unit_type not in GROUND_TYPES:
        return
    large = sv.weight_class(vehicle) == 2
    if large != (support.unit_type == "large_support_tank"):
        size = "large" if large else "not large"
        kind = "LargeSupportTank" if large else "SupportTank"
        what = f"A {support.tons:g}-ton {vehicle.motive.value} support vehicle"
        yield LOCATIONS.finding(f"{what} is {size} (large above {row.medium_max:g} tons): it is a {kind}, "
                                "with that type's locations.")


# An engine type is built from a tech rating on (multiplier 0 below it).
def _check_engine(vehicle: Vehicle) -> Iterator[Finding]:
    multiplier = sv.engine_multiplier(vehicle)
    name = sv.engine_name(vehicle)
    if multiplier is None:
        yield ENGINE.finding(f"A support vehicle cannot use a {name} engine.")
    elif multiplier == 0 and name != "none":
        rating = TECH_RATINGS[sv.chassis(vehicle).engine_rating]
        yield ENGINE.finding(f"A {name} engine is not built at tech rating {rating}.")


# A BAR is available from an armor tech rating on (no weight below it).
def _check_armor(vehicle: Vehicle) -> Iterator[Finding]:
    support = sv.chassis(vehicle)
    if sum(vehicle.armor.values()) and not sv.armor_point_tons(vehicle):
        yield ARMOR.finding(f"BAR {support.bar} armor is not made at tech rating "
                            f"{TECH_RATINGS[support.armor_rating]}.")


# An item MegaMek holds beyond Level 2 is a design outside Level 2 (as a combat vehicle's is); any
# other item the catalog cannot weigh is said and left out of the weight check (D-SV-4).
def _check_items(vehicle: Vehicle) -> Iterator[Finding]:
    for name in dict.fromkeys(sv.unweighed_items(vehicle)):
        note = equipment_note(name)
        if note:
            yield BEYOND.finding(f"{name!r} is not a Level 2 item.{note}")
        else:
            yield UNWEIGHED.finding(f"{name!r} has no catalogued weight; the weight check leaves it out.")


# The components may not weigh more than the vehicle.
def _check_weight(vehicle: Vehicle) -> Iterator[Finding]:
    total = sv.total_weight(vehicle)
    yield from weight_findings(total, sv.chassis(vehicle).tons, "support vehicle", OVERWEIGHT)


CHECKS = (_check_whole_tons, _check_tonnage, _check_large_type, _check_engine, _check_armor, _check_items,
          _check_weight)
