"""Which items explode and the catalog id of a mount or an ammunition bin: facts of the items that
the Battle Value method (designer.bv), the Alpha Strike specials and the 'Mech's cost (CASE,
designer/mech/cost_editions.py) all read."""

from __future__ import annotations

from typing import Any, Protocol

from designer.catalog import answered, catalog
from designer.rules.common.memo import per_design


class _Mounted(Protocol):
    """A mounted item of any kind, named as written."""

    @property
    def item(self) -> str: ...


class _AmmoLot(Protocol):
    """An ammunition lot of any kind, named by the weapon it feeds."""

    @property
    def weapon(self) -> str: ...


# Explosive weapons that cost 1 point a slot instead of 15 (Gauss rifles, HAGs, B-pods).
GAUSS_LIKE = frozenset({"IS Gauss Rifle", "Clan Gauss Rifle", "IS Light Gauss Rifle", "IS Heavy Gauss Rifle",
                        "Clan HAG/20", "Clan HAG/30", "Clan HAG/40", "Clan AP Gauss Rifle",
                        "Clan B-Pod", "IS B-Pod"})
# Weapons whose ammunition does not explode (Gauss slugs, plasma).
INERT_AMMO = frozenset({"IS Gauss Rifle", "Clan Gauss Rifle", "IS Light Gauss Rifle", "IS Heavy Gauss Rifle",
                        "Clan HAG/20", "Clan HAG/30", "Clan HAG/40", "Clan AP Gauss Rifle",
                        "IS Plasma Rifle", "Clan Plasma Cannon"})

def item_id(mount: _Mounted) -> str:
    """The catalog id of a mount's item (the written name when the catalog lacks it)."""
    row = answered().get(mount.item) or catalog().find(mount.item)   # the same, faster (answered)
    return row.id if row is not None else mount.item


@per_design   # a design's Battle Value, cost and Alpha Strike card each walk its mounts' ids
def item_ids(design: Any) -> tuple[str, ...]:
    """The catalog id of each mount of ``design`` (``item_id``), in the order of its equipment."""
    return tuple(item_id(mount) for mount in design.equipment)


def ammo_weapon_id(ammo_bin: _AmmoLot) -> str:
    row = catalog().find(ammo_bin.weapon)
    return row.id if row is not None else ammo_bin.weapon
