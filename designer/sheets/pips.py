"""Pip placement: exactly N points inside a polygon, in even rows symmetric about each row's
centre. Pure geometry (no reportlab), so it can be tested on its own.

The algorithm (in the spirit of research/record-sheets.md §2.4, written from scratch): find the
largest pitch ``p`` at which horizontal rows ``p`` apart, centred in the polygon, hold at least
N cells of width ``p``; then take the surplus cells away from the fullest rows (outermost first)
and centre each row's pips on the row's usable span. The pip radius follows the pitch, capped
at ``max_radius``, so pips shrink when N is large and stay put when it is small.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

Point = tuple[float, float]
Polygon = tuple[Point, ...]

RADIUS_PER_PITCH = 0.38   # pip radius as a fraction of the row pitch
SEARCH_STEPS = 11         # bisection steps for the pitch


@dataclass(frozen=True, slots=True)
class PipLayout:
    """Pip centres (same coordinates as the polygon) and the radius to draw them with."""

    centres: tuple[Point, ...]
    radius: float


def scanline(polygon: Polygon, y: float) -> tuple[float, float] | None:
    """Leftmost and rightmost crossing of the horizontal line ``y`` with the polygon's edges."""
    xs = []
    count = len(polygon)
    for i in range(count):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % count]
        if (y1 <= y < y2) or (y2 <= y < y1):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    if len(xs) < 2:
        return None
    return min(xs), max(xs)


def row_span(polygon: Polygon, y: float, half: float) -> tuple[float, float] | None:
    """The span usable by a row of pips of half-height ``half`` centred on ``y``: the tightest
    of the scanlines at its top, middle and bottom."""
    spans = [scanline(polygon, y + dy) for dy in (-half, 0.0, half)]
    if any(span is None for span in spans):
        return None
    left = max(span[0] for span in spans)  # type: ignore[index]
    right = min(span[1] for span in spans)  # type: ignore[index]
    return (left, right) if right > left else None


def _bounds(polygon: Polygon) -> tuple[float, float, float, float]:
    xs = [x for x, _ in polygon]
    ys = [y for _, y in polygon]
    return min(xs), min(ys), max(xs), max(ys)


def _rows(polygon: Polygon, pitch: float, margin: float = 0.0) -> list[tuple[float, float, float, int]]:
    """Rows (y, left, right, capacity) at ``pitch``, centred vertically in the polygon. A pip's
    diameter is at most ``pitch - margin`` (:func:`pip_radius`), so pips ``pitch`` apart leave
    ``margin`` between them, and a row of n pips needs n x pitch - margin: the usable span of a
    row, and the band of rows, keep ``margin`` clear of the outline around the pips' edges."""
    _, top, _, bottom = _bounds(polygon)
    count = max(0, int((bottom - top - margin) / pitch)) if margin else max(0, int((bottom - top) / pitch))
    middle = (top + bottom) / 2
    half = (pitch + margin) / 2 if margin else pitch * 0.45
    rows = []
    for i in range(count):
        y = middle + (i - (count - 1) / 2) * pitch
        span = row_span(polygon, y, half)
        if span is not None and span[1] - span[0] > 2 * margin:
            left, right = span[0] + margin, span[1] - margin
            rows.append((y, left, right, int((right - left + margin) / pitch)))
    return rows


def _capacity(polygon: Polygon, pitch: float, margin: float = 0.0) -> int:
    return sum(row[3] for row in _rows(polygon, pitch, margin))


def area(polygon: Polygon) -> float:
    """The polygon's area (shoelace formula)."""
    count = len(polygon)
    twice = sum(polygon[i][0] * polygon[(i + 1) % count][1] - polygon[(i + 1) % count][0] * polygon[i][1]
                for i in range(count))
    return abs(twice) / 2


def best_pitch(polygon: Polygon, count: int, margin: float = 0.0) -> float:
    """The largest row pitch (to within 0.1 % or so) whose rows hold at least ``count`` pips.
    The search starts around sqrt(area / count), the pitch of a perfect fill."""
    left, top, right, bottom = _bounds(polygon)
    size = max(right - left, bottom - top)
    ideal = (area(polygon) / count) ** 0.5
    high = min(size, 1.5 * ideal)
    if _capacity(polygon, high, margin) >= count:
        return high
    low = ideal / 3
    if _capacity(polygon, low, margin) < count:
        low = size / 4096
        if _capacity(polygon, low, margin) < count:
            if margin:
                return best_pitch(polygon, count)
            raise ValueError(f"a region this small cannot hold {count} pips")
    for _ in range(SEARCH_STEPS):
        mid = (low + high) / 2
        if _capacity(polygon, mid, margin) >= count:
            low = mid
        else:
            high = mid
    return low


def _trim(capacities: list[int], count: int) -> list[int]:
    """Takes the surplus away from the fullest rows, the outermost one first on a tie, so rows
    stay balanced and the pattern stays centred."""
    counts = list(capacities)
    rows = len(counts)
    middle = (rows - 1) / 2
    while sum(counts) > count:
        index = max(range(rows), key=lambda i: (counts[i], abs(i - middle), -i))
        counts[index] -= 1
    return counts


def _row_points(y: float, left: float, right: float, count: int, pitch: float, radius: float) -> list[Point]:
    """``count`` points centred on the span: the outer pips' edges on its ends, spaced evenly
    (never closer than ``pitch`` nor wider than 1.6 pitches)."""
    spacing = pitch if count < 2 else min(max(pitch, (right - left - 2 * radius) / (count - 1)), pitch * 1.6)
    centre = (left + right) / 2
    return [(centre + (i - (count - 1) / 2) * spacing, y) for i in range(count)]


def pip_radius(pitch: float, max_radius: float, margin: float) -> float:
    """The radius of pips ``pitch`` apart: ``margin`` left between neighbours, at most
    ``max_radius`` and RADIUS_PER_PITCH of the pitch."""
    return min(max_radius, pitch * RADIUS_PER_PITCH, (pitch - margin) / 2)


@lru_cache(maxsize=4096)
def place_pips(polygon: Polygon, count: int, max_radius: float, margin: float = 0.0) -> PipLayout:
    """Places exactly ``count`` pips inside ``polygon`` (a tuple of (x, y) vertices), every
    pip at least ``margin`` clear of the outline (a pencil's room).

    Raises:
        ValueError: ``count`` is negative or the polygon is degenerate for that many pips.
    """
    if count < 0:
        raise ValueError("a pip count cannot be negative")
    if count == 0:
        return PipLayout((), max_radius)
    pitch = best_pitch(polygon, count, margin)
    rows = _rows(polygon, pitch, margin)
    if sum(row[3] for row in rows) < count:   # too small for the margin: fill it edge to edge
        rows = _rows(polygon, pitch)
    counts = _trim([row[3] for row in rows], count)
    radius = pip_radius(pitch, max_radius, margin)
    centres: list[Point] = []
    for (y, left, right, _), n in zip(rows, counts, strict=False):
        if n > 0:
            centres.extend(_row_points(y, left, right, n, pitch, radius))
    return PipLayout(tuple(centres), radius)


def contains(polygon: Polygon, point: Point) -> bool:
    """True when ``point`` lies inside ``polygon`` (even-odd rule)."""
    x, y = point
    inside = False
    count = len(polygon)
    for i in range(count):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % count]
        if (y1 <= y < y2) or (y2 <= y < y1):
            if x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
    return inside


def clip_below(polygon: Polygon, y0: float) -> Polygon:
    """The part of ``polygon`` with y >= ``y0`` (y down: below the line on the page)."""
    out: list[Point] = []
    count = len(polygon)
    for i in range(count):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % count]
        if y1 >= y0:
            out.append((x1, y1))
        if (y1 >= y0) != (y2 >= y0):
            t = (y0 - y1) / (y2 - y1)
            out.append((x1 + t * (x2 - x1), y0))
    return tuple(out)
