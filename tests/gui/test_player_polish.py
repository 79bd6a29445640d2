"""What a player notices in the battle armor and ProtoMech editors, the unit browser and the lance
builder (decisions D-GUI4-1 to D-GUI4-5): a Clan unit is a Point and an Inner Sphere one a Squad,
the second MP field is named after the motion, item tables take the page's height, every Alt key
of a window focuses one thing, buttons that look alike are named apart, a grey button says why,
a filter says its unit, a ProtoMech tells how a Point is printed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QApplication, QComboBox, QGroupBox, QHeaderView, QLabel, QSpinBox,
    QWidget,
)

from designer.formats.yaml_io import read_unit
from designer.gui.file_drops import dropped_paths, paths_mime
from designer.sheets.job import plan_pages
from helpers import click_button
from test_accessibility import duplicates, unnamed

REPO = Path(__file__).resolve().parents[2]
ELEMENTAL = REPO / "units" / "battlearmor" / "elemental-flamer.yaml"
CENTAUR = REPO / "units" / "examples" / "protomech-centaur.yaml"
MERLIN = REPO / "tests" / "units" / "merlin.yaml"


def choose(box: QComboBox, value) -> None:
    index = box.findData(value)
    assert index >= 0, (box.objectName(), value)
    box.setCurrentIndex(index)
    QApplication.processEvents()


def visible_texts(root: QWidget) -> list[str]:
    return [w.text() for w in root.findChildren(QWidget)
            if isinstance(w, (QLabel, QAbstractButton)) and w.isVisibleTo(root)]


def mnemonic_clashes(root: QWidget) -> list[str]:
    """Alt keys that more than one visible label, button or top-level menu of ``root`` claims."""
    texts = visible_texts(root)
    menu_bar = getattr(root, "menuBar", None)
    if callable(menu_bar):
        texts += [action.text() for action in menu_bar().actions()]
    return clashes(texts)


def clashes(texts: list[str]) -> list[str]:
    """The Alt keys (the letter after a single "&") more than one of ``texts`` claims."""
    keys = [m.group(1).casefold() for text in texts
            if (m := re.search(r"&([^&])", text.replace("&&", "")))]
    return sorted({key for key in keys if keys.count(key) > 1})


EXAMPLES = REPO / "units" / "examples"


@pytest.mark.parametrize("path", [MERLIN, ELEMENTAL, CENTAUR, EXAMPLES / "infantry-jump-laser.yaml",
                                  EXAMPLES / "building-gun-emplacement.yaml"])
def test_no_tab_takes_an_alt_key_of_the_menu_bar(window, path):
    # Alt+H on the Fluff tab opened the Help menu instead of History; Alt+E the Edit menu instead
    # of Export readout (Fluff) and Previous page (Preview).
    menus = [action.text() for action in window.menuBar().actions()]
    view = window.open_path(path)
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        page = view.tabs.widget(index)
        texts = [*menus, *visible_texts(page), *visible_texts(view.findings)]
        assert clashes(texts) == [], view.tabs.tabText(index)


def unnamed_lists(root: QWidget) -> list[str]:
    """Visible tables and lists without a name (a table's header is part of its table)."""
    return [view.objectName() for view in root.findChildren(QAbstractItemView)
            if view.isVisibleTo(root) and not isinstance(view, QHeaderView) and not view.accessibleName()]


@pytest.mark.parametrize("path", [ELEMENTAL, CENTAUR])
def test_every_list_of_the_editor_is_named(window, path):
    view = window.open_path(path)
    for tab in ("structure", "loadout"):
        view.show_tab(tab)
        QApplication.processEvents()
        assert unnamed_lists(view.page(tab)) == [], tab
    assert view.page("structure").findChild(QWidget, "weights").accessibleName() == "Weight breakdown"


def test_the_browser_and_lance_builder_lists_are_named(window):
    assert unnamed_lists(window.show_unit_browser()) == []
    builder = window.show_lance_builder()
    assert unnamed_lists(builder) == []
    assert builder.members.accessibleName() == "Units of the lance"


# --- battle armor ---------------------------------------------------------------------------
def test_a_clan_unit_is_a_point_and_an_inner_sphere_one_a_squad(window):
    # seed 002 line 23: "una Escuadra de 4 hombres (Esfera Interior) o una Punta de 5 hombres (Clanes)"
    editor = window.open_path(ELEMENTAL).editor
    assert editor.squad_box.title() == "Point"
    assert editor.squad_note.text().endswith("a Point of 5")
    choose(editor.tech_base, "inner_sphere")
    assert editor.squad_box.title() == "Squad"
    assert editor.squad_note.text().endswith("a Squad of 4")


def test_the_second_mp_field_is_named_after_the_motion(window):
    editor = window.open_path(ELEMENTAL).editor
    assert editor.jump_label.text() == "Jump MP" and editor.jump.isEnabled()   # the Elemental jumps 3
    choose(editor.motion, "vtol")
    assert (editor.jump_label.text(), editor.jump.accessibleName()) == ("VTOL MP", "VTOL MP")
    choose(editor.motion, "umu")
    assert editor.jump.accessibleName() == "UMU MP"
    editor.jump.setValue(0)
    choose(editor.motion, "ground")
    assert not editor.jump.isEnabled(), "ground only: no second MP to enter"
    choose(editor.motion, "jump")
    assert editor.jump.isEnabled()


def test_a_stray_jump_mp_on_a_ground_unit_stays_editable(window):
    editor = window.open_path(ELEMENTAL).editor   # jump 3
    choose(editor.motion, "ground")
    assert editor.jump.value() == 3 and editor.jump.isEnabled(), "the player can still set it to 0"


@pytest.mark.parametrize("path, table", [(ELEMENTAL, "ba_equipment"), (CENTAUR, "protomech_items")])
def test_item_tables_take_the_height_of_the_page(window, path, table):
    window.resize(1366, 768)
    view = window.open_path(path)
    view.show_tab("loadout")
    QApplication.processEvents()
    page = view.page("loadout")
    items = page.findChild(QWidget, table)
    boxes = [box for box in page.findChildren(QGroupBox) if box.isVisible()]
    lowest = max(box.mapTo(page, box.rect().bottomLeft()).y() for box in boxes)
    # Before: each table kept its size hint (about 190 px) above a blank gap of 100 (ProtoMech)
    # to 370 px (battle armor) at the foot of the page.
    assert page.height() - lowest < 40, (lowest, page.height())
    assert items.height() > 230


def test_battle_armor_buttons_say_what_they_add(window):
    view = window.open_path(ELEMENTAL)
    view.show_tab("loadout")
    page = view.page("loadout")
    names = {b.objectName(): b.accessibleName() for b in page.findChildren(QAbstractButton)}
    assert (names["ba_add"], names["ba_remove"]) == ("Add item", "Remove item")


# --- ProtoMech ------------------------------------------------------------------------------
def test_protomech_buttons_and_armor_fields_are_named_apart(window):
    view = window.open_path(CENTAUR)
    view.show_tab("loadout")
    page = view.page("loadout")
    names = {b.objectName(): b.accessibleName() for b in page.findChildren(QAbstractButton)}
    assert [names[n] for n in ("add_item", "remove_item", "add_ammo", "remove_ammo")] == [
        "Add item", "Remove item", "Add ammunition", "Remove ammunition"]
    assert page.findChild(QSpinBox, "armor_head").accessibleName() == "Head armor"
    assert duplicates(page) == [] and unnamed(page) == []
    assert mnemonic_clashes(page) == []


def test_the_protomech_editor_says_how_a_point_is_printed(window):
    editor = window.open_path(CENTAUR).editor
    note = editor.point_note.text()
    assert "A Point is up to 5 ProtoMechs" in note and "Print Queue" in note
    # What the note promises: five ProtoMechs of a print run share one page (decision D-PM-4).
    centaur = read_unit(CENTAUR)
    assert len(plan_pages([centaur] * 5, "letter", tables=False)) == 1
    assert len(plan_pages([centaur] * 6, "letter", tables=False)) == 2


def test_the_print_queue_takes_the_same_protomech_five_times(qtbot, window):
    window.open_path(CENTAUR)
    queue = window.show_print_queue()
    queue.open_designs.setCurrentIndex(0)
    for _ in range(5):
        queue.add_open()
    assert len(queue.entries) == 5


def test_one_heat_sink_reads_singular_in_the_status_line(window):
    window.open_path(CENTAUR)
    # The Centaur: 5 t, walking 6, running 9: engine rating 5 x 9 = 45; its one energy weapon
    # (ER micro laser) needs one heat sink (weight breakdown "Heat sinks (1)").
    assert "Engine rating 45, 1 heat sink" in window.status.text()
    assert "1 heat sinks" not in window.status.text()


# --- unit browser ---------------------------------------------------------------------------
def test_browser_alt_keys_are_unique_and_tons_filters_show_their_unit(window):
    browser = window.show_unit_browser()
    assert mnemonic_clashes(browser) == []
    assert (browser.min_tons.text(), browser.max_tons.text()) == ("any", "any")
    browser.min_tons.setValue(50)
    assert browser.min_tons.text() == "50 t"


# --- lance builder --------------------------------------------------------------------------
def test_lance_builder_fields_have_alt_keys_and_the_two_adds_are_named_apart(window):
    window.open_path(MERLIN)
    builder = window.show_lance_builder()
    assert mnemonic_clashes(builder) == []
    add_library, add_open = (builder.findChild(QAbstractButton, n) for n in ("add_library", "add_open"))
    assert add_library.text() == add_open.text() == "Add"
    assert add_library.accessibleName() == "Add from the unit library"
    assert add_open.accessibleName() == "Add the open design"
    builder.add_open()
    assert duplicates(builder) == [] and unnamed(builder) == []
    assert builder.findChild(QAbstractButton, "remove_lance").text() == "Remove lance"


def test_the_library_field_starts_empty_and_an_empty_add_adds_nothing(window):
    builder = window.show_lance_builder()
    assert builder.library.currentText() == ""   # it showed the first library file, "elemental-flamer"
    assert builder.library.lineEdit().placeholderText() == "Name, or OmniMech: configuration"
    assert builder.add_library() is False and builder.lance.members == ()
    builder.library.setCurrentText("Archer ARC-2R")
    assert builder.add_library() and [m.label for m in builder.lance.members] == ["Archer ARC-2R"]


def test_a_full_lance_greys_its_add_buttons_and_says_why(qtbot, window):
    window.open_path(MERLIN)
    builder = window.show_lance_builder()
    for _ in range(4):   # a lance holds four units (designer.editing.lance.MAX_MEMBERS)
        click_button(qtbot, builder, "add_open")
    for name in ("add_library", "add_open", "add_file"):
        button = builder.findChild(QAbstractButton, name)
        assert not button.isEnabled() and "The lance is full (4 units)" in button.toolTip()
    builder.members.selectRow(0)
    builder.remove_member()
    assert builder.findChild(QAbstractButton, "add_open").toolTip() == ""


# --- dragging unit files from the browser ---------------------------------------------------
def drop(target: QWidget, data) -> None:
    """What Qt sends a window when a drag ends over it: enter, then drop."""
    point = QPointF(target.width() / 2, target.height() / 2)
    actions, buttons = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton
    keys = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point.toPoint(), actions, data, buttons, keys)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(target, QDropEvent(point, actions, data, buttons, keys))


def test_browser_rows_drag_as_their_files(window):
    browser = window.show_unit_browser()
    assert browser.wait_indexed()
    browser.name.setText("Archer ARC-2R")
    assert browser.proxy.rowCount() == 1 and browser.table.dragEnabled()
    index = browser.proxy.index(0, 0)
    assert browser.proxy.flags(index) & Qt.ItemFlag.ItemIsDragEnabled
    data = browser.proxy.mimeData([browser.proxy.index(0, c) for c in range(3)])   # one row, once
    assert dropped_paths(data) == [REPO / "units" / "mechs" / "Archer ARC-2R.yaml"]


def test_a_file_dropped_on_the_main_window_opens(window):
    drop(window, paths_mime([CENTAUR]))
    assert window.current_view().document.unit.chassis == "Centaur"


def test_files_dropped_on_the_lance_builder_join_the_lance(window):
    builder = window.show_lance_builder()
    drop(builder, paths_mime([MERLIN, MERLIN]))
    assert [member.label for member in builder.lance.members] == ["Merlin MLN-1", "Merlin MLN-1"]


def test_a_file_dropped_on_the_print_queue_is_queued(window):
    queue = window.show_print_queue()
    drop(queue, paths_mime([CENTAUR]))
    assert len(queue.entries) == 1


def test_text_dragged_over_a_window_is_not_taken(window):
    data = QMimeData()
    data.setText("Centaur")
    enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    enter.ignore()
    QApplication.sendEvent(window.show_lance_builder(), enter)
    assert not enter.isAccepted()


def test_battle_armor_status_weighs_the_heaviest_suit_in_kilograms(window):
    window.open_path(ELEMENTAL)
    # The Elemental [Flamer]'s suit, by hand from its weight breakdown: chassis 250 + jump 3 x 50
    # + 10 points x 25 kg (Clan standard) + flamer 150 + SRM 2 70 + ammo 40 + AP mount 5 + claw 15
    # = 930 kg of a medium suit's 1,000 (its preview prints "930 of 1000 kg").
    assert window.status.labels["weight"].text() == "Heaviest suit 930 / 1,000 kg, 70 kg left"
