"""A fixed-wing support vehicle prints as an aircraft (decision D-SV-2), read back from the PDF: the
example Heron Patrol Aircraft (units/examples/support-fixed-wing-heron.yaml, 40 t, safe thrust 5,
fuel 275 points, BAR 7, tech rating D, basic fire control, 2 t of troop space)."""

from __future__ import annotations

import pytest

from designer.formats.load import load_unit
from tests.conftest import REPO
from tests.sheet_readback import fast_pages, pdf, pip_regions, printed_lines

HERON = REPO / "units" / "examples" / "support-fixed-wing-heron.yaml"


@pytest.fixture(scope="module")
def heron():
    return load_unit(HERON).unit


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_aircraft_page_prints_what_a_pilot_flies_by(heron, paper):
    page = fast_pages(pdf([heron], paper))[0]
    text = "".join("".join(printed_lines(page)).split())   # PDFium may split a squeezed word
    # max thrust = safe thrust x 1.5 rounded up: 7.5 -> 8 (as a fighter's, seed 000 line 3154); the
    # structural integrity is the safe thrust (MegaMek FixedWingSupport.autoSetSI); fuel: 275 points
    # x 20 kg (a medium support vehicle, engine tech rating D: MegaMek KG_PER_FUEL_POINT) = 5.5 t;
    # basic fire control +1 to hit (D-SV-6); troop space, not cargo (D-VEH-TROOPS); one heat sink
    # per heat point of the energy weapons: the medium laser's 3.
    for printed in ("FIXED-WING SUPPORT VEHICLE RECORD SHEET", "Safe Thrust: 5", "Max Thrust: 8",
                    "Struct. Integrity: 5", "STRUCTURAL INTEGRITY (5)", "Fuel: 5.5 t (275 pts)",
                    "Fire Control: Basic +1", "Troop Space: 2 t", "HEAT SINKS (3)", "BAR / Tech: 7 / D/D/D",
                    "VELOCITY RECORD", "Turn Beginning Velocity Thrust Spent Ending Velocity Fuel Remaining"):
        assert "".join(printed.split()) in text, printed
    for ground in ("Cruising MP", "Flank MP", "Driving Skill", "Motive Hits", "Cargo:"):
        assert "".join(ground.split()) not in text, ground


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_armor_point_of_nose_wings_and_aft_is_a_pip(heron, paper):
    found = {label: (number, pips) for label, number, pips in pip_regions(fast_pages(pdf([heron], paper))[0])}
    # the file's armor: nose 30, left and right wing 22, aft 16; structural integrity 5, heat sinks 3
    assert {label: found[label] for label in ("NOSE (30)", "LW (22)", "RW (22)", "AFT (16)")} == {
        "NOSE (30)": (30, 30), "LW (22)": (22, 22), "RW (22)": (22, 22), "AFT (16)": (16, 16)}
    assert found["STRUCTURAL INTEGRITY (5)"] == (5, 5) and found["HEAT SINKS (3)"] == (3, 3)


def test_its_weapons_print_by_side_and_its_ammunition_under_the_body(heron):
    page = fast_pages(pdf([heron]))[0]
    lines = printed_lines(page)
    # the section titles down the equipment panel's left edge (the right column shares their lines)
    left = min(word.box[0] for word in page.words if word.text == "Qty")
    titles = [word.text for word in sorted(page.words, key=lambda word: word.box[1])
              if word.text in ("NOSE", "LEFT", "RIGHT", "AFT", "BODY") and word.box[0] < left]
    assert titles == ["NOSE", "LEFT", "RIGHT", "AFT", "BODY"]
    # LRM-10 (seed 000 Weapons Table: heat 4, 1 a missile, 7/14/21), two machine guns (2, 1/2/3)
    squeezed = ["".join(line.split()) for line in lines]   # PDFium may split a number: "2 1"
    assert "1LRM-1041/msl71421" in squeezed   # no minimum range column: an aircraft's sheet has none
    assert "2MachineGun–2123" in squeezed
    # 1 t of LRM-10 ammunition: 12 salvos; 1 t of machine gun ammunition: 200 shots
    assert any(line.startswith("Ammo (LRM-10) 1t 12") for line in lines)
    assert any(line.startswith("Ammo (Machine Gun) 1t 200") for line in lines)
