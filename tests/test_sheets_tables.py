"""The reference tables ``--tables`` prints, read back from the PDF on both papers:
the 'Mech punch and kick hit location tables, and the AeroTech tables page after the
fighters. Expected cells are typed in from the seeds, lines cited per test."""

from __future__ import annotations

import io

import pdfplumber
import pytest

from designer.formats.load import load_unit
from designer.sheets import SheetOptions, render_units_to_bytes
from designer.sheets.template import mech_template
from designer.sheets.unit_template import unit_template
from tests.conftest import REPO
from tests.sheet_readback import page_box

UNITS = REPO / "units"
LOCUST = UNITS / "mechs" / "Locust LCT-1V.yaml"
FIGHTER = (UNITS / "fighters" / "Stuka STU-K5.yaml" if (UNITS / "fighters").is_dir()
           else UNITS / "examples" / "fighter-aerospace-lancer.yaml")
PAPERS = ("letter", "a4")


def read_pages(pdf_bytes: bytes) -> list[dict]:
    """Per page: its text and its characters."""
    with pdfplumber.open(io.BytesIO(pdf_bytes)) as pdf:
        return [{"text": " ".join(page.extract_text().split()), "chars": page.chars} for page in pdf.pages]


def table_rows(page: dict, template, place, widths) -> list[list[str]]:
    """The cells of a printed table: the characters inside the table's box, grouped into lines
    top to bottom and, within a line, into the columns laid out by ``widths`` (the title line
    is one cell)."""
    x0, top, x1, bottom = page_box(template, place)
    inside = [c for c in page["chars"] if x0 - 1 <= c["x0"] and c["x1"] <= x1 + 1
              and top - 1 <= c["top"] and c["bottom"] <= bottom + 1]
    lines: list[list[dict]] = []
    for char in sorted(inside, key=lambda c: (c["top"], c["x0"])):
        if lines and abs(lines[-1][0]["top"] - char["top"]) < 2.0:
            lines[-1].append(char)
        else:
            lines.append([char])
    edges = [x0]
    for width in widths:
        edges.append(edges[-1] + width * (x1 - x0))
    rows = []
    for line in lines:
        cells = ["".join(c["text"] for c in sorted(line, key=lambda c: c["x0"])
                         if left <= (c["x0"] + c["x1"]) / 2 < right).strip()
                 for left, right in zip(edges, edges[1:], strict=False)]
        rows.append([cell for cell in cells if cell])
    return rows


def _place(places, name: str):
    return next(place for place in places if place.table == name)


@pytest.fixture(scope="module", params=PAPERS)
def mech_page(request):
    data = render_units_to_bytes([load_unit(LOCUST).unit], paper=request.param,
                                 options=SheetOptions(tables=True))
    return mech_template(request.param), read_pages(data)[0]


def test_mech_punch_table_reads_back_as_the_master_rules_chart(mech_page):
    template, page = mech_page
    rows = table_rows(page, template, _place(template.reference, "punch"), (0.19, 0.19, 0.39, 0.23))
    assert "PUNCH (1D6)" in page["text"]   # the title line, above the header
    assert rows[1] == ["1D6", "Left", "Front/Rear", "Right"]
    # seed 004 lines 265-270: "1 Left Torso Left Arm Right Torso", "3 Center Torso ...",
    # "4 Left Arm Right Torso Right Arm", "6 Head Head Head"
    assert rows[2] == ["1", "LT", "LA", "RT"]
    assert rows[4] == ["3", "CT", "CT", "CT"]
    assert rows[5] == ["4", "LA", "RT", "RA"]
    assert rows[7] == ["6", "HD", "HD", "HD"]


def test_mech_kick_table_reads_back_as_the_master_rules_chart(mech_page):
    template, page = mech_page
    rows = table_rows(page, template, _place(template.reference, "kick"), (0.54, 0.23, 0.23))
    assert "KICK (1D6)" in page["text"]
    assert rows[1] == ["Side", "1-3", "4-6"]
    # seed 004 lines 274-275: "1-3 Left Leg Right Leg Right Leg", "4-6 Left Leg Left Leg Right Leg"
    # (sides as rows on the sheet): Left LL/LL, Front/Rear RL/LL, Right RL/RL
    assert rows[2] == ["Left", "LL", "LL"]
    assert rows[3] == ["Front/Rear", "RL", "LL"]
    assert rows[4] == ["Right", "RL", "RL"]


def test_mech_sheet_without_tables_prints_no_punch_or_kick_table():
    page = read_pages(render_units_to_bytes([load_unit(LOCUST).unit]))[0]
    assert "PUNCH (1D6)" not in page["text"] and "KICK (1D6)" not in page["text"]


@pytest.fixture(scope="module", params=PAPERS)
def fighter_tables(request):
    data = render_units_to_bytes([load_unit(FIGHTER).unit], paper=request.param,
                                 options=SheetOptions(tables=True))
    pages = read_pages(data)
    assert len(pages) == 2   # the fighter's sheet, then the AeroTech tables page
    template = unit_template("fighter", request.param)
    return template, pages[1]


def _fighter_rows(fighter_tables, name: str, widths: tuple[float, ...]) -> list[list[str]]:
    template, page = fighter_tables
    return table_rows(page, template, _place(template.reference["tables_page"], name), widths)


def test_fighter_tables_page_is_titled_and_holds_four_tables(fighter_tables):
    _, page = fighter_tables
    for title in ("AEROTECH REFERENCE TABLES", "HIT LOCATION TABLE (2D6)", "CONTROL SURFACE HIT TABLE (2D6)",
                  "ENGINE CRITICAL HIT TABLE (2D6)", "RANDOM MOVEMENT TABLE (2D6)"):
        assert title in page["text"]


def test_fighter_hit_location_reads_back(fighter_tables):
    rows = _fighter_rows(fighter_tables, "hit_location", (0.12, 0.29, 0.30, 0.29))
    # seed 000 line 3588: "9 Left Wing Left Wing Nose"
    assert ["9", "Left Wing", "Left Wing", "Nose"] in rows
    # seed 000 line 3583: "4 Fuselage Fuselage/Heat Sink Engine/Heat Sink" (HS = heat sink)
    assert ["4", "Fuselage", "Fuselage/HS", "Engine/HS"] in rows


def test_fighter_control_surface_table_reads_back(fighter_tables):
    rows = [" ".join(row) for row in _fighter_rows(fighter_tables, "control_surface", (0.08, 0.92))]
    # seed 000 line 3619: "7 Controls lock. Straight movement only."
    assert "7 Controls lock. Straight movement only." in rows
    assert "4 No left turns." in rows and "10 No right turns." in rows   # seed 000 lines 3616, 3622


def test_fighter_engine_critical_table_reads_back(fighter_tables):
    rows = [" ".join(row) for row in _fighter_rows(fighter_tables, "engine_critical", (0.08, 0.92))]
    # seed 000 line 3653: "2 Engine Destroyed. Craft moves straight at current velocity if in space."
    assert "2 Engine destroyed. Craft moves straight at current velocity if in space." in rows
    assert "7 -10 fuel points." in rows                        # seed 000 line 3658
    assert "12 Engine explodes. Craft destroyed." in rows      # seed 000 line 3663


def test_fighter_random_movement_table_reads_back(fighter_tables):
    rows = _fighter_rows(fighter_tables, "random_movement", (0.12, 0.38, 0.12, 0.38))
    # seed 000 lines 3633-3644: 2 Hard left ... 7 Straight, 8 Straight, 10 Hard right, 12 Hard right
    assert ["2", "Hard left", "8", "Straight"] in rows
    assert ["6", "Straight", "12", "Hard right"] in rows
    assert ["7", "Straight"] in rows
    assert ["4", "Hard left", "10", "Hard right"] in rows


def test_fighter_without_tables_prints_one_page():
    assert len(read_pages(render_units_to_bytes([load_unit(FIGHTER).unit]))) == 1
