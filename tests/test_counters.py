"""BattleForce lance counters PDF (seed 001 lines 222-275): text read back with pdfplumber
against lance values computed by hand; deterministic output; the CLI's --counters."""

import io

import pdfplumber
import pytest

from designer.battleforce.lance import lance_values
from designer.battleforce.quick import published_values
from designer.cli import main
from designer.sheets.counters import counter_boxes, render_counters
from tests.conftest import canon

FOUR_BROTHERS = ("Thunderbolt TDR-5S", "Vindicator VND-1R", "Hatchetman HCT-3F", "Wasp WSP-1A")
SKILLS = [(1, 1), (1, 1), (2, 1), (2, 4)]   # levels 4, 4, 3.5, 2 (seed 001 line 1625)
FIRE = ("Archer", "Warhammer", "Marauder", "Rifleman")


@pytest.fixture(scope="module")
def lances():
    brothers = lance_values([canon(n) for n in FOUR_BROTHERS], SKILLS, name="Four Brothers")
    fire = lance_values([published_values(n) for n in FIRE], [(4, 5)] * 4, name="Fire Lance")
    air = lance_values([published_values("Stuka"), published_values("Slayer")], [(4, 5)] * 2, name="Mechbusters")
    return [brothers, fire, air]


def _counter_lines(pdf_bytes, index, paper="letter"):
    with pdfplumber.open(io.BytesIO(pdf_bytes)) as pdf:
        text = pdf.pages[0].crop(counter_boxes(paper)[index]).extract_text()
    return [line.split() for line in text.splitlines()]


def _render(lances, paper="letter"):
    out = io.BytesIO()
    render_counters(lances, out, paper=paper)
    return out.getvalue()


def test_four_brothers_counter(lances):
    lines = _counter_lines(_render(lances), 0)
    assert lines[0] == ["Four", "Brothers"]
    assert lines[1] == ["'MECH", "LANCE"]
    # Worked example (seed 001 lines 1520-1545, D-BF-11/15): Overburn R 3 M 6 RA 8 + 2 = 10;
    # Full R 3 M 4 RA 8 CA 12 D 8; steps RA -2, CA -3, D -2 each.
    assert lines[3] == ["3", "6", "OVR", "10"]
    assert lines[4] == ["3", "4", "FULL", "8", "12", "8"]
    assert lines[5:8] == [["3", "4", "1", "6", "9", "6"], ["3", "4", "2", "4", "6", "4"], ["3", "4", "3", "2", "3", "2"]]
    assert lines[8] == ["STEP", "0", "1", "2", "3"]   # a box to pencil per step; no Experience Level


def test_canon_fire_lance_counter(lances):
    # Printed rows (seed 001 lines 1763-1771): Archer 15/17/10/4, Warhammer 17/19/8/2,
    # Marauder 12/14/9/3, Rifleman 13/17/7/3, all MP 4. RA 57/4 = 14.25 -> 14, CA 67/4 = 16.75 -> 17,
    # D 34/4 = 8.5 -> 9, R 12/4 = 3. Losses: RA 14 -> 3, CA 17 -> 4, D 9 -> 2. Overburn M 6, RA 17.
    lines = _counter_lines(_render(lances), 1)
    assert lines[0] == ["Fire", "Lance"]
    assert lines[3:8] == [["3", "6", "OVR", "17"], ["3", "4", "FULL", "14", "17", "9"],
                          ["3", "4", "1", "11", "13", "7"], ["3", "4", "2", "8", "9", "5"],
                          ["3", "4", "3", "5", "5", "3"]]
    assert lines[8] == ["STEP", "0", "1", "2", "3"]


def test_air_lance_counter(lances):
    # Stuka + Slayer: AA 36/4 = 9, ST 27/4 -> 7, D 6, R 25/4 -> 6, M 10; one step (line 1163).
    lines = _counter_lines(_render(lances), 2)
    assert lines[1] == ["AIR", "LANCE", "HEAVY"]
    assert lines[2] == ["R", "M", "ST", "AA", "D"]
    assert lines[3:] == [["6", "10", "FULL", "7", "9", "6"], ["6", "10", "1", "5", "7", "4"], ["STEP", "0", "1"]]


def test_experience_and_step_chits_on_their_own_page(lances):
    # The Experience Level stays hidden on a chit (seed 001 lines 368-370); a Damage Step chit
    # per step: Four Brothers Veteran (D-BF-11/15), Fire Lance Green (4/5 pilots -> level 1),
    # air lance Green with one step.
    with pdfplumber.open(io.BytesIO(_render(lances))) as pdf:
        assert len(pdf.pages) == 2
        face = pdf.pages[0].extract_text()
        chits = " ".join(pdf.pages[1].extract_text().split())
    for level in ("VETERAN", "GREEN"):
        assert level not in face
    assert chits.count("Four Brothers") == 5 and chits.count("Mechbusters") == 3 and "VETERAN" in chits
    assert chits.count("STEP") == 4 + 4 + 2 and chits.count("GREEN") == 2   # steps 0-3, 0-3, 0-1


def test_output_is_deterministic_and_paginates(lances):
    assert _render(lances) == _render(lances)
    many = lances * 12   # 36 counters: 30 a Letter page, 35 an A4 page; then 12 x (5 + 5 + 3) = 156
    # chits of 72 x 27 pt, 7 x 24 = 168 a Letter page, 7 x 28 = 196 an A4 page
    with pdfplumber.open(io.BytesIO(_render(many))) as pdf:
        assert len(pdf.pages) == 3
    with pdfplumber.open(io.BytesIO(_render(many, "a4"))) as pdf:
        assert len(pdf.pages) == 3
        assert round(pdf.pages[0].width) == 595
        for page in pdf.pages:   # crop marks and all at least 0.25 in from the paper edge
            objects = page.chars + page.lines + page.rects
            assert min(min(o["x0"], o["top"], page.width - o["x1"], page.height - o["bottom"]) for o in objects) >= 18


def test_cli_counters(tmp_path):
    out = tmp_path / "counters.pdf"
    code = main(["battleforce", "--lance", "Fire Lance", "--counters", str(out), *FIRE], io.StringIO())
    assert code == 0 and out.read_bytes().startswith(b"%PDF")
    assert main(["battleforce", "--counters", str(tmp_path / "none.pdf"), "Atlas"], io.StringIO()) == 2
