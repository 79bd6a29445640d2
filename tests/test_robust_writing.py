"""Writing: the one atomic writer (mode kept, symlinks resolved on purpose, .bak written
atomically and never through a link, temporary files removed on any failure) and the guards that
refuse an output onto an input or onto a file of another type (cases 2, 3, 7, 13, 14)."""

from __future__ import annotations

import errno
import os
import stat
import threading
from pathlib import Path

import pytest

from designer.cli import main
from designer.formats.yaml_io import atomic_write_bytes
from designer.safe_io import OutputRefused, atomic_write, atomic_write_stream, check_output_target
from designer.safe_io.writing import remove_stale_temps

HERE = Path(__file__).parent
MERLIN = HERE / "units" / "merlin.yaml"


def names(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def test_the_mode_of_the_old_file_is_kept(tmp_path):
    target = tmp_path / "unit.yaml"
    target.write_text("old")
    target.chmod(0o644)  # once every save turned 0644 into 0600
    atomic_write_bytes(target, b"new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "unit.yaml.bak").stat().st_mode) == 0o644
    target.chmod(0o640)
    atomic_write(target, b"newer")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


def test_a_new_file_gets_the_umask_mode(tmp_path):
    old = os.umask(0o022)
    try:
        atomic_write(tmp_path / "new.pdf", b"%PDF-")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.pdf").stat().st_mode) == 0o644


def test_a_symlinked_target_stays_a_link_and_its_target_is_replaced(tmp_path):
    real = tmp_path / "store" / "unit.yaml"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "unit.yaml"
    link.symlink_to(real)
    atomic_write_bytes(link, b"new")
    assert link.is_symlink() and real.read_text() == "new"
    assert (tmp_path / "store" / "unit.yaml.bak").read_text() == "old"  # beside the real file
    assert names(tmp_path) == ["store", "unit.yaml"]


def test_a_bak_that_is_a_symlink_is_never_followed(tmp_path):
    precious = tmp_path / "precious.txt"
    precious.write_text("do not touch")
    target = tmp_path / "unit.yaml"
    target.write_text("version 1")
    (tmp_path / "unit.yaml.bak").symlink_to(precious)  # once its target was overwritten
    atomic_write_bytes(target, b"version 2")
    assert precious.read_text() == "do not touch"
    bak = tmp_path / "unit.yaml.bak"
    assert not bak.is_symlink() and bak.read_text() == "version 1"


@pytest.mark.parametrize("failure", [KeyboardInterrupt(), OSError(errno.ENOSPC, "No space left on device")])
def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, failure):
    target = tmp_path / "sheets.pdf"
    target.write_bytes(b"%PDF- old")

    def write(stream):
        stream.write(b"%PDF- half")
        raise failure  # Ctrl-C, or the disk filling up half-way through

    with pytest.raises(type(failure)):
        atomic_write_stream(target, write, backup=True)
    assert target.read_bytes() == b"%PDF- old" and names(tmp_path) == ["sheets.pdf"]


def test_a_temporary_file_of_a_killed_writer_is_cleaned_up(tmp_path):
    target = tmp_path / "unit.yaml"
    target.write_text("old")
    dead = tmp_path / ".unit.yaml.p999999999.0123abcd.tmp"  # no process has this id
    dead.write_text("half")
    other = tmp_path / ".other.yaml.p999999999.0123abcd.tmp"
    other.write_text("someone else's")
    live = tmp_path / f".unit.yaml.p{os.getpid()}.0123abcd.tmp"
    live.write_text("a writer still running")
    remove_stale_temps(target)
    assert names(tmp_path) == sorted([other.name, live.name, "unit.yaml"])


def test_concurrent_writers_each_leave_a_complete_file(tmp_path):
    target = tmp_path / "out.pdf"
    bodies = [bytes([65 + n]) * 200_000 for n in range(6)]
    threads = [threading.Thread(target=atomic_write, args=(target, body)) for body in bodies]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert target.read_bytes() in bodies and names(tmp_path) == ["out.pdf"]


def test_output_guard(tmp_path):
    unit = tmp_path / "victim.yaml"
    unit.write_bytes(MERLIN.read_bytes())
    pdf = tmp_path / "old.pdf"
    pdf.write_bytes(b"%PDF-1.4 old")
    with pytest.raises(OutputRefused, match="is an input of this command"):
        check_output_target(unit, [unit], "yaml")
    with pytest.raises(OutputRefused, match="holds a text file, not PDF"):
        check_output_target(unit, [], "pdf")
    with pytest.raises(OutputRefused, match="holds pdf, not PNG"):
        check_output_target(pdf, [], "png")
    with pytest.raises(OutputRefused, match="is a folder"):
        check_output_target(tmp_path, [], "pdf", force=True)
    check_output_target(pdf, [unit], "pdf")  # a PDF over a PDF: the usual rerun
    check_output_target(unit, [unit], "pdf", force=True)
    check_output_target(tmp_path / "new.pdf", [], "pdf")


def test_sheet_and_counters_refuse_to_overwrite_a_unit_file(tmp_path, capsys):
    # once the unit file was replaced by a PDF and the command exited 0
    victim = tmp_path / "victim.yaml"
    victim.write_bytes(MERLIN.read_bytes())
    assert main(["sheet", str(victim), "-o", str(victim)]) == 2
    assert "is an input of this command" in capsys.readouterr().err
    assert main(["battleforce", "--lance", "L", str(victim), "--counters", str(victim)]) == 2
    assert "is an input of this command" in capsys.readouterr().err
    other = tmp_path / "other.yaml"
    other.write_bytes(MERLIN.read_bytes())
    assert main(["sheet", str(victim), "-o", str(other)]) == 2
    assert "holds a text file, not PDF" in capsys.readouterr().err
    assert victim.read_bytes() == MERLIN.read_bytes() == other.read_bytes()
    assert main(["sheet", str(victim), "-o", str(other), "--force"]) == 0
    assert other.read_bytes().startswith(b"%PDF-")


def test_a_screenshot_never_destroys_a_file(tmp_path, capsys):
    # once `gui X.yaml --screenshot X.yaml` truncated X.yaml to 0 bytes
    unit = tmp_path / "unit.yaml"
    unit.write_bytes(MERLIN.read_bytes())
    assert main(["gui", str(unit), "--screenshot", str(unit)]) == 2
    assert "give a file name ending in .png" in capsys.readouterr().err
    fake = tmp_path / "shot.png"
    fake.write_bytes(b"%PDF-1.4 not a png")
    assert main(["gui", str(unit), "--screenshot", str(fake)]) == 2
    assert "holds pdf, not PNG" in capsys.readouterr().err
    assert unit.read_bytes() == MERLIN.read_bytes() and fake.read_bytes() == b"%PDF-1.4 not a png"


def test_convert_onto_its_own_input_needs_force(tmp_path, capsys):
    unit = tmp_path / "unit.yaml"
    unit.write_bytes(MERLIN.read_bytes())
    assert main(["convert", str(unit), str(unit)]) == 2
    assert main(["convert", str(unit), str(unit), "--force"]) == 0
    assert (tmp_path / "unit.yaml.bak").read_bytes() == MERLIN.read_bytes()


def test_an_unwritable_output_folder_is_reported_once(tmp_path, capsys):
    # once a read-only output folder printed the same error once per file
    source = tmp_path / "in"
    source.mkdir()
    for n in range(5):
        (source / f"unit{n}.yaml").write_bytes(MERLIN.read_bytes())
    blocked = tmp_path / "out"
    blocked.write_text("a file where the output folder should go")
    assert main(["convert", str(source), str(blocked)]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip().splitlines() == [
        f"{blocked}: cannot write into this folder: a file is in the way, not a folder "
        "(5 files not converted)"
    ]
    assert captured.out == "converted 0, failed 5\n"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_output_folder_is_reported_once(tmp_path, capsys):
    source = tmp_path / "in"
    source.mkdir()
    for n in range(3):
        (source / f"unit{n}.yaml").write_bytes(MERLIN.read_bytes())
    out = tmp_path / "out"
    out.mkdir(mode=0o555)
    assert main(["convert", str(source), str(out)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_a_unit_file_broken_during_the_job_keeps_the_old_pdf(tmp_path, capsys, monkeypatch):
    # once a unit file edited while the sheet job ran left a corrupt PDF behind
    import designer.cli.sheet as sheet
    from designer.formats.load import load_unit

    units = [tmp_path / "a.yaml", tmp_path / "b.yaml"]
    for unit in units:
        unit.write_bytes(MERLIN.read_bytes())
    out = tmp_path / "sheets.pdf"
    assert main(["sheet", str(units[0]), "-o", str(out)]) == 0
    old = out.read_bytes()

    def edited_meanwhile(paths, config=None):
        yield load_unit(paths[0]).unit
        units[1].write_text("kind: mech\nchassis: [\n")  # saved half-way by an editor
        yield load_unit(paths[1]).unit

    monkeypatch.setattr(sheet, "_units", edited_meanwhile)
    assert main(["sheet", *map(str, units), "-o", str(out)]) == 2
    # the half-saved file stops on line 2, inside the list it opens (there is no line 3)
    assert capsys.readouterr().err.strip().startswith(f"{units[1]}:2: malformed YAML")
    assert out.read_bytes() == old and sorted(p.name for p in tmp_path.iterdir()) == [
        "a.yaml",
        "b.yaml",
        "sheets.pdf",
    ]


def test_skills_out_of_range_are_usage_errors(tmp_path, capsys):
    # once `--gunnery -5` was accepted
    with pytest.raises(SystemExit) as info:
        main(["sheet", str(MERLIN), "-o", str(tmp_path / "s.pdf"), "--pilot", "X", "--gunnery", "-5"])
    assert info.value.code == 2
    assert "argument --gunnery: -5 is beyond the sane limit 0 to 12" in capsys.readouterr().err
    assert not (tmp_path / "s.pdf").exists()


def test_a_bak_already_linked_to_the_current_file_leaves_no_temporary(tmp_path):
    # a write killed between making the .bak (a hard link) and its own rename leaves target and
    # .bak as one file; rename(2) between two links of one file does nothing
    target = tmp_path / "unit.mtf"
    target.write_text("current")
    os.link(target, tmp_path / "unit.mtf.bak")
    atomic_write_bytes(target, b"next")
    assert names(tmp_path) == ["unit.mtf", "unit.mtf.bak"]
    assert (tmp_path / "unit.mtf.bak").read_text() == "current" and target.read_text() == "next"
