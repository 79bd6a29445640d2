"""The library case: every unit file of ``units/`` and of the reference sets beside the
checkout (``../shared/reference``: the 1987 MegaMek set and the Level 2 'Mechs of TRO 3050) read and
validated in one process, as files per second and as validating against reading the same files
(validating stays cheaper than reading). Without ``../shared/reference`` the case says so in its rows
and measures ``units/`` only.

Reading is ``load_unit`` (file -> model, whatever the format); validating is ``validate`` on the models
read. Both are timed warm: the files are read once before the clock starts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from bench import Row, per_call
from designer.formats.errors import FormatError
from designer.formats.load import load_unit, supported_extensions
from designer.formats.yaml_io import dump_unit
from designer.library import library_files
from designer.model.common import Document
from designer.mech.model import Mech
from designer.rules import validate

REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "reference"
# folder under ../shared/reference -> its label in the rows
REFERENCE_SETS = {"megamek-units": "1987", "level2": "Level 2", "level2-blk": "Level 2 BLK"}
FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class UnitFiles:
    """The files the case reads, by set ("units/", "1987", "Level 2"), and whether the reference
    folder was there."""

    groups: dict[str, tuple[Path, ...]]
    reference: Path
    reference_found: bool

    @property
    def files(self) -> tuple[Path, ...]:
        return tuple(path for files in self.groups.values() for path in files)

    @property
    def sets(self) -> str:
        """e.g. "units/ 101, 1987 87, Level 2 495", or "units/ 101; units/ only: ... absent"."""
        named = ", ".join(f"{label} {len(files)}" for label, files in self.groups.items())
        return named if self.reference_found else f"{named}; units/ only: {self.reference} absent"


def _unit_files_in(folder: Path) -> list[Path]:
    """Every file of a folder (recursively) whose extension a reader takes; READMEs and tables are not
    units."""
    extensions = supported_extensions()
    return sorted(path for path in folder.rglob("*") if path.suffix.lower() in extensions and path.is_file())


def unit_files(reference: Path = REFERENCE, library: Sequence[Path] | None = None) -> UnitFiles:
    """``units/`` plus every reference set found under ``reference``."""
    groups = {"units/": tuple(library_files() if library is None else library)}
    found = reference.is_dir()
    if found:
        for folder, label in REFERENCE_SETS.items():
            if (reference / folder).is_dir():
                groups[label] = tuple(_unit_files_in(reference / folder))
    return UnitFiles(groups, reference, found)


def _read_all(files: Sequence[Path]) -> tuple[dict[Path, Document], list[Path]]:
    """The models of the files that read, and the files that did not (a reader's FormatError)."""
    units: dict[Path, Document] = {}
    unreadable: list[Path] = []
    for path in files:
        try:
            units[path] = load_unit(path).unit
        except FormatError:
            unreadable.append(path)
    return units, unreadable


def _level2_rows(mechs: list[Mech]) -> list[Row]:
    """A 'Mech still validates under parse-its-YAML time with the Level 2 catalog."""
    texts = [dump_unit(mech) for mech in mechs]
    check = per_call(lambda: [validate(mech) for mech in mechs], 3) / len(mechs)
    parse = per_call(lambda: [yaml.load(text, Loader=FAST_LOADER) for text in texts], 3) / len(texts)
    return [Row(f"validate one Level 2 'Mech (mean of {len(mechs)})", check, "parse its YAML (libyaml)",
                parse, "< 1 ms; ratio < 1")]


def run() -> list[Row]:
    from bench.library_jobs import job_rows   # every core, the index cache

    catalog = unit_files(REFERENCE)
    parallel = job_rows(catalog.files, catalog.sets)
    by_path, unreadable = _read_all(catalog.files)          # warms every reader and cache
    units = list(by_path.values())
    count = len(units)
    sets = catalog.sets + (f"; {len(unreadable)} unreadable, left out" if unreadable else "")
    read = per_call(lambda: _read_all(catalog.files), 1)
    check = per_call(lambda: [validate(unit) for unit in units], 1)
    only = "" if catalog.reference_found else " (units/ only)"
    rows = [
        Row(f"library: validate {count} unit files{only}", check,
            f"read the same {count} files (file -> model)", read, "< 1x: cheaper than reading", unit="s"),
        Row("library: read + validate, files per second", count / (read + check),
            "read only, files per second", count / read, sets, unit="f/s"),
    ]
    level2 = [by_path.get(path) for path in catalog.groups.get("Level 2", ())]
    mechs = [unit for unit in level2 if isinstance(unit, Mech)]
    return parallel + rows + (_level2_rows(mechs) if mechs else [])
