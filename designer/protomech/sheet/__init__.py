"""The ProtoMech record sheet (decisions D-PM-4, D-SHEET4-PM1): a Point of up to five
ProtoMechs a page, each a block with its movement, its armor and structure per location as boxes (one
open box an armor point, one grey box a structure point), the critical boxes (shaded where a hit also
hits the pilot), the torso weapon chart, its weapons with damage and ranges, a box a shot of
ammunition, and the pilot's hit track; the page ends with the ProtoMech hit location table and the
critical hit chart (``templates/protomech-tables.yaml``)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from designer.catalog import catalog
from designer.catalog.level2 import level2_catalog
from designer.catalog.protomech_tables import find_item
from designer.protomech.model import ProtoLocation as L, ProtoMech
from designer.protomech import weights as w
from designer.bv import battle_value
from designer.rules.cost import cost_total
from designer.sheets.draw import Painter
from designer.sheets.sheet_data import DASH, modifier, movement_text
from designer.sheets.invalid_mark import as_tab
from designer.protomech.sheet.damage import (LISTED_ROLES, CriticalHit, draw_critical_boxes,
                                              draw_critical_chart, draw_pilot_hits, draw_shots,
                                              draw_torso_chart, pilot_grid_height, shot_lines)
from designer.sheets.sheet_data import unit_value_fields
from designer.sheets.unit_blocks import field
from designer.sheets.template import Box, TablePlace, _Frozen, _load, mech_template
from designer.sheets.unit_tables import salvo_sizes
from designer.sheets.cluster_panel import draw_cluster

WIDTH = 576.0
LABELS = {L.HEAD: "Head", L.TORSO: "Torso", L.RIGHT_ARM: "Right Arm", L.LEFT_ARM: "Left Arm", L.LEGS: "Legs",
          L.MAIN_GUN: "Main Gun"}
SHORT = {L.HEAD: "H", L.TORSO: "T", L.RIGHT_ARM: "RA", L.LEFT_ARM: "LA", L.LEGS: "L", L.MAIN_GUN: "MG",
         L.BODY: "B"}
STRUCTURE_GREY = 0.72
CRIT_X = 264.0   # right of the longest row: 27 boxes (a 9-ton torso's 18 armor and 9 structure)
ROW_BOXES = 27    # the boxes a row holds at full size: a 9-ton torso's, the most of a standard ProtoMech
ROW_BOXES_MOST = 54   # drawn smaller up to twice that: a 15-ton ultraheavy torso (D-PM3-5) fits
VALUES_SPLIT = 120.0   # the block's last line: Battle Value left of it, cost right of it
ROW_LEAD = 9.0        # the weapons table's rows
RIGHT = WIDTH - 8     # the block's inner right edge
TABLES_TITLE = "PROTOMECH REFERENCE TABLES"


class Layout(_Frozen):
    top: float
    tables_height: float
    gap: float
    row_pitch: float
    box_pitch: float
    armor_box: float
    structure_box: float
    crit_box: float
    weapons_x: float


class HitRow(_Frozen):
    roll: str
    location: str


class ProtoSheet(_Frozen):
    title: str
    legend: str
    units_per_page: int
    layout: Layout
    hit_location: tuple[HitRow, ...]
    hit_note: str
    critical_hits: dict[str, tuple[CriticalHit, ...]]
    critical_notes: tuple[str, ...]
    cluster_page: TablePlace   # the Cluster Hits table on the page --tables adds after the Points

    def critical_row(self, location: L) -> tuple[CriticalHit, ...]:
        return self.critical_hits.get(location.value, ())


@lru_cache(maxsize=2)
def sheet_tables() -> ProtoSheet:
    return _load("protomech-tables.yaml", ProtoSheet)   # type: ignore[return-value]


def frame_height(paper: str) -> float:
    """The design frame's height on this paper (the width is 576)."""
    template = mech_template(paper)
    return (template.page.height - 2 * template.frame.y) / template.frame.scale


def block_height(paper: str) -> float:
    t = sheet_tables()
    lay = t.layout
    return (frame_height(paper) - lay.top - lay.tables_height - lay.gap * t.units_per_page) / t.units_per_page


def block_top(paper: str, index: int) -> float:
    lay = sheet_tables().layout
    return lay.top + index * (block_height(paper) + lay.gap)


def location_rows(proto: ProtoMech, top: float) -> list[tuple[L, float]]:
    """Each armored location and the top of its row of boxes."""
    lay = sheet_tables().layout
    return [(loc, top + 26 + i * lay.row_pitch) for i, loc in enumerate(proto.armored_locations())]


def draw_protomech(painter: Painter, proto: ProtoMech, top: float, height: float, pilot: Any) -> None:
    title = proto.name[:60] or "ProtoMech"
    painter.panel(Box(x=0, y=top, w=WIDTH, h=height), title)
    as_tab(painter, proto, 10, top, title, WIDTH)   # D-SHEET3-2
    jump = f"    Jump {proto.jump_mp}" if proto.jump_mp else ""
    base, run = w.unboosted_run_mp(proto), w.run_mp(proto)   # "Run 5 [6]" with a myomer booster
    running = movement_text(base, run if run != base else None)
    painter.text(8, top + 16, f"{proto.tonnage} tons    {proto.motive.value.title()}    Walk {proto.walk_mp}"
                 f"    Run {running}{jump}", 7.5, bold=True, width=280)
    who = f"Pilot: {pilot.name}   Gunnery {pilot.gunnery}" if pilot is not None else \
        "Pilot: ____________________   Gunnery ___"
    left = sheet_tables().layout.weapons_x
    painter.text(left, top + 16, who, 7, width=WIDTH - 8 - left)
    _draw_boxes(painter, proto, top)
    grid_top = top + height - pilot_grid_height() - 3
    _draw_weapons(painter, proto, top, grid_top - 2)
    draw_pilot_hits(painter, left, grid_top, RIGHT - left)
    draw_torso_chart(painter, proto, 8, top + height - 18, CRIT_X + 33 - 8)
    (bv_label, bv), (cost_label, cost) = unit_value_fields(proto, pilot)   # D-SHEET3-1
    field(painter, 8, top + height - 8, bv_label, bv, 7, VALUES_SPLIT - 12)
    field(painter, VALUES_SPLIT, top + height - 8, cost_label, cost, 7, CRIT_X - VALUES_SPLIT)


def _draw_boxes(painter: Painter, proto: ProtoMech, top: float) -> None:
    """Per location: its label, one open box an armor point, one grey box a structure point, then
    its critical boxes. Every point gets its box: a row longer than a 9-ton torso's (an ultraheavy
    ProtoMech's, D-PM3-5) draws its boxes smaller so they still fit before the critical boxes."""
    t = sheet_tables()
    lay = t.layout
    structure = w.structure(proto)
    for location, y in location_rows(proto, top):
        painter.text(8, y + lay.armor_box - 0.5, LABELS[location], 7, width=44)
        armor, inner = proto.armor.get(location, 0), structure.get(location, 0)
        drawn_armor, drawn_inner = _drawn_boxes(armor, inner)
        scale = min(1.0, ROW_BOXES / max(drawn_armor + drawn_inner, 1))
        pitch, armor_box, inner_box = (lay.box_pitch * scale, lay.armor_box * scale,
                                       lay.structure_box * scale)
        x = 56.0
        for _ in range(drawn_armor):
            painter.rect(x, y, armor_box, armor_box, line_width=0.5)
            x += pitch
        x += 3
        inset = (armor_box - inner_box) / 2
        for _ in range(drawn_inner):
            painter.rect(x, y + inset, inner_box, inner_box, fill=STRUCTURE_GREY, line_width=0.5)
            x += pitch
        if drawn_armor + drawn_inner < armor + inner:
            painter.text(x, y + lay.armor_box - 0.5, f"+{armor + inner - drawn_armor - drawn_inner}", 6)
        crits = t.critical_row(location)
        if crits:
            painter.text(CRIT_X, y + lay.armor_box - 0.5, "Crit", 6, grey=True)
            draw_critical_boxes(painter, CRIT_X + 15, y + 1.2, lay.crit_box, crits)


def _drawn_boxes(armor: int, inner: int) -> tuple[int, int]:
    """The armor and structure boxes a row draws: all of them up to ROW_BOXES_MOST (what the largest
    ultraheavy location takes), beyond that (no legal design) a full-size row and the rest as a number."""
    if armor + inner <= ROW_BOXES_MOST:
        return armor, inner
    room = ROW_BOXES - 4
    return min(armor, room), min(inner, room - min(armor, room))


_RACK = re.compile(r"^(?P<family>.*\D)\d+$")   # "Clan SRM 3" -> "Clan SRM "


def weapon_figures(item: str, rack_damage: object) -> tuple[str, str]:
    """A ProtoMech weapon's damage and to-hit modifier as every other sheet prints them: the main
    catalog's (the one source: "2/msl" for a missile, "+1" for a heavy small laser); a ProtoMech-only rack
    (an SRM 3, an LRM 6) takes its launcher family's damage a missile ("2/msl", "1/msl")."""
    weapon = catalog().weapon(item)
    if weapon is None:
        match = _RACK.match(item)
        family = (catalog().weapon(row.id) for row in level2_catalog().items
                  if match and row.id.startswith(match["family"]) and _RACK.match(row.id))
        weapon = next((w for w in family if w is not None and w.damage_per_missile is not None), None)
        if weapon is None:
            return str(rack_damage), DASH
        return f"{weapon.damage_per_missile}/msl", modifier(weapon.to_hit) or DASH
    return weapon.damage_text, modifier(weapon.to_hit) or DASH


def _ammo_label(ammo: str, shots: int) -> str:
    fed = getattr(level2_catalog().find(ammo), "weapon", None)   # "CLAPGaussRifle Ammo": AP Gauss
    name = (fed or ammo).removeprefix("Clan Ammo ").removeprefix("Clan ")
    return f"Ammo: {name} ({shots} shots)"


def proto_salvos(proto: ProtoMech) -> set[int]:
    """The missiles of each launcher the ProtoMech fires (its Cluster Hits columns, D-SHEET4-TB1): a main
    catalog weapon's salvo sizes; a ProtoMech-only rack's number ("Clan SRM 3": 3)."""
    sizes: set[int] = set()
    for mount in proto.equipment:
        found = find_item(mount.item)
        if found is None or found.role != "weapon":
            continue
        weapon = catalog().weapon(found.id)
        if weapon is not None:
            sizes.update(salvo_sizes([weapon]))
        elif _RACK.match(found.id) and weapon_figures(found.id, found.damage)[0].endswith("/msl"):
            sizes.add(int(found.id.split()[-1]))
    return sizes


def draw_tables_page(painter: Painter, run: list[ProtoMech]) -> None:
    """The page ``--tables`` adds after a run of Points: the Cluster Hits table of their launchers."""
    painter.text(4, 30, TABLES_TITLE, 18, bold=True, width=560)
    painter.text(4, 46, "Each ProtoMech fires on its own: a launcher's column is its missiles.", 7.5,
                 width=560)
    sizes = set().union(*(proto_salvos(proto) for proto in run)) if run else set()
    if not draw_cluster(painter, [sheet_tables().cluster_page], sizes):
        painter.text(4, 62, "The ProtoMechs fire no launcher that rolls on the Cluster Hits table.", 7.5,
                     grey=True)


def _draw_weapons(painter: Painter, proto: ProtoMech, top: float, bottom: float) -> None:
    """The weapons table, then each lot of ammunition with a box a shot, then a myomer booster; the
    rows close up when there are more than the room down to ``bottom`` holds at ROW_LEAD."""
    lay = sheet_tables().layout
    x0 = lay.weapons_x
    columns = (("Weapon", x0, "left"), ("Loc", x0 + 112, "center"), ("Dmg", x0 + 134, "center"),
               ("To-Hit", x0 + 157, "center"), ("Min", x0 + 179, "center"), ("Sht", x0 + 202, "center"),
               ("Med", x0 + 225, "center"), ("Lng", x0 + 248, "center"))
    y = top + 28
    for title, x, align in columns:
        painter.text(x, y, title, 6.5, bold=True, align=align)
    weapons = [(mount, found) for mount in proto.equipment
               if (found := find_item(mount.item)) is not None and found.role in LISTED_ROLES]
    lots = [(_ammo_label(lot.ammo, lot.shots), lot.shots) for lot in proto.ammo]
    extras = [found.id for m in proto.items_at(L.BODY) if (found := find_item(m.item)) is not None
              and found.role == "myomer_booster"]
    shot_x = [x0 + painter.text_width(label, 6.5) + 4 for label, _ in lots]
    lines = len(weapons) + sum(shot_lines(x, RIGHT, shots)
                               for x, (_, shots) in zip(shot_x, lots, strict=True))
    lead = min(ROW_LEAD, (bottom - y) / max(1, lines + bool(extras)))
    size = min(6.5, lead * 0.8)
    for mount, found in weapons:
        y += lead
        ranges = [found.min_range or "-", found.short or "-", found.medium or "-", found.long or "-"]
        damage, to_hit = weapon_figures(found.id, found.damage)
        cells = [found.id.removeprefix("Clan "), SHORT[mount.location], damage, to_hit, *ranges]
        for (_, x, align), cell in zip(columns, cells, strict=True):
            painter.text(x, y, str(cell), size, align=align, width=108 if align == "left" else 22)
    for (label, shots), x in zip(lots, shot_x, strict=True):
        y += lead
        painter.text(x0, y, label, size, width=250)
        y += lead * (draw_shots(painter, x, y, RIGHT, shots, lead) - 1)
    if extras:
        painter.text(x0, y + lead, ", ".join(extras), size, width=250)


def draw_tables(painter: Painter, paper: str) -> None:
    t = sheet_tables()
    top = frame_height(paper) - t.layout.tables_height + 4
    painter.panel(Box(x=0, y=top, w=250, h=t.layout.tables_height - 6), "PROTOMECH HIT LOCATION TABLE")
    painter.text(10, top + 18, "2D6 Roll", 7, bold=True)
    painter.text(70, top + 18, "Location", 7, bold=True)
    for i, row in enumerate(t.hit_location):
        painter.text(10, top + 28 + i * 8.5, row.roll, 7)
        painter.text(70, top + 28 + i * 8.5, row.location, 7)
    painter.text(10, top + 28 + len(t.hit_location) * 8.5 + 2, t.hit_note, 6.5, width=230)
    painter.panel(Box(x=260, y=top, w=WIDTH - 260, h=t.layout.tables_height - 6), "CRITICAL HITS")
    labels = {location.value: name for location, name in LABELS.items()}
    draw_critical_chart(painter, 270, top + 18, WIDTH - 280, labels, t.critical_hits, t.critical_notes)


def point_totals(members: list[tuple[ProtoMech, Any]]) -> list[str]:
    """The Point's Battle Value (each ProtoMech's base value added up, and with its pilot's skills
    when they change it) and cost, printed at the top of the page (decision D-SHEET3-1)."""
    values = [battle_value(proto, pilot) for proto, pilot in members]
    rated = [value for value in values if value is not None]
    base, skilled = sum(v.base for v in rated), sum(v.value for v in rated)
    shown = f"{base:,}" + (f" ({skilled:,} with pilots)" if skilled != base else "") if rated else "not rated"
    totals = [cost_total(proto)[0] for proto, _ in members]
    cost = "not computed" if None in totals else f"{sum(t for t in totals if t is not None):,} C-Bills"
    return [f"Point BV: {shown}", f"Point cost: {cost}"]


class PointPage:
    """The page drawer the ProtoMech registration names: five ProtoMechs a page (a Point); with
    ``--tables``, a tables page after each run of them (the registration's ``sheet_tables``)."""

    @property
    def units_per_page(self) -> int:
        return sheet_tables().units_per_page

    def __call__(self, canvas: Canvas, page: Any, paper: str, options: Any, first: int) -> None:
        template = mech_template(paper)
        if not page.units:
            canvas.saveState()
            draw_tables_page(Painter(canvas, template), page.run)
            canvas.restoreState()
            return
        for i, unit in enumerate(page.units):
            key = f"unit{first + i + 1}"
            y = template.frame.y + template.frame.scale * block_top(paper, i)
            canvas.bookmarkPage(key, fit="XYZ", left=0, top=template.page.height - y + 12)
            canvas.addOutlineEntry(unit.name, key, level=0)
        canvas.saveState()
        painter = Painter(canvas, template)
        painter.text(WIDTH / 2, 12, sheet_tables().title, 13, bold=True, align="center")
        painter.text(WIDTH / 2, 21, sheet_tables().legend, 6.5, align="center", grey=True)
        height = block_height(paper)
        pilots = [None if options.blank_pilot else options.pilot or unit.pilot for unit in page.units]
        for i, (unit, pilot) in enumerate(zip(page.units, pilots, strict=True)):
            draw_protomech(painter, unit, block_top(paper, i), height, pilot)
        for line, text in enumerate(point_totals(list(zip(page.units, pilots, strict=True)))):
            painter.text(WIDTH - 4, 12 + 9 * line, text, 7, bold=True, align="right", width=150)
        draw_tables(painter, paper)
        canvas.restoreState()


protomech_page = PointPage()
