"""MTF slot lines of the Master Rules (Level 2) technology (research/level2-spec.md sections 2.11
and 3.2), read through the Level 2 catalog (``catalog/level2.py``):

- an ammunition line is first looked up among the Level 2 ammunition names, so that
  ``Clan Ammo LRM-20``, ``CLLBXAC10 CL Ammo`` or ``IS Ammo SRM-6 Narc-capable`` is the bin of the
  Clan LRM 20, the Clan LB 10-X or the SRM-6, not of a 1987 weapon the generic ``<W> Ammo`` reading
  would find (the weapon named after ``Clan Ammo`` is the 1987 LRM-20);
- a multi-slot item whose size follows the design's weapons (the targeting computer: direct-fire
  weapon tons / 5) is one mount per run of its slots: its size is checked by validation, once
  every weapon is known.
"""

from __future__ import annotations

import functools

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.level2 import Level2Ammo, Level2Item, level2_catalog


def level2_ammo(name: str) -> tuple[str, bool, str] | None:
    """(the catalog id of the weapon, half a ton, the ammunition type) of a Level 2 ammunition
    spelling; None when ``name`` is not one. The type is the row's ``kind`` (``half`` rows are
    standard ammunition in half a ton; decision D-AMMO-1)."""
    found = level2_catalog().find(name)
    if not isinstance(found, Level2Ammo):
        return None
    weapon = catalog().find(found.weapon)
    twin = level2_catalog().get(found.weapon)   # a folded twin (Clan vehicle flamer): its group's row
    if weapon is None and isinstance(twin, Level2Item) and twin.same_item_as is not None:
        weapon = catalog().find(twin.same_item_as)
    kind = "standard" if found.kind == "half" else found.kind
    return (weapon.id if weapon is not None else found.weapon), found.tons == 0.5, kind


def ammo_write_name(weapon_id: str, half: bool, kind: str = "standard") -> str | None:
    """MegaMek's name of a ton (or half ton) of a weapon's Level 2 ammunition of type ``kind``;
    None when the catalog has none."""
    return _ammo_write_names().get((weapon_id, "half" if half and kind == "standard" else kind))


@functools.cache   # built on first use, not at import: one pass over the ammunition rows
def _ammo_write_names() -> dict[tuple[str, str], str]:
    """(weapon id, ammunition kind) -> MegaMek's name of the first catalogue row for them."""
    names: dict[tuple[str, str], str] = {}
    for ammo in level2_catalog().ammo:
        weapon = catalog().find(ammo.weapon)
        if weapon is not None:
            names.setdefault((weapon.id, ammo.kind), ammo.mtf_names[0])
    return names


def sized_by_run(item: Weapon | Equipment) -> bool:
    """The item's slots depend on the design's weapons (targeting computer): one mount per run."""
    return isinstance(item, Equipment) and "direct_fire" in f"{item.slots_formula}"
