"""What a DropShip's record sheet prints, computed without drawing: each weapon bay's heat and its
damage by aerospace range bracket, in standard and capital scale (decision D-DS-8).

A weapon reaches the brackets up to the one its long ground range falls in (long range up to 12
hexes: short; 20: medium; 25: long; beyond: extreme). A missile launcher's damage is the Cluster
Hits Table's hits on a roll of 7 times the damage a missile (Streak launchers: every missile);
every other weapon its damage. Capital scale is the standard damage / 10, rounded half up."""

from __future__ import annotations

from dataclasses import dataclass

from designer.catalog.cluster_hits import cluster_column
from designer.dropship.bays import NO_RANGE_WEAPONS, WeaponBay, weapon_bays
from designer.dropship.items import facts
from designer.dropship.model import LargeCraft

BRACKETS = ("short", "medium", "long", "extreme")
BRACKET_REACH = ((12, 0), (20, 1), (25, 2))  # long range up to N hexes -> last bracket reached
AVERAGE_ROLL_INDEX = 5  # a roll of 7 in a column for rolls 2-12
# Weapons that deal no damage by range bracket (by their ammunition group): what they do instead.
DEFENSIVE = dict.fromkeys(NO_RANGE_WEAPONS, "point defence: shoots down missiles") | {
    "Screen": "launches a screen: no damage",
}


@dataclass(frozen=True, slots=True)
class BayRow:
    arc: str
    weapons: str
    heat: int
    damage: tuple[int, int, int, int]  # standard scale, short to extreme
    defence: str = ""  # a bay of defensive weapons only (no damage): what it does instead

    @property
    def capital(self) -> tuple[int, ...]:
        return tuple((value + 5) // 10 for value in self.damage)


def reach(long_range: int | None) -> int:
    """The last bracket (0 short ... 3 extreme) a weapon of this long range reaches."""
    if long_range is None:
        return 0
    return next((bracket for top, bracket in BRACKET_REACH if long_range <= top), 3)


def weapon_damage(name: str) -> int:
    row = facts(name)
    weapon = row.weapon
    if weapon is None:
        return row.damage * 10 if row.capital else row.damage
    if weapon.missiles and weapon.damage_per_missile:
        column = cluster_column(weapon.missiles)
        hits = weapon.missiles if "Streak" in weapon.id or column is None else column[AVERAGE_ROLL_INDEX]
        return hits * weapon.damage_per_missile
    return weapon.damage


def bay_row(craft: LargeCraft, bay: WeaponBay) -> BayRow:
    names: dict[str, int] = {}
    damage = [0, 0, 0, 0]
    heat = 0
    defence: set[str] = set()
    attacks = False
    for mount in bay.mounts:
        row = facts(mount.item)
        if row.kind != "weapon":
            continue
        if row.feeds in DEFENSIVE:
            defence.add(DEFENSIVE[row.feeds])
        else:
            attacks = True
        # the catalog's name (an anti-missile system the weapon table lacks: its group's)
        shown = row.weapon.id if row.weapon is not None else (
            row.feeds if row.feeds in NO_RANGE_WEAPONS else mount.item)
        names[shown] = names.get(shown, 0) + 1
        heat += row.heat
        if row.feeds in DEFENSIVE:
            continue
        last = reach(row.weapon.long if row.weapon is not None else (3 if row.capital else 0))
        if row.capital and row.weapon is None:
            last = 3
        for bracket in range(last + 1):
            damage[bracket] += weapon_damage(mount.item)
    text = ", ".join(f"{count} {name}" if count > 1 else name for name, count in names.items())
    arc = bay.arc.value.replace("_", " ") + (" (aft)" if bay.rear else "")
    note = "; ".join(sorted(defence)) if defence and not attacks else ""
    return BayRow(arc, text, heat, (damage[0], damage[1], damage[2], damage[3]), note)


def bay_rows(craft: LargeCraft) -> list[BayRow]:
    """One row a weapon bay; a craft without bays (small craft) one row a weapon line."""
    bays = weapon_bays(craft)
    if bays:
        return [bay_row(craft, bay) for bay in bays]
    single = [WeaponBay(m.arc, m.rear, (m,)) for m in craft.equipment if facts(m.item).kind == "weapon"]
    return [bay_row(craft, bay) for bay in single]
