"""Quick Lance Generation (seed 001 lines 1697-1709): canon units' values read from the
published BattleForce Values Table instead of computed."""

from __future__ import annotations

from designer.battleforce.published import PublishedRow, published_rows
from designer.battleforce.values import UnitValues

# Other spellings of printed names (the table prints "Centurian").
NAME_ALIASES = {"centurion": "centurian"}


# The unit's own name where the printed table misspells or shortens it (the rows' notes: "name
# misspelled in print (Centurion)", "abbreviation of Ordnance Transport as printed"): what a roster
# prints; the table's spelling stays the row's name.
PROPER_NAMES = {"Centurian": "Centurion", "Ordnance Tnp": "Ordnance Transport"}


def proper_name(printed: str) -> str:
    """The unit's own name for a printed row's name."""
    return PROPER_NAMES.get(printed, printed)


class UnknownCanonUnitError(LookupError):
    """A name that is not (or not unambiguously) in the BattleForce Values Table."""


def _key(name: str) -> str:
    key = " ".join(name.casefold().split())
    return NAME_ALIASES.get(key, key)


def find_published(name: str) -> PublishedRow:
    """The printed row called ``name`` (case-insensitive). ``mech:Scorpion`` or
    ``vehicle:Scorpion`` picks between units that share a name.

    Raises:
        UnknownCanonUnitError: no such row, or several and no class prefix.
    """
    class_prefix, _, bare = name.rpartition(":") if ":" in name else ("", "", name)
    rows = [row for row in published_rows() if _key(row.name) == _key(bare)
            and row.class_.startswith(class_prefix.strip().casefold())]
    if not rows:
        raise UnknownCanonUnitError(f"'{name}' is not in the 1987 BattleForce Values Table")
    if len(rows) > 1:
        options = ", ".join(f"{row.class_.split(':')[0]}:{row.name}" for row in rows)
        raise UnknownCanonUnitError(f"'{name}' names several units; write one of {options}")
    return rows[0]



def published_values(name: str) -> UnitValues:
    """The printed values of a canon unit as UnitValues (source "published").

    Raises:
        UnknownCanonUnitError: see :func:`find_published`.
    """
    row = find_published(name)
    working = (f"BattleForce Values Table (seed 001 lines 1711-1853), printed row {row.name}: "
               f"RA {row.ra} CA {row.ca if row.ca is not None else '-'} D {row.d} R {row.r_text} "
               f"MP {row.mp if row.mp is not None else '-'}{' (J)' if row.jump else ''}"
               f"{' (I)' if row.indirect else ''}",)
    return UnitValues(row.name, row.class_, row.ra, row.ca or 0, row.d, row.r, row.mp or 0,
                      row.jump_mp, row.indirect, working, source="published")
