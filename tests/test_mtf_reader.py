"""MTF reader: tolerant handling of good and bad input, on hand-written MTF text. The MegaMek
reference files themselves: tests/test_corpus_mtf_reader.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.errors import FormatError
from designer.mech.mtf import parse_mtf, read_mtf
from designer.mech.model import AmmoBin, MechLocation as L, Mount
from designer.rules.validate import validate


# --- tolerant reading --------------------------------------------------------------------------

def minimal(**changes: str) -> str:
    """A small valid 20-ton biped (Locust-like), with lines replaced by ``changes``."""
    head = {"mass": "mass:20", "engine": "engine:160 Fusion Engine", "hs": "heat sinks:10 Single",
            "ra5": "Medium Laser", "lt1": "-Empty-", "lt2": "-Empty-"} | changes
    blocks = {
        "Left Arm": ["Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator"],
        "Right Arm": ["Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator", head["ra5"]],
        "Left Torso": [head["lt1"], head["lt2"]],
        "Right Torso": [],
        "Center Torso": ["Fusion Engine"] * 3 + ["Gyro"] * 4 + ["Fusion Engine"] * 3,
        "Head": ["Life Support", "Sensors", "Cockpit", "-Empty-", "Sensors", "Life Support"],
        "Left Leg": ["Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator"],
        "Right Leg": ["Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator"],
    }
    lines = ["chassis:Test", "model:T-1", "Config:Biped", head["mass"], head["engine"], head["hs"],
             "jump mp:0", "LA armor:4", "CT armor:10", ""]
    for name, slots in blocks.items():
        lines += [f"{name}:", *slots, *["-Empty-"] * (12 - len(slots)), ""]
    return "\n".join(lines)


def test_minimal_text_reads_cleanly():
    result = parse_mtf(minimal())
    assert result.issues == ()
    assert result.mech.walking_mp == 8 and result.mech.armor_tons == 1.0  # 14 points -> 1 ton


def test_unknown_item_is_kept_as_mount_with_issue_and_line():
    result = parse_mtf(minimal(ra5="ER Medium Laser"))
    assert Mount(item="ER Medium Laser", location=L.RA, slot=5) in result.mech.equipment
    [issue] = result.issues
    assert issue.code == "MTF-UNKNOWN-ITEM"
    assert issue.line == 30  # 10 header lines, "Left Arm:" at 11 (+12 +blank), "Right Arm:" at 25, slot 5


def test_machine_gun_half_ton_ammo():
    result = parse_mtf(minimal(lt1="Machine Gun", lt2="IS Ammo MG - Half"))
    assert result.mech.ammo == (AmmoBin(weapon="Machine Gun", location=L.LT, slot=2, half=True),)


def test_keys_in_any_case_and_trailing_tabs():
    text = minimal(mass="Mass:20\t", engine="ENGINE:160 Fusion Engine \t", hs="Heat Sinks:12 Single\t")
    mech = parse_mtf(text).mech
    assert (mech.tonnage, mech.engine_rating, mech.heat_sinks) == (20, 160, 12)


@pytest.mark.parametrize(("change", "line"), [
    ({"mass": "mass:twenty"}, 4),
    ({"mass": "mass:0"}, 4),
    ({"engine": "engine:XL 160"}, 5),
])
def test_bad_mass_or_engine_raise_format_error_with_line(change, line):
    with pytest.raises(FormatError) as caught:
        parse_mtf(minimal(**change), "bad.mtf")
    assert (caught.value.source, caught.value.line) == ("bad.mtf", line)
    assert str(caught.value).startswith(f"bad.mtf:{line}: ")


@pytest.mark.parametrize("text", ["", "hello world", "chassis:X\nengine:100 Fusion Engine\n", "mass:20\x00\x01"])
def test_not_a_mech_raises_format_error(text):
    with pytest.raises(FormatError) as caught:
        parse_mtf(text, "x.mtf")
    assert caught.value.source == "x.mtf"


def test_read_mtf_turns_os_and_decode_errors_into_format_error(tmp_path: Path):
    with pytest.raises(FormatError, match="cannot read file"):
        read_mtf(tmp_path / "missing.mtf")
    binary = tmp_path / "binary.mtf"
    binary.write_bytes(b"mass:\xff\xfe")
    with pytest.raises(FormatError, match="not a UTF-8 text file"):
        read_mtf(binary)


def test_unsupported_technology_is_noted_not_fatal():
    # compact heat sinks are Level 3: not in data/construction.yaml (double heat sinks are, since schema 2)
    result = parse_mtf(minimal(hs="heat sinks:10 Compact"))
    assert [issue.code for issue in result.issues] == ["MTF-UNSUPPORTED-TECH"]
    assert result.issues[0].line == 6
    assert result.mech.heat_sink_type == "single"
    # the design read is not the file's: validation says so (decision D-TRUST-9)
    assert result.mech.meta["mtf unread types"] == {"heat sinks": "10 Compact"}
    assert "MECH-TYPE-UNREAD" in {f.code for f in validate(result.mech).errors}


def test_structural_problems_are_issues_with_lines():
    text = minimal(lt1="Gyro") + "\nLeft Leg:\nHip\n"  # a second Left Leg block at the end
    result = parse_mtf(text)
    codes = {(issue.code, issue.line) for issue in result.issues}
    # the second "Left Leg:" comes after the file's last line plus one blank line
    assert ("MTF-DUPLICATE-LOCATION", text.count("\n") - 1) in codes
    # a gyro slot in the left torso is the design as written (decision D-TRUST-2), not a note:
    # validation reports it (MECH-FIXED-SLOTS), and the layout keeps it where the file put it
    assert result.mech.fixed_slots[L.LT] == ("Gyro",)
    assert "MECH-FIXED-SLOTS" in validate(result.mech).codes()


def test_a_missing_location_block_is_a_format_error():
    # MegaMek needs all location blocks: a file without one is truncated (research/megameklab.md 4.1)
    text = minimal().replace("Right Leg:", "Left Leg:")
    with pytest.raises(FormatError, match="without the 'Right Leg:' block") as caught:
        parse_mtf(text, "x.mtf")
    assert caught.value.line == text.count("\n") + 1
