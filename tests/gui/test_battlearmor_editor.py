"""The battle armor editor: a Clan Point built from File > New through the widgets,
live findings, saved and reopened; every widget named after its label; the squad in the unit
browser, the preview and the lance builder (which says BattleForce rates no battle armor)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QComboBox

from designer.formats.yaml_io import read_unit
from designer.gui.actions import ActionId
from helpers import click_button, type_text, type_value
from test_accessibility import unnamed

REPO = Path(__file__).resolve().parents[2]
ELEMENTAL = REPO / "units" / "battlearmor" / "elemental-flamer.yaml"


def choose(box: QComboBox, value) -> None:
    index = box.findData(value)
    assert index >= 0, (box.objectName(), value)
    box.setCurrentIndex(index)


def test_a_point_built_in_the_editor_is_saved_and_reopened(qtbot, window, tmp_path, monkeypatch):
    window.actions_by_id["new_battlearmor"].trigger()
    view = window.current_view()
    editor = view.editor
    type_text(qtbot, editor.chassis, "Point Test")
    choose(editor.tech_base, "clan")
    type_value(qtbot, editor.troopers, 5)
    choose(editor.motion, "jump")
    type_value(qtbot, editor.jump, 3)
    type_value(qtbot, editor.armor, 12)   # a medium suit takes 10: a live finding
    QApplication.processEvents()
    assert "BA-ARMOR-POINTS" in {f.code for f in view.findings.findings()}   # the findings panel
    type_value(qtbot, editor.armor, 10)
    view.show_tab("loadout")
    choose(editor.hands[next(iter(editor.hands))], "BABattleClaw")
    page = view.page("loadout")
    choose(page.findChild(QComboBox, "ba_item"), "CLBAFlamer")
    choose(page.findChild(QComboBox, "ba_location"), "right_arm")
    click_button(qtbot, page, "ba_add")
    unit = view.document.unit
    assert (unit.tech_base.value, unit.troopers, unit.jump_mp, unit.armor) == ("clan", 5, 3, 10)
    assert {m.item for m in unit.equipment} >= {"BABattleClaw", "CLBAFlamer"}
    assert view.document.analysis.report.errors == ()
    from PySide6.QtWidgets import QFileDialog

    path = tmp_path / "point.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), "YAML"))
    window.actions_by_id["save"].trigger()
    assert window.open_path(path).document.unit == read_unit(path) == view.document.unit


def test_every_widget_is_named_and_the_preview_draws(window):
    view = window.open_path(ELEMENTAL)
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        assert unnamed(view.tabs.widget(index)) == [], view.tabs.tabText(index)


def test_the_browser_lists_battle_armor_and_the_lance_builder_refuses_it(qtbot, window, dialogs):
    window.actions_by_id[ActionId.UNIT_BROWSER].trigger()
    browser = window.unit_browser
    browser.kind.setCurrentIndex(browser.kind.findData("battlearmor"))
    assert sorted(row.path.stem for row in browser.shown_rows()) == [
        "elemental-flamer", "infiltrator-mk-ii", "kage-light-mg"]
    builder = window.show_lance_builder()
    qtbot.addWidget(builder)
    assert builder.add_file(ELEMENTAL) is False
    assert dialogs.calls == [("warning", "Cannot add unit")]
