"""Later canon 'Mechs (decisions D-MECH3-1 to D-MECH3-3): improved one-shot
launchers, MegaMek's glued one-shot names, the unknown-technology spelling of standard armor, and
OmniMech files of one chassis name but another tech base or tonnage kept apart. Every figure is
MegaMek's, from the class named in the comment."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.catalog.level2 import level2_catalog
from designer.cli import main
from designer.formats import read_unit
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_omni import gather, omni_to_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.mech.model import MechLocation as L, Mount
from designer.mech.omni import configuration
from designer.rules import validate

UNITS = Path(__file__).parent / "units"
MERLIN = UNITS / "merlin.yaml"
EXEMPLAR = UNITS / "omni-exemplar.yaml"


def _row(name: str):
    row = level2_catalog().find(name)
    assert row is not None, name
    return row


@pytest.mark.parametrize(("spelling", "row_id", "tons", "slots", "year"), [
    # MegaMek ISLRM5IOS: "LRM 5 (I-OS)", lookups "ISLRM5 (IOS)", tonnage 1.5, 1 slot, IS 3056
    ("ISLRM5 (IOS)", "LRM-5 (I-OS)", 1.5, 1, 3056),
    ("LRM 5 (I-OS)", "LRM-5 (I-OS)", 1.5, 1, 3056),
    # MegaMek ISStreakSRM4IOS: internal name "ISStreakSRM4IOS", tonnage 2.5, 1 slot
    ("ISStreakSRM4IOS", "IS Streak SRM 4 (I-OS)", 2.5, 1, 3058),
    ("ISStreakSRM4 (IOS)", "IS Streak SRM 4 (I-OS)", 2.5, 1, 3058),
    # MegaMek ISMRM10IOS: "MRM 10 (I-OS)", lookup "ISMRM10 (IOS)", tonnage 2.5, 2 slots
    ("MRM 10 (I-OS)", "IS MRM 10 (I-OS)", 2.5, 2, 3058),
    ("ISMRM10 (IOS)", "IS MRM 10 (I-OS)", 2.5, 2, 3058),
    # MegaMek ISNarcIOS: internal name "ISNarcBeacon (I-OS)", tonnage 2.5, 2 slots, IS 3056
    ("ISNarcBeacon (I-OS)", "IS Narc (I-OS)", 2.5, 2, 3056),
    # MegaMek CLLRM10IOS: internal name "CLLRM10 (IOS)", tonnage 2.0, 1 slot, Clan 3058
    ("CLLRM10 (IOS)", "Clan LRM 10 (I-OS)", 2.0, 1, 3058),
])
def test_improved_one_shot_rows_hold_megamek_facts(spelling, row_id, tons, slots, year):
    row = _row(spelling)
    assert (row.id, row.tons, row.slots) == (row_id, tons, slots)
    assert row.intro_year >= year and row.later and row.source
    assert not row.uses_ammo and row.shots_per_ton is None   # one salvo, no ammunition


def test_improved_one_shot_weighs_its_launcher_less_half_a_ton():
    # LRM 5 2 t -> 1.5 t; Streak SRM 4 3 t -> 2.5 t; Narc 3 t -> 2.5 t; Clan LRM 10 2.5 t -> 2 t.
    for launcher, improved in (("LRM-5", "LRM-5 (I-OS)"), ("IS Streak SRM 4", "IS Streak SRM 4 (I-OS)"),
                               ("IS Narc", "IS Narc (I-OS)"), ("Clan LRM 10", "Clan LRM 10 (I-OS)")):
        base, row = level2_catalog().get(launcher), level2_catalog().get(improved)
        assert row.tons == base.tons - 0.5 and row.slots == base.slots, launcher


def test_megamek_glued_one_shot_names_read():
    # MegaMek ISStreakSRM6OS: setInternalName("ISStreakSRM6OS"), lookup "ISStreakSRM6 (OS)"; the
    # Copperhead CPR-HD-002 and War Dog WR-DG-02FC files write "ISStreakSRM2OS". Streak SRM 2
    # 1.5 t + 0.5 t = 2 t, 1 slot.
    row = _row("ISStreakSRM2OS")
    assert (row.id, row.tons, row.slots) == ("IS Streak SRM 2 (OS)", 2.0, 1)
    assert _row("ISStreakSRM2 (OS)") is row


def test_a_mech_file_with_glued_and_improved_one_shot_names_reads_them():
    mech = read_unit(MERLIN)
    mech = mech.model_copy(update={"equipment": (
        *mech.equipment, Mount(item="IS Streak SRM 2 (OS)", location=L.LT, slot=11),
        Mount(item="IS Streak SRM 4 (I-OS)", location=L.LT, slot=12))})
    text = mech_to_mtf(mech)
    assert "ISStreakSRM2 (OS)" in text.split("\n")
    read = parse_mtf(text.replace("ISStreakSRM2 (OS)", "ISStreakSRM2OS"), "glued")
    assert sorted(read.mech.equipment, key=repr) == sorted(mech.equipment, key=repr)
    codes = {f.code for f in validate(read.mech).findings}
    assert "MECH-UNKNOWN-EQUIPMENT" not in codes


def test_unknown_technology_spelling_of_standard_armor_is_standard_armor():
    # MegaMek writes "Standard((Unknown Technology Base))" for standard armor of no given tech base
    # (the Devastator DVS-1D and Lineholder KW1-LH2 files of TRO 3058): the same armor, a spelling.
    mech = read_unit(MERLIN)
    unknown = "armor:Standard((Unknown Technology Base))"
    text = mech_to_mtf(mech).replace("armor:Standard(Inner Sphere)", unknown)
    read = parse_mtf(text, "unknown tech")
    assert read.mech.armor_type == "standard" and read.issues == ()
    assert "MECH-TYPE-UNREAD" not in {f.code for f in validate(read.mech).findings}


def _export(omni, folder: Path, mass: int | None = None) -> list[Path]:
    folder.mkdir(exist_ok=True)
    paths = []
    for name in omni.configurations:
        text = omni_to_mtf(configuration(omni, name))
        if mass is not None:
            text = text.replace(f"mass:{omni.tonnage}", f"mass:{mass}")
            name = f"{name} heavier"   # another file; its configuration is still named by its model
        path = folder / f"Exemplar {name}.mtf"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def test_omnimechs_of_one_chassis_name_but_another_tonnage_are_not_gathered_together(tmp_path):
    # The Clan Battle Cobra (40 t, 240 engine) and ComStar's Inner Sphere BTL-C-2O Battle Cobra
    # (40 t, 200 engine) share a chassis name in MegaMek's TRO 3058 files; each is its own OmniMech.
    omni = read_unit(EXEMPLAR)
    paths = _export(omni, tmp_path / "mtf") + _export(omni, tmp_path / "mtf", mass=55)[:1]
    designs = sorted(gather(paths), key=lambda g: g.mech.tonnage)
    assert [(g.mech.tonnage, list(g.mech.configurations)) for g in designs] == [
        (50, ["Prime", "A", "B"]), (55, ["Prime"])]


def test_convert_names_each_gathered_omnimech_of_a_shared_chassis_apart(tmp_path, capsys):
    omni = read_unit(EXEMPLAR)
    _export(omni, tmp_path / "mtf")
    _export(omni, tmp_path / "mtf", mass=55)
    code = main(["convert", str(tmp_path / "mtf"), str(tmp_path / "out")])
    assert code == 0, capsys.readouterr().err
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "Exemplar (IS, 50 t).yaml", "Exemplar (IS, 55 t).yaml"]


def test_unmarked_configuration_file_keeps_its_moved_fixed_slots_fixed(tmp_path):
    # MegaMek's older files of a configuration (Arctic Fox AF1B, Cougar D and E) carry no
    # "(omnipod)" marks and lay the chassis's fixed slots out elsewhere in a location than the
    # Prime does; the fixed items stay the chassis's, at the file's slots (decision D-MECH3-4).
    omni = read_unit(EXEMPLAR)
    folder = tmp_path / "mtf"
    folder.mkdir()
    (folder / "Exemplar Prime.mtf").write_text(omni_to_mtf(configuration(omni, "Prime")), encoding="utf-8")
    text = omni_to_mtf(configuration(omni, "A")).replace(" (omnipod)", "")
    moved = ("Left Torso:\nLarge Laser\nLarge Laser\nSRM 6\nSRM 6\nIS Ammo SRM-6\nIS Ammo SRM-6\nHeat Sink\n")
    text = text.replace("Left Torso:\nHeat Sink\nLarge Laser\nLarge Laser\nSRM 6\nSRM 6\n"
                        "IS Ammo SRM-6\nIS Ammo SRM-6\n-Empty-\n", moved)
    assert moved in text
    (folder / "Exemplar A.mtf").write_text(text, encoding="utf-8")
    [design] = gather(sorted(folder.iterdir()))
    assert not [f for f in validate(design.mech).findings if f.severity.name == "ERROR"]
    a = configuration(design.mech, "A")
    heat_sinks = [m for m in a.equipment if m.location is L.LT and m.item == "Heat Sink"]
    assert [(m.slot, m.pod) for m in heat_sinks] == [(7, False)]
    assert "Left Torso:\nLarge Laser (omnipod)\nLarge Laser (omnipod)\nSRM 6 (omnipod)" in omni_to_mtf(a)


def test_laser_heat_sinks_are_reported_as_a_rule_outside_level_2():
    # TRO 3060's Highlander IIC 2 declares rules level 2 yet mounts laser heat sinks, which MegaMek
    # holds at advanced rules (MiscType.createCLLaserHeatSink: T_CLAN_ADVANCED); the findings on the
    # type and on the slots say it is outside Level 2 (decision D-MECH3-5).
    text = mech_to_mtf(read_unit(MERLIN)).replace("heat sinks:18 Single", "heat sinks:18 Laser")
    text = text.replace("IS Ammo MG - Full\nHeat Sink\nHeat Sink\n", "IS Ammo MG - Full\nLaser Heat Sink\n"
                        "Laser Heat Sink\n")
    messages = {(f.code, f.message) for f in validate(parse_mtf(text, "laser").mech).findings}
    outside = "outside Level 2"
    assert ("MECH-UNKNOWN-EQUIPMENT", "'Laser Heat Sink' is not in the equipment catalog. It is a laser "
            f"heat sink: advanced rules, {outside}.") in messages
    assert any(code == "MECH-TYPE-UNREAD" and message.endswith(f"It is laser heat sinks: advanced rules, "
                                                                f"{outside}.") for code, message in messages)
    plain = mech_to_mtf(read_unit(MERLIN)).replace("IS Ammo MG - Full\nHeat Sink\n",
                                                   "IS Ammo MG - Full\nLaser Gizmo\n")
    assert not [f for f in validate(parse_mtf(plain, "gizmo").mech).findings if outside in f.message]
