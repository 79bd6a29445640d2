"""Edit > Undo / Redo in the lance builder: members, pilot skills and names step back and forth,
the view follows the lance that changed, and undoing every edit leaves nothing unsaved."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QSpinBox

from helpers import click_button, type_text, type_value


@pytest.fixture
def builder(qtbot, window):
    lance_builder = window.show_lance_builder()
    qtbot.addWidget(lance_builder)
    yield lance_builder
    lance_builder.dirty = False


def action(builder, name: str) -> QAction:
    return builder.findChild(QAction, name)


def add(qtbot, builder, name: str) -> None:
    builder.library.setCurrentText(name)
    click_button(qtbot, builder, "add_library")


def members(builder) -> list[tuple[str, int, int]]:
    table = builder.members
    return [(table.item(row, 0).text(), table.cellWidget(row, 2).value(), table.cellWidget(row, 3).value())
            for row in range(table.rowCount())]


def test_edit_menu_has_undo_and_redo_with_the_standard_keys(builder):
    edit = next(a.menu() for a in builder.menuBar().actions() if a.text() == "&Edit")
    assert [a.text() for a in edit.actions()] == ["&Undo", "&Redo"]
    assert action(builder, "lance_undo").shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert action(builder, "lance_redo").shortcut() == QKeySequence(QKeySequence.StandardKey.Redo)
    assert not action(builder, "lance_undo").isEnabled() and not action(builder, "lance_redo").isEnabled()


def test_member_skill_and_name_edits_undo_and_redo(qtbot, builder):
    add(qtbot, builder, "Wasp WSP-1A")
    add(qtbot, builder, "Locust LCT-1V")
    type_value(qtbot, builder.findChild(QSpinBox, "gunnery_1"), 2)
    type_text(qtbot, builder.lance_name, "Alpha")
    assert members(builder) == [("Wasp WSP-1A", 4, 5), ("Locust LCT-1V", 2, 5)]
    assert builder.dirty and builder.windowTitle().endswith("•")

    undo, redo = action(builder, "lance_undo"), action(builder, "lance_redo")
    undo.trigger()
    assert builder.lance_name.text() == "Lance" and builder.lance.name == "Lance"
    undo.trigger()
    assert members(builder) == [("Wasp WSP-1A", 4, 5), ("Locust LCT-1V", 4, 5)]
    undo.trigger()
    assert members(builder) == [("Wasp WSP-1A", 4, 5)]
    undo.trigger()
    assert members(builder) == [] and builder.lance.members == ()
    assert not undo.isEnabled() and redo.isEnabled()
    assert not builder.dirty and not builder.windowTitle().endswith("•")

    for _ in range(4):
        redo.trigger()
    assert members(builder) == [("Wasp WSP-1A", 4, 5), ("Locust LCT-1V", 2, 5)]
    assert builder.lance_name.text() == "Alpha" and not redo.isEnabled()


def test_a_new_edit_after_undo_drops_the_redo(qtbot, builder):
    add(qtbot, builder, "Wasp WSP-1A")
    add(qtbot, builder, "Locust LCT-1V")
    action(builder, "lance_undo").trigger()
    add(qtbot, builder, "Stinger STG-3R")
    assert [m.label for m in builder.lance.members] == ["Wasp WSP-1A", "Stinger STG-3R"]
    assert not action(builder, "lance_redo").isEnabled()


def test_undo_shows_the_lance_it_changes(qtbot, builder):
    add(qtbot, builder, "Wasp WSP-1A")
    click_button(qtbot, builder, "add_lance")
    add(qtbot, builder, "Atlas AS7-D")
    builder.lances.setCurrentRow(0)
    assert builder.index == 0
    action(builder, "lance_undo").trigger()   # the Atlas leaves the second lance
    assert builder.index == 1 and builder.lances.currentRow() == 1 and members(builder) == []
    action(builder, "lance_undo").trigger()   # the second lance goes
    assert builder.index == 0 and builder.lances.count() == 1
    assert members(builder) == [("Wasp WSP-1A", 4, 5)]


def test_opening_a_force_starts_a_fresh_history(qtbot, builder, tmp_path):
    add(qtbot, builder, "Wasp WSP-1A")
    assert builder.save_to(tmp_path / "lance.yaml")
    assert not builder.dirty and action(builder, "lance_undo").isEnabled()
    assert builder.open_path(tmp_path / "lance.yaml")
    assert not action(builder, "lance_undo").isEnabled()
    assert members(builder) == [("Wasp WSP-1A", 4, 5)]
