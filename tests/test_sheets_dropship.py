"""The DropShip record sheet (designer/dropship/sheet.py): every armor point a pip, the structural
integrity's pips, the weapon bays with their damage by range bracket, the transport bays with their
doors; Letter and A4."""

from __future__ import annotations

import pytest

from designer.dropship.model import Arc, CraftMount, SmallCraft
from designer.dropship.sheet_figures import bay_rows, reach
from tests.sheet_readback import pdf, read_pages
from tests.test_dropship import SPHEROID


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_armor_point_and_si_point_is_a_pip(paper):
    (page,) = read_pages(pdf([SPHEROID], paper))
    # 644 armor points (180 + 180 + 180 + 104) and 11 structural integrity points, one circle each
    assert len(page["circles"]) == 644 + 11
    assert "NOSE (180)" in page["text"] and "AFT (104)" in page["text"]
    assert "STRUCTURAL INTEGRITY (11)" in page["text"]
    width, height = page["size"]
    assert (round(width), round(height)) == ((612, 792) if paper == "letter" else (595, 842))


def test_the_bays_print_their_damage_by_bracket_and_the_doors():
    (page,) = read_pages(pdf([SPHEROID]))
    # left LRM 20 bay: the Cluster Hits Table's 12 hits on a 7 x 1 damage; long range 21 reaches the
    # long bracket: 12 (1) at short, medium and long; the PPC (long range 18) reaches medium: 10 (1)
    assert "LRM-20 6 12 (1) 12 (1) 12 (1) -" in page["text"]
    assert "PPC 10 10 (1) 10 (1) - -" in page["text"]
    assert "'Mech bay (cubicles) 12 2" in page["text"]


def test_range_brackets_by_long_range():
    # long range up to 12 hexes: short; 20: medium; 25: long; beyond: extreme (decision D-DS-8)
    assert [reach(r) for r in (9, 12, 13, 20, 21, 25, 26)] == [0, 0, 1, 1, 2, 2, 3]


def test_a_second_page_carries_what_does_not_fit():
    many = SPHEROID.model_copy(
        update={
            "equipment": tuple(CraftMount(item="Medium Laser", arc=Arc.NOSE, bay=True) for _ in range(40))
        }
    )
    assert len(bay_rows(many)) == 40
    pages = read_pages(pdf([many]))
    assert (
        len(pages) == 2
        and "WEAPON BAYS (CONTINUED)" in pages[1]["text"]
        and "Cargo bay (tons)" in pages[1]["text"]
    )


def smallest_pitch(circles: list[tuple[float, float]]) -> float:
    """The least distance between neighbouring pip centres along a row or down a column."""
    rows: dict[float, list[float]] = {}
    columns: dict[float, list[float]] = {}
    for x, y in circles:
        rows.setdefault(round(y, 1), []).append(x)
        columns.setdefault(round(x, 1), []).append(y)
    lines = [sorted(line) for line in (*rows.values(), *columns.values())]
    gaps = [b - a for line in lines for a, b in zip(line, line[1:], strict=False)]
    return min(gap for gap in gaps if gap > 0.01)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_heavily_armored_sides_keep_countable_pips(paper):
    # the Overlord A3A's armor (nose 522, sides 490, aft 450) and SI 40: the side boxes are half as
    # wide as the nose and aft boxes, so their row of the diagram grows; every pip is 4.6 pt or more from
    # its neighbours (with the three rows of equal height the sides' pips were 3.5 pt apart)
    heavy = SPHEROID.model_copy(update={"structural_integrity": 40, "armor": {
        Arc.NOSE: 522, Arc.LEFT: 490, Arc.RIGHT: 490, Arc.AFT: 450}})
    (page,) = read_pages(pdf([heavy], paper))
    assert len(page["circles"]) == 522 + 490 + 490 + 450 + 40
    assert smallest_pitch(page["circles"]) >= 4.6 - 0.01


def test_an_anti_missile_bay_says_it_is_point_defence():
    # an anti-missile system and a screen launcher deal no damage by range bracket: each row says what
    # it does instead of four dashes (or a screen's 150 (15)); the laser AMS the weapon table lacks
    # prints under its group's name (decision D-DS-8)
    craft = SPHEROID.model_copy(update={"equipment": (
        *SPHEROID.equipment,
        CraftMount(item="ISAntiMissileSystem", arc=Arc.AFT, bay=True),
        CraftMount(item="ISAntiMissileSystem", arc=Arc.AFT),
        CraftMount(item="IS AMS Ammo", arc=Arc.AFT, shots=24),
        CraftMount(item="ISLaserAntiMissileSystem", arc=Arc.NOSE, bay=True),
        CraftMount(item="Screen Launcher", arc=Arc.AFT, bay=True),
        CraftMount(item="Ammo Screen", arc=Arc.AFT, shots=10),
    )})
    (page,) = read_pages(pdf([craft]))
    assert "2 IS AMS 2 point defence: shoots down missiles" in page["text"]
    assert "IS Laser AMS 5 point defence: shoots down missiles" in page["text"]
    assert "Screen Launcher 10 launches a screen: no damage" in page["text"]


def test_the_velocity_record_tracks_the_thrust_used_and_names_the_fuel():
    # 20 turns in two rows of ten, each with its velocity and the thrust used (what burns the fuel);
    # the craft's 6,450 fuel points above them
    (page,) = read_pages(pdf([SPHEROID]))
    assert "VELOCITY AND FUEL RECORD fuel 6,450 points" in page["text"]
    assert page["words"].count("Velocity") == 2 and page["text"].count("Thrust used") == 2


def test_a_small_craft_without_bays_lists_its_weapons():
    # a small craft writing single weapons (no "(B)" line) prints a weapons panel, one row a weapon
    lasers = (CraftMount(item="Medium Laser"), CraftMount(item="Medium Laser", arc=Arc.AFT))
    small = SmallCraft(chassis="Shuttle", mass=100, safe_thrust=5, structural_integrity=6, equipment=lasers)
    (page,) = read_pages(pdf([small]))
    assert "WEAPONS" in page["words"] and "BAYS" not in page["text"].replace("BAYS AND QUARTERS", "")
    assert "nose Medium Laser 3 5 (1) - - - aft Medium Laser 3 5 (1) - - -" in page["text"]
