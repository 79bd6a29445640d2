"""Checks of the later-technology construction types (decision D-L2-LATER; D-LATER-TYPE-4 and -6 in
docs/rules-decisions.md): stealth armor's slots and ECM suite, and a type newer than the design's
year. The seed 002 tables print none of these types (seed 003 names stealth armor among the
innovations of 3063), so each rule cites the decision and MegaMek's facts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from designer.catalog import Equipment, EquipmentKind
from designer.mech.model import Mech, MechLocation
from designer.rules.common.technology import judged_year
from designer.rules.findings import Finding, Severity, register
from designer.mech import construction as con
from designer.mech.checks_level2 import ERA, YEAR_NEEDED
from designer.mech.figures import MechFigures
from designer.mech.layout import item_of

STEALTH_ECM = register(
    "MECH-STEALTH-ECM",
    Severity.ERROR,
    "Stealth armor without an ECM suite",
    'seed 003 line 704: "Stealth Armor (3063)"; seed 002 line 575: "ECM Guardián Hacha Radiador doble"; '
    "decision D-LATER-TYPE-4 (stealth armor works through an ECM suite, as MegaMek requires)",
    "An Inner Sphere 'Mech with stealth armor and no Guardian ECM Suite.",
)
STEALTH_SLOTS = register(
    "MECH-STEALTH-SLOTS",
    Severity.ERROR,
    "Stealth armor slots not two in each arm, leg and side torso",
    'seed 003 line 704: "Stealth Armor (3063)"; decision D-LATER-TYPE-4 (2 slots in every location '
    "but the head and center torso, as MegaMek requires)",
    "Stealth armor with its 12 slots placed 4 in each side torso and 2 in each leg.",
)

# Stealth armor's slots: this many in each location but these (D-LATER-TYPE-4).
STEALTH_SLOTS_PER_LOCATION = 2
STEALTH_FREE_LOCATIONS = (MechLocation.HD, MechLocation.CT)
# An ECM suite: the Master Rules' Guardian (Inner Sphere) and Clan ECM Suite rows are named so.
ECM_SUFFIX = "ECM Suite"


STEALTH = "stealth"   # the armor row (data/construction.yaml)


def _is_stealth(mech: Mech) -> bool:
    return mech.armor_type == STEALTH


# Stealth armor is switched on through the 'Mech's ECM suite: without one the armor cannot be used
# (MegaMek refuses such a design: "Stealth armor requires an ECM generator").
def check_stealth_ecm(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    if not _is_stealth(mech):
        return
    items = (item_of(mount) for mount in mech.equipment)
    if not any(item is not None and item.id.endswith(ECM_SUFFIX) for item in items):
        yield STEALTH_ECM.finding("This design has stealth armor but no ECM suite (Guardian ECM Suite); "
                                  "stealth armor works only with one.")


# Stealth armor's 12 slots sit 2 in each location but the head and center torso (arms or front
# legs, side torsos, legs); MECH-SPREADABLE-SLOTS counts the total.
def check_stealth_slots(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    if not _is_stealth(mech):
        return
    item_id = con.armor_type(mech).slot_item
    placed: Counter[MechLocation | None] = Counter()
    for mount in mech.equipment:
        item = item_of(mount)
        if isinstance(item, Equipment) and item.kind is EquipmentKind.SPREADABLE and item.id == item_id:
            placed[mount.location] += 1
    for location in mech.locations:
        wanted = 0 if location in STEALTH_FREE_LOCATIONS else STEALTH_SLOTS_PER_LOCATION
        if placed[location] != wanted:
            yield STEALTH_SLOTS.finding(
                f"{location.value} holds {placed[location]} {item_id} slots; stealth armor fills "
                f"{wanted} there.", location.value)


# A construction type introduced after the design's year is a warning, as equipment is
# (MECH-EQUIPMENT-ERA; the later types carry MegaMek's first date, D-LATER-TYPE-6).
def check_type_era(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    year, whose = judged_year(mech)   # a Level 2 design without a year: the Master Rules era (D-ERA-1)
    spec = ERA if mech.year is not None else YEAR_NEEDED
    if year is None:
        return
    for field, row in con.construction_rows(mech):
        if row.intro_year is not None and row.intro_year > year:
            yield spec.finding(f"The {row.name} {field.removesuffix('_type').replace('_', ' ')} appears in "
                              f"{row.intro_year}, after {whose}.")


CHECKS = (check_stealth_ecm, check_stealth_slots, check_type_era)
