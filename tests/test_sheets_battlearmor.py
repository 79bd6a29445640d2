"""The battle armor record sheet read back from the PDF (seed 002 line 29: "Cada una de las filas de
la hoja representa una armadura"): two squads on one page, each trooper's row with its trooper box
and one armor circle a point, the ammunition boxes of the shots, the weapons and skills."""

from __future__ import annotations

import pytest

from designer.sheets.unit_template import unit_template
from tests.sheet_readback import has_words, pdf, read_pages, tally_boxes
from tests.test_battlearmor_rules import elemental, inner_sphere_scout

ROWS = 6   # designer/battlearmor/sheet.py: a row for each of up to 6 troopers


def row_area(template, slot: int, row: int) -> tuple[float, float, float, float]:
    f, box = template.frame, template.boxes["troopers"]
    top = template.slots[slot] + box.y + row * box.h / ROWS
    return (f.x + f.scale * box.x, f.y + f.scale * top, f.x + f.scale * (box.x + box.w),
            f.y + f.scale * (top + box.h / ROWS))


def inside(point, area) -> bool:
    return area[0] <= point[0] <= area[2] and area[1] <= point[1] <= area[3]


def trooper_boxes(page, area) -> list:
    return [r for r in page["rects"] if 7 < r[2] - r[0] < 8.5 and abs((r[2] - r[0]) - (r[3] - r[1])) < 0.05
            and inside((r[0], r[1]), area)]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_two_squads_print_a_row_per_trooper_with_its_armor(paper):
    squads = [inner_sphere_scout(), elemental()]   # 4 troopers of 8 points, 5 troopers of 10 points
    (page,) = read_pages(pdf(squads, paper))
    template = unit_template("battlearmor", paper)
    for slot, (squad, troopers, armor) in enumerate(zip(squads, (4, 5), (8, 10), strict=True)):
        assert squad.name in page["text"]
        for row in range(ROWS):
            area = row_area(template, slot, row)
            circles = [c for c in page["circles"] if inside(c, area)]
            expected = (armor, 1) if row < troopers else (0, 0)
            assert (len(circles), len(trooper_boxes(page, area))) == expected, (squad.name, row)


def test_ammunition_boxes_weapons_and_skills():
    (page,) = read_pages(pdf([elemental()]))
    template = unit_template("battlearmor", "letter")
    # the Elemental's SRM 2 carries 2 shots a suit (its file: BA-SRM2 Ammo:Body:Shots2#)
    assert [len(tally_boxes(page, row_area(template, 0, row))) for row in range(5)] == [2] * 5
    assert has_words(page, "Movement: ground 1, jump 3") and has_words(page, "Armor: 10 a suit, Standard")
    assert "Gunnery Skill" in page["text"] and "Anti-'Mech Skill" in page["text"]
    assert has_words(page, "Flamer RA 2 1 2 3")   # damage 2, ranges 1/2/3 (catalog row CLBAFlamer)
