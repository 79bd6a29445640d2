"""Battle Value 2.0 of a 1987 infantry platoon (decision D-BV3-5): hand-worked examples, each step
written out from the method as MegaMek's InfantryBVCalculator applies it (troopers x 1.5 x the
defensive factor 1 + TMM / 10; every trooper's weapon at its value, twice for an anti-'Mech
platoon, x the speed factor of the best MP), the platoon type armed as Total Warfare's standard
platoon (auto-rifle 1.59 a trooper, laser rifle 1.43, two secondary weapons a squad of seven:
portable machine gun 1.99, man-portable flamer 0.50, heavy one-shot SRM launcher 2.91)."""

from __future__ import annotations

import pytest

from designer.bv import battle_value, not_rated_reason
from designer.model.common import Pilot
from designer.infantry.model import Infantry


def _step(value, label: str) -> float:
    return next(step.total for step in value.steps if step.label == label)


def test_a_foot_rifle_platoon_worked_by_hand():
    # Defensive: 28 x 1.5 = 42, MP 1 -> TMM 0: x 1 = 42. Offensive: 28 auto-rifles x 1.59 = 44.52;
    # speed factor (1 + (1 - 5) / 10) ^ 1.2 = 0.6 ^ 1.2 = 0.5417 -> 0.54: 24.0408.
    # 42 + 24.0408 = 66.0408 -> 66.
    value = battle_value(Infantry(chassis="Worked", model="Rifle", motive="foot", weapon="rifle"))
    assert _step(value, "Defensive factor") == pytest.approx(42)
    assert _step(value, "Speed factor") == pytest.approx(24.0408)
    assert value.base == 66


def test_an_anti_mech_jump_laser_platoon_worked_by_hand():
    # 21 men, jump 2 (the 1987 table): TMM 0 + 1 for jumping = 1. Defensive 21 x 1.5 = 31.5 x 1.1
    # = 34.65. Offensive 21 laser rifles x 1.43 = 30.03, again for anti-'Mech attacks = 60.06;
    # speed factor 0.7 ^ 1.2 = 0.6518 -> 0.65: 39.039. 34.65 + 39.039 = 73.689 -> 74.
    value = battle_value(Infantry(chassis="Worked", model="Jump", motive="jump", weapon="laser",
                                  anti_mech=True))
    assert _step(value, "Defensive factor") == pytest.approx(34.65)
    assert _step(value, "Anti-'Mech attacks") == pytest.approx(60.06)
    assert value.base == 74


def test_secondary_weapons_and_a_depleted_platoon():
    # Motorized SRM, 28 men = 4 squads of 7: 8 SRM launchers x 2.91 = 23.28 + 20 auto-rifles x
    # 1.59 = 31.8 -> 55.08; 14 men left: x 14 / 28 = 27.54; MP 2 -> 0.65: 17.901. Defensive
    # 14 x 1.5 = 21, TMM 0. 21 + 17.901 = 38.901 -> 39.
    value = battle_value(Infantry(chassis="Worked", model="SRM", motive="motorized", weapon="srm", men=14))
    assert _step(value, "Surviving troopers") == pytest.approx(27.54)
    assert value.base == 39


def test_a_platoon_without_anti_mech_training_is_skilled_at_piloting_5():
    # MegaMek bvMultiplier: a platoon that cannot attack 'Mechs counts piloting 5: gunnery 3 /
    # piloting 5 -> 1.20 (whatever the file's piloting): 66 x 1.20 = 79.2 -> 79.
    platoon = Infantry(chassis="Worked", model="Rifle", motive="foot", weapon="rifle",
                       pilot=Pilot(gunnery=3, piloting=2))
    assert battle_value(platoon).value == 79


def test_an_unknown_platoon_type_is_not_rated_and_says_why():
    platoon = Infantry(chassis="Worked", model="Odd", motive="foot", weapon="bow")
    assert battle_value(platoon) is None
    assert "no platoon type foot bow" in not_rated_reason(platoon)
