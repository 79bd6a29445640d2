"""Pencil room on every armor and internal structure diagram of every library unit (units/), on
both papers: every pip at least 4.5 pt across, at least 1.5 pt from the next pip and
from its location's outline, measured on paper (design units x the frame's scale)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from designer.formats import read_unit
from designer.mech.model import Mech
from designer.fighter.model import Fighter
from designer.vehicle.model import Vehicle
from designer.fighter import sheet_figures as fighter_figures
from designer.sheets.diagram_blocks import mech_diagrams, pip_layout, squashed
from designer.sheets.draw import PIP_CLEARANCE
from designer.sheets.geometry import Region, view_regions
from designer.sheets.template import diagrams, mech_template
from designer.sheets.unit_template import plan_views, unit_template
from designer.vehicle.sheet_figures import is_fixed_wing
from designer.vehicle.sheet.fixed_wing import fixed_wing_aircraft
from designer.vehicle.sheet.ground import STRUCTURE_SQUASH, vehicle_pips, vehicle_view
from tests.conftest import UNITS
from tests.test_sheets_pips import STRUCTURE, max_armor, structure_of

SMALLEST_PIP = 4.5   # points across: a pencil mark fits
PENCIL = 1.5         # points between pips, and between a pip and its outline
LIBRARY = sorted(str(path.relative_to(UNITS)) for path in UNITS.glob("*/*.yaml"))


def _segment_distance(point, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = point, a, b
    dx, dy = bx - ax, by - ay
    t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _check(regions: dict[str, Region], values: dict[str, int], box, scale: float, where: str) -> list[str]:
    problems = []
    for name, region in regions.items():
        count = values.get(name, 0)
        if not count:
            continue
        layout = pip_layout(region, count, box, PIP_CLEARANCE / scale)
        assert len(layout.centres) == count, (where, name)
        diameter = 2 * layout.radius * scale
        if diameter < SMALLEST_PIP - 1e-6:
            problems.append(f"{where} {name} ({count}): pips {diameter:.2f} pt across")
        centres = layout.centres
        gaps = [math.dist(a, b) * scale - diameter for i, a in enumerate(centres) for b in centres[i + 1:]]
        if gaps and min(gaps) < PENCIL - 1e-6:
            problems.append(f"{where} {name} ({count}): pips {min(gaps):.2f} pt apart")
        outline = region.outline
        edges = list(zip(outline, outline[1:] + outline[:1], strict=True))
        clear = min(_segment_distance(c, a, b) for c in centres for a, b in edges) * scale - diameter / 2
        if clear < PENCIL - 1e-6:
            problems.append(f"{where} {name} ({count}): a pip {clear:.2f} pt from the outline")
    return problems


def _diagrams(unit, paper: str):
    """(regions, pips per location, box, scale) of every location diagram the unit's sheet draws."""
    if isinstance(unit, Mech):
        template = mech_template(paper)
        return [(*diagram, template.frame.scale) for diagram in mech_diagrams(template, unit)]
    if isinstance(unit, Vehicle) and is_fixed_wing(unit):   # it prints on the aircraft page (D-SV-2)
        template = unit_template("fighter", paper)
        craft = fixed_wing_aircraft(template, unit)
        box = template.pips["armor"]
        return [(view_regions(craft.view, box), craft.armor, box, template.frame.scale)]
    if isinstance(unit, Vehicle):
        template = unit_template("vehicle", paper)
        view = vehicle_view(template, unit)
        armor, structure = vehicle_pips(unit)
        outer, inner = template.pips["armor"], template.pips["structure"]
        return [(view_regions(view, outer), armor, outer, template.frame.scale),
                (view_regions(squashed(view, inner, STRUCTURE_SQUASH), inner), structure, inner,
                 template.frame.scale)]
    if not isinstance(unit, Fighter):
        return []   # buildings and infantry: check boxes and tracks, no location diagram
    template = unit_template("fighter", paper)
    view = plan_views(template.diagrams).views["fighter"]
    box = template.pips["armor"]
    return [(view_regions(view, box), fighter_figures.armor_by_location(unit), box, template.frame.scale)]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_library_pip_has_pencil_room(paper):
    problems = []
    for name in LIBRARY:
        unit = read_unit(UNITS / name)
        for regions, values, box, scale in _diagrams(unit, paper):
            problems += _check(regions, values, box, scale, f"{paper} {Path(name).stem}")
    assert not problems, "\n".join(problems)


def test_the_check_sees_a_crowded_region():
    # 60 pips in a 40 x 40 pt square cannot be 4.5 pt across with 1.5 pt gaps: (40 - 1.5) / 6 =
    # 6 rows of 6 at most.
    square = ((0.0, 0.0), (40.0, 0.0), (40.0, 40.0), (0.0, 40.0))
    region = Region(square, square, 20.0, 0.0, 40.0)
    box = mech_template("letter").armor_front
    assert _check({"CT": region}, {"CT": 60}, box, 1.0, "test")
    assert not _check({"CT": region}, {"CT": 25}, box, 1.0, "test")


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("config", ["biped", "quad"])
def test_maximum_front_armor_and_structure_keep_pencil_room(paper, config):
    # Any legal 'Mech: front armor up to twice the location's structure (the head 9) and the full
    # structure, at every tonnage (1987 Internal Structure Table, tests/test_sheets_pips.py).
    # The small rear view holds 4.5 pt pips up to 18 points a side torso and 24 a centre torso.
    template = mech_template(paper)
    shape = getattr(diagrams(template.diagrams), config)
    scale = template.frame.scale
    front = view_regions(shape.front, template.armor_front)
    inner = view_regions(squashed(shape.front, template.structure), template.structure)
    rear = view_regions(shape.rear, template.armor_rear)
    problems = []
    for tons in sorted(STRUCTURE):
        most = {name: max_armor(tons, name) for name in front}
        problems += _check(front, most, template.armor_front, scale, f"{tons} t front")
        problems += _check(inner, {name: structure_of(tons, name) for name in inner}, template.structure,
                           scale, f"{tons} t structure")
    problems += _check(rear, {"LT": 18, "CT": 24, "RT": 18}, template.armor_rear, scale, "rear")
    assert not problems, "\n".join(problems)
