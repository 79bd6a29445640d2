"""Armor and structure diagram geometry in design-frame coordinates (pure; no reportlab):
a template's silhouette view scaled and centred into a box."""

from __future__ import annotations

from dataclasses import dataclass

from designer.sheets.pips import Polygon, clip_below, scanline
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


def _placement(view: View, box: Box) -> tuple[float, float, float]:
    """(scale, left, top): ``view`` scaled uniformly into ``box`` and centred there."""
    scale = min(box.w / view.width, box.h / view.height)
    return scale, box.x + (box.w - view.width * scale) / 2, box.y + (box.h - view.height * scale) / 2


def view_regions(view: View, box: Box) -> dict[str, Region]:
    """Every location of ``view`` placed into ``box``: scaled uniformly and centred."""
    scale, left, top = _placement(view, box)
    regions = {}
    for name, points in view.regions.items():
        outline = tuple((left + x * scale, top + y * scale) for x, y in points)
        regions[name] = _region(outline, view.label_height * scale)
    return regions


def view_decor(view: View, box: Box) -> tuple[Polygon, ...]:
    """The view's decor outlines placed into ``box`` as its regions are."""
    scale, left, top = _placement(view, box)
    return tuple(tuple((left + x * scale, top + y * scale) for x, y in points) for points in view.decor)


LABEL_MARGIN = 1.0   # clear space between a label and its outline, each side


LABEL_MIN_SHARE = 0.7  # a label band at least this share of the outline's widest span,
LABEL_MIN_WIDTH = 3.2  # or this many label heights wide (room for "NOSE (84)" at a tapering nose)
LABEL_STEP = 0.5       # how far the band moves down per try (design units)


def _region(outline: Polygon, label_height: float) -> Region:
    top = _label_top(outline, label_height)
    left, right = _label_span(outline, top, label_height)
    pip_area = clip_below(outline, top + label_height)
    return Region(outline, pip_area, (left + right) / 2, top + label_height * 0.78,
                  right - left - 2 * LABEL_MARGIN)


def _label_top(outline: Polygon, label_height: float) -> float:
    """The top of the label band: the outline's top, moved down past a peaked or slanted top (a
    quad's front leg) until the band is nearly as wide as the outline or wide enough for a label
    (a fighter's nose), and never below mid-height."""
    ys = [y for _, y in outline]
    xs = [x for x, _ in outline]
    top, bottom, widest = min(ys), max(ys), max(xs) - min(xs)
    y = top
    while y < (top + bottom) / 2:
        left, right = _label_span(outline, y, label_height)
        if right - left >= min(LABEL_MIN_SHARE * widest, LABEL_MIN_WIDTH * label_height):
            return y
        y += LABEL_STEP
    return top


def _label_span(outline: Polygon, top: float, label_height: float) -> tuple[float, float]:
    """The widest span free across the label's band: the tightest of scanlines through it, so
    a label never crosses a slanted edge (an arm's chamfered shoulder)."""
    spans = [scanline(outline, top + label_height * f) for f in (0.2, 0.45, 0.7, 0.95)]
    found = [span for span in spans if span is not None]
    if not found:
        xs = [x for x, _ in outline]
        return min(xs), max(xs)
    return max(span[0] for span in found), min(span[1] for span in found)
