"""The Fluff tab: prose kept in the unit file (under ``fluff``), undoable, shown in the Technical
Readout (``designer tro``) that can be exported; the design's quirks checked in a list."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from designer.formats.yaml_io import read_unit
from helpers import type_text

REPO = Path(__file__).resolve().parents[2]
MERLIN = REPO / "tests" / "units" / "merlin.yaml"


def test_fluff_is_typed_saved_reopened_and_undone(qtbot, window, tmp_path, monkeypatch):
    view = window.open_path(MERLIN)
    view.show_tab("fluff")
    page = view.page("fluff")
    type_text(qtbot, page.fields["manufacturer"], "Bergan Industries")
    overview = page.fields["overview"]
    overview.setFocus()
    qtbot.keyClicks(overview, "A jump-capable medium 'Mech.")
    page.fields["manufacturer"].setFocus()   # leaving the box keeps the text
    assert view.document.unit.fluff.overview == "A jump-capable medium 'Mech."
    assert "OVERVIEW\nA jump-capable medium 'Mech." in page.readout.toPlainText()
    assert "MANUFACTURER\nBergan Industries" in page.readout.toPlainText()
    target = tmp_path / "merlin.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_as(view)
    assert "fluff:" in target.read_text(encoding="utf-8")
    assert read_unit(target).fluff.manufacturer == "Bergan Industries"
    window.actions_by_id["undo"].trigger()
    assert overview.toPlainText() == ""
    out = tmp_path / "readout.txt"
    assert page.export(out)
    exported = out.read_text(encoding="utf-8")   # the Technical Readout: figures, then the prose
    assert exported.startswith("Merlin MLN-1\n") and exported.endswith("MANUFACTURER\nBergan Industries\n")


@pytest.mark.parametrize("kind", ["vehicle", "fighter"])
def test_every_kind_has_a_fluff_tab(window, kind):
    view = window.new_unit(kind)
    view.show_tab("fluff")
    assert view.current_tab() == "fluff"
    readout = view.page("fluff").readout.toPlainText()   # the same block as `designer tro`
    assert readout.startswith(f"New {kind.capitalize()}\n") and "\nEquipment " in readout


def test_tab_key_leaves_a_prose_box(qtbot, window):
    view = window.open_path(MERLIN)
    view.show_tab("fluff")
    page = view.page("fluff")
    page.fields["overview"].setFocus()
    qtbot.keyClick(page.fields["overview"], Qt.Key.Key_Tab)
    assert page.fields["overview"].toPlainText() == ""


def test_an_imported_designs_prose_shows_in_the_fluff_tab(window, tmp_path):
    # MegaMek's fluff keys are read into the design's fluff (designer/formats/fluff_keys.py).
    from designer.mech.mtf_writer import mech_to_mtf

    text = mech_to_mtf(read_unit(MERLIN)) + "\noverview:A jump-capable medium 'Mech.\nhistory:Built 2850.\n"
    path = tmp_path / "merlin.mtf"
    path.write_text(text, encoding="utf-8")
    view = window.open_path(path)
    view.show_tab("fluff")
    page = view.page("fluff")
    assert page.fields["overview"].toPlainText() == "A jump-capable medium 'Mech."
    assert page.fields["history"].toPlainText() == "Built 2850."
    assert "OVERVIEW\nA jump-capable medium 'Mech." in page.readout.toPlainText()


def test_quirks_are_checked_in_the_fluff_tab_and_undone(window):
    view = window.open_path(MERLIN)
    view.show_tab("fluff")
    page = view.page("fluff")
    codes = [page.quirks.item(i).data(Qt.ItemDataRole.UserRole) for i in range(page.quirks.count())]
    assert "power_reverse" not in codes            # a vehicle's quirk is not offered to a 'Mech
    stable = page.quirks.item(codes.index("stable"))
    assert stable.toolTip() and stable.text() == "Stable (+)"
    stable.setCheckState(Qt.CheckState.Checked)
    assert view.document.unit.meta["quirk"] == ["stable"]
    assert "Design Quirks:\n  Stable (+)" in page.readout.toPlainText()
    window.actions_by_id["undo"].trigger()
    assert "quirk" not in view.document.unit.meta and stable.checkState() == Qt.CheckState.Unchecked


def test_edit_copy_as_tro_puts_the_readout_on_the_clipboard(window):
    from PySide6.QtGui import QGuiApplication

    window.open_path(MERLIN)
    window.actions_by_id["copy_tro"].trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Merlin MLN-1\n") and "Weapons and Ammo  Location  Critical  Tonnage" in text
