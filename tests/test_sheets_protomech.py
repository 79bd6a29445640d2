"""The ProtoMech record sheet (issue 29; decision D-PM-4) read back from the PDF: a Point of five on
one page, Letter and A4; every armor and structure point of every location is one box (counted from
the page's rectangles), every location its critical boxes (ProtoMek.getNumberOfCriticals: head 2,
torso 3, arms 2, legs 3), every weapon with its ranges, and the hit location table."""

from __future__ import annotations

import pytest

from designer.formats.load import load_unit
from designer.model.protomech import ProtoAmmo, ProtoLocation as L, ProtoMech, ProtoMotive, ProtoMount
from designer.rules.protomech import weights as w
from designer.sheets.template import mech_template
from tests.conftest import REPO
from tests.sheet_readback import pdf, read_pages

CENTAUR = load_unit(REPO / "units" / "examples" / "protomech-centaur.yaml").unit
# Four more made-up designs, so that the Point holds every shape: a quad, a 9-ton with a full torso
# (18 armor + 9 structure boxes in one row), a jumper without a main gun, a 2-ton.
QUAD = ProtoMech(chassis="Quad", model="Test", tonnage=6, walk_mp=6, motive=ProtoMotive.QUAD,
                 armor={L.HEAD: 4, L.TORSO: 12, L.LEGS: 14},
                 equipment=(ProtoMount(item="Clan AP Gauss Rifle"), ProtoMount(item="Clan SRM 2")))
HEAVY = ProtoMech(chassis="Heavy", model="Test", tonnage=9, walk_mp=5, main_gun=True,
                  armor={L.HEAD: 6, L.TORSO: 18, L.RIGHT_ARM: 4, L.LEFT_ARM: 4, L.LEGS: 10, L.MAIN_GUN: 3},
                  equipment=(ProtoMount(item="Clan ER Small Laser", location=L.MAIN_GUN),))
JUMPER = ProtoMech(chassis="Jumper", model="Test", tonnage=4, walk_mp=6, jump_mp=4,
                   armor={L.HEAD: 2, L.TORSO: 5, L.RIGHT_ARM: 1, L.LEFT_ARM: 1, L.LEGS: 4},
                   equipment=(ProtoMount(item="Clan SRM 2"), *[ProtoMount(item="ProtoMech Jump Jet",
                                                                          location=L.BODY)] * 4),
                   ammo=(ProtoAmmo(ammo="Clan Ammo SRM-2", shots=10),))
SMALL = ProtoMech(chassis="Small", model="Test", tonnage=2, walk_mp=5,
                  armor={L.HEAD: 1, L.TORSO: 2, L.LEGS: 2},
                  equipment=(ProtoMount(item="Clan ER Micro Laser"),))
POINT = [CENTAUR, QUAD, HEAVY, JUMPER, SMALL]
LABELS = {"Head": L.HEAD, "Torso": L.TORSO, "Right": L.RIGHT_ARM, "Left": L.LEFT_ARM, "Legs": L.LEGS,
          "Main": L.MAIN_GUN}
# Box sides in design points (templates/protomech-tables.yaml): armor 6.5, structure 5.5, critical 4.
ARMOR, STRUCTURE, CRIT = 6.5, 5.5, 4.0
CRIT_BOXES = {L.HEAD: 2, L.TORSO: 3, L.RIGHT_ARM: 2, L.LEFT_ARM: 2, L.LEGS: 3, L.MAIN_GUN: 0}


@pytest.fixture(scope="module", params=["letter", "a4"])
def point(request):
    return request.param, read_pages(pdf(POINT, request.param))


def _squares(page: dict, side: float, top: float, bottom: float) -> list[tuple[float, ...]]:
    return [r for r in page["rects"] if abs((r[2] - r[0]) - side) < 0.1 and abs((r[3] - r[1]) - side) < 0.1
            and top <= (r[1] + r[3]) / 2 <= bottom]


def _rows(page: dict) -> list[tuple[L, float]]:
    """The location labels at the left edge of the blocks, top to bottom: (location, row centre)."""
    words = sorted((w for w in page["word_boxes"] if w["x0"] < 40 and w["text"] in LABELS),
                   key=lambda w: w["top"])
    return [(LABELS[w["text"]], (w["top"] + w["bottom"]) / 2) for w in words]


def test_one_page_holds_the_point(point):
    _, pages = point
    assert len(pages) == 1
    for unit in POINT:
        assert unit.name in pages[0]["text"]


def test_every_armor_and_structure_point_is_one_box(point):
    paper, pages = point
    scale = mech_template(paper).frame.scale
    page = pages[0]
    expected = [(unit, loc) for unit in POINT for loc in unit.armored_locations()]
    rows = _rows(page)
    assert [loc for loc, _ in rows] == [loc for _, loc in expected]
    for (unit, location), (_, centre) in zip(expected, rows, strict=True):
        band = (centre - 4, centre + 4)
        armor = len(_squares(page, ARMOR * scale, *band))
        structure = len(_squares(page, STRUCTURE * scale, *band))
        crits = len(_squares(page, CRIT * scale, *band))
        assert armor == unit.armor.get(location, 0), (unit.name, location)
        assert structure == w.structure(unit)[location], (unit.name, location)
        # a location's boxes = its armor + its structure
        assert armor + structure == unit.armor.get(location, 0) + w.structure(unit)[location]
        assert crits == CRIT_BOXES[location]


def test_weapons_print_with_their_ranges(point):
    _, pages = point
    text = pages[0]["text"]
    # Clan SRM 2 (seed 002 Clan table: 2 a missile, 3/6/9), ER micro laser (1/2/4), LRM 3 (1 a missile,
    # MegaMek: 7/14/21); the damage a missile, as every kind's sheet prints it (D-SHEET4-1), a dash in
    # the To-Hit column for a weapon without a modifier
    assert "SRM 2 T 2/msl – - 3 6 9" in text
    assert "ER Micro Laser MG 2 – - 1 2 4" in text
    assert "LRM 3 T 1/msl – - 7 14 21" in text


def test_hit_location_table_prints(point):
    _, pages = point
    text = pages[0]["text"]
    assert "PROTOMECH HIT LOCATION TABLE" in text
    for words in ("2 Main Gun", "6-8 Torso", "12 Head", "10 Left Arm"):
        assert words in text


def test_six_protomechs_make_two_pages():
    pages = read_pages(pdf([*POINT, SMALL], "letter"))
    assert len(pages) == 2


def test_armor_beyond_any_legal_design_stays_in_its_row():
    # 5000 points on a torso (a file within docs/limits.md, far above the rules): 23 boxes and a number
    huge = SMALL.model_copy(update={"armor": {L.HEAD: 1, L.TORSO: 5000, L.LEGS: 2}})
    page = read_pages(pdf([huge], "letter"))[0]
    assert "+4979" in page["text"]
    assert len(page["rects"]) < 200


def test_an_ultraheavy_torso_prints_every_box_smaller():
    # A 15-ton ultraheavy ProtoMech (D-PM3-5): torso structure 15 (construction.yaml) and 30 armor
    # points = 45 boxes, more than the 27 a full-size row holds, so the row draws them at 27/45 = 0.6
    # of full size: armor boxes 6.5 x 0.6 = 3.9, structure boxes 5.5 x 0.6 = 3.3; no "+N" is left.
    ultra = ProtoMech(chassis="Ultra", model="Test", tonnage=15, walk_mp=3,
                      armor={L.HEAD: 2, L.TORSO: 30, L.LEGS: 2}, equipment=())
    page = read_pages(pdf([ultra], "letter"))[0]
    scale = mech_template("letter").frame.scale
    rows = dict(_rows(page))
    band = (rows[L.TORSO] - 4, rows[L.TORSO] + 4)
    crit_label = next(w["x0"] for w in page["word_boxes"] if w["text"] == "Crit"
                      and band[0] <= (w["top"] + w["bottom"]) / 2 <= band[1])
    # the 4-point critical boxes right of "Crit" are nearly the armor boxes' size: leave them out
    assert len([r for r in _squares(page, 3.9 * scale, *band) if r[2] < crit_label]) == 30
    assert len(_squares(page, 3.3 * scale, *band)) == 15
    assert "+" not in " ".join(w["text"] for w in page["word_boxes"] if band[0] <= w["top"] <= band[1])
