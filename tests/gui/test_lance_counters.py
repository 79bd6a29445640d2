"""Counters printed from the lance builder: File > Print Counters (Ctrl+P) writes
the force's BattleForce counters PDF, one counter per lance with units, and says so."""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber
import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog

from designer.sheets.counters import counter_boxes
from helpers import type_text
from test_lance_and_print import build_lance

FOUR_BROTHERS = ["Thunderbolt TDR-5S", "Vindicator VND-1R", "Hatchetman HCT-3F", "Wasp WSP-1A"]
SKILLS = [(1, 1), (1, 1), (2, 1), (2, 4)]   # levels 4, 4, 3.5, 2 (seed 001 line 1625)


@pytest.fixture
def builder(qtbot, window):
    lance_builder = window.show_lance_builder()
    qtbot.addWidget(lance_builder)
    yield lance_builder
    lance_builder.dirty = False


def _counter_lines(path: Path, index: int) -> list[list[str]]:
    with pdfplumber.open(io.BytesIO(path.read_bytes())) as pdf:
        text = pdf.pages[0].crop(counter_boxes("letter")[index]).extract_text()
    return [line.split() for line in text.splitlines()]


def test_print_counters_by_shortcut_writes_the_lance_counter(qtbot, builder, tmp_path, monkeypatch, dialogs):
    build_lance(qtbot, builder, FOUR_BROTHERS, SKILLS)
    type_text(qtbot, builder.lance_name, "Four Brothers")
    target = tmp_path / "counters.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args, **_kw: (str(target), "PDF (*.pdf)"))
    action = builder.findChild(QAction, "lance_print_counters")
    assert action.shortcut() == QKeySequence(QKeySequence.StandardKey.Print)
    action.trigger()
    lines = _counter_lines(target, 0)
    assert lines[0:2] == [["Four", "Brothers"], ["'MECH", "LANCE"]]
    # Worked example (seed 001 lines 1520-1545, D-BF-11/15): Overburn R 3 M 6 RA 8 + 2 = 10;
    # Full R 3 M 4 RA 8 CA 12 D 8; experience Veteran, on its own chit (D-SHEET-1), the face
    # ending in the damage step track.
    assert lines[3:5] == [["3", "6", "OVR", "10"], ["3", "4", "FULL", "8", "12", "8"]]
    assert lines[8] == ["STEP", "0", "1", "2", "3"]
    with pdfplumber.open(io.BytesIO(target.read_bytes())) as pdf:
        assert "VETERAN" in pdf.pages[1].extract_text()
    assert builder.statusBar().currentMessage() == f"BattleForce counters of 1 lance written to {target}"
    assert ("information", "Counters written") in dialogs.calls   # the offer to open the file


def test_an_empty_force_prints_nothing_and_says_so(builder, tmp_path):
    target = tmp_path / "counters.pdf"
    assert builder.print_counters_to(target) == 0
    assert not target.exists()
    assert builder.statusBar().currentMessage() == "No lance has units yet: no counters to print."
