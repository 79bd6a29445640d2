"""Every input and button of every editor, the lance builder and the print queue has an
accessible name equal to its visible label (screen readers read it; tests find widgets by it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from designer.gui.accessibility import buddies, is_input, label_of, visible_text

REPO = Path(__file__).resolve().parents[2]
DESIGNS = {"mech": REPO / "tests" / "units" / "merlin.yaml",
           "vehicle": REPO / "units" / "examples" / "vehicle-tracked-striker.yaml",
           "infantry": REPO / "units" / "examples" / "infantry-jump-laser.yaml",
           "building": REPO / "units" / "examples" / "building-gun-emplacement.yaml",
           "fighter": REPO / "units" / "examples" / "fighter-aerospace-lancer.yaml"}


def unnamed(root: QWidget) -> list[str]:
    """Every visible button or input under ``root`` whose accessible name is not its label."""
    known = buddies(root)
    bad = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        name = widget.accessibleName()
        if isinstance(widget, QAbstractButton) and widget.text():
            if name != visible_text(widget.text()):
                bad.append(f"button {widget.text()!r} named {name!r}")
        elif is_input(widget):
            label = label_of(widget, known)
            wanted = visible_text(label.text()) if label is not None else None
            if not name or (wanted is not None and name != wanted):
                what = f"{type(widget).__name__} {widget.objectName()!r}"
                bad.append(f"{what} named {name!r}, label {wanted!r}")
    return bad


@pytest.mark.parametrize("kind", list(DESIGNS))
def test_every_widget_of_every_editor_is_named_after_its_label(window, kind):
    view = window.open_path(DESIGNS[kind])
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        assert unnamed(view.tabs.widget(index)) == [], view.tabs.tabText(index)
    assert unnamed(view.findings) == []


def test_lance_builder_and_print_queue_are_named(window):
    window.open_path(DESIGNS["mech"])
    builder = window.show_lance_builder()
    builder.add_open()
    assert unnamed(builder) == []
    queue = window.show_print_queue()
    assert unnamed(queue) == []
    assert unnamed(window.show_unit_browser()) == []


def test_equipment_can_be_placed_and_unplaced_by_keyboard(qtbot, window):
    view = window.new_design(60)
    view.show_tab("equipment")
    page = view.page("equipment")
    page.select("PPC")
    qtbot.mouseClick(page.findChild(QAbstractButton, "add_item"), Qt.MouseButton.LeftButton)
    view.show_tab("criticals")
    criticals = view.page("criticals")
    listing = criticals.unallocated
    listing.setFocus()
    row = next(r for r in range(listing.count()) if listing.item(r).text().startswith("PPC"))
    listing.setCurrentRow(row)
    qtbot.keyClick(listing, Qt.Key.Key_Return)
    ppc = next(m for m in view.document.mech.equipment if m.item == "PPC")
    assert ppc.location is not None, "Enter places the selected item where it first fits"
    column = criticals.columns[ppc.location]
    column.setFocus()
    column.setCurrentRow(ppc.slot - 1)
    qtbot.keyClick(column, Qt.Key.Key_Delete)
    assert next(m for m in view.document.mech.equipment if m.item == "PPC").location is None
