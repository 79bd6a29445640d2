"""The canon unit library: unit files shipped in the repository's ``units/`` folder, found by
name ("Merlin MLN-1", "locust")."""

from __future__ import annotations

from pathlib import Path

from designer.formats.errors import FormatError
from designer.formats.load import load_unit, supported_extensions

LIBRARY_ROOT = Path(__file__).resolve().parents[2] / "units"


def _normalise(name: str) -> str:
    return " ".join(name.casefold().replace("-", " ").replace("_", " ").split())


def canon_units(root: Path = LIBRARY_ROOT) -> dict[str, Path]:
    """Unit name -> file, for every readable unit file below ``root`` (sorted by name)."""
    found: dict[str, Path] = {}
    if not root.is_dir():
        return found
    for path in sorted(p for p in root.rglob("*") if p.suffix.lower() in supported_extensions()):
        try:
            name = getattr(load_unit(path).unit, "name", "") or path.stem
        except FormatError:
            continue
        found.setdefault(name, path)
    return dict(sorted(found.items()))


def find_canon(name: str, root: Path = LIBRARY_ROOT) -> Path | None:
    """The file of the unit called ``name`` (case and punctuation ignored), else the only unit
    whose name starts with it, else None."""
    units = canon_units(root)
    wanted = _normalise(name)
    exact = [path for unit, path in units.items() if _normalise(unit) == wanted]
    if exact:
        return exact[0]
    starts = [path for unit, path in units.items() if _normalise(unit).startswith(wanted)]
    return starts[0] if len(starts) == 1 else None
