"""Text fits its frame: long names and long equipment lists shrink or wrap, never overlap."""

from __future__ import annotations

import pytest

from designer.formats import read_unit
from designer.mech.model import AmmoBin, Mech, MechLocation, Mount
from designer.sheets import SheetOptions
from designer.mech.sheet.job import render_to_bytes
from designer.sheets.template import mech_template
from tests.test_sheets_render import CANON, read_pages

ONE_SLOT = ("Small Laser", "Medium Laser", "Flamer", "Machine Gun", "AC/2", "LRM-5", "SRM-2", "SRM-4")
AMMO = ("AC/2", "LRM-5", "SRM-2", "SRM-4", "Machine Gun")
# Free slots of a biped with every actuator kept (RULES-MAP "Gaps in the OCR"): location -> slots.
FREE = {"HD": [4], "CT": [11, 12], "LT": list(range(1, 13)), "RT": list(range(1, 13)),
        "LA": list(range(5, 13)), "RA": list(range(5, 13)), "LL": [5, 6], "RL": [5, 6]}


def crowded_mech(name: str) -> Mech:
    """A 100-ton 'Mech with every free slot filled with a different line: a weapon type per slot
    in the limbs and head, the side torsos alternating weapons and ammunition bins. It is far
    over weight (the sheet must still print it), and gives the longest inventory possible."""
    equipment, ammo = [], []
    for loc, slots in FREE.items():
        for k, slot in enumerate(slots):
            if loc in ("LT", "RT") and k % 2:
                ammo.append(AmmoBin(weapon=AMMO[k // 2 % len(AMMO)], location=MechLocation(loc), slot=slot))
            else:
                equipment.append(Mount(item=ONE_SLOT[k % len(ONE_SLOT)], location=MechLocation(loc), slot=slot))
    armor = {"HD": 9, "CT": 47, "LT": 32, "RT": 32, "LA": 34, "RA": 34, "LL": 42, "RL": 42}
    return Mech(chassis=name, model="XTR-9000-LONGMODELNAME", tonnage=100, engine_rating=400, walking_mp=4,
                jump_mp=0, heat_sinks=45, armor=armor, rear_armor={"CT": 15, "LT": 10, "RT": 10},
                equipment=tuple(equipment), ammo=tuple(ammo))


def longest_canon_name() -> str:
    names = [read_unit(path).chassis for path in CANON]   # the library 'Mechs
    return max(names, key=len)


def overlaps(chars: list[dict]) -> list[tuple[str, str]]:
    """Pairs of characters whose boxes overlap by more than a sliver (grid-bucketed)."""
    buckets: dict[tuple[int, int], list[dict]] = {}
    for char in chars:
        if char["text"].strip():
            buckets.setdefault((int(char["x0"] // 20), int(char["top"] // 20)), []).append(char)
    found = []
    for (bx, by), group in buckets.items():
        near = [c for dx in (-1, 0, 1) for dy in (-1, 0, 1) for c in buckets.get((bx + dx, by + dy), [])]
        for a in group:
            for b in near:
                if a is not b and id(a) < id(b) and _overlap(a, b) > 0.25 * min(_area(a), _area(b)):
                    found.append((a["text"], b["text"]))
    return found


def _area(c: dict) -> float:
    return (c["x1"] - c["x0"]) * (c["bottom"] - c["top"])


def _overlap(a: dict, b: dict) -> float:
    w = min(a["x1"], b["x1"]) - max(a["x0"], b["x0"])
    h = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"])
    return max(0.0, w) * max(0.0, h)


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("tables", [False, True])
def test_crowded_sheet_has_no_overlapping_text_and_stays_on_the_page(paper, tables):
    name = longest_canon_name() + " Extended Heavy Assault Variant"
    mech = crowded_mech(name)
    page = read_pages(render_to_bytes([mech], paper=paper, options=SheetOptions(tables=tables)))[0]
    assert overlaps(page["chars"]) == []
    template = mech_template(paper)
    for char in page["chars"]:
        assert 0 <= char["x0"] and char["x1"] <= template.page.width
        assert 0 <= char["top"] and char["bottom"] <= template.page.height


def test_long_type_name_stays_inside_the_mech_data_block():
    mech = crowded_mech("Very Long Chassis Name That Cannot Possibly Fit On One Line Of The Block")
    page = read_pages(render_to_bytes([mech]))[0]
    template = mech_template("letter")
    box, frame = template.mech_data, template.frame
    warrior_left = frame.x + template.warrior.x - 6   # the next block to the right
    top = frame.y + frame.scale * box.y
    type_line = [c for c in page["chars"] if top - 1 <= c["top"] <= top + 12 and c["x0"] < warrior_left]
    assert "".join(c["text"] for c in type_line).startswith("Type:Very")
    assert max(c["x1"] for c in type_line) <= frame.x + frame.scale * (box.x + box.w) + 0.5


def test_crowded_inventory_prints_every_line():
    mech = crowded_mech("Crowded")
    text = read_pages(render_to_bytes([mech]))[0]["text"]
    # Every ammunition bin type appears as its own line (the shots come from the Weapons Table,
    # seed 000: AC/2 45, LRM-5 24, SRM-2 50, SRM-4 25, MG 200).
    for label in ("Ammo (AC/2) 45", "Ammo (LRM-5) 24", "Ammo (SRM-2) 50", "Ammo (SRM-4) 25",
                  "Ammo (Machine Gun) 200"):
        assert label in text
    assert "Heat Sinks: 45" in text.replace("Heat Sinks:45", "Heat Sinks: 45")


def _flow_areas(template) -> list[tuple[float, float, float, float]]:
    from sheet_readback import page_box

    return [page_box(template, box) for box in (template.inventory, *template.inventory.more)]


def _inside(char: dict, area: tuple[float, float, float, float]) -> bool:
    return area[0] <= char["x0"] and char["x1"] <= area[2] and area[1] <= char["top"] and char["bottom"] <= area[3]


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("tables", [False, True])
def test_crowded_inventory_flows_on_instead_of_shrinking(paper, tables):
    from sheet_readback import tally_boxes, tally_lines

    page = read_pages(render_to_bytes([crowded_mech("Crowded")], paper=paper, options=SheetOptions(tables=tables)))[0]
    template = mech_template(paper)
    areas = _flow_areas(template)
    chars = [c for c in page["chars"] if c["text"].strip() and any(_inside(c, a) for a in areas)]
    assert min(c["size"] for c in chars) >= 5.0 - 1e-6
    # The last weapon line (RL's small laser) and every bin are printed: 12 bins, 4 x AC/2 45,
    # 2 x LRM-5 24, 2 x SRM-2 50, 2 x SRM-4 25 (a box per shot), 2 x MG 200 (over 50 shots: a
    # track of 200 / 10 = 20 boxes) (seed 000 lines 4807-4820): 4*45 + 2*(24+50+25+20) = 418 boxes.
    lines = [line for area in areas for line in tally_lines(page, area)]
    assert [count for _, count in lines] == [45, 24, 50, 25, 20, 45] * 2
    assert "'MECH DATA (CONTINUED)" in page["text"]
    boxes = [b for area in areas for b in tally_boxes(page, area)]
    assert len(boxes) == 418
    assert not _boxes_overlap(boxes)
    assert not [c for c in chars if any(_box_overlap(b, (c["x0"], c["top"], c["x1"], c["bottom"])) > 0.5
                                        for b in boxes)]


def _box_overlap(a, b) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


def _boxes_overlap(boxes) -> bool:
    ordered = sorted(boxes)
    return any(_box_overlap(a, b) > 0.01 for i, a in enumerate(ordered) for b in ordered[i + 1:i + 80])


def test_more_heat_sinks_than_a_pencil_can_mark_print_as_a_write_in():
    # Drawing stays proportional to what a sheet can show. 45 sinks are 45 circles
    # (five columns of ten, 8.8 pt apart); 400 fit only below 5.5 pt apart, so the box prints the
    # number and a "Destroyed:" write-in, and the page has exactly 45 circles fewer.
    few, many = crowded_mech("Sinks"), crowded_mech("Sinks").model_copy(update={"heat_sinks": 400})
    page_few, page_many = read_pages(render_to_bytes([few]))[0], read_pages(render_to_bytes([many]))[0]
    assert len(page_few["circles"]) - len(page_many["circles"]) == 45
    assert "Destroyed:" in page_many["text"] and "Destroyed:" not in page_few["text"]
    assert "Heat Sinks: 400" in page_many["text"].replace("Heat Sinks:400", "Heat Sinks: 400")
