"""Runs every benchmark module and prints the table: ``python -m bench [NAME...]``."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

from bench import Row


def _format(row: Row) -> str:
    scale = 1000.0 if row.unit == "ms" else 1.0  # "ms" rows hold seconds
    return (f"{row.name:<48}{row.value * scale:>10.3f} {row.unit:<3}  {row.baseline_name:<44}"
            f"{row.baseline * scale:>10.3f} {row.unit:<3} {row.ratio:>7.2f}x  {row.target}")


def main(names: list[str]) -> int:
    folder = Path(__file__).parent
    modules = sorted(m.name for m in pkgutil.iter_modules([str(folder)]) if m.name.startswith("bench_"))
    print(f"{'benchmark':<48}{'value':>14}  {'baseline':<44}{'value':>14} {'ratio':>8}  target")
    for name in modules:
        if names and name.removeprefix("bench_") not in names:
            continue
        for row in importlib.import_module(f"bench.{name}").run():
            print(_format(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
