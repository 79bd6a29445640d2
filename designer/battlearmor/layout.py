"""Where a battle armor suit's items sit: slots and weapons per location, per trooper
(decision D-BA-1; MegaMek ``BattleArmor.getNumCrits``, ``TestBattleArmor.correctCriticals``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from designer.catalog.battlearmor import BAItem, ba_construction, ba_equipment
from designer.battlearmor.model import BALocation, BAMount, BattleArmor
from designer.battlearmor.weights import suit_items

ARMS = (BALocation.LEFT_ARM, BALocation.RIGHT_ARM)


def capacity(unit: BattleArmor, location: BALocation) -> int:
    """Slots of one location of a suit: arms and body by class and body plan, the turret's own."""
    row = ba_construction().weight_class(unit.weight_class.value)
    if location is BALocation.TURRET:
        return unit.turret_slots
    if location in ARMS:
        return 0 if unit.body.value == "quad" else row.arm_slots
    return row.body_slots[unit.body.value]


def slots_of(mount: BAMount, row: BAItem | None) -> int:
    """Slots one item takes: manipulators and attacks none; a weapon in an anti-personnel mount
    none (the mount takes the slot); ammunition one slot a line."""
    if row is None or row.kind in ("manipulator", "attack") or (row.kind == "ap_weapon"):
        return 0
    return row.slots


def item_ids(items: Sequence[BAMount]) -> list[str]:
    """The catalogue ids of the items a suit mounts, in file order (an unknown item has none)."""
    rows = (ba_equipment().find(m.item) for m in items)
    return [row.id for row in rows if row is not None]


def slots_taken(mount: BAMount) -> int:
    """Slots one mounted item takes on its suit: a detachable pack none (it rides outside)."""
    return 0 if mount.dwp else slots_of(mount, ba_equipment().find(mount.item))


def used_slots(unit: BattleArmor, trooper: int) -> Counter[BALocation]:
    used: Counter[BALocation] = Counter()
    for mount in suit_items(unit, trooper):
        if mount.location is not None:
            used[mount.location] += slots_taken(mount)
    return used


@dataclass(frozen=True)
class LocationSlots:
    """One location of one suit: its slots and the items in it, each with the slots it takes
    (none: manipulators, attacks, anti-personnel weapons, detachable packs). ``location`` None
    holds the items placed nowhere."""

    location: BALocation | None
    capacity: int
    items: tuple[tuple[BAMount, int], ...]

    @property
    def used(self) -> int:
        return sum(slots for _mount, slots in self.items)


def suit_slots(unit: BattleArmor, trooper: int) -> tuple[LocationSlots, ...]:
    """Suit ``trooper``'s locations that have slots or hold items, in the order body, arms, turret,
    then its items placed nowhere if any (as MegaMekLab's slot view lists them)."""
    items = suit_items(unit, trooper)
    places: list[LocationSlots] = []
    for location in (*BALocation, None):
        here = tuple((mount, slots_taken(mount)) for mount in items if mount.location is location)
        room = capacity(unit, location) if location is not None else 0
        if room or here:
            places.append(LocationSlots(location, room, here))
    return tuple(places)


def weapons_in(unit: BattleArmor, trooper: int) -> Counter[BALocation]:
    """Anti-'Mech weapons per location (squad support and pack weapons excepted)."""
    count: Counter[BALocation] = Counter()
    for mount in suit_items(unit, trooper):
        row = ba_equipment().find(mount.item)
        if row is not None and row.kind == "weapon" and mount.location is not None and not mount.dwp:
            count[mount.location] += 1
    return count


def allowed_weapons(unit: BattleArmor, location: BALocation) -> int:
    limits = ba_construction().anti_mech_weapons
    if location in ARMS:
        return int(limits["arm"])  # type: ignore[arg-type]
    if location is BALocation.TURRET:
        return max(1, unit.turret_slots)
    body = limits["body"]
    return body[unit.body.value] if isinstance(body, dict) else int(body)


AP_MOUNT_ITEMS = frozenset({"BAAPMount"})


def ap_mounts_in(unit: BattleArmor, trooper: int) -> Counter[BALocation]:
    """Anti-personnel weapon mounts per location of one suit."""
    count: Counter[BALocation] = Counter()
    for mount in suit_items(unit, trooper):
        row = ba_equipment().find(mount.item)
        if row is not None and row.id in AP_MOUNT_ITEMS and mount.location is not None:
            count[mount.location] += 1
    return count


def allowed_ap_mounts(unit: BattleArmor, location: BALocation, trooper: int) -> int:
    """An arm takes 2 anti-personnel mounts, 1 beside an anti-'Mech weapon; the body 2, a quad's 4
    (MegaMek ``BattleArmor.getNumAllowedAntiPersonnelWeapons``); a turret none."""
    limits = ba_construction().anti_personnel_mounts
    if location in ARMS:
        key = "arm_with_weapon" if weapons_in(unit, trooper)[location] else "arm"
        return int(limits[key])  # type: ignore[arg-type]
    if location is BALocation.TURRET:
        return 0
    body = limits["body"]
    return body[unit.body.value] if isinstance(body, dict) else int(body)
