"""The invalid-design warning on every kind's sheet (decision D-SHEET3-2): the 'Mech sheet
prints its line under the caption; a sheet of one unit a slot (vehicle, fighter, installation)
prints it on the caption's line after the caption; a block of several a page (battle armor,
infantry, ProtoMech) as a second tab on the block's top edge, after the block's title tab. The
text is :func:`invalid_warning` of the unit's validation report, shortened when the
line has no room for its pointer to ``designer validate``."""

from __future__ import annotations

from typing import Any

from designer.rules import validate
from designer.rules.findings import Report
from designer.sheets.draw import Painter
from designer.sheets.template import StaticText

POINTER = " (designer validate lists them)"
GAP = 8.0          # between the caption and the warning
TAB_GAP = 4.0      # between the block's title tab and the warning tab
TAB_SIZE = 7.5     # the panel tab's type size (Painter.panel)
NEXT_LINE = 1.25   # a warning too long for the caption's line goes this many sizes under it


def invalid_warning(report: Report) -> str:
    """The line an invalid design's sheet (and ``designer sheet`` on stderr) prints; "" when valid."""
    errors = report.errors
    if not errors:
        return ""
    first = errors[0]
    more = f" and {len(errors) - 1} more" if len(errors) > 1 else ""
    return f"INVALID DESIGN: {first.code}{more} (designer validate lists them)"


def warning_text(unit: Any) -> str:
    """The warning line of the unit ("" when the design is valid)."""
    return invalid_warning(validate(unit))


def _fitting(text: str, painter: Painter, size: float, room: float) -> str:
    """The whole warning when it fits ``room`` at ``size``, else without its pointer."""
    if painter.text_width(text, size, bold=True) <= room or not text.endswith(POINTER):
        return text
    return text.removesuffix(POINTER)


def after_caption(painter: Painter, unit: Any, caption: StaticText, shown: str) -> str:
    """Draws the warning on the caption's line, after the caption ``shown``; returns it."""
    text = warning_text(unit)
    if not text:
        return ""
    start = caption.x + painter.text_width(shown, caption.size, bold=caption.bold) + GAP
    right = caption.x + (caption.w or 376.0)
    text = _fitting(text, painter, caption.size, right - start)
    y = caption.y
    if painter.text_width(text, caption.size, bold=True) > right - start:   # a line of its own
        start, y = caption.x, caption.y + caption.size * NEXT_LINE
    painter.text(start, y, text, caption.size, bold=True, width=right - start, name=True)
    return text


def caption_of(texts: tuple[StaticText, ...]) -> StaticText:
    """The slot's caption: its first text that is not the bold title."""
    return next(text for text in texts if not text.bold)


def as_tab(painter: Painter, unit: Any, x: float, y: float, title: str, right: float) -> str:
    """Draws the warning as a tab on a block's top edge at ``y``, after the block's title tab
    (left edge ``x``, text ``title``) and no further than ``right``; returns it."""
    text = warning_text(unit)
    if not text:
        return ""
    start = x + painter.text_width(title, TAB_SIZE, bold=True) + 12 + TAB_GAP
    text = _fitting(text, painter, TAB_SIZE, right - start - 12)
    painter.tab(start, y, text)
    return text
