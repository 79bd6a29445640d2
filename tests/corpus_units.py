"""The units of one Level 2 BLK corpus folder, read once for a module's corpus tests: the file's
name and its unit for every file that reads and that ``keep`` accepts (files that do not read are
the reader's tests' business). Skips when the folder is absent, as the ``reference_dir`` fixture
does for the whole corpus."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from designer.formats.blk import read_blk
from designer.formats.errors import FormatError


def corpus_units(reference_dir: Path, folder: str, keep: Callable[[Any], bool]) -> list[tuple[str, Any]]:
    where = reference_dir / "level2-blk" / folder
    if not where.is_dir():
        pytest.skip(f"Level 2 {folder} corpus absent")
    found = []
    for path in sorted(where.glob("*.blk")):
        try:
            unit = read_blk(path).unit
        except FormatError:
            continue
        if keep(unit):
            found.append((path.name, unit))
    return found
