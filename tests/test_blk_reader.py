"""BLK reader: composed infantry, vehicle and fighter files, and tolerant handling of bad input
(FormatError with file and line, issues with their lines). The MegaMek reference files themselves:
tests/test_corpus_blk_reader.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import parse_blk, read_blk
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.infantry.model import Infantry


# --- composed files -------------------------------------------------------------------------------

def blk(*blocks: tuple[str, str]) -> str:
    return "\n".join(f"<{tag}>\n{value}\n</{tag}>" for tag, value in blocks) + "\n"


def infantry(**values: str) -> str:
    base = {"UnitType": "Infantry", "Name": "Garrison", "Model": "Rifle", "motion_type": "Leg",
            "squad_size": "7", "squadn": "4", "Primary": "InfantryRifle"}
    return blk(*(base | values).items())


def test_infantry_full_strength_platoon():
    result = parse_blk(infantry(), "p.blk")
    # the design; meta only says which header tags the file left out (written back without them)
    assert result.unit.model_copy(update={"meta": {}}) == Infantry(chassis="Garrison", model="Rifle", motive="foot",
                                                                   weapon="rifle")
    assert set(result.unit.meta) == {"blk absent"}
    assert result.issues == ()  # 7 x 4 = 28 men: the full foot rifle platoon (seed 000 table)


def test_infantry_men_anti_mech_and_unknown_weapon():
    unit = parse_blk(infantry(motion_type="Jump", squadn="2", Primary="InfantryLaser", antimek=""), "p.blk").unit
    assert (unit.motive, unit.weapon, unit.men, unit.anti_mech) == ("jump", "laser", 14, True)
    result = parse_blk(infantry(Primary="InfantryGaussRifle"), "p.blk")
    assert result.unit.weapon == "infantrygaussrifle"  # kept for the validator
    assert [(i.line, i.code) for i in result.issues] == [(20, "BLK-UNKNOWN-ITEM")]


def test_unknown_tag_and_stray_line_are_noted_with_their_lines():
    text = infantry() + "stray words\n<frobnicate>\n1\n</frobnicate>\n"
    result = parse_blk(text, "p.blk")
    assert [(i.line, i.code) for i in result.issues] == [(22, "BLK-STRAY-LINE"), (23, "BLK-UNKNOWN-TAG")]


@pytest.mark.parametrize(("text", "line", "words"), [
    ("<Name>\nX\n</Name>\n", None, "no <UnitType>"),
    ("<UnitType>\nJumpship\n</UnitType>\n", 2, "has no construction rules here (readable: "),
    ("<UnitType>\nTank\n</UnitType>\n<armor>\n1\n", 4, "never closed"),
    # a motion type no vehicle has (rail is read since D-CANON-RAIL: on a combat vehicle, a finding)
    ("<UnitType>\nTank\n</UnitType>\n<motion_type>\nSkates\n</motion_type>\n", 4, "not a 1987 vehicle"),
    ("<UnitType>\nTank\n</UnitType>\n<motion_type>\nTracked\n</motion_type>\n<tonnage>\nheavy\n</tonnage>\n", 8,
     "<tonnage> must be a number"),
    ("<UnitType>\nAero\n</UnitType>\n<tonnage>\n20\n</tonnage>\n<SafeThrust>\n6\n</SafeThrust>\n"
     "<armor>\n1\n2\n</armor>\n", 10, "<armor> needs 4 to 4 values"),
    ("<UnitType>\nTank\n</UnitType>\x00", 3, "binary data"),
])
def test_bad_files_raise_format_error_with_file_and_line(text: str, line: int | None, words: str):
    with pytest.raises(FormatError) as caught:
        parse_blk(text, "bad.blk")
    assert (caught.value.source, caught.value.line) == ("bad.blk", line)
    assert words in caught.value.message
    assert str(caught.value).startswith(f"bad.blk:{line}: " if line else "bad.blk: ")


def test_an_unread_unit_type_names_every_type_the_registered_kinds_read():
    # the refusal's list comes from the registry, so a kind added later (ProtoMechs, support
    # vehicles, DropShips) is never left out of it
    with pytest.raises(FormatError) as caught:
        parse_blk("<UnitType>\nJumpship\n</UnitType>\n", "bad.blk")
    for unit_type in ("tank", "supporttank", "protomech", "battlearmor", "dropship", "smallcraft"):
        assert unit_type in caught.value.message


def test_missing_file_is_a_format_error(tmp_path: Path):
    with pytest.raises(FormatError, match="cannot read file"):
        read_blk(tmp_path / "none.blk")


def test_load_unit_reads_blk_files(tmp_path: Path):
    path = tmp_path / "garrison.blk"
    path.write_text(infantry(), encoding="utf-8")
    loaded = load_unit(path)   # chosen by the .blk extension
    # the file leaves out the header blocks MegaMek writes; meta remembers that, so they stay out
    assert loaded.unit.meta == {"blk absent": {"blockversion": ["1"], "version": ["MAM0"], "year": ["3025"],
                                               "type": ["IS Level 1"]}}
    assert loaded.unit.model_copy(update={"meta": {}}) == Infantry(chassis="Garrison", model="Rifle",
                                                                   motive="foot", weapon="rifle")
    assert loaded.issues == ()
