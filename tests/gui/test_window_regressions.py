"""Defects a player found in the designer window, one section each: each test here failed before its
fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from designer.mech.critical_edits import EntryKind, EntryRef
from designer.formats.yaml_io import read_unit, write_unit
from designer.gui.actions import ActionId
from designer.gui.settings import Key
from designer.mech.model import MechLocation
from designer.rules.validate import validate
from helpers import drop_on_slot, type_text, type_value

REPO = Path(__file__).resolve().parents[2]
MERLIN = REPO / "tests" / "units" / "merlin.yaml"
LIBRARY_MECH = REPO / "units" / "mechs" / "Locust LCT-1V.yaml"


class SaveDialog:
    """Stands in for QFileDialog.getSaveFileName: records the suggested name, answers ``answer``."""

    def __init__(self, answer: Path | None) -> None:
        self.answer, self.suggested = answer, []

    def __call__(self, _parent, _title, suggested="", *_args, **_kwargs):
        self.suggested.append(suggested)
        return (str(self.answer) if self.answer else "", "")


# --- 1. the shipped library is never overwritten ----------------------------------------------
@pytest.mark.parametrize("via_package", [False, True])
def test_ctrl_s_on_a_library_design_saves_as_into_the_users_folder(qtbot, window, monkeypatch, tmp_path,
                                                                   via_package):
    path = LIBRARY_MECH if not via_package else REPO / "designer" / "units" / "mechs" / LIBRARY_MECH.name
    before = path.read_bytes()
    view = window.open_path(path)
    view.page("structure").heat_sinks.stepUp()
    target = tmp_path / "mine.yaml"
    dialog = SaveDialog(target)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window.actions_by_id[ActionId.SAVE].trigger()
    assert path.read_bytes() == before, "the library file must never change"
    assert len(dialog.suggested) == 1, "Save became Save As"
    suggested = Path(dialog.suggested[0])
    assert suggested.is_absolute() and not suggested.resolve().is_relative_to((REPO / "units").resolve())
    assert suggested.name == "Locust LCT-1V.yaml"
    assert read_unit(target).heat_sinks == view.document.mech.heat_sinks
    assert view.document.path == target and not view.document.is_dirty


def test_save_as_never_writes_into_the_library_either(window, monkeypatch):
    before = LIBRARY_MECH.read_bytes()
    view = window.open_path(LIBRARY_MECH)
    view.page("structure").heat_sinks.stepUp()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", SaveDialog(LIBRARY_MECH))
    assert not window.save_as()
    assert LIBRARY_MECH.read_bytes() == before
    assert view.document.is_dirty


# --- 2. a field shows what the design holds ---------------------------------------------------
def test_a_field_shows_the_designs_value_and_accepts_an_illegal_one(qtbot, window, tmp_path):
    mech = read_unit(MERLIN)
    path = tmp_path / "head12.yaml"
    write_unit(mech.model_copy(update={"armor": {**mech.armor, MechLocation.HD: 12}}), path)
    view = window.open_path(path)
    view.show_tab("armor")
    head = view.page("armor").boxes[MechLocation.HD].front
    assert head.value() == 12          # the file holds 12: the box must not clamp it to 9
    type_value(qtbot, head, 5)
    assert view.document.mech.armor[MechLocation.HD] == 5
    type_value(qtbot, head, 12)        # typing 12 must give 12, so the finding can explain it
    assert view.document.mech.armor[MechLocation.HD] == 12
    assert head.value() == 12
    assert "MECH-ARMOR-HEAD-OVER-MAX" in {f.code for f in view.findings.findings()}


def test_structure_fields_show_out_of_range_values_too(window, tmp_path):
    mech = read_unit(MERLIN)
    path = tmp_path / "fast.yaml"
    write_unit(mech.model_copy(update={"jump_mp": 9}), path)   # more than walking MP (4): illegal
    view = window.open_path(path)
    assert view.page("structure").jump.value() == 9


# --- 3. a piece on an occupied slot is visible ------------------------------------------------
def test_an_overlapping_piece_is_shown_in_its_slot(window, tmp_path):
    mech = read_unit(MERLIN)
    equipment = list(mech.equipment)
    equipment[2] = equipment[2].model_copy(update={"location": MechLocation.RT, "slot": 2})   # onto the PPC
    path = tmp_path / "overlap.yaml"
    write_unit(mech.model_copy(update={"equipment": tuple(equipment)}), path)
    view = window.open_path(path)
    view.show_tab("criticals")
    column = view.page("criticals").columns[MechLocation.RT]
    assert "Medium Laser" in column.item(1).text()
    assert "PPC" in column.item(1).text()


def test_a_drop_on_an_occupied_slot_is_refused_with_a_reason(window):
    view = window.open_path(MERLIN)
    view.show_tab("criticals")
    page = view.page("criticals")
    ref = EntryRef(EntryKind.MOUNT, 2)   # the right arm's medium laser
    assert not drop_on_slot(page.columns[MechLocation.RT], ref, 2)
    assert view.document.mech.equipment[2].location == MechLocation.RA
    assert "PPC" in page.feedback.text() and "Right Torso" in page.feedback.text()


# --- 4. Ctrl+Z / Ctrl+Y reach the design from a focused field ---------------------------------
def test_ctrl_z_in_a_focused_field_undoes_the_design(qtbot, window):
    view = window.open_path(MERLIN)
    window.activateWindow()
    chassis = view.page("structure").chassis
    type_text(qtbot, chassis, "Hawk")
    assert view.document.mech.chassis == "Hawk"
    chassis.setFocus()
    qtbot.keyClick(chassis, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.document.mech.chassis == "Merlin"
    assert chassis.text() == "Merlin", "the field shows the undone value"
    qtbot.keyClick(chassis, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert view.document.mech.chassis == "Hawk"
    assert chassis.text() == "Hawk"


def test_redo_offers_ctrl_y_beside_the_platform_key(window):
    keys = [s.toString() for s in window.actions_by_id[ActionId.REDO].shortcuts()]
    assert "Ctrl+Y" in keys and len(keys) >= 2


# --- 5. fits 1366x768 with a panel ------------------------------------------------------------
@pytest.mark.parametrize("kind", ["mech", "vehicle", "infantry", "building", "fighter", "battlearmor",
                                  "protomech"])
def test_the_window_fits_a_1366_by_768_screen(window, kind):
    window.new_unit(kind)
    view = window.current_view()
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        hint = window.minimumSizeHint()
        assert hint.width() <= 1366 and hint.height() <= 700, (view.tabs.tabText(index), hint)


# --- 6. Open Recent ---------------------------------------------------------------------------
def test_recent_files_are_absolute_and_unique(window, monkeypatch):
    monkeypatch.chdir(MERLIN.parent)
    window.open_path(Path(MERLIN.name))
    window.open_path(MERLIN)
    window.open_path(Path("..") / "units" / MERLIN.name)
    assert window.settings.get(Key.RECENT) == [str(MERLIN)]


def test_a_screenshot_run_does_not_add_to_recent_files(qapp, tmp_path):
    from designer.gui import app

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    assert app.run(str(MERLIN), str(tmp_path / "shot.png")) == 0
    assert QSettings("designer", "designer").value("recent_files") in (None, [], "")


# --- 7. lance builder and print queue ---------------------------------------------------------
def test_lance_builder_says_when_a_design_is_invalid(window, tmp_path):
    mech = read_unit(MERLIN)
    path = tmp_path / "heavy.yaml"
    write_unit(mech.model_copy(update={"heat_sinks": 30}), path)
    assert not validate(read_unit(path)).is_valid
    builder = window.show_lance_builder()
    assert builder.add_file(path)
    row = builder.members.rowCount() - 1
    texts = [builder.members.item(row, c).text() for c in range(builder.members.columnCount())
             if builder.members.item(row, c) is not None]
    assert any("invalid" in text.lower() for text in texts), texts


def test_lance_builder_has_keyboard_shortcuts(window):
    builder = window.show_lance_builder()
    actions = {a.objectName(): a for a in builder.findChildren(type(window.actions_by_id[ActionId.NEW]))}
    for name in ("lance_new", "lance_open", "lance_save", "lance_add_lance", "lance_close"):
        assert not actions[name].shortcut().isEmpty(), name


def test_lance_findings_are_not_truncated(window):
    from designer.gui.findings_panel import FindingsPanel
    from designer.rules.findings import Finding, Report, Severity

    panel = FindingsPanel()
    panel.resize(300, 300)
    panel.show()
    long = "A lance of this class should hold units of one movement type; " * 3
    panel.show_report(Report((Finding("LANCE-CLASS", Severity.WARNING, "", long, ""),)))
    QApplication.processEvents()
    item = panel.tree.topLevelItem(0)
    assert panel.tree.textElideMode() == Qt.TextElideMode.ElideNone
    assert panel.tree.visualItemRect(item).height() > 2 * panel.tree.fontMetrics().height()


def test_print_queue_closes_with_escape_and_a_close_button(qtbot, window):
    queue = window.show_print_queue()
    queue.activateWindow()
    qtbot.waitActive(queue)
    close = queue.findChild(QPushButton, "close_queue")
    assert close is not None and close.text().replace("&", "") == "Close"
    qtbot.keyClick(queue, Qt.Key.Key_Escape)
    assert not queue.isVisible()


def test_writing_a_pdf_says_so_and_offers_to_open_it(window, monkeypatch, tmp_path, dialogs):
    window.open_path(MERLIN)
    out = tmp_path / "merlin.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", SaveDialog(out))
    window.export_pdf()
    assert out.read_bytes().startswith(b"%PDF")
    assert str(out) in window.statusBar().currentMessage()
    assert dialogs.calls[-1] == ("information", "Record sheet written")


# --- 8. new designs ---------------------------------------------------------------------------
def test_an_untouched_new_mech_is_not_modified(window, dialogs):
    view = window.new_design()
    assert not view.document.is_dirty
    assert window.close_view(view)
    assert dialogs.calls == []


def test_a_new_fighter_starts_valid(window):
    view = window.new_unit("fighter")
    assert validate(view.document.unit).is_valid, validate(view.document.unit).findings


# --- 9. the armor tab is laid out like the criticals tab and the sheet -------------------------
def test_armor_tab_puts_the_left_arm_on_the_left_like_the_criticals_tab(window):
    view = window.open_path(MERLIN)
    def x(widget) -> int:
        QApplication.processEvents()
        return widget.mapTo(view, widget.rect().center()).x()

    view.show_tab("armor")
    armor = view.page("armor").boxes
    assert x(armor[MechLocation.LA]) < x(armor[MechLocation.CT]) < x(armor[MechLocation.RA])
    assert x(armor[MechLocation.LL]) < x(armor[MechLocation.RL])
    view.show_tab("criticals")
    columns = view.page("criticals").columns
    assert x(columns[MechLocation.LA]) < x(columns[MechLocation.CT]) < x(columns[MechLocation.RA])


# --- 10. grouped findings, no raw labels ------------------------------------------------------
def test_identical_findings_show_once_with_a_count(window):
    from designer.gui.findings_panel import FindingsPanel
    from designer.rules.findings import Finding, Report, Severity

    same = Finding("MECH-HEAT-SINKS-UNALLOCATED", Severity.ERROR, "", "Heat Sink is not in a slot", "")
    panel = FindingsPanel()
    panel.show_report(Report((same,) * 10 + (Finding("X", Severity.WARNING, "CT", "other", ""),)))
    assert panel.tree.topLevelItemCount() == 2
    assert "×10" in panel.tree.topLevelItem(0).text(2) or "10 ×" in panel.tree.topLevelItem(0).text(2)
    assert "11" in panel.heading.text()


def test_no_raw_labels_reach_the_user(window):
    from designer.gui.lance_builder import class_label

    assert class_label("vehicle:hover") == "Hover vehicle"
    view = window.new_unit("infantry")
    weapons = view.editor.weapon
    labels = [weapons.itemText(i) for i in range(weapons.count())]
    view.editor.motive.setCurrentIndex(view.editor.motive.findData("motorized"))
    labels += [weapons.itemText(i) for i in range(weapons.count())]
    assert "Srm" not in labels and "SRM" in labels
    queue = window.show_print_queue()
    queue.add_open()
    assert "1 entries" not in queue.summary.text() and "1 entry" in queue.summary.text()
    building = window.new_unit("building")
    page = building.page("structure")
    labels = [label.text() for label in page.findChildren(type(window.status.labels["weight"]))]
    assert "Chassis" not in labels and "Name" in labels
    weights = building.editor.weights.table   # tons in the tons column; the CF is named as what it is
    cells = [weights.item(row, 1).text() for row in range(weights.rowCount())]
    assert all(text.endswith(" t") for text in cells), cells
    assert weights.item(weights.rowCount() - 1, 0).text() == "Capacity (Construction Factor 15)"
    assert "CF" not in window.status.labels["weight"].text().split("(")[0]


# --- 11. drag feedback ------------------------------------------------------------------------
def test_dragging_highlights_where_the_piece_may_go(window):
    view = window.open_path(MERLIN)
    view.show_tab("criticals")
    page = view.page("criticals")
    ref = EntryRef(EntryKind.MOUNT, 2)   # a medium laser: fits in any free slot
    page.begin_drag(ref)
    head = page.columns[MechLocation.HD]
    free_head = [row for row in range(head.count()) if head.item(row).text().endswith("—")]
    assert free_head
    assert all(head.item(row).data(Qt.ItemDataRole.UserRole + 2) for row in free_head)
    page.end_drag()
    assert not any(head.item(row).data(Qt.ItemDataRole.UserRole + 2) for row in range(head.count()))


# --- 12. --tab ----------------------------------------------------------------------------------
def test_tab_option_is_case_insensitive_and_lists_only_real_tabs():
    import argparse

    from designer.cli import gui as gui_cli
    from designer.mech.editor import TabName
    from designer.gui.unit_view import TAB_TITLES

    parser = argparse.ArgumentParser()
    gui_cli.setup_parser(parser)
    assert parser.parse_args(["--tab", "Criticals"]).tab == "criticals"
    real = {name.value for name in TabName} | set(TAB_TITLES)
    assert set(gui_cli.TABS) <= real
    assert "loadout" not in parser.format_help()


# --- 13. window title -----------------------------------------------------------------------------
def test_window_title_shows_file_name_and_modified_marker(window):
    view = window.open_path(MERLIN)
    assert "merlin.yaml" in window.windowTitle() and "[*]" in window.windowTitle()
    assert not window.isWindowModified()
    view.page("structure").heat_sinks.stepUp()
    assert window.isWindowModified()



# --- features: BLK export, discard all ----------------------------------------------------------
def test_vehicles_and_fighters_export_to_blk_from_the_file_menu(window, monkeypatch, tmp_path):
    from designer.formats.blk import read_blk

    striker = REPO / "units" / "examples" / "vehicle-tracked-striker.yaml"
    window.open_path(striker)
    assert window.actions_by_id[ActionId.EXPORT_BLK].isEnabled()
    out = tmp_path / "striker.blk"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", SaveDialog(out))
    window.actions_by_id[ActionId.EXPORT_BLK].trigger()
    assert read_blk(out).unit.tonnage == read_unit(striker).tonnage
    assert str(out) in window.statusBar().currentMessage()
    window.new_design()
    assert not window.actions_by_id[ActionId.EXPORT_BLK].isEnabled()   # 'Mechs go to MTF


def test_closing_several_modified_designs_asks_once_and_discards_all(window, dialogs):
    from PySide6.QtWidgets import QMessageBox

    for kind in ("vehicle", "fighter", "mech"):
        view = window.new_unit(kind)
        view.document.edit(lambda unit: unit.model_copy(update={"chassis": "Changed"}))
    dialogs.answer = QMessageBox.StandardButton.Discard
    assert window.close()
    assert dialogs.calls == [("question", "Unsaved changes")]


def test_an_illegal_tonnage_and_arm_show_as_what_they_are(window, tmp_path):
    mech = read_unit(MERLIN)
    path = tmp_path / "odd.yaml"
    write_unit(mech.model_copy(update={"tonnage": 62}), path)   # tonnage goes in steps of 5
    view = window.open_path(path)
    box = view.page("structure").tonnage
    assert box.currentText() == "62 tons (not allowed)"
    assert box.currentData() == 62
