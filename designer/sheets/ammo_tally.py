"""The ammunition tally line every kind's sheet prints: a bin's label and count, then one check
box per shot in groups of five (the 1987 sheets let a player strike off each shot fired, seed 000
line 1502), or a compact track for a bin of many shots."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.sheets.draw import Painter
from designer.sheets.inventory_flow import Piece
from designer.sheets.sheet_data import DASH, AmmoTally
from designer.sheets.text_fit import NAME_SQUEEZE, abbreviated, width_of, wrap

LEADING = 1.3


@dataclass(frozen=True, slots=True)
class BoxGrid:
    side: float
    pitch: float
    gap: float
    per_row: int
    rows: int

    def position(self, k: int) -> tuple[float, float]:
        """Offset of box ``k`` from the first box: groups of five have a gap between them."""
        row, col = divmod(k, self.per_row)
        return col * self.pitch + (col // 5) * self.gap, row * self.pitch


LABEL_SHARE = 0.40
LABEL_MAX = 88.0
MAX_SIDE = 4.6
BIG_BIN = 50            # more shots than this: a compact track instead of a box per shot
SHOTS_PER_TRACK_BOX = 10
SHOTS_LEFT = "Shots left:"
# the note beside the field, the longest that fits the column
SHOTS_LEFT_NOTES = (f"(a box = {SHOTS_PER_TRACK_BOX} shots)", f"({SHOTS_PER_TRACK_BOX} shots a box)",
                    f"({SHOTS_PER_TRACK_BOX}/box)")


def track_boxes(shots: int | None) -> int:
    """Check boxes a bin prints: one per shot, or for a bin of more than BIG_BIN shots (a
    machine gun's 200) one per SHOTS_PER_TRACK_BOX shots beside a "shots left" write-in."""
    if not shots:
        return 0
    return shots if shots <= BIG_BIN else math.ceil(shots / SHOTS_PER_TRACK_BOX)


class TallyLine(Piece):
    """ "LRM-20 LT 6" and six check boxes in groups of five, wrapping into further rows; a bin
    of more than 50 shots is a compact track (a box per ten shots) with a "shots left" field."""

    def __init__(self, tally: AmmoTally, floor: float, scale: float = 1.0, names: bool = False) -> None:
        self.tally, self.floor, self.scale = tally, floor, scale
        self.names = names   # labels abbreviated rather than squeezed (text_fit.NAME_SQUEEZE): the 'Mech sheet

    @property
    def big(self) -> bool:
        return (self.tally.shots or 0) > BIG_BIN

    def grid(self, size: float, width: float) -> BoxGrid:
        side = min(MAX_SIDE, size * 0.72) * self.scale
        pitch, gap = side + 1.2, side * 0.6
        room = width - _label_width(width)
        groups = int((room + gap) // (5 * pitch + gap))
        per_row = groups * 5 if groups else max(1, int(room // pitch))
        return BoxGrid(side, pitch, gap, per_row, math.ceil(track_boxes(self.tally.shots) / per_row))

    def height(self, painter: Painter, size: float, width: float) -> float:
        grid = self.grid(size, width)
        first = (size * LEADING - grid.side) / 2
        extra = size * LEADING if self.big else 0.0
        lines = len(self._label_lines(painter, size, width)) + len(self._type_lines(painter, size, width))
        label = size * LEADING * lines
        return max(label, first + grid.rows * grid.pitch) + extra + 0.6

    def _label_room(self, painter: Painter, size: float, width: float) -> float:
        count = DASH if self.tally.shots is None else str(self.tally.shots)
        return _label_width(width) - (painter.text_width(count, size) + 3) - 4

    def _label_lines(self, painter: Painter, size: float, width: float) -> list[str]:
        """The bin's label ("LRM-20 LT"); with ``names``, abbreviated (text_fit.ABBREVIATIONS) and,
        when that is not enough, wrapped onto a second line rather than cut (D-SHEET3-4)."""
        label = f"{self.tally.weapon} {self.tally.loc}".strip()
        if not self.names:
            return [label]
        room, font, shown = self._label_room(painter, size, width), painter.font(False), painter.legible(size)
        short = abbreviated(label, font, shown, room)
        if width_of(short, font, shown) * NAME_SQUEEZE <= room:
            return [short]
        return wrap(short, font, shown, (room - 4) / NAME_SQUEEZE)[:2]   # the second line is set in

    def _type_lines(self, painter: Painter, size: float, width: float) -> list[str]:
        """The bin's type under its label; on the 'Mech sheet wrapped onto a second line rather
        than squeezed ("SRM Artemis: 2/msl, 3/6/9" in a narrow column)."""
        if not self.tally.types:
            return []
        room = _label_width(width) - 7
        if not self.names or painter.text_width(self.tally.types, size) * NAME_SQUEEZE <= room:
            return [self.tally.types]
        return wrap(self.tally.types, painter.font(False), painter.legible(size), room)[:2]

    def draw(self, painter: Painter, x: float, y: float, width: float, size: float) -> None:
        label_width = _label_width(width)
        count = DASH if self.tally.shots is None else str(self.tally.shots)
        baseline = y + size * 1.02
        labels = self._label_lines(painter, size, width)
        for k, line in enumerate(labels):   # a wrapped label's second line is set in
            painter.text(x + (4 if k else 0), baseline + k * size * LEADING, line, size,
                         width=self._label_room(painter, size, width) - (4 if k else 0), min_size=self.floor,
                         name=self.names)
        painter.text(x + label_width - 3, baseline, count, size, bold=True, align="right")
        for k, line in enumerate(self._type_lines(painter, size, width), start=len(labels)):   # the bin's type
            painter.text(x + 4, baseline + k * size * LEADING, line, size, grey=True,
                         width=label_width - 7, min_size=self.floor, name=self.names)
            painter.canvas.setFillGray(0)
        if not self.tally.shots:
            return
        grid = self.grid(size, width)
        top = y + (size * LEADING - grid.side) / 2
        for k in range(track_boxes(self.tally.shots)):
            dx, dy = grid.position(k)
            painter.rect(x + label_width + dx, top + dy, grid.side, grid.side, line_width=0.45)
        if self.big:
            baseline = top + grid.rows * grid.pitch + size
            self._shots_left(painter, x + label_width, baseline, width - label_width, size)

    def _shots_left(self, painter: Painter, x: float, baseline: float, width: float, size: float) -> None:
        shown = painter.text(x, baseline, SHOTS_LEFT, size, bold=True)
        left = x + shown.width(painter.font(True)) + 2
        room = x + width - left - 16 - 4   # a write-in line of at least 16 pt
        note = next((text for text in SHOTS_LEFT_NOTES if painter.text_width(text, size) + 2 <= room),
                    SHOTS_LEFT_NOTES[-1])
        end = max(left + 16, x + width - painter.text_width(note, size) - 4)
        painter.line(left, baseline + 1.2, end, baseline + 1.2, 0.4)
        painter.text(end + 2, baseline, note, size, width=x + width - end - 2)


def _label_width(width: float) -> float:
    return min(width * LABEL_SHARE, LABEL_MAX)
