"""``designer sheet`` for Level 2 units: an invalid design is printed with a warning on
the sheet and on stderr; ``--config NAME`` prints one OmniMech configuration; a Level 2 vehicle's
sheet names its technology instead of the 1987 rules."""

from __future__ import annotations

import io
from pathlib import Path

from designer.cli import main
from designer.formats.load import load_unit
from designer.sheets import SheetOptions, render_units_to_bytes
from sheet_readback import has_words, read_pages
from tests.conftest import TESTS

REPO = Path(__file__).resolve().parents[1]
# A Merlin variant with MASC and triple-strength myomer: invalid, MECH-MASC-WITH-TSM (its bad.yaml).
INVALID = TESTS / "findings" / "MECH-MASC-WITH-TSM" / "bad.yaml"
DAISHI = REPO / "units" / "mechs" / "level2" / "Daishi (Dire Wolf).yaml"


def _pages(path: Path) -> list[dict]:
    return read_pages(path.read_bytes())


def test_invalid_design_warns_on_the_sheet_and_on_stderr(tmp_path, capsys):
    out = tmp_path / "bad.pdf"
    assert main(["sheet", str(INVALID), "-o", str(out)], io.StringIO()) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"{INVALID}: warning:") and "MECH-MASC-WITH-TSM" in err[0]
    assert has_words(_pages(out)[0], "INVALID DESIGN: MECH-MASC-WITH-TSM")


def test_valid_design_prints_no_warning(tmp_path, capsys):
    out = tmp_path / "good.pdf"
    good = TESTS / "findings" / "MECH-MASC-WITH-TSM" / "good.yaml"
    assert main(["sheet", str(good), "-o", str(out)], io.StringIO()) == 0
    assert capsys.readouterr().err == ""
    assert "INVALID" not in _pages(out)[0]["text"]


def test_config_prints_one_configuration(tmp_path):
    out = tmp_path / "daishi.pdf"
    stdout = io.StringIO()
    assert main(["sheet", str(DAISHI), "--config", "C", "-o", str(out)], stdout) == 0
    pages = _pages(out)
    assert len(pages) == 1 and "1 record sheet" in stdout.getvalue()
    assert has_words(pages[0], "Type:Daishi (Dire Wolf) C")


def test_unknown_config_is_one_line_and_exit_2(tmp_path, capsys):
    code = main(["sheet", str(DAISHI), "--config", "Nope", "-o", str(tmp_path / "x.pdf")], io.StringIO())
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "Nope" in err[0]
    assert not (tmp_path / "x.pdf").exists()


def test_level2_tank_sheet_names_its_technology():
    # tests/units/l2-tank.yaml: an Inner Sphere tank of rules level 2.
    tank = load_unit(TESTS / "units" / "l2-tank.yaml").unit
    page = read_pages(render_units_to_bytes([tank], options=SheetOptions()))[0]
    assert has_words(page, "Combat vehicle, Inner Sphere, Level 2 (Master Rules)")
    assert "1987" not in page["text"]


def test_level2_fighter_sheet_names_its_technology():
    # tests/units/l2-fighter.yaml: a fighter of rules level 2 naming no tech base (Inner Sphere).
    fighter = load_unit(TESTS / "units" / "l2-fighter.yaml").unit
    page = read_pages(render_units_to_bytes([fighter], options=SheetOptions()))[0]
    assert has_words(page, "AeroTech fighters, Inner Sphere, Level 2 (Master Rules)")
    assert "1987" not in page["text"]
