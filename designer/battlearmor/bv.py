"""Battle Value 2.0 of a battle armor squad (TechManual BV 2.0 as MegaMek's
BattleArmorBVCalculator applies it; decision D-BV2-1). Per trooper: armor x 2.5 (3.5 for fire-
resistant, reflective and reactive armor) + 1, + 1 each for improved sensors, an active probe and
ECM (2 for an Angel ECM suite), x (1 + the better TMM / 10 + 0.1, + 0.2 camo, + 0.2 stealth or 0.3
improved stealth, + 0.3 mimetic); weapons (a squad support or one-trooper weapon divided among the
troopers), counted again for anti-'Mech attacks unless a missile or body-mounted when the squad can
make them (decision D-BV-8: its manipulators, weight class and load decide, not the file's attack
lines) with each vibro- or magnetic claw's value (decision D-BV-9), + ammunition by its weight
(decision D-BV3-4), x the speed factor of the best MP. The trooper's value times the squad factor
(1, 2.2, 3.6, 5.2, 7, 9 for 1 to 6 troopers)."""

from __future__ import annotations

import functools

from designer.bv.small_tables import small_units_data
from designer.bv.tables import ammo_values, speed_factor, target_movement_modifier, unvalued_reason
from designer.bv.working import Working, fmt
from designer.catalog.battlearmor import ba_equipment
from designer.catalog.infantry_weapons import infantry_weapon
from designer.battlearmor.model import BAChassis, BALocation, BAMotion, BAMount, BattleArmor, BAWeightClass
from designer.battlearmor.movement import ground_mp, mechanical_jump_mp
from designer.battlearmor.weights import ammo_shots

ARMOR_FACTOR = 2.5
HARDENED_ARMOR_FACTOR = 3.5
HARDENED_ARMOR = frozenset({"fire_resistant", "reflective", "reactive"})
TROOPER_STRUCTURE = 1
BA_DEFENSIVE_BONUS = 0.1
# Defensive factor additions by armor type and by system (BattleArmorBVCalculator).
ARMOR_TMM_BONUS = {"stealth_basic": 0.2, "stealth": 0.2, "stealth_improved": 0.3, "mimetic": 0.3}
CAMO_SYSTEM = "Camo System"
CAMO_BONUS = 0.2
# Systems adding one point each to a trooper's defensive rating.
SYSTEM_BONUS = {"ISBAImprovedSensors": "improved sensors", "CLBAImprovedSensors": "improved sensors",
                "ISBAActiveProbe": "active probe", "CLBALightActiveProbe": "active probe"}
# The squad's first ECM suite adds 1, an Angel ECM suite 2 (BattleArmorBVCalculator; D-BA-UNSEEN).
ECM_BONUS = {"IS BA ECM": 1, "CL BA ECM": 1, "BAISAngelECMSuite": 2, "BACLAngelECMSuite": 2}
# Who makes anti-'Mech attacks (TW p. 227 mechanized battle armor; MegaMek BattleArmor
# canMakeAntiMekAttacks and canDoMechanizedBA): a humanoid suit of PA(L), light or medium class, not
# UMU, not burdened, with a magnetic clamp, a basic manipulator or a battle claw of any kind, or
# (PA(L) and light) two armored gloves.
ANTI_MECH_CLASSES = frozenset({BAWeightClass.PA_L, BAWeightClass.LIGHT, BAWeightClass.MEDIUM})
GLOVE_CLASSES = frozenset({BAWeightClass.PA_L, BAWeightClass.LIGHT})
MAGNETIC_CLAMP = "BA-Magnetic Clamp"
GRIPPING_MANIPULATORS = frozenset({"BABasicManipulator", "BABasicManipulatorMineClearance", "BABattleClaw",
                                   "BABattleClawMagnets", "BABattleClawVibro", "BAHeavyBattleClaw",
                                   "BAHeavyBattleClawMagnets", "BAHeavyBattleClawVibro"})
ARMORED_GLOVE = "BAArmoredGlove"
# The auto-rifle of an anti-personnel mount adds nothing (MegaMek BattleArmorBVCalculator leaves
# InfantryAssaultRifle out); any other anti-personnel weapon counts its infantry table value once.
AUTO_RIFLES = frozenset({"InfantryAssaultRifle", "Infantry Auto Rifle"})
SQUAD_FACTOR = {1: 1.0, 2: 2.2, 3: 3.6, 4: 5.2, 5: 7.0, 6: 9.0}


@functools.cache
def _weapons() -> dict[str, tuple[float, bool]]:
    """The value and missile flag of each battle armor weapon, by catalog id."""
    rows = small_units_data().get("battlearmor_items", ())
    return {row["id"]: (float(row["bv"]), bool(row.get("missile"))) for row in rows}


@functools.cache
def _ammo_per_ton() -> dict[str, float]:
    """The value of a ton of each battle armor lot's ammunition, by lot id: its 'Mech-scale twin's
    (``mech_ammo``) or, for a rack with no twin, its own AmmoType's (``bv``, decision D-BV-9)."""
    rows = small_units_data().get("battlearmor_ammo", ())
    return {row["id"]: float(row["bv"]) if "bv" in row else ammo_values()[row["mech_ammo"]]
            for row in rows}


@functools.cache
def claw_values() -> dict[str, float]:
    """The value of each vibro- and magnetic claw, counted among anti-'Mech attacks (D-BV-9)."""
    return {row["id"]: float(row["bv"]) for row in small_units_data().get("battlearmor_claws", ())}


def _item_id(mount: BAMount) -> tuple[str, str]:
    row = ba_equipment().find(mount.item)
    return (row.id, row.kind) if row is not None else (mount.item, "unknown")


def _unvalued(squad: BattleArmor) -> list[str]:
    """The weapons and ammunition lots the tables give no Battle Value (decision D-BV-4)."""
    out: list[str] = []
    for mount in squad.equipment:
        item, kind = _item_id(mount)
        missing = ((kind == "weapon" and item not in _weapons())
                   or (kind == "ammo" and item not in _ammo_per_ton())
                   or (kind == "ap_weapon" and _personal_value(mount) is None))
        if missing and item not in out:
            out.append(item)
    return out


def battle_armor_base_value(squad: BattleArmor, work: Working) -> float | None:
    missing = _unvalued(squad)
    if missing:   # never a silent zero
        work.note("Not rated", unvalued_reason(missing))
        return None
    troopers = max(squad.troopers, 1)
    work.note("Squad", f"{squad.troopers} troopers; per trooper:")
    defensive = _defensive(squad, work)
    offensive = _offensive(squad, troopers, work)
    trooper = work.add("Trooper", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)
    factor = SQUAD_FACTOR.get(squad.troopers, 1.0)
    return work.add("Squad factor", f"x {fmt(factor)} ({squad.troopers} troopers)", trooper * factor)


def _moves(squad: BattleArmor) -> tuple[int, int]:
    """Ground MP (or UMU MP, the greater) and jump or VTOL MP; a myomer or mechanical jump booster's
    MP counted (MegaMek BattleArmor.getWalkMP and getJumpMP; decision D-UNSEEN-16)."""
    umu = squad.jump_mp if squad.motion is BAMotion.UMU else 0
    jump = squad.jump_mp if squad.motion in (BAMotion.JUMP, BAMotion.VTOL) else 0
    return max(ground_mp(squad), umu), jump + mechanical_jump_mp(squad)


def defensive_factor(squad: BattleArmor) -> tuple[float, str]:
    ground, jump = _moves(squad)
    modifier = max(target_movement_modifier(ground), target_movement_modifier(jump, jumping=True))
    factor = 1 + modifier / 10 + BA_DEFENSIVE_BONUS
    notes = [f"TMM {modifier} + 0.1 battle armor"]
    if any(_item_id(m)[0] == CAMO_SYSTEM for m in squad.equipment):
        factor += CAMO_BONUS
        notes.append(f"+ {CAMO_BONUS} camo")
    bonus = ARMOR_TMM_BONUS.get(squad.armor_type, 0.0)
    if bonus:
        factor += bonus
        notes.append(f"+ {bonus} {squad.armor_type} armor")
    return factor, ", ".join(notes)


def _defensive(squad: BattleArmor, work: Working) -> float:
    per_point = HARDENED_ARMOR_FACTOR if squad.armor_type in HARDENED_ARMOR else ARMOR_FACTOR
    total = work.add("Armor", f"{squad.armor} points x {per_point} + {TROOPER_STRUCTURE}",
                     squad.armor * per_point + TROOPER_STRUCTURE)
    ids = [item for item, _ in map(_item_id, squad.equipment)]
    systems = sorted({SYSTEM_BONUS[i] for i in ids if i in SYSTEM_BONUS})
    bonus = len(systems)
    ecm = next((i for i in ids if i in ECM_BONUS), None)
    if ecm is not None:
        systems.append("Angel ECM" if ECM_BONUS[ecm] > 1 else "ECM")
        bonus += ECM_BONUS[ecm]
    if systems:
        total = work.add("Systems", f"+ {bonus} ({', '.join(systems)})", total + bonus)
    factor, notes = defensive_factor(squad)
    return work.add("Defensive factor", f"x {fmt(factor)} ({notes})", total * factor)


def _burdened(squad: BattleArmor) -> bool:
    """An Inner Sphere squad carrying ammunition for a body-mounted missile launcher (TW p. 227:
    it must jettison the launcher before an anti-'Mech attack; MegaMek BattleArmor.isBurdened: never
    a Clan squad, one on a Clan chassis included, decision D-BA-MIXED)."""
    if squad.clan_built:
        return False
    fed = set()
    for mount in squad.equipment:
        row = ba_equipment().find(mount.item)
        if row is not None and row.kind == "ammo":
            fed.add(_rack(row.weapon))
    return any(_is_body_missile(mount) and _rack(_item_id(mount)[0]) in fed for mount in squad.equipment)


def _is_body_missile(mount: BAMount) -> bool:
    item, kind = _item_id(mount)
    return kind == "weapon" and mount.location is BALocation.BODY and _weapons().get(item, (0.0, False))[1]


def can_make_anti_mech_attacks(squad: BattleArmor) -> bool:
    """Whether the squad swarms and leg-attacks 'Mechs (the rule above ANTI_MECH_CLASSES)."""
    ids = [_item_id(mount)[0] for mount in squad.equipment]
    if (squad.body is BAChassis.QUAD or squad.weight_class not in ANTI_MECH_CLASSES
            or squad.motion is BAMotion.UMU or _burdened(squad)):
        return False
    return (MAGNETIC_CLAMP in ids or any(item in GRIPPING_MANIPULATORS for item in ids)
            or (squad.weight_class in GLOVE_CLASSES and ids.count(ARMORED_GLOVE) > 1))


def _personal_value(mount: BAMount) -> float | None:
    """An anti-personnel mount's weapon: 0 for the auto-rifle, else its infantry table value (None
    when the table lacks it)."""
    item = _item_id(mount)[0]
    if item in AUTO_RIFLES:
        return 0.0
    weapon = infantry_weapon(mount.item) or infantry_weapon(item)
    return weapon.bv if weapon is not None else None


def _offensive(squad: BattleArmor, troopers: int, work: Working) -> float:
    anti_mech = can_make_anti_mech_attacks(squad)
    total, again = 0.0, 0.0
    carried: dict[str, float] = {}
    for mount in squad.equipment:
        item, kind = _item_id(mount)
        personal = _personal_value(mount) if kind == "ap_weapon" else None
        if personal:   # an infantry weapon: counted once, never again for anti-'Mech attacks
            total = work.add(item, f"+ {fmt(personal)} (anti-personnel mount)", total + personal)
        if kind != "weapon":
            continue
        value, missile = _weapons()[item]
        if value <= 0:
            continue
        shared = mount.trooper is not None or mount.sswm
        counted = value / troopers if shared else value
        note = f" / {troopers} (one trooper's or squad support)" if shared else ""
        total = work.add(item, f"+ {fmt(value)}{note}", total + counted)
        carried[item] = carried.get(item, 0.0) + counted
        if anti_mech and not missile and mount.location is not BALocation.BODY:
            again += counted
    if again:
        total = work.add("Anti-'Mech attacks", f"+ {fmt(again)} (direct-fire weapons again)", total + again)
    if anti_mech:
        total = _claws(squad, total, work)
    total = _ammunition(squad, troopers, carried, total, work)
    ground, jump = _moves(squad)
    mp = max(ground, jump)
    factor = speed_factor(mp)
    return work.add("Speed factor", f"x {fmt(factor)} (best MP {mp})", total * factor)


def _claws(squad: BattleArmor, total: float, work: Working) -> float:
    """Each vibro- or magnetic claw adds its value among the anti-'Mech attacks (decision D-BV-9)."""
    for mount in squad.equipment:
        item = _item_id(mount)[0]
        if item in claw_values():
            value = claw_values()[item]
            total = work.add(item, f"+ {fmt(value)} (claw, anti-'Mech attacks)", total + value)
    return total


def _ammunition(squad: BattleArmor, troopers: int, carried: dict[str, float], total: float,
                work: Working) -> float:
    """Each lot: kilograms a shot x shots / 1000 x the value of a ton of its 'Mech-scale twin
    (MegaMek getKgPerShotBV), a one-trooper lot divided among the troopers, at most the value of
    the weapons it feeds (the excess ammunition rule of BVCalculator)."""
    loaded: dict[str, float] = {}
    for mount in squad.equipment:
        row = ba_equipment().find(mount.item)
        if row is None or row.kind != "ammo":
            continue
        value = row.kg_per_shot * ammo_shots(mount) / 1000 * _ammo_per_ton()[row.id]
        rack = _rack(row.weapon)
        loaded[rack] = loaded.get(rack, 0.0) + (value / troopers if mount.trooper else value)
    for weapon, value in loaded.items():
        counted = min(value, sum(v for item, v in carried.items() if _rack(item) == weapon))
        if counted:
            total = work.add(f"Ammunition: {weapon}", f"+ {fmt(counted)} (kg a shot x shots, "
                             "a ton's value)", total + counted)
    return total


def _rack(weapon_id: str) -> str:
    """The launcher whatever its tech base: one lot feeds the Inner Sphere and the Clan twin alike
    (``ISBASRM2``, ``CLBASRM2`` -> ``BASRM2``)."""
    return weapon_id.removeprefix("IS").removeprefix("CL")
