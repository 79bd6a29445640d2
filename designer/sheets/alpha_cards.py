"""Alpha Strike cards as a cut-out PDF: standard playing-card size (2.5 x 3.5 in), nine to a
Letter or A4 page with crop marks, each with name, type, size, move, TMM, skill, Point Value,
damage S/M/L (E for aerospace), overheat, armor and structure pips, specials and a heat track
for the units that have one; every page's header gives the force's card count and total PV.

``write_cards(stream, cards, paper)`` draws ``designer.alphastrike`` cards; output is
deterministic (no timestamps)."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import BinaryIO

from reportlab.lib.units import inch
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from designer.alphastrike import AlphaStrikeCard
from designer.sheets.fonts import register

CARD_W, CARD_H = 2.5 * inch, 3.5 * inch
PAGES = {"letter": (8.5 * inch, 11 * inch), "a4": (595.28, 841.89)}
COLUMNS, ROWS = 3, 3
CROP = 10.0          # crop mark length, drawn in the margin
PAD = 7.0
DARK = (0.15, 0.18, 0.25)
TINT = (0.90, 0.92, 0.95)
RED = (0.75, 0.12, 0.12)
TYPE_NAMES = {"BM": "BattleMech", "IM": "IndustrialMech", "CV": "Combat Vehicle", "SV": "Support Vehicle",
              "BA": "Battle Armor", "CI": "Infantry", "PM": "ProtoMech", "AF": "Aerospace Fighter",
              "CF": "Conventional Fighter"}
AEROSPACE = ("AF", "CF", "SC", "DS", "DA")
HEAT_STEPS = ("1", "2", "3", "S")


def write_cards(stream: BinaryIO, cards: Sequence[AlphaStrikeCard], paper: str = "letter") -> int:
    """Draws ``cards`` nine to a page into ``stream``; returns the page count.

    Raises:
        ValueError: unknown paper size, or no cards.
    """
    if paper not in PAGES:
        raise ValueError(f"unknown paper size {paper!r} (expected one of: {', '.join(PAGES)})")
    if not cards:
        raise ValueError("no cards to print")
    regular, bold = register()
    width, height = PAGES[paper]
    canvas = Canvas(stream, pagesize=(width, height), invariant=1, pageCompression=1, initialFontName=regular)
    canvas.setTitle("Alpha Strike cards")
    canvas.setCreator("designer")
    canvas.setAuthor("")
    left = (width - COLUMNS * CARD_W) / 2
    top = height - (height - ROWS * CARD_H) / 2
    total = sum(card.point_value for card in cards)
    per_page = COLUMNS * ROWS
    pages = 0
    for start in range(0, len(cards), per_page):
        chunk = cards[start:start + per_page]
        _force_line(canvas, left, top, f"Alpha Strike force: {len(cards)} cards, total PV {total}"
                    f"    page {pages + 1} of {(len(cards) + per_page - 1) // per_page}", regular)
        _crop_marks(canvas, left, top, len(chunk))
        for index, card in enumerate(chunk):
            row, col = divmod(index, COLUMNS)
            draw_card(canvas, left + col * CARD_W, top - (row + 1) * CARD_H, card, (regular, bold))
        canvas.showPage()
        pages += 1
    canvas.save()
    return pages


def sheets_with_cards(stream: BinaryIO, draw_sheets: Callable[[BinaryIO], int],
                      cards: Sequence[AlphaStrikeCard], paper: str = "letter") -> int:
    """The record sheets ``draw_sheets`` draws, followed by the units' Alpha Strike cards, as one
    PDF in ``stream``; returns the sheet pages (``designer sheet --card``)."""
    from pypdf import PdfReader, PdfWriter

    sheets = io.BytesIO()
    pages = draw_sheets(sheets)
    writer = PdfWriter()
    writer.append(PdfReader(io.BytesIO(sheets.getvalue())))
    if cards:
        card_pdf = io.BytesIO()
        write_cards(card_pdf, cards, paper)
        writer.append(PdfReader(io.BytesIO(card_pdf.getvalue())))
    writer.write(stream)
    return pages


def _force_line(canvas: Canvas, left: float, top: float, text: str, font: str) -> None:
    """The force's card count and total PV, up the left margin (the top margin holds the marks)."""
    canvas.saveState()
    canvas.setFont(font, 8)
    canvas.setFillColorRGB(0.3, 0.3, 0.3)
    canvas.translate(left - 2 * CROP - 2, top - ROWS * CARD_H)
    canvas.rotate(90)
    canvas.drawString(0, 0, text)
    canvas.restoreState()


def _crop_marks(canvas: Canvas, left: float, top: float, count: int) -> None:
    """Short lines in the margin at every card edge, and faint cut lines between the cards."""
    rows = (count + COLUMNS - 1) // COLUMNS
    columns = min(count, COLUMNS)
    bottom, right = top - rows * CARD_H, left + columns * CARD_W
    canvas.setLineWidth(0.4)
    canvas.setStrokeColorRGB(0, 0, 0)
    for c in range(columns + 1):
        x = left + c * CARD_W
        canvas.line(x, top + 2, x, top + 2 + CROP)
        canvas.line(x, bottom - 2, x, bottom - 2 - CROP)
    for r in range(rows + 1):
        y = top - r * CARD_H
        canvas.line(left - 2, y, left - 2 - CROP, y)
        canvas.line(right + 2, y, right + 2 + CROP, y)
    canvas.setStrokeColorRGB(0.8, 0.8, 0.8)
    canvas.setLineWidth(0.25)
    canvas.setDash(2, 2)
    for c in range(1, columns):
        canvas.line(left + c * CARD_W, top, left + c * CARD_W, bottom)
    for r in range(1, rows):
        canvas.line(left, top - r * CARD_H, right, top - r * CARD_H)
    canvas.setDash()


def _fit(text: str, font: str, size: float, width: float, smallest: float = 5.5) -> float:
    """The largest size up to ``size`` at which ``text`` fits ``width`` (not under ``smallest``)."""
    while size > smallest and stringWidth(text, font, size) > width:
        size -= 0.25
    return size


def draw_card(canvas: Canvas, x: float, y: float, card: AlphaStrikeCard, fonts: tuple[str, str]) -> None:
    """One card with its bottom-left corner at (x, y)."""
    regular, bold = fonts
    inner = CARD_W - 2 * PAD
    canvas.saveState()
    canvas.setStrokeColorRGB(*DARK)
    canvas.setLineWidth(1.2)
    canvas.roundRect(x + 3, y + 3, CARD_W - 6, CARD_H - 6, 6, stroke=1, fill=0)
    # Header: name, type and size
    canvas.setFillColorRGB(*DARK)
    canvas.roundRect(x + 3, y + CARD_H - 44, CARD_W - 6, 41, 6, stroke=0, fill=1)
    canvas.setFillColorRGB(1, 1, 1)
    size = _fit(card.name, bold, 12, inner)
    canvas.setFont(bold, size)
    canvas.drawString(x + PAD, y + CARD_H - 20, card.name)
    room = _points(canvas, x, y, card, fonts) - (x + PAD) - 6
    kind = TYPE_NAMES.get(card.unit_type, card.unit_type)
    role = f"  {card.role}" if card.role else ""
    line = f"{card.unit_type}  {kind}   SZ {card.size}{role}"
    if stringWidth(line, regular, 7) > room:
        line = f"{card.unit_type}   SZ {card.size}{role}"
    canvas.setFont(regular, _fit(line, regular, 8, room))
    canvas.drawString(x + PAD, y + CARD_H - 35, line)
    line = y + CARD_H - 64
    canvas.setFillColorRGB(0, 0, 0)
    _labelled(canvas, x + PAD, line, "MV", card.move, fonts, 13)
    _labelled(canvas, x + PAD + 100, line, "TMM", str(card.tmm), fonts, 13)
    line -= 10
    _damage(canvas, x + PAD, line - 44, inner, card, fonts)
    line -= 56
    _heat(canvas, x + PAD, line - 18, card, fonts)
    line -= 28
    line = _pips(canvas, x + PAD, line, "A", card.armor, inner, fonts)
    line = _pips(canvas, x + PAD, line - 3, "S", card.structure, inner, fonts)
    if card.threshold:
        _labelled(canvas, x + PAD, line - 8, "TH", str(card.threshold), fonts, 10)
        line -= 14
    _specials(canvas, x + PAD, line - 6, inner, y + PAD + 8, card, fonts)
    canvas.setFont(regular, 5.5)
    canvas.setFillColorRGB(0.45, 0.45, 0.45)
    canvas.drawRightString(x + CARD_W - PAD, y + PAD, "designer: Alpha Strike Companion conversion")
    canvas.restoreState()


def _points(canvas: Canvas, x: float, y: float, card: AlphaStrikeCard, fonts: tuple[str, str]) -> float:
    """Skill and Point Value in the header's right corner; returns where the skill starts."""
    regular, bold = fonts
    right = x + CARD_W - PAD
    points = f"PV {card.point_value}"
    canvas.setFont(bold, 14)
    canvas.drawRightString(right, y + CARD_H - 36, points)
    canvas.setFont(regular, 7)
    skill = f"SKILL {card.skill}"
    skill_right = right - stringWidth(points, bold, 14) - 6
    canvas.drawRightString(skill_right, y + CARD_H - 35, skill)
    return skill_right - stringWidth(skill, regular, 7)


def _labelled(canvas: Canvas, x: float, y: float, label: str, value: str, fonts: tuple[str, str],
              size: float) -> None:
    regular, bold = fonts
    canvas.setFont(regular, 7)
    canvas.drawString(x, y, label)
    canvas.setFont(bold, size)
    canvas.drawString(x + stringWidth(label, regular, 7) + 3, y, value)


def _damage(canvas: Canvas, x: float, y: float, width: float, card: AlphaStrikeCard,
            fonts: tuple[str, str]) -> None:
    """The damage box: S (+0) M (+2) L (+4), and E (+6) for aerospace units."""
    regular, bold = fonts
    bands = [("S", "+0"), ("M", "+2"), ("L", "+4")]
    if card.unit_type in AEROSPACE:
        bands.append(("E", "+6"))
    canvas.setFillColorRGB(*TINT)
    canvas.roundRect(x, y, width, 44, 4, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    canvas.setFont(regular, 7)
    canvas.drawString(x + 4, y + 34, "DAMAGE")
    cell = (width - 40) / len(bands)
    for index, (band, modifier) in enumerate(bands):
        cx = x + 40 + index * cell + cell / 2
        canvas.setFont(regular, 7)
        canvas.drawCentredString(cx, y + 34, f"{band} ({modifier})")
        canvas.setFont(bold, 19)
        canvas.drawCentredString(cx, y + 9, str(card.damage[index]))


def _heat(canvas: Canvas, x: float, y: float, card: AlphaStrikeCard, fonts: tuple[str, str]) -> None:
    """Overheat value and, for units that run hot, the heat track 1 2 3 S to mark."""
    regular, bold = fonts
    _labelled(canvas, x, y + 5, "OV", str(card.overheat), fonts, 13)
    if not card.has_heat_track:
        return
    canvas.setFont(regular, 7)
    canvas.drawString(x + 44, y + 6, "HEAT")
    for index, step in enumerate(HEAT_STEPS):
        bx = x + 68 + index * 23
        canvas.setStrokeColorRGB(*(RED if step == "S" else DARK))
        canvas.setLineWidth(0.9)
        canvas.rect(bx, y, 20, 17, stroke=1, fill=0)
        canvas.setFillColorRGB(*(RED if step == "S" else (0.3, 0.3, 0.3)))
        canvas.setFont(bold, 9)
        canvas.drawCentredString(bx + 10, y + 5, step)
    canvas.setFillColorRGB(0, 0, 0)


def _pips(canvas: Canvas, x: float, y: float, label: str, count: int, width: float,
          fonts: tuple[str, str]) -> float:
    """``count`` circles to tick off, wrapping as needed; returns the y below the last row."""
    regular, bold = fonts
    canvas.setFont(bold, 10)
    canvas.setFillColorRGB(0, 0, 0)
    canvas.drawString(x, y - 9, f"{label} {count}")
    radius, step = 4.0, 10.0
    per_row = max(1, int((width - 32) // step))
    canvas.setLineWidth(0.8)
    canvas.setStrokeColorRGB(*DARK)
    for index in range(count):
        row, col = divmod(index, per_row)
        canvas.circle(x + 32 + col * step + radius, y - 6 - row * (step + 1), radius, stroke=1, fill=0)
    rows = max(1, (count + per_row - 1) // per_row)
    return y - rows * (step + 1) - 4


def _specials(canvas: Canvas, x: float, y: float, width: float, floor: float, card: AlphaStrikeCard,
              fonts: tuple[str, str]) -> None:
    """SPECIAL: the specials, wrapped at commas; the font shrinks until they fit above ``floor``."""
    regular, bold = fonts
    text = ", ".join(card.specials) or "-"
    for size in (9.0, 8.5, 8.0, 7.5, 7.0, 6.5, 6.0, 5.5, 5.0):
        lines = _wrap(f"SPECIAL: {text}", regular, size, width)
        if y - len(lines) * (size + 1.5) >= floor:
            break
    canvas.setFont(regular, size)
    canvas.setFillColorRGB(0, 0, 0)
    for index, line in enumerate(lines):
        canvas.drawString(x, y - index * (size + 1.5), line)


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    words = text.split(" ")
    lines: list[str] = []
    current = ""
    for word in words:
        trial = f"{current} {word}".strip()
        if current and stringWidth(trial, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    return lines + [current] if current else lines
