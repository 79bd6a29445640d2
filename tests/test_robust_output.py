"""Names from files never reach a terminal as escape sequences nor a
spreadsheet as formulas; every message is one line."""

from __future__ import annotations

import csv
import io
import os
import json
from pathlib import Path

from designer.cli import main
from designer.safe_io import csv_cell, one_line, printable

MERLIN = Path(__file__).parent / "units" / "merlin.yaml"
ESCAPE = "\x1b]0;pwned\x07\x1b[2J\x9b31m"


def _named(tmp_path: Path, chassis: str) -> Path:
    text = MERLIN.read_text(encoding="utf-8")
    path = tmp_path / "named.yaml"
    path.write_text(text.replace("chassis: Merlin", f"chassis: {json.dumps(chassis)}"), encoding="utf-8")
    return path


def test_terminal_escapes_in_names_are_neutralised(tmp_path, capsys):
    unit = _named(tmp_path, f"Red{ESCAPE}Merlin")
    for argv in (
        ["validate", str(unit)],
        ["info", str(unit)],
        ["battleforce", str(unit)],
        ["battleforce", "--lance", "L", str(unit)],
    ):
        main(argv)
        out = capsys.readouterr().out
        assert "Red\\x1b]0;pwned\\x07\\x1b[2J\\x9b31mMerlin" in out, argv
        assert not any(char in out for char in "\x1b\x07\x9b"), argv


def test_a_file_name_with_a_newline_and_escape_is_one_line(tmp_path, capsys):
    odd = tmp_path / "evil\n\x1b[31mname.yaml"
    odd.write_text("kind: mech\nchassis: [\n", encoding="utf-8")
    assert main(["validate", str(odd)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "evil\\n\\x1b[31mname.yaml:" in err and "\x1b" not in err


def test_csv_cells_that_would_be_formulas_are_escaped(tmp_path, capsys):
    unit = _named(tmp_path, '=HYPERLINK("http://evil.example","click")')
    assert main(["battleforce", "--csv", str(unit)]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert rows[0]["name"].startswith("'=HYPERLINK(")
    assert rows[0]["ra"].lstrip("-").isdigit()  # numbers are left alone


def test_text_helpers():
    assert printable("a\tb\nc\x1bd\u202ee") == "a\tb\nc\\x1bd\\u202ee"
    assert one_line("a\nb\rc") == "a\\nb\\rc"
    assert [csv_cell(v) for v in ("=1+1", "+1", "-1", "@SUM(A1)", "Atlas", -1)] == [
        "'=1+1",
        "'+1",
        "'-1",
        "'@SUM(A1)",
        "Atlas",
        -1,
    ]


def test_a_file_name_that_is_not_utf8_is_printed(tmp_path, capsys):
    odd = Path(os.fsdecode(bytes(tmp_path) + b"/caf\xe9.yaml"))   # a Latin-1 name on a UTF-8 system
    odd.write_text("kind: mech\nchassis: [\n", encoding="utf-8")
    assert main(["validate", str(odd)]) == 2
    assert "caf\\udce9.yaml:" in capsys.readouterr().err
