"""The MTF header lines the 1987 rules do not interpret, kept in a unit's ``meta`` so a file read
and written again says what it said (docs/interchange.md lists what still changes).

``meta`` holds, by lower-case MegaMek key: every header line the model does not hold (era, MUL id,
rules level, role, quirks, manufacturers, systems, fluff prose, technology the 1987 rules read as
standard), a value written differently from the writer's own form (``Engine:300 XL Engine``),
and under ``mtf ...`` keys the file's own spellings of slot lines and of the ``Weapons:`` list.
A kept value is written back only while it still says what the design says (same engine rating,
same heat sink count, same configuration), so an edited design never carries a stale line.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from designer.mech.model import Mech

# Header values the writer gives a design without meta (D-MTF-4: the 1987 rules are the 3025 era).
DEFAULTS = {
    "techbase": "Inner Sphere",
    "era": "3025",
    "rules level": "1",
    "structure": "IS Standard",
    "myomer": "Standard",
    "armor": "Standard(Inner Sphere)",
}
# D-NEW-2: MegaMek reads ``era:`` as the design's year (an integer it cannot do without), so a
# design that names no year gets its rules' era: 3025 for the 1987 rules, 3050 (or the latest
# introduction year of its equipment, if later) for Master Rules technology.
LEVEL2_ERA = 3050


def era_year(meta: dict[str, object]) -> int | None:
    """The year a MegaMek file's ``Era:`` gives (kept in ``meta``): what the file says its unit is
    from; not the design's ``year`` (decision D-ARCH-6), but the year a player is shown and items are
    held against when the design names none (D-TRUST-5)."""
    era = meta.get("era")
    era = era[0] if isinstance(era, list) and era else era
    words = str(era).split() if era is not None else []
    if words and words[0].isascii() and words[0].isdigit() and len(words[0]) == 4:
        return int(words[0])
    return None


def era_of(mech: Mech) -> str:
    """The ``era:`` value of a design: its year, else the era its file was read with, else its
    rules' era (D-NEW-2)."""
    if mech.year:
        return str(mech.year)
    kept = values(mech.meta, "era")
    if kept:
        return kept[0]
    if mech.rules_level == 1 and mech.tech_base == "inner_sphere":
        return DEFAULTS["era"]
    from designer.catalog import catalog

    items = (catalog().find(mount.item) for mount in mech.equipment)
    years = [year for item in items if (year := getattr(item, "intro_year", None)) is not None]
    return str(max([LEVEL2_ERA, *years]))


# Keys that may repeat; always kept as a list.
LIST_KEYS = (
    "quirk",
    "weaponquirk",
    "systemmanufacturer",
    "systemmode",
    "nocrit",
    "mtf comments",
    "mtf split",
)
# Keys written right after the identity lines, then after the chassis lines (MegaMekLab's order);
# any other kept key is written after the slot blocks, in the order read.
IDENTITY_KEYS = ("clanname", "mul id")
AFTER_CONFIG_KEYS = ("techbase", "era", "source", "rules level", "role")
CHASSIS_KEYS = ("structure", "myomer", "cockpit", "gyro", "ejection", "lam", "motive", "heat sink kit")
MOVEMENT_KEYS = ("base chassis heat sinks",)
# Keys whose meaning the model holds: kept only when written otherwise, used while still true.
CHECKED_KEYS = ("engine", "heat sinks", "config")
# Machinery keys (not MegaMek keys).
SLOTS_KEY = "mtf slots"
WEAPONS_KEY = "mtf weapons"
COMMENTS_KEY = "mtf comments"
# Retired (D-MTF-10, superseded by D-SPLIT-1: a split now lives on its mount): still a machinery
# key, so an older YAML file holding it never writes it as a header line.
SPLIT_KEY = "mtf split"
# Header types no catalog row names, read as the standard type ({"engine": "300 XXL Engine"}): kept
# so validation can say the design is not the file's (MECH-TYPE-UNREAD, decision D-TRUST-9).
UNREAD_TYPES_KEY = "mtf unread types"
_LEADING_INT = re.compile(r"[0-9]{1,6}")


def normal_text(text: str) -> str:
    """The text as :func:`same_text` compares it: case and runs of white space ignored."""
    return " ".join(text.casefold().split())


def same_text(a: str, b: str) -> bool:
    return normal_text(a) == normal_text(b)


def leading_int(value: str) -> int | None:
    match = _LEADING_INT.match(value.strip())
    return int(match.group()) if match else None


def add(meta: dict[str, object], key: str, value: object) -> None:
    """Keeps one header value: list keys collect, a repeated single key becomes a list."""
    if key in LIST_KEYS:
        current = meta.setdefault(key, [])
        assert isinstance(current, list)
        current.append(value)
    elif key in meta:
        current = meta[key]
        meta[key] = [*(current if isinstance(current, list) else [current]), value]
    else:
        meta[key] = value


def values(meta: dict[str, object], key: str) -> list[str]:
    """A kept key's values as a list of strings (none when absent)."""
    value = meta.get(key)
    if value is None:
        return []
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


kept_values = values   # for functions whose parameter is named ``values``


def header_lines(meta: dict[str, object], key: str, default: str | None = None) -> list[str]:
    """``key:value`` lines of a kept key (a value over several lines continues on bare lines),
    or the default line."""
    found = values(meta, key)
    if not found:
        return [f"{key}:{default}"] if default is not None else []
    return [f"{key}:{value}" for value in found]


def checked(meta: dict[str, object], key: str, own: str, same_meaning: bool) -> str:
    """A kept value of an interpreted key while it still means what ``own`` means."""
    kept = values(meta, key)
    return kept[0] if kept and same_meaning else own


MACHINERY_KEYS = (SLOTS_KEY, WEAPONS_KEY, COMMENTS_KEY, SPLIT_KEY, UNREAD_TYPES_KEY)
# Fluff keys whose prose may continue on bare lines (D-MTF-7).
PROSE_KEYS = ("overview", "capabilities", "deployment", "history", "notes", "manufacturer", "primaryfactory")
