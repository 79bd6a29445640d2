"""Command start-up: ``designer --version`` and ``designer validate`` of one unit file, each a fresh
interpreter, against ``python -c pass`` started the same way in the same run (every command
answers at once; target under 0.3 s and under 3x a bare interpreter)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

from bench import Row

ROOT = Path(__file__).resolve().parent.parent
UNIT = ROOT / "units" / "mechs" / "Atlas AS7-D.yaml"


def _best(arguments: list[str], runs: int = 5) -> tuple[float, float]:
    """Best wall time and best CPU time (user + system) of ``runs`` fresh processes, after one
    that warms the bytecode cache and the catalog cache. CPU time is the figure to compare on a
    shared machine, where the wall time waits for a core."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    wall = cpu = float("inf")
    for _ in range(runs + 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, *arguments], env=env, check=True, cwd=ROOT,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = min(wall, time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = min(cpu, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, cpu


def run() -> list[Row]:
    bare_wall, bare_cpu = _best(["-c", "pass"])
    version_wall, version_cpu = _best(["-m", "designer", "--version"])
    validate_wall, validate_cpu = _best(["-m", "designer", "validate", str(UNIT)])
    return [
        Row("designer --version (start-up, wall)", version_wall, "python -c pass", bare_wall,
            "< 0.3 s, < 3x", unit="s"),
        Row("designer --version (CPU)", version_cpu, "python -c pass", bare_cpu, "", unit="s"),
        Row("designer validate of one 'Mech file (wall)", validate_wall, "python -c pass", bare_wall,
            "< 0.3 s", unit="s"),
        Row("designer validate of one 'Mech file (CPU)", validate_cpu, "python -c pass", bare_cpu,
            "< 0.3 s", unit="s"),
    ]
