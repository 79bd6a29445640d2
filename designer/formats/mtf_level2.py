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

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.level2 import Level2Ammo, level2_catalog


def level2_ammo(name: str) -> tuple[str, bool] | None:
    """(the catalog id of the weapon, half a ton) of a Level 2 ammunition spelling; None when
    ``name`` is not one."""
    found = level2_catalog().find(name)
    if not isinstance(found, Level2Ammo):
        return None
    weapon = catalog().find(found.weapon)
    return (weapon.id if weapon is not None else found.weapon), found.tons == 0.5


def sized_by_run(item: Weapon | Equipment) -> bool:
    """The item's slots depend on the design's weapons (targeting computer): one mount per run."""
    return isinstance(item, Equipment) and "direct_fire" in f"{item.slots_formula}"
