"""What the battle armor record sheet prints, computed once here (the sheet only draws):
the weapons with damage and ranges, each suit's armor points and ammunition shots, the squad's
anti-'Mech attacks and manipulators (seed 002 line 29; decision D-BA-1 for the figures); what its armor
and equipment do in play and whether it rides as mechanized battle armor (decision D-SHEET4-BA1)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from designer.catalog.battlearmor import BAItem, ba_construction, ba_equipment
from designer.battlearmor.model import BAChassis, BALocation, BAMount, BattleArmor, BAWeightClass
from designer.battlearmor.summary import item_name
from designer.battlearmor.weights import ammo_shots, suit_items

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
    """Where a weapon rides: its location, or "Pack" for one in a detachable weapon pack (MegaMek's
    unit view prints such a weapon's location as DWP)."""
    place = LOCATION_ABBR[mount.location] if mount.location is not None else DASH
    place = "Pack" if mount.dwp else place
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
        shot += f" (min {row.min_range})" if row.min_range else ""
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


ANTI_MECH_ATTACKS = "Swarm attack, Leg attack"


def attacks(anti_mech: bool) -> str:
    """The sheet's anti-'Mech attacks line: swarm and leg attacks when the suit makes them (its
    manipulators, weight class and load decide, not the file's attack lines: decision D-BV-8)."""
    return ANTI_MECH_ATTACKS if anti_mech else DASH


def manipulators(unit: BattleArmor) -> str:
    hands = []
    for location in (BALocation.LEFT_ARM, BALocation.RIGHT_ARM):
        found = [ba_equipment().find(m.item) for m in unit.equipment if m.location is location]
        names = [r.name for r in found if r is not None and r.kind == "manipulator"]
        hands.append(f"{LOCATION_ABBR[location]} {names[0] if names else 'none'}")
    return "; ".join(hands)


MECHANIZED_HANDS = {   # the manipulators that let a suit of the class hold on to a carrier
    BAWeightClass.PA_L: ("Basic Manipulator", "Battle Claw"),
    BAWeightClass.LIGHT: ("Basic Manipulator", "Battle Claw"),
    BAWeightClass.MEDIUM: ("Basic Manipulator", "Battle Claw"),
    BAWeightClass.HEAVY: ("Basic Manipulator", "Battle Claw"),
}
GLOVES = "Armored Glove"   # a PA(L) or light suit holds on with two
MAGNETIC_CLAMP = "BA-Magnetic Clamp"


def _rows(unit: BattleArmor) -> list[BAItem]:
    return [row for mount in unit.equipment if (row := ba_equipment().find(mount.item)) is not None]


def mechanized(unit: BattleArmor) -> str:
    """How the squad rides other units (decision D-SHEET4-BA1, MegaMek canDoMechanizedBA): a biped
    suit with magnetic clamps rides any 'Mech or vehicle; one whose hands can hold on (a basic
    manipulator or battle claw up to heavy, or two armored gloves on a PA(L) or light suit) rides
    OmniMechs and OmniVehicles as mechanized battle armor; "" for a quad or an assault suit."""
    if unit.body is not BAChassis.BIPED:
        return ""
    rows = _rows(unit)
    if any(row.id == MAGNETIC_CLAMP for row in rows):
        return "rides any 'Mech or vehicle (magnetic clamps)"
    hands = [row.name for row in rows if row.kind == "manipulator"]
    light = unit.weight_class in (BAWeightClass.PA_L, BAWeightClass.LIGHT)
    holds = any(hand in MECHANIZED_HANDS.get(unit.weight_class, ()) for hand in hands) or (
        light and hands.count(GLOVES) > 1)
    return "rides OmniMechs and OmniVehicles" if holds else ""


def play_effects(unit: BattleArmor) -> list[tuple[str, str]]:
    """What the squad's armor and equipment do in play, a (name, effect) each: a stealth or mimetic
    armor's to-hit modifiers, each item with an effect once (ECM, probe, magnetic clamps, partial
    wing, jump booster, camouflage), and "Mechanized" when the squad rides other units."""
    effects: dict[str, str] = {}
    armor = ba_construction().armor_type(unit.armor_type)
    if armor is not None and armor.effect:
        effects[f"{armor.name} armor"] = armor.effect
    for row in _rows(unit):
        if row.effect and row.kind != "armor":
            effects.setdefault(row.name, row.effect)
    rides = mechanized(unit)
    if rides:
        effects["Mechanized"] = rides
    return list(effects.items())
