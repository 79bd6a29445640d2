"""Setting the pilot a single unit's sheet prints (designer.editing.pilot)."""

from __future__ import annotations

import pydantic
import pytest

from designer.mech.edits import blank_mech
from designer.editing.pilot import set_pilot
from designer.model import Pilot


def test_set_and_clear():
    mech = set_pilot(blank_mech(20), " Natasha Kerensky ", 2, 3)
    assert mech.pilot == Pilot(name="Natasha Kerensky", gunnery=2, piloting=3)
    assert set_pilot(mech, "", None, None).pilot is None


def test_unset_skill_takes_the_usual_four_five():
    # The default pilot is gunnery 4, piloting 5 (designer.battleforce.experience.DEFAULT_SKILLS).
    assert set_pilot(blank_mech(20), "Grayson Carlyle", None, None).pilot == Pilot(
        name="Grayson Carlyle", gunnery=4, piloting=5)
    assert set_pilot(blank_mech(20), "", 3, None).pilot == Pilot(name="", gunnery=3, piloting=5)


def test_skills_beyond_two_dice_are_refused():
    # A skill is a 2D6 target number: above 12 never succeeds (docs/limits.md).
    with pytest.raises(pydantic.ValidationError):
        set_pilot(blank_mech(20), "X", 13, 4)
