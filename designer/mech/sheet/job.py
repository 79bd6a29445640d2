"""The 'Mech's own print job: ``render_mech_sheets(units, out, paper=..., options=...)`` writes one
page per 'Mech into one PDF with a bookmark per unit, drawing each sheet as its unit is read;
``render_to_bytes`` returns the bytes. Output is deterministic: the same units and options give
the same bytes (reportlab invariant mode)."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from itertools import islice
from pathlib import Path
from typing import BinaryIO

import designer.sheets.startup  # noqa: F401 - before reportlab: its start-up guarded

from designer.mech.model import Mech
from designer.mech.sheet import draw_mech_page
from designer.safe_io import atomic_write_stream
from designer.sheets.job import new_canvas
from designer.sheets.options import SheetOptions
from designer.sheets.spool import PdfSpool
from designer.sheets.template import mech_template

Progress = Callable[[int, Mech], None]
TITLE = "BattleMech record sheets"
CHUNK = 50   # pages reportlab holds at once in a big job (see render_mech_sheets)


def render_mech_sheets(units: Iterable[Mech], out: str | Path | BinaryIO, *, paper: str = "letter",
                       options: SheetOptions = SheetOptions(), progress: Progress | None = None,
                       chunk: int = CHUNK) -> int:
    """Draws one sheet per 'Mech into one PDF at ``out`` (a path or binary stream); returns the
    page count. ``units`` is consumed lazily. Up to ``chunk`` sheets make one reportlab
    document; a longer job is drawn ``chunk`` sheets at a time and the chunks are joined page
    by page into ``out`` (:class:`PdfSpool`), so memory stays flat however many sheets.

    Raises:
        ValueError: unknown paper size, or no units at all.
        FormatError: a template file is missing or malformed.
    """
    mech_template(paper)   # a bad paper size or template fails before any drawing
    if isinstance(out, (str, Path)):   # a file is written by the one atomic writer
        return atomic_write_stream(out, lambda stream: render_mech_sheets(
            units, stream, paper=paper, options=options, progress=progress, chunk=chunk))
    units = iter(units)
    first = list(islice(units, chunk))
    if not first:
        raise ValueError("no units to print")
    following = list(islice(units, 1))
    if not following:
        _draw_chunk(first, out, paper=paper, options=options, progress=progress, done=0)
        return len(first)
    return _spooled(first + following, units, out, paper, options, progress, chunk)


def _spooled(head: list[Mech], rest: Iterator[Mech], out: BinaryIO, paper: str, options: SheetOptions,
             progress: Progress | None, chunk: int) -> int:
    spool, done, batch = PdfSpool(out), 0, head
    while batch:
        spool.add_drawn(partial(_draw_chunk, batch, paper=paper, options=options, progress=progress,
                                done=done))
        done += len(batch)
        batch = list(islice(rest, chunk))
    spool.close(TITLE, "designer")
    return done


def _draw_chunk(mechs: list[Mech], out: BinaryIO, *, paper: str, options: SheetOptions,
                progress: Progress | None, done: int) -> None:
    """One reportlab document: a page and a bookmark per 'Mech."""
    template = mech_template(paper)
    canvas = new_canvas(out, paper, TITLE)
    for count, mech in enumerate(mechs, start=done + 1):
        key = f"unit{count}"
        canvas.bookmarkPage(key)
        canvas.addOutlineEntry(mech.name, key, level=0)
        draw_mech_page(canvas, template, mech, options)
        canvas.showPage()
        if progress is not None:
            progress(count, mech)
    canvas.save()


def render_to_bytes(units: Iterable[Mech], *, paper: str = "letter",
                    options: SheetOptions = SheetOptions()) -> bytes:
    """The PDF of :func:`render_mech_sheets` as bytes."""
    buffer = io.BytesIO()
    render_mech_sheets(units, buffer, paper=paper, options=options)
    return buffer.getvalue()
