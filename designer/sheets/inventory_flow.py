"""The lower half of the 'MECH DATA block as a flow of sections: the weapons inventory, the
physical attacks and the ammunition tally. The sections fill the inventory box at the largest
type size that fits; when even the template's floor size does not fit, they flow on into the
continuation box (a second column) instead of shrinking further."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from designer.sheets.draw import Painter
from designer.sheets.template import Box
from designer.sheets.text_fit import NAME_SQUEEZE

TITLE_SIZE = 7.0
TITLE_HEIGHT = 11.0
SECTION_GAP = 4.0
SIZE_STEP = 0.25
SCALES = (0.85, 0.7)   # smaller check boxes, tried last


class Piece(ABC):
    """One unbreakable part of a section (a table row, a tally line). ``y`` is its top. A piece
    that is not a table row (a note line) does not bring the column headings into a new box."""

    needs_heading = True

    @abstractmethod
    def height(self, painter: Painter, size: float, width: float) -> float: ...

    @abstractmethod
    def draw(self, painter: Painter, x: float, y: float, width: float, size: float) -> None: ...


@dataclass(frozen=True)
class Section:
    """A titled run of pieces; ``heading`` (a column heading row) repeats in every column."""

    title: str
    pieces: Sequence[Piece]
    heading: Piece | None = None
    note: str = ""
    together: bool = False   # a short table read as one (the physical attacks): never split across boxes


@dataclass(frozen=True)
class Placed:
    box: Box
    y: float
    draw: Callable[[Painter, float, float, float, float], None]


@dataclass(frozen=True)
class Flow:
    size: float
    placed: tuple[Placed, ...]
    complete: bool

    @property
    def boxes(self) -> tuple[Box, ...]:
        """The boxes the flow draws in, first (the main box) to last."""
        used: list[Box] = []
        for item in self.placed:
            if not any(item.box is box for box in used):
                used.append(item.box)
        return tuple(used)


def _title(section: Section, more: bool) -> Callable[[Painter, float, float, float, float], None]:
    text = f"{section.title} (CONT.)" if more else section.title

    def draw(painter: Painter, x: float, y: float, width: float, size: float) -> None:
        note_width = painter.text_width(section.note, 6) + 4 if section.note else 0
        shown = text
        if more and painter.text_width(text, 5.2, bold=True) * NAME_SQUEEZE > width - note_width:
            shown = f"{section.title.split()[-1]} (CONT.)"   # "INVENTORY (CONT.)" in a narrow box
        painter.text(x, y + 8, shown, TITLE_SIZE, bold=True, width=width - note_width, min_size=5.2)
        if section.note:
            painter.text(x + width, y + 8, section.note, 6, align="right")
    return draw


class _Cursor:
    """Where the next piece goes: a box of ``boxes`` and the y inside it."""

    def __init__(self, boxes: Sequence[Box]) -> None:
        self.boxes, self.index, self.y = boxes, 0, boxes[0].y

    @property
    def box(self) -> Box:
        return self.boxes[self.index]

    def room(self) -> float:
        return self.box.y + self.box.h - self.y

    def next_box(self) -> bool:
        if self.index + 1 >= len(self.boxes):
            return False
        self.index += 1
        self.y = self.box.y
        return True


def plan(painter: Painter, sections: Sequence[Section], boxes: Sequence[Box], size: float) -> Flow:
    """Places every piece top-down through ``boxes``; a section's title (and heading, before the
    first piece that needs it) is repeated at the top of a new box, and never left at the bottom
    of one without a piece."""
    cursor, placed = _Cursor(boxes), []
    for section in sections:
        if not section.pieces:
            continue
        need_title, need_heading, started = True, section.heading is not None, False
        if section.together and _whole(section, painter, size, cursor.box.w) > cursor.room() + 1e-6:
            cursor.next_box()   # the whole table to the next box (a kick never sits alone)
        for piece in section.pieces:
            while True:
                heading = section.heading if need_heading and piece.needs_heading else None
                head = (TITLE_HEIGHT if need_title else 0) + _height(heading, painter, size, cursor.box.w)
                if head + piece.height(painter, size, cursor.box.w) <= cursor.room() + 1e-6:
                    break
                if not cursor.next_box():
                    return Flow(size, tuple(placed), False)
                need_title, need_heading = True, section.heading is not None
            if need_title:
                _place(placed, cursor, _title(section, started), TITLE_HEIGHT)
                need_title = False
            if heading is not None:
                _place(placed, cursor, heading.draw, heading.height(painter, size, cursor.box.w))
                need_heading = False
            _place(placed, cursor, piece.draw, piece.height(painter, size, cursor.box.w))
            started = True
        cursor.y += SECTION_GAP
    return Flow(size, tuple(placed), True)


def _whole(section: Section, painter: Painter, size: float, width: float) -> float:
    """The height of a section set whole: title, heading and every piece."""
    return (TITLE_HEIGHT + _height(section.heading, painter, size, width)
            + sum(piece.height(painter, size, width) for piece in section.pieces))


def _place(placed: list[Placed], cursor: _Cursor, draw, height: float) -> None:
    placed.append(Placed(cursor.box, cursor.y, draw))
    cursor.y += height


def _height(piece: Piece | None, painter: Painter, size: float, width: float) -> float:
    return piece.height(painter, size, width) if piece is not None else 0.0


def _sizes(top: float, floor: float) -> list[float]:
    sizes, size = [], top
    while size > floor + 1e-6:
        sizes.append(size)
        size -= SIZE_STEP
    return sizes + [floor]


def fit(painter: Painter, make: Callable[[float], Sequence[Section]], main: Box, more: Sequence[Box],
        top: float, floor: float) -> Flow:
    """The largest size (down to ``floor``) at which everything fits ``main``; failing that,
    the largest at which it fits ``main`` and the first continuation box, and so on. Failing
    all, the sections made with smaller ``make(scale)`` (check boxes) at ``floor``, and at last
    what fits."""
    sections = make(1.0)
    for count in range(len(more) + 1):
        boxes = (main, *more[:count])
        for size in _sizes(top, floor):
            flow = plan(painter, sections, boxes, size)
            if flow.complete:
                return flow
    for scale in SCALES:
        flow = plan(painter, make(scale), (main, *more), floor)
        if flow.complete:
            return flow
    return flow


def draw_flow(painter: Painter, flow: Flow) -> None:
    for item in flow.placed:
        item.draw(painter, item.box.x, item.y, item.box.w, flow.size)
