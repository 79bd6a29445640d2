"""MegaMek BLK ("building block") reader (research/megameklab.md section 4.2).

``<UnitType>`` picks the reader, as MegaMek's ``MekFileParser`` does, through the kind registry
(``designer.kinds``): each kind names the unit types it reads (``blk_unit_types``: Tank, Naval,
Surface, Hydrofoil and VTOL and the support vehicles are vehicles, Aero / AeroSpaceFighter and
ConvFighter fighters, Infantry, BattleArmor, ProtoMech, DropShip...) and its reader
(``blk_reader``). Other MegaMek unit types have no construction rules here and are refused.

The reader is tolerant: what it cannot map is an ``ImportIssue`` with its line, and unknown
equipment is kept under its MegaMek name so the validator reports it. Only a file that cannot be
such a unit at all raises ``FormatError`` (with the file and, where known, the line).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from designer.formats import fluff_keys
from designer.formats import blk_meta
from designer.formats.blk_blocks import BlkFile
from designer.formats.errors import FormatError, ImportIssue, read_text_file, unreadable
from designer.safe_io import read_head
from designer.kinds import unit_kinds
from designer.model.common import Document

MAX_FILE_BYTES = 2_000_000
# The first <UnitType> block's value where MegaMek writes it, near the head of the file.
HEAD_BYTES = 2048
_HEAD_UNIT_TYPE = re.compile(rb"<unittype>\s*([^<\r\n]*?)\s*[\r\n]", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class BlkResult:
    """A unit read from a BLK file, and everything the reader skipped or guessed."""

    unit: Document
    issues: tuple[ImportIssue, ...] = ()


def read_blk(path: str | Path, *, for_writing: bool = True) -> BlkResult:
    """Reads a BLK file. Raises FormatError (never another exception) on bad input. The kept lines
    are read either way (``for_writing``: see ``load.load_unit``): a kind's checks read some of them."""
    path = path if isinstance(path, Path) else Path(path)   # a Path already: not parsed again
    text = read_text_file(path, MAX_FILE_BYTES, "a BLK file")
    return parse_blk(text, str(path))


def parse_blk(text: str, source: str = "<input>", *, for_writing: bool = True) -> BlkResult:
    """Parses the text of a BLK file into a unit and the import issues met on the way (the kept
    lines are read whatever ``for_writing`` says, as ``read_blk`` reads them).

    Raises:
        FormatError: binary data, an unclosed block, no or an unsupported ``<UnitType>``, or a
            missing or malformed required value (tonnage, movement, armor, motive).
    """
    if len(text) > MAX_FILE_BYTES:
        raise FormatError(f"file is too large for a BLK file ({len(text)} characters)", source=source)
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise FormatError("binary data, not a BLK text file", source=source, line=line)
    try:
        blk = BlkFile(text, source)
        unit = _read(blk)
        blk.unread_tags()
        issues = tuple(sorted(blk.issues, key=lambda issue: issue.line or 0))  # in file order
        kept = unit.model_copy(update={"meta": _kept_meta(blk, unit)})
        return BlkResult(fluff_keys.take(kept, fluff_keys.BLK_TAGS, blk=True), issues)   # prose -> fluff
    except FormatError:
        raise
    except (ValidationError, ValueError, TypeError, KeyError, IndexError, ArithmeticError) as exc:
        # A safety net: every reader raises FormatError only.
        raise unreadable(exc, text, source, "a BLK unit") from None


def _kept_meta(blk: BlkFile, unit: Document) -> dict[str, object]:
    """What the file says that the model does not hold (blk_meta.py)."""
    from designer.formats import blk_writer  # the writer's own blocks decide what needs keeping

    try:
        own: list[tuple[str, list[str]]] | None = blk_writer.own_blocks(unit)
    except (ValueError, TypeError):
        own = None  # a unit the writer refuses: keep the unread tags only
    return blk_meta.collect(blk.blocks, blk.used, blk.comments, own, blk_writer.FIRST_LINE)


def _read(blk: BlkFile) -> Document:
    if not blk.has("unittype"):
        raise FormatError("no <UnitType> block: not a MegaMek BLK unit file", source=blk.source)
    line, value = blk.require("unittype", "")
    unit_type = " ".join(value.casefold().split())
    for spec in unit_kinds():   # the kind that names the file's unit type reads it
        if unit_type in spec.blk_unit_types:
            reader: Callable[[BlkFile, str], Document] = spec.piece("blk_reader")
            return reader(blk, unit_type)
    readable = ", ".join(t for spec in unit_kinds() for t in spec.blk_unit_types)
    raise FormatError(f"unit type {value[:30]!r} has no construction rules here (readable: {readable})",
                      source=blk.source, line=line)


def head_unit_type(path: str) -> str | None:
    """The unit type the first ``<UnitType>`` block of a BLK file names, as the reader compares it
    (``"tank"``), found in the file's first kilobytes (where MegaMek writes it); None when it is not
    there or the file cannot be read. A hint of the kinds a batch will meet, never the reading."""
    try:
        found = _HEAD_UNIT_TYPE.search(read_head(path, HEAD_BYTES))
    except FormatError:
        return None
    return " ".join(found.group(1).decode("utf-8", "replace").casefold().split()) if found else None
