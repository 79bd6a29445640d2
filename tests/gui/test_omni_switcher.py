"""The OmniMech editor: a configuration switcher over the 'Mech tabs that keeps the chassis locked.
Subject: tests/units/omni-exemplar.yaml (Prime, A, B on a 50 t, 200-rated chassis)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from designer.mech import edits
from designer.gui.omni_switcher import BASE_CHASSIS, OmniDesignView
from designer.mech.model import MechLocation
from designer.mech.omni import configuration

EXEMPLAR = Path(__file__).parents[1] / "units" / "omni-exemplar.yaml"


def open_exemplar(window) -> OmniDesignView:
    view = window.open_path(EXEMPLAR)
    assert isinstance(view, OmniDesignView)
    return view


def test_opens_with_every_configuration_and_the_base_chassis(window):
    view = open_exemplar(window)
    combo = view.switcher.combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Prime", "A", "B", BASE_CHASSIS]
    assert combo.currentText() == "Prime" and view.shown.mech.name == "Exemplar Prime"
    assert view.document.mech.configurations   # the window saves the whole design


def test_switching_shows_that_configurations_pods(qtbot, window):
    view = open_exemplar(window)
    combo = view.switcher.combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)   # keyboard: Alt+C to the combo box, Down
    assert view.shown.name == "A" and combo.currentText() == "A"
    assert view.shown.mech.heat_sinks == 14
    assert view.document.analysis.mech.name == "Exemplar A"   # the status line follows


def test_every_control_is_named_as_labelled(window):
    view = open_exemplar(window)
    buttons = view.switcher.findChildren(QPushButton)
    assert len(buttons) == 1   # Add configuration; the configurations are a combo box's entries
    assert view.switcher.combo.accessibleName() == "Configuration"
    for button in buttons:
        assert button.text() == button.accessibleName()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_chassis_edits_on_a_configuration_are_refused(window):
    view = open_exemplar(window)
    before = view.document.mech
    assert not view.shown.edit(edits.set_armor_tons, 9.0)   # locked: nothing changes
    assert view.document.mech is before
    assert "locked" in view.switcher.note.text()


def test_pod_edits_go_to_the_shown_configuration_only(window):
    view = open_exemplar(window)
    view.switcher.choose("B")
    assert view.shown.edit(edits.set_heat_sinks, 12)
    design = view.document.mech
    assert configuration(design, "B").heat_sinks == 12 and configuration(design, "Prime").heat_sinks == 10
    view.document.undo()
    assert configuration(view.document.mech, "B").heat_sinks == 10


def test_base_chassis_edits_reach_every_configuration(window):
    view = open_exemplar(window)
    view.shown.switch(BASE_CHASSIS)
    assert view.shown.edit(edits.set_armor_tons, 8.0)
    design = view.document.mech
    assert [configuration(design, n).armor_tons for n in design.configurations] == [8.0, 8.0, 8.0]


def test_add_configuration_names_the_next_letter(qtbot, window):
    view = open_exemplar(window)
    qtbot.mouseClick(view.switcher.add_button, Qt.MouseButton.LeftButton)
    assert list(view.document.mech.configurations) == ["Prime", "A", "B", "C"]
    assert view.switcher.combo.currentText() == "C" and view.shown.mech.name == "Exemplar C"
    assert not [m for m in view.shown.mech.equipment if m.pod]


def test_the_tabs_show_the_configuration(window):
    view = open_exemplar(window)
    view.shown.switch("A")
    view.show_tab("criticals")
    page = view.page("criticals")
    right_arm = page.columns[MechLocation.RA]
    texts = [right_arm.item(row).text() for row in range(right_arm.count())]
    assert any("PPC" in text for text in texts), texts


def test_the_lance_builder_adds_one_configuration_of_the_open_omnimech(qtbot, window):
    from designer.battleforce.unit_values import unit_values

    view = open_exemplar(window)
    builder = window.show_lance_builder()
    box = builder.open_designs
    labels = [box.itemText(i) for i in range(box.count())]
    title = view.document.title
    assert labels == [f"{title}: Prime", f"{title}: A", f"{title}: B", f"{title}: every configuration"]
    box.setCurrentIndex(labels.index(f"{title}: A"))
    builder.findChild(QPushButton, "add_open").click()
    (member,) = builder.lance.members
    assert (member.label, member.configuration) == ("Exemplar A", "A")
    assert member.values == unit_values(configuration(view.document.mech, "A"))
    box.setCurrentIndex(labels.index(f"{title}: every configuration"))
    from PySide6.QtGui import QAction, QKeySequence

    action = builder.findChild(QAction, "lance_add_open")   # Lance > Add the Selected Open Design
    assert action.shortcut() == QKeySequence("Ctrl+Shift+D")
    action.trigger()
    assert [m.configuration for m in builder.lance.members] == ["A", "Prime", "A", "B"]   # four: full


def test_the_status_line_follows_the_configuration_shown(window):
    # The status line gives the weight of what the tabs show: the base chassis weighs less than a
    # configuration, whose pods fill the rest (tests/units/omni-exemplar.yaml: 27 t chassis, 50 t Prime).
    view = open_exemplar(window)
    assert "Weight 50 / 50 t" in window.status.text()
    view.switcher.choose(BASE_CHASSIS)
    assert "Weight 27 / 50 t" in window.status.text()
