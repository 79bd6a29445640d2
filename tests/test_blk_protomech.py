"""BLK ProtoMechs without the corpus: a file written here reads back as the same design;
a malformed ProtoMech file is one FormatError with its line, never a traceback; unknown items and
ammunition are kept as written and reported by the rules."""

from __future__ import annotations

import pytest

from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.rules.validate import validate
from tests.conftest import REPO

CENTAUR = load_unit(REPO / "units" / "examples" / "protomech-centaur.yaml").unit
TEXT = unit_to_blk(CENTAUR)


def test_written_file_reads_back_the_same_design():
    assert parse_blk(TEXT, "centaur.blk").unit == CENTAUR
    assert "<armor>\n3\n7\n2\n2\n4\n2\n</armor>" in TEXT               # Head, Torso, RA, LA, Legs, Main Gun
    assert "<Body Equipment>\nClan Ammo SRM-2 (10)\nClan Ammo Protomech LRM-3 (8)\n</Body Equipment>" in TEXT
    assert "<Main Gun Equipment>\nCLERMicroLaser\n</Main Gun Equipment>" in TEXT
    assert "<type>\nClan Level 2\n</type>" in TEXT


@pytest.mark.parametrize(("old", "new", "where"), [
    ("<armor>\n3\n7\n2\n2\n4\n2\n</armor>", "<armor>\n3\n7\n2\n2\n</armor>", "<armor> needs 5 to 6 values"),
    ("Biped", "Glider", "is not Biped or Quad"),
    ("<tonnage>\n5.0", "<tonnage>\n5.5", "whole tons"),
    ("<cruiseMP>\n6", "<cruiseMP>\nsix", "<cruisemp> must be a number"),
])
def test_malformed_files_are_one_format_error(old, new, where):
    assert old in TEXT
    with pytest.raises(FormatError, match=where) as raised:
        parse_blk(TEXT.replace(old, new), "bad.blk")
    assert str(raised.value).startswith("bad.blk")


def test_unknown_items_are_kept_and_reported():
    text = TEXT.replace("CLERMicroLaser", "Death Ray").replace("Clan Ammo SRM-2 (10)", "Phaser Ammo (5)")
    result = parse_blk(text, "odd.blk")
    assert {issue.code for issue in result.issues} == {"BLK-UNKNOWN-ITEM", "BLK-UNKNOWN-AMMO"}
    codes = validate(result.unit).codes()
    assert {"PROTOMECH-UNKNOWN-ITEM", "PROTOMECH-UNKNOWN-AMMO"} <= codes
    assert "Death Ray" in unit_to_blk(result.unit) and "Phaser Ammo (5)" in unit_to_blk(result.unit)


def test_an_inner_sphere_file_says_so_and_is_refused_by_the_rules():
    unit = parse_blk(TEXT.replace("Clan Level 2", "IS Level 2"), "is.blk").unit
    assert unit.tech_base.value == "inner_sphere"
    assert "PROTOMECH-CLAN" in validate(unit).codes()
