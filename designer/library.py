"""The canon unit library in ``units/`` (one YAML file per unit, by kind), found by name.

``find_unit("Atlas AS7-D")`` returns the file of that design; names match the file stem or
"chassis model", case-insensitively."""

from __future__ import annotations

import functools
import os
from pathlib import Path

import designer

LIBRARY_ENV = "DESIGNER_UNITS"


def library_root() -> Path | None:
    """The ``units/`` folder: $DESIGNER_UNITS, else the package's copy (``designer/units``, a link to
    the checkout's ``units/`` that a wheel turns into files), else None."""
    package = Path(designer.__file__).parent
    candidates = [os.environ.get(LIBRARY_ENV), package / "units", package.parent / "units"]
    for candidate in candidates:
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return None


def _key(name: str) -> str:
    return " ".join(name.casefold().replace("_", " ").split())


@functools.cache
def _index(root: Path) -> dict[str, Path]:
    return {_key(path.stem): path for path in sorted(root.rglob("*.yaml"))}


def library_files() -> list[Path]:
    root = library_root()
    return sorted(_index(root).values()) if root else []


def find_unit(name: str) -> Path | None:
    """The library file of the design called ``name`` (file stem, e.g. "Atlas AS7-D"), or None."""
    root = library_root()
    if root is None:
        return None
    return _index(root).get(_key(name))
