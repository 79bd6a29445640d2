"""BattleForce (1987) values of the Master Rules (Level 2) technology: the Maximum Damage rows of
``catalog/data/battleforce/level2.yaml`` (level2-spec.md section 5.1; decision D-L2-9) and the
variation chits that equipment gives (seed 001 line 1336: ECM; line 1342: AEP, the active probes).

A Level 2 weapon without a row (AMS, Narc, TAG, A-Pod, hatchet, sword: the file's ``no_damage``
list) is left out like any weapon the table lacks, and the working names it."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.battleforce.tables import MaxDamageRow
from designer.catalog import catalog
from designer.catalog.loader import load_table


class _Chit(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    item: str
    chit: str


class Level2BattleForce(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    max_damage: tuple[MaxDamageRow, ...]
    no_damage: tuple[str, ...]
    chits: tuple[_Chit, ...]


@functools.cache
def level2_battleforce() -> Level2BattleForce:
    """The Level 2 rows, loaded once.

    Raises:
        CatalogError: the shipped data file is malformed.
    """
    return load_table(Level2BattleForce, "battleforce/level2.yaml")


def level2_max_damage() -> dict[str, MaxDamageRow]:
    """Maximum Damage rows by the shared catalog id of their weapon (a Clan twin of a 1987 or Inner
    Sphere item, ``Clan Long Tom``, is that item's row)."""
    rows: dict[str, MaxDamageRow] = {}
    for row in level2_battleforce().max_damage:
        item = catalog().find(row.weapon)
        rows.setdefault(item.id if item is not None else row.weapon, row)
    return rows
