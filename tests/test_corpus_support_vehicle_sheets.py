"""Record sheets of canon support vehicles (decisions D-SV-1, D-SV-2): one of each motive type,
a large support vehicle's six sides and a fixed-wing one's nose, wings and aft print every armor
point (pips counted in the PDF against the file's own armor values), with the BAR and tech
ratings written on the sheet."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import read_blk
from designer.sheets.unit_template import unit_template
from designer.sheets.vehicle_sheet import vehicle_view
from tests.sheet_readback import count_in_view, has_words, pdf, read_pages

SAMPLE = {   # file -> (motive, BAR, tech ratings chassis/engine/armor as the file gives them)
    "Kallon UL-series Construction Vehicle UL-10 'Backhoe'.blk": ("tracked", 3, "C/C/C"),
    "Carter MERV.blk": ("wheeled", 6, "D/D/D"),
    "Freedom 900 Hover Jeep (Standard).blk": ("hover", 6, "D/D/D"),
    "Cal-Boeing Swiftran RTC-215M (Passenger).blk": ("vtol", 10, "E/E/D"),
    "Small Steamer (Standard).blk": ("naval", 2, "B/B/B"),
    "Silverback Coastal Cutter.blk": ("hydrofoil", 7, "D/D/D"),
    "Coanda Personal Sports Craft (Standard).blk": ("wige", 6, "D/D/D"),
    "Saturn Harvester (Standard).blk": ("tracked", 4, "D/D/D"),
    "Barouche Hovercraft.blk": ("hover", 8, "E/E/E"),
    "Zugvogel Omni Support Aircraft Prime.blk": ("aerodyne", 10, "E/E/E"),
}


@pytest.fixture(scope="module")
def printed(reference_dir: Path):
    folder = reference_dir / "level2-blk" / "vehicles"
    if not folder.is_dir():
        pytest.skip("Level 2 vehicle corpus absent")
    vehicles = [read_blk(folder / name).unit for name in SAMPLE]
    return vehicles, read_pages(pdf(vehicles, "letter"))


def test_every_armor_point_is_a_pip(printed):
    vehicles, pages = printed
    template = unit_template("vehicle", "letter")
    for index, vehicle in enumerate(vehicles):
        page, position = divmod(index, 2)
        view = vehicle_view(template, vehicle)
        counted = count_in_view(template, pages[page]["circles"], view, template.pips["armor"],
                                template.slots[position])
        expected = {loc.value: points for loc, points in vehicle.armor.items() if points}
        assert {k: v for k, v in counted.items() if v} == expected, vehicle.name


def test_large_support_vehicles_have_six_sides(printed):
    vehicles, _ = printed
    saturn = vehicles[list(SAMPLE).index("Saturn Harvester (Standard).blk")]
    # the file's <armor>: front 25, then front right, front left, rear right, rear left, rear 18 each
    assert [saturn.armor[loc] for loc in saturn.locations] == [25, 18, 18, 18, 18, 18]


def test_bar_and_tech_ratings_are_printed(printed):
    vehicles, pages = printed
    for index, (name, (motive, bar, ratings)) in enumerate(SAMPLE.items()):
        assert vehicles[index].motive.value == motive, name
        page = pages[index // 2]
        assert has_words(page, f"BAR / Tech: {bar} / {ratings}"), name


def test_a_fixed_wing_support_vehicle_prints_the_aerotech_tables(reference_dir: Path):
    # decision D-SHEET3-3: it flies, so --tables gives AeroTech's hit location table (seed 000 lines
    # 3578-3591) and control surface hit table (lines 3611-3628), not the ground vehicle's
    folder = reference_dir / "level2-blk" / "vehicles"
    if not folder.is_dir():
        pytest.skip("Level 2 vehicle corpus absent")
    zugvogel = read_blk(folder / "Zugvogel Omni Support Aircraft Prime.blk").unit
    for paper in ("letter", "a4"):
        page = read_pages(pdf([zugvogel], paper, tables=True))[0]
        assert has_words(page, "HIT LOCATION TABLE (2D6)") and has_words(page, "CONTROL SURFACE HIT TABLE")
        assert has_words(page, "12 Cockpit Engine/Critical Engine/Critical")
        assert "GROUND VEHICLE" not in page["text"]


def test_nothing_is_cut_short(printed):
    # decision D-SHEET3-4: the support notes wrap in the NOTES box ("Support vehicle (tech ratings:
    # chassis/engine/armor); fuel 369 points" is wider than the box) and a large support vehicle's
    # side too narrow for "FRONT RIGHT" is labelled by its code ("FRR"); nothing ends in "..."
    _, pages = printed
    assert [page["text"].count("...") for page in pages] == [0] * len(pages)
