"""`--tables` on the kinds other than the 'Mech (decision D-SHEET4-TB1), read back from
the printed PDF on canon units of ../shared/reference/level2-blk: the Cluster Hits table with a column
for each salvo the unit fires (a vehicle's beside its critical table, a fighter run's on the AeroTech
tables page, a battle armor or ProtoMech run's on a tables page of its own), and a large support
vehicle's hit table with a column for each side attacked.

Expected columns by hand from the Master Rules missile hit table (seed 002 line 181: "2 3 4 5 6 9 10 12
15 20"), rolls 2 to 12."""

from __future__ import annotations


import pytest

from tests.sheet_readback import FastPage, Word, fast_pages, overlapping_words, pdf, printed_lines

SEED_COLUMNS = {
    2: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2],
    3: [1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3],
    4: [1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4],
    5: [1, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5],
    6: [2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6],
    10: [3, 3, 4, 6, 6, 6, 6, 8, 8, 10, 10],
    15: [5, 5, 6, 9, 9, 9, 9, 12, 12, 15, 15],
    20: [6, 6, 9, 12, 12, 12, 12, 16, 16, 20, 20],
}


@pytest.fixture(scope="module")
def blk(level2_blk_unit):
    return level2_blk_unit


def squeezed(text: str) -> str:
    """Text without its spaces: PDFium splits bold or tightly set words into pieces ("M ISSI LE")."""
    return "".join(text.split())


def has_line(page: FastPage, text: str) -> bool:
    return squeezed(text) in {squeezed(line) for line in printed_lines(page)}


CELL_GAP = 2.0   # glyph groups closer than this (points) are one cell ("1 1" is 11)


def _cells(words: list[Word]) -> list[str]:
    cells: list[list[Word]] = []
    for word in sorted(words, key=lambda w: w.box[0]):
        if cells and word.box[0] - cells[-1][-1].box[2] < CELL_GAP:
            cells[-1].append(word)
        else:
            cells.append([word])
    return ["".join(w.text for w in cell) for cell in cells]


def _lines(words) -> list[list[Word]]:
    """Words on one baseline, top to bottom, each line left to right."""
    lines: list[list[Word]] = []
    for word in sorted(words, key=lambda w: w.baseline):
        if lines and abs(lines[-1][0].baseline - word.baseline) < 1.0:
            lines[-1].append(word)
        else:
            lines.append([word])
    return [sorted(line, key=lambda w: w.box[0]) for line in lines]


def cluster_columns(page: FastPage) -> dict[int, list[int]]:
    """The Cluster Hits table read back: the rows under and right of its title ("MISSILE HITS
    (2D6)"), one baseline a row; its header row ("2D6" and the sizes) names the columns."""
    lines = _lines(page.words)
    title = next(line[i] for line in lines for i in range(len(line))
                 if squeezed("".join(w.text for w in line[i:])).startswith("MISSILEHITS"))
    left = title.box[0] - 12
    rows = _lines([w for w in page.words if w.box[0] >= left and w.box[1] > title.box[3]])
    cells = [_cells(row) for row in rows]
    header = next(i for i, row in enumerate(cells) if row[0] == "2D6")
    sizes = [int(cell) for cell in cells[header][1:]]
    body = cells[header + 1:header + 12]
    assert [int(row[0]) for row in body] == list(range(2, 13))
    return {size: [int(row[i + 1]) for row in body] for i, size in enumerate(sizes)}


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_vehicle_prints_the_columns_of_its_salvos(blk, paper):
    # Demolisher II: an Ultra AC/20 (2 shots a turn) and an LB 20-X (20 cluster pellets)
    page = fast_pages(pdf([blk("vehicles", "Demolisher II Heavy Tank")], paper, tables=True))[0]
    assert cluster_columns(page) == {2: SEED_COLUMNS[2], 20: SEED_COLUMNS[20]}
    assert overlapping_words(page) == []


def test_a_vehicle_without_a_salvo_prints_no_cluster_table(blk):
    # Saturn Harvester: a combine and a lift hoist, no weapon
    page = fast_pages(pdf([blk("vehicles", "Saturn Harvester (Standard)")], tables=True))[0]
    assert "MISSILEHITS" not in squeezed(page.text)


def test_a_fighter_run_prints_its_salvos_on_the_aerotech_tables_page(blk):
    # Hydaspes: Clan LRM 15s and Streak SRM 6s; the tables page follows the fighter
    pages = fast_pages(pdf([blk("fighters", "Hydaspes")], tables=True))
    assert "AEROTECHREFERENCETABLES" in squeezed(pages[1].text)
    columns = cluster_columns(pages[1])
    assert sorted(columns) == [6, 15] and columns[15] == SEED_COLUMNS[15] and columns[6] == SEED_COLUMNS[6]
    assert overlapping_words(pages[1]) == []


def test_a_squad_prints_its_troopers_and_missiles_columns(blk):
    # Elemental [MicroPL]: five troopers, each with a micro pulse laser and an SRM 2; the squad fires a
    # weapon as one attack on the column of its troopers firing (2 to 5), the SRM 2s on 2 x troopers
    # (2, 4, 6, 8, 10): D-SHEET4-TB1
    pages = fast_pages(pdf([blk("battlearmor", "Elemental Battle Armor [MicroPL]")], tables=True))
    assert len(pages) == 2 and has_line(pages[1], "BATTLE ARMOR REFERENCE TABLES")
    columns = cluster_columns(pages[1])
    assert sorted(columns) == [2, 3, 4, 5, 6, 8, 10]
    for size in (2, 3, 4, 5, 6, 10):
        assert columns[size] == SEED_COLUMNS[size], size
    assert overlapping_words(pages[1]) == []


def test_a_point_prints_its_launchers_columns(blk):
    # Centaur: SRM 2 and a ProtoMech-only LRM 3; Orc 3: a ProtoMech-only SRM 3 and SRM 1s (one missile:
    # no column)
    pages = fast_pages(pdf([blk("protomechs", "Centaur"), blk("protomechs", "Orc 3")], tables=True))
    assert len(pages) == 2 and has_line(pages[1], "PROTOMECH REFERENCE TABLES")
    assert cluster_columns(pages[1]) == {2: SEED_COLUMNS[2], 3: SEED_COLUMNS[3]}
    assert overlapping_words(pages[1]) == []


def test_tables_pages_follow_each_run_in_the_order_given(blk):
    units = [blk("protomechs", "Centaur"), blk("battlearmor", "Elemental Battle Armor [MicroPL]"),
             blk("vehicles", "Demolisher II Heavy Tank")]
    pages = fast_pages(pdf(units, tables=True))
    assert len(pages) == 5   # a Point, its tables, a squad, its tables, the tank with its tables
    assert has_line(pages[1], "PROTOMECH REFERENCE TABLES")
    assert has_line(pages[3], "BATTLE ARMOR REFERENCE TABLES")
    assert not has_line(pages[2], "BATTLE ARMOR REFERENCE TABLES")
    assert has_line(pages[4], "GROUND VEHICLE HIT LOCATION TABLE")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_large_support_vehicle_hit_table_tells_front_left_from_rear_left(blk, paper):
    # Saturn Harvester: six sides (D-SV-1). A hit from a front side strikes FRL or FRR, from a rear side
    # RRL or RRR (MegaMek LargeSupportTank.rollHitLocation): roll 3 from the front is FRR + a motive hit,
    # from a front side FR + a motive hit, from the rear RRL + a motive hit.
    page = fast_pages(pdf([blk("vehicles", "Saturn Harvester (Standard)")], paper, tables=True))[0]
    assert has_line(page, "LARGE SUPPORT VEHICLE HIT LOCATION TABLE")
    assert has_line(page, "2D6 Front Front side (FRL / FRR) Rear side (RRL / RRR) Rear")
    assert has_line(page, "3 FRR + motive hit FR + motive hit RRL / RRR + motive hit RRL + motive hit")
    assert has_line(page, "8 FR FRL / FRR * RRL / RRR * RR")
    assert not has_line(page, "GROUND VEHICLE HIT LOCATION TABLE")
    assert overlapping_words(page) == []
