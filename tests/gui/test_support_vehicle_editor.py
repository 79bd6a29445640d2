"""Support vehicles in the editor: a support vehicle's exact weight, BAR and tech ratings are fields
of the Structure tab, typed or chosen as a player does; the whole tonnage follows the exact weight
(no SV-TONNAGE-MISMATCH the player cannot resolve, decision D-GUI3-1) and the findings panel
follows each edit. Armor weights from the support vehicle table (MegaMek's facts, D-SV-3)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox

from helpers import type_value

REPO = Path(__file__).resolve().parents[2]
UNITS = REPO / "tests" / "units"
TRACTOR = UNITS / "sv-field-tractor.yaml"   # 10 t tracked, BAR 5, tech rating D, 20 armor points
STRIKER = REPO / "units" / "examples" / "vehicle-tracked-striker.yaml"


def codes(view) -> set[str]:
    """The codes the findings panel lists (its rows hold the findings)."""
    return {finding.code for finding in view.findings.findings()}


def choose(box: QComboBox, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, f"{text!r} not offered: {[box.itemText(i) for i in range(box.count())]}"
    box.setCurrentIndex(index)


def weight_shown(view, component: str) -> str:
    table = view.editor.weights.table
    for row in range(table.rowCount()):
        if table.item(row, 0).text() == component:
            return table.item(row, 1).text()
    raise AssertionError(f"no {component} line")


def test_typing_the_exact_weight_keeps_the_design_valid(qtbot, window):
    view = window.open_path(TRACTOR)
    support = view.editor.support
    assert support.box.isVisible()
    type_value(qtbot, support.weight, 10.5)
    unit = view.document.unit
    assert (unit.support.tons, unit.tonnage) == (10.5, 11)   # rounded up (D-SV-1)
    assert "SV-TONNAGE-MISMATCH" not in codes(view)
    assert view.editor.tonnage.value() == 11
    assert weight_shown(view, "Total").endswith("/ 10.5 t")
    type_value(qtbot, view.editor.tonnage, 12)   # the whole tons typed: the exact weight follows
    assert (view.document.unit.support.tons, view.document.unit.tonnage) == (12.0, 12)
    assert "SV-TONNAGE-MISMATCH" not in codes(view)
    view.document.undo()
    assert view.document.unit.support.tons == 10.5 and support.weight.value() == 10.5


def test_bar_and_tech_ratings_drive_the_findings_panel(qtbot, window):
    view = window.open_path(TRACTOR)
    window.activateWindow()
    support = view.editor.support
    type_value(qtbot, support.bar, 8)
    # BAR 8 at tech rating D: 20 points x 0.051 t = 1.02 t, up to the half ton
    assert weight_shown(view, "Armor") == "1.5 t"
    type_value(qtbot, support.bar, 10)
    choose(support.ratings["armor"], "C")
    assert "SV-BAR-TECH" in codes(view)   # BAR 10 is not made at tech rating C
    finding = next(f for f in view.findings.findings() if f.code == "SV-BAR-TECH")
    view.findings.finding_selected.emit(finding)   # what a double-click on the row sends
    QApplication.processEvents()
    assert QApplication.focusWidget() is support.bar   # the field that resolves it
    choose(support.ratings["armor"], "As the chassis (D)")
    assert view.document.unit.support.armor_tech is None and "SV-BAR-TECH" not in codes(view)
    choose(support.ratings["engine"], "A")   # no ICE engine is built at tech rating A
    assert "SV-ENGINE-TECH" in codes(view)
    choose(support.ratings["chassis"], "F")
    assert view.document.unit.support.chassis_tech == 5
    assert support.ratings["armor"].itemText(0) == "As the chassis (F)"


def test_support_vehicle_armor_is_typed_by_the_point(qtbot, window):
    view = window.open_path(TRACTOR)
    view.show_tab("loadout")
    armor = view.editor.armor
    assert not armor.armor_tons.isEnabled() and not armor.auto.isVisible()
    assert armor.tally.text() == "20 points, bought by the point"
    type_value(qtbot, armor.spins["front"], 16)
    assert armor.tally.text() == "30 points, bought by the point"
    view.show_tab("structure")
    # 30 points x 0.032 t (BAR 5, D) = 0.96 t -> 1 t
    assert weight_shown(view, "Armor") == "1 t"


def test_the_group_is_hidden_on_a_combat_vehicle_and_keys_reach_it_on_a_support_vehicle(qtbot, window):
    combat = window.open_path(STRIKER)
    assert not combat.editor.support.box.isVisible()
    view = window.open_path(TRACTOR)
    window.activateWindow()
    support = view.editor.support
    view.editor.tonnage.setFocus()
    order = []
    widget = QApplication.focusWidget()
    for _ in range(12):   # Tab from the tonnage field reaches every field of the group
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        order.append(widget)
    wanted = [support.weight, support.bar, *support.ratings.values()]
    assert all(any(w is field or w.parent() is field for w in order) for field in wanted)


def test_every_support_vehicle_fits_a_1366_by_768_screen(window):
    from test_library_fits_screen import FRAME, SCREEN_HEIGHT, SCREEN_WIDTH, TITLE

    from designer.vehicle.support_edits import set_weight

    window.new_design()
    for path in sorted(UNITS.glob("sv-*.yaml")):
        view = window.open_path(path)
        for findings in (False, True):   # the findings panel takes room once there are findings
            if findings:
                view.document.edit(set_weight, 4.0)   # far too light: SV-OVERWEIGHT
                assert view.findings.findings()
            for tab in ("structure", "loadout"):
                view.show_tab(tab)
                QApplication.processEvents()
                hint = window.minimumSizeHint().expandedTo(window.minimumSize())
                assert hint.width() <= SCREEN_WIDTH - FRAME and hint.height() <= SCREEN_HEIGHT - TITLE, \
                    f"{path.name} {tab} {findings}: {hint.width()}x{hint.height()}"
        view.document.history.mark_saved()
        window.close_view(view)


def test_a_large_support_vehicle_shows_its_six_sides_in_order_and_its_armor_weight(window):
    view = window.open_path(UNITS / "sv-large-freighter.yaml")
    view.show_tab("loadout")
    armor = view.editor.armor
    shown = [label.text() for value, label in armor.labels.items() if label.isVisibleTo(armor)]
    assert shown == ["Front", "Front right", "Front left", "Rear right", "Rear left", "Rear"]
    # 50 points x 0.032 t (BAR 5, tech rating D) = 1.6 t, up to the half ton: 2 t
    assert armor.armor_tons.value() == 2.0
    places = view.editor.weapons.where
    assert [places.itemText(i) for i in range(places.count())] == [
        "Front", "Front right", "Front left", "Rear right", "Rear left", "Rear", "Turret", "Body"]


def test_a_fixed_wing_support_vehicle_offers_only_its_motive_and_speaks_of_thrust(window):
    view = window.open_path(UNITS / "sv-fixed-wing.yaml")
    editor = view.editor
    assert [editor.motive.itemText(i) for i in range(editor.motive.count())] == ["Fixed-Wing"]
    assert editor.speed_label.text() == "Safe thrust" and editor.cruise.accessibleName() == "Safe thrust"
    assert editor.cruise_note.text().startswith("maximum thrust 8;") and editor.turret_note.text() == ""
