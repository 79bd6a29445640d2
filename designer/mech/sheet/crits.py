"""Critical hit table: location blocks (12-slot locations in two halves numbered 1-6,
multi-slot items bracketed, empty slots "Roll Again"), core hit boxes, damage transfer."""

from __future__ import annotations

from designer.mech.model import LOCATION_NAMES, MechLocation
from designer.sheets.draw import Painter
from designer.sheets.sheet_data import CritLine, SheetData, case_locations
from designer.sheets.diagram_blocks import silhouette
from designer.sheets.geometry import view_regions
from designer.sheets.template import Box, CritPlace, Crits, MechTemplate, Tables, View, tables

NUMBER_WIDTH = 9.0
HALF_LABEL_WIDTH = 14.0
LABEL_GAP = 3.2   # between the "1-3" label and the slot number: more than a word gap
BRACKET_TICK = 2.5


def draw_crits(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    crits = template.crits
    places = crits.quad if data.mech.is_quad else crits.biped
    protected = case_locations(data.mech)
    for code, place in places.items():
        location = MechLocation(code)
        lines = data.crits.get(location, ())
        name = LOCATION_NAMES[location] + (" (CASE)" if location in protected else "")
        _location_block(painter, crits, place, name, lines)


def _location_block(painter: Painter, crits: Crits, place: CritPlace, name: str,
                    lines: tuple[CritLine, ...]) -> None:
    painter.text(place.x, place.y + crits.title_size, name, crits.title_size, bold=True, width=place.w)
    top = place.y + crits.title_size + 3
    halves = [lines[i:i + 6] for i in range(0, len(lines), 6)]
    rows: list[tuple[float, CritLine]] = []
    for half, chunk in enumerate(halves):
        y0 = top + half * (6 * crits.line + crits.gap)
        if len(halves) > 1:
            label = "1-3" if half == 0 else "4-6"
            # on the baseline of slot 3, so text extraction reads it as part of that row; kept
            # LABEL_GAP clear of the slot number, so that it reads "1-3 3." and never "1-33."
            painter.text(place.x, y0 + 2 * crits.line + crits.line * 0.8, label, crits.size, bold=True,
                         width=HALF_LABEL_WIDTH - LABEL_GAP)
        for number, line in enumerate(chunk):
            rows.append((y0 + number * crits.line, line))
            _slot(painter, crits, place, y0 + number * crits.line, number + 1, line)
    _brackets(painter, crits, place, rows)


def _text_left(place: CritPlace) -> float:
    return place.x + HALF_LABEL_WIDTH + NUMBER_WIDTH


def _slot(painter: Painter, crits: Crits, place: CritPlace, y: float, number: int, line: CritLine) -> None:
    baseline = y + crits.line * 0.8
    painter.text(place.x + HALF_LABEL_WIDTH, baseline, f"{number}.", crits.size)
    left = _text_left(place) + 3
    passed_over = line.kind in ("empty", "roll_again")   # a hit there rolls again: not bold, grey
    painter.text(left, baseline, line.text, crits.size, bold=not passed_over and line.kind != "fixed",
                 grey=passed_over, width=place.x + place.w - left, min_size=4.0, name=True)


def _brackets(painter: Painter, crits: Crits, place: CritPlace, rows: list[tuple[float, CritLine]]) -> None:
    """A thin bracket left of the names of every multi-slot item (across the half gap too)."""
    spans: dict[int, list[float]] = {}
    for y, line in rows:
        if line.group is not None:
            spans.setdefault(line.group, []).append(y)
    x = _text_left(place) + 1
    for ys in spans.values():
        top, bottom = min(ys) + 1.2, max(ys) + crits.line - 0.6
        painter.line(x, top, x, bottom, 0.6)
        painter.line(x, top, x + BRACKET_TICK, top, 0.6)
        painter.line(x, bottom, x + BRACKET_TICK, bottom, 0.6)


def draw_core_hits(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    box = template.core_hits
    table = tables(template.tables)
    step = box.h / max(1, len(table.core_hits))
    for i, hit in enumerate(table.core_hits):
        baseline = box.y + i * step + box.size
        painter.text(box.x, baseline, hit.label, box.size, bold=True, width=box.w * 0.55)
        for k in range(hit.boxes):
            painter.circle(box.x + box.w * 0.62 + k * (box.size + 3), baseline - box.size * 0.33,
                           box.size * 0.45, 0.7)


TRANSFER_SHARE = 0.56   # of the damage-transfer block's width: the lines; the rest the silhouette
ARROW_REACH = 0.55      # an arrow runs from a location's centre this share of the way to the next's


def draw_transfer(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    """DAMAGE TRANSFER: one line per chain of locations ("LA → LT → CT") beside a small outline
    of the 'Mech with the same chains drawn as arrows from location to location."""
    box = template.transfer
    table: Tables = tables(template.tables)
    chains = table.damage_transfer["quad" if data.mech.is_quad else "biped"]
    title = painter.text(box.x, box.y + box.size + 1, box.title, box.size + 0.8, bold=True, width=box.w)
    text_width = box.w * TRANSFER_SHARE
    step = (box.h - box.size - 4) / max(1, len(chains))
    for i, chain in enumerate(chains):
        painter.text(box.x, box.y + box.size + 4 + (i + 0.7) * step, " \u2192 ".join(chain), box.size,
                     width=text_width - 2, min_size=3.5)
    left = max(text_width, title.width(painter.font(True)) + 4)   # clear of the title
    area = Box(x=box.x + left, y=box.y - 2, w=box.w - left, h=box.h + 2)
    _transfer_arrows(painter, silhouette(template, data.mech).front, area, chains)


def _transfer_arrows(painter: Painter, view: View, area: Box, chains: tuple[tuple[str, ...], ...]) -> None:
    regions = view_regions(view, area)
    painter.canvas.setStrokeGray(0.55)
    for region in regions.values():
        painter.polygon(list(region.outline), width=0.4)
    painter.canvas.setStrokeGray(0)
    centres = {name: _centre(region.outline) for name, region in regions.items()}
    for chain in chains:
        for source, target in zip(chain, chain[1:], strict=False):
            (x1, y1), (x2, y2) = centres[source], centres[target]
            painter.arrow(x1, y1, x1 + (x2 - x1) * ARROW_REACH, y1 + (y2 - y1) * ARROW_REACH,
                          width=0.8, head=2.6)


def _centre(outline: tuple[tuple[float, float], ...]) -> tuple[float, float]:
    xs, ys = [x for x, _ in outline], [y for _, y in outline]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
