"""Edits of an infantry platoon's later (TechManual) form: switch a platoon between the 1987 table
and the later construction, and change one field of its squads, weapons or kit. Pure: each returns
a new platoon, validated like a file."""

from __future__ import annotations

from typing import Any

from designer.model.common import revised
from designer.catalog.infantry_weapons import armor_kits, infantry_weapon, infantry_weapons
from designer.infantry.model import INFANTRY_MOTIVES, LATER_MOTIVES, Infantry

update = revised   # a copy with the changes, validated as a file would be


# A new later platoon: Total Warfare's foot rifle platoon (4 squads of 7 with auto-rifles).
NEW_LATER = {"squad_size": 7, "squads": 4, "primary": "Auto-Rifle (Modern, Generic)",
             "armor_kit": "GenericKit"}


def to_later(platoon: Infantry) -> Infantry:
    """The platoon built the later way (its motive kept when the later rules have it)."""
    motive = platoon.motive if platoon.motive in LATER_MOTIVES else "foot"
    return update(platoon, later=dict(NEW_LATER), weapon="", motive=motive, men=None)


def to_1987(platoon: Infantry) -> Infantry:
    """The platoon back on the 1987 table (a rifle platoon of its motive, or foot)."""
    motive = platoon.motive if platoon.motive in INFANTRY_MOTIVES else "foot"
    return update(platoon, later=None, weapon="rifle", motive=motive, men=None)


def set_later(platoon: Infantry, **changes: Any) -> Infantry:
    """One or more fields of the later platoon changed (``squads=5``, ``secondary=""``...); a
    secondary weapon removed takes its count with it, a new one starts at one a squad."""
    if platoon.later is None:
        raise ValueError("not a later platoon")
    later = platoon.later.model_dump() | changes
    if "secondary" in changes:
        later["secondary_per_squad"] = 0 if not changes["secondary"] else max(later["secondary_per_squad"], 1)
    return update(platoon, later=later)


def weapon_choices() -> list[str]:
    return [weapon.name for weapon in infantry_weapons()]


def kit_choices() -> list[tuple[str, str]]:
    """(MegaMek name, label): the kit's table row and damage divisor."""
    return [(kit.name, f"{kit.table_row} (divisor {kit.divisor:g})") for kit in armor_kits()]


def catalogue_name(name: str) -> str:
    """The catalogue's name of a weapon written under another MegaMek spelling (else as written)."""
    found = infantry_weapon(name) if name else None
    return found.name if found else name
