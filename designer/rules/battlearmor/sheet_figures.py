"""What the battle armor record sheet prints, computed once here (the sheet only draws):
the weapons with damage and ranges, each suit's armor points and ammunition shots, the squad's
anti-'Mech attacks and manipulators (seed 002 line 29; decision D-BA-1 for the figures)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from designer.catalog.battlearmor import ba_equipment
from designer.model.battlearmor import BALocation, BAMount, BattleArmor
from designer.rules.battlearmor.summary import item_name
from designer.rules.battlearmor.weights import ammo_shots, suit_items

LOCATION_ABBR = {BALocation.BODY: "Body", BALocation.LEFT_ARM: "LA", BALocation.RIGHT_ARM: "RA",
                 BALocation.TURRET: "Turret"}
DASH = "\u2013"


@dataclass(frozen=True, slots=True)
class WeaponRow:
    name: str
    location: str
    damage: str
    short: str
    medium: str
    long: str
    to_hit: str = ""   # "-2", "+1"; "" for none


@dataclass(frozen=True, slots=True)
class AmmoLine:
    label: str
    shots: int


def _place(mount: BAMount) -> str:
    place = LOCATION_ABBR[mount.location] if mount.location is not None else DASH
    return place + (" (AP mount)" if mount.apm else "")


def _troopers(numbers: list[int], squad: int) -> str:
    """", every trooper" when each suit of the squad mounts it, else ", trooper 1" / ", troopers 1, 2"."""
    if sorted(numbers) == list(range(1, squad + 1)) and squad > 1:
        return ", every trooper"
    return f", trooper{'s' if len(numbers) > 1 else ''} {', '.join(str(n) for n in sorted(numbers))}"


def weapon_rows(unit: BattleArmor) -> list[WeaponRow]:
    """Every weapon of the squad: anti-'Mech weapons and the anti-personnel weapons of the mounts; a
    weapon each trooper mounts in the same place is one row ("LA, every trooper"), not one a trooper."""
    rows: dict[tuple[str, str, int], WeaponRow] = {}
    troopers: dict[tuple[str, str, int], list[int]] = {}
    for mount in unit.equipment:
        row = ba_equipment().find(mount.item)
        if row is None or row.kind not in ("weapon", "ap_weapon"):
            continue
        short, medium, long = (str(r) if r else DASH for r in (row.ranges or (0, 0, 0)))
        shot = " (one shot)" if row.shots == 1 else ""
        # a squad-wide mount is a row of its own each time; a trooper's joins the others' in that place
        key = (row.id, _place(mount), len(rows) + 1 if mount.trooper is None else 0)
        to_hit = f"{row.to_hit:+d}" if row.to_hit else ""
        damage = row.damage or DASH
        rows.setdefault(key, WeaponRow(row.name + shot, _place(mount), damage, short, medium, long, to_hit))
        if mount.trooper is not None:
            troopers.setdefault(key, []).append(mount.trooper)
    return [replace(row, location=row.location + _troopers(troopers[key], unit.troopers)) if key in troopers
            else row for key, row in rows.items()]


def ammo_lines(unit: BattleArmor, trooper: int) -> list[AmmoLine]:
    """Suit ``trooper``'s shots to strike: each ammunition slot, and each one-shot launcher."""
    lines = []
    for mount in suit_items(unit, trooper):
        row = ba_equipment().find(mount.item)
        if row is None:
            continue
        if row.kind == "ammo":
            lines.append(AmmoLine(item_name(row.weapon) if row.weapon else row.name, ammo_shots(mount)))
        elif row.kind == "weapon" and row.shots:
            lines.append(AmmoLine(row.name, row.shots))
    return lines


def attacks(unit: BattleArmor) -> str:
    """The anti-'Mech attacks the design lists (swarm, leg)."""
    names = [ba_equipment().find(m.item) for m in unit.equipment]
    return ", ".join(dict.fromkeys(r.name for r in names if r is not None and r.kind == "attack")) or DASH


def manipulators(unit: BattleArmor) -> str:
    hands = []
    for location in (BALocation.LEFT_ARM, BALocation.RIGHT_ARM):
        found = [ba_equipment().find(m.item) for m in unit.equipment if m.location is location]
        names = [r.name for r in found if r is not None and r.kind == "manipulator"]
        hands.append(f"{LOCATION_ABBR[location]} {names[0] if names else 'none'}")
    return "; ".join(hands)
