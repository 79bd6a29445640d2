"""A 'Mech's items as its Technical Readout lists them: each weapon or item that weighs something
and each ammunition bin, with its location, the critical slots it fills there and its tons (the
same items and tons as the weight breakdown, ``weights.weight_breakdown``)."""

from __future__ import annotations

from designer.catalog import Weapon, catalog
from designer.mech.model import Mech
from designer.mech.layout import item_of, mount_size, slots_as_placed
from designer.rules.common.ammo import bin_tons


def readout_items(mech: Mech) -> list[tuple[str, str, int | None, float]]:
    """(item, location, critical slots, tons) of every mounted item and ammunition bin."""
    rows: list[tuple[str, str, int | None, float]] = []
    for mount in mech.equipment:
        item = item_of(mount)
        if item is None:
            continue
        tons = mount_size(mech, item)[0]
        if tons:
            split = mount.split.slots if mount.split is not None else 0
            slots = slots_as_placed(mech, mount, item) + split
            rows.append((item.id, str(mount.location or "-"), slots, tons))
    for ammo_bin in mech.ammo:
        weapon = catalog().weapon(ammo_bin.weapon)
        name = weapon.id if isinstance(weapon, Weapon) else ammo_bin.weapon
        rows.append((f"{name} Ammo", str(ammo_bin.location or "-"), 1, bin_tons(ammo_bin.half)))
    return rows
