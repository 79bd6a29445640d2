"""``designer sheet``: one PDF, one page per 'Mech, exit codes and one-line errors."""

from __future__ import annotations

import io

from pypdf import PdfReader

from designer.cli import main
from designer.sheets.template import mech_template, template_dir
from tests.conftest import TESTS

MERLIN = str(TESTS / "units" / "merlin.yaml")


def test_sheet_writes_one_page_per_unit(tmp_path):
    out = tmp_path / "out.pdf"
    stdout = io.StringIO()
    code = main(["sheet", MERLIN, MERLIN, "-o", str(out), "--paper", "a4", "--pilot", "Grayson Carlyle",
                 "--gunnery", "3", "--piloting", "4", "--tables"], stdout)
    assert code == 0
    reader = PdfReader(str(out))
    assert len(reader.pages) == 2
    assert "Grayson Carlyle" in reader.pages[0].extract_text()
    assert "2 record sheets" in stdout.getvalue()


def test_bad_file_exits_2_with_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: mech\nchassis: [\n", encoding="utf-8")
    code = main(["sheet", str(bad), "-o", str(tmp_path / "x.pdf")], io.StringIO())
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and err[0].startswith(f"{bad}:")
    assert not (tmp_path / "x.pdf").exists()


def test_templates_are_found_and_both_papers_load():
    assert (template_dir() / "mech-letter.yaml").is_file()
    assert mech_template("letter").page.width == 612      # US Letter 8.5 in x 72
    assert round(mech_template("a4").page.height) == 842  # A4 297 mm / 25.4 x 72
