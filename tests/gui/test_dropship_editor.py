"""The DropShip editor: a DropShip file opens in its own editor; armor, weapon lines and bays are
edited through the widgets with the findings live; every widget is named after its label."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLineEdit

from designer.formats.yaml_io import write_unit
from helpers import click_button, type_text, type_value
from test_accessibility import unnamed
from test_unit_editors import choose
from tests.test_dropship import SPHEROID


def _open(window, tmp_path):
    path = tmp_path / "sphere.yaml"
    write_unit(SPHEROID, path)
    return window.open_path(path)


def test_armor_weapons_and_bays_edit_with_live_findings(qtbot, window, tmp_path):
    view = _open(window, tmp_path)
    assert view.document.kind == "dropship"
    assert {f.code for f in view.findings.findings()} == {"DROPSHIP-UNDERWEIGHT"}
    view.show_tab("loadout")
    page = view.page("loadout")
    type_value(qtbot, page.findChild(object, "armor_aft"), 400)   # 56.5 t of armor; SI 11 carries 39.5
    assert "DROPSHIP-ARMOR-MAX" in {f.code for f in view.findings.findings()}
    type_value(qtbot, page.findChild(object, "armor_aft"), 104)
    type_text(qtbot, page.findChild(QLineEdit, "new_item"), "Medium Laser")
    choose(page.findChild(QComboBox, "new_arc"), "left_side")
    click_button(qtbot, page, "add_item")
    assert view.document.unit.equipment[-1].item == "Medium Laser"
    assert "DROPSHIP-SIDES-UNMATCHED" in {f.code for f in view.findings.findings()}
    choose(page.findChild(QComboBox, "bay_type"), "asfbay")
    type_value(qtbot, page.findChild(object, "bay_size"), 2.0)
    click_button(qtbot, page, "add_bay")   # a fighter bay with no door
    assert "DROPSHIP-BAY-DOOR" in {f.code for f in view.findings.findings()}
    assert view.document.unit.bays[-1].type == "asfbay"


def test_every_widget_is_named_after_its_label(window, tmp_path):
    view = _open(window, tmp_path)
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        assert unnamed(view.tabs.widget(index)) == [], view.tabs.tabText(index)


def test_file_new_dropship_opens_a_blank_dropship(window):
    window.actions_by_id["new_dropship"].trigger()
    view = window.views()[-1]
    assert view.document.kind == "dropship" and view.document.unit.chassis == "New DropShip"
    window.actions_by_id["new_small_craft"].trigger()
    assert window.views()[-1].document.kind == "small_craft"


def test_crew_edits_with_live_findings_and_a_crew_finding_points_at_the_crew(qtbot, window, tmp_path):
    view = _open(window, tmp_path)
    view.show_tab("loadout")
    page = view.page("loadout")
    # the spheroid needs 6 crew beyond its 12 'Mech cubicles' 24 (tests/test_dropship.py): 35 crew
    # leave 11; 29 leave 5, one short
    type_value(qtbot, page.findChild(object, "crew"), 29)
    assert view.document.unit.complement.crew == 29
    crew = [f for f in view.findings.findings() if f.code == "DROPSHIP-CREW-MIN"]
    assert [f.message for f in crew] == ["5 crew beyond the bays' 24; 6 needed"]
    type_value(qtbot, page.findChild(object, "officers"), 1)   # 1 officer x 5 < 6 crew needed
    assert "DROPSHIP-OFFICERS-MIN" in {f.code for f in view.findings.findings()}
    view.show_tab("structure")
    view.go_to_finding(crew[0])   # the finding's location is the crew: the loadout page's crew box
    assert view.tabs.currentWidget() is page and QApplication.focusWidget() is page.findChild(object, "crew")
    type_value(qtbot, page.findChild(object, "crew"), 35)
    type_value(qtbot, page.findChild(object, "officers"), 2)
    assert {f.code for f in view.findings.findings()} == {"DROPSHIP-UNDERWEIGHT"}


def test_a_line_added_aft_and_into_the_open_bay(qtbot, window, tmp_path):
    view = _open(window, tmp_path)
    view.show_tab("loadout")
    page = view.page("loadout")
    # a Large Laser on each side, aft-firing, each joining a bay of its own side's aft arc
    for arc in ("left_side", "right_side"):
        type_text(qtbot, page.findChild(QLineEdit, "new_item"), "Large Laser")
        choose(page.findChild(QComboBox, "new_arc"), arc)
        page.findChild(QCheckBox, "new_bay").setChecked(False)
        page.findChild(QCheckBox, "new_aft").setChecked(True)
        click_button(qtbot, page, "add_item")
        mount = view.document.unit.equipment[-1]
        assert (mount.item, mount.arc.value, mount.bay, mount.rear) == ("Large Laser", arc, False, True)
    assert "DROPSHIP-SIDES-UNMATCHED" not in {f.code for f in view.findings.findings()}


def test_a_small_craft_adds_single_weapons(qtbot, window):
    # the canon small craft write no weapon bays: a line added to a new small craft opens none
    window.actions_by_id["new_small_craft"].trigger()
    view = window.views()[-1]
    view.show_tab("loadout")
    page = view.page("loadout")
    assert not page.findChild(QCheckBox, "new_bay").isChecked()
    type_text(qtbot, page.findChild(QLineEdit, "new_item"), "Medium Laser")
    click_button(qtbot, page, "add_item")
    assert view.document.unit.equipment[-1].bay is False


def test_the_item_and_bay_rows_have_visible_labels_and_every_input_a_unique_name(window, tmp_path):
    from collections import Counter

    from PySide6.QtWidgets import QLabel, QWidget

    from designer.gui.accessibility import is_input, visible_text

    view = _open(window, tmp_path)
    view.show_tab("loadout")
    page = view.page("loadout")
    shown = {visible_text(label.text()): label.buddy().objectName()
             for label in page.findChildren(QLabel) if label.buddy() is not None}
    for text, field in (("Item", "new_item"), ("Arc", "new_arc"), ("Shots", "new_shots"),
                        ("Bay type", "bay_type"), ("Size", "bay_size"), ("Doors", "bay_doors")):
        assert shown.get(text) == field, text
    bay_type = page.findChild(QComboBox, "bay_type")   # the sheet's names, not MegaMek's "mechbay"
    assert bay_type.itemText(0) == "'Mech bay (cubicles)" and bay_type.itemData(0) == "mechbay"
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        tab = view.tabs.widget(index)
        names = Counter(widget.accessibleName() for widget in tab.findChildren(QWidget)
                        if is_input(widget) and widget.isVisibleTo(tab))
        assert [name for name, count in names.items() if count > 1] == [], view.tabs.tabText(index)
