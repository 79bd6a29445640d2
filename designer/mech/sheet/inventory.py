"""The pieces of the 'Mech sheet's inventory flow (:mod:`inventory_flow`): weapons table rows,
physical attack rows and ammunition tally lines with one check box per shot (the 1987 sheets
let a player strike off each shot fired, seed 000 line 1502)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from designer.rules.common.quirks import quirk_lines, quirks_of
from designer.mech.physical import PhysicalAttack
from designer.sheets.ammo_tally import LEADING, TallyLine
from designer.sheets.draw import Painter
from designer.sheets.inventory_flow import Piece, Section
from designer.sheets.sheet_data import DASH, SheetData, heat_profile
from designer.sheets.text_fit import NAME_SQUEEZE, abbreviated, wrap

RULE_GAP = 1.5


@dataclass(frozen=True, slots=True)
class Column:
    """A cell: left edge (or centre, when ``align`` is "c") and width as fractions of the
    table width. The column marked ``wraps`` may take two lines."""

    anchor: float
    width: float
    align: str = "c"
    wraps: bool = False
    abbreviates: bool = True   # a name is abbreviated before it wraps; a note's prose only wraps


# Anchors after research/record-sheets.md §2.2: Qty Type Loc Ht Dmg Min Sht Med Lng.
WEAPON_COLUMNS = (Column(0.03, 0.055), Column(0.07, 0.35, "l", wraps=True), Column(0.47, 0.08),
                  Column(0.56, 0.065), Column(0.61, 0.12, "l"), Column(0.74, 0.065), Column(0.81, 0.065),
                  Column(0.885, 0.065), Column(0.96, 0.065))
WEAPON_HEADINGS = ("Qty", "Type", "Loc", "Ht", "Dmg", "Min", "Sht", "Med", "Lng")
# With a column for the weapons' own to-hit modifiers (Level 2: pulse lasers -2, heavy lasers +1),
# printed only when a weapon of the design has one. "Qty" and "To-Hit" fit their cells at 90 % of
# their width on the smallest type (D-SHEET3-4).
MODIFIER_COLUMNS = (Column(0.03, 0.055), Column(0.065, 0.32, "l", wraps=True), Column(0.43, 0.07),
                    Column(0.49, 0.05), Column(0.52, 0.12, "l"), Column(0.685, 0.092), Column(0.765, 0.06),
                    Column(0.83, 0.06), Column(0.895, 0.06), Column(0.96, 0.06))
MODIFIER_HEADINGS = ("Qty", "Type", "Loc", "Ht", "Dmg", "To-Hit", "Min", "Sht", "Med", "Lng")
CLAN_CASE = "Clan CASE in every location: an ammunition explosion stops there."
# A note under an item (its effect, a footnote, a rate of fire): one cell from the Type column to the
# right edge, wrapping, set in from the item's name.
NOTE_COLUMNS = (Column(0.10, 0.87, "l", wraps=True, abbreviates=False),)
FIRED_BOX = 0.75   # a one-shot launcher's "fired" box, as a share of the type size
PHYSICAL_COLUMNS = (Column(0.07, 0.35, "l"), Column(0.47, 0.08), Column(0.60, 0.14), Column(0.74, 0.12))
PHYSICAL_HEADINGS = ("Attack", "Loc", "To-Hit", "Dmg")


class TableRow(Piece):
    """One table row; the heading row is bold and ruled underneath."""

    def __init__(self, values: Sequence[str], columns: Sequence[Column], floor: float, *,
                 heading: bool = False, box: bool = False) -> None:
        self.values, self.columns, self.floor, self.heading = tuple(values), columns, floor, heading
        self.box = box   # a check box after the last line of the first cell (one shot: fired)

    def _lines(self, painter: Painter, size: float, width: float) -> dict[int, list[str]]:
        """Each cell's lines: a name too long for its column is abbreviated (text_fit
        ABBREVIATIONS) and, when that is not enough, wrapped onto a second line."""
        lines = {}
        font = painter.font(self.heading)
        for i, (value, column) in enumerate(zip(self.values, self.columns, strict=False)):
            room = column.width * width
            if column.wraps and painter.text_width(value, size, self.heading) * NAME_SQUEEZE > room:
                short = abbreviated(value, font, painter.legible(size), room) if column.abbreviates else value
                fits = painter.text_width(short, size, self.heading) * NAME_SQUEEZE <= room
                lines[i] = [short] if fits else wrap(value, font, size, room - 4)[:2]
            else:
                lines[i] = [value]
        return lines

    def height(self, painter: Painter, size: float, width: float) -> float:
        count = max(len(v) for v in self._lines(painter, size, width).values())
        return count * size * LEADING + (RULE_GAP if self.heading else 0)

    def draw(self, painter: Painter, x: float, y: float, width: float, size: float) -> None:
        baseline = y + size * 1.02
        for i, lines in self._lines(painter, size, width).items():
            column = self.columns[i]
            for k, line in enumerate(lines):
                indent = 4 if k else 0
                left = x + column.anchor * width + indent
                painter.text(left, baseline + k * size * LEADING, line, size, bold=self.heading,
                             align="center" if column.align == "c" else "left",
                             width=column.width * width - indent, min_size=self.floor,
                             name=column.wraps and column.abbreviates)
        if self.box:
            self._check_box(painter, x, baseline, width, size)
        if self.heading:
            painter.line(x, baseline + RULE_GAP + 0.5, x + width, baseline + RULE_GAP + 0.5, 0.4)

    def _check_box(self, painter: Painter, x: float, baseline: float, width: float, size: float) -> None:
        lines = self._lines(painter, size, width)[0]
        column = self.columns[0]
        end = x + column.anchor * width + (4 if len(lines) > 1 else 0) + painter.text_width(lines[-1], size)
        side = size * FIRED_BOX
        y = baseline + (len(lines) - 1) * size * LEADING - side
        painter.rect(end + 3, y, side, side, line_width=0.45)


def _attack_row(attack: PhysicalAttack, floor: float) -> TableRow:
    loc = attack.location.value if attack.location is not None else DASH
    return TableRow((attack.name, loc, str(attack.to_hit), str(attack.damage)), PHYSICAL_COLUMNS, floor)


class NoteLine(Piece):
    """A line of text (wrapped when long) under a section's last piece."""

    needs_heading = False

    def __init__(self, text: str, floor: float) -> None:
        self.text, self.floor = text, floor

    def _lines(self, painter: Painter, size: float, width: float) -> list[str]:
        if painter.text_width(self.text, size) * NAME_SQUEEZE <= width:
            return [self.text]
        return wrap(self.text, painter.font(False), size, width)

    def height(self, painter: Painter, size: float, width: float) -> float:
        return len(self._lines(painter, size, width)) * size * LEADING + 1.0

    def draw(self, painter: Painter, x: float, y: float, width: float, size: float) -> None:
        for k, line in enumerate(self._lines(painter, size, width)):
            painter.text(x, y + size * 1.02 + k * size * LEADING, line, size, width=width, min_size=self.floor)


def _weapon_rows(data: SheetData, floor: float) -> tuple[list[Piece], TableRow]:
    """The inventory rows and heading; with a To-Hit column when a weapon has a modifier. A note
    row (an effect, a footnote) spans the row under its item."""
    modifiers = any(r.to_hit for r in data.inventory)
    rows: list[Piece] = []
    for r in data.inventory:
        if r.kind == "note":
            rows.append(TableRow((r.type,), NOTE_COLUMNS, floor, box=r.box))
        elif modifiers:
            to_hit = r.to_hit or (DASH if r.damage else "")
            rows.append(TableRow((r.qty, r.type, r.loc, r.heat, r.damage, to_hit, r.min, r.short, r.medium,
                                  r.long), MODIFIER_COLUMNS, floor))
        else:
            rows.append(TableRow((r.qty, r.type, r.loc, r.heat, r.damage, r.min, r.short, r.medium, r.long),
                                 WEAPON_COLUMNS, floor))
    columns, headings = (MODIFIER_COLUMNS, MODIFIER_HEADINGS) if modifiers else (WEAPON_COLUMNS, WEAPON_HEADINGS)
    return rows, TableRow(headings, columns, floor, heading=True)


def sections(data: SheetData, floor: float, scale: float = 1.0) -> tuple[Section, ...]:
    """Inventory (weapons and hatchets), physical attacks, ammunition tally, design quirks: in that order;
    ``scale`` sizes the tally's check boxes. A Clan 'Mech's tally ends with its CASE note."""
    weapons, heading = _weapon_rows(data, floor)
    weapons.append(NoteLine(heat_profile(data.figures), floor))
    attacks = [_attack_row(attack, floor) for attack in data.physical]
    tally: list[Piece] = [TallyLine(t, floor, scale, names=True) for t in data.bins]
    if data.mech.is_clan:
        tally.append(NoteLine(CLAN_CASE, floor))
    quirks = quirk_lines(quirks_of(data.mech))   # design quirks (D-QUIRK-1): what the sheet's player applies
    return (
        Section("WEAPONS & EQUIPMENT INVENTORY", weapons, heading, "(hexes)"),
        Section("PHYSICAL ATTACKS", attacks, TableRow(PHYSICAL_HEADINGS, PHYSICAL_COLUMNS, floor, heading=True),
                together=True),
        Section("AMMUNITION", tally, note="(a box per shot)"),
        *([Section("DESIGN QUIRKS", [NoteLine("; ".join(quirks), floor)])] if quirks else []),
    )
