"""What the battle armor record sheet prints, computed once here (the sheet only draws):
the weapons with damage and ranges, each suit's armor points and ammunition shots, the squad's
anti-'Mech attacks and manipulators (seed 002 line 29; decision D-BA-1 for the figures)."""

from __future__ import annotations

from dataclasses import dataclass

from designer.catalog.battlearmor import ba_construction, ba_equipment
from designer.model.battlearmor import BALocation, BAMount, BattleArmor
from designer.rules.battlearmor.summary import item_name
from designer.rules.battlearmor.weights import suit_items

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


def _where(mount: BAMount) -> str:
    place = LOCATION_ABBR[mount.location] if mount.location is not None else DASH
    if mount.apm:
        place += " (AP mount)"
    return place + (f", trooper {mount.trooper}" if mount.trooper is not None else "")


def weapon_rows(unit: BattleArmor) -> list[WeaponRow]:
    """Every weapon of the squad: anti-'Mech weapons and the anti-personnel weapons of the mounts."""
    rows = []
    for mount in unit.equipment:
        row = ba_equipment().find(mount.item)
        if row is None or row.kind not in ("weapon", "ap_weapon"):
            continue
        ranges = [str(r) if r else DASH for r in (row.ranges or (0, 0, 0))]
        shot = " (one shot)" if row.shots == 1 else ""
        rows.append(WeaponRow(row.name + shot, _where(mount), row.damage or DASH, *ranges,
                              to_hit=f"{row.to_hit:+d}" if row.to_hit else ""))
    return rows


def ammo_lines(unit: BattleArmor, trooper: int) -> list[AmmoLine]:
    """Suit ``trooper``'s shots to strike: each ammunition slot, and each one-shot launcher."""
    lines = []
    for mount in suit_items(unit, trooper):
        row = ba_equipment().find(mount.item)
        if row is None:
            continue
        if row.kind == "ammo":
            shots = mount.shots if mount.shots is not None else ba_construction().max_shots_per_slot
            lines.append(AmmoLine(item_name(row.weapon) if row.weapon else row.name, shots))
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
