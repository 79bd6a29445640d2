"""Small things a player trips on: Alt+letter of a greyed button never types, Enter in the unit
browser's name filter goes to the units found, a weight of one is "1 ton", Open Recent forgets
deleted files, and ten open designs all keep a tab on the bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from designer.gui.settings import Key

REPO = Path(__file__).resolve().parents[2]


def test_alt_and_the_letter_of_a_greyed_button_does_not_type(qtbot, window):
    view = window.new_design()
    view.show_tab("equipment")
    tab = view.page("equipment")
    remove = next(b for b in tab.findChildren(QPushButton) if b.text() == "&Remove")
    remove.setEnabled(False)                   # greyed, as a button is when it cannot act
    tab.filter_text.setFocus()
    qtbot.keyClicks(tab.filter_text, "las")
    qtbot.keyClick(tab.filter_text, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    assert tab.filter_text.text() == "las"     # it read "lasr"


def test_enter_in_the_browser_filter_goes_to_the_units_found(qtbot, window):
    window.show_unit_browser()
    browser = window.unit_browser
    assert browser.wait_indexed()
    browser.name.setFocus()
    qtbot.keyClicks(browser.name, "Atlas")
    qtbot.keyClick(browser.name, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is browser.table
    assert browser.table.selectionModel().selectedRows()[0].row() == 0


def test_one_ton_is_not_one_tons(window):
    view = window.new_unit("protomech")
    # a new 2-ton ProtoMech weighs 1 ton (0.2 structure + 0.3 engine + 0.5 cockpit, its breakdown)
    messages = [f.message for f in view.document.analysis.report.findings]
    assert "The components weigh 1 ton; 1 ton of the ProtoMech's 2 tons is unused." in messages


def test_open_recent_forgets_deleted_files(window, tmp_path):
    kept, gone = tmp_path / "kept.yaml", tmp_path / "gone.yaml"
    kept.write_text("x", encoding="utf-8")
    window.settings.set(Key.RECENT, [str(gone), str(kept)])
    window.recent_menu.aboutToShow.emit()
    assert [a.text() for a in window.recent_menu.actions()] == [str(kept.resolve())]
    assert window.settings.get(Key.RECENT) == [str(kept.resolve())]


def test_ten_open_designs_each_keep_a_tab_on_the_bar(window):
    window.resize(1366, 720)
    for path in sorted((REPO / "units" / "mechs" / "level2").glob("*.yaml"))[:10]:
        window.open_path(path)
    QApplication.processEvents()
    bar = window.tabs.tabBar()
    assert window.tabs.count() == 10
    assert all(bar.rect().contains(bar.tabRect(i)) for i in range(10))   # none scrolled off
    menu = window.findChild(QPushButton.__base__, "documents_list").menu()
    menu.aboutToShow.emit()
    assert len(menu.actions()) == 10
