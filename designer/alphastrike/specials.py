"""The specials a unit's items, armor and design give (ASC pp. 104-127; decision D-AS-6), and
how specials with numbers add up when written."""

from __future__ import annotations

import re
from typing import Any

from designer.alphastrike.tables import tables
from designer.rules.common.explosive import INERT_AMMO, ammo_weapon_id, item_ids

NUMBERED = re.compile(r"^([A-Z][A-Z0-9]*?[A-Z])(\d+)$")
# Specials whose number adds up over items (MHQ1 + MHQ5 = MHQ6, two Narc launchers SNARC2).
ADDING = frozenset({"MHQ", "SNARC", "INARC", "CNARC", "ARTAIS", "ARTAC", "IT", "CT", "CAR"})
SINGLE_COUNT = frozenset({"SNARC", "INARC"})   # written bare when there is only one


def item_specials(unit: Any) -> list[str]:
    """Specials from a 'Mech's items, its armor, OmniMech design, CASE and ENE."""
    return design_specials(list(item_ids(unit)),
                           [ammo_weapon_id(b) for b in unit.ammo], unit)


def design_specials(names: list[str], ammo: list[str], unit: Any, clan_case: bool = True) -> list[str]:
    """Specials from the items ``names`` (catalog ids), the weapons ``ammo`` feeds, the unit's
    armor, Omni design, Clan CASE (``clan_case``: ground units) and ENE (decision D-AS-6)."""
    out: list[str] = []
    for name in names:
        out += tables()["equipment_specials"].get(name, [])
    out += tables()["armor_specials"].get(getattr(unit, "armor_type", ""), [])
    if getattr(unit, "omni", False):
        out.append("OMNI")
    if ammo and clan_case and getattr(unit, "is_clan", False):
        out.append("CASE")   # Clan units carry CASE wherever their ammunition is (D-AS-6)
    if not ammo and not any(name in INERT_AMMO for name in names):
        out.append("ENE")
    return out


def merge_specials(specials: list[str]) -> list[str]:
    """One entry a special: numbered ones add up (MHQ), the rest are kept once; sorted as the
    Master Unit List sorts them (alphabetically)."""
    totals: dict[str, int] = {}
    plain: list[str] = []
    for special in specials:
        match = NUMBERED.match(special)
        if match and match.group(1) in ADDING:
            totals[match.group(1)] = totals.get(match.group(1), 0) + int(match.group(2))
        elif special not in plain:
            plain.append(special)
    for name, total in totals.items():
        bare = name in SINGLE_COUNT and total == 1
        plain.append(name if bare else f"{name}{total}")
    if "CASEII" in plain and "CASE" in plain:
        plain.remove("CASE")
    return sorted(plain)
