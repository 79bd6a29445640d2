"""Armor and internal structure diagrams: silhouettes, "LOC (N)" labels, exactly N pips."""

from __future__ import annotations

from designer.mech.model import Mech
from designer.sheets.draw import Painter
from designer.sheets.geometry import Region, view_regions
from designer.mech.figures import figures
from designer.sheets.pips import PipLayout, place_pips
from designer.sheets.sheet_data import SheetData
from designer.sheets.text_fit import MIN_SQUEEZE, NAME_SQUEEZE
from designer.sheets.template import DiagramBox, MechTemplate, Silhouette, View, diagrams

PIP_STROKE = 0.5
# More pips than any legal 'Mech location holds (twice the largest structure value, 2 x 31) means an
# impossible design: the label prints the number, but no pips are drawn (a hang, not a sheet). Each
# other kind passes its own limit, the most its rules allow the unit in all (a vehicle's front or a
# fighter's nose legally holds more than 100 points).
PIP_LIMIT = 100


def silhouette(template: MechTemplate, mech: Mech) -> Silhouette:
    shapes = diagrams(template.diagrams)
    return shapes.quad if mech.is_quad else shapes.biped


def draw_region(painter: Painter, region: Region, label: str, count: int, box: DiagramBox,
                limit: int = PIP_LIMIT) -> None:
    painter.polygon(list(region.outline), width=0.8)
    shown = _short_label(painter, label, box.label_size, region.label_width)
    painter.text(region.label_x, region.label_y, shown, box.label_size, bold=True, align="center",
                 width=region.label_width, min_size=3.5)
    if count > limit:
        return
    layout = pip_layout(region, count, box, painter.pip_clearance)
    for x, y in layout.centres:
        painter.circle(x, y, layout.radius, PIP_STROKE)


def _short_label(painter: Painter, label: str, size: float, width: float) -> str:
    """"FLL (17)"; "FLL 17" when the brackets do not fit a narrow region's label band; just
    "FLL" when even that does not (a small structure diagram: the pips show the count)."""
    if " (" not in label:
        return label
    smallest = min(size, painter.floor)   # the painter sets a label down to the smallest type to fit it
    for shown in (label, label.replace(" (", " ").rstrip(")"), label.split(" (")[0]):
        if painter.text_width(shown, smallest, bold=True) * MIN_SQUEEZE <= width:
            return shown
    return shown


def draw_view(painter: Painter, regions: dict[str, Region], values: dict[str, int],
              box: DiagramBox, suffix: str = "") -> None:
    """Every location of a 'Mech diagram labelled with its code and count, one form for the whole
    diagram (:func:`plan_labels`: "RTR 10" beside "LTR 10" when "RTR (10)" does not fit)."""
    counts = {name: values.get(name, 0) for name in regions}
    texts = plan_labels(painter, box, {name: region.label_width for name, region in regions.items()}, counts,
                        {name: f"{name}{suffix}" for name in regions}, {})
    for name, region in regions.items():
        draw_region(painter, region, texts[name], counts[name], box)


def plan_labels(painter: Painter, box: DiagramBox, widths: dict[str, float], values: dict[str, int],
                labels: dict[str, str], short: dict[str, str]) -> dict[str, str]:
    """Every region's label with its number, one form for the whole diagram (D-SHEET3-4): "LEFT
    (60)" beside "RIGHT (60)", never "RIGHT 60" nor "RS (60)"; when a name does not fit its region at
    90 % on the smallest type the diagram prints the ``short`` codes ("FRONT RIGHT" -> "FRR", the
    inventory's Loc codes), then drops the brackets ("LW 66"); a region too narrow even for that
    prints its number alone. The number is never dropped."""
    smallest = min(box.label_size, painter.floor)

    def fits(text: str, name: str) -> bool:
        return painter.text_width(text, smallest, bold=True) * NAME_SQUEEZE <= widths[name]

    def shown(name: str, form: str, names: dict[str, str]) -> str | None:
        text = form.format(names.get(name, labels.get(name, name)), values[name])
        return text if fits(text, name) else None

    for form in ("{} ({})", "{} {}"):
        for names in (labels, {**labels, **short}):
            texts = {name: shown(name, form, names) for name in values}
            if all(texts.values()):
                return {name: text for name, text in texts.items() if text}
    codes = {**labels, **short}
    return {name: shown(name, "{} {}", codes) or str(count) for name, count in values.items()}


Diagram = tuple[dict[str, Region], dict[str, int], DiagramBox]


def mech_diagrams(template: MechTemplate, mech: Mech) -> tuple[Diagram, Diagram, Diagram]:
    """The front armor, rear armor and internal structure diagrams: regions placed in their
    boxes and the pips each location holds."""
    shape = silhouette(template, mech)
    front = {loc.value: value for loc, value in mech.armor.items()}
    rear = {loc.value: value for loc, value in mech.rear_armor.items()}
    inner = {loc.value: value for loc, value in figures(mech).internal_structure.items()}
    return ((view_regions(shape.front, template.armor_front), front, template.armor_front),
            (view_regions(shape.rear, template.armor_rear), rear, template.armor_rear),
            (structure_regions(template, mech), inner, template.structure))


def draw_armor(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    """Front armor on the big silhouette, torso rear armor on the small rear one."""
    (front, front_values, front_box), (rear, rear_values, box), _ = mech_diagrams(template, data.mech)
    draw_view(painter, front, front_values, front_box)
    if box.caption:
        painter.text(box.x + box.w / 2, box.y - 3, box.caption, box.label_size, bold=True,
                     align="center", width=box.w)
    draw_view(painter, rear, rear_values, box, suffix="R")


def squashed(view: View, box: DiagramBox, least: float = 0.0) -> View:
    """``view`` flattened to the aspect of ``box`` when it is taller (the internal structure
    box is squarer than the armor silhouette): wider regions, labels and pips at the same
    height. ``least`` keeps at least that share of the height (a vehicle keeps its shape)."""
    height = max(view.width * box.h / box.w, view.height * least)
    if height >= view.height:
        return view
    factor = height / view.height
    regions = {name: tuple((x, y * factor) for x, y in points) for name, points in view.regions.items()}
    decor = tuple(tuple((x, y * factor) for x, y in points) for points in view.decor)
    return view.model_copy(update={"height": height, "regions": regions, "decor": decor})


def structure_regions(template: MechTemplate, mech: Mech) -> dict[str, Region]:
    box = template.structure
    return view_regions(squashed(silhouette(template, mech).front, box), box)


def draw_structure(painter: Painter, template: MechTemplate, data: SheetData) -> None:
    values = {loc.value: value for loc, value in data.figures.internal_structure.items()}
    draw_view(painter, structure_regions(template, data.mech), values, template.structure)


def pip_layout(region: Region, count: int, box: DiagramBox, clearance: float) -> PipLayout:
    """The pips of one location as :func:`draw_region` draws them."""
    return place_pips(region.pip_area, count, box.max_radius, clearance)
