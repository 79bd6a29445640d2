"""Support vehicles' armor diagrams on the vehicle sheet (a fixed-wing one prints on the aircraft page,
``sheet.fixed_wing``, decision D-SV-2). A large one's (decision D-SV-1): the vehicle's plan view with its
left and right sides each cut in two at half their length, front and rear, so that the six sides
(front, front right, front left, rear right, rear left, rear) each get their own region of pips."""

from __future__ import annotations

from designer.vehicle.model import VehicleLocation as V
from designer.sheets.template import View

Point = tuple[float, float]
LARGE_LABELS = {"front_right": "FRONT RIGHT", "front_left": "FRONT LEFT", "rear_right": "REAR RIGHT",
                "rear_left": "REAR LEFT"}
# a large vehicle's side too narrow for its name prints its inventory Loc code (FRR beside FR, the front)
LARGE_SHORT_LABELS = {"front_right": "FRR", "front_left": "FRL", "rear_right": "RRR", "rear_left": "RRL"}


# inventory location codes of the support vehicles' own sides
SUPPORT_CODES = {V.FRONT_RIGHT: "FRR", V.FRONT_LEFT: "FRL", V.REAR_RIGHT: "RRR", V.REAR_LEFT: "RRL",
                 V.NOSE: "NOS", V.LEFT_WING: "LWG", V.RIGHT_WING: "RWG", V.AFT: "AFT"}


def large_view(view: View) -> View:
    regions = dict(view.regions)
    for side in ("left", "right"):
        outline = regions.pop(side, None)
        if outline is None:
            continue
        middle = (min(y for _, y in outline) + max(y for _, y in outline)) / 2
        regions[f"front_{side}"] = _clip(outline, middle, keep_above=True)
        regions[f"rear_{side}"] = _clip(outline, middle, keep_above=False)
    return view.model_copy(update={"regions": regions})


def _clip(outline: tuple[Point, ...], y_cut: float, keep_above: bool) -> tuple[Point, ...]:
    """The part of a polygon above (smaller y, the front) or below the line y = ``y_cut``."""
    def inside(point: Point) -> bool:
        return point[1] <= y_cut if keep_above else point[1] >= y_cut

    out: list[Point] = []
    for index, current in enumerate(outline):
        previous = outline[index - 1]
        if inside(current) != inside(previous):
            t = (y_cut - previous[1]) / (current[1] - previous[1])
            out.append((previous[0] + t * (current[0] - previous[0]), y_cut))
        if inside(current):
            out.append(current)
    return tuple(out)
