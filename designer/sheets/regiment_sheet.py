"""A BattleForce regiment in print: every lance counter in battalion order (then the regimental
headquarters and the supply train), the Experience Level chits, a roster page and the Battlegroup
Worksheet (seed 001 lines 2523-2533, 3559-3573); and a scenario as a one-page briefing.

Counters are drawn by :func:`designer.sheets.counters.draw_counter` at the lance counter size;
this module only lays them out. Output is deterministic (reportlab invariant mode)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from designer.battleforce.quick import proper_name
from designer.battleforce.briefing import briefing_sections
from designer.battleforce.regiment import Regiment, RegimentLance
from designer.battleforce.scenarios import Scenario
from designer.sheets.counters import CountersTemplate, counters_template, draw_counter
from designer.sheets.draw import Painter

CHIT_TINTS = {
    "Green": (0.80, 0.95, 0.80),
    "Regular": (0.85, 0.88, 1.0),
    "Veteran": (1.0, 0.93, 0.70),
    "Elite": (1.0, 0.80, 0.80),
}
ROW = 11.5  # roster line height
WORKSHEET_BOXES = (
    "REGIMENTAL BATTLEGROUP",
    "ALL DROPSHIPS",
    "BATTLEGROUP 1",
    "BATTLEGROUP 2",
    "BATTLEGROUP 3",
    "BATTLEGROUP 4",
    "BATTLEGROUP 5",
)


def _canvas(out: str | Path | BinaryIO, template: CountersTemplate, title: str) -> Canvas:
    canvas = Canvas(
        str(out) if isinstance(out, Path) else out,
        pagesize=(template.page.width, template.page.height),
        invariant=1,
        pageCompression=1,
    )
    canvas.setTitle(title)
    canvas.setCreator("designer")
    canvas.setAuthor("")
    return canvas


def _width(template: CountersTemplate) -> float:
    return template.page.width - 2 * template.frame.x


def _height(template: CountersTemplate) -> float:
    return template.page.height - 2 * template.frame.y


def _page(canvas: Canvas, template: CountersTemplate) -> Painter:
    canvas.saveState()
    return Painter(canvas, template)  # type: ignore[arg-type]


def _end_page(canvas: Canvas) -> None:
    canvas.restoreState()
    canvas.showPage()


def _cut_grid(painter: Painter, size: float, columns: int, used: int, mark: float) -> None:
    """Cut lines around ``used`` places of a ``columns``-wide grid of ``size`` squares, and crop
    marks outside the grid on every line."""
    painter.canvas.setStrokeGray(0.55)
    for index in range(used):
        row, col = divmod(index, columns)
        painter.rect(col * size, row * size, size, size, line_width=0.3)
    rows = (used + columns - 1) // columns
    for col in range(min(used, columns) + 1):
        painter.line(col * size, -mark - 2, col * size, -2, 0.3)
        painter.line(col * size, rows * size + 2, col * size, rows * size + mark + 2, 0.3)
    for row in range(rows + 1):
        painter.line(-mark - 2, row * size, -2, row * size, 0.3)
        painter.line(columns * size + 2, row * size, columns * size + mark + 2, row * size, 0.3)
    painter.canvas.setStrokeGray(0)


ABBREVIATIONS = (
    ("Regimental Headquarters", "Regt HQ"),
    ("Regimental Battlegroup", "RBG"),
    ("Headquarters", "HQ"),
    ("Battalion", "Bn"),
    ("Company", "Co"),
)


def _battalion_of(lance: RegimentLance) -> str:
    return lance.location.split("/")[0]


def location_tag(lance: RegimentLance) -> str:
    """Where a counter belongs, short enough for its foot: "1st Bn A Co", "Regt HQ"."""
    tag = " ".join(lance.location.split("/")[:-1])
    for long, short in ABBREVIATIONS:
        tag = tag.replace(long, short)
    return tag


def _counter_pages(canvas: Canvas, template: CountersTemplate, regiment: Regiment) -> None:
    lances = (*regiment.lances(), *regiment.trucks)
    per_page = template.columns * template.rows
    for start in range(0, len(lances), per_page):
        chunk = lances[start : start + per_page]
        painter = _page(canvas, template)
        groups = list(dict.fromkeys(_battalion_of(lance) for lance in chunk))
        painter.text(
            0,
            -26,
            f"{regiment.name}: counters, {', '.join(groups)} (cut along the lines)",
            7,
            grey=True,
            width=_width(template),
        )
        _cut_grid(painter, template.size, template.columns, len(chunk), template.crop_mark)
        for index, lance in enumerate(chunk):
            row, col = divmod(index, template.columns)
            x, y = col * template.size, row * template.size
            # where the counter belongs, on the name's line (the foot is the step track)
            draw_counter(painter, x, y, template.size, lance.lance, tag=location_tag(lance))
        _end_page(canvas)


def _draw_chit(painter: Painter, x: float, y: float, size: float, lance: RegimentLance) -> None:
    painter.canvas.setFillColorRGB(*CHIT_TINTS.get(lance.level, (1, 1, 1)))
    painter.canvas.rect(x + 3, -(y + size - 3), size - 6, size - 6, stroke=0, fill=1)
    painter.canvas.setFillGray(0)
    painter.text(
        x + size / 2, y + size / 2 + 2, lance.level.upper(), 8, bold=True, align="center", width=size - 8
    )
    painter.text(x + size / 2, y + size - 8, lance.name, 5.5, align="center", width=size - 8)


def _chit_pages(canvas: Canvas, template: CountersTemplate, regiment: Regiment) -> None:
    """One Experience Level chit per lance, half a counter square, in counter order."""
    lances = (*regiment.lances(), *regiment.trucks)
    size = template.size / 2
    columns, rows = template.columns * 2, template.rows * 2
    for start in range(0, len(lances), columns * rows):
        chunk = lances[start : start + columns * rows]
        painter = _page(canvas, template)
        painter.text(0, -26, f"{regiment.name}: Experience Level chits (cut along the lines)", 7, grey=True)
        _cut_grid(painter, size, columns, len(chunk), template.crop_mark)
        for index, lance in enumerate(chunk):
            row, col = divmod(index, columns)
            _draw_chit(painter, col * size, row * size, size, lance)
        _end_page(canvas)


ROSTER_COLUMNS = (
    ("Lance", 0, "left"),
    ("Exp.", 118, "left"),
    ("RA", 168, "right"),
    ("CA", 188, "right"),
    ("D", 206, "right"),
    ("R", 222, "right"),
    ("M", 240, "right"),
    ("OVR", 268, "right"),
    ("Cost", 298, "right"),
    ("Members", 310, "left"),
)


def _roster_row(painter: Painter, y: float, cells: Sequence[str], width: float, bold: bool = False) -> None:
    for (_, x, align), text in zip(ROSTER_COLUMNS, cells, strict=False):
        limit = width - x if align == "left" and x == 310 else 110 if x == 0 else None
        painter.text(x, y, text, 7, bold=bold, align=align, width=limit)


def _lance_cells(lance: RegimentLance) -> list[str]:
    v, burn = lance.lance.values, lance.lance.overburn
    return [
        lance.name,
        lance.level,
        str(v.ra),
        str(v.ca),
        str(v.d),
        str(v.r),
        f"{v.mp}{'J' if v.jump else ''}",
        f"{burn.ra}/{burn.mp}",
        str(lance.cost.points),
        ", ".join(proper_name(m.name) for m in lance.lance.members),
    ]


def roster_blocks(regiment: Regiment) -> list[tuple[str, tuple[RegimentLance, ...]]]:
    """(heading, lances) in battalion order, for the roster."""
    blocks = []
    for battalion in regiment.battalions:
        if battalion.headquarters:
            blocks.append((f"{battalion.name}, Headquarters", battalion.headquarters))
        blocks += [(f"{battalion.name}, {company.name}", company.lances) for company in battalion.companies]
    if regiment.headquarters:
        blocks.append(("Regimental Headquarters", regiment.headquarters))
    if regiment.trucks:
        blocks.append(("Regimental Battlegroup (supply train, no cost)", regiment.trucks))
    return blocks


def _roster_page(canvas: Canvas, template: CountersTemplate, regiment: Regiment) -> None:
    painter = _page(canvas, template)
    width = _width(template)
    level = f", {regiment.level}" if regiment.level else ""
    painter.text(
        0, -20, f"{regiment.name}: {regiment.type.title()} regiment{level}", 13, bold=True, width=width
    )
    painter.text(0, -6, regiment.total().working[0], 8, width=width)
    y = 10.0
    _roster_row(painter, y, [heading for heading, _, _ in ROSTER_COLUMNS], width, bold=True)
    blocks = roster_blocks(regiment)
    rows = sum(len(lances) + 1 for _, lances in blocks)
    step = min(ROW, (_height(template) - 90) / max(rows, 1))
    for heading, lances in blocks:
        y += step
        painter.text(0, y, heading, 7.5, bold=True, grey=True)
        for lance in lances:
            y += step
            _roster_row(painter, y, _lance_cells(lance), width)
    extras = [f"{item.name}: {item.cost.points}" for item in (*regiment.dropships, *regiment.specials)]
    notes = [
        *regiment.budget.working,
        *(["Purchases: " + "; ".join(extras)] if extras else []),
        *(f"{f.severity.value}: {f.code} [{f.location}] {f.message}" for f in regiment.findings),
    ]
    for note in notes:
        y += ROW
        painter.text(0, y, note, 7, width=width)
    _end_page(canvas)


def _worksheet_contents(regiment: Regiment) -> list[list[str]]:
    """Lines for each worksheet box: the supply train and regimental headquarters; the DropShips;
    one battlegroup per battalion; the last battlegroups left blank."""
    first = [f"{lance.name} ({lance.level})" for lance in (*regiment.trucks, *regiment.headquarters)]
    contents = [first, [item.name for item in regiment.dropships]]
    for battalion in regiment.battalions[: len(WORKSHEET_BOXES) - 2]:
        contents.append([battalion.name] + [f"{lance.name} ({lance.level})" for lance in battalion.lances()])
    return contents + [[] for _ in range(len(WORKSHEET_BOXES) - len(contents))]


def _worksheet_page(canvas: Canvas, template: CountersTemplate, regiment: Regiment) -> None:
    painter = _page(canvas, template)
    width, height = _width(template), _height(template)
    painter.text(width / 2, -20, "BATTLEFORCE BATTLEGROUP WORKSHEET", 13, bold=True, align="center")
    painter.text(width / 2, -6, regiment.name, 9, align="center", width=width)
    gap = 14.0
    box_w, box_h = (width - gap) / 2, (height - 3 * gap - 10) / 4
    for index, (title, lines) in enumerate(zip(WORKSHEET_BOXES, _worksheet_contents(regiment), strict=True)):
        row, col = divmod(index + (1 if index else 0), 2) if index else (0, 0)
        x, y = col * (box_w + gap), 10 + row * (box_h + gap)
        painter.rect(x, y, box_w if index else width, box_h, line_width=1.2)
        painter.text(x + 6, y + 12, title, 8.5, bold=True)
        spacing = min(9.0, (box_h - 20) / max(len(lines), 1))
        for n, line in enumerate(lines):
            column = n // max(int((box_h - 20) // spacing), 1)
            painter.text(
                x + 8 + column * box_w / 2,
                y + 24 + (n % max(int((box_h - 20) // spacing), 1)) * spacing,
                line,
                6.5,
                width=box_w / 2 - 12,
            )
    _end_page(canvas)


def render_regiment(regiment: Regiment, out: str | Path | BinaryIO, *, paper: str = "letter") -> int:
    """Counters, chits, roster and battlegroup worksheet of ``regiment`` in one PDF; returns the
    page count.

    Raises:
        ValueError: unknown paper size.
    """
    template = counters_template(paper)
    canvas = _canvas(out, template, f"{regiment.name}: BattleForce regiment")
    _counter_pages(canvas, template, regiment)
    _chit_pages(canvas, template, regiment)
    _roster_page(canvas, template, regiment)
    _worksheet_page(canvas, template, regiment)
    pages = canvas.getPageNumber() - 1
    canvas.save()
    return pages


def render_briefing(item: Scenario, out: str | Path | BinaryIO, *, paper: str = "letter") -> None:
    """A scenario on one page: title, situation, set-up, each side, special rules, victory.

    Raises:
        ValueError: unknown paper size.
    """
    template = counters_template(paper)
    canvas = _canvas(out, template, f"BattleForce scenario: {item.title}")
    painter = _page(canvas, template)
    width = _width(template)
    painter.text(0, -20, item.title.upper(), 16, bold=True, width=width)
    painter.text(0, -6, f"BattleForce scenario (seed 001 lines {item.lines})", 8, grey=True)
    sections = briefing_sections(item)
    lines = sum(
        len(simpleSplit(p, painter.font(False), 9, width - 12)) + 0.4 for _, ps in sections for p in ps
    ) + 2 * len(sections)
    size = 9.0 if lines * 11.5 < _height(template) - 30 else 8.0
    lead = size * 1.28
    y = 16.0
    for heading, paragraphs in sections:
        y += lead * 1.2
        painter.text(0, y, heading, size + 2, bold=True, width=width)
        for paragraph in paragraphs:
            bullet = len(paragraphs) > 1
            for n, line in enumerate(simpleSplit(paragraph, painter.font(False), size, width - 12)):
                y += lead
                if bullet and n == 0:
                    painter.text(2, y, "\u2022", size)
                painter.text(12, y, line, size)
            y += lead * 0.3
    _end_page(canvas)
    canvas.save()
