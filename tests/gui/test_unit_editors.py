"""Every unit kind built from scratch through the editor widgets, saved and reopened; findings
that lead to their location; recovery of autosaved designs; saves that fail."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QMessageBox

from designer.formats.yaml_io import read_unit
from helpers import click_button, type_text, type_value


def choose(box: QComboBox, value) -> None:
    """Picks the item whose data is ``value``, as a user choosing from the drop-down."""
    index = box.findData(value)
    assert index >= 0, (box.objectName(), value)
    box.setCurrentIndex(index)


def add_weapon(qtbot, page, name: str, where: str) -> None:
    choose(page.findChild(QComboBox, "weapon_choice"), name)
    choose(page.findChild(QComboBox, "weapon_where"), where)
    click_button(qtbot, page, "add_weapon")


def add_ammo(qtbot, page, weapon: str, where: str | None = None, lots: int = 1) -> None:
    choose(page.findChild(QComboBox, "ammo_choice"), weapon)
    if where:
        choose(page.findChild(QComboBox, "ammo_where"), where)
    for _ in range(lots):
        click_button(qtbot, page, "add_ammo")


def names(qtbot, editor, chassis: str, model: str) -> None:
    type_text(qtbot, editor.chassis, chassis)
    type_text(qtbot, editor.model, model)


def armor(qtbot, view, tons: float, points: dict[str, int]) -> None:
    page = view.page("loadout")
    type_value(qtbot, page.findChild(object, "armor_tons"), tons)
    for location, value in points.items():
        type_value(qtbot, view.editor.armor.spins[location], value)


def save_and_reopen(window, view, path: Path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), "YAML"))
    window.actions_by_id["save"].trigger()
    assert not view.document.is_dirty and path.is_file()
    reopened = window.open_path(path)
    assert reopened.document.unit == view.document.unit == read_unit(path)
    return reopened


def build_vehicle(qtbot, window):
    view = window.new_unit("vehicle")
    editor = view.editor
    names(qtbot, editor, "Bulwark", "GUI")
    choose(editor.motive, "tracked")
    type_value(qtbot, editor.tonnage, 50)
    type_value(qtbot, editor.cruise, 4)
    type_value(qtbot, editor.cargo, 0.25)
    view.show_tab("loadout")
    page = view.page("loadout")
    add_weapon(qtbot, page, "AC/10", "turret")
    add_weapon(qtbot, page, "Medium Laser", "front")
    add_weapon(qtbot, page, "SRM-4", "front")
    choose(page.findChild(QComboBox, "where_1"), "turret")   # move the laser into the turret
    add_ammo(qtbot, page, "AC/10", lots=2)
    add_ammo(qtbot, page, "SRM-4")
    armor(qtbot, view, 10, {"front": 40, "left": 30, "right": 30, "rear": 20, "turret": 40})
    return view


def build_infantry(qtbot, window):
    view = window.new_unit("infantry")
    editor = view.editor
    names(qtbot, editor, "Skyborne", "GUI")
    choose(editor.motive, "jump")
    choose(editor.weapon, "laser")
    qtbot.mouseClick(editor.anti_mech, Qt.MouseButton.LeftButton, pos=editor.anti_mech.rect().center())
    return view


def build_building(qtbot, window):
    view = window.new_unit("building")
    editor = view.editor
    names(qtbot, editor, "Bastion", "GUI")
    qtbot.mouseClick(editor.emplacement, Qt.MouseButton.LeftButton, pos=editor.emplacement.rect().center())
    type_value(qtbot, editor.cf, 60)
    type_value(qtbot, editor.turret_armor, 4)
    view.show_tab("loadout")
    page = view.page("loadout")
    add_weapon(qtbot, page, "Large Laser", "turret")
    add_weapon(qtbot, page, "LRM-10", "turret")
    add_weapon(qtbot, page, "AC/5", "north")
    add_ammo(qtbot, page, "LRM-10")
    add_ammo(qtbot, page, "AC/5")
    return view


def build_fighter(qtbot, window):
    view = window.new_unit("fighter")
    editor = view.editor
    names(qtbot, editor, "Lancer", "GUI")
    type_value(qtbot, editor.tonnage, 50)
    type_value(qtbot, editor.thrust, 6)
    type_value(qtbot, editor.fuel, 6)
    type_value(qtbot, editor.heat_sinks, 12)
    view.show_tab("loadout")
    page = view.page("loadout")
    for name, where in (("Large Laser", "nose"), ("PPC", "nose"), ("Medium Laser", "left_wing"),
                        ("Medium Laser", "right_wing"), ("Small Laser", "aft"), ("SRM-4", "nose")):
        add_weapon(qtbot, page, name, where)
    add_ammo(qtbot, page, "SRM-4", "nose")
    armor(qtbot, view, 13, {"nose": 60, "left_wing": 40, "right_wing": 40, "fuselage": 36, "engine": 32})
    return view


@pytest.mark.parametrize("build", [build_vehicle, build_infantry, build_building, build_fighter])
def test_every_kind_builds_valid_from_scratch_saves_and_reopens(qtbot, window, tmp_path, monkeypatch, build):
    view = build(qtbot, window)
    report = view.document.analysis.report
    assert report.is_valid and not report.warnings, [f.code for f in report.findings]
    assert window.status.labels["validity"].text() == "Valid"
    assert view.findings.findings() == []
    save_and_reopen(window, view, tmp_path / f"{view.document.kind}.yaml", monkeypatch)


def test_undo_redo_and_kinds_side_by_side(qtbot, window):
    mech = window.new_design(50)
    vehicle = window.new_unit("vehicle")
    type_value(qtbot, vehicle.editor.tonnage, 30)
    window.actions_by_id["undo"].trigger()
    assert vehicle.document.unit.tonnage == 20
    window.actions_by_id["redo"].trigger()
    assert vehicle.document.unit.tonnage == 30 and vehicle.editor.tonnage.value() == 30
    window.new_unit("fighter")
    assert [v.document.kind for v in window.views()] == ["mech", "vehicle", "fighter"]
    assert mech.document.unit.tonnage == 50   # a new kind opens beside, never replaces


def test_selecting_a_finding_goes_to_its_location(qtbot, window):
    view = window.new_unit("vehicle")
    view.show_tab("loadout")
    type_value(qtbot, view.editor.armor.spins["front"], 30)   # allocated, none bought
    view.show_tab("structure")
    finding = next(f for f in view.findings.findings() if f.code == "VEHICLE-ARMOR-OVERALLOCATED")
    item = view.findings.tree.topLevelItem(view.findings.findings().index(finding))
    qtbot.mouseClick(view.findings.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.findings.tree.visualItemRect(item).center())
    assert view.current_tab() == "loadout"
    too_heavy = window.new_unit("vehicle")
    type_value(qtbot, too_heavy.editor.tonnage, 50)
    type_value(qtbot, too_heavy.editor.cruise, 20)   # rating 1000: no such engine
    finding = next(f for f in too_heavy.findings.findings() if f.code == "VEHICLE-ENGINE-RATING")
    too_heavy.go_to_finding(finding)
    assert too_heavy.current_tab() == "structure" and too_heavy.editor.cruise.hasFocus()


def test_save_into_a_read_only_folder_reports_and_stays_dirty(qtbot, window, tmp_path, dialogs, monkeypatch):
    import designer.formats.yaml_io as yaml_io
    from PySide6.QtWidgets import QFileDialog

    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    real_mkstemp = yaml_io.tempfile.mkstemp

    def mkstemp(*args, dir=None, **kwargs):   # what the OS answers a non-root user (tests may run as root)
        if Path(dir) == folder:
            raise PermissionError(13, "Permission denied", str(folder))
        return real_mkstemp(*args, dir=dir, **kwargs)

    monkeypatch.setattr(yaml_io.tempfile, "mkstemp", mkstemp)
    view = window.new_unit("infantry")
    type_text(qtbot, view.editor.chassis, "Locked Platoon")   # modified: a new design untouched is clean
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(folder / "p.yaml"), "YAML"))
    try:
        assert not window.save(view)
    finally:
        folder.chmod(0o700)
    assert ("warning", "Cannot save") in dialogs.calls
    assert view.document.is_dirty and view.document.path is None and view in window.views()
    assert list(folder.iterdir()) == []


def test_full_disk_reports_and_stays_dirty(qtbot, window, tmp_path, dialogs, monkeypatch):
    import designer.formats.yaml_io as yaml_io

    def full(_fd):
        raise OSError(28, "No space left on device")

    target = tmp_path / "f.yaml"
    target.write_text("old", encoding="utf-8")
    monkeypatch.setattr(yaml_io.os, "fsync", full)
    view = window.new_unit("fighter")
    type_text(qtbot, view.editor.chassis, "Full Disk")   # modified: a new design untouched is clean
    view.document.path = target
    assert not window.save(view)
    assert ("warning", "Cannot save") in dialogs.calls and view.document.is_dirty
    assert target.read_text(encoding="utf-8") == "old"   # the previous version is untouched
    assert not list(tmp_path.glob(".f.yaml.*.tmp"))


def test_autosave_and_recovery_after_a_crash(qtbot, settings, tmp_path, dialogs):
    from designer.gui.main_window import MainWindow

    folder = tmp_path / "recovery"
    crashed = MainWindow(settings, recovery_folder=folder)
    qtbot.addWidget(crashed)
    view = crashed.new_unit("vehicle")
    type_value(qtbot, view.editor.tonnage, 35)
    assert crashed.autosaver.autosave() == 1
    assert len(list(folder.glob("*.yaml"))) == 1
    crashed.autosaver.timer.stop()   # the process "dies" here: nothing is cleaned up
    restarted = MainWindow(settings, recovery_folder=folder)
    qtbot.addWidget(restarted)
    dialogs.answer = QMessageBox.StandardButton.Yes
    assert restarted.offer_recovery() == 1
    recovered = restarted.current_view()
    assert recovered.document.unit.tonnage == 35 and recovered.document.is_dirty
    assert ("question", "Recover unsaved designs") in dialogs.calls
    recovered.document.history.mark_saved()
    restarted.close_view(recovered)
    assert list(folder.glob("*.yaml")) == []
    view.document.history.mark_saved()


def test_autosave_skips_clean_designs(qtbot, window):
    window.open_path(Path(__file__).parents[2] / "units" / "examples" / "vehicle-wheeled-scout.yaml")
    assert window.autosaver.autosave() == 0


@pytest.mark.parametrize("kind, tons, expected", [
    # hand-computed in tests/test_editing_unit_armor.py (shares of decision D-GUI-3)
    ("vehicle", 10, {"front": 54, "left": 40, "right": 40, "rear": 26}),
    ("fighter", 13, {"nose": 60, "left_wing": 40, "right_wing": 40, "fuselage": 39, "engine": 29}),
])
def test_armor_auto_allocation_button_for_vehicles_and_fighters(qtbot, window, kind, tons, expected):
    view = window.new_unit(kind)
    view.show_tab("loadout")
    type_value(qtbot, view.editor.armor.armor_tons, float(tons))
    click_button(qtbot, view.page("loadout"), "auto_armor")
    assert dict(view.document.unit.armor) == expected
    assert view.editor.armor.spins[next(iter(expected))].value() == next(iter(expected.values()))
