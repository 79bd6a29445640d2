"""Record sheets as PDF (reportlab). The only package that imports reportlab.

``render_mech_sheets(units, out, paper=..., options=...)`` writes one page per 'Mech into one
PDF with a bookmark per unit; ``render_to_bytes`` returns the bytes. ``render_sheets`` (and
``render_units_to_bytes``) print any mix of 'Mechs, vehicles, fighters, installations and
infantry platoons (:mod:`designer.sheets.job`). Output is deterministic:
the same units and options give the same bytes (reportlab invariant mode).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas

from designer.model import Mech
from designer.sheets.draw import Painter
from designer.sheets.job import render_sheets
from designer.sheets.mech_sheet import SheetOptions, draw_mech_sheet
from designer.sheets.template import PAPERS, mech_template

__all__ = ["PAPERS", "SheetOptions", "render_mech_sheets", "render_sheets", "render_to_bytes",
           "render_units_to_bytes"]

Progress = Callable[[int, Mech], None]


def _canvas(out: str | Path | BinaryIO, paper: str) -> Canvas:
    page = mech_template(paper).page
    canvas = Canvas(out if not isinstance(out, Path) else str(out), pagesize=(page.width, page.height),
                    invariant=1, pageCompression=1)
    canvas.setTitle("BattleMech record sheets")
    canvas.setCreator("designer")
    canvas.setAuthor("")
    canvas.showOutline()
    return canvas


def render_mech_sheets(units: Iterable[Mech], out: str | Path | BinaryIO, *, paper: str = "letter",
                       options: SheetOptions = SheetOptions(), progress: Progress | None = None) -> int:
    """Draws one sheet per 'Mech into one PDF at ``out`` (a path or binary stream); returns the
    page count. ``units`` is consumed lazily, so a generator keeps memory flat.

    Raises:
        ValueError: unknown paper size, or no units at all.
        FormatError: a template file is missing or malformed.
    """
    template = mech_template(paper)
    canvas = _canvas(out, paper)
    count = 0
    for mech in units:
        key = f"unit{count + 1}"
        canvas.bookmarkPage(key)
        canvas.addOutlineEntry(mech.name, key, level=0)
        canvas.saveState()
        draw_mech_sheet(Painter(canvas, template), template, mech, options)
        canvas.restoreState()
        canvas.showPage()
        count += 1
        if progress is not None:
            progress(count, mech)
    if count == 0:
        raise ValueError("no units to print")
    canvas.save()
    return count


def render_to_bytes(units: Iterable[Mech], *, paper: str = "letter",
                    options: SheetOptions = SheetOptions()) -> bytes:
    """The PDF of :func:`render_mech_sheets` as bytes."""
    buffer = io.BytesIO()
    render_mech_sheets(units, buffer, paper=paper, options=options)
    return buffer.getvalue()


def render_units_to_bytes(units: Iterable, *, paper: str = "letter",
                          options: SheetOptions = SheetOptions()) -> bytes:
    """The PDF of :func:`render_sheets` (any mix of unit kinds) as bytes."""
    buffer = io.BytesIO()
    render_sheets(units, buffer, paper=paper, options=options)
    return buffer.getvalue()
