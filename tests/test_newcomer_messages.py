"""Issue 34, the rest of a newcomer's first hour: every problem of a unit file at once with a "did
you mean", regiment options that do not apply refused, scenario restrictions checked, library
regiments of 1987 designs only, and no invented era in MTF export. Each expected line is typed here."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.errors import FormatError
from designer.formats.yaml_io import parse_unit

ROOT = Path(__file__).resolve().parent.parent
LOCUST = (ROOT / "units" / "mechs" / "Locust LCT-1V.yaml").read_text(encoding="utf-8")


def test_a_mistyped_key_shows_every_problem_with_a_suggestion():
    text = LOCUST.replace("walking_mp: 8", "walkng_mp: 8")
    with pytest.raises(FormatError) as info:
        parse_unit(text, "locust.yaml")
    assert str(info.value) == ("locust.yaml:7: unknown key 'walkng_mp' (did you mean 'walking_mp'?); "
                               "walking_mp: Field required (line 1)")


def test_problems_in_nested_mappings_are_named_with_their_lines():
    text = (LOCUST.replace("armor_tons: 4.0", "armr_tons: 4.0")
            .replace("{item: Medium Laser, location: CT", "{item: Medium Laser, locaton: CT"))
    with pytest.raises(FormatError) as info:
        parse_unit(text, "locust.yaml")
    assert str(info.value) == ("locust.yaml:8: unknown key 'armr_tons' (did you mean 'armor_tons'?); "
                               "unknown key 'equipment.0.locaton' (did you mean 'location'?) (line 16)")


def test_an_unknown_key_like_no_other_gets_no_suggestion():
    with pytest.raises(FormatError) as info:
        parse_unit(LOCUST + "wings: 2\n", "locust.yaml")   # the file has 25 lines
    assert str(info.value) == "locust.yaml:26: unknown key 'wings'"
