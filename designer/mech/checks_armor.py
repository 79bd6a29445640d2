"""'Mech armor checks (seed 000 lines 4335-4343 Add Armor, 4352-4358 Allocate Armor)."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import catalog
from designer.mech.model import TORSOS, Mech, MechLocation
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures

ALLOCATE = "seed 000 lines 4352-4358 (Allocate Armor)"

ARMOR_LOT = register(
    "MECH-ARMOR-LOT", Severity.ERROR, "Armor not bought in half-ton lots",
    "seed 000 line 4330: \"Armor can be added only in half- or one-ton lots\"",
    "A 'Mech with 10.25 tons of armor.")
ARMOR_OVER_BOUGHT = register(
    "MECH-ARMOR-OVER-BOUGHT", Severity.ERROR, "More armor allocated than bought",
    "seed 000 line 4330: \"An Armor Value of 16 weighs one ton\"; seed 000 line 4354: \"Divide the total "
    "Armor Value carried by the 'Mech\"",
    "10 tons of armor (160 points) with 170 points allocated.")
ARMOR_UNALLOCATED = register(
    "MECH-ARMOR-UNALLOCATED", Severity.WARNING, "Armor bought but not allocated",
    "seed 000 line 4354: \"Divide the total Armor Value carried by the 'Mech\"",
    "10 tons of armor (160 points) with 150 points allocated.")
HEAD_OVER_MAX = register(
    "MECH-ARMOR-HEAD-OVER-MAX", Severity.ERROR, "Head armor above 9",
    "seed 000 line 4354: \"up to 9 on their heads\"",
    "Head armor 10.")
ARMOR_OVER_MAX = register(
    "MECH-ARMOR-OVER-MAX", Severity.ERROR, "Armor above twice the internal structure",
    "seed 000 line 4354: \"not be more than twice the number of internal structure boxes\"; seed 000 line "
    "4356: \"cannot be allocated again to the rear area\"",
    "A 60-ton 'Mech with 21 points on an arm of 10 structure boxes.")
REAR_NOT_TORSO = register(
    "MECH-ARMOR-REAR-NOT-TORSO", Severity.ERROR, "Rear armor on a location with no rear",
    "seed 000 line 4356: \"torso areas are divided into sections for front and rear armor\"",
    "Rear armor on the left arm.")


def check_armor_tons(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Armor is bought in half- or one-ton lots; 16 points a ton; allocated <= bought.
    lot = catalog().mech.armor_lot_tons
    if abs(mech.armor_tons / lot - round(mech.armor_tons / lot)) > 1e-9:
        yield ARMOR_LOT.finding(f"Armor weighs {mech.armor_tons:g} tons; armor comes in half-ton lots.")
    bought, allocated = fig.armor_points_bought, fig.armor_points_allocated
    if allocated > bought:
        yield ARMOR_OVER_BOUGHT.finding(
            f"{allocated} armor points are allocated but {mech.armor_tons:g} tons buy only {bought}.")
    elif allocated < bought:
        yield ARMOR_UNALLOCATED.finding(
            f"{bought - allocated} of the {bought} armor points bought are not allocated to any location.")


def check_armor_caps(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Head up to 9; elsewhere up to twice the internal structure, torso front + rear together.
    for location in mech.locations:
        total = mech.armor.get(location, 0) + mech.rear_armor.get(location, 0)
        cap = fig.max_armor[location]
        if total <= cap:
            continue
        if location is MechLocation.HD:
            yield HEAD_OVER_MAX.finding(f"Head armor {total} is above the maximum of {cap}.", location.value)
        else:
            yield ARMOR_OVER_MAX.finding(_over_max_message(mech, location, total, cap), location.value)


def _over_max_message(mech: Mech, location: MechLocation, total: int, cap: int) -> str:
    boxes = cap // 2
    if location in TORSOS:
        front, rear = mech.armor.get(location, 0), mech.rear_armor.get(location, 0)
        return (f"{location.value} armor {front} front + {rear} rear = {total} is above twice its "
                f"{boxes} structure boxes ({cap}).")
    return f"{location.value} armor {total} is above twice its {boxes} structure boxes ({cap})."


def check_rear_locations(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Only the three torsos have rear armor sections.
    for location, points in mech.rear_armor.items():
        if location not in TORSOS and points:
            yield REAR_NOT_TORSO.finding(
                f"{points} rear armor points on {location.value}, which has no rear section.", location.value)


CHECKS = (check_armor_tons, check_armor_caps, check_rear_locations)
