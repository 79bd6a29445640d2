"""``--tables`` built from the unit (decision D-SHEET2-4): the Cluster Hits table has a
column for each salvo the unit fires, a quad gets the quad hit location table, and a table the
inventory leaves no room for goes to a page of its own instead of vanishing.

Expected columns by hand: the Cluster Hits table of seed 002 line 181 for the sizes it prints
("Número de Misiles Disparados 2 3 4 5 6 9 10 12 15 20"), MegaMek's Compute.clusterHitsTable for
the others: 7 missiles -> 2 2 3 4 4 4 4 6 6 7 7, 30 missiles -> 10 10 12 18 18 18 18 24 24 30 30
for the rolls 2 to 12."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from designer.catalog.cluster_hits import cluster_column
from designer.formats.load import load_unit
from designer.sheets import SheetOptions
from designer.mech.sheet.job import render_to_bytes
from designer.sheets.template import mech_template
from sheet_readback import page_box, read_pages

REPO = Path(__file__).resolve().parents[1]
LEVEL2 = REPO / "units" / "mechs" / "level2"


def _pages(path: Path, paper: str = "letter") -> list[dict]:
    unit = load_unit(path).unit
    return read_pages(render_to_bytes([unit], paper=paper, options=SheetOptions(tables=True)))


def _table_rows(page: dict, table: str, paper: str = "letter") -> list[list[str]]:
    """The words inside the reference table's place, row by row (top to bottom, left to right),
    built from the characters (a row's own baseline; pdfplumber's word lines can merge two rows
    through text elsewhere on the page)."""
    template = mech_template(paper)
    place = next(p for p in template.reference if p.table == table)
    x0, top, x1, bottom = page_box(template, place)
    chars = [c for c in page["chars"] if x0 <= c["x0"] and c["x1"] <= x1 + 0.5 and top <= c["top"] < bottom]
    rows: dict[float, list[dict]] = {}
    for char in chars:
        rows.setdefault(round(char["bottom"], 1), []).append(char)
    out = []
    for key in sorted(rows):
        words: list[str] = []
        last = None
        for char in sorted(rows[key], key=lambda c: c["x0"]):
            if char["text"].strip() and last is not None and char["x0"] - last < 1.0 and words:
                words[-1] += char["text"]
            elif char["text"].strip():
                words.append(char["text"])
            last = char["x1"]
        out.append(words)
    return out


def _cluster_rows(page: dict) -> list[list[str]]:
    rows = _table_rows(page, "cluster_hits")
    start = next(i for i, row in enumerate(rows) if row and row[0] == "2D6")
    return rows[start:start + 12]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_mml7_gets_its_seven_column(paper):
    # Thorn THE-N2: one MML-7 (7 missiles a salvo in either mode).
    page = _pages(LEVEL2 / "Thorn THE-N2.yaml", paper)[0]
    rows = _table_rows(page, "cluster_hits", paper)
    start = next(i for i, row in enumerate(rows) if row and row[0] == "2D6")
    assert rows[start:start + 12] == [["2D6", "7"]] + [
        [str(roll), hits] for roll, hits in zip(range(2, 13), "2 2 3 4 4 4 4 6 6 7 7".split(), strict=True)]


def test_mrm30_gets_its_thirty_column():
    # Catapult CPLT-K5: two MRM-30s (30 missiles), and no other salvo weapon.
    page = _pages(LEVEL2 / "Catapult CPLT-K5.yaml")[0]
    hits = "10 10 12 18 18 18 18 24 24 30 30".split()
    rolls = [[str(roll), n] for roll, n in zip(range(2, 13), hits, strict=True)]
    assert _cluster_rows(page) == [["2D6", "30"], *rolls]


def test_quad_prints_the_quad_hit_location_table():
    # Goliath GOL-1H (a quad): the front legs take the arms' rolls (3: FRL front, RLL left side).
    page = _pages(REPO / "units" / "mechs" / "Goliath GOL-1H.yaml")[0]
    rows = _table_rows(page, "hit_location")
    assert ["3", "RLL", "FRL", "RRL"] in rows
    assert ["10", "FRL", "FLL", "FLL"] in rows
    assert not any("LA" in row or "RA" in row for row in rows)


def test_tables_the_inventory_crowds_out_get_their_own_page():
    # Hunchback HBK-5SS: its inventory flows into the REFERENCE panel, so the hit location and
    # cluster tables go to a second page; the MML-9 column there: 3 3 4 5 5 5 5 7 7 9 9.
    pages = _pages(LEVEL2 / "Hunchback HBK-5SS.yaml")
    assert len(pages) == 2
    assert "REFERENCE TABLES: Hunchback HBK-5SS" in pages[1]["text"]
    assert "HIT LOCATION (2D6)" in pages[1]["text"] and "MISSILE HITS (2D6)" in pages[1]["text"]
    assert "2D6 9 2 3 3 3 4 4 5 5 6 5 7 5 8 5 9 7 10 7 11 9 12 9" in pages[1]["text"]


def test_cluster_columns_agree_with_the_seed(seeds_dir):
    # seed 002 line 181: the Master Rules missile hit table, rows "2* 1 1 1 1 2 3 3 4 5 6" ... "12 ...".
    seed = next(seeds_dir.glob("002_*.txt")).read_text(encoding="utf-8").splitlines()[180]
    table = seed.split("Número de Misiles Disparados")[1].split("* Un resultado")[0]
    numbers = [int(n) for n in re.findall(r"\d+", table)]
    sizes, body = numbers[:10], numbers[10:]
    for r in range(11):
        row = body[r * 11:(r + 1) * 11]
        assert row[0] == r + 2
        for size, hits in zip(sizes, row[1:], strict=True):
            assert cluster_column(size)[r] == hits, (size, r + 2)
