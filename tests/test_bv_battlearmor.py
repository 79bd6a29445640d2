"""Battle Value 2.0 of a battle armor squad (decision D-BV2-1): a hand-worked example, each step
written out from the method as MegaMek's BattleArmorBVCalculator applies it (per trooper: armor
x 2.5 + 1, defensive factor 1 + TMM / 10 + 0.1; weapons, a one-trooper weapon divided among the
troopers, direct-fire arm weapons counted again for anti-'Mech attacks; speed factor of the best
MP; times the squad factor, 5.2 for 4 troopers)."""

from __future__ import annotations

import pytest

from designer.bv import battle_value, not_rated_reason
from designer.model.battlearmor import BALocation as L, BAMotion, BAMount, BattleArmor
from designer.model.common import Pilot

SQUAD = BattleArmor(
    chassis="Worked", model="Example", year=3060, troopers=4, ground_mp=1, motion=BAMotion.JUMP,
    jump_mp=3, armor=6,
    equipment=(BAMount(item="ISBASmallLaser", location=L.RIGHT_ARM),
               BAMount(item="ISBASRM2OS", location=L.BODY),
               BAMount(item="ISBAMG", location=L.LEFT_ARM, trooper=1),
               BAMount(item="SwarmMek")),
)


def _step(value, label: str) -> float:
    return next(step.total for step in value.steps if step.label == label)


def test_a_four_trooper_squad_worked_by_hand():
    # Defensive, per trooper: 6 armor x 2.5 + 1 = 16; ground 1 MP -> TMM 0, jump 3 -> TMM 1 + 1
    # = 2: x (1 + 0.2 + 0.1) = 1.3 = 20.8.
    # Offensive: small laser 9, SRM 2 (OS) 4, trooper 1's machine gun 5 / 4 = 1.25 -> 14.25; the
    # squad swarms 'Mechs: the arm-mounted direct-fire weapons again, 9 + 1.25 = 10.25 (the SRM is
    # a missile) -> 24.5; best MP 3: (1 + (3 - 5) / 10) ^ 1.2 = 0.7651 -> 0.77 = 18.865.
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


def test_ammunition_without_a_value_leaves_the_squad_not_rated_and_names_it():
    # decision D-BV-4 (revising D-BV2-1's "counts 0"): a lot the tables give no Battle Value makes
    # the value null, the lot named, never a value that counts it as nothing
    squad = BattleArmor(chassis="Worked", model="Ammo", troopers=4, armor=6,
                        equipment=(BAMount(item="ISBASRM3", location=L.BODY),
                                   BAMount(item="BA-SRM3 Ammo", location=L.BODY, shots=2)))
    assert battle_value(squad) is None
    assert not_rated_reason(squad) == "no Battle Value for BA-SRM3 Ammo"


def test_an_ammunition_slot_with_no_shots_set_counts_a_full_slot():
    # An ammunition slot holds 4 shots (MegaMek TestBattleArmor.NUM_SHOTS_PER_CRIT); a slot with
    # no `shots` weighs and prints as those 4 (rules.battlearmor.weights.ammo_shots) and its Battle
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
