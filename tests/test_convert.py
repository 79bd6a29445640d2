"""designer convert: YAML <-> MTF by extension, folders in batch, never overwriting without --force."""

import json
from pathlib import Path

from designer.cli import main
from designer.formats import read_unit
from designer.mech.mtf import read_mtf
from designer.mech.mtf_writer import write_mtf
from designer.formats.yaml_io import dump_unit
from designer.mech.model import Mount
from tests.conftest import canon

UNITS = Path(__file__).parent / "units"
EXAMPLES = Path(__file__).parent.parent / "units" / "examples"


def test_yaml_to_mtf_to_yaml_round_trip(tmp_path, capsys):
    assert main(["convert", str(UNITS / "merlin.yaml"), str(tmp_path / "m.mtf")]) == 0
    assert main(["convert", str(tmp_path / "m.mtf"), str(tmp_path / "m.yaml")]) == 0
    # MTF keeps no mount order of its own: compare in slot order
    assert read_unit(tmp_path / "m.yaml").in_slot_order() == read_unit(UNITS / "merlin.yaml").in_slot_order()


def test_existing_target_is_kept_without_force(tmp_path, capsys):
    target = tmp_path / "m.mtf"
    target.write_text("keep me", encoding="utf-8")
    assert main(["convert", str(UNITS / "merlin.yaml"), str(target)]) == 2
    assert target.read_text(encoding="utf-8") == "keep me"
    assert "use --force" in capsys.readouterr().err
    assert main(["convert", "--force", str(UNITS / "merlin.yaml"), str(target)]) == 0
    assert read_mtf(target).mech.chassis == "Merlin"


def test_folder_conversion_reports_a_summary(tmp_path, capsys):
    source = tmp_path / "in"
    source.mkdir()
    for name in ("Atlas AS7-D", "Locust LCT-1V", "Goliath GOL-1H"):   # library designs as MTF files
        write_mtf(canon(name), source / f"{name}.mtf")
    (source / "broken.mtf").write_text("not a mech\n", encoding="utf-8")
    assert main(["convert", str(source), str(tmp_path / "out")]) == 2
    captured = capsys.readouterr()
    assert "converted 3, failed 1" in captured.out
    assert "broken.mtf" in captured.err
    assert read_unit(tmp_path / "out" / "Goliath GOL-1H.yaml").is_quad


def test_unknown_target_type_is_bad_input(tmp_path, capsys):
    assert main(["convert", str(UNITS / "merlin.yaml"), str(tmp_path / "m.docx")]) == 2
    assert "cannot write '.docx'" in capsys.readouterr().err


# --- collisions and destructive round trips -----------------------------------------------------------

def _merlin_mtf(folder: Path, name: str) -> None:
    assert main(["convert", str(UNITS / "merlin.yaml"), str(folder / name)]) == 0


def test_folder_collision_between_formats_converts_neither(tmp_path, capsys):
    source = tmp_path / "in"
    source.mkdir()
    _merlin_mtf(source, "Unit.mtf")
    assert main(["convert", str(EXAMPLES / "vehicle-wheeled-scout.yaml"), str(source / "Unit.blk")]) == 0
    capsys.readouterr()
    assert main(["convert", "--force", str(source), str(tmp_path / "out")]) == 2
    captured = capsys.readouterr()
    assert "converted 0, failed 2" in captured.out
    assert "Unit.mtf: not converted" in captured.err and "Unit.blk: not converted" in captured.err
    assert not (tmp_path / "out" / "Unit.yaml").exists()
    assert not (tmp_path / "out" / "Unit.yaml.bak").exists()


def test_folder_collision_by_case_converts_neither(tmp_path, capsys):
    source = tmp_path / "in"
    source.mkdir()
    _merlin_mtf(source, "a.mtf")
    _merlin_mtf(source, "A.MTF")
    _merlin_mtf(source, "b.mtf")
    capsys.readouterr()
    assert main(["convert", str(source), str(tmp_path / "out")]) == 2
    captured = capsys.readouterr()
    assert "converted 1, failed 2" in captured.out
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["b.yaml"]


def test_a_design_the_target_cannot_hold_fails_and_writes_nothing(tmp_path, capsys):
    # an unplaced medium laser has no slot line in an MTF file: the round trip would lose it
    merlin = read_unit(UNITS / "merlin.yaml")
    unplaced = merlin.model_copy(update={"equipment": (*merlin.equipment, Mount(item="Medium Laser"))})
    source = tmp_path / "m.yaml"
    source.write_text(dump_unit(unplaced), encoding="utf-8")
    assert main(["convert", str(source), str(tmp_path / "m.mtf")]) == 2
    err = capsys.readouterr().err
    assert "cannot hold this design unchanged (equipment:" in err and "nothing written" in err
    assert not (tmp_path / "m.mtf").exists()


def test_a_vehicle_to_mtf_says_why(tmp_path, capsys):
    assert main(["convert", str(EXAMPLES / "vehicle-wheeled-scout.yaml"), str(tmp_path / "v.mtf")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith("MTF files hold 'Mechs only, not a vehicle "
                        "(write a vehicle, infantry or fighter as .blk)")
    assert "attribute" not in err and len(err.splitlines()) == 1


def test_a_line_break_in_a_chassis_is_refused_on_convert(tmp_path, capsys):
    source = tmp_path / "m.yaml"
    injected = read_unit(UNITS / "merlin.yaml").model_copy(update={"chassis": "X\nMass:100"})
    source.write_text(dump_unit(injected), encoding="utf-8")
    assert main(["convert", str(source), str(tmp_path / "m.mtf")]) == 2
    assert "cannot be written on one MTF line" in capsys.readouterr().err
    assert not (tmp_path / "m.mtf").exists()


def test_validate_json_carries_import_notes(tmp_path, capsys):
    mtf = tmp_path / "m.mtf"
    _merlin_mtf(tmp_path, "m.mtf")
    lines = mtf.read_text(encoding="utf-8").split("\n")
    lines[lines.index("jump mp:4")] = "jump mp:x"
    mtf.write_text("\n".join(lines), encoding="utf-8")
    capsys.readouterr()
    main(["validate", "--json", str(mtf)])
    data = json.loads(capsys.readouterr().out)
    assert data[0]["import_notes"] == [{"line": lines.index("jump mp:x") + 1, "code": "MTF-BAD-NUMBER",
                                        "message": "'jump mp:' is not a whole number ('x'); using 0"}]


def test_every_library_unit_converts_to_megamek_and_back(tmp_path, capsys):
    # 'Mechs to .mtf, vehicles and fighters to .blk: each passes convert's read-back comparison,
    # the Coolant Truck's vehicle flamer ammunition included (D-IX-3); an OmniMech design of
    # units/mechs/level2 becomes one file per configuration (D-OMNI-3)
    library = Path(__file__).parent.parent / "units"
    for folder, extension in (("mechs", ".mtf"), ("vehicles", ".blk"), ("fighters", ".blk")):
        assert main(["convert", str(library / folder), str(tmp_path / folder), "--to", extension]) == 0
    assert "failed 0" in capsys.readouterr().out
    # 55 TRO 3025 'Mechs, 45 plain Level 2 designs and the 147 configurations of 16 OmniMechs
    assert len(list((tmp_path / "mechs").rglob("*.mtf"))) == 55 + 45 + 147
    assert (tmp_path / "mechs" / "level2" / "Mad Cat (Timber Wolf) Prime.mtf").is_file()


def test_a_list_of_files_converts_each_into_the_folder(tmp_path, capsys):
    source = tmp_path / "in"
    source.mkdir()
    for name in ("Atlas AS7-D", "Locust LCT-1V"):
        write_mtf(canon(name), source / f"{name}.mtf")
    (source / "Wasp WSP-1A.mtf").write_text("left out of the list\n", encoding="utf-8")
    files = [str(source / "Atlas AS7-D.mtf"), str(source / "Locust LCT-1V.mtf")]
    assert main(["convert", *files, str(tmp_path / "out"), "--to", "yaml"]) == 0
    assert "converted 2, failed 0" in capsys.readouterr().out
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["Atlas AS7-D.yaml", "Locust LCT-1V.yaml"]
    assert read_unit(tmp_path / "out" / "Atlas AS7-D.yaml").tonnage == 100   # TRO 3025: the Atlas is 100 t


def test_a_list_of_files_needs_a_folder_target(tmp_path, capsys):
    files = [str(UNITS / "merlin.yaml"), str(EXAMPLES / "vehicle-wheeled-scout.yaml")]
    assert main(["convert", *files, str(tmp_path / "one.mtf")]) == 2
    assert "give a folder as OUT" in capsys.readouterr().err
    assert not (tmp_path / "one.mtf").exists()
