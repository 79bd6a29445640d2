"""Infantry record forms read back from the PDF: each platoon's name, MP, men, damage at each
strength and anti-'Mech to-hit; several platoons a page."""

from __future__ import annotations

import io
import math

import pytest
from pypdf import PdfReader

from designer.formats.load import load_unit
from designer.infantry.model import Infantry
from designer.sheets.unit_template import unit_template
from tests.conftest import REPO
from tests.sheet_readback import has_words, pdf, read_pages

FILES = sorted((REPO / "units" / "examples").glob("infantry-*.yaml"))
# Platoon table (seed 000 lines 2118-2140): (MP, men, maximum damage).
TABLE = {("foot", "rifle"): (1, 28, 7), ("jump", "laser"): (2, 21, 11), ("motorized", "srm"): (2, 28, 14)}



@pytest.fixture(scope="module")
def platoons() -> list[Infantry]:
    return [load_unit(p).unit for p in FILES]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_platoon_prints_name_movement_men_and_weapon(platoons, paper):
    page = read_pages(pdf(platoons, paper))[0]
    for platoon in platoons:
        mp, men, _ = TABLE[(platoon.motive, platoon.weapon)]
        assert platoon.name in page["text"]
        assert has_words(page, f"Movement: {mp} MP ({platoon.motive.title()})")
        assert has_words(page, f"Men: {men} of {men}")


def test_damage_row_matches_round_half_up(platoons):
    """Damage at n men = round-half-up(max x n / full) (decision D-UNIT-5): the jump laser
    platoon row 11 10 10 9 9 8 8 7 7 6 6 5 5 4 4 3 3 2 2 1 1 (research/record-sheets.md 4.2)."""
    page = read_pages(pdf(platoons))[0]
    assert has_words(page, "Damage (Laser) 11 10 10 9 9 8 8 7 7 6 6 5 5 4 4 3 3 2 2 1 1")
    assert has_words(page, "Damage (Rifle) 7 7 7 6 6 6 6 5 5 5 5 4 4 4 4 3 3 3 3 2 2 2 2 1 1 1 1 0")


def test_anti_mech_row_only_for_trained_platoons(platoons):
    page = read_pages(pdf(platoons))[0]
    # Anti-'Mech Attack Table (seed 000 lines 2697-2703) for 21 men down to 1
    row = " ".join(["7"] * 6 + ["10"] * 6 + ["12"] * 5 + ["\u2013"] * 4)
    assert has_words(page, f"Anti-'Mech to-hit {row}")
    assert page["text"].count("No anti-'Mech training") == sum(not p.anti_mech for p in platoons)


def test_weapon_to_hit_by_range(platoons):
    page = read_pages(pdf(platoons))[0]
    assert has_words(page, "Base to-hit 3 4 4 6 6 8 8")   # SRM, seed 000 line 2144


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_at_least_four_platoons_a_page_and_a_bookmark_each(platoons, paper):
    many = [p.model_copy(update={"model": f"#{i}"}) for i, p in enumerate(platoons * 4)]
    per_page = len(unit_template("infantry", paper).slots)
    assert per_page >= 4
    data = pdf(many, paper)
    pages = read_pages(data)
    assert len(pages) == math.ceil(len(many) / per_page)
    reader = PdfReader(io.BytesIO(data))
    assert [entry.title for entry in reader.outline] == [p.name for p in many]
    assert "TO-HIT NUMBERS OF INFANTRY WEAPONS" in pages[-1]["text"]


def test_sheet_figures_by_hand(platoons):
    from designer.infantry import sheet_figures as sf

    jump = next(p for p in platoons if p.motive == "jump")
    assert sf.full_strength(jump) == 21
    assert sf.damage_track(jump)[10] == (11, 6)      # 11 lasermen do 6 (seed 000 line 543)
    assert dict(sf.anti_mech_track(jump))[16] == 7 and dict(sf.anti_mech_track(jump))[4] is None
    foot = next(p for p in platoons if p.motive == "foot")
    assert sf.anti_mech_track(foot) == ()
