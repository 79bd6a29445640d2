"""Every CLI command on every bad input: one line naming the file (and line where there is one),
exit code 2, no traceback. Odd but well-formed inputs (markup in names, absurd numbers, unknown
equipment) are designs: findings, never a crash or a hang."""

import json
from pathlib import Path

import pytest

from designer.cli import main

BAD = sorted((Path(__file__).parent / "bad_inputs").iterdir())
ODD = sorted((Path(__file__).parent / "odd_inputs").glob("*.yaml"))


def commands(path: Path, out: Path) -> list[list[str]]:
    return [["validate", str(path)], ["validate", "--json", str(path)], ["info", str(path)],
            ["sheet", str(path), "-o", str(out / "s.pdf")], ["convert", str(path), str(out / "c.yaml")],
            ["battleforce", str(path)], ["battleforce", "--json", str(path)],
            ["gui", str(path), "--screenshot", str(out / "g.png")]]


@pytest.fixture(scope="module")
def huge_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("huge") / "huge.yaml"
    path.write_text("kind: mech\nchassis: Huge\nnotes: '" + "x" * 10_000_000 + "'\n", encoding="utf-8")
    return path


def _run_bad(argv, capsys):
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.err.strip()


def test_there_are_at_least_40_bad_inputs():
    assert len(BAD) >= 40   # the floor of hostile inputs: each one runs through every command below


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_bad_input_gives_one_line_and_exit_2(path, tmp_path, capsys):
    for argv in commands(path, tmp_path):
        code, err = _run_bad(argv, capsys)
        assert code == 2, (argv, err)
        assert err.count("\n") == 0 and err.startswith(str(path)), (argv, err)
        assert "Traceback" not in err
        assert not (tmp_path / "c.yaml").exists() and not (tmp_path / "s.pdf").exists()
        assert not (tmp_path / "g.png").exists()


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_bad_input_is_an_error_object_in_json(path, capsys):
    assert main(["validate", "--json", str(path)]) == 2
    captured = capsys.readouterr()
    [entry] = json.loads(captured.out)
    assert entry["file"] == str(path) and entry["error"] and set(entry) == {"file", "line", "error"}
    assert captured.err.startswith(f"{path}:") and entry["error"] in captured.err


def test_huge_file_is_refused_with_one_line(huge_file, tmp_path, capsys):
    for argv in commands(huge_file, tmp_path):
        code, err = _run_bad(argv, capsys)
        assert code == 2 and "too large" in err and err.startswith(str(huge_file)), (argv, err)


@pytest.mark.parametrize("path", ODD, ids=lambda p: p.name)
def test_odd_inputs_are_designs_with_findings(path, tmp_path, capsys):
    expected_exit = 0 if path.stem == "markup-name" else 1  # the markup one is a valid Merlin
    assert main(["validate", "--json", str(path)]) == expected_exit
    data = json.loads(capsys.readouterr().out)
    assert data[0]["valid"] is (expected_exit == 0)
    assert main(["info", str(path)]) == 0
    assert main(["sheet", str(path), "-o", str(tmp_path / "s.pdf")]) == 0
    # BattleForce converts an invalid design too, but says so and exits 1
    assert main(["battleforce", str(path)]) == expected_exit
    assert ("construction rule" in capsys.readouterr().err) is (expected_exit == 1)
    assert (tmp_path / "s.pdf").stat().st_size > 0


def test_markup_in_names_is_printed_literally(tmp_path, capsys):
    import pdfplumber

    path = next(p for p in ODD if p.stem == "markup-name")
    assert main(["validate", "--json", str(path)]) == 0
    name = json.loads(capsys.readouterr().out)[0]["name"]
    assert name.startswith("<b>Bold</b> & Sons <i> X&<>")
    assert main(["sheet", str(path), "-o", str(tmp_path / "s.pdf")]) == 0
    with pdfplumber.open(tmp_path / "s.pdf") as pdf:
        text = pdf.pages[0].extract_text()
    assert "<b>Bold</b> & Sons" in text
