"""The vehicle's record sheets: two ground vehicles a page (``ground``; a large support vehicle's
plan view, ``large``) with the vehicle tables beside a unit alone on its page, and a fixed-wing
support vehicle alone on the aircraft page (``fixed_wing``, decision D-SV-2). The page drawer here
is the one the vehicle's registration names (``designer.kinds``)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from designer.sheets.draw import Painter
from designer.sheets.job import PagePlan, single_unit, template_page
from designer.sheets.options import SheetOptions
from designer.sheets.unit_blocks import slot
from designer.sheets.unit_template import UnitTemplate
from designer.vehicle.sheet.fixed_wing import draw_fixed_wing
from designer.vehicle.sheet.ground import VehicleOptions, draw_vehicle, draw_vehicle_tables
from designer.vehicle.sheet_figures import is_fixed_wing


def _vehicles(painter: Painter, template: UnitTemplate, page: PagePlan, options: SheetOptions) -> None:
    vehicle_options = VehicleOptions(options.pilot, options.blank_pilot)
    for offset, vehicle in zip(template.slots, page.units, strict=False):
        with slot(painter, offset):
            draw_vehicle(painter, template, vehicle, vehicle_options)
    if page.tables:
        draw_vehicle_tables(painter, template, page.units[0])
    for y in template.cut_lines:
        painter.canvas.setDash(3, 3)
        painter.line(0, y, 576, y, 0.4)
        painter.canvas.setDash()


_vehicle_slots = template_page(_vehicles)
_fixed_wing_page = template_page(single_unit(draw_fixed_wing), layout="fighter")   # an aircraft's (D-SV-2)


def vehicle_page(canvas: Canvas, page: PagePlan, paper: str, options: SheetOptions, first: int) -> None:
    """Vehicles two a page; a fixed-wing support vehicle flies, on the aircraft page of its own."""
    if page.units and is_fixed_wing(page.units[0]):
        _fixed_wing_page(canvas, page, paper, options, first)
    else:
        _vehicle_slots(canvas, page, paper, options, first)
