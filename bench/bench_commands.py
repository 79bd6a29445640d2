"""Command start-up: ``designer --version`` and ``designer validate`` of one unit file, each a fresh
interpreter, against ``python -c pass`` started the same way in the same run (issue 34: every command
answers at once; target under 0.3 s and under 3x a bare interpreter)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from bench import Row

ROOT = Path(__file__).resolve().parent.parent
UNIT = ROOT / "units" / "mechs" / "Atlas AS7-D.yaml"


def _wall(arguments: list[str], runs: int = 5) -> float:
    """Best wall time of ``runs`` fresh processes (the first one warms the bytecode cache)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    best = float("inf")
    for _ in range(runs + 1):
        start = time.perf_counter()
        subprocess.run([sys.executable, *arguments], env=env, check=True, cwd=ROOT,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - start)
    return best


def run() -> list[Row]:
    bare = _wall(["-c", "pass"])
    return [
        Row("designer --version (start-up)", _wall(["-m", "designer", "--version"]),
            "python -c pass", bare, "< 0.3 s, < 3x", unit="s"),
        Row("designer validate of one 'Mech file", _wall(["-m", "designer", "validate", str(UNIT)]),
            "python -c pass", bare, "< 0.3 s", unit="s"),
    ]
