"""File > Export MTF of an OmniMech writes one file per configuration ("Exemplar Prime.mtf",
"Exemplar A.mtf", ...): files that already exist are listed in a dialog that asks before any is
replaced (keyboard: Escape keeps them, Tab to Replace and Space replaces), never overwritten in
silence; every write goes through the atomic writer, which keeps the replaced file as ``.bak``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from designer.mech.mtf_omni import read_mtf
from designer.gui.actions import ActionId

EXEMPLAR = Path(__file__).parents[1] / "units" / "omni-exemplar.yaml"
NAMES = ["Exemplar A.mtf", "Exemplar B.mtf", "Exemplar Prime.mtf"]


def _export(window, monkeypatch, target: Path, key=None, seen: list | None = None) -> None:
    """Runs File > Export MTF to ``target``; ``key`` answers the overwrite dialog from the keyboard
    (Escape; Tab: move to Replace and press Space)."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))

    def answer() -> None:
        from PySide6.QtTest import QTest

        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QMessageBox), "the overwrite dialog did not open"
        if seen is not None:
            buttons = dialog.findChildren(QPushButton)
            seen.append((dialog.text(), {button.text(): button.accessibleName() for button in buttons}))
        if key == Qt.Key.Key_Tab:   # Tab from Cancel (the default) to Replace, then Space presses it
            assert dialog.focusWidget() is dialog.defaultButton()
            QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
            assert dialog.focusWidget().accessibleName() == "Replace"
            QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)
        else:
            QTest.keyClick(dialog, key)
        if dialog.isVisible():   # the key did nothing: close it, so the test fails instead of hanging
            dialog.reject()
            failed.append(f"{key} left the dialog open")

    failed: list[str] = []
    if key is not None:
        QTimer.singleShot(0, answer)
    window.actions_by_id[ActionId.EXPORT_MTF].trigger()
    assert failed == []


def test_export_writes_a_file_per_configuration(window, monkeypatch, tmp_path):
    window.open_path(EXEMPLAR)
    tmp_path = tmp_path / "out"   # (the window's settings file lives in tmp_path)
    _export(window, monkeypatch, tmp_path / "Exemplar.mtf")
    assert sorted(p.name for p in tmp_path.iterdir()) == NAMES
    assert read_mtf(tmp_path / "Exemplar A.mtf").mech.model == "A"
    assert "3 MTF files written" in window.statusBar().currentMessage()


def test_existing_configuration_files_are_listed_and_kept_unless_replaced(window, monkeypatch, tmp_path):
    window.open_path(EXEMPLAR)
    tmp_path = tmp_path / "out"
    tmp_path.mkdir()
    kept = tmp_path / "Exemplar A.mtf"
    kept.write_text("keep me", encoding="utf-8")
    seen: list = []
    _export(window, monkeypatch, tmp_path / "Exemplar.mtf", Qt.Key.Key_Escape, seen)
    text, buttons = seen[0]
    assert "Exemplar A.mtf" in text and "Exemplar B.mtf" not in text
    assert buttons == {"&Replace": "Replace", "Cancel": "Cancel"}
    assert kept.read_text(encoding="utf-8") == "keep me"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Exemplar A.mtf"]   # nothing written at all
    _export(window, monkeypatch, tmp_path / "Exemplar.mtf", Qt.Key.Key_Tab)   # Tab, Space: Replace
    assert read_mtf(kept).mech.model == "A"
    assert (tmp_path / "Exemplar A.mtf.bak").read_text(encoding="utf-8") == "keep me"
    assert {p.name for p in tmp_path.iterdir()} >= set(NAMES)


def test_a_plain_mech_exports_as_one_file(window, monkeypatch, tmp_path):
    merlin = Path(__file__).parents[1] / "units" / "merlin.yaml"
    window.open_path(merlin)
    target = tmp_path / "out" / "merlin.mtf"
    _export(window, monkeypatch, target)   # the file dialog itself asks about an existing file
    assert [p.name for p in target.parent.iterdir()] == ["merlin.mtf"]
    assert read_mtf(target).mech.chassis == "Merlin"
    assert window.statusBar().currentMessage().startswith("MTF file written to")
