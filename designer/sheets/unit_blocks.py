"""Blocks shared by the vehicle, infantry, installation and fighter sheets: slots on a page,
labelled fields, column tables (weapons inventories, records), check boxes, pip boxes and the
pilot hits grid. Built on :class:`Painter`, the pip placer and the 'Mech sheet's fields."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from designer.catalog import catalog
from designer.rules.common.ammo_types import lot_shots, typed_name
from designer.sheets.ammo_tally import TallyLine
from designer.sheets.diagram_blocks import PIP_LIMIT, draw_region, plan_labels
from designer.sheets.draw import Painter
from designer.sheets.geometry import view_decor, view_regions
from designer.sheets.sheet_data import DASH, AmmoTally, InventoryRow
from designer.sheets.template import CoreHit, DiagramBox, Panel, StaticText, TextBox, View
from designer.sheets.text_fit import NAME_SQUEEZE, abbreviated, wrap
from designer.sheets.weapon_lines import bin_fire

FLOOR_SIZE = 3.6
DECOR_GREY = 0.45   # wheels, skirts, skids: part of the outline, not a location
ROW_LEADING = 1.3


def field(painter: Painter, x: float, y: float, label: str, value: str, size: float, width: float) -> None:
    """"Label: value" with the value fitted into what is left of ``width``."""
    shown = painter.text(x, y, f"{label}:", size, bold=True)
    used = shown.width(painter.font(True)) + 3
    painter.text(x + used, y, value, size, width=max(4.0, width - used), min_size=4.0, name=True)


def blank_field(painter: Painter, x: float, y: float, label: str, value: str, size: float,
                width: float) -> None:
    """A field with a write-in line; the value (if any) printed on it."""
    shown = painter.text(x, y, f"{label}:", size, bold=True)
    left = x + shown.width(painter.font(True)) + 3
    painter.line(left, y + 1.5, x + width, y + 1.5, 0.4)
    if value:
        painter.text(left + 2, y, value, size, width=x + width - left - 2)


@contextmanager
def slot(painter: Painter, offset: float) -> Iterator[None]:
    """Draws the enclosed blocks ``offset`` points lower on the page (a unit slot)."""
    painter.canvas.saveState()
    painter.canvas.translate(0, -offset)
    try:
        yield
    finally:
        painter.canvas.restoreState()


def static(painter: Painter, texts: Sequence[StaticText], panels: Sequence[Panel],
           replace: dict[str, str] | None = None) -> None:
    """Fixed texts (``{name}`` fields filled from ``replace``) and framed panels."""
    for text in texts:
        shown = text.text.format(**(replace or {}))
        painter.text(text.x, text.y, shown, text.size, bold=text.bold, align=text.align,
                     width=text.w or (576 - text.x if text.align == "left" else None))
    for panel in panels:
        painter.panel(panel, panel.title.format(**(replace or {})))


@dataclass(frozen=True, slots=True)
class Column:
    """A table column: the row attribute it shows, its left edge and width as fractions of the
    table width, and how the cell is aligned."""

    name: str
    left: float
    width: float
    align: str = "c"


NOTE_INDENT = 6.0   # a note under an item (an effect, a rate of fire) is set in from the item's name
FIRED_BOX = 0.75    # a one-shot launcher's "fired" box, as a share of the type size


def rows_height(painter: Painter, rows: Sequence[InventoryRow], columns: Sequence[Column], width: float,
                size: float) -> float:
    lines = sum(len(_row_lines(painter, r, columns, size, width)) for r in rows)
    return (lines + 1) * size * ROW_LEADING


def with_modifiers(rows: Sequence[InventoryRow], plain: tuple[InventoryRow, Sequence[Column]],
                   modifiers: tuple[InventoryRow, Sequence[Column]]) -> tuple[InventoryRow, Sequence[Column]]:
    """The headings and columns of a table: with a To-Hit column when a weapon has a modifier
    (pulse lasers -2, heavy lasers +1), as the 'Mech sheet prints it."""
    return modifiers if any(r.to_hit for r in rows) else plain


def _row_lines(painter: Painter, row: InventoryRow, columns: Sequence[Column], size: float,
               width: float) -> list[str]:
    """The lines of a row's first cell: an item's name (:func:`_type_lines`), or a note's prose
    wrapped across the row from the Type column to the right edge."""
    type_col = next(c for c in columns if c.name == "type")
    if row.kind != "note":
        return _type_lines(painter, row.type, size, width * type_col.width)
    room = width * (1 - type_col.left) - NOTE_INDENT - (size * 2 if row.box else 0)
    return wrap(row.type, painter.font(False), painter.legible(size), room)


def _type_lines(painter: Painter, text: str, size: float, width: float) -> list[str]:
    """An item's name on one line, abbreviated from the documented list if need be, else
    wrapped onto a second: never squeezed under NAME_SQUEEZE (decision D-SHEET3-4)."""
    text = abbreviated(text, painter.font(False), painter.legible(size), width)
    if painter.text_width(text, size) * NAME_SQUEEZE <= width:
        return [text]
    return wrap(text, painter.font(False), painter.legible(size), width)[:2]


def draw_rows(painter: Painter, box: TextBox, title: str, headings: InventoryRow,
              rows: Sequence[InventoryRow], columns: Sequence[Column]) -> float:
    """A titled table of rows: the type size comes down until every row fits the box; long
    names wrap onto a second line. Returns the y below the last row."""
    size = box.size
    top = box.y + (10 if title else 0)
    floor = max(FLOOR_SIZE, min(painter.floor, box.size))   # type set smaller is raised to the floor
    while size > floor and rows_height(painter, rows, columns, box.w, size) > box.y + box.h - top:
        size = max(floor, size - 0.2)
    if title:
        painter.text(box.x, box.y + 8, title, 7, bold=True, width=box.w)
    y = top + size * ROW_LEADING
    _row(painter, box, columns, y, headings, size, True, [headings.type])
    painter.line(box.x, y + 2, box.x + box.w, y + 2, 0.4)
    for row in rows:
        lines = _row_lines(painter, row, columns, size, box.w)
        if y + size * ROW_LEADING * len(lines) > box.y + box.h + 0.01:
            break
        y += size * ROW_LEADING
        if row.kind == "note":
            _note(painter, box, columns, y, row, size, lines)
        else:
            _row(painter, box, columns, y, row, size, False, lines)
        y += size * ROW_LEADING * (len(lines) - 1)
    return y


def _note(painter: Painter, box: TextBox, columns: Sequence[Column], y: float, row: InventoryRow,
          size: float, lines: list[str]) -> None:
    """A note's lines under its item, with the "fired" check box of a one-shot launcher."""
    type_col = next(c for c in columns if c.name == "type")
    left = box.x + type_col.left * box.w + NOTE_INDENT
    for k, line in enumerate(lines):
        painter.text(left, y + k * size * ROW_LEADING, line, size, width=box.x + box.w - left, min_size=3.2)
    if row.box:
        side = size * FIRED_BOX
        end = left + painter.text_width(lines[-1], size)
        painter.rect(end + 3, y + (len(lines) - 1) * size * ROW_LEADING - side, side, side, line_width=0.45)


def _row(painter: Painter, box: TextBox, columns: Sequence[Column], y: float, row: InventoryRow,
         size: float, bold: bool, type_lines: list[str]) -> None:
    for column in columns:
        left, width = box.x + column.left * box.w, column.width * box.w
        if column.name == "type":
            for k, line in enumerate(type_lines):
                painter.text(left + (4 if k else 0), y + k * size * ROW_LEADING, line, size, bold=bold,
                             width=width - (4 if k else 0), min_size=3.2, name=not bold)
            continue
        value = getattr(row, column.name)
        if column.align == "c":
            painter.text(left + width / 2, y, value, size, bold=bold, align="center", width=width - 1,
                         min_size=3.2)
        else:
            painter.text(left, y, value, size, bold=bold, width=width - 1, min_size=3.2)


def check_boxes(painter: Painter, box: TextBox, items: Sequence[CoreHit]) -> None:
    """One line per item: its label, then that many check circles; circles that do not fit
    one row wrap onto further rows, and the next item moves down to make room."""
    if not items:
        return
    radius = box.size * 0.42
    pitch = radius * 2 + 2.2
    longest = max(painter.text_width(item.label, box.size, bold=True) for item in items)
    label_width = min(longest + 3, box.w - pitch * 3)   # the labels' room, at least 3 circles beside
    left = box.x + label_width
    per_row = max(1, int((box.x + box.w - left) / pitch))
    extra = [max(0, -(-item.boxes // per_row) - 1) for item in items]
    step = min(box.size * 2.0, (box.h - pitch * sum(extra)) / len(items))
    y = box.y
    for item, more in zip(items, extra, strict=False):
        baseline = y + box.size
        painter.text(box.x, baseline, item.label, box.size, bold=True, width=label_width - 3, min_size=3.5)
        for k in range(item.boxes):
            row, col = divmod(k, per_row)
            painter.circle(left + radius + col * pitch, baseline - box.size * 0.33 + row * pitch,
                           radius, 0.7)
        y += step + more * pitch


def rect_view(name: str, box: DiagramBox, label_height: float) -> View:
    """A plain rectangle filling ``box`` as a one-region view (for tracks of circles)."""
    rect = ((0.0, 0.0), (box.w, 0.0), (box.w, box.h), (0.0, box.h))
    return View(width=box.w, height=box.h, label_height=label_height, regions={name: rect})


def pip_track(painter: Painter, box: DiagramBox, label: str, count: int, limit: int = PIP_LIMIT) -> None:
    """A framed rectangle titled "``label`` (count)" holding exactly ``count`` circles (none past
    ``limit``, the kind's largest legal value: :data:`PIP_LIMIT`)."""
    regions = view_regions(rect_view(label, box, box.label_size * 1.7), box)
    draw_region(painter, regions[label], f"{label} ({count})", count, box, limit)


def draw_plan(painter: Painter, view: View, box: DiagramBox, values: dict[str, int],
              labels: dict[str, str], short: dict[str, str] | None = None, limit: int = PIP_LIMIT) -> None:
    """The regions of ``view`` named in ``values``, each labelled with its name and N pips
    (:func:`plan_labels`)."""
    regions = view_regions(view, box)
    painter.canvas.setStrokeGray(DECOR_GREY)
    for outline in view_decor(view, box):
        painter.polygon(list(outline), width=0.6)
    painter.canvas.setStrokeGray(0)
    shown = {name: count for name, count in values.items() if name in regions}
    texts = plan_labels(painter, box, {name: regions[name].label_width for name in shown}, shown, labels,
                        short or {})
    for name, count in shown.items():
        draw_region(painter, regions[name], texts[name], count, box, limit)


def ruled_lines(painter: Painter, box: TextBox) -> None:
    step = box.size * 2.2
    y = box.y + step
    while y <= box.y + box.h:
        painter.line(box.x, y, box.x + box.w, y, 0.3)
        y += step


def grid(painter: Painter, box: TextBox, header: Sequence[str], widths: Sequence[float], rows: int,
         first_column: Sequence[str] = ()) -> None:
    """An empty record grid: a bold header row, then ``rows`` ruled rows (the first column
    pre-filled from ``first_column``, e.g. turn numbers)."""
    step = box.h / (rows + 1)
    size = min(box.size, step * 0.8)
    x = box.x
    for title, width in zip(header, widths, strict=False):
        painter.text(x + width * box.w / 2, box.y + step * 0.75, title, size, bold=True, align="center",
                     width=width * box.w - 2, min_size=3.2)
        x += width * box.w
    for r in range(rows):
        y = box.y + (r + 1) * step
        painter.rect(box.x, y, box.w, step, fill=0.93 if r % 2 else None)
        if r < len(first_column):
            painter.text(box.x + widths[0] * box.w / 2, y + step * 0.75, first_column[r], size,
                         align="center", width=widths[0] * box.w - 2)
    x = box.x
    for width in widths[:-1]:
        x += width * box.w
        painter.line(x, box.y + step, x, box.y + box.h, 0.4)


def grey_text(painter: Painter, x: float, y: float, text: str, size: float, **kwargs) -> None:
    """Grey text; the fill colour is reset to black afterwards (a text object's colour
    otherwise stays in the page's graphics state)."""
    painter.text(x, y, text, size, grey=True, **kwargs)
    painter.canvas.setFillGray(0)


def dash(value: int | None) -> str:
    return DASH if value is None else str(value)


AMMO_TITLE = "AMMUNITION"
AMMO_NOTE = "(a box per shot)"


def ammo_lot(weapon: str, kind: str, tons: float) -> AmmoTally:
    """A vehicle's, fighter's or building's ammunition lot as a tally line: "Ammo (LRM-10) 1t",
    its shots by the lot's own type (an MML's SRM ton holds fewer salvos than its LRM ton), and
    what a type that fires at other ranges fires ("SRM: 2/msl, 3/6/9", as on the 'Mech sheet)."""
    found = catalog().weapon(weapon)
    fires = bin_fire(found, kind) if found is not None else ""
    return AmmoTally(f"Ammo ({typed_name(weapon, kind)})", f"{tons:g}t", lot_shots(weapon, kind, tons), fires)


def ammo_height(painter: Painter, tallies: Sequence[AmmoTally], width: float, size: float) -> float:
    if not tallies:
        return 0.0
    lines = [TallyLine(tally, painter.floor, names=True) for tally in tallies]
    return size * 1.9 + sum(line.height(painter, size, width) for line in lines)


def ammo_tally(painter: Painter, x: float, y: float, width: float, size: float,
               tallies: Sequence[AmmoTally]) -> float:
    """The AMMUNITION title and one line of check boxes per lot (groups of five; a compact
    track with a "shots left" field past 50 shots) from ``y`` down; returns the y below."""
    if not tallies:
        return y
    painter.text(x, y + size * 1.3, AMMO_TITLE, size, bold=True, width=width * 0.6)
    painter.text(x + width, y + size * 1.3, AMMO_NOTE, size - 0.5, align="right")
    y += size * 1.9
    for tally in tallies:
        line = TallyLine(tally, painter.floor, names=True)   # abbreviated, not squeezed (D-SHEET3-4)
        line.draw(painter, x, y, width, size)
        y += line.height(painter, size, width)
    return y


def inventory_with_ammo(painter: Painter, box: TextBox, title: str, headings: InventoryRow,
                        rows: Sequence[InventoryRow], columns: Sequence[Column],
                        tallies: Sequence[AmmoTally]) -> float:
    """The weapons table, then the ammunition tally under its last row (the table keeps to
    the room the tally leaves). Returns the y below the tally."""
    ammo = ammo_height(painter, tallies, box.w, box.size)
    table = box.model_copy(update={"h": max(box.size * 4, box.h - ammo - 4)})
    bottom = draw_rows(painter, table, title, headings, rows, columns)
    return ammo_tally(painter, box.x, bottom + 4, box.w, box.size, tallies)
