"""Installation and gun emplacement sheets read back from the PDF: name, CF, class, weapons
with their arcs, ammunition, CF track and turret armor circle counts."""

from __future__ import annotations


import pytest

from designer.formats.load import load_unit
from designer.building.model import Building
from designer.building.sheet import track_boxes
from designer.sheets.unit_template import unit_template
from tests.conftest import REPO
from tests.sheet_readback import count_in_box, has_words, pdf, read_pages

FILES = sorted((REPO / "units" / "examples").glob("building-*.yaml"))
ARCS = {"turret": "Tur", "north": "N", "east": "E", "west": "W"}



@pytest.fixture(scope="module", params=["letter", "a4"])
def examples(request):
    buildings: list[Building] = [load_unit(p).unit for p in FILES]
    return request.param, buildings, read_pages(pdf(buildings, request.param))


def test_one_page_each_with_name_cf_class_and_weapons(examples):
    _, buildings, pages = examples
    assert len(pages) == len(buildings)
    for building, page in zip(buildings, pages, strict=False):
        assert building.name in page["text"]
        assert has_words(page, f"CF: {building.cf}")
        assert has_words(page, f"Hexes: {building.hexes}")
        for mount in building.weapons:
            assert mount.item in page["text"]
        for lot in building.ammo:
            assert f"Ammo ({lot.weapon})" in page["text"]
        armed = bool(building.weapons or building.has_turret)
        assert ("GUN EMPLACEMENT DAMAGE TABLE" in page["text"]) == armed


def test_unarmed_building_prints_no_weapon_turret_gunnery_or_arc_section(examples):
    # An office block has no weapons and no turret: the sheet keeps to its CF, status and classes.
    _, buildings, pages = examples
    office = next(b for b in buildings if not b.weapons)
    text = pages[buildings.index(office)]["text"]
    for absent in ("WEAPONS INVENTORY", "Gunnery", "TURRET", "Turret", "FIRING ARCS", "EMPLACEMENT"):
        assert absent not in text, absent
    assert "HEX 1 CONSTRUCTION FACTOR (40)" in text and "BUILDING CLASSES" in text


def test_classes_by_cf(examples):
    """Light 1-15, Medium 16-40, Heavy 41-90, Hardened 91-150 (building_tables.yaml)."""
    _, buildings, pages = examples
    expected = {60: "Heavy", 40: "Medium"}
    for building, page in zip(buildings, pages, strict=False):
        assert has_words(page, f"Class: {expected[building.cf]}")


def test_arc_column(examples):
    _, buildings, pages = examples
    emplacement = next(b for b in buildings if b.weapons)
    page = pages[buildings.index(emplacement)]
    assert has_words(page, "1 Large Laser Tur 8")       # Large Laser damage 8, turret
    assert has_words(page, "1 AC/5 N 5")                 # AC/5 damage 5, north arc


def test_cf_tracks_and_turret_armor_circles(examples):
    paper, buildings, pages = examples
    template = unit_template("building", paper)
    for building, page in zip(buildings, pages, strict=False):
        armed = bool(building.weapons or building.has_turret)
        layout = template if armed else unit_template("installation", paper)
        boxes = track_boxes(layout, tuple(building.cf for _ in range(building.hexes)), building)
        counts = [count_in_box(layout, page["circles"], box) for box in boxes]
        assert counts == [building.cf] * building.hexes, building.name
        if armed:
            turret = count_in_box(template, page["circles"], template.pips["turret"])
            # 16 points a ton (seed 000 line 4612)
            assert turret == round(building.turret_armor_tons * 16), building.name


def test_sheet_figures_by_hand():
    from designer.building import sheet_figures as sf

    emplacement = load_unit(REPO / "units" / "examples" / "building-gun-emplacement.yaml").unit
    assert sf.turret_armor_points(emplacement) == 64          # 4 tons x 16
    assert sf.cf_class(emplacement) == "Heavy"                # CF 60: 41-90
    office = load_unit(REPO / "units" / "examples" / "building-office.yaml").unit
    assert sf.cf_tracks(office) == (40, 40)                   # two hexes of CF 40
