"""One BattleMech record sheet page: fills the template's blocks from :mod:`sheet_data`."""

from __future__ import annotations

from dataclasses import dataclass

from designer.model import Mech, Pilot
from designer.sheets.crit_blocks import draw_core_hits, draw_crits, draw_transfer
from designer.sheets.diagram_blocks import draw_armor, draw_structure
from designer.sheets.draw import Painter, hits_grid
from designer.sheets.heat_blocks import draw_heat_effects, draw_heat_scale, draw_heat_sinks, draw_reference
from designer.sheets.sheet_data import InventoryRow, SheetData, sheet_data
from designer.sheets.template import MechTemplate, tables
from designer.sheets.text_fit import MIN_SQUEEZE, wrap

TECH = "Inner Sphere"
HEADINGS = InventoryRow("Qty", "Type", "Loc", "Ht", "Dmg", "Min", "Sht", "Med", "Lng")
# Column anchors as fractions of the inventory width (research/record-sheets.md §2.2);
# "c" = centred on the anchor, "l" = left-aligned from it.
COLUMNS = (("qty", 0.03, "c"), ("type", 0.07, "l"), ("loc", 0.47, "c"), ("heat", 0.56, "c"),
           ("damage", 0.61, "l"), ("min", 0.74, "c"), ("short", 0.81, "c"), ("medium", 0.885, "c"),
           ("long", 0.96, "c"))
TYPE_WIDTH = 0.47 - 0.07 - 0.05
FLOOR_SIZE = 3.2   # below the template's min_size only for designs with very many lines


@dataclass(frozen=True, slots=True)
class SheetOptions:
    """Printing options. A pilot given here replaces the unit's own; ``blank_pilot`` prints
    empty name and skill lines; ``tables`` adds the reference tables."""

    pilot: Pilot | None = None
    blank_pilot: bool = False
    tables: bool = False


def draw_mech_sheet(painter: Painter, template: MechTemplate, mech: Mech, options: SheetOptions) -> None:
    data = sheet_data(mech)
    _static(painter, template, options)
    _mech_data(painter, template, data)
    _inventory(painter, template, data)
    _warrior(painter, template, _pilot(mech, options))
    draw_armor(painter, template, data)
    draw_structure(painter, template, data)
    draw_crits(painter, template, data)
    draw_core_hits(painter, template, data)
    draw_transfer(painter, template, data)
    draw_heat_effects(painter, template)
    draw_heat_sinks(painter, template, data)
    draw_heat_scale(painter, template)
    if options.tables:
        draw_reference(painter, template)
    else:
        _notes(painter, template)


def _pilot(mech: Mech, options: SheetOptions) -> Pilot | None:
    if options.blank_pilot:
        return None
    return options.pilot or mech.pilot


def _static(painter: Painter, template: MechTemplate, options: SheetOptions) -> None:
    for text in template.texts:
        painter.text(text.x, text.y, text.text, text.size, bold=text.bold, align=text.align)
    for panel in template.panels:
        if (panel.if_tables and not options.tables) or (panel.unless_tables and options.tables):
            continue
        painter.panel(panel, panel.title)


def _field(painter: Painter, x: float, y: float, label: str, value: str, size: float, width: float) -> None:
    """"Label: value" with the value fitted into what is left of ``width``."""
    shown = painter.text(x, y, f"{label}:", size, bold=True)
    used = shown.width(painter.font(True)) + 3
    painter.text(x + used, y, value, size, width=max(4.0, width - used), min_size=4.0)


def _mech_data(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    box, mech, figs = template.mech_data, data.mech, data.figures
    size, lead = box.size, box.leading
    half = box.w / 2
    _field(painter, box.x, box.y + size, "Type", mech.name, size + 1, box.w)
    rows = [
        (("Tonnage", str(mech.tonnage)), ("Walking MP", str(figs.walking_mp))),
        (("Tech Base", TECH), ("Running MP", str(figs.running_mp))),
        (("Engine", f"{mech.engine_rating}"), ("Jumping MP", str(figs.jumping_mp))),
        (("Cost", f"{data.cost:,} C-Bills"), ("Heat Sinks", str(mech.heat_sinks))),
    ]
    for i, (left, right) in enumerate(rows):
        y = box.y + size + lead * (i + 1) + 2
        _field(painter, box.x, y, *left, size, half - 4)
        _field(painter, box.x + half, y, *right, size, half)


def _inventory(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    """The weapons table with its ammunition lines; the type size comes down (to the template's
    floor) until every row fits the box, long names wrap onto a second line."""
    box = template.inventory
    rows = list(data.inventory) + list(data.ammo)
    size = box.size
    while size > FLOOR_SIZE and _inventory_height(painter, box.w, rows, size, box.leading) > box.h - 12:
        size = max(FLOOR_SIZE, size - (0.25 if size > box.min_size else 0.1))
    painter.text(box.x, box.y + 8, "WEAPONS & EQUIPMENT INVENTORY", 7, bold=True, width=box.w * 0.72)
    painter.text(box.x + box.w, box.y + 8, "(hexes)", 6, align="right")
    y = box.y + 12 + size * box.leading
    _inventory_row(painter, box.x, box.w, y, HEADINGS, size, bold=True, type_lines=["Type"])
    painter.line(box.x, y + 2, box.x + box.w, y + 2, 0.4)
    for row in rows:
        lines = _type_lines(painter, row.type, size, box.w * TYPE_WIDTH)
        if y + size * box.leading * (len(lines) + 1) > box.y + box.h + 0.01:
            break
        y += size * box.leading
        _inventory_row(painter, box.x, box.w, y, row, size, bold=False, type_lines=lines)
        y += size * box.leading * (len(lines) - 1)


def _type_lines(painter: Painter, text: str, size: float, width: float) -> list[str]:
    """One line when squeezing can fit it, else at most two wrapped lines."""
    if painter.text_width(text, size) * MIN_SQUEEZE <= width:
        return [text]
    return wrap(text, painter.font(False), size, width)[:2]


def _inventory_height(painter: Painter, width: float, rows: list[InventoryRow], size: float,
                      leading: float) -> float:
    lines = sum(len(_type_lines(painter, r.type, size, width * TYPE_WIDTH)) for r in rows)
    return (lines + 1) * size * leading


def _inventory_row(painter: Painter, x0: float, width: float, y: float, row: InventoryRow, size: float,
                   *, bold: bool, type_lines: list[str]) -> None:
    for name, anchor, align in COLUMNS:
        x = x0 + anchor * width
        if name == "type":
            for k, line in enumerate(type_lines):
                painter.text(x + (4 if k else 0), y + k * size * 1.3, line, size, bold=bold,
                             width=width * TYPE_WIDTH, min_size=3.5)
            continue
        value = getattr(row, name)
        painter.text(x, y, value, size, bold=bold, align="center" if align == "c" else "left",
                     width=width * (0.12 if name == "damage" else 0.065), min_size=3.5)


def _warrior(painter: Painter, template: MechTemplate, pilot: Pilot | None) -> None:
    box = template.warrior
    size = box.size
    name = pilot.name if pilot and pilot.name else ""
    _blank_field(painter, box.x, box.y + size, "Name", name, size, box.w)
    gunnery = str(pilot.gunnery) if pilot else ""
    piloting = str(pilot.piloting) if pilot else ""
    _blank_field(painter, box.x, box.y + size * 2 + 5, "Gunnery Skill", gunnery, size, box.w / 2 - 3)
    _blank_field(painter, box.x + box.w / 2, box.y + size * 2 + 5, "Piloting Skill", piloting, size, box.w / 2)
    hits_grid(painter, box.x, box.y + size * 3 + 12, box.w, size, tables(template.tables).consciousness)


def _blank_field(painter: Painter, x: float, y: float, label: str, value: str, size: float, width: float) -> None:
    """A field with a write-in line; the value (if any) printed on it."""
    shown = painter.text(x, y, f"{label}:", size, bold=True)
    left = x + shown.width(painter.font(True)) + 3
    painter.line(left, y + 1.5, x + width, y + 1.5, 0.4)
    if value:
        painter.text(left + 2, y, value, size, width=x + width - left - 2)


def _notes(painter: Painter, template: MechTemplate) -> None:
    box = template.notes
    step = box.size * 2.2
    y = box.y + step
    while y <= box.y + box.h:
        painter.line(box.x, y, box.x + box.w, y, 0.3)
        y += step
