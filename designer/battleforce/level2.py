"""BattleForce (1987) values of the Master Rules (Level 2) technology: the Maximum Damage rows of
``catalog/data/battleforce/level2.yaml`` (level2-spec.md section 5.1; decision D-L2-9) and the
variation chits that equipment gives (seed 001 line 1336: ECM; line 1342: AEP, the active probes).

A Level 2 weapon without a row (AMS, Narc, TAG, A-Pod, hatchet, sword: the file's ``no_damage``
list) is left out like any weapon the table lacks, and the working names it."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.battleforce.tables import MaxDamageRow
from designer.catalog import Equipment, catalog
from designer.catalog.loader import load_table
from designer.mech.model import Mech


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


def _shared_id(name: str) -> str:
    item = catalog().find(name)
    return item.id if item is not None else name


def chit_lines(mech: Mech) -> list[str]:
    """Working lines of the variation chits the 'Mech's equipment gives (ECM, AEP), and of the
    Level 2 equipment that attacks but has no Maximum Damage row (TAG, A-Pod, sword): left out.
    (Weapons without a row are named by the weapon lines already.)"""
    chits = {_shared_id(c.item): c.chit for c in level2_battleforce().chits}
    found: dict[str, list[str]] = {}
    for mount in mech.equipment:
        item = catalog().find(mount.item)
        if item is not None and item.id in chits:
            found.setdefault(chits[item.id], []).append(item.id)
    left_out = sorted({item.id for item in map(catalog().find, (m.item for m in mech.equipment))
                       if isinstance(item, Equipment) and item.id in level2_battleforce().no_damage})
    return [f"not in the Maximum Damage Table, left out: {name}" for name in left_out] + [
            f"variation chit {chit} (seed 001 lines 1336-1342): {', '.join(sorted(set(items)))}"
            for chit, items in sorted(found.items())]
