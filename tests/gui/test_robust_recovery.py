"""Crash recovery never blocks start-up and never loses a design. Corrupt notes
and recovery files are moved aside and reported; recovery files are deleted only once their
design reopened; a second running instance never takes the first's live autosaves."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from designer.gui import recovery

MERLIN = Path(__file__).parents[1] / "units" / "merlin.yaml"

CORRUPT_NOTES = {
    "truncated": b'{"path": "/home/a/unit.yaml", "ti',
    "a-list": b"[1, 2, 3]",
    "path-not-text": b'{"path": 123}',
    "not-utf8": b'{"path": "caf\xe9"}',
    "nested": b"[" * 60_000,
}


def _leftover(folder: Path, stem: str, note: bytes | None, unit: bytes | None = None) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{stem}.yaml").write_bytes(unit if unit is not None else MERLIN.read_bytes())
    if note is not None:
        (folder / f"{stem}.json").write_bytes(note)


@pytest.mark.parametrize("name", sorted(CORRUPT_NOTES))
def test_a_corrupt_note_is_moved_aside_and_reported(tmp_path, name):
    folder = tmp_path / "recovery"
    _leftover(folder, "sdead0000000-1", CORRUPT_NOTES[name])
    _leftover(folder, "sdead0000000-2", json.dumps({"path": None, "title": "ok"}).encode())
    scan = recovery.scan(folder)
    assert [item.source.name for item in scan.found] == ["sdead0000000-2.yaml"]
    assert len(scan.problems) == 1 and "sdead0000000-1.json" in scan.problems[0]
    assert "moved to" in scan.problems[0]
    assert sorted(p.name for p in (folder / "corrupt").iterdir()) == [
        "sdead0000000-1.json",
        "sdead0000000-1.yaml",
    ]


def test_a_yaml_bomb_in_the_recovery_folder_does_not_stop_the_start(tmp_path):
    folder = tmp_path / "recovery"
    _leftover(folder, "sdead0000000-1", None, b"kind: mech\nchassis: " + b"[" * 25000 + b"]" * 25000)
    scan = recovery.scan(folder)
    assert scan.found == [] and "nesting deeper than 20 levels" in scan.problems[0]


def test_a_live_instance_keeps_its_autosaves(tmp_path):
    folder = tmp_path / "recovery"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from designer.gui.recovery import Session
        session = Session(Path({str(folder)!r}))
        session.acquire()
        print(session.id, flush=True)
        sys.stdin.read()
        """),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        live = holder.stdout.readline().strip()
        _leftover(folder, f"{live}-1", b'{"path": null}')
        _leftover(folder, "sdead0000000-1", b'{"path": null}')
        found = recovery.scan(folder).found
        assert [item.source.name for item in found] == ["sdead0000000-1.yaml"]
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
        holder.stdout.close()
    after = [item.source.name for item in recovery.scan(folder).found]
    assert after == sorted([f"{live}-1.yaml", "sdead0000000-1.yaml"])  # once it died, its files are leftovers


def test_recovery_files_go_only_after_the_designs_reopened(qtbot, settings, tmp_path, dialogs, monkeypatch):
    from designer.gui.main_window import MainWindow

    folder = tmp_path / "recovery"
    _leftover(folder, "sdead0000000-1", b'{"path": null}')
    window = MainWindow(settings, recovery_folder=folder)
    qtbot.addWidget(window)
    dialogs.answer = QMessageBox.StandardButton.Yes

    def failing_open(document):
        raise RuntimeError("the view could not be built")

    monkeypatch.setattr(window, "add_document", failing_open)
    assert window.offer_recovery() == 0   # start-up goes on
    assert ("warning", "Designs not reopened") in dialogs.calls
    assert (folder / "sdead0000000-1.yaml").exists()  # the design was not lost
    monkeypatch.undo()
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    assert window.offer_recovery() == 1
    assert not (folder / "sdead0000000-1.yaml").exists()
    assert len(list(folder.glob(f"{window.autosaver.session.id}-*.yaml"))) == 1  # protected again
    for view in window.views():
        view.document.history.mark_saved()
