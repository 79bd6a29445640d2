"""The designer command: exit codes, JSON shape, one-line errors without tracebacks."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from designer.cli import main

UNITS = Path(__file__).parent / "units"
FINDINGS = Path(__file__).parent / "findings"


def run(argv, capsys):
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_validate_valid_design_exits_0(capsys):
    code, out, _ = run(["validate", str(UNITS / "merlin.yaml")], capsys)
    assert code == 0 and "valid (0 errors, 0 warnings)" in out


def test_validate_invalid_design_exits_1(capsys):
    code, out, _ = run(["validate", str(FINDINGS / "MECH-ARMOR-OVER-MAX" / "bad.yaml")], capsys)
    assert code == 1 and "MECH-ARMOR-OVER-MAX [LA]" in out


def test_validate_json_shape(capsys):
    code, out, _ = run(["validate", "--json", str(UNITS / "merlin.yaml"),
                        str(FINDINGS / "MECH-ARMOR-HEAD-OVER-MAX" / "bad.yaml")], capsys)
    data = json.loads(out)
    assert code == 1 and len(data) == 2
    assert set(data[0]) == {"file", "name", "kind", "valid", "tonnage", "weight", "findings", "import_notes"}
    assert data[0]["kind"] == "mech" and data[0]["valid"] is True and data[0]["tonnage"] == 60.0
    finding = next(f for f in data[1]["findings"] if f["code"] == "MECH-ARMOR-HEAD-OVER-MAX")
    assert set(finding) == {"code", "severity", "location", "message", "rule"}
    assert (finding["severity"], finding["location"]) == ("error", "HD")


def test_bad_input_exits_2_with_one_line(tmp_path, capsys):
    bad = tmp_path / "broken.yaml"
    bad.write_text("kind: mech\nchassis: [\n", encoding="utf-8")
    code, _, err = run(["validate", str(bad)], capsys)
    assert code == 2
    assert err.strip().count("\n") == 0 and f"{bad}:" in err and "Traceback" not in err


def test_unknown_extension_exits_2(tmp_path, capsys):
    other = tmp_path / "unit.txt"
    other.write_text("hello", encoding="utf-8")
    code, _, err = run(["validate", str(other)], capsys)
    assert code == 2 and "unknown file type" in err


def test_usage_error_exits_2():
    with pytest.raises(SystemExit) as info:
        main(["validate"])
    assert info.value.code == 2


def test_info_prints_the_breakdown(capsys):
    code, out, _ = run(["info", str(UNITS / "merlin.yaml")], capsys)
    assert code == 0
    for text in ("Engine", "11.5 t", "Total", "walking 4, running 6, jumping 4", "Critical slots:", "C-bills"):
        assert text in out


def test_console_entry_point_runs_as_module():
    done = subprocess.run([sys.executable, "-m", "designer", "validate", str(UNITS / "merlin.yaml")],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
