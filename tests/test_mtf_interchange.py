"""MTF interchange: every MegaMek spelling of the
supported equipment, split weapons read as one item, everything the rules do not interpret kept in
``meta`` and written back, linear parsing of long lines, CR line endings, refused line breaks.

Every MTF text here is built in the test from the Merlin (tests/units/merlin.yaml: the BattleTech
Manual's worked example, seed 000 lines 4231-4365) written by our writer, then edited line by line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.errors import FormatError
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.formats.yaml_io import dump_unit, parse_unit, read_unit
from designer.mech.model import AmmoBin, MechLocation as L, Mount
from designer.mech.model import SplitSlots
from designer.rules import validate

MERLIN = Path(__file__).parent / "units" / "merlin.yaml"


def merlin_text() -> str:
    return mech_to_mtf(read_unit(MERLIN))


def with_block(text: str, header: str, lines: dict[int, str]) -> str:
    """``text`` with lines of one location block replaced (1-based slot line -> new text)."""
    out = text.split("\n")
    start = out.index(header)
    for number, line in lines.items():
        out[start + number] = line
    return "\n".join(out)


def replace_line(text: str, old: str, new: str) -> str:
    lines = text.split("\n")
    lines[lines.index(old)] = new
    return "\n".join(lines)


# --- spellings -----------------------------------------------------------------------------------


# Merlin's LT slot 3 holds its machine gun ammunition ("IS Ammo MG - Full"); every spelling MegaMek
# has used for a ton, or half a ton, of machine gun ammunition:
@pytest.mark.parametrize(
    ("spelling", "half"),
    [
        ("IS Ammo MG - Full", False),
        ("IS Ammo MG - Half", True),
        ("IS Machine Gun Ammo - Half", True),
        ("IS Machine Gun Ammo - Full", False),
        ("IS Machine Gun Ammo", False),
        ("ISMG Ammo (200)", False),
        ("ISMG Ammo (100)", True),
        ("ISMG Ammo", False),
        ("IS Ammo Machine Gun - Half", True),
    ],
)
def test_machine_gun_ammunition_spellings(spelling, half):
    result = parse_mtf(with_block(merlin_text(), "Left Torso:", {3: spelling}))
    assert AmmoBin(weapon="Machine Gun", location=L.LT, slot=3, half=half) in result.mech.ammo
    assert result.issues == ()


# Merlin's RT slot 5 holds its LRM-5 ammunition; every "IS<weapon> Ammo" form of every weapon with
# ammunition on the 1987 Weapons Table (seed 000 lines 4797-4834), glued and spaced:
@pytest.mark.parametrize(
    ("spelling", "weapon"),
    [
        ("ISAC2 Ammo", "AC/2"),
        ("ISAC5 Ammo", "AC/5"),
        ("ISAC10 Ammo", "AC/10"),
        ("ISAC20 Ammo", "AC/20"),
        ("IS AC/10 Ammo", "AC/10"),
        ("IS Ammo AC/10", "AC/10"),
        ("IS Autocannon/10 Ammo", "AC/10"),
        ("ISLRM5 Ammo", "LRM-5"),
        ("ISLRM10 Ammo", "LRM-10"),
        ("ISLRM15 Ammo", "LRM-15"),
        ("ISLRM20 Ammo", "LRM-20"),
        ("IS LRM-5 Ammo", "LRM-5"),
        ("IS Ammo LRM-5", "LRM-5"),
        ("ISSRM2 Ammo", "SRM-2"),
        ("ISSRM4 Ammo", "SRM-4"),
        ("ISSRM6 Ammo", "SRM-6"),
        ("IS SRM 6 Ammo", "SRM-6"),
        ("ISMG Ammo (200)", "Machine Gun"),
        ("ISLongTom Ammo", "Long Tom"),
        ("IS Ammo AC5", "AC/5"),
        ("IS Ammo AC/20", "AC/20"),
        ("IS Ammo LRM 20", "LRM-20"),
        ("IS Ammo SRM-6", "SRM-6"),
        ("ISSniper Ammo", "Sniper"),
        ("ISThumper Ammo", "Thumper"),
    ],
)
def test_is_weapon_ammo_spellings(spelling, weapon):
    result = parse_mtf(with_block(merlin_text(), "Right Torso:", {5: spelling}))
    assert AmmoBin(weapon=weapon, location=L.RT, slot=5) in result.mech.ammo


@pytest.mark.parametrize(
    "spelling", ["Particle Cannon", "PPC", "IS PPC", "ISPPC", "Particle Projector Cannon"]
)
def test_ppc_spellings(spelling):
    # Merlin's PPC fills RT slots 1-3
    result = parse_mtf(with_block(merlin_text(), "Right Torso:", {1: spelling, 2: spelling, 3: spelling}))
    assert Mount(item="PPC", location=L.RT, slot=1) in result.mech.equipment
    assert result.issues == ()


@pytest.mark.parametrize(
    ("spelling", "item"),
    [
        ("ISMediumLaser", "Medium Laser"),
        ("IS Medium Laser", "Medium Laser"),
        ("ISSmall Laser", "Small Laser"),
        ("ISSmallLaser", "Small Laser"),
        ("ISFlamer", "Flamer"),
        ("IS Flamer", "Flamer"),
        ("ISMG", "Machine Gun"),
        ("IS Machine Gun", "Machine Gun"),
        ("ISMachine Gun", "Machine Gun"),
        ("Vehicle Flamer", "IS Flamer (Vehicle)"),
        ("Flamer (Vehicle)", "IS Flamer (Vehicle)"),
        ("ISLRM5", "LRM-5"),
        ("IS LRM-5", "LRM-5"),
        ("ISSRM2", "SRM-2"),
        ("ISMachineGun", "Machine Gun"),
        ("ISLRM-5", "LRM-5"),
        ("ISSRM-2", "SRM-2"),
    ],
)
def test_one_slot_weapon_spellings(spelling, item):
    # Merlin's left arm slot 5 holds a medium laser
    result = parse_mtf(with_block(merlin_text(), "Left Arm:", {5: spelling}))
    assert Mount(item=item, location=L.LA, slot=5) in result.mech.equipment


def test_old_count_prefixed_weapon_list_is_skipped_without_notes():
    # older MegaMekLab files: "Weapons:N" then "<count> <name>, <location>[, Ammo:<shots>]"
    text = merlin_text()
    start = text.index("Weapons:6")
    end = text.index("\n\n", start)
    old_list = ("Weapons:4\n1 ISAC10, Right Arm, Ammo:40\n2 ISMediumLaser, Left Arm\n1 ISPPC, Right Torso\n"
                "1 ISMG, Left Torso")
    result = parse_mtf(text[:start] + old_list + text[end:])
    assert result.issues == ()
    assert result.mech == parse_mtf(text).mech.model_copy(update={"meta": result.mech.meta})
    # the list comes back as written while the design is unchanged
    assert "1 ISAC10, Right Arm, Ammo:40" in mech_to_mtf(result.mech).split("\n")


# --- split weapons ---------------------------------------------------------------------------------


def split_ac20_text() -> str:
    """The Merlin with an AC/20 over its right arm (slots 5-12) and right torso (slots 11-12): 10
    slots, the AC/20's count on the Weapons Table (seed 000 lines 4797-4834), as MegaMek writes a
    split weapon (``(Split)``, the King Crab KGC-000's arms)."""
    arm = {number: "ISAC20 (Split)" for number in range(5, 13)}
    return with_block(
        with_block(merlin_text(), "Right Arm:", arm),
        "Right Torso:",
        {11: "ISAC20 (Split)", 12: "ISAC20 (Split)"},
    )


def test_split_weapon_is_one_weapon():
    result = parse_mtf(split_ac20_text())
    ac20 = [m for m in result.mech.equipment if m.item == "AC/20"]
    # one AC/20 (10 slots), in the location holding 8 of its slots, continued in RT slots 11-12
    # (D-SPLIT-1); never four AC/20s, and nothing lost, so no note
    split = SplitSlots(location=L.RT, slot=11, slots=2)
    assert ac20 == [Mount(item="AC/20", location=L.RA, slot=5, split=split)]
    assert [i.code for i in result.issues if i.code.startswith("MTF-")] == []
    assert "mtf split" not in result.mech.meta


def test_split_weapon_is_written_back_as_megamek_writes_it():
    text = split_ac20_text()
    mech = parse_mtf(text).mech
    written = mech_to_mtf(mech)
    for block in ("Right Arm:", "Right Torso:"):
        start = text.split("\n").index(block)
        assert (
            written.split("\n")[written.split("\n").index(block) :][:13]
            == text.split("\n")[start : start + 13]
        )
    # through YAML too (what convert does): the same design and the same lines
    again = parse_unit(dump_unit(mech))
    assert again == mech
    assert mech_to_mtf(again) == written
    assert parse_mtf(written).mech == mech


def test_split_weapon_without_kept_spellings_is_written_with_split_marks():
    # a design made here (no meta) writes "(Split)" on every slot of both parts, as MegaMek does
    mech = parse_mtf(split_ac20_text()).mech.model_copy(update={"meta": {}})
    lines = mech_to_mtf(mech).split("\n")
    arm, torso = lines.index("Right Arm:"), lines.index("Right Torso:")
    assert lines[arm + 5 : arm + 13] == ["Autocannon/20 (Split)"] * 8
    assert lines[torso + 11 : torso + 13] == ["Autocannon/20 (Split)"] * 2
    assert parse_mtf("\n".join(lines)).mech.equipment == mech.equipment


def test_split_weapon_breaks_the_1987_placement_rule():
    # seed 000 line 4346: the blank spaces of a location limit what may be placed there: on the
    # Merlin, a rules level 1 design, a weapon lies in one location (D-SPLIT-1); split, each part
    # stays within its own location's slots
    found = {(f.code, f.location) for f in validate(parse_mtf(split_ac20_text()).mech).errors}
    assert ("MECH-SPLIT-LEVEL1", "RA") in found
    assert not any(code == "MECH-SLOTS-OVERFLOW" for code, _ in found)


def test_split_weapon_moved_by_an_edit_is_not_rewritten_stale():
    mech = parse_mtf(split_ac20_text()).mech
    moved = mech.model_copy(update={"equipment": tuple(m for m in mech.equipment if m.item != "AC/20")})
    lines = mech_to_mtf(moved).split("\n")
    start = lines.index("Right Torso:")
    assert lines[start + 11 : start + 13] == ["-Empty-", "-Empty-"]
    assert not any("AC20" in line or "Autocannon/20" in line for line in lines)


# --- meta: every field kept and written back --------------------------------------------------------

KEPT_LINES = [
    "mul id:74",
    "era:2474",
    "rules level:2",
    "role:Missile Boat",
    "quirk:command_mech",
    "quirk:stable",
    "weaponquirk:accurate:RA:5:Medium Laser",
    "cockpit:Standard Cockpit",
    "gyro:Standard Gyro",
    "ejection:Full Head Ejection System",
    "overview:Our own prose, line one.",
    "capabilities:What it does.",
    "deployment:Where it went.",
    "history:What happened.",
    "manufacturer:Our Works",
    "primaryfactory:Our World",
    "systemmanufacturer:CHASSIS:Our Chassis",
    "systemmanufacturer:ENGINE:Our Engine",
    "systemmode:ENGINE:240",
    "notes:A note.",
    "clanname:Merlin Prime",
    "bv:1234",
    "# a comment of ours",
]


def meta_text() -> str:
    text = merlin_text()
    text = replace_line(text, "era:3025", "era:2474\nmul id:74")
    text = replace_line(
        text,
        "rules level:1",
        "rules level:2\nrole:Missile Boat\nquirk:command_mech\nquirk:stable\n"
        "weaponquirk:accurate:RA:5:Medium Laser",
    )
    text = replace_line(
        text,
        "myomer:Standard",
        "myomer:Standard\ncockpit:Standard Cockpit\ngyro:Standard Gyro\nejection:Full Head Ejection System",
    )
    fluff = [
        line
        for line in KEPT_LINES
        if line.split(":")[0]
        in (
            "overview",
            "capabilities",
            "deployment",
            "history",
            "manufacturer",
            "primaryfactory",
            "systemmanufacturer",
            "systemmode",
            "notes",
            "clanname",
            "bv",
        )
    ]
    return "# a comment of ours\n" + text + "\n" + "\n".join(fluff) + "\n"


def test_every_uninterpreted_field_is_kept_and_written_back():
    result = parse_mtf(meta_text())
    meta = result.mech.meta
    assert (meta["era"], meta["mul id"], meta["rules level"], meta["role"]) == (
        "2474",
        "74",
        "2",
        "Missile Boat",
    )
    assert meta["quirk"] == ["command_mech", "stable"]
    # The Technical Readout prose is the design's fluff (the Fluff tab), not meta: fluff_keys.py.
    assert result.mech.fluff.systems == "CHASSIS:Our Chassis\nENGINE:Our Engine"
    assert result.mech.fluff.overview == "Our own prose, line one."
    assert "overview" not in meta and "systemmanufacturer" not in meta
    written = mech_to_mtf(result.mech).split("\n")
    for line in KEPT_LINES:
        assert line in written
    assert parse_mtf("\n".join(written)).mech == result.mech


def test_meta_survives_yaml():
    mech = parse_mtf(meta_text()).mech
    assert parse_unit(dump_unit(mech)) == mech


def test_prose_continuing_on_bare_lines_is_kept():
    text = meta_text().replace("history:What happened.", "history:What happened.\nAnd then more happened.")
    mech = parse_mtf(text).mech
    assert mech.fluff.history == "What happened.\nAnd then more happened."
    lines = mech_to_mtf(mech).split("\n")
    assert lines[lines.index("history:What happened.") + 1] == "And then more happened."


def test_a_kept_engine_line_is_written_only_while_it_is_true():
    text = replace_line(merlin_text(), "engine:240 Fusion Engine(IS)", "Engine:240 Fusion Engine")
    mech = parse_mtf(text).mech
    assert "engine:240 Fusion Engine" in mech_to_mtf(mech).split("\n")
    bigger = mech.model_copy(update={"engine_rating": 300, "walking_mp": 5})
    assert "engine:300 Fusion Engine(IS)" in mech_to_mtf(bigger).split("\n")


def test_no_arms_quirk_follows_the_design():
    text = replace_line(merlin_text(), "rules level:1", "rules level:1\nquirk:no_arms\nquirk:stable")
    mech = parse_mtf(text).mech
    assert mech.weapon_pod_arms
    lines = mech_to_mtf(mech.model_copy(update={"weapon_pod_arms": False})).split("\n")
    assert "quirk:stable" in lines and "quirk:no_arms" not in lines


# --- hostile text: long lines, line endings, numbers, line breaks --------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "IS Ammo " + " " * 200_000 + "x",  # the line that once took 74 s
        "Medium Laser" + " " * 200_000 + "(R)",
        "ISMG Ammo" + " " * 100_000 + "- Half" + " " * 100_000,
    ],
)
def test_long_slot_lines_parse_in_linear_time(line):
    # a quadratic suffix pattern took 74 s on the first line; each must be one cheap pass now
    result = parse_mtf(with_block(merlin_text(), "Left Arm:", {6: line}))
    assert any(issue.line is not None for issue in result.issues) or result.mech.equipment


def test_a_200_kb_slot_name_is_refused_with_its_line():
    # the same pattern on a name of 199,994 characters: one cheap pass, then refused as text beyond
    # the sane limit of a name (docs/limits.md), with the line it stands on
    text = with_block(merlin_text(), "Left Arm:", {6: "Ammo " * 40_000})
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("Ammo Ammo"))
    with pytest.raises(FormatError) as refused:
        parse_mtf(text)
    assert str(refused.value) == (f"<input>:{line}: weapon: 199,994 characters of text; the sane limit "
                                  "is 500 (docs/limits.md)")


def test_cr_only_line_endings():
    text = merlin_text()
    assert parse_mtf(text.replace("\n", "\r")).mech == parse_mtf(text).mech
    assert parse_mtf(text.replace("\n", "\r\n")).mech == parse_mtf(text).mech


def test_superscript_jump_mp_is_a_note_with_its_line():
    text = replace_line(merlin_text(), "jump mp:4", "Jump MP:²")
    result = parse_mtf(text, "m.mtf")
    line = text.split("\n").index("Jump MP:²") + 1
    assert [(i.line, i.code) for i in result.issues] == [(line, "MTF-BAD-NUMBER")]
    assert result.mech.jump_mp == 0


@pytest.mark.parametrize("field", ["chassis", "model", "source"])
def test_a_line_break_in_a_name_is_refused(field):
    # a chassis "X\nMass:100" must never come back as a 100-ton 'Mech
    mech = read_unit(MERLIN).model_copy(update={field: "X\nMass:100"})
    with pytest.raises(ValueError, match="one MTF line"):
        mech_to_mtf(mech)
    with pytest.raises(ValueError):
        mech_to_mtf(read_unit(MERLIN).model_copy(update={field: "X\rmass:100"}))


def test_a_line_break_in_kept_meta_is_refused():
    mech = read_unit(MERLIN)
    with pytest.raises(ValueError):
        mech_to_mtf(mech.model_copy(update={"meta": {"era": "3025\nmass:100"}}))
    with pytest.raises(ValueError):  # prose may continue, but never on a line that reads as a key
        mech_to_mtf(mech.model_copy(update={"meta": {"history": "text\nmass:100"}}))
    with pytest.raises(ValueError):
        mech_to_mtf(mech.model_copy(update={"meta": {"mtf slots": {"LA": {"6": "x\nmass:100"}}, "a:b": "c"}}))


def test_a_vehicle_is_not_written_as_mtf():
    vehicle = read_unit(Path(__file__).parent.parent / "units" / "examples" / "vehicle-tracked-striker.yaml")
    with pytest.raises(TypeError, match="MTF files hold 'Mechs only, not a vehicle"):
        mech_to_mtf(vehicle)  # type: ignore[arg-type]


def test_bad_input_is_still_a_format_error_with_a_line():
    with pytest.raises(FormatError) as error:
        parse_mtf(replace_line(merlin_text(), "mass:60", "mass:6O"), "m.mtf")
    assert error.value.line is not None and str(error.value).startswith("m.mtf:")


# --- LAM and cockpit types --------------------------------------------------------------------------


def test_bimodal_lam_and_command_console_are_noted_and_found():
    text = replace_line(merlin_text(), "Config:Biped", "Config:LAM")
    text = replace_line(text, "myomer:Standard", "myomer:Standard\ncockpit:Command Console\nlam:Bimodal")
    result = parse_mtf(text)
    lines = text.split("\n")
    notes = {(i.line, i.code) for i in result.issues}
    assert (lines.index("lam:Bimodal") + 1, "MTF-UNSUPPORTED-TECH") in notes
    assert (lines.index("cockpit:Command Console") + 1, "MTF-UNSUPPORTED-TECH") in notes
    codes = {f.code for f in validate(result.mech).errors}
    assert {"MECH-LAM-TYPE", "MECH-COCKPIT-TYPE"} <= codes


@pytest.mark.parametrize(
    ("spelling", "item"),
    [
        ("IS Heat Sink", "Heat Sink"),
        ("ISHeatSink", "Heat Sink"),
        ("Single Heat Sink", "Heat Sink"),
        ("HeatSink", "Heat Sink"),
    ],
)
def test_heat_sink_spellings(spelling, item):
    # Merlin's LT slot 4 holds a heat sink
    result = parse_mtf(with_block(merlin_text(), "Left Torso:", {4: spelling}))
    assert Mount(item=item, location=L.LT, slot=4) in result.mech.equipment
    assert result.issues == ()


@pytest.mark.parametrize("spelling", ["IS Jump Jet", "ISJumpJet", "JumpJet"])
def test_jump_jet_spellings(spelling):
    # Merlin's LL slot 5 holds a jump jet
    result = parse_mtf(with_block(merlin_text(), "Left Leg:", {5: spelling}))
    assert Mount(item="Jump Jet", location=L.LL, slot=5) in result.mech.equipment
    assert result.issues == ()


def test_a_weapons_count_too_high_never_swallows_a_block():
    # "Weapons:9" over a list of 6: the blank line and the "Left Arm:" header end the list
    text = merlin_text().replace("Weapons:6", "Weapons:9")
    result = parse_mtf(text)
    assert result.mech == parse_mtf(merlin_text()).mech.model_copy(update={"meta": result.mech.meta})
    assert result.issues == ()
