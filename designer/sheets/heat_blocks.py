"""Heat data (effects list, heat sink count with one circle per sink), the 0-30 heat scale,
and the optional reference tables."""

from __future__ import annotations

from designer.mech.model import Mech
from designer.sheets.draw import Painter
from designer.mech.construction import heat_sink_type
from designer.sheets.sheet_data import SheetData
from designer.sheets.template import Box, MechTemplate, RefTable, TablePlace, tables
from designer.sheets.unit_tables import unit_tables

ROW_LEADING = 1.12


def draw_heat_effects(painter: Painter, template: MechTemplate) -> None:
    box = template.heat_effects
    effects = tables(template.tables).heat_effects
    painter.text(box.x, box.y + box.size, "Heat", box.size, bold=True)
    painter.text(box.x + 18, box.y + box.size, "Effects", box.size, bold=True)
    step = (box.h - box.size - 3) / len(effects)
    for i, effect in enumerate(effects):
        baseline = box.y + box.size + 3 + (i + 1) * step
        painter.text(box.x + 10, baseline, str(effect.heat), box.size, bold=True, align="right")
        painter.text(box.x + 18, baseline, effect.text, box.size, width=box.w - 18)


MIN_PITCH = 5.5   # points between heat-sink circles below which they are no longer markable


def draw_heat_sinks(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    """"Heat Sinks: N" and N check-off circles, ``per_column`` to a column; circles shrink
    when N would not fit the box."""
    box = template.heat_sinks
    count = data.mech.heat_sinks
    painter.text(box.x, box.y + box.size, f"Heat Sinks: {count}", box.size, bold=True, width=box.w)
    kind = heat_sink_type(data.mech)
    dissipates = data.figures.heat.dissipation
    painter.text(box.x, box.y + 2 * box.size + 2, f"({kind.name}" + (f", {dissipates})" if kind.dissipation > 1 else ")"),
                 box.size - 1, width=box.w, name=True)
    top = box.y + 2 * box.size + 8
    columns = max(1, -(-count // box.per_column))
    pitch = min(box.pitch, box.w / columns, (box.y + box.h - top) / box.per_column)
    if pitch < MIN_PITCH:   # more sinks than circles a pencil can mark: a write-in, not a blot
        painter.text(box.x, top + box.size, "Destroyed:", box.size - 1, width=box.w)
        painter.line(box.x, top + 3 * box.size, box.x + box.w, top + 3 * box.size, 0.5)
        return
    radius = min(box.radius, pitch * 0.38)
    for i in range(count):
        column, row = divmod(i, box.per_column)
        painter.circle(box.x + pitch * (column + 0.5), top + pitch * (row + 0.5), radius, 0.8)


def draw_heat_scale(painter: Painter, template: MechTemplate) -> None:
    """The column of boxes 30 (top) to 0 (bottom) under an Overflow box; a star marks the
    levels that start an effect."""
    box = template.heat_scale
    table = tables(template.tables)
    marked = {effect.heat for effect in table.heat_effects}
    levels = table.heat_max + 1
    cell = (box.h - box.size - 4) / (levels + 1)
    painter.text(box.x + box.w / 2, box.y + box.size, "Heat", box.size, bold=True, align="center", width=box.w)
    top = box.y + box.size + 4
    painter.rect(box.x, top, box.w, cell, fill=0.9)
    painter.text(box.x + box.w / 2, top + cell * 0.68, "Overflow", box.size - 2, align="center", width=box.w - 1)
    for i in range(levels):
        heat = table.heat_max - i
        y = top + cell * (i + 1)
        painter.rect(box.x, y, box.w, cell)
        text = f"{heat}*" if heat in marked else str(heat)
        painter.text(box.x + box.w / 2, y + cell * 0.72, text, box.size, bold=heat in marked, align="center")


# Quads have no arms, so they do not punch (RULES-MAP "Gaps in the OCR"; mech/physical.py).
QUADS_DO_NOT = frozenset({"punch"})


def draw_reference(painter: Painter, template: MechTemplate, mech: Mech,
                   skip: tuple[Box, ...] = ()) -> tuple[TablePlace, ...]:
    """The reference tables the 'Mech can use (no punch table on a quad's sheet, its own hit
    location table; cluster columns for its salvos: :mod:`unit_tables`). Those overlapping a box
    of ``skip`` (taken by the inventory) give way here and are returned, for a page of their own
    (:func:`draw_tables_page`): ``--tables`` never loses a table."""
    available = unit_tables(mech, tables(template.tables).reference)
    left_over = []
    for place in template.reference:
        if mech.is_quad and place.table in QUADS_DO_NOT:
            continue
        if any(_overlaps(place, box) for box in skip):
            left_over.append(place)
        else:
            draw_table(painter, place, available[place.table])
    return tuple(left_over)


TABLES_PAGE_TITLE = "REFERENCE TABLES"
TABLES_PAGE_TOP = 44.0
TABLES_PAGE_GAP = 12.0
TABLES_PAGE_BOTTOM = 740.0   # of the 576 x 756 design frame
TABLES_PAGE_COLUMN = 270.0   # two columns across the frame
TABLES_PAGE_ZOOM = 1.6


def draw_tables_page(painter: Painter, template: MechTemplate, mech: Mech, places: tuple[TablePlace, ...]) -> None:
    """The tables the sheet had no room for, enlarged to a column's width (at most
    TABLES_PAGE_ZOOM times), down the page and on into the second column."""
    available = unit_tables(mech, tables(template.tables).reference)
    painter.text(4, 30, f"{TABLES_PAGE_TITLE}: {mech.name}", 16, bold=True, width=560)
    x, y = 4.0, TABLES_PAGE_TOP
    for place in places:
        zoom = min(TABLES_PAGE_ZOOM, TABLES_PAGE_COLUMN / place.w)
        w, h = place.w * zoom, place.h * zoom
        if y + h > TABLES_PAGE_BOTTOM and y > TABLES_PAGE_TOP:
            x, y = x + TABLES_PAGE_COLUMN + TABLES_PAGE_GAP * 2, TABLES_PAGE_TOP
        draw_table(painter, place.model_copy(update={"x": x, "y": y, "w": w, "h": h, "size": place.size * zoom}),
                   available[place.table])
        y += h + TABLES_PAGE_GAP


def _overlaps(a: Box, b: Box) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def draw_table(painter: Painter, place: TablePlace, table: RefTable) -> None:
    """A titled grid: header row in bold, alternate rows shaded, every cell fitted. A table
    without a title (the fighter tables page puts it on the panel's tab) starts at the top."""
    rows = (table.header, *table.rows)
    extra = 1 if table.note else 0
    title = 1.1 if table.title else 0.0
    # rows at least ROW_LEADING x the type size apart: the size gives way when the box is short
    size = min(place.size, (place.h - 3) / (ROW_LEADING * (len(rows) + extra) + title))
    head = size + 3 if table.title else 0.0
    step = (place.h - head) / (len(rows) + extra)
    if table.title:
        painter.text(place.x, place.y + size, table.title, size + 0.6, bold=True, width=place.w)
    place = place.model_copy(update={"size": size})
    top = place.y + head
    for r, row in enumerate(rows):
        y = top + r * step
        if r % 2 == 0 and r > 0:
            painter.rect(place.x, y, place.w, step, fill=0.9, stroke=False)
        _table_row(painter, place, table.widths, row, _centred(y, step, painter.legible(size)), bold=r == 0)
    if table.note:
        painter.text(place.x, _centred(top + len(rows) * step, step, painter.legible(size - 0.4)), table.note, size - 0.4,
                     width=place.w)


# of the type size: from the baseline up to the middle of a capital or a figure (DejaVu Sans: cap
# height 1493/2048 em, half of it 0.3645)
TEXT_MIDDLE = 0.3645


def _centred(top: float, step: float, size: float) -> float:
    """The baseline that centres a line of ``size`` type in the band ``top`` to ``top + step``
    (a shaded row and its text share one middle)."""
    return top + step / 2 + size * TEXT_MIDDLE


CELL_PAD = 1.0   # each side of a table cell's text: "Front/Rear" fits at 90 % of its width (D-SHEET3-4)


def _table_row(painter: Painter, place: TablePlace, widths: tuple[float, ...], row: tuple[str, ...],
               baseline: float, bold: bool) -> None:
    x = place.x
    for width, cell in zip(widths, row, strict=False):
        cell_width = width * place.w
        if cell:
            painter.text(x + CELL_PAD, baseline, cell, place.size, bold=bold, width=cell_width - 2 * CELL_PAD,
                         min_size=3.5)
        x += cell_width
