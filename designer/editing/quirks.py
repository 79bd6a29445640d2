"""Editing a design's unit quirks (Qt-free): the quirks a design carries are the codes its file
writes (``quirk:`` lines in MTF, a ``<quirks>`` block in BLK), kept in its ``meta`` under that key
(decision D-QUIRK-1); the weapon quirks are left as they are."""

from __future__ import annotations

from typing import TypeVar

from designer.kinds import unit_kind
from designer.model.common import UnitDocument
from designer.rules.common.quirks import UNIT_KEYS, QuirkRow, quirk_table, quirks_of

U = TypeVar("U", bound=UnitDocument)
KEY_BY_FILE_TYPE = {"mtf": UNIT_KEYS[0], "blk": UNIT_KEYS[1]}


def offered_quirks(unit: UnitDocument) -> list[QuirkRow]:
    """The unit quirks a design of this kind may carry, positive ones first, each by name."""
    kind = unit_kind(unit).kind
    rows = [row for row in quirk_table().unit_quirks if row.kinds is None or kind in row.kinds]
    return sorted(rows, key=lambda row: (not row.positive, row.name))


def _key(unit: UnitDocument) -> str:
    for key in UNIT_KEYS:
        if key in unit.meta:
            return key
    return KEY_BY_FILE_TYPE.get(unit_kind(unit).file_type or "", UNIT_KEYS[0])


def set_unit_quirks(unit: U, codes: list[str]) -> U:
    """``unit`` carrying exactly the unit quirks ``codes`` (in that order)."""
    meta = {key: value for key, value in unit.meta.items() if key not in UNIT_KEYS}
    if codes:
        meta[_key(unit)] = list(dict.fromkeys(codes))
    return unit.model_copy(update={"meta": meta})


def toggle_quirk(unit: U, code: str, on: bool) -> U:
    """``unit`` with the quirk ``code`` added (at the end) or removed."""
    codes = [c for c in quirks_of(unit).unit if c != code]
    return set_unit_quirks(unit, codes + [code] if on else codes)
