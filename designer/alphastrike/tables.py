"""The Alpha Strike conversion tables (``catalog/data/alphastrike.yaml``) and the Companion's
rounding rules (decisions D-AS-1 and D-AS-2)."""

from __future__ import annotations

import functools
import math
from typing import Any

from designer.catalog.loader import load_data_file

# A hair below which a figure counts as whole: 0.30000000000000004 x 10 is 3, not more.
EPSILON = 1e-6


@functools.cache   # the tables are fixed for the run
def tables() -> dict[str, Any]:
    data: dict[str, Any] = load_data_file("alphastrike.yaml")
    return data


def first_row(rows: list[dict[str, int]], value: float, column: str) -> int:
    """The ``column`` of the first row whose ``up_to`` is at least ``value``."""
    for row in rows:
        if value <= row["up_to"]:
            return row[column]
    return rows[-1][column]


def tmm_for_move(inches: int) -> int:
    """Target movement modifier of a move in inches (ASC errata v1.4 p.8)."""
    return first_row(tables()["tmm"], inches, "tmm")


def round_up_to_tenth(value: float) -> float:
    """Any fraction of a tenth rounds up: 0.401 is 0.5 (ASC converting heat errata v1.2)."""
    tenths = value * 10
    whole = math.floor(tenths + EPSILON)
    return (whole + (1 if tenths - whole > EPSILON else 0)) / 10


def round_up(value: float) -> int:
    return math.ceil(value - EPSILON)


def round_half_up(value: float) -> int:
    """Normal rounding: .5 rounds up (the Companion's "round normally")."""
    return math.floor(value + 0.5)


def round_to_half(value: float) -> float:
    return 0.5 * round_half_up(value * 2)


def tonnage_size(tonnage: float) -> int:
    """Size class by tonnage ('Mechs and vehicles alike; ASC p.92)."""
    return next(row["size"] for row in tables()["mech_size"] if tonnage < row["below"])
