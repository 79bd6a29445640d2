"""The status line shows the open design's Battle Value beside its cost."""

from __future__ import annotations

from designer.library import find_unit


def test_the_atlas_shows_its_published_battle_value(window):
    # the Master Unit List gives the Atlas AS7-D a Battle Value of 1,897 (BV 2.0, no pilot skills
    # beyond the standard 4/5, whose multiplier is 1)
    window.open_path(find_unit("Atlas AS7-D"))
    assert window.status.labels["battle_value"].text() == "BV 1,897"


def test_a_kind_the_method_does_not_rate_says_so(window):
    # a new building has no weapons: no gun emplacement, not rated (decision D-BV2-3)
    window.new_unit("building")
    assert window.status.labels["battle_value"].text() == "BV not rated"


def test_a_new_platoon_shows_its_battle_value(window):
    # the new foot rifle platoon: 28 x 1.5 = 42 + 28 x 1.59 x 0.54 = 24.04 -> 66
    # (decision D-BV3-5, worked in tests/test_bv_infantry.py)
    window.new_unit("infantry")
    assert window.status.labels["battle_value"].text() == "BV 66"


def test_not_rated_carries_the_cores_reason(window):
    # decision D-BV-2 / D-BV-3: the reason is the core's (designer.bv.not_rated_reason), shown
    # as the label's tooltip: a new building without weapons is no gun emplacement
    window.new_unit("building")
    label = window.status.labels["battle_value"]
    assert label.text() == "BV not rated"
    assert label.toolTip() == "a building without weapons is no gun emplacement (decision D-BV2-3)"


def test_a_rated_design_has_no_reason(window):
    window.open_path(find_unit("Atlas AS7-D"))
    assert window.status.labels["battle_value"].toolTip() == ""
