"""The DropShip and small craft record sheet: the one module of the kind that draws. It is named by
its registration only as an import path, so the core never imports it; it draws on the reportlab
canvas the print job hands it (``designer.sheets.job``) with the sheets' fonts.

Page one: the craft's data and crew, the armor of each arc as countable pips (rows of ten, a gap
every five rows), the structural integrity, the velocity record, the heat sinks, and the weapon bays
with their heat and damage by range bracket in standard and capital scale; a second page carries
the bays that do not fit, and the transport bays with their doors. Letter and A4 alike (the page
size comes from the canvas)."""

from __future__ import annotations

from typing import Any

from designer.dropship import weights as w
from designer.dropship.bays import bay_label, weapon_bays
from designer.dropship.model import ARMOR_ARCS, LargeCraft
from designer.dropship.sheet_figures import BRACKETS, BayRow, bay_rows
from designer.sheets.fonts import register

MARGIN = 28.0
LINE = 11.0
PIP_GAP_EVERY = 10  # pips a group across a row
ROW_GAP_EVERY = 5  # rows a group down a box
VELOCITY_TURNS = 20
TRACK_H = 62.0  # the velocity and fuel record's height (the heat box beside it too)
TRACK_ROW = 9.5  # a row of its boxes
BAY_ROW = 11.0
ARMOR_HEIGHT = 300.0     # the armor diagram's height ...
ARMOR_SHRINK = 110.0     # ... less up to this much to keep the bays on page one ...
SHRUNK_PIP_PITCH = 4.6   # ... while its smallest pips stay this far apart (points)
ARMOR_FRAME = 34.0       # the diagram's title and margins around its three rows of boxes


def dropship_page(canvas: Any, page: Any, paper: str, options: Any, first: int) -> None:
    """Draws one craft's sheet (one or two pages)."""
    craft: LargeCraft = page.units[0]
    width, height = canvas._pagesize
    regular, bold = register()
    sheet = _Sheet(canvas, width, height, regular, bold)
    canvas.bookmarkPage(f"unit{first + 1}")
    canvas.addOutlineEntry(craft.name, f"unit{first + 1}", level=0)
    rest = sheet.first_page(craft)
    if rest:
        canvas.showPage()
        sheet.second_page(craft, rest)



PIP_STEPS = (7.0, 6.0, 5.2, 4.6, 4.0, 3.5, 3.1, 2.8, 2.5)  # pip pitches tried, largest first (points)
ARC_LABEL_H = 15.0  # an arc box's label above its pips
ARC_PAD = 8.0  # an arc box's margins beside its pips
MIDDLE_SHARE_STEPS = 12  # the sides' row may take up to 12 sixtieths more of the diagram's height


def pip_step(count: int, width: float, height: float) -> tuple[float, int]:
    """The pitch and pips a row (whole tens) of ``count`` pips in a ``width`` x ``height`` area: the
    largest pitch at which they fit, tens and every five rows a pitch apart."""
    step, per_row = PIP_STEPS[-1], PIP_GAP_EVERY
    for step in PIP_STEPS:
        per_row = max(int((width + step) // (step * PIP_GAP_EVERY + step)) * PIP_GAP_EVERY, PIP_GAP_EVERY)
        rows = -(-count // per_row)
        needed = rows * step + (rows - 1) // ROW_GAP_EVERY * step
        if needed <= height and per_row * step * 1.1 <= width + step:
            break
    return step, per_row


def armor_rows(craft: LargeCraft, rows_h: float, wide: float, side: float) -> tuple[float, float, float]:
    """The heights of the nose and aft row and of the middle row (sides and structural integrity),
    and the pitch of the diagram's smallest pips: the middle row grows while that makes the smallest
    pip larger, since the side boxes are half as wide as the nose and aft boxes."""

    def smallest(middle: float) -> float:
        outer = (rows_h - middle) / 2
        wide_boxes = [(craft.armor.get(arc, 0), wide, outer) for arc in (ARMOR_ARCS[0], ARMOR_ARCS[3])]
        side_boxes = [(craft.armor.get(arc, 0), side, middle) for arc in (ARMOR_ARCS[1], ARMOR_ARCS[2])]
        boxes = [*wide_boxes, *side_boxes, (craft.structural_integrity, side, middle)]
        return min((pip_step(n, w_ - ARC_PAD, h - ARC_LABEL_H)[0] for n, w_, h in boxes if n > 0),
                   default=PIP_STEPS[0])

    shares = [rows_h / 3 + k * rows_h / 60 for k in range(MIDDLE_SHARE_STEPS + 1)]
    middle = max(shares, key=lambda share: (smallest(share), -share))
    return (rows_h - middle) / 2, middle, smallest(middle)


def weapons_title(craft: LargeCraft) -> str:
    """A DropShip fires in weapon bays; a craft without them (the canon small craft) weapon by weapon."""
    return "weapon bays" if weapon_bays(craft) else "weapons"


def armor_boxes(width: float) -> tuple[float, float]:
    """The widths of the nose and aft boxes and of the side boxes in a diagram ``width`` wide."""
    return width * 0.6, (width - 32) / 3


class _Sheet:
    def __init__(self, canvas: Any, width: float, height: float, regular: str, bold: str) -> None:
        self.c, self.width, self.height, self.regular, self.bold = canvas, width, height, regular, bold

    # --- text and boxes ------------------------------------------------------------------------
    def text(
        self,
        x: float,
        y: float,
        value: str,
        size: float = 8,
        bold: bool = False,
        right: bool = False,
        centre: bool = False,
    ) -> None:
        self.c.setFont(self.bold if bold else self.regular, size)
        if right:
            self.c.drawRightString(x, y, value)
        elif centre:
            self.c.drawCentredString(x, y, value)
        else:
            self.c.drawString(x, y, value)

    def box(self, x: float, y: float, w_: float, h: float, title: str = "") -> None:
        self.c.setLineWidth(0.8)
        self.c.roundRect(x, y, w_, h, 4)
        if title:
            self.text(x + 6, y + h - 11, title.upper(), 8, bold=True)

    def fits(self, value: str, size: float, room: float, bold: bool = False) -> str:
        font = self.bold if bold else self.regular
        while value and self.c.stringWidth(value, font, size) > room:
            value = value[:-2] + "…"
        return value

    # --- pages ---------------------------------------------------------------------------------
    def first_page(self, craft: LargeCraft) -> list[BayRow]:
        top = self.height - MARGIN
        kind = "DROPSHIP" if craft.is_dropship else "SMALL CRAFT"
        self.text(MARGIN, top - 14, f"{kind} RECORD SHEET", 16, bold=True)
        self.text(
            self.width - MARGIN, top - 14, self.fits(craft.name, 12, 300, True), 12, bold=True, right=True
        )
        data_top = top - 26
        self._data(craft, MARGIN, data_top - 118, (self.width - 2 * MARGIN) * 0.55 - 4, 118)
        crew_x = MARGIN + (self.width - 2 * MARGIN) * 0.55 + 4
        self._crew(craft, crew_x, data_top - 118, self.width - MARGIN - crew_x, 118)
        armor_top = data_top - 124
        rows = bay_rows(craft)
        transport_h = 30 + LINE * len(craft.bays) if craft.bays else 0.0
        bays_h = 30 + BAY_ROW * max(len(rows), 1)
        # the armor diagram gives up to SHRINK points of height when the bays then fit on this page
        short = bays_h + transport_h + 6 - (armor_top - ARMOR_HEIGHT - 6 - TRACK_H - 6 - MARGIN)
        armor_h = ARMOR_HEIGHT - short if 0 < short <= ARMOR_SHRINK else ARMOR_HEIGHT
        if armor_h < ARMOR_HEIGHT and self._pip_pitch(craft, armor_h) < SHRUNK_PIP_PITCH:
            armor_h = ARMOR_HEIGHT  # pips too small to count: the bays go overleaf instead
        self._armor(craft, MARGIN, armor_top - armor_h, self.width - 2 * MARGIN, armor_h)
        track_top = armor_top - armor_h - 6
        self._velocity(craft, MARGIN, track_top - TRACK_H, (self.width - 2 * MARGIN) * 0.62 - 4, TRACK_H)
        heat_x = MARGIN + (self.width - 2 * MARGIN) * 0.62 + 4
        self._heat(craft, heat_x, track_top - TRACK_H, self.width - MARGIN - heat_x, TRACK_H)
        bays_top = track_top - TRACK_H - 6
        room = bays_top - MARGIN
        transport_h = 30 + LINE * len(craft.bays) if craft.bays else 0.0
        bays_h = 30 + BAY_ROW * max(len(rows), 1)
        if bays_h + transport_h + 6 <= room:  # everything on this page
            self._bays(rows, MARGIN, bays_top - bays_h, self.width - 2 * MARGIN, bays_h, weapons_title(craft))
            if craft.bays:
                self._transport(
                    craft, MARGIN, bays_top - bays_h - 6 - transport_h, self.width - 2 * MARGIN, transport_h
                )
            return []
        fit = max(int((room - 30) // BAY_ROW), 0)
        self._bays(
            rows[:fit],
            MARGIN,
            MARGIN,
            self.width - 2 * MARGIN,
            room,
            weapons_title(craft) + (" (continued overleaf)" if len(rows) > fit else ""),
        )
        return rows[fit:] or [BayRow("", "", 0, (0, 0, 0, 0))]  # the transport bays go overleaf

    def second_page(self, craft: LargeCraft, rows: list[BayRow]) -> None:
        top = self.height - MARGIN
        self.text(MARGIN, top - 14, f"{craft.name}: bays and transport", 14, bold=True)
        rows = [row for row in rows if row.weapons]
        y = top - 24
        if rows:
            h = 30 + BAY_ROW * len(rows)
            self._bays(rows, MARGIN, y - h, self.width - 2 * MARGIN, h, f"{weapons_title(craft)} (continued)")
            y -= h + 8
        h = 30 + LINE * max(len(craft.bays), 1)
        self._transport(craft, MARGIN, y - h, self.width - 2 * MARGIN, h)

    # --- panels --------------------------------------------------------------------------------
    def _data(self, craft: LargeCraft, x: float, y: float, w_: float, h: float) -> None:
        from designer.bv import battle_value
        from designer.dropship.cost import large_craft_cost

        self.box(x, y, w_, h, "craft data")
        value = battle_value(craft)
        cost = large_craft_cost(craft)
        lines = [
            (
                "Type",
                f"{craft.shape.value.title()} {('DropShip' if craft.is_dropship else 'small craft')}, "
                f"{craft.design_type.value}",
            ),
            ("Mass", f"{craft.mass:,.0f} tons"),
            (
                "Technology",
                f"{craft.tech_base.value.replace('_', ' ').title()}, level {craft.rules_level}"
                + (f", {craft.year}" if craft.year else ""),
            ),
            ("Thrust", f"safe {craft.safe_thrust}, maximum {craft.max_thrust}"),
            ("Fuel", f"{craft.fuel:,} points ({w.fuel_tons(craft).tons:g} t)"),
            ("Armor", f"{craft.armor_type.value.replace('_', ' ')}, {sum(craft.armor.values()):,} points"),
            ("Battle Value", f"{value.base:,}" if value is not None else "not rated"),
            ("Cost", f"{cost.total:,} C-Bills" if not cost.unpriced else "not computed (unpriced items)"),
        ]
        for i, (label, text) in enumerate(lines):
            self.text(x + 8, y + h - 26 - i * LINE, label + ":", 8, bold=True)
            self.text(x + 80, y + h - 26 - i * LINE, self.fits(text, 8, w_ - 88), 8)

    def _crew(self, craft: LargeCraft, x: float, y: float, w_: float, h: float) -> None:
        self.box(x, y, w_, h, "crew and passengers")
        people = craft.complement
        lines = [
            ("Crew", people.crew),
            ("Officers", people.officers),
            ("Gunners", people.gunners),
            ("Passengers", people.passengers + people.other_passengers),
            ("Marines", people.marines),
            ("Battle armor", people.battle_armor),
            ("Life boats", people.life_boats),
            ("Escape pods", people.escape_pods),
        ]
        for i, (label, count) in enumerate(lines):
            column, row = divmod(i, 4)
            cx = x + 8 + column * (w_ / 2)
            cy = y + h - 26 - row * (LINE + 6)
            self.text(cx, cy, f"{label}:", 8, bold=True)
            self.text(cx + 62, cy, str(count), 8)
            self.c.rect(cx + 84, cy - 3, min(w_ / 2 - 100, 60), 11)  # damage / casualties track

    def _pip_pitch(self, craft: LargeCraft, armor_h: float) -> float:
        """The smallest pips' pitch in an armor diagram ``armor_h`` high."""
        wide, side = armor_boxes(self.width - 2 * MARGIN)
        return armor_rows(craft, armor_h - ARMOR_FRAME, wide, side)[2]

    def _armor(self, craft: LargeCraft, x: float, y: float, w_: float, h: float) -> None:
        """Nose on top, the sides left and right of the structural integrity, aft below."""
        self.box(x, y, w_, h, "armor diagram")
        wide, side = armor_boxes(w_)
        outer_h, middle_h, _pitch = armor_rows(craft, h - ARMOR_FRAME, wide, side)
        centre = x + w_ / 2
        middle = y + 10 + outer_h + 6
        boxes = [
            (ARMOR_ARCS[0], centre - wide / 2, middle + middle_h + 6, wide, outer_h),
            (ARMOR_ARCS[1], x + 8, middle, side, middle_h),
            (ARMOR_ARCS[2], x + w_ - 8 - side, middle, side, middle_h),
            (ARMOR_ARCS[3], centre - wide / 2, y + 10, wide, outer_h),
        ]
        for arc, ax, ay, aw, ah in boxes:
            points = craft.armor.get(arc, 0)
            self._arc(ax, ay, aw, ah, f"{arc.value.replace('_', ' ').upper()} ({points})", points)
        self._arc(
            centre - side / 2,
            middle,
            side,
            middle_h,
            f"STRUCTURAL INTEGRITY ({craft.structural_integrity})",
            craft.structural_integrity,
        )

    def _arc(self, x: float, y: float, w_: float, h: float, label: str, count: int) -> None:
        self.c.setLineWidth(0.5)
        self.c.rect(x, y, w_, h)
        self.text(x + w_ / 2, y + h - 9, label, 7, bold=True, centre=True)
        self.pips(x + ARC_PAD / 2, y + 3, w_ - ARC_PAD, h - ARC_LABEL_H, count)

    def pips(self, x: float, y: float, w_: float, h: float, count: int) -> None:
        """``count`` circles in rows of whole tens, a wider gap between tens and every five rows."""
        if count <= 0:
            return
        step, per_row = pip_step(count, w_, h)
        radius = step * 0.36
        left = x + (w_ - (per_row * step + (per_row // PIP_GAP_EVERY - 1) * step)) / 2
        self.c.setLineWidth(0.35)
        for i in range(count):
            row, col = divmod(i, per_row)
            px = left + col * step + (col // PIP_GAP_EVERY) * step + step / 2
            py = y + h - row * step - (row // ROW_GAP_EVERY) * step - step / 2
            self.c.circle(px, py, radius)

    def _velocity(self, craft: LargeCraft, x: float, y: float, w_: float, h: float) -> None:
        """Turns 1-10 and 11-20: the velocity and the thrust used (the fuel it burns) each turn."""
        self.box(x, y, w_, h, "velocity and fuel record")
        self.text(x + w_ - 8, y + h - 11, f"fuel {craft.fuel:,} points", 7, right=True)
        cell = (w_ - 60) / (VELOCITY_TURNS / 2)
        for half in range(2):
            block_y = y + h - 24.5 - half * (2 * TRACK_ROW + 4)
            for row, label in enumerate(("Velocity", "Thrust used")):
                row_y = block_y - row * TRACK_ROW
                self.text(x + 6, row_y + 2, label, 6.5, bold=True)
                for turn in range(VELOCITY_TURNS // 2):
                    cx = x + 56 + turn * cell
                    self.c.rect(cx, row_y - 1, cell, TRACK_ROW)
                    if row == 0:
                        self.text(cx + 2, row_y + 4, str(half * 10 + turn + 1), 5)

    def _heat(self, craft: LargeCraft, x: float, y: float, w_: float, h: float) -> None:
        self.box(x, y, w_, h, "heat")
        double = craft.heat_sink_type.value == "double"
        capacity = craft.heat_sinks * (2 if double else 1)
        self.text(x + 8, y + h - 24, f"{craft.heat_sinks} {craft.heat_sink_type.value} heat sinks", 8)
        self.text(x + 8, y + h - 35, f"dissipate {capacity} heat a turn", 8)
        self.text(x + 8, y + h - 46, f"({w.free_heat_sinks(craft)} weight-free)", 7)

    def _bays(self, rows: list[BayRow], x: float, y: float, w_: float, h: float, title: str) -> None:
        self.box(x, y, w_, h, title)
        cols = [("Arc", 0.0), ("Weapons", 70.0), ("Heat", w_ - 262)]
        for i, bracket in enumerate(BRACKETS):
            cols.append((bracket[0].upper() + "RV", w_ - 232 + i * 56))
        top = y + h - 24
        for label, offset in cols:
            self.text(x + 8 + offset, top, label, 7, bold=True)
        self.text(x + w_ - 232, top + 9, "damage: standard (capital)", 6.5)
        if not rows:
            self.text(x + 8, top - BAY_ROW, "no weapons", 7)
        for i, row in enumerate(rows):
            ry = top - (i + 1) * BAY_ROW
            if i % 2 == 0:
                self.c.setFillGray(0.92)
                self.c.rect(x + 4, ry - 3, w_ - 8, BAY_ROW, stroke=0, fill=1)
                self.c.setFillGray(0)
            self.text(x + 8, ry, row.arc, 7)
            self.text(x + 78, ry, self.fits(row.weapons, 7, w_ - 352), 7)
            self.text(x + 8 + cols[2][1], ry, str(row.heat), 7)
            if row.defence:  # no damage to print: say what the bay does instead
                self.text(x + 8 + cols[3][1], ry, row.defence, 7)
                continue
            for j, (value, capital) in enumerate(zip(row.damage, row.capital, strict=True)):
                shown = f"{value} ({capital})" if value else "-"
                self.text(x + 8 + cols[3 + j][1], ry, shown, 7)

    def _transport(self, craft: LargeCraft, x: float, y: float, w_: float, h: float) -> None:
        self.box(x, y, w_, h, "transport bays and quarters")
        top = y + h - 24
        for label, offset in (("Bay", 0), ("Size", 160), ("Doors", 240), ("Bay no.", 300), ("Carried", 360)):
            self.text(x + 8 + offset, top, label, 7, bold=True)
        for i, bay in enumerate(craft.bays):
            ry = top - (i + 1) * LINE
            self.text(x + 8, ry, bay_label(bay.kind, bay.platoon), 7)
            self.text(x + 168, ry, f"{bay.size:g}", 7)
            self.text(x + 248, ry, str(bay.doors), 7)
            self.text(x + 308, ry, bay.shown_number, 7)
            self.c.rect(x + 368, ry - 2, min(w_ - 380, 160), 9)
