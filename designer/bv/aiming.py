"""What raises a weapon's Battle Value on vehicles and fighters (decisions D-BV-5, D-BV-7, D-BV-9): a
launcher linked to Artemis IV counts x 1.2, a direct-fire weapon x 1.25 with a targeting computer,
a PPC linked to a capacitor the capacitor's value (MegaMek ``BVCalculator.processWeapon``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from designer.bv import items
from designer.bv.tables import capacitor_values
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
    return set(system_links(mounts, id_of, lambda name: name in items.ARTEMIS, items.artemis_capable))


def capacitor_links(mounts: Sequence[Any], id_of: Callable[[str], str]) -> dict[int, int]:
    """PPCs linked to a PPC capacitor, as {PPC index: capacitor index}, linked as Artemis IV is
    (decision D-BV-9)."""
    return system_links(mounts, id_of, lambda name: name in items.PPC_CAPACITOR,
                        lambda name: name in capacitor_values())


def system_links(mounts: Sequence[Any], id_of: Callable[[str], str], is_system: Callable[[str], bool],
                 accepts: Callable[[str], bool]) -> dict[int, int]:
    """{weapon index: system index}: each system takes the nearest weapon it ``accepts`` before it
    in its location that no other system has taken (else the first one after it)."""
    linked: dict[int, int] = {}
    for index, mount in enumerate(mounts):
        if not is_system(id_of(mount.item)):
            continue
        candidates = [other for other, weapon in enumerate(mounts)
                      if weapon.location == mount.location and other not in linked
                      and accepts(id_of(weapon.item))]
        before = [other for other in candidates if other < index]
        choice = max(before) if before else (candidates[0] if candidates else None)
        if choice is not None:
            linked[choice] = index
    return linked
