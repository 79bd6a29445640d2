"""MegaMek BLK ("building block") reader for combat vehicles, conventional infantry and fighters
(research/megameklab.md section 4.2).

``<UnitType>`` picks the reader, as MegaMek's ``MekFileParser`` does: Tank, Naval, Surface,
Hydrofoil and VTOL are combat vehicles (``blk_vehicle``), Infantry is a conventional platoon,
Aero / AeroSpaceFighter and ConvFighter are fighters (``blk_fighter``), BattleArmor is a battle
armor squad (``blk_battlearmor``, issue 28). Other MegaMek unit types (support vehicles,
DropShips...) have no construction rules here and are refused.

The reader is tolerant: what it cannot map is an ``ImportIssue`` with its line, and unknown
equipment is kept under its MegaMek name so the validator reports it. Only a file that cannot be
such a unit at all raises ``FormatError`` (with the file and, where known, the line).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from designer.formats import fluff_keys
from designer.formats import blk_meta
from designer.formats.blk_blocks import BlkFile
from designer.formats.blk_fighter import read_fighter
from designer.formats.blk_support import SUPPORT_KINDS, read_support_vehicle
from designer.formats.blk_vehicle import read_infantry, read_vehicle
from designer.formats.errors import FormatError, ImportIssue, read_text_file, unreadable
from designer.kinds import unit_kinds
from designer.model.common import Document
from designer.model.fighter import FighterType

MAX_FILE_BYTES = 2_000_000
VEHICLE_TYPES = {"tank", "naval", "surface", "hydrofoil", "vtol"}
FIGHTER_TYPES = {"aero": FighterType.AEROSPACE, "aerospacefighter": FighterType.AEROSPACE,
                 "convfighter": FighterType.CONVENTIONAL}


@dataclass(frozen=True, slots=True)
class BlkResult:
    """A unit read from a BLK file, and everything the reader skipped or guessed."""

    unit: Document
    issues: tuple[ImportIssue, ...] = ()


def read_blk(path: str | Path) -> BlkResult:
    """Reads a BLK file. Raises FormatError (never another exception) on bad input."""
    path = Path(path)
    text = read_text_file(path, MAX_FILE_BYTES, "a BLK file")
    return parse_blk(text, str(path))


def parse_blk(text: str, source: str = "<input>") -> BlkResult:
    """Parses the text of a BLK file into a unit and the import issues met on the way.

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
    if unit_type in VEHICLE_TYPES:
        return read_vehicle(blk, unit_type)
    if unit_type == "infantry":
        return read_infantry(blk)
    if unit_type in FIGHTER_TYPES:
        return read_fighter(blk, FIGHTER_TYPES[unit_type])
    if unit_type in SUPPORT_KINDS:
        return read_support_vehicle(blk, unit_type)
    if unit_type == "battlearmor":   # battle armor: its own reader (issue 28)
        from designer.formats.blk_battlearmor import read_battle_armor

        return read_battle_armor(blk)
    if unit_type in ("protomech", "protomek"):   # issue 29
        from designer.formats.blk_protomech import read_protomech

        return read_protomech(blk)
    for spec in unit_kinds():   # a kind that names its BLK unit types reads its own files
        if unit_type in spec.blk_unit_types:
            reader: Callable[[BlkFile, str], Document] = spec.piece("blk_reader")
            return reader(blk, unit_type)
    raise FormatError(f"unit type {value[:30]!r} has no 1987 construction rules (readable: Tank, Naval, "
                      "Hydrofoil, VTOL, Infantry, Aero, ConvFighter, BattleArmor)",
                      source=blk.source, line=line)
