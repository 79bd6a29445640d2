"""The fighter editor's construction-type pickers (decisions D-FTR2-1..3): engine, heat
sink, armor and cockpit types offered by the fighter table and applied to the design."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from helpers import type_value


def choose(box: QComboBox, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, f"{text!r} not offered: {[box.itemText(i) for i in range(box.count())]}"
    box.setCurrentIndex(index)


def engine_tons_shown(view) -> float:
    table = view.editor.weights.table
    for row in range(table.rowCount()):
        if table.item(row, 0).text().startswith("Engine"):
            return float(table.item(row, 1).text().removesuffix(" t"))
    raise AssertionError("no engine line in the weight breakdown")


def test_fighter_type_pickers_change_the_design(qtbot, window):
    view = window.new_unit("fighter")
    editor = view.editor
    type_value(qtbot, editor.tonnage, 50)
    type_value(qtbot, editor.thrust, 6)
    # rating 50 x (6 - 2) = 200: the Engine Table's 8.5 tons (seed 000 line 4516)
    assert engine_tons_shown(view) == 8.5
    choose(editor.engine, "XL Fusion")
    # an XL engine weighs half, up to the half ton: 4.25 -> 4.5 (D-FTR2-1)
    assert engine_tons_shown(view) == 4.5
    choose(editor.sink_type, "Double")
    choose(editor.armor_type, "Ferro-Aluminum")
    choose(editor.cockpit, "Small")
    fighter = view.document.unit
    assert (fighter.engine.value, fighter.heat_sink_type.value) == ("xl", "double")
    assert (fighter.armor_type.value, fighter.cockpit_type.value) == ("ferro_aluminum", "small")


def test_the_technology_pickers_make_a_level2_clan_fighter(qtbot, window):
    view = window.new_unit("fighter")
    editor = view.editor
    choose(editor.technology.tech_base, "Clan")
    type_value(qtbot, editor.technology.rules_level, 2)
    type_value(qtbot, editor.technology.year, 3060)
    fighter = view.document.unit
    assert (fighter.tech_base.value, fighter.rules_level, fighter.year) == ("clan", 2, 3060)
    choose(editor.armor_type, "Clan Ferro-Aluminum")
    assert view.document.unit.armor_type.value == "clan_ferro_aluminum"
