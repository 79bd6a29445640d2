"""Weapon bays as a BLK file groups them, and what transport bays need: a ``(B)`` line opens a bay
in its arc and the lines after it (weapons and their ammunition) join it until the next ``(B)``."""

from __future__ import annotations

from dataclasses import dataclass

from designer.dropship.items import facts
from designer.dropship.model import Arc, CraftBay, CraftMount, LargeCraft

# Crew a bay needs for each unit it carries (MegaMek ``TransportBay`` personnel).
BAY_PERSONNEL = {
    "mechbay": 2,
    "asfbay": 2,
    "smallcraftbay": 5,
    "lightvehiclebay": 5,
    "heavyvehiclebay": 8,
    "superheavyvehiclebay": 15,
    "protomechbay": 6,
    "battlearmorbay": 6,
}
# Infantry bays: the men of each platoon carried, by platoon type, on an Inner Sphere and on a Clan
# craft (MegaMek ``PlatoonType``: a Clan Point is smaller than a platoon; decision D-DS-10).
PLATOON_MEN = {"foot": 28, "jump": 21, "motorized": 28, "mechanized": 7}
CLAN_PLATOON_MEN = {"foot": 25, "jump": 20, "motorized": 25, "mechanized": 5}
# Bays that may have no door: cargo and infantry bays, battle armor bays among the infantry bays
# (MegaMek ``BayData.isInfantryBay``; decision D-DS-9), and quarters.
DOORLESS = ("cargo", "infantry", "battlearmor", "quarters")
# Quarters: tons per person.
QUARTERS_TONS = {"1stclassquarters": 10, "crewquarters": 7, "2ndclassquarters": 7, "steeragequarters": 5}
NO_RANGE_WEAPONS = frozenset({"IS AMS", "Clan AMS", "IS Laser AMS"})  # point defence: no gunner


@dataclass(frozen=True, slots=True)
class WeaponBay:
    """One weapon bay: its arc, whether it fires aft, its lines."""

    arc: Arc
    rear: bool
    mounts: tuple[CraftMount, ...]

    @property
    def name(self) -> str:
        first = next((m.item for m in self.mounts if facts(m.item).kind == "weapon"), "empty")
        return f"{first} bay ({self.arc.value}{', aft' if self.rear else ''})"


def bay_class(name: str) -> str:
    """The kind of weapon bay a weapon goes in (MegaMek's bay types: lasers, PPCs, autocannon, Gauss
    rifles, LRMs, SRMs...); a weapon of another class starts a bay of its own."""
    row = facts(name)
    weapon = row.weapon
    if weapon is None:
        return row.feeds or name
    words = weapon.id.replace("-", " ").split()
    for family in ("PPC", "Gauss", "HAG", "LRM", "SRM", "ATM", "MRM", "AMS", "Narc", "Machine"):
        if family in words or any(word.startswith(family) for word in words):
            return family
    return "laser" if weapon.is_energy else weapon.category.value


def weapon_bays(craft: LargeCraft) -> list[WeaponBay]:
    """The bays of each arc: a ``(B)`` line opens one, and so does a weapon of another class or
    facing than the open bay's; ammunition and equipment lines join the open bay."""
    bays: list[WeaponBay] = []
    for arc in Arc:
        lines = [m for m in craft.equipment if m.arc is arc]
        if not any(m.bay for m in lines):   # an arc without bays (a small craft's): single weapons
            continue
        current: list[CraftMount] = []
        rear, kind = False, ""
        for mount in lines:
            weapon = facts(mount.item).kind == "weapon"
            other = weapon and current and (bay_class(mount.item) != kind or mount.rear != rear)
            if current and (mount.bay or other):
                bays.append(WeaponBay(arc, rear, tuple(current)))
                current = []
            if not current:
                rear, kind = mount.rear, bay_class(mount.item) if weapon else ""
            elif weapon and not kind:
                kind = bay_class(mount.item)
            current.append(mount)
        if current:
            bays.append(WeaponBay(arc, rear, tuple(current)))
    return _ammo_to_its_weapons(_equipment_joins_a_bay(bays))


def _equipment_joins_a_bay(bays: list[WeaponBay]) -> list[WeaponBay]:
    """Equipment lines that open no bay of their own (an arc's lines before its first weapon, such as
    Artemis IV systems) join the arc's next bay: MegaMek mounts equipment in the arc, outside the
    weapon bays (decision D-DS-16)."""
    kept: list[WeaponBay] = []
    waiting: dict[Arc, tuple[CraftMount, ...]] = {}
    for bay in bays:
        held = waiting.pop(bay.arc, ())
        if all(facts(m.item).kind not in ("weapon", "ammo") for m in bay.mounts):
            waiting[bay.arc] = held + bay.mounts
            continue
        kept.append(WeaponBay(bay.arc, bay.rear, held + bay.mounts))
    for arc, held in waiting.items():   # no bay after them: the arc's last bay takes them
        last = next((i for i in range(len(kept) - 1, -1, -1) if kept[i].arc is arc), None)
        if last is None:
            kept.append(WeaponBay(arc, False, held))
        else:
            kept[last] = WeaponBay(arc, kept[last].rear, kept[last].mounts + held)
    return kept


def _ammo_to_its_weapons(bays: list[WeaponBay]) -> list[WeaponBay]:
    """Ammunition joins a bay of its arc that holds its weapon (the nearest before it, else after)
    when the bay it follows holds none: a bay split by weapon class keeps each weapon's ammunition."""
    contents = [list(bay.mounts) for bay in bays]
    for index, bay in enumerate(bays):
        for mount in bay.mounts:
            feeds = facts(mount.item).feeds
            if facts(mount.item).kind != "ammo" or _holds(bay.mounts, feeds):
                continue
            order = [*range(index - 1, -1, -1), *range(index + 1, len(bays))]
            home = next((i for i in order if bays[i].arc is bay.arc and _holds(bays[i].mounts, feeds)), None)
            if home is not None:
                contents[index].remove(mount)
                contents[home].append(mount)
    return [WeaponBay(bay.arc, bay.rear, tuple(mounts)) for bay, mounts in zip(bays, contents, strict=True)]


def _holds(mounts: tuple[CraftMount, ...], feeds: str | None) -> bool:
    return any(facts(m.item).kind == "weapon" and facts(m.item).feeds == feeds for m in mounts)


def bay_personnel(craft: LargeCraft) -> int:
    """The crew of the bays and the men of the platoons their infantry bays carry (a Clan craft's
    platoons are Clan Points)."""
    return sum(int(bay.size * _per_unit(bay, craft.is_clan)) for bay in craft.bays)


def _per_unit(bay: CraftBay, clan: bool) -> int:
    if bay.kind == "infantrybay":
        men = CLAN_PLATOON_MEN if clan else PLATOON_MEN
        return men.get((bay.platoon or "foot").casefold(), men["foot"])
    return BAY_PERSONNEL.get(bay.kind, 0)


def quarters_capacity(craft: LargeCraft) -> int:
    return sum(
        int(bay.size // QUARTERS_TONS[bay.kind])
        for bay in craft.bays
        if bay.kind in QUARTERS_TONS
    )


def needs_door(bay: CraftBay) -> bool:
    return not any(word in bay.kind for word in DOORLESS)


def is_quarters(bay: CraftBay) -> bool:
    return bay.kind in QUARTERS_TONS


def max_doors(craft: LargeCraft) -> int:
    """DropShips: 7 + tons / 50,000 rounded up; small craft: MegaMek allows none beyond its bays'
    own (decision D-DS-4: small craft doors are not limited here)."""
    return 7 + -(-int(craft.mass) // 50000)


def gunners_needed(craft: LargeCraft) -> int:
    """One gunner a capital weapon and one for each six standard weapons, rounded up."""
    capital = standard = 0
    for mount in craft.equipment:
        item = facts(mount.item)
        if item.kind != "weapon" or item.feeds in NO_RANGE_WEAPONS:
            continue
        capital, standard = (capital + 1, standard) if item.capital else (capital, standard + 1)
    return capital + -(-standard // 6)


def minimum_base_crew(craft: LargeCraft) -> int:
    """3, and for a DropShip one more per 5,000 tons (rounded up) and one more if military."""
    if not craft.is_dropship:
        return 3
    return 3 + -(-int(craft.mass) // 5000) + (1 if craft.design_type.value == "military" else 0)


# The player's names of the transport bays and quarters, with what their size counts.
BAY_LABELS = {
    "mechbay": "'Mech bay (cubicles)",
    "asfbay": "Fighter bay (cubicles)",
    "smallcraftbay": "Small craft bay (cubicles)",
    "lightvehiclebay": "Light vehicle bay (cubicles)",
    "heavyvehiclebay": "Heavy vehicle bay (cubicles)",
    "protomechbay": "ProtoMech bay",
    "battlearmorbay": "Battle armor bay (squads)",
    "infantrybay": "Infantry bay (platoons)",
    "cargobay": "Cargo bay (tons)",
    "liquidcargobay": "Liquid cargo bay (tons)",
    "crewquarters": "Crew quarters (tons)",
    "1stclassquarters": "1st class quarters (tons)",
    "2ndclassquarters": "2nd class quarters (tons)",
    "steeragequarters": "Steerage quarters (tons)",
}


def bay_label(bay_type: str, platoon: str | None = None) -> str:
    """The player's name of a bay type (MegaMek's ``mechbay`` is a "'Mech bay (cubicles)"), as the
    record sheet and the editor show it; an unknown type keeps the file's name."""
    label = BAY_LABELS.get(bay_type.casefold(), bay_type)
    return f"{label}, {platoon.casefold()}" if platoon else label
