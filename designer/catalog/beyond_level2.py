"""Technology MegaMek's files name that the Level 2 rules do not have (decision D-MECH3-5).

MegaMek holds it at its advanced or experimental rules level, yet a canon file may still declare
rules level 2 (TRO 3060 Highlander IIC 2 mounts laser heat sinks). It is not catalogued; the
findings that meet one of its names (MECH-UNKNOWN-EQUIPMENT, MECH-TYPE-UNREAD) add ``note(...)``:
the design is built under a rule outside Level 2. Rows: ``data/level2/beyond_level2.yaml``."""

from __future__ import annotations

import functools
import re

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import _normalise, load_table

FILE = "level2/beyond_level2.yaml"
_COUNT = re.compile(r"^\s*\d+\s+")   # "11 Laser": the header's heat sink count before the type


class BeyondRow(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    names: tuple[str, ...]
    what: str
    rules: str
    source: str


class BeyondLevel2(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    equipment: tuple[BeyondRow, ...] = ()
    types: dict[str, tuple[BeyondRow, ...]] = {}


@functools.cache
def table() -> BeyondLevel2:
    return load_table(BeyondLevel2, FILE)


def _find(rows: tuple[BeyondRow, ...], name: str) -> BeyondRow | None:
    key = _normalise(name)
    return next((row for row in rows if key in {_normalise(n) for n in row.names}), None)


def _note(row: BeyondRow | None) -> str:
    return "" if row is None else f" It is {row.what}: {row.rules}, outside Level 2."


def equipment_note(item: str) -> str:
    """What a finding on the uncatalogued item ``item`` adds when MegaMek holds it beyond Level 2
    (an empty string otherwise)."""
    return _note(_find(table().equipment, item))


def type_note(key: str, value: str) -> str:
    """The same for a construction type the file gives on its ``key`` header line (``heat sinks``,
    value ``11 Laser``)."""
    return _note(_find(table().types.get(key, ()), _COUNT.sub("", value)))
