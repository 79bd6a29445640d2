"""designer convert: YAML <-> MTF by extension, folders in batch, never overwriting without --force."""

from pathlib import Path

from designer.cli import main
from designer.formats import read_unit
from designer.formats.mtf import read_mtf
from designer.formats.mtf_writer import write_mtf
from tests.conftest import canon

UNITS = Path(__file__).parent / "units"


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
