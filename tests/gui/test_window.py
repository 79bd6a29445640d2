"""The window's behaviour around the design: findings that lead to their location, the
unsaved-changes prompt, live status, settings, screenshots."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox

from designer.mech.critical_edits import EntryKind, EntryRef, unplace
from designer.gui.actions import ActionId
from designer.gui.app import save_screenshot
from designer.gui.settings import Key
from designer.mech.model import MechLocation
from helpers import click_button, drop_on_slot, type_value

MERLIN = Path(__file__).parents[1] / "units" / "merlin.yaml"


def open_merlin(window):
    return window.open_path(MERLIN)


def add_ppc(qtbot, view) -> EntryRef:
    view.show_tab("equipment")
    page = view.page("equipment")
    page.select("PPC")
    click_button(qtbot, page, "add_item")
    return EntryRef(EntryKind.MOUNT, len(view.document.mech.equipment) - 1)


def test_ppc_where_it_does_not_fit_shows_the_finding_at_that_location(qtbot, window):
    view = open_merlin(window)
    ref = add_ppc(qtbot, view)
    view.show_tab("criticals")
    page = view.page("criticals")
    center = page.columns[MechLocation.CT]
    page.begin_drag(ref)
    dimmed = [center.item(row).data(Qt.ItemDataRole.UserRole + 1) for row in range(center.count())]
    assert all(dimmed), "every center torso slot is dimmed: a PPC fits nowhere there"
    assert not drop_on_slot(center, ref, 11)
    menu = page.placement_menu(ref)
    forced = next(a for a in menu.actions() if a.text().endswith("Place in Center Torso (does not fit)"))
    forced.trigger()
    at_ct = [f for f in view.findings.findings() if f.location == "CT" and f.severity.value == "error"]
    assert at_ct, view.findings.findings()
    assert page.headers[MechLocation.CT].text().count("color:") == 2   # name shown in red
    view.show_tab("structure")
    row = view.findings.findings().index(at_ct[0])
    item = view.findings.tree.topLevelItem(row)
    qtbot.mouseClick(view.findings.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.findings.tree.visualItemRect(item).center())
    assert view.current_tab().value == "criticals"
    assert center.currentRow() == 0


def test_double_click_places_where_it_first_fits(qtbot, window):
    window.new_design(60)
    view = window.current_view()
    ref = add_ppc(qtbot, view)
    view.show_tab("criticals")
    page = view.page("criticals")
    row = next(r for r in range(page.unallocated.count()) if page.unallocated.ref_of(page.unallocated.item(r)) == ref)
    rect = page.unallocated.visualItemRect(page.unallocated.item(row))
    qtbot.mouseClick(page.unallocated.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(page.unallocated.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    mount = view.document.mech.equipment[ref.index]
    assert (mount.location, mount.slot) == (MechLocation.LT, 1)   # the center torso has 2 free slots
    assert page.columns[mount.location].item(mount.slot - 1).text().endswith("PPC")


def test_closing_with_unsaved_changes_prompts(qtbot, window, dialogs):
    view = open_merlin(window)
    type_value(qtbot, view.page("structure").heat_sinks, 17)
    assert view.document.is_dirty
    dialogs.answer = QMessageBox.StandardButton.Cancel
    assert not window.close()
    assert dialogs.calls == [("question", "Unsaved changes")]
    assert window.isVisible()
    dialogs.answer = QMessageBox.StandardButton.Discard
    assert window.close()
    assert len(dialogs.calls) == 2


def test_closing_a_saved_design_does_not_prompt(window, dialogs):
    view = open_merlin(window)
    assert window.close_view(view)
    assert dialogs.calls == []


def test_one_spin_step_updates_status_and_findings(qtbot, window):
    view = open_merlin(window)
    before = window.status.labels["weight"].text()
    view.page("structure").heat_sinks.stepUp()
    assert window.status.labels["weight"].text() != before
    assert "MECH-OVERWEIGHT" in {f.code for f in view.findings.findings()}


def test_catalog_filters_and_sorts(qtbot, window):
    view = open_merlin(window)
    view.show_tab("equipment")
    page = view.page("equipment")
    qtbot.keyClicks(page.filter_text, "laser")
    assert page.proxy.rowCount() == 3
    page.filter_text.clear()
    page.filter_kind.setCurrentText("Missile")
    assert {page.proxy.index(r, 1).data() for r in range(page.proxy.rowCount())} == {"Missile"}
    page.table.sortByColumn(8, Qt.SortOrder.DescendingOrder)   # tons
    assert page.proxy.index(0, 0).data() == "LRM-20"


def test_settings_remember_paper_and_recent_files(window):
    window.open_path(MERLIN)
    paper = next(a for a in window.findChildren(type(window.actions_by_id[ActionId.NEW])) if a.text() == "A4")
    paper.trigger()
    assert window.settings.get(Key.PAPER) == "a4"
    assert window.settings.get(Key.RECENT) == [str(MERLIN)]
    assert window.settings.get(Key.LAST_FOLDER) == str(MERLIN.parent)


def test_screenshot_saves_the_window_at_1280_by_800(window, tmp_path):
    open_merlin(window)
    out = tmp_path / "shot.png"
    assert save_screenshot(window, out, "armor") == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)


def test_qt_calls_do_not_leak_references_to_none(qapp):
    # PySide6-Essentials 6.12.0 on Python 3.11 drops a reference to None on every void call and
    # aborts the process after a few thousand calls ("none_dealloc"); pyproject.toml pins < 6.12.
    from PySide6.QtWidgets import QSpinBox

    box = QSpinBox()
    before = sys.getrefcount(None)
    for value in range(3000):
        box.setValue(value % 50)
    assert sys.getrefcount(None) >= before - 100


def test_placement_menu_offers_to_split_a_weapon_too_big_for_a_location(qtbot, window):
    # decision D-SPLIT-1: the XL-engined Merlin's AC/20 (10 slots) fits in no location whole; the
    # menu splits it from RT slot 4 into CT slot 11 (tests/test_editing_split.py)
    view = window.open_path(Path(__file__).parents[1] / "findings" / "MECH-SPLIT-LEVEL1" / "good.yaml")
    ref = EntryRef(EntryKind.MOUNT, 0)
    view.document.edit(unplace, ref)
    view.show_tab("criticals")
    menu = view.page("criticals").placement_menu(ref)
    split = next(a for a in menu.actions() if a.text() == "Split from Right Torso slot 4 into Center Torso")
    split.trigger()
    mount = view.document.mech.equipment[0]
    assert (mount.location, mount.slot, mount.split.location, mount.split.slot) == (
        MechLocation.RT, 4, MechLocation.CT, 11)
    assert not [f for f in view.findings.findings() if f.severity.value == "error"]
