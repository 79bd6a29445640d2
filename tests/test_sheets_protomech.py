"""The ProtoMech record sheet (decision D-PM-4) read back from the PDF: a Point of five on
one page, Letter and A4; every armor and structure point of every location is one box (counted from
the page's rectangles), every location its critical boxes (ProtoMek.getNumberOfCriticals: head 2,
torso 3, arms 2, legs 3), every weapon with its ranges, and the hit location table."""

from __future__ import annotations

import pytest

from designer.formats.load import load_unit
from designer.protomech.model import ProtoAmmo, ProtoLocation as L, ProtoMech, ProtoMotive, ProtoMount
from designer.protomech import weights as w
from designer.sheets.template import mech_template
from tests.conftest import REPO
from designer.protomech.sheet.damage import SHOT_BOX
from tests.sheet_readback import fast_pages, overlapping_words, pdf, printed_lines, read_pages

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
    # (the torso weapon chart's line under the rows also starts at the left edge: "Torso weapon hit")
    chart = {round(w["top"]) for w in page["word_boxes"] if w["text"] == "weapon" and w["x0"] < 60}
    words = sorted((w for w in page["word_boxes"] if w["x0"] < 40 and w["text"] in LABELS
                    and round(w["top"]) not in chart), key=lambda w: w["top"])
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


# --- what a player marks in play (decision D-SHEET4-PM1) ---
# MegaMek ProtoMek.shaded: a head's or arm's 2nd box, every torso box, the legs' 3rd give the pilot a
# hit; the torso's 3rd destroys the ProtoMech (MegaMekLab's sheet fills it dark).
SHADED = {L.HEAD: [False, True], L.TORSO: [True, True, True], L.RIGHT_ARM: [False, True],
          L.LEFT_ARM: [False, True], L.LEGS: [False, False, True]}


@pytest.fixture(scope="module", params=["letter", "a4"])
def fast_point(request):
    return request.param, fast_pages(pdf(POINT, request.param))[0]


def _row_labels(page) -> list[tuple[L, float]]:
    chart = {round(w.baseline) for w in page.words if w.text == "weapon" and w.box[0] < 60}
    words = sorted((w for w in page.words if w.box[0] < 40 and w.text in LABELS
                    and round(w.baseline) not in chart), key=lambda w: w.box[1])
    return [(LABELS[w.text], w.centre[1]) for w in words]


def _squares_at(page, side: float, band: tuple[float, float]):
    return sorted((s for s in page.shapes if not s.circle and abs(s.box[2] - s.box[0] - side) < 0.1
                   and abs(s.box[3] - s.box[1] - side) < 0.1 and band[0] <= s.centre[1] <= band[1]),
                  key=lambda s: s.box[0])


def test_critical_boxes_are_shaded_where_the_pilot_is_hit(fast_point):
    paper, page = fast_point
    side = CRIT * mech_template(paper).frame.scale
    rows = _row_labels(page)
    assert len(rows) == sum(len(unit.armored_locations()) for unit in POINT)
    for location, centre in rows:
        boxes = _squares_at(page, side, (centre - 4, centre + 4))
        assert [box.filled for box in boxes] == SHADED.get(location, []), location


def test_each_protomech_has_its_pilot_hit_track(fast_point):
    _, page = fast_point
    lines = printed_lines(page)
    # seed 000 lines 689-697: a MechWarrior's six hits and consciousness numbers 3, 5, 7, 10, 11, dead
    assert lines.count("Hits Taken 1 2 3 4 5 6") == len(POINT)
    assert lines.count("Consciousness # 3 5 7 10 11 Dead") == len(POINT)


def test_the_torso_weapon_chart_follows_the_file_order(fast_point):
    _, page = fast_point
    charts = [line for line in printed_lines(page) if line.startswith("Torso weapon hit (1D6):")]
    # a biped's torso weapon takes two faces of the die, a quad's one (MegaMek ProtoMek.getTorsoWeapon,
    # MegaMekLab's chart): the Centaur's SRM 2 and LRM 3, the quad's AP Gauss rifle and SRM 2
    assert charts == ["Torso weapon hit (1D6): 1-2 SRM 2; 3-4 LRM 3; 5-6 no effect",
                      "Torso weapon hit (1D6): 1 AP Gauss Rifle; 2 SRM 2; 3-6 no effect",
                      "Torso weapon hit (1D6): no torso weapons",
                      "Torso weapon hit (1D6): 1-2 SRM 2; 3-6 no effect",
                      "Torso weapon hit (1D6): 1-2 ER Micro Laser; 3-6 no effect"]


def test_every_shot_of_ammunition_has_a_box(fast_point):
    paper, page = fast_point
    side = SHOT_BOX * mech_template(paper).frame.scale
    ammo = [w for w in page.words if w.text == "Ammo:"]
    # the Centaur's SRM 2 (10 shots) and LRM 3 (8 shots), the Jumper's SRM 2 (10 shots)
    counts = [len([s for s in _squares_at(page, side, (w.box[1] - 1, w.box[3] + 1)) if s.box[0] > w.box[2]])
              for w in sorted(ammo, key=lambda w: w.box[1])]
    assert counts == [10, 8, 10]


def test_a_lot_longer_than_its_line_wraps_its_boxes():
    # 60 shots: more boxes than the line after the label holds (about 33); every shot a box, the rest on
    # a second line, none past the block's right edge
    lot = QUAD.model_copy(update={"ammo": (ProtoAmmo(ammo="Clan Ammo SRM-2", shots=60),)})
    page = fast_pages(pdf([lot], "letter"))[0]
    side = SHOT_BOX * mech_template("letter").frame.scale
    boxes = [s for s in page.shapes if not s.circle and abs(s.box[2] - s.box[0] - side) < 0.1
             and abs(s.box[3] - s.box[1] - side) < 0.1]
    assert len(boxes) == 60
    assert len({round(box.box[1]) for box in boxes}) == 2
    frame = mech_template("letter").frame
    assert max(box.box[2] for box in boxes) < frame.x + frame.scale * 570
    assert overlapping_words(page) == []


def test_the_critical_chart_prints_every_effect(fast_point):
    _, page = fast_point
    text = " ".join(printed_lines(page))
    for row in ("Torso -1 jump MP * jump MP halved * ProtoMech destroyed",
                "Legs -1 walk MP walk MP halved no movement", "arm destroyed", "+2 to-hit, no long range"):
        assert row in text
    assert overlapping_words(page) == []


def test_tables_page_after_the_point_holds_its_cluster_columns():
    # --tables (D-SHEET4-TB1): after the Point, a page with the Cluster Hits table of its launchers: the
    # Centaur's SRM 2 and LRM 3, the quad's and the jumper's SRM 2 -> columns 2 and 3 (seed 002 line 181:
    # column 2 reads 1 1 1 1 1 1 2 2 2 2 2 for rolls 2 to 12, column 3 1 1 1 2 2 2 2 2 3 3 3)
    pages = fast_pages(pdf(POINT, "letter", tables=True))
    assert len(pages) == 2
    lines = ["".join(line.split()) for line in printed_lines(pages[1])]
    assert "PROTOMECHREFERENCETABLES" in lines and "MISSILEHITS(2D6)" in lines
    assert "2D623" in lines
    # the roll, then the hits of 2 and of 3 missiles: "2 1 1", "7 1 2", "8 2 2", "11 2 3"
    for row in ("211", "411", "512", "712", "822", "922", "1023", "1123", "1223"):
        assert row in lines, row


def test_no_tables_page_without_tables():
    assert len(fast_pages(pdf(POINT, "letter"))) == 1
