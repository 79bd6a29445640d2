"""A 'Mech copied for its kept lines or prose (``copy_with``) starts with the critical table already
computed for it, and a copy that changes anything a figure reads does not (D-SCALE3-3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats import read_unit
from designer.mech.model import MechLocation
from designer.rules.common.memo import copy_with
from designer.mech.layout import _critical_table, critical_table

ATLAS = Path(__file__).parent.parent / "units" / "mechs" / "Atlas AS7-D.yaml"


def test_a_copy_with_other_kept_lines_shares_the_critical_table():
    atlas = read_unit(ATLAS)
    table = _critical_table(atlas)
    copy = copy_with(atlas, {"meta": {"era": "3025"}})
    assert copy.meta == {"era": "3025"} and copy is not atlas
    assert _critical_table(copy) is table          # not computed again
    assert _critical_table(atlas.model_copy(update={"meta": {}})) is not table   # a plain copy computes
    # the shared table is the one the copy has: the Atlas's head (seed 000 record sheet: life support,
    # sensors, cockpit, an empty slot, sensors, life support), as computed afresh
    fresh = critical_table(type(atlas).model_validate(copy.model_dump(by_alias=True)))
    assert critical_table(copy) == fresh
    assert [slot.name if slot else None for slot in fresh[MechLocation.HD]][:3] == \
        ["Life Support", "Sensors", "Cockpit"]


def test_a_copy_of_a_field_a_figure_reads_is_refused():
    atlas = read_unit(ATLAS)
    with pytest.raises(ValueError, match="tonnage"):
        copy_with(atlas, {"tonnage": 95})
