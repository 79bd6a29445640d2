"""BattleForce lance counters as a cut-out PDF (seed 001 lines 222-275 counter values, 1063-1074
air lance counters). One counter per lance: name, class and type, the jump or motive mark, R and
M, and the RA/CA/D rows for Overburn (red), Full Strength (blue) and the damage steps (green,
yellow, orange), and a step marker to pencil. Air lances print ST/AA/D, Full Strength and their
one step. The Experience Level is on a separate chit (seed 001: the chits stay hidden), printed
with a Damage Step chit per step on pages after the counters. Counters sit edge to edge with cut
lines and crop marks; output is deterministic.

Public drawing functions (also used for regiment counters): ``draw_counter(painter, x, y, size,
lance)`` and ``draw_chit(painter, x, y, width, height, heading, text, tint=None)``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas

from designer.battleforce.tables import tables as bf_tables
from designer.battleforce.values import (
    INFANTRY,
    MECH,
    VEHICLE_PREFIX,
    LanceValues,
    is_air,
)
from designer.sheets.draw import Painter
from designer.sheets.fonts import register
from designer.sheets.template import PAPERS, Fonts, Frame, Page, _Frozen, _load

ROW_TINTS = {"overburn": (1.0, 0.80, 0.80), "full": (0.80, 0.87, 1.0), "step1": (0.80, 0.95, 0.80),
             "step2": (1.0, 1.0, 0.72), "step3": (1.0, 0.86, 0.68)}
MOTIVE_MARKS = {"hover": "H", "tracked": "T", "wheeled": "W", "vtol": "V", "naval": "N",
                "hydrofoil": "F", "submarine": "S"}
# Counter geometry on a 108-point counter, scaled to the template's size.
BASE = 108.0
PAD = 5.0
HEADER_Y, ROW_Y, ROW_H = 27.0, 30.0, 13.0
CELLS = {"r": 14.0, "m": 30.0, "mark": 50.0, "a": 68.0, "b": 82.0, "c": 96.0}


class CountersTemplate(_Frozen):
    paper: str
    page: Page
    frame: Frame
    fonts: Fonts = Fonts()
    size: float
    columns: int
    rows: int
    crop_mark: float
    title: str


@lru_cache(maxsize=4)
def counters_template(paper: str = "letter") -> CountersTemplate:
    """The counter sheet layout for ``paper``.

    Raises:
        ValueError: unknown paper size.
        FormatError: the layout file is missing or malformed.
    """
    if paper not in PAPERS:
        raise ValueError(f"unknown paper size {paper!r} (expected one of: {', '.join(PAPERS)})")
    return _load(f"counters-{paper}.yaml", CountersTemplate)  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class CounterRow:
    tint: str
    label: str
    cells: tuple[str, ...]   # R, M, then the three value columns


def class_and_type(lance: LanceValues) -> tuple[str, str]:
    """("MECH LANCE", "JUMP") and the like: the lance's class and its type (jump, motive, or an
    air lance's weight class by its M, seed 001 lines 1678-1683)."""
    if is_air(lance.class_):
        weight = next((row.weight for row in bf_tables().fighter_movement if row.mp == lance.values.mp), "")
        return "AIR LANCE", weight.upper()
    if lance.class_.startswith(VEHICLE_PREFIX):
        return "VEHICLE LANCE", lance.class_.removeprefix(VEHICLE_PREFIX).upper()
    label = {MECH: "'MECH LANCE", INFANTRY: "INFANTRY"}.get(lance.class_, lance.class_.upper())
    return label, "JUMP" if lance.values.jump else ""


def mark(lance: LanceValues) -> str:
    """The centre-column mark: J for a jumping lance, the motive letter of a vehicle lance."""
    if lance.class_.startswith(VEHICLE_PREFIX):
        return MOTIVE_MARKS.get(lance.class_.removeprefix(VEHICLE_PREFIX), "")
    return "J" if lance.values.jump else ""


def counter_rows(lance: LanceValues) -> tuple[tuple[str, str, str], tuple[CounterRow, ...]]:
    """(value column headings, rows) of one counter."""
    v = lance.values
    r, mp = str(v.r), str(v.mp)
    steps = tuple(CounterRow(f"step{n}", str(n), (r, mp, *values))
                  for n, s in enumerate(lance.steps, start=1)
                  for values in [(str(s.ca), str(s.ra), str(s.d)) if is_air(lance.class_) else (str(s.ra), str(s.ca), str(s.d))])
    if is_air(lance.class_):
        return ("ST", "AA", "D"), (CounterRow("full", "FULL", (r, mp, str(v.ca), str(v.ra), str(v.d))), *steps)
    burn = CounterRow("overburn", "OVR", (r, str(lance.overburn.mp), str(lance.overburn.ra), "", ""))
    return ("RA", "CA", "D"), (burn, CounterRow("full", "FULL", (r, mp, str(v.ra), str(v.ca), str(v.d))), *steps)


NAME_Y = 11.0
TAG_SIZE = 4.5
TAG_GAP = 3.0   # between the name and the tag beside it


def draw_counter(painter: Painter, x: float, y: float, size: float, lance: LanceValues, tag: str = "") -> None:
    """One counter with its top-left corner at (x, y); ``tag`` (where a regiment's counter belongs)
    goes on the name's line at the right, the name then starts at the left and stops short of it."""
    k = size / BASE
    at = lambda px, py: (x + px * k, y + py * k)  # noqa: E731
    klass, kind = class_and_type(lance)
    if tag:
        shown = painter.text(*at(BASE - PAD - 2, NAME_Y), tag, TAG_SIZE * k, grey=True, align="right",
                             width=(BASE / 2 - PAD) * k)
        room = (BASE - 2 * PAD - 3 - TAG_GAP) * k - shown.width(painter.font(False))
        painter.text(*at(PAD + 1, NAME_Y), lance.name, 8.5 * k, bold=True, width=room, name=True)
        painter.canvas.setFillGray(0)
    else:
        painter.text(*at(BASE / 2, NAME_Y), lance.name, 8.5 * k, bold=True, align="center",
                     width=(BASE - 2 * PAD) * k)
    painter.text(*at(BASE / 2, 19.5), f"{klass} {kind}".strip(), 5.5 * k, align="center", width=(BASE - 2 * PAD) * k)
    headings, rows = counter_rows(lance)
    for key, text in zip(("r", "m", "mark", "a", "b", "c"), ("R", "M", mark(lance), *headings), strict=False):
        painter.text(*at(CELLS[key], HEADER_Y), text, (7.5 if key == "mark" else 5.5) * k,
                     bold=key == "mark", align="center")
    for n, row in enumerate(rows):
        top = ROW_Y + n * ROW_H
        painter.canvas.setFillColorRGB(*ROW_TINTS[row.tint])
        painter.canvas.rect(x + PAD * k, -(y + (top + ROW_H) * k), (BASE - 2 * PAD) * k, ROW_H * k, stroke=0, fill=1)
        painter.canvas.setFillGray(0)
        painter.text(*at(CELLS["mark"], top + 8.5), row.label, 4.5 * k, align="center", grey=True)
        for key, text in zip(("r", "m", "a", "b", "c"), row.cells, strict=False):
            painter.text(*at(CELLS[key], top + 9.5), text, 8 * k, bold=True, align="center")
    _step_marker(painter, x, y, k, len(rows) - (0 if is_air(lance.class_) else 1))


def _step_marker(painter: Painter, x: float, y: float, k: float, steps: int) -> None:
    """A pencil track under the rows, "STEP" then a box per damage step (0 = full strength):
    the face shows how hurt the lance is; its Experience Level stays on a hidden chit."""
    left = x + (PAD + 22) * k
    painter.text(x + (PAD + 1) * k, y + (BASE - 4.2) * k, "STEP", 5.5 * k, bold=True)
    for n in range(steps):
        cx = left + n * 14 * k
        painter.rect(cx, y + (BASE - 10) * k, 6 * k, 6 * k, line_width=0.5)
        painter.text(cx + 8 * k, y + (BASE - 4.2) * k, str(n), 5.5 * k)


CHIT_W, CHIT_H = 72.0, 27.0    # 1 x 0.375 in: fits a counter's side pocket
STEP_TINTS = ("full", "step1", "step2", "step3")


def draw_chit(painter: Painter, x: float, y: float, width: float, height: float, heading: str, text: str,
              tint: str | None = None) -> None:
    """One information chit with its top-left corner at (x, y): a small ``heading`` (whose lance)
    over a large ``text`` (an Experience Level, "STEP 2"), on the row colour ``tint`` (a key of
    ROW_TINTS) when given; framed for cutting out."""
    if tint is not None:
        painter.canvas.setFillColorRGB(*ROW_TINTS[tint])
        painter.canvas.rect(x, -(y + height), width, height, stroke=0, fill=1)
        painter.canvas.setFillGray(0)
    painter.rect(x, y, width, height, line_width=0.3)
    painter.text(x + width / 2, y + height * 0.36, heading, 6, align="center", width=width - 4)
    painter.text(x + width / 2, y + height * 0.82, text, 9, bold=True, align="center", width=width - 4)


def chits(lance: LanceValues) -> list[tuple[str, str, str | None]]:
    """(heading, text, tint) of a lance's chits: its Experience Level, then a chit per damage
    step it can take (seed 001: Experience Level and Damage Step chits, kept hidden)."""
    steps = 1 + len(lance.steps)
    return [(lance.name, lance.experience.upper(), None)] + [
        (lance.name, f"STEP {n}", STEP_TINTS[n]) for n in range(steps)]


def _chit_pages(canvas: Canvas, template: CountersTemplate, lances: Sequence[LanceValues]) -> int:
    """Pages of chits after the counters, in lance order, edge to edge on the counter grid."""
    every = [chit for lance in lances for chit in chits(lance)]
    columns = int(template.columns * template.size // CHIT_W)
    rows = int(template.rows * template.size // CHIT_H)
    per_page, pages = columns * rows, 0
    for start in range(0, len(every), per_page):
        canvas.saveState()
        painter = Painter(canvas, template)  # type: ignore[arg-type]
        painter.text(0, -template.crop_mark - 6, CHITS_TITLE, 7, grey=True)
        for index, (heading, text, tint) in enumerate(every[start:start + per_page]):
            row, col = divmod(index, columns)
            draw_chit(painter, col * CHIT_W, row * CHIT_H, CHIT_W, CHIT_H, heading, text, tint)
        canvas.restoreState()
        canvas.showPage()
        pages += 1
    return pages


CHITS_TITLE = "Experience Level and Damage Step chits: cut out, keep hidden from the opponent"


def _cut_lines(painter: Painter, template: CountersTemplate, used: int) -> None:
    size, cols = template.size, template.columns
    painter.canvas.setStrokeGray(0.55)
    for index in range(used):
        row, col = divmod(index, cols)
        painter.canvas.setLineWidth(0.3)
        painter.canvas.rect(col * size, -(row + 1) * size, size, size, stroke=1, fill=0)
    rows = (used + cols - 1) // cols
    mark_len = template.crop_mark
    for col in range(min(used, cols) + 1):
        painter.line(col * size, -mark_len - 2, col * size, -2, 0.3)
        painter.line(col * size, rows * size + 2, col * size, rows * size + mark_len + 2, 0.3)
    for row in range(rows + 1):
        painter.line(-mark_len - 2, row * size, -2, row * size, 0.3)
        painter.line(cols * size + 2, row * size, cols * size + mark_len + 2, row * size, 0.3)
    painter.canvas.setStrokeGray(0)


def counter_boxes(paper: str = "letter") -> list[tuple[float, float, float, float]]:
    """Every counter place of a page as (x0, top, x1, bottom) in points from the page's top-left
    corner (pdfplumber's coordinates), in drawing order."""
    t = counters_template(paper)
    return [(t.frame.x + c * t.size, t.frame.y + r * t.size, t.frame.x + (c + 1) * t.size, t.frame.y + (r + 1) * t.size)
            for r in range(t.rows) for c in range(t.columns)]


def render_counters(lances: Sequence[LanceValues], out: str | Path | BinaryIO, *, paper: str = "letter") -> int:
    """Draws the counters of ``lances``, many to a page, into one PDF; returns the page count.

    Raises:
        ValueError: unknown paper size, or no lances.
    """
    if not lances:
        raise ValueError("no lances to print as counters")
    template = counters_template(paper)
    canvas = Canvas(str(out) if isinstance(out, Path) else out, pagesize=(template.page.width, template.page.height),
                    invariant=1, pageCompression=1, initialFontName=register()[0])
    canvas.setTitle("BattleForce lance counters")
    canvas.setCreator("designer")
    canvas.setAuthor("")
    per_page = template.columns * template.rows
    pages = 0
    for start in range(0, len(lances), per_page):
        chunk = lances[start:start + per_page]
        canvas.saveState()
        painter = Painter(canvas, template)  # type: ignore[arg-type]
        painter.text(0, -template.crop_mark - 6, template.title, 7, grey=True)
        _cut_lines(painter, template, len(chunk))
        for index, lance in enumerate(chunk):
            row, col = divmod(index, template.columns)
            draw_counter(painter, col * template.size, row * template.size, template.size, lance)
        canvas.restoreState()
        canvas.showPage()
        pages += 1
    pages += _chit_pages(canvas, template, lances)
    canvas.save()
    return pages
