"""Pip placement: exactly N pips inside each diagram region, evenly in symmetric rows."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from designer.sheets.diagram_blocks import squashed
from designer.sheets.geometry import view_regions
from designer.sheets.pips import contains, place_pips
from designer.sheets.template import diagrams, mech_template

SQUARE = ((0.0, 0.0), (40.0, 0.0), (40.0, 40.0), (0.0, 40.0))
# 1987 Internal Structure Table (seed 000 lines 4300-4320; research/record-sheets.md §2.5):
# tons -> (CT, side torso, arm, leg); the head always has 3.
STRUCTURE = {10: (4, 3, 1, 2), 15: (5, 4, 2, 3), 20: (6, 5, 3, 4), 25: (8, 6, 4, 6), 30: (10, 7, 5, 7),
             35: (11, 8, 6, 8), 40: (12, 10, 6, 10), 45: (14, 11, 7, 11), 50: (16, 12, 8, 12),
             55: (18, 13, 9, 13), 60: (20, 14, 10, 14), 65: (21, 15, 10, 15), 70: (22, 15, 11, 15),
             75: (23, 16, 12, 16), 80: (25, 17, 13, 17), 85: (27, 18, 14, 18), 90: (29, 19, 15, 19),
             95: (30, 20, 16, 20), 100: (31, 21, 17, 21)}
MIN_RADIUS = 1.4   # points: pips a pencil can still mark


def structure_of(tons: int, location: str) -> int:
    ct, side, arm, leg = STRUCTURE[tons]
    if location == "HD":
        return 3
    if location == "CT":
        return ct
    if location in ("LT", "RT"):
        return side
    return arm if location in ("LA", "RA") else leg


def max_armor(tons: int, location: str) -> int:
    """Seed 000 lines 4352-4356: twice the structure, the head at most 9."""
    return 9 if location == "HD" else 2 * structure_of(tons, location)


def test_zero_pips_draws_nothing():
    assert place_pips(SQUARE, 0, 3.0).centres == ()


@pytest.mark.parametrize("count", [1, 2, 3, 7, 16, 50, 200])
def test_square_gets_exactly_n_pips_inside(count):
    layout = place_pips(SQUARE, count, 3.0)
    assert len(layout.centres) == count
    assert all(contains(SQUARE, centre) for centre in layout.centres)


def test_rows_are_symmetric_about_the_centre_line():
    layout = place_pips(SQUARE, 11, 3.0)
    xs = sorted(round(x - 20.0, 6) for x, _ in layout.centres)
    assert xs == sorted(-x for x in xs)


def test_pips_do_not_overlap():
    layout = place_pips(SQUARE, 60, 5.0)
    for i, (x1, y1) in enumerate(layout.centres):
        for x2, y2 in layout.centres[i + 1:]:
            assert (x1 - x2) ** 2 + (y1 - y2) ** 2 >= (2 * layout.radius) ** 2 - 1e-6


def test_more_pips_means_smaller_pips():
    assert place_pips(SQUARE, 100, 10.0).radius < place_pips(SQUARE, 10, 10.0).radius


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=120))
def test_any_count_fits_exactly(count):
    assert len(place_pips(SQUARE, count, 3.0).centres) == count


def _views(paper: str, config: str):
    template = mech_template(paper)
    shape = getattr(diagrams(template.diagrams), config)
    return template, shape


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("config", ["biped", "quad"])
@pytest.mark.parametrize("tons", sorted(STRUCTURE))
def test_maximum_armor_and_structure_fit_every_region(paper, config, tons):
    template, shape = _views(paper, config)
    front = view_regions(shape.front, template.armor_front)
    rear = view_regions(shape.rear, template.armor_rear)
    inner = view_regions(squashed(shape.front, template.structure), template.structure)
    cases = [(front, max_armor, template.armor_front.max_radius),
             (rear, max_armor, template.armor_rear.max_radius),
             (inner, structure_of, template.structure.max_radius)]
    for regions, value, radius in cases:
        for name, region in regions.items():
            count = value(tons, name)
            layout = place_pips(region.pip_area, count, radius)
            assert len(layout.centres) == count, (name, count)
            assert all(contains(region.outline, c) for c in layout.centres)
            assert layout.radius >= MIN_RADIUS, (name, count, layout.radius)
