"""Fighter record sheets read back from the PDF: name, tonnage, thrust, SI, fuel, every weapon,
armor pips per location (with the AeroSpace cockpit's 10 free points), SI and heat sink
circles, the AeroSpace heat scale."""

from __future__ import annotations

import math

import pytest

from designer.formats.load import load_unit
from tests.test_sheets_vehicle import printed_lines
from designer.fighter.model import Fighter
from designer.sheets.aircraft_sheet import section_boxes
from designer.sheets.unit_template import plan_views, unit_template
from tests.conftest import REPO
from tests.sheet_readback import count_in_box, count_in_view, has_words, pdf, read_pages

FILES = sorted((REPO / "units" / "examples").glob("fighter-*.yaml"))
CANON = sorted((REPO / "units" / "fighters").glob("*"))[:10] if (REPO / "units" / "fighters").is_dir() else []



@pytest.fixture(scope="module", params=["letter", "a4"])
def examples(request):
    fighters: list[Fighter] = [load_unit(p).unit for p in FILES]
    return request.param, fighters, read_pages(pdf(fighters, request.param))


def test_text_holds_name_tonnage_thrust_and_weapons(examples):
    _, fighters, pages = examples
    assert len(pages) == len(fighters)
    for fighter, page in zip(fighters, pages, strict=False):
        assert fighter.name in page["text"]
        assert has_words(page, f"Tonnage: {fighter.tonnage}")
        assert has_words(page, f"Safe Thrust: {fighter.thrust}")
        assert has_words(page, f"Max Thrust: {math.ceil(fighter.thrust * 1.5)}")   # line 3154
        si = max(fighter.thrust, fighter.tonnage // 10)                                # lines 3160-3162
        assert has_words(page, f"STRUCTURAL INTEGRITY ({si})")
        for mount in fighter.weapons:
            assert mount.item in page["text"]
        for ammo in fighter.ammo:
            assert printed_lines(f"Ammo ({ammo.weapon})")[0] in page["text"]   # "Ammo (MG)" (D-SHEET3-4)


def test_armor_pips_per_location(examples):
    paper, fighters, pages = examples
    template = unit_template("fighter", paper)
    view = plan_views(template.diagrams).views["fighter"]
    for fighter, page in zip(fighters, pages, strict=False):
        counts = count_in_view(template, page["circles"], view, template.pips["armor"])
        expected = {loc.value: value for loc, value in fighter.armor.items()}
        expected["cockpit"] = 10 if fighter.is_aerospace else 0   # 10 free cockpit points, line 4534
        assert counts == expected, fighter.name


def test_heat_sink_and_si_circles(examples):
    paper, fighters, pages = examples
    template = unit_template("fighter", paper)
    lancer = next(f for f in fighters if f.is_aerospace)
    page = pages[fighters.index(lancer)]
    sinks = template.boxes["sinks"]
    assert count_in_box(template, page["circles"], sinks) == lancer.heat_sinks
    si = template.boxes["si"]
    assert count_in_box(template, page["circles"], si) == max(lancer.thrust, lancer.tonnage // 10)


def test_aerospace_heat_scale_and_equipment_sections(examples):
    _, fighters, pages = examples
    for fighter, page in zip(fighters, pages, strict=False):
        for title in ("NOSE", "LEFT WING", "RIGHT WING", "AFT", "VELOCITY RECORD"):
            assert title in page["text"]
        if fighter.is_aerospace:
            assert "HEAT SCALE" in page["text"]
            assert "Pilot Damage, avoid on 9+" in page["text"]     # seed 000 line 3953
        else:
            assert "Random Movement" not in page["text"]


def test_sections_split_the_equipment_box():
    box = unit_template("fighter", "letter").boxes["equipment"]
    parts = section_boxes(box)
    assert len(parts) == 4 and parts[-1].y + parts[-1].h == pytest.approx(box.y + box.h)


@pytest.mark.skipif(not CANON, reason="no canon fighters in units/fighters yet")
def test_canon_fighters_print_every_weapon():
    fighters = [u for u in (load_unit(p).unit for p in CANON) if isinstance(u, Fighter)]
    pages = read_pages(pdf(fighters))
    for fighter, page in zip(fighters, pages, strict=False):
        assert fighter.name in page["text"]
        for mount in fighter.weapons:
            assert mount.item in page["text"]


def test_sheet_figures_by_hand():
    from designer.fighter import sheet_figures as sf

    lancer, sparrow = (load_unit(REPO / "units" / "examples" / n).unit
                       for n in ("fighter-aerospace-lancer.yaml", "fighter-conventional-sparrow.yaml"))
    assert sf.cockpit_armor(lancer) == 10 and sf.cockpit_armor(sparrow) == 0   # line 4534
    assert sf.armor_by_location(lancer)["cockpit"] == 10 and "cockpit" not in sf.armor_by_location(sparrow)
