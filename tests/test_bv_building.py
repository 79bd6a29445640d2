"""Battle Value of a gun emplacement (decision D-BV2-3): the structure rule of Maximum Tech as
MegaMek's GunEmplacementBVCalculator applies it, worked by hand; a building without weapons is
not rated, with the reason."""

from __future__ import annotations

import pytest

from designer.bv import battle_value, force_battle_value, not_rated_reason
from designer.formats.yaml_io import read_unit
from designer.model.common import Pilot
from tests.conftest import REPO


def _step(value, label: str) -> float:
    return [step.total for step in value.steps if step.label == label][-1]


def test_the_bastion_gun_emplacement_worked_by_hand():
    bastion = read_unit(REPO / "units/examples/building-gun-emplacement.yaml")
    # Defensive: 4 tons of turret armor x 16 = 64 points, x 0.5 (structure) = 32.
    # Offensive: large laser 123 + LRM-10 90 + AC/5 70 = 283; a ton of LRM-10 ammunition 11 and
    # a ton of AC/5 ammunition 9 -> 303; x 0.44 (structure) = 133.32. 32 + 133.32 = 165.32 -> 165.
    value = battle_value(bastion)
    assert _step(value, "Armor") == 64
    assert _step(value, "Structure modifier") == pytest.approx(133.32)
    assert value.base == 165
    # its gunners at 3/5: x 1.20 -> 198; with an office building (not rated) the force adds 198
    total, values = force_battle_value([(bastion, Pilot(gunnery=3, piloting=5)),
                                        (read_unit(REPO / "units/examples/building-office.yaml"), None)])
    assert total == 198 and values[1] is None


def test_a_building_without_weapons_is_not_rated():
    office = read_unit(REPO / "units/examples/building-office.yaml")
    assert battle_value(office) is None
    assert "no gun emplacement" in not_rated_reason(office)
