"""Battle Value 2.0 of a battle armor squad (decision D-BV2-1): a hand-worked example, each step
written out from the method as MegaMek's BattleArmorBVCalculator applies it (per trooper: armor
x 2.5 + 1, defensive factor 1 + TMM / 10 + 0.1; weapons, a one-trooper weapon divided among the
troopers, direct-fire arm weapons counted again for anti-'Mech attacks; speed factor of the best
MP; times the squad factor, 5.2 for 4 troopers)."""

from __future__ import annotations

import pytest

from designer.battlearmor import bv as battlearmor
from designer.bv import battle_value, not_rated_reason
from designer.catalog.battlearmor import ba_equipment
from designer.battlearmor.model import BALocation as L, BAMotion, BAMount, BattleArmor, BAWeightClass
from designer.model.common import Pilot, TechBase

SQUAD = BattleArmor(
    chassis="Worked", model="Example", year=3060, troopers=4, ground_mp=1, motion=BAMotion.JUMP,
    jump_mp=3, armor=6,
    equipment=(BAMount(item="ISBASmallLaser", location=L.RIGHT_ARM),
               BAMount(item="ISBASRM2OS", location=L.BODY),
               BAMount(item="ISBAMG", location=L.LEFT_ARM, trooper=1),
               BAMount(item="BABasicManipulator", location=L.LEFT_ARM),
               BAMount(item="BABasicManipulator", location=L.RIGHT_ARM)),
)


def _step(value, label: str) -> float:
    return next(step.total for step in value.steps if step.label == label)


def test_a_four_trooper_squad_worked_by_hand():
    # Defensive, per trooper: 6 armor x 2.5 + 1 = 16; ground 1 MP -> TMM 0, jump 3 -> TMM 1 + 1
    # = 2: x (1 + 0.2 + 0.1) = 1.3 = 20.8.
    # Offensive: small laser 9, SRM 2 (OS) 4, trooper 1's machine gun 5 / 4 = 1.25 -> 14.25; the
    # squad swarms 'Mechs: the arm-mounted direct-fire weapons again, 9 + 1.25 = 10.25 (the SRM is
    # a missile; a medium suit with basic manipulators makes anti-'Mech attacks) -> 24.5;
    # best MP 3: (1 + (3 - 5) / 10) ^ 1.2 = 0.7651 -> 0.77 = 18.865.
    # Trooper 20.8 + 18.865 = 39.665; 4 troopers x 5.2 = 206.258 -> 206.
    value = battle_value(SQUAD)
    assert _step(value, "Defensive factor") == pytest.approx(20.8)
    assert _step(value, "Anti-'Mech attacks") == pytest.approx(24.5)
    assert _step(value, "Speed factor") == pytest.approx(18.865)
    assert _step(value, "Squad factor") == pytest.approx(206.258)
    assert value.base == 206


def test_the_squad_skills_multiply_the_squad():
    # gunnery 3, anti-'Mech 4: x 1.32 -> 206 x 1.32 = 271.92 -> 272
    assert battle_value(SQUAD, Pilot(gunnery=3, piloting=4)).value == 272


def test_stealth_armor_and_hardened_armor():
    # Improved stealth: defensive factor 1.3 + 0.3 = 1.6 -> 16 x 1.6 = 25.6.
    stealthy = SQUAD.model_copy(update={"armor_type": "stealth_improved"})
    assert _step(battle_value(stealthy), "Defensive factor") == pytest.approx(25.6)
    # Fire-resistant armor: 6 x 3.5 + 1 = 22.
    hardened = SQUAD.model_copy(update={"armor_type": "fire_resistant"})
    assert _step(battle_value(hardened), "Armor") == pytest.approx(22)


def test_battle_armor_ammunition_valued_by_weight_worked_by_hand():
    # Decision D-BV3-4 (MegaMek getKgPerShotBV): 2 shots of BA SRM 4 at 40 kg a shot = 0.08 t x 5
    # (a ton of SRM-4 ammunition) = 0.4 a trooper, at most the SRM 4's 39.
    # Defensive 6 x 2.5 + 1 = 16 x 1.3 = 20.8; offensive (39 + 0.4) x 0.77 = 30.338;
    # trooper 51.138 x 5.2 (4 troopers) = 265.9176 -> 266 (264 without the ammunition).
    squad = BattleArmor(chassis="Worked", model="Ammo", troopers=4, ground_mp=1, motion=BAMotion.JUMP,
                        jump_mp=3, armor=6,
                        equipment=(BAMount(item="ISBASRM4", location=L.BODY),
                                   BAMount(item="BA-SRM4 Ammo", location=L.BODY, shots=2)))
    value = battle_value(squad)
    assert _step(value, "Ammunition: BASRM4") == pytest.approx(39.4)
    assert _step(value, "Squad factor") == pytest.approx(265.9176)
    assert value.base == 266


def test_ammunition_without_a_value_leaves_the_squad_not_rated_and_names_it(monkeypatch):
    # decision D-BV-4 (revising D-BV2-1's "counts 0"): a lot the tables give no Battle Value makes
    # the value null, the lot named, never a value that counts it as nothing. Every lot of the
    # catalog now has its row (decision D-BV-9), so the table is taken without the BA SRM 3's.
    rows = {name: value for name, value in battlearmor._ammo_per_ton().items() if name != "BA-SRM3 Ammo"}
    monkeypatch.setattr(battlearmor, "_ammo_per_ton", lambda: rows)
    squad = BattleArmor(chassis="Worked", model="Ammo", troopers=4, armor=6,
                        equipment=(BAMount(item="ISBASRM3", location=L.BODY),
                                   BAMount(item="BA-SRM3 Ammo", location=L.BODY, shots=2)))
    assert battle_value(squad) is None
    assert not_rated_reason(squad) == "no Battle Value for BA-SRM3 Ammo"


def test_a_weapon_without_a_value_leaves_the_squad_not_rated_and_names_it(monkeypatch):
    # decision D-BV-4: every battle armor weapon of the catalog has its row (decision D-BV-9), so the
    # table is taken without the BA SRM 5's (MegaMek ISBASRM5 47)
    rows = {name: row for name, row in battlearmor._weapons().items() if name != "ISBASRM5"}
    monkeypatch.setattr(battlearmor, "_weapons", lambda: rows)
    squad = BattleArmor(chassis="Worked", model="SRM 5", troopers=4, armor=6,
                        equipment=(BAMount(item="ISBASRM5", location=L.BODY),))
    assert battle_value(squad) is None
    assert not_rated_reason(squad) == "no Battle Value for ISBASRM5"


def test_a_rack_without_a_mech_scale_twin_has_its_own_ton_value_worked_by_hand():
    # Decision D-BV-9 (MegaMek AmmoType createBASRM3Ammo: bv 4 a ton, 30 kg a shot; getBABV = kg a
    # shot x shots / 1000 x bv): 2 shots of BA SRM 3 = 0.06 t x 4 = 0.24 a trooper, at most the
    # SRM 3's 30 (MegaMek ISBASRM3). Squad of 4, walk 1, no jump: TMM 0; defensive 6 x 2.5 + 1 = 16
    # x (1 + 0 + 0.1) = 17.6; offensive (30 + 0.24) x 0.54 (speed factor of 1 MP: (1 + (1 - 5) / 10)
    # ^ 1.2 = 0.6 ^ 1.2 = 0.5417 -> 0.54) = 16.3296; trooper 33.9296 x 5.2 = 176.434 -> 176.
    squad = BattleArmor(chassis="Worked", model="Ammo", troopers=4, armor=6,
                        equipment=(BAMount(item="ISBASRM3", location=L.BODY),
                                   BAMount(item="BA-SRM3 Ammo", location=L.BODY, shots=2)))
    value = battle_value(squad)
    assert _step(value, "Ammunition: BASRM3") == pytest.approx(30.24)
    assert value.base == 176


def test_an_ammunition_slot_with_no_shots_set_counts_a_full_slot():
    # An ammunition slot holds 4 shots (MegaMek TestBattleArmor.NUM_SHOTS_PER_CRIT); a slot with
    # no `shots` weighs and prints as those 4 (battlearmor.weights.ammo_shots) and its Battle
    # Value counts the same 4: 4 shots of BA SRM 4 at 40 kg = 0.16 t x 5 = 0.8 a trooper;
    # offensive (39 + 0.8) x 0.77 = 30.646; trooper 20.8 + 30.646 = 51.446 x 5.2 = 267.5192 -> 268.
    def squad(shots):
        return BattleArmor(chassis="Worked", model="Ammo", troopers=4, ground_mp=1, motion=BAMotion.JUMP,
                           jump_mp=3, armor=6,
                           equipment=(BAMount(item="ISBASRM4", location=L.BODY),
                                      BAMount(item="BA-SRM4 Ammo", location=L.BODY, shots=shots)))
    value = battle_value(squad(None))
    assert _step(value, "Ammunition: BASRM4") == pytest.approx(39.8)
    assert value.base == 268 == battle_value(squad(4)).base


# Decision D-BV-8: who makes anti-'Mech attacks is decided by the suit (TW p. 227, MegaMek
# BattleArmor.canMakeAntiMekAttacks), not by the file's attack lines. The Achileus Light Battle
# Armor [Laser] as a squad of 4 (205 on its Alpha Strike card): light, basic
# manipulators on both arms, improved stealth armor, jump 3, 6 armor points, a small laser (RA).
ACHILEUS = BattleArmor(
    chassis="Worked", model="Achileus-like", year=3060, troopers=4, weight_class=BAWeightClass.LIGHT,
    ground_mp=1, motion=BAMotion.JUMP, jump_mp=3, armor=6, armor_type="stealth_improved",
    equipment=(BAMount(item="ISBASmallLaser", location=L.RIGHT_ARM),
               BAMount(item="BABasicManipulator", location=L.LEFT_ARM),
               BAMount(item="BABasicManipulator", location=L.RIGHT_ARM)))


def test_a_light_suit_with_manipulators_counts_its_arm_weapons_again():
    # Defensive 6 x 2.5 + 1 = 16 x (1 + 0.2 + 0.1 + 0.3 improved stealth) = 25.6. Offensive: small
    # laser 9 and again for anti-'Mech attacks 9 = 18 x 0.77 = 13.86. Trooper 39.46 x 5.2 = 205.192
    # -> 205, the card's figure (169 without the anti-'Mech count).
    assert battle_value(ACHILEUS).base == 205


def test_armored_gloves_on_a_medium_suit_make_no_anti_mech_attacks():
    # the same suit, medium class, armored gloves: TMM and armor as above, 9 x 0.77 = 6.93;
    # 25.6 + 6.93 = 32.53 x 5.2 = 169.156 -> 169. Light class with two gloves swarms again: 205.
    gloves = tuple(m.model_copy(update={"item": "BAArmoredGlove"}) if m.item == "BABasicManipulator" else m
                   for m in ACHILEUS.equipment)
    medium = ACHILEUS.model_copy(update={"weight_class": BAWeightClass.MEDIUM, "equipment": gloves})
    assert battle_value(medium).base == 169
    assert battle_value(medium.model_copy(update={"weight_class": BAWeightClass.LIGHT})).base == 205


def test_a_burdened_inner_sphere_squad_makes_no_anti_mech_attacks():
    # a body-mounted SRM 2 with two shots (ISBASRM2 21, MegaMek ISBASRM2; ammunition 2 x 20 kg =
    # 0.04 t x 3, a ton of SRM-2 ammunition = 0.12) burdens an Inner Sphere squad: 9 + 21 + 0.12 =
    # 30.12 x 0.77 = 23.1924; 25.6 + 23.1924 = 48.7924 x 5.2 = 253.72 -> 254 (no small laser again;
    # a Clan squad is never burdened: + 9 x 0.77 = 6.93 -> 55.7224 x 5.2 = 289.76 -> 290).
    burdened = ACHILEUS.model_copy(update={"equipment": (
        *ACHILEUS.equipment, BAMount(item="ISBASRM2", location=L.BODY),
        BAMount(item="BA-SRM2 Ammo", location=L.BODY, shots=2))})
    assert battle_value(burdened).base == 254
    assert battle_value(burdened.model_copy(update={"tech_base": TechBase.CLAN})).base == 290


def test_a_vibro_claw_of_a_swarming_squad_counts_among_its_anti_mech_attacks():
    # Decision D-BV-9 (MegaMek BattleArmorBVCalculator: a vibro-claw's MiscType bv, 1, counted among
    # the anti-'Mech attacks; createBABattleClawMagnets 1.5). The Achileus-like suit with a vibro-claw
    # for its right manipulator: small laser 9 + 9 again + claw 1 = 19 x 0.77 = 14.63; 25.6 + 14.63 =
    # 40.23 x 5.2 = 209.196 -> 209. A magnetic claw: 19.5 x 0.77 = 15.015; 40.615 x 5.2 = 211.198 ->
    # 211. As a medium suit with armored gloves it makes no anti-'Mech attacks: the claw counts 0.
    def clawed(claw: str) -> BattleArmor:
        return ACHILEUS.model_copy(update={"equipment": (
            *ACHILEUS.equipment[:2], BAMount(item=claw, location=L.RIGHT_ARM))})
    assert battle_value(clawed("BABattleClawVibro")).base == 209
    assert battle_value(clawed("BABattleClawMagnets")).base == 211


def test_an_anti_personnel_weapon_counts_its_infantry_value_once_but_not_the_auto_rifle():
    # A PA(L) squad of 4 (two armored gloves: it makes anti-'Mech attacks), jump 3, 2 armor points:
    # 2 x 2.5 + 1 = 6 x (1 + 0.2 + 0.1) = 7.8. A Mauser 960 in its anti-personnel mount 4.75 (TM
    # p. 273), counted once; a micro grenade launcher 1, and again for anti-'Mech attacks 1: 6.75 x
    # 0.77 = 5.1975; 12.9975 x 5.2 = 67.587 -> 68. With the auto-rifle in the mount (MegaMek leaves it
    # out): 2 x 0.77 = 1.54; 9.34 x 5.2 = 48.568 -> 49.
    def squad(ap_weapon: str) -> BattleArmor:
        return BattleArmor(
            chassis="Worked", model="PA(L)", year=3060, troopers=4, weight_class=BAWeightClass.PA_L,
            ground_mp=1, motion=BAMotion.JUMP, jump_mp=3, armor=2,
            equipment=(BAMount(item="BAArmoredGlove", location=L.LEFT_ARM),
                       BAMount(item="BAArmoredGlove", location=L.RIGHT_ARM),
                       BAMount(item="BAAPMount", location=L.RIGHT_ARM),
                       BAMount(item=ap_weapon, location=L.RIGHT_ARM, apm=True),
                       BAMount(item="ISBAMicroGrenadeLauncher", location=L.LEFT_ARM)))
    assert battle_value(squad("Mauser 960 Assault System")).base == 68
    assert battle_value(squad("InfantryAssaultRifle")).base == 49


def test_every_battle_armor_weapon_and_lot_of_the_catalog_has_a_value():
    # decision D-BV-9: MegaMek's value of each (e.g. ISBALRM3 29, CLBASRM6OS 12, ISBARL2 3)
    rows = ba_equipment().items
    assert [row.id for row in rows if row.kind == "weapon" and row.id not in battlearmor._weapons()] == []
    assert [row.id for row in rows if row.kind == "ammo" and row.id not in battlearmor._ammo_per_ton()] == []
    assert (battlearmor._weapons()["ISBALRM3"][0], battlearmor._weapons()["CLBASRM6OS"][0]) == (29, 12)
