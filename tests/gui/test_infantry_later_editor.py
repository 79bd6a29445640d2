"""The TechManual platoon in the infantry editor: switched on from a new platoon, squads, weapons,
kit and anti-'Mech skill edited through the widgets, live findings, figures from the core, saved and
reopened (decisions D-INF2-1 to D-INF2-6)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from helpers import type_value
from test_accessibility import unnamed
from test_unit_editors import choose, names, save_and_reopen


def test_a_techmanual_platoon_built_in_the_editor(qtbot, window, tmp_path, monkeypatch):
    view = window.new_unit("infantry")
    editor = view.editor
    names(qtbot, editor, "Skyborne", "AA")
    qtbot.mouseClick(editor.techmanual, Qt.MouseButton.LeftButton, pos=editor.techmanual.rect().center())
    group = editor.later
    assert view.document.unit.later is not None and group.box.isVisibleTo(editor.techmanual.window())
    choose(group.motive, "jump")
    type_value(qtbot, group.squads, 3)
    choose(group.secondary, "AA Weapon (Mk. 2, Man-Portable)")
    type_value(qtbot, group.secondary_count, 2)
    choose(group.kit, "ISFlakStandard")
    QApplication.processEvents()
    later = view.document.unit.later
    assert (view.document.unit.motive, later.troopers, later.secondary_per_squad) == ("jump", 21, 2)
    # (0.52 x 5 + 0.81 x 2) / 7 = 0.603 a trooper: 21 troopers 12.66 -> 13; 2,551,660 C-bills (D-INF2-6)
    assert "damage 13 (0.603 a trooper)" in group.note.text() and "2,551,660 C-bills" in group.note.text()
    type_value(qtbot, group.secondary_count, 3)   # a squad carries at most 2: a live finding
    QApplication.processEvents()
    assert "INFANTRY-SECONDARY" in {f.code for f in view.findings.findings()}
    type_value(qtbot, group.secondary_count, 2)
    type_value(qtbot, group.skill, 4)
    QApplication.processEvents()
    assert view.document.unit.anti_mech and view.document.unit.later.anti_mech_skill == 4
    assert view.document.analysis.report.is_valid
    for index in range(view.tabs.count()):   # every input named after its label
        view.tabs.setCurrentIndex(index)
        assert unnamed(view.tabs.widget(index)) == [], view.tabs.tabText(index)
    save_and_reopen(window, view, tmp_path / "skyborne.yaml", monkeypatch)


def test_back_to_the_1987_table(qtbot, window):
    view = window.new_unit("infantry")
    editor = view.editor
    editor.techmanual.setChecked(True)
    editor.techmanual.setChecked(False)
    unit = view.document.unit
    assert unit.later is None and (unit.motive, unit.weapon) == ("foot", "rifle")
    assert not editor.later.box.isVisibleTo(editor.techmanual.window())
