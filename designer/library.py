"""The canon unit library in ``units/`` (one YAML file per unit, by kind), found by name.

``find_unit("Atlas AS7-D")`` returns the file of that design; names match the file stem or
"chassis model", case-insensitively."""

from __future__ import annotations

import difflib
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


def find_unit(name: str, *, exact: bool = False) -> Path | None:
    """The library file of the design called ``name``, or None. A name is the file stem ("Atlas
    AS7-D"), any case and spacing, or the start of exactly one design's name in whole words
    ("Stinger"), including the name in parentheses of a design known by two ("Timber Wolf" for
    "Mad Cat (Timber Wolf)"). ``exact``: the file stem only (BattleForce reads other names from
    its published table first)."""
    if exact:
        root = library_root()
        return _index(root).get(_key(name)) if root else None
    found = matching_units(name)
    return found[0] if len(found) == 1 else None


def matching_units(name: str) -> list[Path]:
    """Every library design ``name`` names: the one whose stem it is, else each whose name (or
    alternate name in parentheses) starts with its words."""
    root = library_root()
    if root is None or not name.strip():
        return []
    index, key = _index(root), _key(name)
    if key in index:
        return [index[key]]
    return [path for stem, path in index.items() if any(_starts_with(alias, key) for alias in _aliases(stem))]


def _aliases(stem: str) -> list[str]:
    """A design's names: "mad cat (timber wolf)" is also "timber wolf" and "mad cat"."""
    names = [stem]
    if "(" in stem and stem.endswith(")"):
        outer, _, inner = stem[:-1].partition("(")
        names += [inner.strip(), outer.strip()]
    return names


def _starts_with(alias: str, key: str) -> bool:
    return alias == key or alias.startswith(key + " ")


def missing_unit_message(name: str) -> str:
    """Why ``name`` opens nothing: no file and no library design of that name (with the closest
    names), or several designs it could mean."""
    found = matching_units(name)
    if len(found) > 1:
        shown = ", ".join(path.stem for path in found[:6]) + (", ..." if len(found) > 6 else "")
        return f"names {len(found)} library designs ({shown}); give the full name"
    root = library_root()
    stems = {_key(path.stem): path.stem for path in _index(root).values()} if root else {}
    close = difflib.get_close_matches(_key(name), list(stems), n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(stems[key]) for key in close)}?" if close else ""
    return f"no such file or library unit{hint}"
