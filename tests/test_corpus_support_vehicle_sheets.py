"""Record sheets of canon support vehicles (decisions D-SV-1, D-SV-2): one of each motive type,
a large support vehicle's six sides and a fixed-wing one's nose, wings and aft print every armor
point (pips counted in the PDF against the file's own armor values), with the BAR and tech
ratings written on the sheet. A fixed-wing one flies: it prints on the aircraft page of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import read_blk
from designer.sheets.unit_template import unit_template
from designer.vehicle.sheet.ground import vehicle_view
from tests.sheet_readback import (
    count_in_view,
    fast_pages,
    has_words,
    pdf,
    pip_regions,
    printed_lines,
    read_pages,
)

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


GROUND = len(SAMPLE) - 1   # the vehicles before the Zugvogel, two a page; it flies, on a page of its own


def test_every_armor_point_is_a_pip(printed):
    vehicles, pages = printed
    template = unit_template("vehicle", "letter")
    for index, vehicle in enumerate(vehicles[:GROUND]):
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


def test_a_fixed_wing_support_vehicle_prints_its_armor_on_the_aircraft_page(printed):
    # the Zugvogel Prime's <armor>: 51 points in each of nose, left wing, right wing, aft
    vehicles, pages = printed
    assert [vehicles[GROUND].armor[loc] for loc in vehicles[GROUND].locations] == [51, 51, 51, 51]
    assert len(pages) == -(-GROUND // 2) + 1
    regions = {label: (number, pips) for label, number, pips in pip_regions(fast_pages(pdf(vehicles))[-1])}
    assert {label: regions[label] for label in ("NOSE (51)", "LW (51)", "RW (51)", "AFT (51)")} == {
        "NOSE (51)": (51, 51), "LW (51)": (51, 51), "RW (51)": (51, 51), "AFT (51)": (51, 51)}


def test_bar_and_tech_ratings_are_printed(printed):
    vehicles, pages = printed
    for index, (name, (motive, bar, ratings)) in enumerate(SAMPLE.items()):
        assert vehicles[index].motive.value == motive, name
        page = pages[index // 2 if index < GROUND else -1]
        assert has_words(page, f"BAR / Tech: {bar} / {ratings}"), name


def test_a_fixed_wing_support_vehicle_prints_the_aerotech_tables(reference_dir: Path):
    # decision D-SHEET3-3: it flies, so --tables gives AeroTech's hit location table (seed 000 lines
    # 3578-3591) and control surface hit table (lines 3611-3628), not the ground vehicle's
    folder = reference_dir / "level2-blk" / "vehicles"
    if not folder.is_dir():
        pytest.skip("Level 2 vehicle corpus absent")
    # (D-SV-2: its aircraft page carries the hit location table; --tables adds AeroTech's tables page)
    zugvogel = read_blk(folder / "Zugvogel Omni Support Aircraft Prime.blk").unit
    for paper in ("letter", "a4"):
        pages = read_pages(pdf([zugvogel], paper, tables=True))
        assert len(pages) == 2
        for page in pages:
            assert has_words(page, "HIT LOCATION TABLE (2D6)")
            assert has_words(page, "12 Cockpit Engine/Critical Engine/Critical")
            assert "GROUND VEHICLE" not in page["text"]
        assert has_words(pages[1], "CONTROL SURFACE HIT TABLE")


def test_nothing_is_cut_short(printed):
    # decision D-SHEET3-4: the support notes wrap in the NOTES box ("Support vehicle (tech ratings:
    # chassis/engine/armor); fuel 369 points" is wider than the box) and a large support vehicle's
    # side too narrow for "FRONT RIGHT" is labelled by its code ("FRR"); nothing ends in "..."
    _, pages = printed
    assert [page["text"].count("...") for page in pages] == [0] * len(pages)


# Decision D-SV-2: a fixed-wing support vehicle flies, so its sheet is an aircraft's. The Zugvogel
# Prime's file: <SafeThrust> 4, max thrust 4 x 1.5 = 6 (as a fighter's overthrust, seed 000 line
# 3154), structural integrity = safe thrust 4 (MegaMek FixedWingSupport.autoSetSI), 369 fuel points
# at 23 kg a point (large, engine tech rating E: MegaMek FixedWingSupport.KG_PER_FUEL_POINT) = 8.487
# t, rounded up to the half ton 8.5 t; advanced fire control, no to-hit modifier (D-SV-6). Its sheet
# keeps a velocity record of 20 turns and prints neither cruising/flank MP, a driving skill nor
# motive hits.
def test_a_fixed_wing_support_vehicle_prints_as_an_aircraft(reference_dir: Path):
    folder = reference_dir / "level2-blk" / "vehicles"
    if not folder.is_dir():
        pytest.skip("Level 2 vehicle corpus absent")
    zugvogel = read_blk(folder / "Zugvogel Omni Support Aircraft Prime.blk").unit
    for paper in ("letter", "a4"):
        page = fast_pages(pdf([zugvogel], paper))[0]
        lines = printed_lines(page)
        text = "".join("".join(lines).split())   # glyph boxes are tight: PDFium may split a word
        for printed in ("FIXED-WING SUPPORT VEHICLE RECORD SHEET", "Safe Thrust: 4", "Max Thrust: 6",
                        "Struct. Integrity: 4", "Fuel: 8.5 t (369 pts)", "Fire Control: Advanced +0",
                        "STRUCTURAL INTEGRITY (4)", "VELOCITY RECORD",
                        "Turn Beginning Velocity Thrust Spent"):
            assert "".join(printed.split()) in text, printed
        assert [line.split()[0] for line in lines if line.split()[0] in {str(n) for n in range(1, 21)}
                and len(line.split()) == 1] == [str(n) for n in range(1, 21)]
        for ground in ("Cruising MP", "Flank MP", "Driving Skill", "Motive Hits"):
            assert "".join(ground.split()) not in text, ground
