"""Every input and button of every editor, the lance builder and the print queue has an
accessible name holding its visible label (screen readers read it; tests find widgets by it),
unique within its tab ("Head armor", not one "Armor" per location)."""

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
           "fighter": REPO / "units" / "examples" / "fighter-aerospace-lancer.yaml",
           # support vehicles: the support group on the Structure tab, six or four armored sides
           "support_tank": REPO / "tests" / "units" / "sv-field-tractor.yaml",
           "large_support": REPO / "tests" / "units" / "sv-large-freighter.yaml",
           "fixed_wing_support": REPO / "tests" / "units" / "sv-fixed-wing.yaml",
           "battlearmor": REPO / "units" / "battlearmor" / "elemental-flamer.yaml",
           "protomech": REPO / "units" / "examples" / "protomech-centaur.yaml"}


def unnamed(root: QWidget) -> list[str]:
    """Every visible button or input under ``root`` whose accessible name is not its label."""
    known = buddies(root)
    bad = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        name = widget.accessibleName()
        if isinstance(widget, QAbstractButton) and widget.text():
            if visible_text(widget.text()).casefold() not in name.casefold():
                bad.append(f"button {widget.text()!r} named {name!r}")
        elif is_input(widget):
            label = label_of(widget, known)
            wanted = visible_text(label.text()) if label is not None else None
            # The name holds the label, and may say more ("Head armor" beside "Armor").
            if not name or (wanted is not None and wanted.casefold() not in name.casefold()):
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


def duplicates(root: QWidget) -> list[str]:
    """Accessible names that more than one visible button or input under ``root`` carries."""
    seen: dict[str, int] = {}
    for widget in root.findChildren(QWidget):
        if widget.isVisibleTo(root) and (isinstance(widget, QAbstractButton) or is_input(widget)):
            name = widget.accessibleName()
            if name:
                seen[name] = seen.get(name, 0) + 1
    return sorted(name for name, count in seen.items() if count > 1)


@pytest.mark.parametrize("kind", [*DESIGNS, "omnimech"])
def test_accessible_names_are_unique_within_each_tab(window, kind):
    path = DESIGNS.get(kind, REPO / "tests" / "units" / "omni-exemplar.yaml")
    view = window.open_path(path)
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        assert duplicates(view.tabs.widget(index)) == [], view.tabs.tabText(index)


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
