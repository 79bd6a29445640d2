"""The one command-line body of every generated corpus report (`docs/level2-rejections.md`, the
vehicle, fighter, battle armor and ProtoMech rejections): ``python -m MODULE [FOLDER [DOC]]``
checks every file of FOLDER and writes DOC through the atomic writer."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any


def write_report(argv: list[str], folder: Path, doc: Path, check_folder: Callable[[Path], Any],
                 render: Callable[[Any], str]) -> int:
    """Writes ``render(check_folder(folder))`` to ``doc`` (both overridable by ``argv``); exit code."""
    folder = Path(argv[0]) if argv else folder
    target = Path(argv[1]) if len(argv) > 1 else doc
    if not folder.is_dir():
        print(f"{folder}: no such folder", file=sys.stderr)
        return 2
    from designer.formats.yaml_io import atomic_write_text

    atomic_write_text(target, render(check_folder(folder)) + "\n", backup=False)
    print(f"wrote {target}")
    return 0
