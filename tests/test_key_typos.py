"""A mistyped key anywhere in a unit file, nested or a mapping's key (an armor location), and a
mistyped value of a closed list, are named with what they were probably meant to be."""

import pytest

from designer.formats import FormatError, parse_unit

MECH = "kind: mech\nschema: 2\nchassis: Atlas\ntonnage: 100\nengine_rating: 300\nwalking_mp: 3\n"


def _problem(text: str) -> str:
    with pytest.raises(FormatError) as error:
        parse_unit(text, "m.yaml")
    return str(error.value)


def test_a_nested_key_typo_gets_a_suggestion():
    problem = _problem(MECH + "equipment:\n- {itme: Medium Laser, location: CT}\npilot: {gunery: 3}\n")
    assert "unknown key 'equipment.0.itme' (did you mean 'item'?)" in problem
    assert "unknown key 'pilot.gunery' (did you mean 'gunnery'?)" in problem


def test_a_mapping_key_typo_gets_a_suggestion():
    problem = _problem(MECH + "armor: {HDD: 9, CT: 10}\n")
    assert problem.startswith("m.yaml:7: unknown key 'HDD' in armor (did you mean 'HD'?)")


def test_a_value_typo_gets_a_suggestion():
    assert "(did you mean 'biped'?)" in _problem(MECH + "config: bipod\n")
