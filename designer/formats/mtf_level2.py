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
from collections.abc import Callable

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.level2 import Level2Ammo, Level2Item, level2_catalog
from designer.mech.model import Mech, Mount
from designer.model.common import TechBase


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


def own_tech_items(mech: Mech, equipment: list[Mount], note: Callable[[int | None, str, str], None]
                   ) -> list[Mount]:
    """The mounts of an Inner Sphere or Clan 'Mech, where a file names the other tech base's spelling
    of an item both seed 002 tables print alike in every fact of play (the A-Pod of the Hellbringer
    Prime file, ``ISAntiPersonnelPod`` on a Clan 'Mech), read as the design's own row (decisions
    D-L2W-6, D-TRUST-3: a pure spelling), with a note. An item that differs in any fact (a Clan ER
    medium laser: damage and ranges) keeps the tech base its spelling names."""
    if mech.tech_base is TechBase.MIXED:
        return equipment
    own = "Clan" if mech.is_clan else "IS"
    out = []
    for mount in equipment:
        twin = _own_twin(mount.item, own)
        if twin is not None:
            note(None, "MTF-TECH-SPELLING", f"{mount.item} on a {own} 'Mech read as {twin}")
            mount = mount.model_copy(update={"item": twin})
        out.append(mount)
    return out


def read_as_twin(written: str, item_id: str) -> bool:
    """The reader reads the item ``written`` as ``item_id`` on a design of ``item_id``'s tech base."""
    row = level2_catalog().get(item_id)
    return isinstance(row, Level2Item) and _own_twin(written, row.tech_base.value) == item_id


# The facts of a row that play or construction use: two rows equal in all of them are one item
# spelled two ways (decision D-TRUST-3); introduction year, price and source may differ.
_FACTS = ("name", "table", "heat", "damage", "damage_per_missile", "missiles", "damage_adjacent", "min_range",
          "short", "medium", "long", "tons", "slots", "tons_formula", "slots_formula", "shots_per_ton",
          "half_ton_ammo", "to_hit", "modes", "ammo_types", "spreadable", "direct_fire")


def _own_twin(item_id: str, own: str) -> str | None:
    row = level2_catalog().get(item_id)
    if not isinstance(row, Level2Item) or row.tech_base.value == own or row.same_item_as is not None:
        return None
    facts = tuple(getattr(row, fact) for fact in _FACTS)
    for other in level2_catalog().items:
        if (other.tech_base.value == own and other.same_item_as is None
                and tuple(getattr(other, fact) for fact in _FACTS) == facts):
            return other.id
    return None
