"""Benchmarks: ``python -m bench`` runs every ``bench/bench_*.py`` and prints one table.

Each module has ``run() -> list[Row]``; a row is a figure next to a baseline measured in the same
run, so a regression shows as a ratio rather than as a noisy absolute time."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    name: str
    value: float          # seconds per operation (or another unit, see `unit`)
    baseline_name: str
    baseline: float
    target: str = ""
    unit: str = "ms"

    @property
    def ratio(self) -> float:
        return self.value / self.baseline if self.baseline else float("inf")


def per_call(function: Callable[[], object], repeat: int) -> float:
    """Best-of-three mean seconds per call over ``repeat`` calls."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeat):
            function()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best
