"""The aircraft record sheet (AeroSpace and conventional fighters, fixed-wing support vehicles):
data rows with a heat sink check-off, pilot data, armor diagram, structural integrity, equipment
per location, velocity record and the AeroSpace heat scale or the tables (seed 000 lines
2741-2755, 3925-3958, 4491-4563), and the AeroTech tables page.

The page is drawn from an :class:`Aircraft`, what any aircraft's sheet prints: a fighter's
(``designer.fighter.sheet``) or a fixed-wing support vehicle's (``designer.vehicle.sheet.fixed_wing``, decision D-SV-2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field as data_field
from typing import Any

from designer.model.common import Pilot
from designer.fighter.model import Fighter
from designer.sheets.cluster_panel import draw_cluster
from designer.sheets.diagram_blocks import draw_region
from designer.sheets.draw import SMALLEST_TYPE, Painter, hits_grid
from designer.sheets.text_fit import LAST_RESORT_TYPE
from designer.sheets.geometry import view_regions
from designer.sheets.heat_blocks import draw_table
from designer.sheets.invalid_mark import after_caption, caption_of
from designer.sheets.sheet_data import (
    AmmoTally,
    InventoryRow,
    rules_caption,
    unit_value_fields,
)
from designer.sheets.template import Box, DiagramBox, Panel, TextBox, View
from designer.sheets.unit_blocks import (
    Column,
    ammo_height,
    blank_field,
    draw_plan,
    field,
    grid,
    inventory_with_ammo,
    pip_track,
    rect_view,
    rows_height,
    static,
    with_modifiers,
)
from designer.sheets.unit_template import KindTables, UnitTemplate, kind_tables
from designer.sheets.unit_tables import item_salvos

HEADINGS = InventoryRow("Qty", "Type", "", "Ht", "Dmg", "", "Sht", "Med", "Lng")
COLUMNS = (Column("qty", 0.0, 0.07), Column("type", 0.075, 0.43, "l"), Column("heat", 0.51, 0.08),
           Column("damage", 0.60, 0.16, "l"), Column("short", 0.77, 0.075), Column("medium", 0.845, 0.075),
           Column("long", 0.92, 0.075))
# With the weapons' own to-hit modifiers (pulse lasers -2, heavy lasers +1) when one has one.
MODIFIER_HEADINGS = InventoryRow("Qty", "Type", "", "Ht", "Dmg", "", "Sht", "Med", "Lng", to_hit="To-Hit")
MODIFIER_COLUMNS = (Column("qty", 0.0, 0.07), Column("type", 0.075, 0.37, "l"), Column("heat", 0.45, 0.07),
                    Column("damage", 0.525, 0.15, "l"), Column("to_hit", 0.68, 0.085),
                    Column("short", 0.77, 0.075), Column("medium", 0.845, 0.075), Column("long", 0.92, 0.075))
VELOCITY_HEADER = ("Turn", "Beginning Velocity", "Thrust Spent", "Ending Velocity", "Fuel Remaining",
                   "Restrictions")
VELOCITY_WIDTHS = (0.08, 0.16, 0.14, 0.16, 0.16, 0.30)
VELOCITY_TURNS = 20
SECTION_GAP = 4.0


Section = tuple[str, tuple[InventoryRow, ...], tuple[AmmoTally, ...]]
Row = tuple[tuple[str, str], tuple[str, str]]


@dataclass(frozen=True, slots=True)
class Aircraft:
    """What an aircraft's record sheet prints, whatever the kind: the data rows before and after
    its Battle Value and cost, its heat sink check-off, structural integrity, armor diagram (the
    plan view's regions named as ``armor``'s keys), equipment sections and whether it keeps the
    AeroSpace heat scale (else the tables panel with ``notes``)."""

    unit: Any
    title: str
    noun: str                           # the caption's: "AeroTech fighters", "Support vehicle"
    rows: tuple[Row, ...]
    sinks: int
    sinks_label: str
    sinks_text: str | None              # "10 Double (20)": the check-off's label carries it
    structural_integrity: int
    view: View
    armor: dict[str, int]
    labels: dict[str, str]
    short_labels: dict[str, str]
    pip_limit: int
    sections: tuple[Section, ...]
    aerospace: bool
    notes: tuple[str, ...] = ()
    after: tuple[Row, ...] = data_field(default=())   # rows under the Battle Value and cost
    data_title: str = "FIGHTER DATA"


EQUIPMENT_PANEL, VELOCITY_PANEL = "EQUIPMENT DATA", "VELOCITY RECORD"
VELOCITY_ROW = 7.5   # the least height of a velocity record row: room for a pencilled number


def fitted(painter: Painter, template: UnitTemplate, sections: Sequence[Section]) -> UnitTemplate:
    """The template with the equipment data grown into the velocity record when the aircraft's
    weapons and ammunition need more room than it has (the record's rows get shorter, never
    below VELOCITY_ROW); unchanged otherwise."""
    box, record = template.boxes["equipment"], template.boxes["velocity"]
    extra = min(_need(painter, box, sections) - box.h, record.h - (VELOCITY_TURNS + 1) * VELOCITY_ROW)
    if extra <= 0:
        return template
    panels = tuple(_moved(panel, extra) for panel in template.panels)
    boxes = {**template.boxes, "equipment": box.model_copy(update={"h": box.h + extra}),
             "velocity": record.model_copy(update={"y": record.y + extra, "h": record.h - extra})}
    return template.model_copy(update={"panels": panels, "boxes": boxes})


def _moved(panel: Panel, extra: float) -> Panel:
    if panel.title == EQUIPMENT_PANEL:
        return panel.model_copy(update={"h": panel.h + extra})
    if panel.title == VELOCITY_PANEL:
        return panel.model_copy(update={"y": panel.y + extra, "h": panel.h - extra})
    return panel


def draw_aircraft(painter: Painter, template: UnitTemplate, craft: Aircraft, pilot: Pilot | None) -> None:
    """One aircraft's page: data, heat sinks, pilot, structural integrity, armor diagram,
    equipment by location, velocity record, heat scale or tables."""
    template = fitted(painter, template, craft.sections)
    table = kind_tables(template.tables)
    caption = rules_caption(craft.unit, craft.noun)
    static(painter, template.slot_texts, template.panels,
           {"title": craft.title, "heat_title": "HEAT SCALE" if craft.aerospace else "TABLES",
            "rules": caption, "data_title": craft.data_title})
    after_caption(painter, craft.unit, caption_of(template.slot_texts), caption)   # D-SHEET3-2
    _data(painter, template.boxes["data"], craft, pilot)
    _sinks(painter, template.boxes["sinks"], craft)
    _pilot(painter, template.boxes["pilot"], pilot, table)
    si = template.boxes["si"]
    pip_track(painter, DiagramBox(x=si.x, y=si.y, w=si.w, h=si.h, max_radius=3.0, label_size=si.size),
              "STRUCTURAL INTEGRITY", craft.structural_integrity)
    draw_plan(painter, craft.view, template.pips["armor"], craft.armor, craft.labels, craft.short_labels,
              limit=craft.pip_limit)
    equipment_sections(painter, template.boxes["equipment"], craft.sections)
    box = template.boxes["velocity"]
    grid(painter, box, VELOCITY_HEADER, VELOCITY_WIDTHS, VELOCITY_TURNS,
         [str(n) for n in range(1, VELOCITY_TURNS + 1)])
    if craft.aerospace:
        heat_scale(painter, template.boxes["heat"], table)
    else:
        _conventional_heat(painter, template, table, craft.notes)


def _data(painter: Painter, box: TextBox, craft: Aircraft, pilot: Pilot | None) -> None:
    size, lead, half = box.size, box.size * 1.45, box.w / 2
    battle_value, cost = unit_value_fields(craft.unit, pilot)   # D-SHEET3-1
    field(painter, box.x, box.y + size, "Type", craft.unit.name, size + 1, box.w)
    rows = [*craft.rows, (battle_value, cost), *craft.after]
    for i, (left, right) in enumerate(rows):
        y = box.y + size + lead * (i + 1) + 1
        field(painter, box.x, y, *left, size, half - 4 if right[0] else box.w)
        if right[0]:
            field(painter, box.x + half, y, *right, size, half)


def _sinks(painter: Painter, box: TextBox, craft: Aircraft) -> None:
    """The heat sink check-off list: one circle per heat sink."""
    track = DiagramBox(x=box.x, y=box.y, w=box.w, h=box.h, max_radius=3.0, label_size=box.size)
    if craft.sinks_text is not None:
        label = craft.sinks_label
        regions = view_regions(rect_view(label, track, track.label_size * 1.7), track)
        draw_region(painter, regions[label], f"{label}: {craft.sinks_text}", craft.sinks, track)
        return
    pip_track(painter, track, craft.sinks_label, craft.sinks)


def _pilot(painter: Painter, box: TextBox, pilot: Pilot | None, table: KindTables) -> None:
    size = box.size
    blank_field(painter, box.x, box.y + size, "Name", pilot.name if pilot else "", size, box.w)
    y = box.y + size * 2 + 5
    blank_field(painter, box.x, y, "Piloting", str(pilot.piloting) if pilot else "", size, box.w / 2 - 3)
    blank_field(painter, box.x + box.w / 2, y, "Gunnery", str(pilot.gunnery) if pilot else "", size, box.w / 2)
    hits_grid(painter, box.x, box.y + size * 3 + 12, box.w, size, table.consciousness)


def section_boxes(box: TextBox, needs: Sequence[float] = (0.0, 0.0, 0.0, 0.0)) -> list[TextBox]:
    """The equipment box cut into the location sections, top to bottom: each gets the height its
    content ``needs`` and an equal share of what is left over."""
    spare = box.h - SECTION_GAP * (len(needs) - 1) - sum(needs)
    share = spare / len(needs)
    parts, y = [], box.y
    for need in needs:
        height = max(need + share, 0.0) if spare >= 0 else box.h * need / max(sum(needs), 1.0)
        parts.append(box.model_copy(update={"y": y, "h": height}))
        y += height + SECTION_GAP
    return parts


def _section_need(painter: Painter, box: TextBox, rows: Sequence[InventoryRow],
                  ammo: Sequence[AmmoTally], columns: Sequence[Column] = COLUMNS) -> float:
    table = rows_height(painter, rows, columns, box.w, box.size)
    return 10 + table + ammo_height(painter, ammo, box.w, box.size) + 4


def equipment_sections(painter: Painter, box: TextBox, contents: Sequence[Section]) -> None:
    """Nose, left wing, right wing and aft (and a support vehicle's body): each location is a firing
    arc, sized by what it holds; its ammunition bins print as tally lines under its weapons."""
    headings, columns = _columns(contents)
    box = box.model_copy(update={"size": _equipment_size(painter, box, contents)})
    needs = [_section_need(painter, box, rows, ammo, columns) for _, rows, ammo in contents]
    parts = section_boxes(box, needs)
    with painter.smallest_type(box.size):
        for (title, rows, ammo), part in zip(contents, parts, strict=True):
            inventory_with_ammo(painter, part, title, headings, rows, columns, ammo)
    for part in parts[:-1]:
        rule = part.y + part.h + SECTION_GAP / 2
        painter.line(part.x, rule, part.x + part.w, rule, 0.3)


def _need(painter: Painter, box: TextBox, contents: Sequence[Section]) -> float:
    """The height the sections need at the box's type size."""
    columns = _columns(contents)[1]
    gaps = SECTION_GAP * (len(contents) - 1)
    return sum(_section_need(painter, box, rows, ammo, columns) for _, rows, ammo in contents) + gaps


def _equipment_size(painter: Painter, box: TextBox, contents: Sequence[Section]) -> float:
    """The type size at which every section fits the box: the box's own, else smaller, down to
    LAST_RESORT_TYPE (a fighter with a dozen kinds of weapons and bins: nothing is left off)."""
    least = painter.floor * LAST_RESORT_TYPE / SMALLEST_TYPE
    size = box.size
    while size > least and _need(painter, box.model_copy(update={"size": size}), contents) > box.h:
        size = max(least, size - 0.1)
    return size


def _columns(contents: Sequence[Section]) -> tuple[InventoryRow, Sequence[Column]]:
    every = [row for _, rows, _ in contents for row in rows]
    return with_modifiers(every, (HEADINGS, COLUMNS), (MODIFIER_HEADINGS, MODIFIER_COLUMNS))


def heat_scale(painter: Painter, box: TextBox, table: KindTables) -> None:
    """One box per heat level, 30 at the top, with its effect (checked off low to high)."""
    effects = {e.heat: e.text for e in table.heat_effects}
    levels = table.heat_max + 1
    cell = box.h / levels
    size = min(box.size, cell * 0.75)
    for i in range(levels):
        heat = table.heat_max - i
        y = box.y + i * cell
        text = effects.get(heat, "")
        active = not text.startswith("No ")
        painter.rect(box.x, y, 18, cell, fill=0.9 if active else None)
        painter.text(box.x + 9, y + cell * 0.74, str(heat), size, bold=active, align="center")
        painter.text(box.x + 22, y + cell * 0.74, text, size, bold=active, width=box.w - 22)


def _conventional_heat(painter: Painter, template: UnitTemplate, table: KindTables, notes: Sequence[str]) -> None:
    box = template.boxes["heat"]
    for i, line in enumerate(notes):
        painter.text(box.x, box.y + box.size * (1.5 * i + 1), line, box.size, width=box.w)
    for place in template.reference.get("conventional", ()):
        draw_table(painter, place, table.reference[place.table])


TABLES_PANEL_PAD = 6.0   # the panel frame stands this far outside its table


def draw_fighter_tables(painter: Painter, template: UnitTemplate,
                        fighters: Sequence[Fighter] = ()) -> None:
    """The page ``--tables`` adds after the fighters: the AeroTech tables, one panel each, the
    table title on the panel's tab; the Cluster Hits table of the fighters' salvos (D-SHEET4-TB1)."""
    table = kind_tables(template.tables)
    painter.text(4, 30, table.titles["tables"], 18, bold=True, width=376)
    painter.text(4, 46, "AeroTech fighters under the BattleTech Manual (1987) rules", 7.5)
    pad = TABLES_PANEL_PAD
    for place in template.reference.get("tables_page", ()):
        shown = table.reference[place.table]
        painter.panel(Box(x=place.x - pad, y=place.y - pad, w=place.w + 2 * pad, h=place.h + 2 * pad),
                      shown.title)
        draw_table(painter, place, shown.model_copy(update={"title": ""}))
    draw_cluster(painter, template.reference.get("cluster_page", ()),
                 item_salvos(mount.item for fighter in fighters for mount in fighter.weapons))
