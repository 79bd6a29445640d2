"""Opens any unit file by its extension: YAML (native), MTF (MegaMek 'Mech), or a canon design
by name from the library (``designer info "Atlas AS7-D"``).

``load_unit(path) -> LoadedUnit`` raises FormatError only; tolerant readers' skipped lines come
back as ``issues``."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from designer.formats.errors import FormatError, ImportIssue
from designer.formats.yaml_io import read_unit
from designer.library import find_unit
from designer.model.common import Document

# extension -> (module, reader function returning an object with .mech or a Document)
READERS: dict[str, tuple[str, str]] = {
    ".yaml": ("designer.formats.yaml_io", "read_unit"),
    ".yml": ("designer.formats.yaml_io", "read_unit"),
    ".mtf": ("designer.formats.mtf", "read_mtf"),
    ".blk": ("designer.formats.blk", "read_blk"),
}


@dataclass(frozen=True, slots=True)
class LoadedUnit:
    path: Path
    unit: Document
    issues: tuple[ImportIssue, ...] = ()



def load_unit(path: str | Path) -> LoadedUnit:
    """Reads a unit file of any supported format.

    Raises:
        FormatError: unknown extension, unreadable or malformed file.
    """
    path = Path(path)
    entry = READERS.get(path.suffix.lower())
    if not path.exists():
        canon = find_unit(str(path))
        if canon is not None:
            return load_unit(canon)
    if entry is None:
        known = ", ".join(READERS)
        raise FormatError(f"unknown file type '{path.suffix}' (expected {known})", source=path)
    if entry[1] == "read_unit":
        return LoadedUnit(path, read_unit(path))
    reader = getattr(importlib.import_module(entry[0]), entry[1])
    result = reader(path)
    unit = getattr(result, "unit", None) or getattr(result, "mech")
    return LoadedUnit(path, unit, tuple(getattr(result, "issues", ())))


def expand_paths(paths: list[str]) -> list[Path]:
    """Files named on the command line; a folder stands for every unit file below it (sorted)."""
    out: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            out.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() in READERS and p.is_file()))
        else:
            out.append(path)
    return out


def load_each(names: list[str], on_error: Callable[[FormatError], None]) -> Iterator[LoadedUnit]:
    """Every unit named on a command line (folders expanded), in order; a file that cannot be read
    is passed to ``on_error`` and skipped, so one bad file never stops a batch."""
    for path in expand_paths(names):
        try:
            yield load_unit(path)
        except FormatError as error:
            on_error(error)
