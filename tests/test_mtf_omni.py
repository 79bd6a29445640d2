"""OmniMechs in MegaMek's MTF files (research/level2-spec.md 2.12, 3.1 and 3.2): one file per
configuration with ``Config:Biped Omnimech``, ``Base Chassis Heat Sinks:N`` and ``(omnipod)`` on
each pod slot; ``designer convert`` gathers them into one design and writes them back."""

from pathlib import Path

import pytest

from designer.cli import main
from designer.formats import read_unit
from designer.mech.mtf_omni import gather, omni_to_mtf, read_mtf, scan_omni
from designer.mech.omni import configuration

EXEMPLAR = Path(__file__).parent / "units" / "omni-exemplar.yaml"


@pytest.fixture(scope="module")
def omni():
    return read_unit(EXEMPLAR)


def _block(text: str, header: str) -> list[str]:
    lines = text.split("\n")
    start = lines.index(header) + 1
    return lines[start:start + 12]


def test_export_writes_megamek_omnimech_marks(omni):
    text = omni_to_mtf(configuration(omni, "A"))
    assert "Config:Biped Omnimech" in text.split("\n")
    assert "Base Chassis Heat Sinks:10" in text.split("\n")
    # The fixed heat sink has no mark; A's pods in the left torso do (spec 3.2 suffix form).
    assert _block(text, "Left Torso:")[:7] == [
        "Heat Sink", "Large Laser (omnipod)", "Large Laser (omnipod)", "SRM 6 (omnipod)", "SRM 6 (omnipod)",
        "IS Ammo SRM-6 (omnipod)", "IS Ammo SRM-6 (omnipod)"]
    # A rear pod: "(R)" before "(omnipod)", as MegaMek writes "CLStreakSRM6 (R) (omnipod)".
    assert _block(text, "Center Torso:")[10:] == ["Medium Laser (omnipod)", "Medium Laser (R) (omnipod)"]


def test_scan_reads_the_marks_in_any_letter_case():
    text = ("Config:Biped Omnimech\nBase Chassis Heat Sinks:12\n\n"
            "Left Arm:\nShoulder\nPPC (OMNIPOD)\nPPC (omnipod)\n")
    read = scan_omni(text)
    assert read.omni and read.base_heat_sinks == 12
    assert {(loc.value, slot) for loc, slot in read.pods} == {("LA", 2), ("LA", 3)}
    assert not scan_omni("Config:Biped\n").omni


def test_exported_configurations_gather_back_into_the_design(omni, tmp_path):
    paths = []
    for name in omni.configurations:
        path = tmp_path / f"Exemplar {name}.mtf"
        path.write_text(omni_to_mtf(configuration(omni, name)), encoding="utf-8")
        paths.append(path)
    assert read_mtf(paths[0]).mech.base_chassis_heat_sinks == 10
    (gathered,) = gather(reversed(paths))          # Prime comes first whatever the file order
    assert list(gathered.mech.configurations) == ["Prime", "A", "B"]
    for name in omni.configurations:
        assert configuration(gathered.mech, name).in_slot_order() == configuration(omni, name).in_slot_order()
    assert gathered.issues == ()                   # no "(omnipod) ignored" or unknown-key notes


def _run(argv, capsys):
    code = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_convert_cli_gathers_a_folder_and_writes_each_configuration(omni, tmp_path, capsys):
    code, _, err = _run(["convert", EXEMPLAR, tmp_path / "mtf" / "Exemplar.mtf"], capsys)
    assert code == 0, err
    written = sorted(p.name for p in (tmp_path / "mtf").iterdir())
    assert written == ["Exemplar A.mtf", "Exemplar B.mtf", "Exemplar Prime.mtf"]
    code, out, err = _run(["convert", tmp_path / "mtf", tmp_path / "exemplar.yaml"], capsys)
    assert code == 0, err
    assert "Exemplar, 3 configurations" in out
    back = read_unit(tmp_path / "exemplar.yaml")
    assert [configuration(back, n).in_slot_order() for n in back.configurations] == \
        [configuration(omni, n).in_slot_order() for n in omni.configurations]


def test_info_prints_each_configuration_or_one(capsys):
    code, out, _ = _run(["info", EXEMPLAR], capsys)
    assert code == 0
    assert [line.split("  (")[0] for line in out.split("\n") if line.startswith("Exemplar ")] == \
        ["Exemplar Prime", "Exemplar A", "Exemplar B"]
    # A's pods in the left torso: large laser 2 + SRM-6 2 + 2 ammo = 6 of the 11 slots left
    code, out, _ = _run(["info", EXEMPLAR, "--config", "A"], capsys)
    assert code == 0 and out.count("Validation:") == 1 and "LT 6 of 11" in out


def test_info_unknown_configuration_is_one_line_exit_2(capsys):
    code, out, err = _run(["info", EXEMPLAR, "--config", "Z"], capsys)
    assert code == 2 and out == ""
    assert err.strip().count("\n") == 0 and "no configuration 'Z'" in err and "Traceback" not in err


def test_sheet_prints_a_page_per_configuration(tmp_path, capsys):
    code, out, err = _run(["sheet", EXEMPLAR, "-o", tmp_path / "exemplar.pdf"], capsys)
    assert code == 0, err
    assert "3 record sheets" in out


def test_battleforce_lance_has_a_member_per_configuration(capsys):
    code, out, err = _run(["battleforce", "--lance", "Omni Lance", EXEMPLAR], capsys)
    assert code == 0, err
    assert "Exemplar Prime, Exemplar A, Exemplar B" in out


def _omni_text() -> str:
    """A minimal OmniMech file: the OmniMech ``Config:`` and one ``(omnipod)`` slot (spec 3.1)."""
    from tests.test_mtf_reader import minimal

    return minimal(ra5="Medium Laser (omnipod)").replace("Config:Biped", "Config:Biped Omnimech")


def test_the_mech_reader_marks_what_it_leaves_to_the_omnimech_reader_by_code():
    from designer.mech import mtf

    notes = {issue.code for issue in mtf.parse_mtf(_omni_text()).issues}
    # The 'Mech reader alone: the OmniMech mark and the (omnipod) suffix, each with its own code.
    assert notes == {mtf.OMNI_AS_STANDARD, mtf.OMNIPOD_IGNORED}
    from designer.mech.mtf_omni import parse_mtf

    assert parse_mtf(_omni_text()).issues == ()   # the OmniMech reader reads both


def test_the_omnimech_reader_filters_by_code_not_by_message(monkeypatch):
    from designer.mech import mtf, mtf_omni
    from designer.formats.errors import ImportIssue

    real = mtf.parse_mtf

    def reworded(text, source="<input>", **options):
        result = real(text, source, **options)
        issues = tuple(ImportIssue(i.line, i.code, "reworded") for i in result.issues)
        other = ImportIssue(1, "MTF-UNKNOWN-KEY", "unknown key 'omnipod base chassis heat sinks:'")
        return mtf.MtfResult(result.mech, (*issues, other))

    monkeypatch.setattr(mtf, "parse_mtf", reworded)
    # Reworded notes are still the OmniMech reader's; a note of another code naming "omnipod" stays.
    assert [issue.code for issue in mtf_omni.parse_mtf(_omni_text()).issues] == ["MTF-UNKNOWN-KEY"]


def _exported(omni, folder: Path) -> list[Path]:
    folder.mkdir()
    paths = []
    for name in omni.configurations:
        path = folder / f"Exemplar {name}.mtf"
        path.write_text(omni_to_mtf(configuration(omni, name)), encoding="utf-8")
        paths.append(path)
    return paths


def test_convert_cli_gathers_configuration_files_given_as_a_list(omni, tmp_path, capsys):
    paths = _exported(omni, tmp_path / "mtf")
    (tmp_path / "mtf" / "stray.mtf").write_text("not a unit", encoding="utf-8")   # not in the list
    code, out, err = _run(["convert", *reversed(paths), tmp_path / "exemplar.yaml"], capsys)
    assert code == 0, err
    assert "Exemplar, 3 configurations" in out
    back = read_unit(tmp_path / "exemplar.yaml")
    assert list(back.configurations) == ["Prime", "A", "B"]   # Prime first whatever the order given
    assert [configuration(back, n).in_slot_order() for n in back.configurations] == \
        [configuration(omni, n).in_slot_order() for n in omni.configurations]


def test_convert_cli_gathers_a_list_into_a_folder(omni, tmp_path, capsys):
    paths = _exported(omni, tmp_path / "mtf")
    code, out, err = _run(["convert", *paths[:2], tmp_path / "out"], capsys)
    assert code == 0, err
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["Exemplar.yaml"]
    assert list(read_unit(tmp_path / "out" / "Exemplar.yaml").configurations) == ["Prime", "A"]


def test_a_file_the_gathering_cannot_take_is_reported_not_dropped(omni, tmp_path, capsys):
    paths = _exported(omni, tmp_path / "mtf")
    code, out, err = _run(["convert", *paths, EXEMPLAR, tmp_path / "out"], capsys)
    assert code == 2
    assert "omni-exemplar.yaml: not converted" in err
    assert "converted 1, failed 1" in out
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["Exemplar.yaml"]
