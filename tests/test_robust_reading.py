"""Reading: the one bounded reader refuses what cannot be a unit file before reading it
(FIFOs, devices, folders, names too long), the guarded YAML parser reports the right line, and
every command names the file, exits 2 and carries on with the rest of a batch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from designer.cli import main
from designer.formats.errors import FormatError
from designer.formats.yaml_io import parse_unit, read_unit
from designer.safe_io import MAX_DEPTH, parse_yaml, read_text

HERE = Path(__file__).parent
BAD = HERE / "bad_inputs"
MERLIN = HERE / "units" / "merlin.yaml"


def run(argv, capsys):
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_fifo_is_refused_without_blocking(tmp_path, capsys):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)  # opening it for reading would block forever
    for argv in (["validate", str(fifo)], ["info", str(fifo)], ["battleforce", str(fifo)]):
        code, _, err = run(argv, capsys)
        assert (
            code == 2
            and err.strip() == f"{fifo}: not a regular file (a FIFO, device or socket is never read)"
        )


def test_dev_zero_linked_as_a_unit_file_is_refused(tmp_path, capsys):
    link = tmp_path / "zero.yaml"
    link.symlink_to("/dev/zero")  # reading it would run until MemoryError
    code, _, err = run(["validate", str(link)], capsys)
    assert code == 2 and "not a regular file" in err


def test_the_size_cap_is_checked_before_reading(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as stream:
        stream.truncate(3_000_000_000)  # sparse: 3 GB that would take seconds and memory to read
    with pytest.raises(
        FormatError, match=r"too large for a unit file \(3000000000 bytes; the limit is 2000000\)"
    ):
        read_unit(big)


def test_a_name_over_255_characters_is_one_line(tmp_path, capsys):
    long_name = tmp_path / ("x" * 300 + ".yaml")  # this once ended in an OSError traceback
    for command in ("validate", "info", "battleforce"):
        code, _, err = run([command, str(long_name)], capsys)
        assert code == 2 and err.count("\n") == 1
        assert (
            err.startswith(str(long_name)) and "file name too long (305 characters; the limit is 255)" in err
        )
    code, _, err = run(["sheet", str(long_name), "-o", str(tmp_path / "s.pdf")], capsys)
    assert code == 2 and "file name too long" in err


def test_a_folder_named_like_a_unit_file(tmp_path, capsys):
    folder = tmp_path / "unit.yaml"
    folder.mkdir()
    with pytest.raises(FormatError, match="is a folder"):
        read_text(folder, 100, "a unit file")
    code, _, err = run(["info", str(folder)], capsys)
    assert code == 2 and "no unit files in this folder" in err


def test_empty_folder_and_empty_name_are_errors(tmp_path, capsys):
    # once `info somedir` and `validate` of an empty folder exited 0 silently, and
    # `validate ""` validated the current directory
    for argv in (["info", str(tmp_path)], ["validate", str(tmp_path)], ["validate", "--json", str(tmp_path)]):
        code, _, err = run(argv, capsys)
        assert code == 2 and err.startswith(f"{tmp_path}: no unit files in this folder"), argv
    code, out, err = run(["validate", ""], capsys)
    assert (code, out, err.strip()) == (2, "", "'': empty file name")
    code, _, err = run(["sheet", "", "-o", str(tmp_path / "s.pdf")], capsys)
    assert code == 2 and "empty file name" in err and not (tmp_path / "s.pdf").exists()


def test_a_batch_goes_on_after_a_bad_file(capsys):
    files = [str(BAD / "deep-flow-25000.yaml"), str(MERLIN), str(BAD / "armor-tons-inf.yaml")]
    code, out, err = run(["validate", "--json", *files], capsys)
    data = json.loads(out)
    assert code == 2 and [entry["file"] for entry in data] == files
    assert data[1]["valid"] is True and data[1]["name"].startswith("Merlin")
    assert data[0] == {
        "file": files[0],
        "line": 2,
        "error": f"malformed YAML: nesting deeper than {MAX_DEPTH} levels",
    }
    assert len(err.strip().splitlines()) == 2


def test_a_folder_with_a_nesting_bomb_still_validates_the_rest(tmp_path):
    # once libyaml's composer recursed 25,000 levels and the process died (exit 139)
    (tmp_path / "a-bomb.yaml").write_text("kind: mech\nchassis: " + "[" * 25000 + "]" * 25000 + "\n")
    (tmp_path / "b-merlin.yaml").write_bytes(MERLIN.read_bytes())
    done = subprocess.run(
        [sys.executable, "-m", "designer", "validate", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "b-merlin.yaml: Merlin MLN-1: valid" in done.stdout
    assert (
        done.stderr.strip() == f"{tmp_path / 'a-bomb.yaml'}:2: malformed YAML: nesting deeper than 20 levels"
    )


@pytest.mark.parametrize(
    ("name", "line", "message"),
    [
        ("error-on-line-5.yaml", 5, "found unexpected end of stream while scanning a quoted scalar"),
        ("bad-utf8-line-4.yaml", 4, "not a UTF-8 text file (byte 46)"),
        ("duplicate-kind.yaml", 4, "duplicate key 'kind' (first on line 1)"),
        ("duplicate-key.yaml", 7, "duplicate key 'tonnage' (first on line 4)"),
        ("schema-true.yaml", 2, "unsupported schema True (expected the integer 1 or 2)"),
        ("schema-float.yaml", 2, "unsupported schema 1.0 (expected the integer 1 or 2)"),
        ("tonnage-true.yaml", 4, "tonnage: expected a number, not true"),
        ("engine-4300-digits.yaml", 5, "a number with more than 30 digits"),
        ("armor-tons-inf.yaml", 7, "not a finite number"),
        ("alias-bomb.yaml", 8, "more than 100000 values (aliases expanded)"),
        ("recursive-alias.yaml", 3, "an alias refers to a collection that contains it"),
    ],
)
def test_messages_name_the_line_of_the_problem(name, line, message):
    # once line 1 was reported for a problem on line 3, and a bad value passed silently
    with pytest.raises(FormatError) as info:
        read_unit(BAD / name)
    assert info.value.line == line and message in info.value.message
    assert "\n" not in str(info.value)


def test_schema_1_and_2_are_read():
    # both are read; a schema 1 file is upgraded in memory to the current schema 2 (D-ARCH-1)
    text = MERLIN.read_text(encoding="utf-8")
    assert "schema: 1" in text and parse_unit(text).schema_ == 2
    assert parse_unit(text.replace("schema: 1", "schema: 2")).schema_ == 2


def test_anchors_within_the_budget_are_fine():
    data, _ = parse_yaml("a: &a [1, 2, 3]\nb: *a\nc: {<<: {x: 1}, y: 2}\n")
    assert data == {"a": [1, 2, 3], "b": [1, 2, 3], "c": {"x": 1, "y": 2}}


def test_a_lance_file_is_read_with_the_same_guards(tmp_path, capsys):
    code, _, err = run(["battleforce", str(BAD / "lance-deep.yaml")], capsys)
    assert code == 2 and err.strip().endswith(
        "lance-deep.yaml:3: malformed YAML: nesting deeper than 20 levels"
    )
    big = tmp_path / "force.yaml"
    big.write_text("kind: force\nname: F\n# " + "x" * 2_100_000 + "\n")
    code, _, err = run(["battleforce", str(big)], capsys)
    assert code == 2 and "too large" in err


def test_battleforce_goes_on_after_a_bad_file_and_lists_it_in_json(capsys):
    bad = BAD / "heat-sinks-10M.yaml"
    code, out, err = run(["battleforce", "--json", str(bad), str(MERLIN), "Wasp"], capsys)
    data = json.loads(out)
    assert code == 2 and [unit["name"] for unit in data["units"]] == ["Merlin MLN-1", "Wasp"]
    message = "heat_sinks: 10000000 is beyond the sane limit 0 to 1000 (docs/limits.md)"
    assert data["errors"] == [{"file": str(bad), "line": 7, "error": message}]
    assert err.strip() == f"{bad}:7: {message}"
