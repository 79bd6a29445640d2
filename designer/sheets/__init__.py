"""Record sheets as PDF (reportlab): the sheet layer every kind's page is drawn with.

``render_sheets`` (and ``render_units_to_bytes``) print any mix of 'Mechs, vehicles, fighters,
installations and infantry platoons (:mod:`designer.sheets.job`); a kind's own print job (the
'Mech's: :mod:`designer.mech.sheet.job`) is named by its registration. Output is deterministic:
the same units and options give the same bytes (reportlab invariant mode).
"""

from __future__ import annotations

import io
from collections.abc import Iterable

import designer.sheets.startup  # noqa: F401 - before reportlab: its start-up guarded

from designer.sheets.job import render_sheets
from designer.sheets.options import SheetOptions
from designer.sheets.template import PAPERS

__all__ = ["PAPERS", "SheetOptions", "render_sheets", "render_units_to_bytes"]


def render_units_to_bytes(units: Iterable, *, paper: str = "letter",
                          options: SheetOptions = SheetOptions()) -> bytes:
    """The PDF of :func:`render_sheets` (any mix of unit kinds) as bytes."""
    buffer = io.BytesIO()
    render_sheets(units, buffer, paper=paper, options=options)
    return buffer.getvalue()
