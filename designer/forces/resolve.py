"""Which unit file a force's unit is: MegaMek names a design "chassis model" (or "model chassis",
or the chassis alone), so the same names are looked up here, in the folders given (``--units``,
the unit browser's folders; read through the library index and its cache) and then in the unit
library. A unit no file answers to stays unresolved, named, and the rest of the force still counts."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from typing import Any

from designer.forces.model import ForceUnit
from designer.formats.errors import FormatError
from designer.formats.load import load_unit, supported_extensions
from designer.library import library_files, matching_units
from designer.mech import omni
from designer.safe_io import is_folder
from designer.safe_io.folders import walk_unit_files
from designer.unit_index import build


def configuration_named(design: Any, model: str) -> str | None:
    """The configuration of an OmniMech design that ``model`` names, any case ("prime": "Prime")."""
    names = {name.casefold(): name for name in omni.configuration_names(design)}
    return names.get(model.casefold())


def name_key(name: str) -> str:
    """Names compare ignoring case and runs of spaces ("Archer  arc-2r" is "Archer ARC-2R")."""
    return " ".join(name.casefold().split())


def lookup_names(unit: ForceUnit) -> list[str]:
    """The names MegaMek tries for a unit: "chassis model", "model chassis", the chassis alone."""
    if not unit.model:
        return [unit.chassis]
    return [f"{unit.chassis} {unit.model}", f"{unit.model} {unit.chassis}"]


@dataclass
class UnitCatalog:
    """Design names -> unit files; ``notes``: folders that could not be read, one line each."""

    names: dict[str, Path] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    library: bool = True

    def add(self, name: str, path: Path) -> None:
        self.names.setdefault(name_key(name), path)  # the first folder given wins a name

    def find(self, unit: ForceUnit) -> Path | None:
        for name in lookup_names(unit):
            found = self.names.get(name_key(name))
            if found is not None:
                return found
        return self._omni(unit) if self.library else None

    def _omni(self, unit: ForceUnit) -> Path | None:
        """MegaMek names an OmniMech's configuration as its model ("Mad Dog" "Prime"): the library
        OmniMech design the chassis names (also by its other name), when it has that configuration."""
        if not unit.model:
            return None
        for path in matching_units(unit.chassis):
            try:
                design = load_unit(path).unit
            except FormatError:
                continue
            if omni.is_omni_design(design) and configuration_named(design, unit.model) is not None:
                return path
        return None


def unit_catalog(
    folders: Iterable[str | Path] = (), use_cache: bool = True, library: bool = True
) -> UnitCatalog:
    """The names of every design in ``folders`` (each file's design name and file stem, from the
    index cache where the file is unchanged), then of the unit library."""
    catalog = UnitCatalog(library=library)
    files: list[tuple[Path, Path]] = []
    for folder in folders:
        path = Path(folder)
        if not is_folder(path):
            catalog.notes.append(f"{path}: not a folder of unit files")
            continue
        walk = walk_unit_files(path, supported_extensions())
        root = Path(os.path.abspath(path))
        files += [(found, root) for found in walk.files]
    run = build.start(files, use_cache=use_cache)
    catalog.notes += run.notes
    unreadable = 0
    for entry in build.entries(run):
        if entry.row is not None:
            catalog.add(entry.row.name, Path(entry.path))
            catalog.add(Path(entry.path).stem, Path(entry.path))
        else:
            unreadable += 1
    if unreadable:
        catalog.notes.append(f"{unreadable} unit file{'s' * (unreadable != 1)} of the --units folders cannot "
                             "be read and name no design (designer index lists why)")
    if library:
        for path in library_files():
            catalog.add(path.stem, path)
    return catalog
