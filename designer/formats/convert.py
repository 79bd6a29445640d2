"""Conversion between unit formats by file extension (YAML, MTF, BLK).

``convert_file(src, dst, force=False)`` reads with ``load_unit``, renders the target text, reads
that text back and compares it with the source design: a format that cannot hold the design
(equipment without a slot in an .mtf, a fighter's odd fuel in a .blk) fails the file and nothing
is written (``convert`` never reports success on a destructive round trip). It never
overwrites an existing file unless ``force``; the write is atomic. Raises FormatError for
anything that goes wrong.

``plan_folder(src_dir, dst_dir, ext)`` pairs every unit file of a folder with its target
(``plan_list`` the same for a list of files and folders) and sets apart the files whose targets collide (``Unit.mtf`` + ``Unit.blk``, ``a.mtf`` + ``a.MTF``):
neither of those is converted over the other.
"""

from __future__ import annotations

import importlib
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from designer.formats.errors import FormatError
from designer.formats.load import expand_paths, load_unit
from designer.formats.yaml_io import atomic_write_text
from designer.kinds import UnknownKindError, unit_kind
from designer.model.common import Document
from designer.safe_io import is_folder

# extension -> (module, text function(unit) -> str, module, parser(text, source) -> result)
WRITERS: dict[str, tuple[str, str, str, str]] = {
    ".yaml": ("designer.formats.yaml_io", "dump_unit", "designer.formats.yaml_io", "parse_unit"),
    ".yml": ("designer.formats.yaml_io", "dump_unit", "designer.formats.yaml_io", "parse_unit"),
    ".mtf": ("designer.mech.mtf_omni", "omni_to_mtf", "designer.mech.mtf_omni", "parse_mtf"),  # + OmniMech marks
    ".blk": ("designer.formats.blk_writer", "unit_to_blk", "designer.formats.blk", "parse_blk"),
}


@dataclass(frozen=True, slots=True)
class Converted:
    source: Path
    target: Path
    issues: int
    unit: Document | None = None   # the design written, as read (its findings are the caller's to show)


@dataclass(frozen=True, slots=True)
class FolderPlan:
    """Source -> target pairs to convert, and one message per file whose target another file shares."""

    pairs: list[tuple[Path, Path]]
    collisions: list[str]


def writable_extensions() -> tuple[str, ...]:
    return tuple(WRITERS)


def convert_file(source: str | Path, target: str | Path, *, force: bool = False) -> Converted:
    """Converts one unit file into the format named by ``target``'s extension.

    Raises:
        FormatError: unreadable source, unknown target type, a unit kind the target format cannot
            hold, a design the target format would not give back unchanged, an existing target
            without ``force``, or a failed write.
    """
    source, target = Path(source), Path(target)
    entry = WRITERS.get(target.suffix.lower())
    if entry is None:
        raise FormatError(
            f"cannot write '{target.suffix}' files (expected {', '.join(WRITERS)})", source=target
        )
    if target.exists() and not force:
        raise FormatError("target exists (use --force to overwrite)", source=target)
    loaded = load_unit(source)
    text = render(loaded.unit, target.suffix.lower(), source)
    _check_faithful(loaded.unit, text, entry, source, target)
    try:
        atomic_write_text(target, text)
    except OSError as exc:
        raise FormatError(f"cannot write file: {exc.strerror or exc}", source=target) from None
    return Converted(source, target, len(loaded.issues), loaded.unit)


def render(unit: Document, extension: str, source: Path) -> str:
    """The text of ``unit`` in the format of ``extension``; FormatError for a unit it cannot hold."""
    module, function, _, _ = WRITERS[extension]
    writer: Callable[[Document], str] = getattr(importlib.import_module(module), function)
    try:
        return writer(unit)
    except (TypeError, AttributeError, ValueError) as exc:
        raise FormatError(
            f"cannot write a {getattr(unit, 'kind', '?')} as {extension}: {exc}", source=source
        ) from None


def _check_faithful(
    unit: Document, text: str, entry: tuple[str, str, str, str], source: Path, target: Path
) -> None:
    """Reads the rendered text back; a design that does not come back unchanged fails the file."""
    parser = getattr(importlib.import_module(entry[2]), entry[3])
    try:
        result = parser(text, str(target))
    except FormatError as error:
        raise FormatError(
            f"the {target.suffix} text would not read back ({error.message}); nothing written", source=source
        ) from None
    again = result if isinstance(result, Document) else (getattr(result, "unit", None) or result.mech)
    difference = first_difference(canonical(unit), canonical(again))
    if difference:
        raise FormatError(
            f"a {target.suffix} file cannot hold this design unchanged ({difference}); nothing written",
            source=source,
        )


def canonical(unit: Document) -> dict[str, Any]:
    """The design as data, in the order a slot- or block-based format gives mounts back (MTF:
    location and slot; BLK: location), without ``meta`` (kept lines, not the design)."""
    in_slot_order = getattr(unit, "in_slot_order", None)
    if callable(in_slot_order):
        unit = in_slot_order()
    data = unit.model_dump(mode="json", by_alias=True)
    data.pop("meta", None)
    order = _location_order(data.get("kind"))
    for key in ("weapons", "ammo"):
        if order and isinstance(data.get(key), list):
            data[key] = sorted(data[key], key=lambda entry: order.get(entry.get("location"), len(order)))
    return data


def _location_order(kind: object) -> dict[str, int]:
    """Each weapon location of the kind by its place in the order a block-based file lists them
    (the registration's ``location_order``); empty for a kind whose lists are compared as written."""
    try:
        locations = unit_kind(kind).piece("location_order")
    except UnknownKindError:
        return {}
    return {location.value: index for index, location in enumerate(locations or ())}


def first_difference(before: dict[str, Any], after: dict[str, Any]) -> str:
    """The first field that differs, said shortly ("" when none)."""
    for key in dict.fromkeys([*before, *after]):
        if before.get(key) != after.get(key):
            return f"{key}: {_short(before.get(key))} would read back as {_short(after.get(key))}"
    return ""


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def plan_folder(source: Path, target: Path, extension: str) -> FolderPlan:
    """Every unit file under ``source`` with its target under ``target``; files whose targets are
    one file (the same name up to case or extension) are reported, not converted."""
    return _plan((path, (target / path.relative_to(source)).with_suffix(extension))
                 for path in expand_paths([str(source)]))


def plan_list(sources: list[Path], target: Path, extension: str) -> FolderPlan:
    """A list of unit files and folders converted into the folder ``target``: a file by its name,
    a folder's files under their path within it; colliding targets as ``plan_folder``."""
    pairs: list[tuple[Path, Path]] = []
    for source in sources:
        if is_folder(source):
            pairs += [(path, (target / path.relative_to(source)).with_suffix(extension))
                      for path in expand_paths([str(source)])]
        else:
            pairs.append((source, (target / source.name).with_suffix(extension)))
    return _plan(pairs)


def _plan(pairs: Iterable[tuple[Path, Path]]) -> FolderPlan:
    by_target: dict[str, list[tuple[Path, Path]]] = defaultdict(list)
    for path, destination in pairs:
        by_target[str(destination).casefold()].append((path, destination))
    planned: list[tuple[Path, Path]] = []
    collisions: list[str] = []
    for group in by_target.values():
        if len(group) == 1:
            planned.append(group[0])
            continue
        for path, destination in group:
            others = ", ".join(other.name for other, _ in group if other != path)
            collisions.append(
                f"{path}: not converted: {destination.name} would also be written from {others} "
                "(rename one of them)"
            )
    return FolderPlan(planned, collisions)
