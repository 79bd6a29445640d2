"""A 32-lance regiment in print: counters, chits, roster and battlegroup worksheet in one PDF
(target under 2 s), against the bare lance counters of the same 32 lances."""

from __future__ import annotations

import io
from pathlib import Path

from bench import Row, per_call
from designer.battleforce.generate import generate_regiment
from designer.battleforce.regiment_file import regiment_from_data
from designer.sheets.counters import render_counters
from designer.sheets.regiment_sheet import render_regiment


def run() -> list[Row]:
    regiment = regiment_from_data(generate_regiment("heavy", "Regular", 1), Path("bench.yaml"))
    lances = [lance.lance for lance in regiment.lances()]
    printed = per_call(lambda: render_regiment(regiment, io.BytesIO()), 3)
    counters = per_call(lambda: render_counters(lances, io.BytesIO()), 3)
    built = per_call(lambda: regiment_from_data(generate_regiment("heavy", "Regular", 2), Path("b.yaml")), 1)
    return [
        Row(
            f"print a {len(lances)}-lance regiment (counters, chits, roster, worksheet)",
            printed,
            f"lance counters of the same {len(lances)} lances",
            counters,
            "< 2 s",
        ),
        Row(
            "generate and read a 32-lance Heavy regiment (warm caches)",
            built,
            "print the same regiment",
            printed,
            "< 2 s",
        ),
    ]
