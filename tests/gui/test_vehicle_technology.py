"""The vehicle editor's technology pickers: tech base, rules level, year, and the
engine, armor and structure types, each an undoable edit the weight breakdown follows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox

from designer.vehicle import weights as vw

STRIKER = Path(__file__).parents[2] / "units" / "examples" / "vehicle-tracked-striker.yaml"


def choose(box: QComboBox, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, f"{text!r} not offered: {[box.itemText(i) for i in range(box.count())]}"
    box.setCurrentIndex(index)


def engine_total(vehicle) -> float:
    lines = {line.component: line.tons for line in vw.weight_breakdown(vehicle)}
    return lines["Engine"] + lines.get("Shielding", 0.0)


def test_xl_engine_and_ferro_fibrous_armor_are_undoable_edits(window):
    view = window.open_path(STRIKER)
    editor = view.editor
    vehicle = view.document.unit
    rating_tons = engine_total(vehicle)
    choose(editor.technology.types["engine_type"], "XL Fusion")
    assert view.document.unit.engine_type == "xl"
    assert engine_total(view.document.unit) < rating_tons   # the XL halves the Engine Table weight
    choose(editor.technology.types["armor_type"], "Ferro-Fibrous")
    editor.technology.rules_level.setValue(2)
    assert (view.document.unit.armor_type, view.document.unit.rules_level) == ("ferro_fibrous", 2)
    view.document.undo()
    view.document.undo()
    view.document.undo()
    assert view.document.unit.engine_type is None and view.document.unit.armor_type == "standard"
    assert editor.technology.types["engine_type"].currentText() == "Fusion"


def test_the_pickers_offer_the_vehicle_types(window):
    editor = window.open_path(STRIKER).editor
    engines = [editor.engine.itemText(i) for i in range(editor.engine.count())]
    assert engines[:2] == ["Fusion", "Internal Combustion"] and "Fuel Cell" in engines
    armors = editor.technology.types["armor_type"]
    assert "Stealth" not in [armors.itemText(i) for i in range(armors.count())]   # 'Mech stealth armor
