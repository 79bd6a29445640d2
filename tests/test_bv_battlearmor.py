"""Battle Value 2.0 of a battle armor squad (decision D-BV2-1): a hand-worked example, each step
written out from the method as MegaMek's BattleArmorBVCalculator applies it (per trooper: armor
x 2.5 + 1, defensive factor 1 + TMM / 10 + 0.1; weapons, a one-trooper weapon divided among the
troopers, direct-fire arm weapons counted again for anti-'Mech attacks; speed factor of the best
MP; times the squad factor, 5.2 for 4 troopers)."""

from __future__ import annotations

import pytest

from designer.bv import battle_value
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
