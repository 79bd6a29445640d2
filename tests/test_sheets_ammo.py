"""The 'Mech sheet's ammunition tally and physical attacks block, read back from the PDF.

Shots per ton are the 1987 Weapons Table's (seed 000 lines 4797-4834): AC/10 10 (line 4809),
AC/20 5 (line 4810), LRM-20 6 (line 4817), SRM-6 15 (line 4821); AC/2 45, MG 200, LRM-5 24,
SRM-2 50, SRM-4 25 (lines 4807, 4811, 4814, 4819, 4820)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.load import load_unit
from designer.mech.model import AmmoBin, MechLocation
from designer.sheets import SheetOptions
from designer.mech.sheet.job import render_to_bytes
from designer.sheets.template import mech_template
from sheet_readback import has_words, page_box, read_pages, tally_boxes, tally_lines

UNITS = Path(__file__).resolve().parents[1] / "units" / "mechs"


def _unit(name: str):
    return load_unit(UNITS / f"{name}.yaml").unit


def _page(mech, paper: str = "letter", tables: bool = False) -> dict:
    return read_pages(render_to_bytes([mech], paper=paper, options=SheetOptions(tables=tables)))[0]


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("tables", [False, True])
def test_atlas_tally_has_one_box_per_shot(paper, tables):
    # Atlas AS7-D bins, in the unit file's order: LRM-20 LT x2, SRM-6 LT, AC/20 RT x2.
    page = _page(_unit("Atlas AS7-D"), paper, tables)
    template = mech_template(paper)
    assert tally_lines(page, page_box(template, template.inventory)) == [
        ("LRM-20 LT 6", 6), ("LRM-20 LT 6", 6), ("SRM-6 LT 15", 15), ("AC/20 RT 5", 5), ("AC/20 RT 5", 5)]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_hatchetman_tally_has_one_box_per_shot(paper):
    # Hatchetman HCT-3F: two tons of AC/10 ammunition in the centre torso, 10 shots each.
    page = _page(_unit("Hatchetman HCT-3F"), paper)
    template = mech_template(paper)
    assert tally_lines(page, page_box(template, template.inventory)) == [("AC/10 CT 10", 10)] * 2


def test_half_ton_machine_gun_bin_prints_a_compact_track():
    # A half-ton machine gun bin holds 200 / 2 = 100 shots: over 50, so a track of a box per
    # ten shots (100 / 10 = 10 boxes) and a "shots left" write-in instead of 100 tiny boxes.
    mech = _unit("Atlas AS7-D")
    mech = mech.model_copy(update={"ammo": (AmmoBin(weapon="Machine Gun", location=MechLocation.LT, slot=12,
                                                    half=True),)})
    page = _page(mech)
    template = mech_template("letter")
    assert tally_lines(page, page_box(template, template.inventory)) == [("Machine Gun (half) LT 100", 10)]
    assert has_words(page, "Shots left:")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_locust_machine_gun_track_is_big_enough_to_tick(paper):
    # Locust LCT-1V: one ton of machine gun ammunition, 200 shots (seed 000 line 4811): a track
    # of 20 boxes, each at least 3 pt wide, in groups of five.
    page = _page(_unit("Locust LCT-1V"), paper)
    template = mech_template(paper)
    area = page_box(template, template.inventory)
    assert tally_lines(page, area) == [("Machine Gun CT 200", 20)]
    assert min(b[2] - b[0] for b in tally_boxes(page, area)) >= 3.0


def test_no_ammunition_no_boxes():
    page = _page(_unit("Jenner JR7-D").model_copy(update={"ammo": ()}))
    template = mech_template("letter")
    assert tally_boxes(page, page_box(template, template.inventory)) == []
    assert "AMMUNITION" not in page["text"]


def test_physical_attacks_block_of_the_atlas():
    # 100 tons: punch 10 at base 4 per fist (seed 000 lines 1522-1524), kick 20 at base 3 (line 1546).
    page = _page(_unit("Atlas AS7-D"))
    assert "PHYSICAL ATTACKS" in page["text"]
    for line in ("Punch LA 4 10", "Punch RA 4 10", "Kick \u2013 3 20"):
        assert line in page["lines"], line


def test_hatchet_damage_in_the_inventory_and_the_physical_block():
    # 45 tons: hatchet 45 / 5 = 9 (club rules, seed 000 line 1608; seed 002 line 241).
    page = _page(_unit("Hatchetman HCT-3F"))
    assert "1 Hatchet RA \u2013 9 \u2013 \u2013 \u2013 \u2013" in page["lines"]
    for line in ("Punch LA 4 5", "Punch RA 4 5", "Kick \u2013 3 9", "Hatchet RA 4 9"):
        assert line in page["lines"], line


def test_quads_and_pod_arms_only_kick_on_the_sheet():
    # Goliath: 80-ton quad, kick 16; Jenner: weapon-pod arms, 35 tons, kick 7.
    goliath, jenner = _page(_unit("Goliath GOL-1H")), _page(_unit("Jenner JR7-D"))
    assert "Kick \u2013 3 16" in goliath["lines"] and "Punch" not in goliath["text"]
    assert has_words(jenner, "Kick \u2013 3 7") and "Punch" not in jenner["text"]
