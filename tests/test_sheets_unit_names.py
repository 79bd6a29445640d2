"""No item or ammunition name squeezed under 90 % of its width on the vehicle, fighter and gun
emplacement sheets of every library unit (decision D-SHEET3-4): a name too long for its
cell is abbreviated from the documented list (text_fit.ABBREVIATIONS, docs/sheet-abbreviations.md)
or wrapped. Measured in the PDF: each word's drawn width against its natural width in its font
(DejaVu Sans metrics, reportlab's stringWidth), on Letter."""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber
import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from designer.formats.load import load_unit
from designer.sheets import SheetOptions, render_units_to_bytes
from designer.sheets.job import plan_pages
from designer.sheets.unit_template import unit_template
from sheet_readback import page_box

UNITS = Path(__file__).resolve().parents[1] / "units"
BOXES = {"vehicle": ("inventory",), "fighter": ("equipment",), "building": ("inventory",)}


def _squeeze(word: dict) -> float:
    natural = stringWidth(word["text"], word["fontname"].split("+")[-1], word["size"])
    return (word["x1"] - word["x0"]) / natural if natural else 1.0


@pytest.fixture(scope="module")
def units() -> list:
    paths = [*UNITS.glob("vehicles/*.yaml"), *UNITS.glob("fighters/**/*.yaml"),
             *UNITS.glob("examples/*.yaml")]
    return [unit for unit in (load_unit(path).unit for path in sorted(paths)) if unit.kind in BOXES]


# Letter only: tests/test_sheets_no_squeeze.py reads every text's scale on both papers; this test
# measures the names' drawn widths, a second reading of the same rule.
@pytest.mark.parametrize("paper", ["letter"])
def test_no_name_is_squeezed_under_ninety_percent(units, paper):
    pages = plan_pages(units, paper, tables=False)
    pdf = render_units_to_bytes(units, paper=paper, options=SheetOptions())
    squeezed, checked = [], 0
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        assert len(document.pages) == len(pages)
        for plan, page in zip(pages, document.pages, strict=True):
            template = unit_template(plan.kind, paper)
            if plan.kind == "building" and "inventory" not in template.boxes:
                continue
            words = page.extract_words(extra_attrs=["fontname", "size"])
            for offset, unit in zip(template.slots, plan.units, strict=False):
                for name in BOXES[plan.kind]:
                    box = template.boxes[name]
                    x0, top, x1, bottom = page_box(template, box.model_copy(update={"y": box.y + offset}))
                    for word in words:
                        if x0 <= word["x0"] and word["x1"] <= x1 and top <= word["top"] <= bottom:
                            checked += 1
                            if _squeeze(word) < 0.895:
                                squeezed.append((unit.name, word["text"], round(_squeeze(word), 2)))
    assert checked > 1000 and squeezed == []


def test_the_abbreviations_page_lists_the_abbreviations_in_order():
    from designer.sheets.text_fit import ABBREVIATIONS
    docs = Path(__file__).resolve().parents[1] / "docs"
    page = (docs / "sheet-abbreviations.md").read_text(encoding="utf-8")
    rows = [line for line in page.splitlines() if line.startswith("| `")]
    shown = [tuple(cell.strip().strip("`") for cell in row.strip("|").split("|")) for row in rows]
    assert shown == [(long, short or "(left out)") for long, short in ABBREVIATIONS]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_battle_armor_attacks_and_manipulators_wrap_whole(paper):
    # The Infiltrator Mk. II's two basic manipulators are wider than the block at 90 %: they wrap
    # onto a second line, every word printed, nothing cut with "..." (decision D-SHEET3-4). Both
    # squads are medium humanoid suits with gripping manipulators (the Elemental a battle claw, the
    # Infiltrator two basic manipulators), so both make swarm and leg attacks, whatever attack lines
    # their files list (decision D-BV-8: the Infiltrator's file lists none).
    from sheet_readback import read_pages

    squads = [load_unit(UNITS / "battlearmor" / f"{name}.yaml").unit
              for name in ("elemental-flamer", "infiltrator-mk-ii")]
    text = read_pages(render_units_to_bytes(squads, paper=paper))[0]["text"]
    assert "..." not in text
    assert text.count("Swarm attack, Leg attack") == 2
    assert "LA Basic Manipulator; RA Basic" in text and "Manipulator" in text


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_no_omnimech_name_is_cut(paper):
    # The Vulture (Mad Dog) configurations' pod-mounted ammunition ("Ammo (Clan LRM 15 Artemis
    # IV-capable) 8 (pod)" in a critical slot, "Clan ATM 12 (pod) RA" in the tally) were cut with
    # "..."; they are now abbreviated (docs/sheet-abbreviations.md) or, in the tally, wrapped.
    from designer.mech.omni import expand
    from designer.mech.sheet.job import render_to_bytes
    from sheet_readback import read_pages

    mechs = expand(load_unit(UNITS / "mechs" / "level2" / "Vulture (Mad Dog).yaml").unit)
    pages = read_pages(render_to_bytes(mechs, paper=paper))
    assert len(pages) == len(mechs) > 5
    assert [page["text"].count("...") for page in pages] == [0] * len(pages)
    config_h = pages[[mech.model for mech in mechs].index("H")]["text"]
    assert "Ammo (Clan LRM 15 Art.) 8" in config_h   # "Artemis IV-capable" -> "Artemis" -> "Art."
