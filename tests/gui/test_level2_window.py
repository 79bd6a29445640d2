"""The designer window for Level 2 (keyboard path, spreadable slots, tech base switch,
OmniMech switcher and locks, engine weight, start page, catalog cost, free slots, autosave)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QTextBrowser

from designer.mech import technology_edits as technology
from designer.mech.critical_edits import EntryKind, EntryRef
from designer.mech.edits import add_item
from designer.mech.editor.equipment import NOT_PRICED
from designer.gui.omni_switcher import BASE_CHASSIS
from designer.gui.widgets import LOCKED_TIP
from designer.mech.model import MechLocation
from designer.rules.validate import validate

REPO = Path(__file__).resolve().parents[2]
RAVEN = REPO / "units" / "mechs" / "level2" / "Raven RVN-3L.yaml"
EXEMPLAR = REPO / "tests" / "units" / "omni-exemplar.yaml"


def _level2_view(window):
    view = window.new_design()
    view.document.edit(technology.set_year, 3058)
    return view


def _names(view):
    return [m.item for m in view.document.mech.equipment]


# --- 1. the keyboard path of the Equipment tab -----------------------------------------------
def test_enter_space_and_menu_add_the_selected_catalog_item(qtbot, window):
    view = _level2_view(window)
    view.show_tab("equipment")
    tab = view.page("equipment")
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Menu):
        tab.select("Medium Laser")
        qtbot.keyClick(tab.table, key)
    assert _names(view).count("Medium Laser") == 3


def test_ctrl_f_focuses_the_filter_and_enter_goes_to_the_first_match(qtbot, window):
    view = _level2_view(window)
    view.show_tab("equipment")
    tab = view.page("equipment")
    window.activateWindow()
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is tab.filter_text
    qtbot.keyClicks(tab.filter_text, "streak srm 2")
    qtbot.keyClick(tab.filter_text, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is tab.table and tab.selected_name() == "IS Streak SRM 2"
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    assert "IS Streak SRM 2" in _names(view)


def test_tab_leaves_the_catalog_and_add_has_a_mnemonic(window):
    tab = _level2_view(window).page("equipment")
    assert not tab.table.tabKeyNavigation()
    assert tab.add_item_button.text() == "&Add"
    assert tab.remove_button.text() == "&Remove"


def test_delete_removes_the_selected_carried_item(qtbot, window):
    view = _level2_view(window)
    view.show_tab("equipment")
    tab = view.page("equipment")
    tab.select("Medium Laser")
    tab.add_selected()
    tab.carried.setCurrentItem(tab.carried.topLevelItem(0))
    qtbot.keyClick(tab.carried, Qt.Key.Key_Delete)
    assert "Medium Laser" not in _names(view)


def test_level2_rows_show_their_price_and_a_dash_only_when_priced_nowhere(window):
    view = _level2_view(window)
    view.show_tab("equipment")
    tab = view.page("equipment")
    costs = {tab.model.item(row, 0).text(): tab.model.item(row, 11).text()
             for row in range(tab.model.rowCount())}
    assert costs["Medium Laser"] == "40,000"   # seed 000 Weapons Table: 40,000 C-bills
    # TechManual price (MegaMek ISERLaserLarge), the price the cost lines take (decision D-BV-2)
    assert costs["IS ER Large Laser"] == "200,000"
    assert "0" not in costs.values()
    unpriced = [name for name, cost in costs.items() if cost == NOT_PRICED]
    assert all(tab.model.item(row, 11).toolTip() for row in range(tab.model.rowCount())
               if tab.model.item(row, 0).text() in unpriced)


# --- 1b. the Criticals tab and the Help menu -------------------------------------------------
def test_menu_key_in_unallocated_offers_the_locations(window):
    view = _level2_view(window)
    view.document.edit(add_item, "Medium Laser")
    view.show_tab("criticals")
    tab = view.page("criticals")
    tab.refresh()
    tab.unallocated.setCurrentRow(0)
    menu = tab.placement_menu(tab.unallocated.ref_of(tab.unallocated.currentItem()))
    texts = [action.text() for action in menu.actions()]
    assert "&6  Place in Right Arm" in texts   # the sixth column: Alt-free, the key 6 chooses it


def test_help_keyboard_page(window):
    action = window.actions_by_id["keyboard_help"]
    assert action.shortcut().toString() == "F1"
    dialog = window.show_keyboard_help()
    text = dialog.findChild(QTextBrowser, "keyboard_text")
    assert text is not None and "Enter" in text.toPlainText() and "Place all" in text.toPlainText()


# --- 2. spreadable slots ---------------------------------------------------------------------
def test_choosing_endo_steel_places_its_fourteen_slots(window):
    view = _level2_view(window)
    tab = view.page("structure")
    box = tab.types["structure_type"]
    box.setCurrentIndex(box.findData("endo_steel"))
    endo = [m for m in view.document.mech.equipment if m.item == "Endo Steel"]
    assert len(endo) == 14 and all(m.location is not None for m in endo)
    assert not any(f.code == "MECH-SPREADABLE-SLOTS" for f in view.document.analysis.report.findings)


# --- 3. tech base switch ---------------------------------------------------------------------
def test_tech_base_switch_converts_and_asks_about_the_rest(window, dialogs):
    view = _level2_view(window)
    tab = view.page("structure")
    for field, value in (("engine_type", "xl"), ("heat_sink_type", "double")):
        view.document.edit(technology.set_construction, field, value)
    view.document.edit(add_item, "Medium Laser")
    dialogs.answer = QMessageBox.StandardButton.No   # undo the switch
    tab.tech_base.setCurrentIndex(tab.tech_base.findText("Clan"))
    assert dialogs.calls[-1] == ("question", "Tech base switched")
    assert view.document.mech.tech_base.value == "inner_sphere"
    dialogs.answer = QMessageBox.StandardButton.Yes
    tab.tech_base.setCurrentIndex(tab.tech_base.findText("Clan"))
    mech = view.document.mech
    assert (mech.engine_type, mech.heat_sink_type) == ("clan_xl", "clan_double")
    assert "Clan XL" in tab.tech_note.text()


# --- 4. OmniMechs ----------------------------------------------------------------------------
def test_locked_chassis_fields_are_disabled_and_say_why(window):
    view = window.open_path(EXEMPLAR)
    structure = view.page("structure")
    assert not structure.types["engine_type"].isEnabled()
    assert structure.walking.toolTip() == LOCKED_TIP
    view.show_tab("armor")
    box = next(iter(view.page("armor").boxes.values()))
    assert not box.front.isEnabled()
    view.switcher.choose(BASE_CHASSIS)
    view.show_tab("structure")
    assert structure.types["engine_type"].isEnabled()


def test_delete_and_unplace_are_refused_on_a_locked_slot(qtbot, window):
    view = window.open_path(EXEMPLAR)
    view.show_tab("criticals")
    tab = view.page("criticals")
    mech = view.shown.mech
    fixed = next(i for i, m in enumerate(mech.equipment) if not m.pod and m.location is not None)
    ref = EntryRef(EntryKind.MOUNT, fixed)
    before = view.document.mech
    tab.unplace(ref)
    assert view.document.mech is before and "locked chassis" in tab.feedback.text()
    unplace = tab.slot_menu(ref).actions()[0]
    assert unplace.text() == "&Unplace" and not unplace.isEnabled()


# --- 7. smaller points -----------------------------------------------------------------------
def test_engine_weight_of_an_xl_design(window):
    # Raven RVN-3L: XL 210 engine, 9 t standard (seed 000 Engine Table) halved: 4.5 t.
    view = window.open_path(RAVEN)
    assert "4.5 t" in view.page("structure").engine.text()


def test_a_new_mech_starts_with_one_finding_and_no_error(window):
    report = validate(window.new_design().document.mech)
    assert [(f.code, f.severity.value) for f in report.findings] == [("MECH-UNDERWEIGHT", "warning")]


def test_closing_the_last_design_shows_the_start_page(window):
    view = window.new_design()
    window.close_view(view)
    assert window.central.currentWidget() is window.start_page
    window.start_page.findChild(QPushButton, "start_new").click()
    assert window.central.currentWidget() is window.tabs and window.current_view() is not None


def test_free_slots_count_unallocated_equipment(window):
    view = window.new_design()
    before = window.status.labels["slots"].text()
    view.document.edit(add_item, "PPC")   # 3 slots (seed 000 Weapons Table)
    free_before = int(before.split()[2])
    assert window.status.labels["slots"].text().startswith(f"Free slots {free_before - 3} ")


def test_the_first_edit_is_autosaved_within_seconds(window):
    from designer.mech.edits import set_names
    from designer.gui.recovery import FIRST_EDIT_MS

    view = window.new_design()
    view.document.edit(set_names, "Hawk", "")
    assert window.autosaver._first.isActive() and FIRST_EDIT_MS <= 10_000


def test_the_unallocated_list_keeps_its_place_after_a_drop(window):
    view = window.new_design()
    for _ in range(30):
        view.document.edit(add_item, "Medium Laser")
    view.show_tab("criticals")
    tab = view.page("criticals")
    tab.unallocated.setCurrentRow(20)
    bar = tab.unallocated.verticalScrollBar()
    bar.setValue(bar.maximum())
    kept = bar.value()
    tab.place(EntryRef(EntryKind.MOUNT, len(view.document.mech.equipment) - 1), MechLocation.RA, 5)
    assert tab.unallocated.currentRow() == 20 and bar.value() == min(kept, bar.maximum())
    assert tab.unallocated.height() >= 8 * 22


def test_the_preview_follows_the_pilot_while_typing(window, qtbot):
    view = window.new_design()
    view.show_tab("preview")
    fields = view.page("preview").pilot
    fields.name.setFocus()
    qtbot.keyClicks(fields.name, "Kerensky")
    qtbot.waitUntil(lambda: view.document.mech.pilot is not None, timeout=3000)   # no Enter, no Tab
    assert view.document.mech.pilot.name == "Kerensky" and fields.name.hasFocus()


def test_sigterm_and_ctrl_c_close_the_window_cleanly(tmp_path):
    # The program ends with status 0 and no traceback; an unsaved design would be kept for
    # recovery (MainWindow.terminate).
    import os
    import signal
    import subprocess
    import sys
    import time

    for number in (signal.SIGTERM, signal.SIGINT):
        ready = tmp_path / f"map-{number}.json"
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
               "XDG_CONFIG_HOME": str(tmp_path / "config"), "DESIGNER_AUTOMATION_MAP": str(ready),
               "PYTHONPATH": str(REPO)}
        app = subprocess.Popen([sys.executable, "-m", "designer", "gui"], env=env, stderr=subprocess.PIPE)
        end = time.monotonic() + 60
        while not ready.exists() and time.monotonic() < end and app.poll() is None:
            time.sleep(0.1)
        app.send_signal(number)
        _out, errors = app.communicate(timeout=30)
        assert app.returncode == 0 and b"Traceback" not in errors, errors.decode(errors="replace")


def test_on_first_start_the_status_bar_is_on_screen(qtbot, settings, tmp_path):
    # No saved geometry: the window leaves room for a title bar and frame, so its bottom (the
    # status line) is inside the screen's available height.
    from designer.gui.main_window import TITLE_MARGIN, MainWindow

    main = MainWindow(settings, recovery_folder=tmp_path / "recovery")
    qtbot.addWidget(main)
    screen = main.screen().availableGeometry()
    assert main.height() + TITLE_MARGIN <= screen.height()
    assert main.width() <= screen.width()


def test_export_mtf_of_an_omnimech_says_how_many_files(window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    titles: list[str] = []

    def dialog(_parent, title, *args, **kwargs):
        titles.append(title)
        return "", ""   # cancelled: nothing written

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window.open_path(EXEMPLAR)
    window.export_mtf()
    assert titles == ["Export MTF: 3 files, one per configuration"]   # Prime, A, B


def test_remove_on_the_equipment_tab_keeps_a_locked_chassis_item(window):
    # The Puma's flamer is fixed in its chassis (units/mechs/level2/Puma (Adder).yaml: not a pod).
    view = window.open_path(REPO / "units" / "mechs" / "level2" / "Puma (Adder).yaml")
    view.show_tab("equipment")
    tab = view.page("equipment")
    mech = view.shown.mech
    fixed = EntryRef(EntryKind.MOUNT, next(i for i, m in enumerate(mech.equipment)
                                           if not m.pod and m.item == "Clan Flamer"))
    row = next(r for r in range(tab.carried.topLevelItemCount())
               if tab.carried.topLevelItem(r).data(0, Qt.ItemDataRole.UserRole) == fixed)
    tab.carried.setCurrentItem(tab.carried.topLevelItem(row))
    before = view.document.mech
    tab.remove_selected()
    assert view.document.mech is before


def test_no_choice_on_the_structure_tab_is_clipped(window):
    # "Standarc": at the window's first-start size each combo box shows its whole choice.
    from PySide6.QtWidgets import QComboBox

    window.resize(1280, 720)
    for view in (window.new_design(), window.open_path(RAVEN)):
        view.show_tab("structure")
        QApplication.processEvents()
        for box in view.page("structure").findChildren(QComboBox):
            if box.isVisibleTo(view):
                needed = box.fontMetrics().horizontalAdvance(box.currentText())
                assert needed + 24 <= box.width(), (box.objectName(), box.currentText(), box.width())


def test_every_alt_key_of_the_keyboard_page_is_a_mnemonic_of_its_tab(window):
    # Help > Keyboard lists Alt+letter per tab: each is the underlined letter of a label or button
    # shown on that tab (so the page never promises a key the window lacks).
    import re

    from PySide6.QtWidgets import QAbstractButton, QLabel

    from designer.gui.keyboard_help import KEYBOARD_TEXT

    view = _level2_view(window)
    sections = re.split(r"<h3>(\w+)</h3>", KEYBOARD_TEXT)[1:]
    checked = 0
    for title, text in zip(sections[::2], sections[1::2], strict=True):
        if title == "Anywhere":
            continue
        view.show_tab(title.lower())
        page = view.page(title.lower())
        mnemonics = set()
        for widget in [*page.findChildren(QLabel), *page.findChildren(QAbstractButton)]:
            found = re.search(r"&(\w)", widget.text())
            if found and widget.isVisibleTo(page):
                mnemonics.add(found.group(1).lower())
        for letter in re.findall(r"Alt\+(\w)\b", text):
            assert letter.lower() in mnemonics, (title, letter)
            checked += 1
    assert checked >= 10


def test_the_equipment_tab_does_not_list_the_structure_s_slots(window):
    view = _level2_view(window)
    view.document.edit(technology.set_construction, "structure_type", "endo_steel")
    view.document.edit(add_item, "IS TSM")
    view.show_tab("equipment")
    tab = view.page("equipment")
    carried = [tab.carried.topLevelItem(r).text(0) for r in range(tab.carried.topLevelItemCount())]
    assert "Endo Steel" not in carried and carried.count("IS TSM") == 6   # TSM is added by hand
