"""Layout of the 'Mech sheet: reference-table shading behind its own row of text, and no
name (an item, a slot, a bin) squeezed narrower than 90 % of its width: abbreviated from the
documented list (text_fit.ABBREVIATIONS) or wrapped instead.

The middle of a line of type is measured the way a reader sees it: from the baseline up half the
capital height. DejaVu Sans (the sheets' font): descent 483/2048 em, capital height 1493/2048 em
(the font's own metrics), so on pdfplumber's character box (descent below the baseline, one em
tall) the middle of the capitals is 0.6003 em above the box's bottom."""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber
import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from designer.formats.load import load_unit
from designer.mech.omni import expand
from designer.sheets import SheetOptions
from designer.mech.sheet.job import render_to_bytes
from designer.sheets.template import mech_template
from sheet_readback import page_box

UNITS = Path(__file__).resolve().parents[1] / "units" / "mechs"
CAPITAL_MIDDLE = (483 + 1493 / 2) / 2048
HEADINGS = {"Qty", "Type", "Loc", "Ht", "Dmg", "To-Hit", "Min", "Sht", "Med", "Lng", "Attack"}


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_table_shading_sits_behind_its_row(paper):
    pdf = render_to_bytes([load_unit(UNITS / "Atlas AS7-D.yaml").unit], paper=paper,
                          options=SheetOptions(tables=True))
    template = mech_template(paper)
    checked = 0
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        page = document.pages[0]
        for place in template.reference:
            x0, top, x1, bottom = page_box(template, place)
            for band in (r for r in page.rects if r.get("fill") and x0 - 1 <= r["x0"] and r["x1"] <= x1 + 1
                         and top - 1 <= r["top"] and r["bottom"] <= bottom + 1):
                chars = [c for c in page.chars if x0 <= c["x0"] <= x1
                         and band["top"] <= (c["top"] + c["bottom"]) / 2 <= band["bottom"]]
                middles = [c["bottom"] - c["size"] * CAPITAL_MIDDLE for c in chars]
                assert chars and abs(sum(middles) / len(middles) - (band["top"] + band["bottom"]) / 2) < 0.3
                checked += 1
    assert checked >= 15   # hit location 5, missile hits 5, to-hit 3, punch 3... shaded rows


def _squeezed(word: dict) -> float:
    natural = stringWidth(word["text"], word["fontname"].split("+")[-1], word["size"])
    return (word["x1"] - word["x0"]) / natural


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_names_are_not_squeezed_under_ninety_percent(paper):
    # Long names: Clan pulse lasers on pods, half-ton machine gun bins on pods, "Light Ferro-Fibrous
    # (later technology)" armor, Artemis IV-capable MML bins.
    names = ("Black Hawk (Nova)", "Bombardier BMB-14K", "Annihilator ANH-3A", "Hunchback HBK-5SS")
    mechs = [expand(load_unit(UNITS / "level2" / f"{name}.yaml").unit)[-1] for name in names]
    template = mech_template(paper)
    crits = next(p for p in template.panels if p.title == "CRITICAL HIT TABLE")
    boxes = [template.mech_data, template.inventory, *template.inventory.more, crits]
    squeezed = []
    with pdfplumber.open(io.BytesIO(render_to_bytes(mechs, paper=paper))) as document:
        for mech, page in zip(mechs, document.pages, strict=True):
            words = page.extract_words(extra_attrs=["fontname", "size"])
            for box in boxes:
                x0, top, x1, bottom = page_box(template, box)
                for word in words:
                    inside = x0 <= word["x0"] and word["x1"] <= x1 and top <= word["top"] <= bottom
                    named = not word["text"].isupper() and word["text"] not in HEADINGS
                    if inside and named and _squeezed(word) < 0.895:
                        squeezed.append((mech.name, word["text"], round(_squeezed(word), 2)))
    assert squeezed == []
