"""Acceptance: build the BattleTech Manual's Merlin (seed 000 lines 4231-4365) from a blank
'Mech by typing and clicking, save it, reopen it, undo to the blank 'Mech and redo to the end."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from designer.mech.edits import starting_mech
from designer.formats.yaml_io import read_unit
from designer.gui.actions import ActionId
from designer.gui.main_window import DIRTY_MARK
from designer.gui.settings import Key
from designer.mech.model import TORSOS, AmmoBin, Mech
from helpers import click_button, drop_on_slot, type_text, type_value

MERLIN = Path(__file__).parents[1] / "units" / "merlin.yaml"
WEAPONS = ("PPC", "LRM-5", "Medium Laser", "Medium Laser", "Machine Gun", "Flamer")


def canonical(mech: Mech) -> dict:
    """The design with its mount order ignored (the GUI adds items in a different order)."""
    data = mech.model_dump()
    data["equipment"] = sorted(data["equipment"], key=repr)
    data["ammo"] = sorted(data["ammo"], key=repr)
    return data


def fill_structure(qtbot, view) -> None:
    page = view.page("structure")
    type_text(qtbot, page.chassis, "Merlin")
    type_text(qtbot, page.model, "MLN-1")
    page.tonnage.setFocus()
    qtbot.keyClicks(page.tonnage, "60")
    assert view.document.mech.tonnage == 60
    for box, value in ((page.walking, 4), (page.jump, 4), (page.heat_sinks, 18), (page.armor_tons, 10.0)):
        type_value(qtbot, box, value)


def pick_from_catalog(qtbot, page, name: str) -> None:
    type_text(qtbot, page.filter_text, name)
    index = page.proxy.index(0, 0)
    assert index.data() == name
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=page.table.visualRect(index).center())


def add_weapons(qtbot, view) -> None:
    view.show_tab("equipment")
    page = view.page("equipment")
    for name in WEAPONS:
        pick_from_catalog(qtbot, page, name)
        click_button(qtbot, page, "add_item")
    for name in ("LRM-5", "Machine Gun"):
        pick_from_catalog(qtbot, page, name)
        click_button(qtbot, page, "add_ammo")


def unallocated_ref(page, name: str):
    for row in range(page.unallocated.count()):
        ref = page.unallocated.ref_of(page.unallocated.item(row))
        entry = ref.entry(page.document.mech)
        if (entry.weapon if isinstance(entry, AmmoBin) else entry.item) == name:
            return ref
    raise AssertionError(f"{name} is not in the unallocated list")


def place_like(view, target: Mech) -> None:
    """Drags every item from the unallocated list to the slot the Manual's Merlin uses."""
    view.show_tab("criticals")
    page = view.page("criticals")
    for entry in (*target.equipment, *target.ammo):
        name = entry.weapon if isinstance(entry, AmmoBin) else entry.item
        ref = unallocated_ref(page, name)
        page.begin_drag(ref)
        assert drop_on_slot(page.columns[entry.location], ref, entry.slot), f"{name} refused"
    assert page.unallocated.count() == 0


def allocate_armor(qtbot, view, target: Mech) -> None:
    view.show_tab("armor")
    page = view.page("armor")
    for location, value in target.armor.items():
        type_value(qtbot, page.boxes[location].front, value)
    for location in TORSOS:
        type_value(qtbot, page.boxes[location].rear, target.rear_armor[location])


def build_merlin(qtbot, window):
    window.actions_by_id[ActionId.NEW].trigger()
    view = window.current_view()
    fill_structure(qtbot, view)
    add_weapons(qtbot, view)
    target = read_unit(MERLIN)
    place_like(view, target)
    allocate_armor(qtbot, view, target)
    return view, target


@pytest.fixture
def built(qtbot, window):
    return build_merlin(qtbot, window)


def test_builds_the_manual_merlin(built, window):
    view, target = built
    assert canonical(view.document.mech) == canonical(target)
    assert view.findings.findings() == []
    assert "Valid" in window.status.labels["validity"].text()
    assert window.status.labels["weight"].text().startswith("Weight 60 / 60 t")


def test_save_and_reopen_give_the_same_design(built, window, tmp_path, monkeypatch):
    view, _ = built
    path = tmp_path / "merlin.yaml"
    assert window.tabs.tabText(window.tabs.indexOf(view)).startswith(DIRTY_MARK)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.actions_by_id[ActionId.SAVE].trigger()
    assert path.exists() and not view.document.is_dirty
    assert window.tabs.tabText(window.tabs.indexOf(view)) == "Merlin MLN-1"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.actions_by_id[ActionId.OPEN].trigger()
    reopened = window.current_view()
    assert reopened is not view
    assert reopened.document.mech == view.document.mech
    assert window.settings.get(Key.RECENT)[0] == str(path)


def test_undo_to_blank_and_redo_to_the_end(built, window):
    view, _ = built
    final = view.document.mech
    undo, redo = window.actions_by_id[ActionId.UNDO], window.actions_by_id[ActionId.REDO]
    steps = 0
    while undo.isEnabled():
        undo.trigger()
        steps += 1
    assert view.document.mech == starting_mech()   # File > New: 50 tons, walking 5, valid
    assert steps > 40
    view.show_tab("structure")
    assert view.page("structure").tonnage.currentData() == 50
    for _ in range(steps):
        redo.trigger()
    assert not redo.isEnabled()
    assert view.document.mech == final


def test_ammunition_type_is_chosen_beside_add_ammo(qtbot, window):
    # decision D-AMMO-1: the LRM-5 fires standard, Artemis IV- and Narc-capable ammunition
    # (catalog/data/level2/ammo.yaml); the bin added carries the type chosen
    view = window.open_path(Path(__file__).parents[1] / "units" / "merlin.yaml")
    view.show_tab("equipment")
    page = view.page("equipment")
    pick_from_catalog(qtbot, page, "LRM-5")
    kinds = [page.ammo_kind.itemData(i) for i in range(page.ammo_kind.count())]
    assert kinds == ["standard", "artemis", "narc"] and page.ammo_kind.isEnabled()
    assert page.ammo_kind.accessibleName() == "Ammo type"
    page.ammo_kind.setCurrentIndex(1)
    click_button(qtbot, page, "add_ammo")
    assert view.document.mech.ammo[-1].weapon == "LRM-5" and view.document.mech.ammo[-1].kind == "artemis"
    pick_from_catalog(qtbot, page, "AC/20")
    assert not page.ammo_kind.isEnabled()   # standard only
