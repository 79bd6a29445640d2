"""One BattleMech record sheet page: fills the template's blocks from :mod:`sheet_data`."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from designer.model import Pilot
from designer.mech.model import Mech
from designer.rules import validate
from designer.rules.findings import Report
from designer.mech.sheet.crits import draw_core_hits, draw_crits, draw_transfer
from designer.sheets.diagram_blocks import draw_armor, draw_structure
from designer.sheets.draw import Painter, hits_grid
from designer.sheets.heat_blocks import (draw_heat_effects, draw_heat_scale, draw_heat_sinks, draw_reference,
                                         draw_tables_page)
from designer.sheets.invalid_mark import invalid_warning
from designer.sheets.inventory_flow import Flow, draw_flow, fit
from designer.sheets.job import PagePlan, bookmark
from designer.mech.sheet.lam import TITLE as LAM_TITLE
from designer.mech.sheet.lam import draw_lam
from designer.mech.sheet.inventory import sections
from designer.sheets.options import SheetOptions
from designer.sheets.sheet_data import SheetData, battle_value_text, cost_text, identity_rows, sheet_data
from designer.sheets.template import Box, MechTemplate, Panel, TablePlace, mech_template, tables
from designer.sheets.text_fit import LAST_RESORT_TYPE
from designer.sheets.unit_blocks import blank_field as _blank_field
from designer.sheets.unit_blocks import field as _field

CONTINUED = "'MECH DATA (CONTINUED)"


def draw_mech_sheet(painter: Painter, template: MechTemplate, mech: Mech,
                    options: SheetOptions) -> tuple[TablePlace, ...]:
    """Draws the sheet; returns the reference tables (``--tables``) the inventory left no room
    for, which the caller prints on a page of their own (:func:`draw_tables_page`)."""
    data = sheet_data(mech)
    if mech.lam:   # the NOTES panel holds the LAM block: the inventory flows past it
        template = template.model_copy(update={"inventory": template.inventory.model_copy(
            update={"more": template.inventory.more[1:]})})
    flow = _inventory_flow(painter, template, data)
    more = flow.boxes[1:]
    _static(painter, template, options, more, lam=mech.lam)
    _invalid_warning(painter, validate(mech))
    _mech_data(painter, template, data, _pilot(mech, options))
    with painter.smallest_type(flow.size):
        draw_flow(painter, flow)
    _warrior(painter, template, _pilot(mech, options))
    draw_armor(painter, template, data)
    draw_structure(painter, template, data)
    draw_crits(painter, template, data)
    draw_core_hits(painter, template, data)
    draw_transfer(painter, template, data)
    draw_heat_effects(painter, template)
    draw_heat_sinks(painter, template, data)
    draw_heat_scale(painter, template)
    if mech.lam:
        draw_lam(painter, template.notes, mech, template.notes.size)
    if options.tables:
        return draw_reference(painter, template, mech, skip=(*more, template.notes) if mech.lam else more)
    if not more and not mech.lam:
        _notes(painter, template)
    return ()


def draw_mech_page(canvas: Canvas, template: MechTemplate, mech: Mech, options: SheetOptions) -> None:
    """The sheet on the canvas's page and, when ``--tables`` left tables out for lack of room, a
    page of them after it (the caller ends the last page)."""
    canvas.saveState()
    left_over = draw_mech_sheet(Painter(canvas, template), template, mech, options)
    canvas.restoreState()
    if left_over:
        canvas.showPage()
        canvas.saveState()
        draw_tables_page(Painter(canvas, template), template, mech, left_over)
        canvas.restoreState()


def mech_page(canvas: Canvas, page: PagePlan, paper: str, options: SheetOptions, first: int) -> None:
    """A 'Mech record sheet: one 'Mech a page, on the 'Mech template."""
    bookmark(canvas, None, paper, first + 1, page.units[0].name, 0)
    draw_mech_page(canvas, mech_template(paper), page.units[0], options)


INVALID_AT = (4.0, 56.0)   # under the caption, above the panels' tabs


def _invalid_warning(painter: Painter, report: Report) -> None:
    text = invalid_warning(report)
    if text:
        painter.text(*INVALID_AT, text, 7, bold=True, width=372)


def _pilot(mech: Mech, options: SheetOptions) -> Pilot | None:
    if options.blank_pilot:
        return None
    return options.pilot or mech.pilot


def _static(painter: Painter, template: MechTemplate, options: SheetOptions, more: tuple[Box, ...],
            lam: bool = False) -> None:
    """Fixed texts and panels; the NOTES/REFERENCE panel is retitled when the inventory takes
    it, and is the LAM DATA panel on a LAM's sheet."""
    for text in template.texts:
        painter.text(text.x, text.y, text.text, text.size, bold=text.bold, align=text.align)
    for panel in template.panels:
        if (panel.if_tables and not options.tables) or (panel.unless_tables and options.tables):
            if not (lam and panel.unless_tables):
                continue
        elif lam and panel.if_tables:
            continue
        taken = more and _holds(panel, more[0])
        title = LAM_TITLE if lam and _holds(panel, template.notes) else panel.title
        painter.panel(panel, CONTINUED if taken else title)


def _holds(panel: Panel, box: Box) -> bool:
    return (panel.x <= box.x and box.x + box.w <= panel.x + panel.w
            and panel.y <= box.y and box.y + box.h <= panel.y + panel.h)


LEFT_SHARE = 0.55   # of the data block's width: the identity fields; the rest movement and heat sinks


def _mech_data(painter: Painter, template: MechTemplate, data: SheetData, pilot: Pilot | None) -> None:
    """Type, then two fields a row (:func:`identity_rows`), the leading closed up so that every
    row fits the box."""
    box, mech = template.mech_data, data.mech
    rows = identity_rows(data, cost_text(mech), battle_value_text(mech, pilot))
    size = box.size
    lead = min(box.leading, (box.h - size - 2) / len(rows))
    size = min(size, lead * 0.8)
    half = box.w * LEFT_SHARE
    _field(painter, box.x, box.y + box.size, "Type", mech.name, box.size + 1, box.w)
    for i, (left, right) in enumerate(rows):
        y = box.y + box.size + lead * (i + 1) + 2
        _field(painter, box.x, y, *left, size, half - 4)
        if right[0]:
            _field(painter, box.x + half, y, *right, size, box.w - half)


def _inventory_flow(painter: Painter, template: MechTemplate, data: SheetData) -> Flow:
    """Inventory, physical attacks and ammunition tally: shrunk to the template's floor (on
    paper), then flowed on into the continuation boxes. A design too long even for those (an
    over-weight 'Mech with a different item in every slot) goes down to LAST_RESORT_TYPE
    rather than lose a line."""
    box = template.inventory
    floor = box.min_size / template.frame.scale
    flow = fit(painter, lambda scale: sections(data, floor, scale), box, box.more, box.size, floor)
    if flow.complete:
        return flow
    floor = LAST_RESORT_TYPE / template.frame.scale
    with painter.smallest_type(floor):
        return fit(painter, lambda scale: sections(data, floor, scale), box, box.more, floor, floor)


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


def _notes(painter: Painter, template: MechTemplate) -> None:
    box = template.notes
    step = box.size * 2.2
    y = box.y + step
    while y <= box.y + box.h:
        painter.line(box.x, y, box.x + box.w, y, 0.3)
        y += step
