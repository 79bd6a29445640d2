"""Vehicle armor diagrams drawn inside an outline of the vehicle: one plan view per
motion type in templates/unit-diagrams.yaml, holding the vehicle's damage locations, with decor
(wheels, skirt, skids, foils, a gun stub) that never runs through a location; read back from the
PDF, each example vehicle's page draws its own outline's decor."""

from __future__ import annotations

import io

import pdfplumber
import pytest

from designer.formats import read_unit
from designer.vehicle.model import VehicleMotive
from designer.sheets import SheetOptions, render_units_to_bytes
from designer.sheets.pips import contains
from designer.sheets.unit_template import plan_views, unit_template
from tests.conftest import UNITS
from tests.sheet_readback import page_box

TURRETED = {"front", "left", "right", "rear", "turret"}
EXAMPLES = {VehicleMotive.TRACKED: "tracked-striker", VehicleMotive.WHEELED: "wheeled-scout",
            VehicleMotive.HOVER: "hover-skimmer", VehicleMotive.NAVAL: "naval-patrol",
            VehicleMotive.HYDROFOIL: "hydrofoil-cutter", VehicleMotive.SUBMARINE: "submarine-shark",
            VehicleMotive.VTOL: "vtol-hornet"}


def _views():
    return plan_views(unit_template("vehicle", "letter").diagrams).views


# The 1987 motion types; a WiGE (later technology) is drawn in the hovercraft's outline (D-VEH2-2).
# WiGE (D-VEH2-2), fixed-wing (D-SV-2) and rail support vehicles (D-CANON-RAIL) have no outline of
# their own
MOTIVES_1987 = [m for m in VehicleMotive if m not in (VehicleMotive.WIGE, VehicleMotive.AERODYNE,
                                                      VehicleMotive.RAIL, VehicleMotive.MAGLEV)]


@pytest.mark.parametrize("motive", MOTIVES_1987, ids=[m.value for m in MOTIVES_1987])
def test_every_motion_type_has_its_own_outline(motive):
    view = _views()[motive.value]
    expected = {"front", "left", "right", "rear", "rotor"} if motive is VehicleMotive.VTOL else TURRETED
    assert set(view.regions) == expected
    others = [_views()[m.value] for m in MOTIVES_1987 if m is not motive]
    assert all(other.regions != view.regions or other.decor != view.decor for other in others)


def _edge_points(polygon, steps: int = 20):
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        for k in range(steps):
            yield x1 + (x2 - x1) * k / steps, y1 + (y2 - y1) * k / steps


@pytest.mark.parametrize("motive", MOTIVES_1987, ids=[m.value for m in MOTIVES_1987])
def test_decor_never_runs_through_a_location(motive):
    view = _views()[motive.value]
    for decor in view.decor:
        for point in _edge_points(tuple(decor)):
            inside = [name for name, region in view.regions.items() if contains(region, point)]
            assert not inside, (motive.value, point, inside)


def _grey(colour) -> bool:
    values = colour if isinstance(colour, (tuple, list)) else (colour,)
    return all(isinstance(v, (int, float)) for v in values) and 0 < values[0] < 0.7


def _grey_paths_in(pdf: bytes, boxes) -> int:
    """Grey (not black) stroked paths on the first page lying inside one of ``boxes``."""
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        page = document.pages[0]
        return sum(1 for c in page.curves + page.rects
                   if c.get("stroke") and _grey(c.get("stroking_color"))
                   and any(x0 - 0.5 <= c["x0"] and c["x1"] <= x1 + 0.5 and top - 0.5 <= c["top"]
                           and c["bottom"] <= bottom + 0.5 for x0, top, x1, bottom in boxes))


def test_each_vehicle_page_draws_its_outline_decor():
    # One vehicle a page (with its tables): the grey paths in its armor and internal structure
    # diagrams are its own outline's decor, drawn in both.
    template = unit_template("vehicle", "letter")
    boxes = [page_box(template, template.pips[name]) for name in ("armor", "structure")]
    for motive, name in EXAMPLES.items():
        vehicle = read_unit(UNITS / "examples" / f"vehicle-{name}.yaml")
        assert vehicle.motive is motive
        pdf = render_units_to_bytes([vehicle], options=SheetOptions(tables=True))
        view = _views()[motive.value]   # a tank's gun stub is drawn only when it has a turret
        decor = len(view.decor) + (len(view.turret_decor) if vehicle.has_turret else 0)
        assert _grey_paths_in(pdf, boxes) == 2 * decor, motive.value
