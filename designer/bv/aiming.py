"""What raises a weapon's Battle Value on vehicles and fighters (decisions D-BV-5, D-BV-7): a
launcher linked to Artemis IV counts x 1.2, a direct-fire weapon x 1.25 with a targeting computer
(MegaMek ``BVCalculator.processWeapon``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from designer.bv import mech_items as items
from designer.catalog import Weapon, WeaponCategory, catalog

ARTEMIS_FACTOR = 1.2
TARGETING_COMPUTER_FACTOR = 1.25


def is_direct_fire(name: str) -> bool:
    """What a targeting computer aims: energy and ballistic weapons, not machine guns or flamers."""
    row = catalog().find(name)
    return (isinstance(row, Weapon) and row.category in (WeaponCategory.ENERGY, WeaponCategory.BALLISTIC)
            and "Machine Gun" not in name and "Flamer" not in name)


def artemis_links(mounts: Sequence[Any], id_of: Callable[[str], str]) -> set[int]:
    """Launchers (by index in ``mounts``, each with ``item`` and ``location``) an Artemis IV system
    is linked to: each system takes the nearest launcher before it in its location that no other
    system has taken (else the first one after it)."""
    linked: set[int] = set()
    for index, mount in enumerate(mounts):
        if id_of(mount.item) not in items.ARTEMIS:
            continue
        candidates = [other for other, launcher in enumerate(mounts)
                      if launcher.location == mount.location and other not in linked
                      and items.artemis_capable(id_of(launcher.item))]
        before = [other for other in candidates if other < index]
        choice = max(before) if before else (candidates[0] if candidates else None)
        if choice is not None:
            linked.add(choice)
    return linked
