"""Drawing primitives in design-frame coordinates (x right, y down, points) on a reportlab
canvas. Every string goes through :mod:`text_fit`, so nothing leaves its box."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from reportlab.pdfgen.canvas import Canvas

from designer.sheets.fonts import runs, visual
from designer.sheets.template import Box, Fonts, MechTemplate
from designer.sheets.text_fit import MIN_SQUEEZE, NAME_SQUEEZE, Fitted, abbreviated, fit_line, width_of

GREY = 0.25
HALO = 0.78
LINE = 0.6
SMALLEST_TYPE = 6.0   # points on paper: nothing a player must read is set smaller
PIP_CLEARANCE = 1.5   # points on paper between a pip and its outline: a pencil's room


class Painter:
    """A canvas whose page is mapped to the template's design frame."""

    def __init__(self, canvas: Canvas, template: MechTemplate) -> None:
        self.canvas = canvas
        self.fonts: Fonts = template.fonts
        frame = template.frame
        self.floor = SMALLEST_TYPE / frame.scale   # the smallest type in design units
        self.pip_clearance = PIP_CLEARANCE / frame.scale
        canvas.translate(frame.x, template.page.height - frame.y)
        canvas.scale(frame.scale, frame.scale)
        canvas.setLineWidth(LINE)

    def font(self, bold: bool) -> str:
        return self.fonts.bold if bold else self.fonts.regular

    @contextmanager
    def smallest_type(self, floor: float) -> Iterator[None]:
        """Lets type come down to ``floor`` (design units) inside the block, never above the
        usual floor."""
        saved = self.floor
        self.floor = min(saved, floor)
        try:
            yield
        finally:
            self.floor = saved

    def legible(self, size: float) -> float:
        """``size`` raised to the smallest type a player reads at the table."""
        return max(size, self.floor)

    def text(self, x: float, y: float, text: str, size: float, *, bold: bool = False,
             align: str = "left", width: float | None = None, min_size: float = 4.0,
             grey: bool = False, white: bool = False, name: bool = False) -> Fitted:
        """Draws one line with its baseline at ``y``; squeezed or shrunk to ``width``. A ``name``
        (an item, a slot, a bin) is abbreviated rather than squeezed under NAME_SQUEEZE."""
        font = self.font(bold)
        size, min_size = self.legible(size), self.legible(min_size)
        if name and width:
            text = abbreviated(text, font, size, width)
        squeeze = NAME_SQUEEZE if name else MIN_SQUEEZE
        fitted = fit_line(text, font, size, width, min_size, squeeze) if width else Fitted(text, size, 1.0)
        drawn = fitted.width(font)
        if align == "center":
            x -= drawn / 2
        elif align == "right":
            x -= drawn
        obj = self.canvas.beginText(x, -y)
        obj.setHorizScale(fitted.squeeze * 100)   # Tz persists in the PDF text state: always set
        obj.setFillGray(1 if white else GREY if grey else 0)   # persists past ET too: always set
        for chunk, name in runs(visual(fitted.text), font):   # a fallback font for missing scripts
            obj.setFont(name, fitted.size)
            obj.textOut(chunk)
        self.canvas.drawText(obj)
        return fitted

    def text_width(self, text: str, size: float, bold: bool = False) -> float:
        return width_of(text, self.font(bold), self.legible(size))

    def rect(self, x: float, y: float, w: float, h: float, *, fill: float | None = None,
             stroke: bool = True, line_width: float = LINE) -> None:
        self.canvas.setLineWidth(line_width)
        if fill is not None:
            self.canvas.setFillGray(fill)
        self.canvas.rect(x, -y - h, w, h, stroke=int(stroke), fill=int(fill is not None))
        if fill is not None:
            self.canvas.setFillGray(0)
        self.canvas.setLineWidth(LINE)

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = LINE) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.line(x1, -y1, x2, -y2)
        self.canvas.setLineWidth(LINE)

    def circle(self, x: float, y: float, r: float, width: float = 0.5) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.circle(x, -y, r, stroke=1, fill=0)

    def polygon(self, points: list[tuple[float, float]], width: float = 0.9) -> None:
        path = self.canvas.beginPath()
        path.moveTo(points[0][0], -points[0][1])
        for x, y in points[1:]:
            path.lineTo(x, -y)
        path.close()
        self.canvas.setLineWidth(width)
        self.canvas.drawPath(path, stroke=1, fill=0)
        self.canvas.setLineWidth(LINE)

    def arrow(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.8,
              head: float = 2.4) -> None:
        """A line from (x1, y1) to (x2, y2) with a filled head at the second point."""
        length = math.hypot(x2 - x1, y2 - y1)
        if length <= head:
            return
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        bx, by = x2 - ux * head, y2 - uy * head
        self.line(x1, y1, bx, by, width)
        path = self.canvas.beginPath()
        path.moveTo(x2, -y2)
        path.lineTo(bx - uy * head * 0.5, -(by + ux * head * 0.5))
        path.lineTo(bx + uy * head * 0.5, -(by - ux * head * 0.5))
        path.close()
        self.canvas.drawPath(path, stroke=0, fill=1)

    def panel(self, box: Box, title: str) -> None:
        """A block: a chamfered frame with a grey halo and a black title tab on its top edge."""
        cut = 6.0
        x, y, w, h = box.x, box.y, box.w, box.h
        outline = [(x + cut, y), (x + w, y), (x + w, y + h - cut), (x + w - cut, y + h),
                   (x, y + h), (x, y + cut)]
        self.canvas.setStrokeGray(HALO)
        self.polygon([(px + 1.6, py + 1.6) for px, py in outline], width=2.4)
        self.canvas.setStrokeGray(0)
        self.polygon(outline, width=1.4)
        self._tab(x + 10, y, title)

    def tab(self, x: float, y: float, title: str) -> None:
        """A black title tab with white type, its left point at (x, y): a panel's title."""
        self._tab(x, y, title)

    def _tab(self, x: float, y: float, title: str) -> None:
        size, height = 7.5, 10.0
        width = self.text_width(title, size, bold=True) + 12
        points = [(x, y), (x + 5, y - height / 2), (x + width - 5, y - height / 2), (x + width, y),
                  (x + width - 5, y + height / 2), (x + 5, y + height / 2)]
        path = self.canvas.beginPath()
        path.moveTo(points[0][0], -points[0][1])
        for px, py in points[1:]:
            path.lineTo(px, -py)
        path.close()
        self.canvas.drawPath(path, stroke=0, fill=1)
        self.text(x + 6, y + size * 0.36, title, size, bold=True, white=True)
        self.canvas.setFillGray(0)


def hits_grid(painter: Painter, x: float, y: float, width: float, size: float,
              numbers: Sequence[str]) -> None:
    """Hits Taken 1-6 over the consciousness numbers (seed 000 lines 689-697); a cell whose number
    needs more room than an equal share ("Dead") takes it from the others (D-SHEET3-4)."""
    label_width = 50.0
    height = size + 5
    painter.text(x, y + height * 0.7, "Hits Taken", size - 0.5, bold=True, width=label_width - 2)
    painter.text(x, y + height * 1.7, "Consciousness #", size - 0.5, bold=True, width=label_width - 2)
    cx = x + label_width
    for i, (number, cell) in enumerate(zip(numbers, _cells(painter, numbers, width - label_width, size),
                                           strict=True)):
        painter.rect(cx, y, cell, height)
        painter.rect(cx, y + height, cell, height)
        painter.text(cx + cell / 2, y + height * 0.72, str(i + 1), size, bold=True, align="center")
        painter.text(cx + cell / 2, y + height * 1.72, number, size - 0.5, align="center", width=cell - 1)
        cx += cell


def _cells(painter: Painter, numbers: Sequence[str], room: float, size: float) -> list[float]:
    """The cells' widths: an equal share each, or what a number needs at NAME_SQUEEZE, the cells
    that need less sharing what is left."""
    equal = room / max(1, len(numbers))
    needs = [painter.text_width(number, size - 0.5) * NAME_SQUEEZE + 1.5 for number in numbers]
    wide = [need for need in needs if need > equal]
    rest = (room - sum(wide)) / max(1, len(numbers) - len(wide))
    return [need if need > equal else rest for need in needs]
