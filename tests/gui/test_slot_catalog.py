"""The catalog list beside the Criticals tab: it lists what fits the selected
location, follows the slot column that gets the focus, and double-click or Enter adds the item
in the first fitting slot of that location.

The Archer ARC-2R (units/mechs) as the Criticals tab shows it: Head 1 free slot (slot 4),
Left Torso slots 8-12 free (LRM-20 in 1-5, two tons of ammunition in 6-7), Center Torso full,
Left Arm slots 6-12 free. Sizes from the Weapons Table (seed 000): Medium Laser 1 slot, Large
Laser 2, PPC 3, AC/20 10; a hatchet takes the 'Mech's tons / 15 rounded up (seed 002, the
Master Rules equipment table): 70 / 15 -> 5 slots, arms only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from designer.mech.model import MechLocation

ARCHER = Path(__file__).resolve().parents[2] / "units" / "mechs" / "Archer ARC-2R.yaml"


def _criticals(window):
    view = window.open_path(ARCHER)
    view.show_tab("criticals")
    QApplication.processEvents()
    return view, view.page("criticals")


def _labels(panel) -> list[str]:
    return [panel.items.item(row).text() for row in range(panel.items.count())]


def _focus(page, location: MechLocation) -> None:
    page.columns[location].setFocus()
    QApplication.processEvents()


def test_the_list_shows_what_fits_the_focused_location(window, qtbot):
    _view, page = _criticals(window)
    panel = page.catalog
    page.activateWindow()
    _focus(page, MechLocation.LT)
    assert panel.location_box.currentText() == "Left Torso"
    labels = _labels(panel)
    assert "PPC  [3]" in labels and "Large Laser  [2]" in labels
    assert "AC/20  [10]" not in labels            # 10 slots, 5 free
    assert not any(label.startswith("Hatchet") for label in labels)   # arms only
    _focus(page, MechLocation.LA)
    assert panel.location_box.currentText() == "Left Arm"
    assert "Hatchet  [5]" in _labels(panel)
    _focus(page, MechLocation.HD)
    labels = _labels(panel)
    assert "Medium Laser  [1]" in labels and "Ammo (AC/20)  [1]" in labels
    assert "Large Laser  [2]" not in labels       # the head has one free slot
    _focus(page, MechLocation.CT)
    assert panel.items.count() == 0
    assert panel.empty.text() == "Nothing in the catalog fits the Center Torso."


def test_enter_places_in_the_first_fitting_slot_and_the_list_follows(window, qtbot):
    view, page = _criticals(window)
    panel = page.catalog
    panel.select_location(MechLocation.LT)
    row = _labels(panel).index("PPC  [3]")
    panel.items.setFocus()
    panel.items.setCurrentRow(row)
    qtbot.keyClick(panel.items, Qt.Key.Key_Return)
    mech = view.document.mech
    ppc = [mount for mount in mech.equipment if mount.item == "PPC"]
    assert [(m.location, m.slot) for m in ppc] == [(MechLocation.LT, 8)]   # slots 8-10, the first free
    labels = _labels(panel)                       # 2 slots left (11-12): the PPC no longer fits
    assert "PPC  [3]" not in labels and "Large Laser  [2]" in labels
    view.document.undo()
    assert not any(mount.item == "PPC" for mount in view.document.mech.equipment)


def test_double_click_places_in_the_chosen_location(window, qtbot):
    view, page = _criticals(window)
    panel = page.catalog
    panel.select_location(MechLocation.RA)
    item = panel.items.item(_labels(panel).index("Medium Laser  [1]"))
    rect = panel.items.visualItemRect(item)
    qtbot.mouseClick(panel.items.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.items.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    lasers = [(m.location, m.slot) for m in view.document.mech.equipment if m.item == "Medium Laser"]
    assert (MechLocation.RA, 6) in lasers        # the Archer's own RA laser sits in slot 5


def test_the_list_is_named_after_its_label(window):
    _view, page = _criticals(window)
    assert page.catalog.items.accessibleName() == "Fitting items"
    assert page.catalog.location_box.accessibleName() == "Location"


def test_the_list_follows_the_designs_technology_and_places_spreadable_slots(window, qtbot):
    # The Criticals list offers what the Equipment tab offers for the tech base
    # and year. data/level2/is_weapons.yaml: the IS ER Medium Laser (1 slot) appears in 3058.
    view, page = _criticals(window)
    panel = page.catalog
    structure = view.page("structure")
    structure.year.setValue(3058)
    view.show_tab("criticals")
    QApplication.processEvents()
    page.activateWindow()
    _focus(page, MechLocation.LA)
    labels = _labels(panel)
    assert "IS ER Medium Laser  [1]" in labels and "Medium Laser  [1]" in labels
    assert not any(label.startswith("Clan ") for label in labels)
    # Endo steel (Inner Sphere): choosing it places its 14 one-slot items at once
    # (decision D-GUI2-1); one taken out by hand (Delete on its slot) is offered again, and Enter
    # places that unallocated copy rather than a second one.
    box = structure.types["structure_type"]
    box.setCurrentIndex(box.findText("Endo Steel"))
    view.show_tab("criticals")
    QApplication.processEvents()
    endo = [i for i, m in enumerate(view.document.mech.equipment) if m.item == "Endo Steel"]
    assert len(endo) == 14 and all(view.document.mech.equipment[i].location for i in endo)
    column = page.columns[MechLocation.LA]
    column.setFocus()
    row = next(r for r in range(column.count()) if "Endo Steel" in column.item(r).text())
    column.setCurrentRow(row)
    qtbot.keyClick(column, Qt.Key.Key_Delete)
    assert sum(1 for m in view.document.mech.equipment if m.item == "Endo Steel" and m.location is None) == 1
    _focus(page, MechLocation.LA)
    label = "Endo Steel  [1]  (13 of 14 placed)"
    assert label in _labels(panel)
    panel.items.setCurrentRow(_labels(panel).index(label))
    qtbot.keyClick(panel.items, Qt.Key.Key_Return)
    mech = view.document.mech
    assert sum(1 for m in mech.equipment if m.item == "Endo Steel") == 14
    assert all(m.location is not None for m in mech.equipment if m.item == "Endo Steel")
