"""The ProtoMech editor: New ProtoMech, a Centaur built through the widgets to a valid
design (every finding live in the panel on the way), saved and reopened; the preview renders its
Point sheet; every input named after its label; the browser lists the example; the lance builder
refuses it by name (decision D-PM-3)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QComboBox

from designer.formats.yaml_io import read_unit
from helpers import click_button, type_text, type_value
from test_accessibility import unnamed
from test_unit_editors import choose, save_and_reopen

REPO = Path(__file__).resolve().parents[2]
CENTAUR = REPO / "units" / "examples" / "protomech-centaur.yaml"


def test_new_protomech_builds_a_valid_centaur_and_reopens(qtbot, window, tmp_path, monkeypatch):
    window.actions_by_id["new_protomech"].trigger()
    view = window.views()[-1]
    editor = view.editor
    assert view.document.kind == "protomech"
    type_text(qtbot, editor.chassis, "Centaur")
    type_text(qtbot, editor.model, "Built")
    type_value(qtbot, editor.tonnage, 5)
    type_value(qtbot, editor.walk, 6)
    editor.main_gun.setChecked(True)
    view.show_tab("loadout")
    page = view.page("loadout")
    items = (("Clan SRM 2", "torso"), ("Clan LRM 3", "torso"), ("Clan ER Micro Laser", "main_gun"))
    for name, where in items:
        choose(page.findChild(QComboBox, "item_choice"), name)
        choose(page.findChild(QComboBox, "item_where"), where)
        click_button(qtbot, page, "add_item")
    assert "PROTOMECH-UNDERWEIGHT" in {f.code for f in view.findings.findings()}   # live, before the ammo
    for ammo, shots in (("Clan Ammo SRM-2", 10), ("Clan Ammo Protomech LRM-3", 8)):
        choose(page.findChild(QComboBox, "ammo_choice"), ammo)
        type_value(qtbot, page.findChild(object, "ammo_shots"), shots)
        click_button(qtbot, page, "add_ammo")
    for location, points in {"head": 3, "torso": 7, "right_arm": 2, "left_arm": 2, "legs": 4,
                             "main_gun": 2}.items():
        type_value(qtbot, page.findChild(object, f"armor_{location}"), points)
    assert view.findings.findings() == []
    reopened = save_and_reopen(window, view, tmp_path / "centaur.yaml", monkeypatch)
    assert read_unit(CENTAUR).model_copy(update={"model": "Built", "source": "", "year": 3060}) == \
        reopened.document.unit.model_copy(update={"year": 3060})


def test_every_widget_is_named_after_its_label(window):
    view = window.open_path(CENTAUR)
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        assert unnamed(view.tabs.widget(index)) == [], view.tabs.tabText(index)


def test_a_finding_leads_to_its_location(qtbot, window):
    view = window.open_path(CENTAUR)
    view.show_tab("loadout")
    type_value(qtbot, view.page("loadout").findChild(object, "armor_head"), 9)
    finding = next(f for f in view.findings.findings() if f.code == "PROTOMECH-ARMOR-MAX")
    view.show_tab("structure")
    view.go_to_finding(finding)
    assert view.current_tab() == "loadout"


def test_the_lance_builder_refuses_a_protomech_by_name(window, dialogs, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a, **k: shown.append(text))
    window.open_path(CENTAUR)
    builder = window.show_lance_builder()
    assert builder.add_open() is False
    assert len(shown) == 1 and "Centaur (Standard) is a ProtoMech" in shown[0]
    assert builder.lance.members == ()


def test_the_unit_browser_lists_protomechs(window):
    browser = window.show_unit_browser()
    browser.kind.setCurrentIndex(browser.kind.findData("protomech"))
    assert browser.kind.currentText() == "ProtoMech"
    assert [row.path.name for row in browser.shown_rows()] == ["protomech-centaur.yaml"]
