"""Opens any unit file by its extension: YAML (native), MTF (MegaMek 'Mech), BLK, or a canon
design by name from the library (``designer info "Atlas AS7-D"``).

``load_unit(path) -> LoadedUnit`` raises FormatError only; tolerant readers' skipped lines come
back as ``issues``. Every file is read by the bounded reader of :mod:`designer.safe_io`."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from designer import safe_io
from designer.formats.errors import FormatError, ImportIssue
from designer.formats.yaml_io import read_unit
from designer.kinds import UnitKind, unit_kinds
from designer.library import find_unit, missing_unit_message
from designer.model.common import Document
from designer.safe_io.folders import walk_unit_files

# extension -> (module, reader function returning an object with .mech or a Document)
READERS: dict[str, tuple[str, str]] = {
    ".yaml": ("designer.formats.yaml_io", "read_unit"),
    ".yml": ("designer.formats.yaml_io", "read_unit"),
    ".mtf": ("designer.mech.mtf_omni", "read_mtf"),  # the 'Mech reader plus OmniMech pod marks
    ".blk": ("designer.formats.blk", "read_blk"),
}
# extension -> (module, parser of the file's text) for files whose bytes are already read: what the
# reader above does after reading them
PARSERS: dict[str, tuple[str, str]] = {
    ".mtf": ("designer.mech.mtf_omni", "parse_mtf"),
    ".blk": ("designer.formats.blk", "parse_blk"),
}


def kinds_read_from(extension: str) -> tuple[UnitKind, ...]:
    """The unit kinds a file with this extension may hold: an MTF file the kind written as MTF (the
    MTF reader makes 'Mechs only), a BLK file the kinds that read BLK unit types, any other file
    (YAML, a library design's name) any kind."""
    kinds = unit_kinds()
    if extension == ".mtf":
        return tuple(spec for spec in kinds if spec.file_type == "mtf")
    if extension == ".blk":
        return tuple(spec for spec in kinds if spec.blk_unit_types)
    return kinds


@dataclass(frozen=True, slots=True)
class LoadedUnit:
    path: Path
    unit: Document
    issues: tuple[ImportIssue, ...] = ()


def supported_extensions() -> tuple[str, ...]:
    return tuple(READERS)


def load_unit(path: str | Path, *, for_writing: bool = True, data: bytes | None = None) -> LoadedUnit:
    """Reads a unit file of any supported format. ``for_writing=False``: the unit is only checked
    or summed up, never written back, and a reader may leave out what only its writer needs to give
    the file back line for line (the MTF reader's kept slot spellings and weapons list). ``data``:
    the file's bytes, already read by the bounded reader (no larger than a unit file may be), parsed
    without reading the file again (an index digests and reads each file once).

    Raises:
        FormatError: unknown extension, unreadable or malformed file, a number beyond the sane
            limits (docs/limits.md).
    """
    if str(path) == "":
        raise FormatError("empty file name", source="''")
    path = path if isinstance(path, Path) else Path(path)   # a Path already: not parsed again
    if data is not None and path.suffix.lower() in PARSERS:
        return _parse_read(path, data, for_writing)
    entry = READERS.get(path.suffix.lower())
    if not safe_io.exists(path):
        canon = find_unit(str(path)) if len(str(path)) <= safe_io.NAME_MAX else None
        if canon is not None:
            return load_unit(canon, for_writing=for_writing)
    if entry is None:
        if safe_io.is_folder(path):
            raise FormatError("is a folder with no unit files", source=path)
        if not safe_io.exists(path) and len(str(path)) <= safe_io.NAME_MAX:
            raise FormatError(missing_unit_message(str(path)), source=path)
        known = ", ".join(READERS)
        raise FormatError(f"unknown file type '{path.suffix}' (expected {known})", source=path)
    if entry[1] == "read_unit":
        return LoadedUnit(path, read_unit(path))
    reader = getattr(importlib.import_module(entry[0]), entry[1])
    return _loaded(path, lambda: reader(path, for_writing=for_writing))


def _parse_read(path: Path, data: bytes, for_writing: bool) -> LoadedUnit:
    """The unit of an MTF or BLK file whose bytes were read already, as ``load_unit`` gives it."""
    module, name = PARSERS[path.suffix.lower()]
    parser = getattr(importlib.import_module(module), name)
    text = safe_io.decode_text(data, path)
    return _loaded(path, lambda: parser(text, str(path), for_writing=for_writing))


def _loaded(path: Path, read: Callable[[], Any]) -> LoadedUnit:
    try:
        result = read()
    except (ValidationError, ValueError, ArithmeticError) as exc:   # a safety net over the readers
        raise FormatError(f"cannot read the unit ({exc.__class__.__name__})", source=path) from None
    unit = getattr(result, "unit", None) or result.mech
    return LoadedUnit(path, unit, tuple(getattr(result, "issues", ())))


def _raise(error: FormatError) -> None:
    raise error


def expand_paths(paths: list[str], on_error: Callable[[FormatError], None] | None = None) -> list[Path]:
    """Files named on the command line; a folder stands for every unit file below it (sorted).

    An empty name or a folder without unit files is a FormatError, passed to ``on_error`` (and
    skipped) when given, else raised."""
    out: list[Path] = []
    for name in paths:
        path = Path(name)
        problem = None
        if name == "":
            problem = FormatError("empty file name", source="''")
        elif safe_io.is_folder(path):
            walk = walk_unit_files(path, READERS)
            found = walk.files
            out.extend(found)
            for where, why in walk.skipped:
                (on_error or _raise)(FormatError(why, source=where))
            if not found:
                problem = FormatError(f"no unit files in this folder ({', '.join(READERS)})", source=path)
        else:
            out.append(path)
        if problem is not None:
            if on_error is None:
                raise problem
            on_error(problem)
    return out


def load_each(names: list[str], on_error: Callable[[FormatError], None]) -> Iterator[LoadedUnit]:
    """Every unit named on a command line (folders expanded), in order; a file that cannot be read
    is passed to ``on_error`` and skipped, so one bad file never stops a batch."""
    for path in expand_paths(names, on_error):
        try:
            yield load_unit(path)
        except FormatError as error:
            on_error(error)
