"""The structure tab's weapon pod arms checkbox, and File > Open Canon Unit listing the library
without reading a unit file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QInputDialog

from designer.editing import library
from designer.formats import load, yaml_io
from designer.library import library_root

MERLIN = Path(__file__).parents[1] / "units" / "merlin.yaml"


def pod_box(view) -> QCheckBox:
    return view.page("structure").findChild(QCheckBox, "weapon_pod_arms")


def click(qtbot, box: QCheckBox) -> None:
    """Clicks the box's indicator (a wide row's centre is empty space)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_weapon_pod_arms_checkbox_drives_the_design(qtbot, window):
    view = window.open_path(MERLIN)
    box = pod_box(view)
    assert box.text() == "Arms are weapon pods (cannot punch)"
    assert box.isVisible() and not box.isChecked() and not view.document.mech.weapon_pod_arms
    click(qtbot, box)
    assert view.document.mech.weapon_pod_arms and view.document.is_dirty
    view.document.undo()
    assert not view.document.mech.weapon_pod_arms and not box.isChecked()


def test_the_locust_opens_with_weapon_pod_arms(window):
    view = window.open_path(library_root() / "mechs" / "Locust LCT-1V.yaml")
    assert pod_box(view).isChecked()   # the file says weapon_pod_arms: true


def test_quads_have_no_weapon_pod_arms(qtbot, window):
    view = window.open_path(MERLIN)
    click(qtbot, pod_box(view))
    assert view.document.mech.weapon_pod_arms
    click(qtbot, view.page("structure").quad)
    assert view.document.mech.is_quad and not view.document.mech.weapon_pod_arms
    assert not pod_box(view).isVisible()


@pytest.fixture
def no_reading(monkeypatch):
    """Any attempt to read a unit file fails the test."""
    def refuse(*_args, **_kwargs):
        raise AssertionError("listing the canon units read a unit file")
    for module, name in ((yaml_io, "read_unit"), (load, "load_unit")):
        monkeypatch.setattr(module, name, refuse)


def test_open_canon_lists_file_stems_without_reading_files(window, monkeypatch, no_reading):
    library._listing.cache_clear()
    offered = []

    def pick(_parent, _title, _label, items, *_args):
        offered.extend(items)
        return "", False   # cancelled

    monkeypatch.setattr(QInputDialog, "getItem", pick)
    window.open_canon_dialog()
    assert {"Atlas AS7-D", "Locust LCT-1V", "Condor Heavy Hover Tank", "Cheetah F-10"} <= set(offered)
    assert len(offered) == len(list(library_root().rglob("*.yaml")))   # every unit file, once


def test_canon_listing_is_cached(monkeypatch, no_reading):
    library._listing.cache_clear()
    first = library.canon_units()
    monkeypatch.setattr(library, "library_files", lambda: pytest.fail("the listing was made twice"))
    assert library.canon_units() == first
    assert library.find_canon("locust") == library_root() / "mechs" / "Locust LCT-1V.yaml"


def test_open_canon_opens_the_chosen_unit(window, monkeypatch):
    monkeypatch.setattr(QInputDialog, "getItem", lambda *_args: ("Wasp WSP-1A", True))
    window.open_canon_dialog()
    assert window.current_view().document.mech.chassis == "Wasp"
