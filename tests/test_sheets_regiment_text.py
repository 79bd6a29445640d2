"""The regiment's printed pieces read right: a counter's place tag never touches its
lance name, and the roster names units by their own names, not the BattleForce Values Table's
misprints ("Centurian", "Ordnance Tnp": the rows' notes in values_1987.yaml say so)."""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber

from designer.cli import main
from designer.sheets.counters import counter_boxes

LANCERS = Path(__file__).parent / "data" / "regiment-lancers.yaml"


def _overlap(a: dict, b: dict) -> bool:
    return a["x0"] < b["x1"] and b["x0"] < a["x1"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def test_counter_tags_clear_the_lance_names(tmp_path):
    out = tmp_path / "lancers.pdf"
    assert main(["regiment", str(LANCERS), "--counters", str(out)], io.StringIO()) == 0
    with pdfplumber.open(out) as pdf:
        page = pdf.pages[0]
        checked = 0
        for box in counter_boxes("letter"):
            words = page.crop(box).extract_words(extra_attrs=["size"])
            if not words:
                continue
            names = [w for w in words if w["size"] > 8.0 and w["top"] < box[1] + 16]   # the 8.5 pt name
            line = max(n["bottom"] for n in names)
            tags = [w for w in words if w["size"] < 7.0 and abs(w["bottom"] - line) < 2.5]   # the 6 pt tag
            assert tags and names
            assert not any(_overlap(t, n) for t in tags for n in names)
            assert min(t["x0"] for t in tags) - max(n["x1"] for n in names) >= 3.0   # a word gap at least
            checked += 1
    assert checked == 8   # the Lancers detachment: 8 lances and trucks on the first page


def test_roster_spells_the_units_names(tmp_path):
    regiment, out = tmp_path / "medium.yaml", tmp_path / "medium.pdf"
    assert main(["regiment", "generate", "--type", "medium", "--seed", "1", "-o", str(regiment)],
                io.StringIO()) == 0
    assert "Centurian" in regiment.read_text(encoding="utf-8")   # the table's own spelling stays in the file
    assert main(["regiment", str(regiment), "--counters", str(out)], io.StringIO()) == 0
    with pdfplumber.open(out) as pdf:
        roster = pdf.pages[3].extract_text()
    assert "Centurion" in roster and "Ordnance Transport" in roster
    assert "Centurian" not in roster and "Tnp" not in roster
