"""No pip touches another pip or its location's outline, on every library unit's sheet, Letter and
A4: a pencil's room (the painter's PIP_CLEARANCE, 1.5 pt on paper) between each pip's edge
and the outline, and at least that between two pips' edges.

'Mechs are checked on the diagram geometry the sheet draws (every configuration of an OmniMech);
the other kinds by recording the pips their sheets place while they are rendered. One pass, about
a dozen seconds."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

import designer.sheets.diagram_blocks as diagram_blocks
from designer.formats.load import load_unit
from designer.mech.omni import expand
from designer.sheets import SheetOptions, render_units_to_bytes
from designer.sheets.diagram_blocks import mech_diagrams, pip_layout
from designer.sheets.draw import PIP_CLEARANCE
from designer.sheets.template import mech_template

UNITS = Path(__file__).resolve().parents[1] / "units"
PAPERS = ("letter", "a4")
SLACK = 0.01   # design units: rounding in the placer's bisection


def _segment_distance(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _outline_distance(point, outline) -> float:
    edges = zip(outline, (*outline[1:], outline[0]), strict=True)
    return min(_segment_distance(point, a, b) for a, b in edges)


def _problems(where: str, outline, layout, clearance: float) -> list[str]:
    """The pips of one region closer than ``clearance`` to each other or to the outline."""
    centres, radius = layout.centres, layout.radius
    out = []
    for i, a in enumerate(centres):
        if _outline_distance(a, outline) - radius < clearance - SLACK:
            out.append(f"{where}: pip {i} touches the outline")
        if any(math.dist(a, b) - 2 * radius < clearance - SLACK for b in centres[i + 1:]):
            out.append(f"{where}: pip {i} touches another")
    return out


@pytest.fixture(scope="module")
def mechs() -> list:
    return [m for path in sorted(UNITS.glob("mechs/**/*.yaml")) for m in expand(load_unit(path).unit)]


@pytest.mark.parametrize("paper", PAPERS)
def test_mech_pips_keep_clear(mechs, paper):
    template = mech_template(paper)
    clearance = PIP_CLEARANCE / template.frame.scale
    problems: list[str] = []
    for mech in mechs:
        for regions, values, box in mech_diagrams(template, mech):
            for name, region in regions.items():
                layout = pip_layout(region, values.get(name, 0), box, clearance)
                problems += _problems(f"{mech.name} {name}", region.outline, layout, clearance)
    assert len(mechs) > 200 and problems == []


@pytest.mark.parametrize("paper", PAPERS)
def test_other_kinds_pips_keep_clear(paper, monkeypatch):
    paths = sorted(path for folder in ("vehicles", "fighters", "examples")
                   for path in UNITS.glob(f"{folder}/*.yaml"))
    placed: list[tuple] = []
    regions = 0

    def recording(region, count, box, clearance):
        layout = pip_layout(region, count, box, clearance)
        placed.append((region, layout, clearance))
        return layout

    monkeypatch.setattr(diagram_blocks, "pip_layout", recording)
    problems: list[str] = []
    for path in paths:
        placed.clear()
        render_units_to_bytes([load_unit(path).unit], paper=paper, options=SheetOptions(tables=True))
        regions += len(placed)
        for k, (region, layout, clearance) in enumerate(placed):
            problems += _problems(f"{path.name} region {k}", region.outline, layout, clearance)
    assert len(paths) > 40 and regions > 300 and problems == []
