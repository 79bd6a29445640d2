"""The other tech base's spelling of an item in a 'Mech's MTF file (decisions D-L2W-6, D-TRUST-3): an
item both seed 002 tables print alike in every fact of play, written with the other tech base's
name, is read as the design's own row, and the writer keeps the file's spelling of such a twin."""

from __future__ import annotations

from collections.abc import Callable

from designer.catalog.level2 import Level2Item, level2_catalog
from designer.mech.model import Mech, Mount
from designer.model.common import TechBase


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
