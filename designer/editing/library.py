"""The canon unit library: the unit files of ``designer.library`` (the ``units/`` folder), found
by name ("Merlin MLN-1", "locust"). A design's name is its file stem, so listing the library
reads no unit file; the list is made once per library folder."""

from __future__ import annotations

import functools
from pathlib import Path

from designer.library import library_files, library_root


def _normalise(name: str) -> str:
    return " ".join(name.casefold().replace("-", " ").replace("_", " ").split())


def canon_units() -> dict[str, Path]:
    """Unit name (file stem) -> file for every design of the unit library, sorted by name."""
    return dict(_listing(library_root()))


@functools.cache
def _listing(root: Path | None) -> tuple[tuple[str, Path], ...]:
    """The library index of ``root`` as (name, file) pairs; ``root`` keys the cache only."""
    if root is None:
        return ()
    found: dict[str, Path] = {}
    for path in library_files():
        found.setdefault(path.stem, path)
    return tuple(sorted(found.items(), key=lambda item: (item[0].casefold(), item[0])))


def find_canon(name: str) -> Path | None:
    """The file of the unit called ``name`` (case and punctuation ignored), else the only unit
    whose name starts with it, else None."""
    units = canon_units()
    wanted = _normalise(name)
    exact = [path for unit, path in units.items() if _normalise(unit) == wanted]
    if exact:
        return exact[0]
    starts = [path for unit, path in units.items() if _normalise(unit).startswith(wanted)]
    return starts[0] if len(starts) == 1 else None


def library_folders() -> tuple[Path, ...]:
    """Every folder the shipped library may be read from, resolved: ``units/`` of the checkout
    and ``designer/units`` of an installed package (a link or a copy)."""
    import designer

    package = Path(designer.__file__).parent
    candidates = [library_root(), package / "units", package.parent / "units"]
    found: list[Path] = []
    for candidate in candidates:
        if candidate is not None and candidate.is_dir() and candidate.resolve() not in found:
            found.append(candidate.resolve())
    return tuple(found)


def is_library_file(path: str | Path) -> bool:
    """True for a file of the shipped unit library: those are read-only (Save becomes Save As)."""
    resolved = Path(path).resolve()
    return any(resolved.is_relative_to(folder) for folder in library_folders())
