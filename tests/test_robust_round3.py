"""The hidden set of attacks (round three): a folder whose links lead into /proc or back
up the tree is walked in bounded time; very long option values (a 1 MB --pilot, --lance or
--regiment-name) are one line and exit 2, never a traceback nor a file that cannot be read back;
an unexpected error anywhere is one line and exit 2."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from designer.cli import main
from designer.safe_io import folders
from designer.safe_io.folders import walk_unit_files

REPO = Path(__file__).resolve().parent.parent
MERLIN = REPO / "tests" / "units" / "merlin.yaml"


def test_a_link_into_proc_is_not_walked(tmp_path):
    (tmp_path / "merlin.yaml").write_bytes(MERLIN.read_bytes())
    (tmp_path / "proc").symlink_to("/proc")
    started = time.monotonic()
    walk = walk_unit_files(tmp_path, (".yaml",))
    assert time.monotonic() - started < 5    # it walked every process's files for minutes
    assert walk.files == [tmp_path / "merlin.yaml"]
    assert walk.skipped == [(str(tmp_path / "proc"), "a system folder (/proc); not searched")]


def test_a_link_up_the_tree_is_not_followed_out_of_the_named_folder(tmp_path):
    inside = tmp_path / "units"
    inside.mkdir()
    (inside / "merlin.yaml").write_bytes(MERLIN.read_bytes())
    (tmp_path / "elsewhere.yaml").write_bytes(MERLIN.read_bytes())
    (inside / "up").symlink_to("..")
    walk = walk_unit_files(inside, (".yaml",))
    assert walk.files == [inside / "merlin.yaml"]
    assert walk.skipped == [(str(inside / "up"), "a link out of the named folder; not searched")]


def test_the_number_of_entries_walked_is_bounded(tmp_path, monkeypatch):
    monkeypatch.setattr(folders, "MAX_ENTRIES", 10)
    for index in range(30):
        (tmp_path / f"u{index:02}.yaml").write_bytes(b"")
    walk = walk_unit_files(tmp_path, (".yaml",))
    assert len(walk.files) == 10
    assert walk.skipped == [(str(tmp_path), "more than 10 entries; the rest not searched")]


def test_validate_of_a_folder_linking_into_proc_ends(tmp_path, capsys):
    (tmp_path / "merlin.yaml").write_bytes(MERLIN.read_bytes())
    (tmp_path / "proc").symlink_to("/proc")
    assert main(["validate", str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert "merlin.yaml: Merlin MLN-1: valid" in captured.out
    assert captured.err == f"{tmp_path / 'proc'}: a system folder (/proc); not searched\n"


BIG = "x" * 1_000_000


@pytest.mark.parametrize("argv, option, what", [
    (["sheet", str(MERLIN), "-o", "OUT", "--pilot", BIG], "--pilot", "pilot name"),
    (["battleforce", str(MERLIN), "--lance", BIG, "--counters", "OUT"], "--lance", "lance name"),
    (["battleforce", str(MERLIN), "--config", BIG], "--config", "configuration"),
    (["regiment", "generate", "--type", "light", "--regiment-name", BIG, "-o", "OUT"], "--regiment-name",
     "regiment name"),
], ids=["sheet-pilot", "battleforce-lance", "battleforce-config", "regiment-name"])
def test_a_1mb_option_value_is_refused_in_one_line(argv, option, what, tmp_path, capsys):
    # the pilot was a pydantic traceback; the lance and regiment names were written (a regiment
    # file its own reader then refuses); a name is at most 500 characters, as in a file
    argv = [str(tmp_path / "out.pdf") if word == "OUT" else word for word in argv]
    with pytest.raises(SystemExit) as ended:
        main(argv)
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1].endswith(
        f"error: argument {option}: 1,000,000 characters of text; the sane limit is 500")
    assert "Traceback" not in err and len(err) < 2000
    assert list(tmp_path.iterdir()) == []


def test_a_bad_skill_option_is_quoted_short(capsys):
    with pytest.raises(SystemExit):
        main(["sheet", str(MERLIN), "-o", "x.pdf", "--pilot", "A", "--gunnery", "g" * 100_000])
    assert capsys.readouterr().err.splitlines()[-1] == (
        "designer sheet: error: argument --gunnery: gunnery is a whole number from 0 to 12 (got '"
        + "g" * 60 + "...')")


@pytest.mark.parametrize("error", [TypeError("unhashable type: 'list'"), RecursionError("too deep"),
                                   MemoryError(), UnicodeEncodeError("ascii", "Ω", 0, 1, "no")])
def test_an_unexpected_error_in_any_command_is_one_line_and_exit_2(error, monkeypatch, capsys):
    # the last guard for attacks no reader foresaw: never a traceback
    from designer.cli import validate

    def failing(args, out):
        raise error

    monkeypatch.setattr(validate, "run", failing)
    assert main(["validate", str(MERLIN)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"designer validate: unexpected {type(error).__name__}")


def test_an_interrupted_command_says_so_in_one_line(monkeypatch, capsys):
    # SIGTERM or Ctrl-C during a command ended it with exit 2 and nothing on standard error
    from designer.cli import validate

    def interrupted(args, out):
        raise KeyboardInterrupt

    monkeypatch.setattr(validate, "run", interrupted)
    assert main(["validate", str(MERLIN)]) == 2
    assert capsys.readouterr().err == "designer validate: interrupted; no output was left half-written\n"


@pytest.mark.parametrize("argv_of, name", [
    (lambda out: ["sheet", str(MERLIN), "-o", out], "new.yaml"),
    (lambda out: ["sheet", str(MERLIN), "-o", out], "dangling.mtf"),
    (lambda out: ["regiment", str(REPO / "tests" / "data" / "regiment-lancers.yaml"), "--counters", out],
     "new.blk"),
    (lambda out: ["regiment", "generate", "--type", "light", "-o", out], "new.pdf"),
], ids=["sheet-to-yaml", "sheet-through-dangling-link", "counters-to-blk", "generate-to-pdf"])
def test_a_new_output_named_as_another_file_type_is_refused(argv_of, name, tmp_path, capsys):
    # a PDF written as new.yaml (or through a dangling unit-file link) is then read as a unit file
    (tmp_path / "dangling.mtf").symlink_to("nowhere")
    out = tmp_path / name
    assert main(argv_of(str(out))) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is named as" in err and "(use --force)" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dangling.mtf"]
