"""Armor and internal structure diagrams: silhouettes, "LOC (N)" labels, exactly N pips."""

from __future__ import annotations

from designer.model import Mech
from designer.sheets.draw import Painter
from designer.sheets.geometry import Region, view_regions
from designer.sheets.pips import place_pips
from designer.sheets.sheet_data import SheetData
from designer.sheets.template import DiagramBox, MechTemplate, Silhouette, diagrams

PIP_STROKE = 0.5
# More pips than any legal location holds (twice the largest structure value, 2 x 31) means an
# impossible design: the label prints the number, but no pips are drawn (a hang, not a sheet).
PIP_LIMIT = 100


def silhouette(template: MechTemplate, mech: Mech) -> Silhouette:
    shapes = diagrams(template.diagrams)
    return shapes.quad if mech.is_quad else shapes.biped


def draw_region(painter: Painter, region: Region, label: str, count: int, box: DiagramBox) -> None:
    painter.polygon(list(region.outline), width=0.8)
    painter.text(region.label_x, region.label_y, label, box.label_size, bold=True, align="center",
                 width=region.label_width, min_size=3.5)
    if count > PIP_LIMIT:
        return
    layout = place_pips(region.pip_area, count, box.max_radius)
    for x, y in layout.centres:
        painter.circle(x, y, layout.radius, PIP_STROKE)


def draw_view(painter: Painter, regions: dict[str, Region], values: dict[str, int],
              box: DiagramBox, suffix: str = "") -> None:
    for name, region in regions.items():
        count = values.get(name, 0)
        draw_region(painter, region, f"{name}{suffix} ({count})", count, box)


def draw_armor(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    """Front armor on the big silhouette, torso rear armor on the small rear one."""
    shape = silhouette(template, data.mech)
    front = {loc.value: value for loc, value in data.mech.armor.items()}
    rear = {loc.value: value for loc, value in data.mech.rear_armor.items()}
    draw_view(painter, view_regions(shape.front, template.armor_front), front, template.armor_front)
    box = template.armor_rear
    if box.caption:
        painter.text(box.x + box.w / 2, box.y - 3, box.caption, box.label_size, bold=True,
                     align="center", width=box.w)
    draw_view(painter, view_regions(shape.rear, box), rear, box, suffix="R")


def draw_structure(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    shape = silhouette(template, data.mech)
    values = {loc.value: value for loc, value in data.figures.internal_structure.items()}
    draw_view(painter, view_regions(shape.front, template.structure), values, template.structure)
