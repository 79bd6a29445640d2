"""MTF reader: the 55 MegaMek reference 'Mechs (shared/reference/megamek-units/), values checked by
hand against the files, and tolerant handling of bad input."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from designer.formats.errors import FormatError
from designer.formats.mtf import parse_mtf, read_mtf
from designer.model import AmmoBin, ArmActuators, MechConfig, MechLocation as L, Mount
from designer.rules.mech.weights import total_weight

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "reference" / "megamek-units"
MTF_FILES = sorted(REFERENCE.glob("*.mtf"))


def ref(name: str):
    return read_mtf(REFERENCE / f"{name}.mtf")


def test_all_reference_mechs_are_present():
    assert len(MTF_FILES) == 55  # README.md of the reference folder: "55 .mtf files"


@pytest.mark.parametrize("path", MTF_FILES, ids=lambda p: p.stem)
def test_reference_file_reads_without_issues_and_weighs_its_mass(path: Path):
    result = read_mtf(path)
    assert result.issues == ()
    # Independent check: the canon tonnage printed on the file's mass: line.
    mass = int(re.search(r"^mass:(\d+)", path.read_text(encoding="utf-8"), re.I | re.M).group(1))
    assert result.mech.tonnage == mass
    assert total_weight(result.mech) == mass


def test_atlas_header_armor_and_slots():
    mech = ref("Atlas AS7-D").mech  # legacy "Version:1.0" file: chassis and model are bare lines 2-3
    assert (mech.chassis, mech.model, mech.tonnage, mech.engine_rating) == ("Atlas", "AS7-D", 100, 300)
    assert mech.walking_mp == 3  # 300 // 100
    assert mech.heat_sinks == 20 and mech.jump_mp == 0
    assert mech.armor == {L.LA: 34, L.RA: 34, L.LT: 32, L.RT: 32, L.CT: 47, L.HD: 9, L.LL: 41, L.RL: 41}
    assert mech.rear_armor == {L.LT: 10, L.RT: 10, L.CT: 14}
    assert mech.armor_tons == 19.0  # 304 points / 16 = 19 tons exactly
    assert Mount(item="AC/20", location=L.RT, slot=1) in mech.equipment  # RT lines 1-10 "Autocannon/20"
    assert Mount(item="LRM-20", location=L.LT, slot=2) in mech.equipment  # LT lines 2-6 "LRM 20"
    assert Mount(item="SRM-6", location=L.LT, slot=7) in mech.equipment
    assert Mount(item="Heat Sink", location=L.HD, slot=4) in mech.equipment
    assert [m.slot for m in mech.equipment if m.item == "Medium Laser" and m.rear] == [11, 12]
    assert [(a.weapon, a.location, a.slot) for a in mech.ammo] == [
        ("LRM-20", L.LT, 9), ("LRM-20", L.LT, 10), ("SRM-6", L.LT, 11), ("AC/20", L.RT, 11), ("AC/20", L.RT, 12)]
    assert mech.source == "TRO 3039 - Star League"


def test_multi_slot_weapons_become_one_mount_each():
    mech = ref("Atlas AS7-D").mech  # one AC/20 (10 lines), one LRM 20 (5 lines), one SRM 6 (2 lines)
    assert [m.item for m in mech.equipment].count("AC/20") == 1
    assert [m.item for m in mech.equipment].count("LRM-20") == 1
    # Heat sink lines: HD 1, LA 1, RA 1, LT 1, LL 2, RL 2 = 8 (20 sinks - 300 / 25 in the engine).
    assert [m.item for m in mech.equipment].count("Heat Sink") == 8


def test_goliath_is_a_quad_with_leg_armor():
    mech = ref("Goliath GOL-1H").mech
    assert mech.config is MechConfig.QUAD and mech.tonnage == 80 and mech.walking_mp == 4  # 320 // 80
    assert mech.armor == {L.FLL: 24, L.FRL: 24, L.LT: 20, L.RT: 20, L.CT: 30, L.HD: 9, L.RLL: 30, L.RRL: 30}
    assert mech.rear_armor == {L.LT: 13, L.RT: 13, L.CT: 19}
    assert Mount(item="Heat Sink", location=L.FLL, slot=5) in mech.equipment
    assert Mount(item="PPC", location=L.RT, slot=1) in mech.equipment
    assert AmmoBin(weapon="Machine Gun", location=L.LT, slot=4) in mech.ammo  # "IS Ammo MG - Full"
    assert mech.actuators == {}


def test_hatchetman_hatchet_and_ac10_ammo():
    mech = ref("Hatchetman HCT-3F").mech
    assert (mech.tonnage, mech.heat_sinks, mech.jump_mp, mech.armor_tons) == (45, 11, 4, 6.5)  # 104 points
    hatchets = [m for m in mech.equipment if m.item == "Hatchet"]
    assert hatchets == [Mount(item="Hatchet", location=L.RA, slot=5)]  # RA lines 5-7; 45 / 15 = 3 slots
    assert Mount(item="Medium Laser", location=L.RA, slot=8) in mech.equipment
    assert Mount(item="AC/10", location=L.RT, slot=3) in mech.equipment
    assert mech.ammo == (AmmoBin(weapon="AC/10", location=L.CT, slot=11),
                         AmmoBin(weapon="AC/10", location=L.CT, slot=12))


def test_archer_rear_lasers():
    mech = ref("Archer ARC-2R").mech  # CT lines 11-12 "Medium Laser (R)"
    rear = [m for m in mech.equipment if m.rear]
    assert rear == [Mount(item="Medium Laser", location=L.CT, slot=11, rear=True),
                    Mount(item="Medium Laser", location=L.CT, slot=12, rear=True)]
    assert Mount(item="Medium Laser", location=L.LA, slot=5) in mech.equipment


def test_arms_without_lower_arm_and_hand():
    # Rifleman RFL-3N and Locust LCT-1V: both arms read Shoulder, Upper Arm Actuator, then weapons.
    no_lower = ArmActuators(lower_arm=False, hand=False)
    assert ref("Rifleman RFL-3N").mech.actuators == {L.LA: no_lower, L.RA: no_lower}
    locust = ref("Locust LCT-1V").mech
    assert locust.actuators == {L.LA: no_lower, L.RA: no_lower}
    assert Mount(item="Machine Gun", location=L.LA, slot=3) in locust.equipment
    assert AmmoBin(weapon="Machine Gun", location=L.CT, slot=12) in locust.ammo
    # Zeus ZEU-6S: both arms keep the lower arm actuator (slot 3) but not the hand.
    assert ref("Zeus ZEU-6S").mech.actuators == {L.LA: ArmActuators(hand=False), L.RA: ArmActuators(hand=False)}


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


def test_structural_problems_are_issues_with_lines():
    text = minimal(lt1="Gyro") + "\nLeft Leg:\nHip\n"  # a second Left Leg block at the end
    result = parse_mtf(text)
    codes = {(issue.code, issue.line) for issue in result.issues}
    # "Left Torso:" is line 39 (11 + 14 + 14), so its slot 1 is line 40; the second "Left Leg:"
    # comes after the file's last line plus one blank line.
    assert ("MTF-FIXED-SLOT", 40) in codes
    assert ("MTF-DUPLICATE-LOCATION", text.count("\n") - 1) in codes


def test_a_missing_location_block_is_a_format_error():
    # MegaMek needs all location blocks: a file without one is truncated (research/megameklab.md 4.1)
    text = minimal().replace("Right Leg:", "Left Leg:")
    with pytest.raises(FormatError, match="without the 'Right Leg:' block") as caught:
        parse_mtf(text, "x.mtf")
    assert caught.value.line == text.count("\n") + 1
