"""Armor and structure diagram geometry in design-frame coordinates (pure; no reportlab):
a template's silhouette view scaled and centred into a box."""

from __future__ import annotations

from dataclasses import dataclass

from designer.sheets.pips import Polygon, clip_below
from designer.sheets.template import Box, View


@dataclass(frozen=True, slots=True)
class Region:
    """One location on a diagram: outline, the part that holds pips, and the label's spot
    (centre x, baseline y) with the width it may use."""

    outline: Polygon
    pip_area: Polygon
    label_x: float
    label_y: float
    label_width: float


def view_regions(view: View, box: Box) -> dict[str, Region]:
    """Every location of ``view`` placed into ``box``: scaled uniformly and centred."""
    scale = min(box.w / view.width, box.h / view.height)
    left = box.x + (box.w - view.width * scale) / 2
    top = box.y + (box.h - view.height * scale) / 2
    regions = {}
    for name, points in view.regions.items():
        outline = tuple((left + x * scale, top + y * scale) for x, y in points)
        regions[name] = _region(outline, view.label_height * scale)
    return regions


def _region(outline: Polygon, label_height: float) -> Region:
    top = min(y for _, y in outline)
    strip = [x for x, y in outline if y <= top + label_height + 1e-6]
    xs = [x for x, _ in outline]
    left, right = (min(strip), max(strip)) if len(strip) >= 2 else (min(xs), max(xs))
    pip_area = clip_below(outline, top + label_height)
    return Region(outline, pip_area, (left + right) / 2, top + label_height * 0.78, right - left - 2)
