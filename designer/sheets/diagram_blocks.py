"""Armor and internal structure diagrams: silhouettes, "LOC (N)" labels, exactly N pips."""

from __future__ import annotations

from designer.model import Mech
from designer.sheets.draw import Painter
from designer.sheets.geometry import Region, view_regions
from designer.sheets.pips import place_pips
from designer.sheets.sheet_data import SheetData
from designer.sheets.text_fit import MIN_SQUEEZE
from designer.sheets.template import DiagramBox, MechTemplate, Silhouette, View, diagrams

PIP_STROKE = 0.5
# More pips than any legal location holds (twice the largest structure value, 2 x 31) means an
# impossible design: the label prints the number, but no pips are drawn (a hang, not a sheet).
PIP_LIMIT = 100


def silhouette(template: MechTemplate, mech: Mech) -> Silhouette:
    shapes = diagrams(template.diagrams)
    return shapes.quad if mech.is_quad else shapes.biped


def draw_region(painter: Painter, region: Region, label: str, count: int, box: DiagramBox) -> None:
    painter.polygon(list(region.outline), width=0.8)
    shown = _short_label(painter, label, box.label_size, region.label_width)
    painter.text(region.label_x, region.label_y, shown, box.label_size, bold=True, align="center",
                 width=region.label_width, min_size=3.5)
    if count > PIP_LIMIT:
        return
    layout = place_pips(region.pip_area, count, box.max_radius, painter.pip_clearance)
    for x, y in layout.centres:
        painter.circle(x, y, layout.radius, PIP_STROKE)


def _short_label(painter: Painter, label: str, size: float, width: float) -> str:
    """"FLL (17)", or "FLL 17" when the brackets do not fit a narrow region's label band."""
    if painter.text_width(label, size, bold=True) * MIN_SQUEEZE <= width or " (" not in label:
        return label
    return label.replace(" (", " ").rstrip(")")


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


def squashed(view: View, box: DiagramBox) -> View:
    """``view`` flattened to the aspect of ``box`` when it is taller (the internal structure
    box is squarer than the armor silhouette): wider regions, labels and pips at the same
    height."""
    height = view.width * box.h / box.w
    if height >= view.height:
        return view
    factor = height / view.height
    regions = {name: tuple((x, y * factor) for x, y in points) for name, points in view.regions.items()}
    return view.model_copy(update={"height": height, "regions": regions})


def structure_regions(template: MechTemplate, mech: Mech) -> dict[str, Region]:
    box = template.structure
    return view_regions(squashed(silhouette(template, mech).front, box), box)


def draw_structure(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    values = {loc.value: value for loc, value in data.figures.internal_structure.items()}
    draw_view(painter, structure_regions(template, data.mech), values, template.structure)
