"""Pilot name and skills for a single-unit print: typed on the Preview tab, kept in
the design (``unit.pilot``), printed in the record sheet's MechWarrior block."""

from __future__ import annotations

import io
from pathlib import Path

from PySide6.QtWidgets import QApplication

from designer.gui.preview_tab import render_pdf
from designer.model import Pilot
from tests.gui.helpers import click_button, type_text, type_value

MERLIN = Path(__file__).resolve().parents[2] / "tests" / "units" / "merlin.yaml"


def _sheet_text(unit) -> str:
    from pypdf import PdfReader

    return PdfReader(io.BytesIO(render_pdf(unit, "letter"))).pages[0].extract_text()


def test_pilot_typed_on_the_preview_tab_is_the_designs_and_prints(window, qtbot):
    view = window.open_path(MERLIN)
    view.show_tab("preview")
    fields = view.page("preview").pilot
    assert view.document.mech.pilot is None and fields.gunnery.text() == "—"   # merlin.yaml has none
    type_text(qtbot, fields.name, "Natasha Kerensky")
    type_value(qtbot, fields.gunnery, 2)
    type_value(qtbot, fields.piloting, 3)
    assert view.document.mech.pilot == Pilot(name="Natasha Kerensky", gunnery=2, piloting=3)
    text = _sheet_text(view.document.mech)
    assert "Name: Natasha Kerensky\nGunnery Skill: 2 Piloting Skill: 3" in text
    view.document.undo()                          # each field is one undo step
    assert view.document.mech.pilot == Pilot(name="Natasha Kerensky", gunnery=2, piloting=5)
    assert fields.piloting.value() == 5           # the box shows what the design holds


def test_clear_pilot_prints_a_blank_block(window, qtbot):
    view = window.open_path(MERLIN)
    view.show_tab("preview")
    fields = view.page("preview").pilot
    type_text(qtbot, fields.name, "Grayson Carlyle")
    assert view.document.mech.pilot == Pilot(name="Grayson Carlyle", gunnery=4, piloting=5)   # 4/5 default
    click_button(qtbot, fields, "pilot_clear")
    assert view.document.mech.pilot is None
    assert fields.name.text() == "" and fields.piloting.text() == "—"
    text = _sheet_text(view.document.mech)
    assert "Grayson Carlyle" not in text and "Gunnery Skill: Piloting Skill:" in text.replace("\n", " ")


def test_pilot_fields_are_named_after_their_labels(window):
    view = window.open_path(MERLIN)
    view.show_tab("preview")
    QApplication.processEvents()
    fields = view.page("preview").pilot
    names = [box.accessibleName() for box in (fields.name, fields.gunnery, fields.piloting)]
    assert names == ["Pilot name", "Gunnery", "Piloting"]
