"""Weight rounding shared by every unit kind."""

from __future__ import annotations

import math

EPSILON = 1e-9  # float noise left by products such as 38.5 x 0.5 or 230 / 19.2


def ceil_half(tons: float) -> float:
    """Rounds a weight up to the next half ton (research/level2-spec.md section 2.1)."""
    return math.ceil(tons * 2 - EPSILON) / 2


def is_lot(tons: float, lot: float | None = None) -> bool:
    """Whether ``tons`` is a whole number of ``lot``-ton lots (by default half-ton lots, the lot of
    armor and machine-gun ammunition, data/common.yaml)."""
    from designer.catalog import catalog

    size = lot if lot is not None else catalog().common.half_ton_lot
    return abs(tons / size - round(tons / size)) < EPSILON
