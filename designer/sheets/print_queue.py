"""The print queue: designs, lances and forces printed as record sheets plus BattleForce
counters into one PDF. Sheets come from ``designer.sheets.render_sheets``, counters from
``designer.sheets.counters.render_counters``; the two PDFs are joined into one file."""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pypdf import PdfWriter

from designer.editing.lance import ForceDraft, LanceDraft, Member
from designer.formats.load import load_unit
from designer.formats.yaml_io import atomic_write_bytes
from designer.library import find_unit
from designer.model.common import Pilot
from designer.mech.omni import expand


class PrintCancelled(Exception):
    """The user cancelled the print job; nothing was written."""


@dataclass(frozen=True, slots=True)
class QueueEntry:
    """One line of the queue: a design (``units``) or a lance / force (``lances``)."""

    label: str
    units: tuple[Any, ...] = ()
    lances: tuple[LanceDraft, ...] = ()


@dataclass(frozen=True, slots=True)
class PrintOptions:
    paper: str = "letter"
    pilot_data: bool = True
    tables: bool = False
    counters: bool = True


def design_entry(unit: Any) -> QueueEntry:
    return QueueEntry(unit.name, units=tuple(expand(unit)))   # an OmniMech: a sheet per configuration


def force_entry(force: ForceDraft) -> QueueEntry:
    kind = "lance" if len(force.lances) == 1 else "force"
    label = force.lances[0].name if kind == "lance" else force.name
    return QueueEntry(f"{label} ({kind}, {sum(len(lance.members) for lance in force.lances)} units)",
                      lances=tuple(lance for lance in force.lances if lance.members))


def member_unit(member: Member) -> Any | None:
    """The unit document behind a lance member, with its pilot's skills; None for a unit known
    only by its published BattleForce values (no design to print a sheet of)."""
    path = Path(member.reference) if member.reference else None
    if path is None or not path.is_file():
        path = find_unit(member.reference) if member.reference else None
    if path is None:
        return None
    unit = load_unit(path).unit
    pilot = (getattr(unit, "pilot", None) or Pilot()).model_copy(
        update={"gunnery": member.gunnery, "piloting": member.piloting})
    return unit.model_copy(update={"pilot": pilot})


def sheet_units(entries: list[QueueEntry]) -> list[Any]:
    units: list[Any] = []
    for entry in entries:
        units.extend(entry.units)
        for lance in entry.lances:
            units.extend(u for u in (member_unit(m) for m in lance.members) if u is not None)
    return units


def print_queue(entries: list[QueueEntry], out: Path, options: PrintOptions,
                progress: Callable[[int, int], None] | None = None) -> int:
    """Writes the sheets (and counters) of ``entries`` to ``out``; returns the page count.
    ``progress(done, total)`` is called per unit; raising PrintCancelled from it aborts.

    Raises:
        ValueError: nothing to print. OSError: cannot write ``out``. FormatError: a member's file.
    """
    from designer.sheets import SheetOptions, render_sheets
    from designer.sheets.counters import render_counters

    units = sheet_units(entries)
    lances = [lance.values() for entry in entries for lance in entry.lances]
    total = len(units) + (1 if options.counters and lances else 0)
    if not total:
        raise ValueError("nothing to print: add designs or lances with units")
    parts: list[bytes] = []
    pages = 0
    if units:
        sheet = SheetOptions(blank_pilot=not options.pilot_data, tables=options.tables)
        buffer = io.BytesIO()
        pages += render_sheets(units, buffer, paper=options.paper, options=sheet,
                      progress=(lambda done, _unit: progress(done, total)) if progress else None)
        parts.append(buffer.getvalue())
    if options.counters and lances:
        buffer = io.BytesIO()
        pages += render_counters(lances, buffer, paper=options.paper)
        parts.append(buffer.getvalue())
        if progress:
            progress(total, total)
    atomic_write_bytes(out, join_pdfs(parts))
    return pages


def join_pdfs(parts: list[bytes]) -> bytes:
    """One PDF of ``parts`` in order, bookmarks kept (pypdf)."""
    if len(parts) == 1:
        return parts[0]
    writer = PdfWriter()
    for data in parts:
        writer.append(io.BytesIO(data))
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()
