"""Infantry record form: a block per platoon (men to strike off with the damage and the
anti-'Mech to-hit at each strength, MP, movement type, weapon to-hit by range), several
platoons a page over the infantry tables (seed 000 lines 2101-2173, 2689-2714). Numbers come
from ``designer.infantry``."""

from __future__ import annotations

from designer.model.common import Pilot
from designer.infantry.model import Infantry, LaterPlatoon
from designer.infantry import figures as fig
from designer.infantry import later_figures as later_fig
from designer.infantry import sheet_figures as sf
from designer.sheets.draw import Painter
from designer.sheets.heat_blocks import draw_table
from designer.sheets.invalid_mark import as_tab
from designer.sheets.job import PagePlan, SheetOptions, sheet_pilot, template_page
from designer.sheets.sheet_data import DASH, unit_value_fields
from designer.sheets.template import TextBox
from designer.sheets.unit_blocks import blank_field, dash, field, grey_text, slot, static
from designer.sheets.unit_template import UnitTemplate, kind_tables

WEAPON_NAMES = {"rifle": "Rifle", "machine_gun": "Machine Gun", "flamer": "Flamer", "laser": "Laser",
                "srm": "SRM"}
LABEL_WIDTH = 54.0   # "Anti-'Mech to-hit" at 90 % of its width on the smallest type (D-SHEET3-4)
MAX_MEN = 28
RANGE_CELLS = 14   # hexes the range row has room for beside the weapons
NOTE_LINES = ("Damage in 5-point groups;", "doubled in the open.")


def weapon_name(platoon: Infantry) -> str:
    if platoon.later is not None:
        primary, _ = later_fig.weapons(platoon.later)
        return primary.name if primary else platoon.later.primary
    return WEAPON_NAMES.get(platoon.weapon, platoon.weapon)


def draw_page_tables(painter: Painter, template: UnitTemplate) -> None:
    table = kind_tables(template.tables)
    for place in template.reference.get("page", ()):
        draw_table(painter, place, table.reference[place.table])
    box = template.boxes.get("notes")
    if box is not None:
        for i, line in enumerate(table.notes.get("page", ())):
            painter.text(box.x, box.y + box.size * (1.35 * i + 1), line, box.size, width=box.w)


def draw_platoon(painter: Painter, template: UnitTemplate, platoon: Infantry, pilot: Pilot | None) -> None:
    """One platoon block in the current slot."""
    static(painter, template.slot_texts, template.panels)
    block = template.panels[0]
    as_tab(painter, platoon, block.x + 10, block.y, block.title, block.x + block.w)   # D-SHEET3-2
    _info(painter, template.boxes["info"], platoon, pilot)
    _track(painter, template.boxes["track"], platoon)
    _firing(painter, template.boxes["firing"], platoon, kind_tables(template.tables).firing)


def _info(painter: Painter, box: TextBox, platoon: Infantry, pilot: Pilot | None) -> None:
    size, lead = box.size, box.size * 1.5
    painter.text(box.x, box.y + size + 1.5, platoon.name, size + 1.5, bold=True, width=box.w)
    table = fig.row(platoon)
    lines = _later_info(platoon, platoon.later) if platoon.later is not None else [
        ("Type", f"{platoon.motive.title()} {weapon_name(platoon)}"),
        ("Movement", f"{table.mp if table else DASH} MP ({platoon.motive.title()})"),
        ("Men", f"{fig.men_left(platoon)} of {sf.full_strength(platoon)}"),
        ("Anti-'Mech", "Trained" if platoon.anti_mech else "Not trained"),
    ]
    lines += unit_value_fields(platoon, pilot)   # Battle Value ("not rated") and cost (D-SHEET3-1)
    lead = min(lead, (box.h - size - 5) / (len(lines) + 1))   # the gunnery line stays in the box
    for i, (label, value) in enumerate(lines):
        field(painter, box.x, box.y + size + 3 + lead * (i + 1), label, value, size, box.w)
    y = box.y + size + 3 + lead * (len(lines) + 1)
    blank_field(painter, box.x, y, "Gunnery Skill", str(pilot.gunnery) if pilot else "", size, box.w * 0.7)


def _later_info(platoon: Infantry, later: LaterPlatoon) -> list[tuple[str, str]]:
    """The later platoon's type (squads), movement, troopers, armor kit and anti-'Mech skill."""
    ground, jump = later_fig.mp(platoon)
    skill = later.anti_mech_skill if later.anti_mech_skill is not None else sf.DEFAULT_SKILL
    kind = f"Beast ({later.mount})" if later.mount else platoon.motive.title()
    return [("Type", f"{kind}, {later.squads} x {later.squad_size}"),
            ("Movement", f"{ground} MP" + (f", jump {jump}" if jump else "")),
            ("Troopers", f"{fig.men_left(platoon)} of {later.troopers}"),
            ("Armor kit", sf.armor_text(later)),
            ("Anti-'Mech", f"Skill {skill}" if later_fig.can_attack_mechs(platoon, later) else "None")]


def _track(painter: Painter, box: TextBox, platoon: Infantry) -> None:
    """Row 1: a box per man, numbered from full strength down (men already lost struck);
    row 2: the damage at that strength; row 3: the anti-'Mech to-hit (trained platoons)."""
    damage = sf.damage_track(platoon)
    anti = dict(sf.anti_mech_track(platoon))
    left = min(fig.men_left(platoon), sf.full_strength(platoon))
    cell = (box.w - LABEL_WIDTH) / max(MAX_MEN, len(damage))
    height = box.h / 3
    men_label = "Troopers left" if platoon.later is not None else "Men left"
    labels = (men_label, "Damage" if platoon.later is not None else f"Damage ({weapon_name(platoon)})",
              "Anti-'Mech to-hit")
    for r, label in enumerate(labels):
        if r == 2 and not anti:
            grey_text(painter, box.x, box.y + height * (r + 0.62), label, box.size, bold=True,
                      width=LABEL_WIDTH - 3, min_size=3.8)
            continue
        painter.text(box.x, box.y + height * (r + 0.62), label, box.size, bold=True, width=LABEL_WIDTH - 3,
                     min_size=3.8)
    for i, (men, points) in enumerate(damage):
        x = box.x + LABEL_WIDTH + i * cell
        painter.rect(x + 0.8, box.y + 1.5, cell - 1.6, height - 3)
        painter.text(x + cell / 2, box.y + height * 0.66, str(men), box.size, bold=True, align="center",
                     width=cell - 2)
        if men > left:
            painter.line(x + 0.8, box.y + height - 1.5, x + cell - 0.8, box.y + 1.5, 0.8)
        painter.text(x + cell / 2, box.y + height * 1.62, str(points), box.size + 0.5, align="center",
                     width=cell - 1)
        if anti:
            painter.text(x + cell / 2, box.y + height * 2.62, dash(anti.get(men)), box.size, align="center",
                         width=cell - 1)
    painter.line(box.x, box.y + height * 2, box.x + box.w, box.y + height * 2, 0.3)
    if not anti:
        reason = "No anti-'Mech attacks" if platoon.anti_mech else "No anti-'Mech training"
        grey_text(painter, box.x + LABEL_WIDTH, box.y + height * 2.62, reason, box.size)


def _firing(painter: Painter, box: TextBox, platoon: Infantry, firing: dict[str, tuple[str, ...]]) -> None:
    """The platoon weapon's base to-hit at range 0-6 hexes; a later platoon's range modifiers."""
    if platoon.later is not None:
        _later_firing(painter, box, platoon.later)
        return
    numbers = firing.get(platoon.weapon, ())
    cell = (box.w - LABEL_WIDTH) / 10
    half = box.h / 2
    painter.text(box.x, box.y + half * 0.7, "Range (hexes)", box.size, bold=True, width=LABEL_WIDTH - 3)
    painter.text(box.x, box.y + half * 1.7, "Base to-hit", box.size, bold=True, width=LABEL_WIDTH - 3)
    for i, number in enumerate(numbers):
        x = box.x + LABEL_WIDTH + i * cell
        painter.rect(x, box.y, cell, half, fill=0.9)
        painter.rect(x, box.y + half, cell, half)
        painter.text(x + cell / 2, box.y + half * 0.72, str(i), box.size, bold=True, align="center")
        painter.text(x + cell / 2, box.y + half * 1.72, number.replace("-", DASH), box.size, align="center")
    left = box.x + LABEL_WIDTH + len(numbers) * cell + 6
    for row, line in enumerate(NOTE_LINES):   # beside the table, a line a row
        painter.text(left, box.y + half * (row + 0.7), line, box.size - 0.5, width=box.x + box.w - left)


def _later_firing(painter: Painter, box: TextBox, later: LaterPlatoon) -> None:
    """Hexes and to-hit modifier of the primary weapon's range class (decision D-INF2-3); beside
    it the weapons and field guns."""
    rows = sf.range_row(later)
    cell = (box.w - LABEL_WIDTH) / max(RANGE_CELLS, len(rows))
    half = box.h / 2
    painter.text(box.x, box.y + half * 0.7, "Range (hexes)", box.size, bold=True, width=LABEL_WIDTH - 3)
    painter.text(box.x, box.y + half * 1.7, "Modifier", box.size, bold=True, width=LABEL_WIDTH - 3)
    for i, (hexes, modifier) in enumerate(rows):
        x = box.x + LABEL_WIDTH + i * cell
        painter.rect(x, box.y, cell, half, fill=0.9)
        painter.rect(x, box.y + half, cell, half)
        painter.text(x + cell / 2, box.y + half * 0.72, str(hexes), box.size, bold=True, align="center")
        painter.text(x + cell / 2, box.y + half * 1.72, f"{modifier:+d}".replace("-", DASH), box.size,
                     align="center")
    left = box.x + LABEL_WIDTH + max(len(rows), 4) * cell + 6
    guns = f"Field guns: {', '.join(later.field_guns)}" if later.field_guns else ""
    if left > box.x + box.w - 40:   # a long range row leaves no room beside it
        return
    for row, line in enumerate((sf.weapons_text(later), guns)):
        painter.text(left, box.y + half * (row + 0.7), line, box.size - 0.5, width=box.x + box.w - left)


def draw_spare_block(painter: Painter, template: UnitTemplate) -> None:
    """An unused block: framed, with a line to write a platoon in or strike it out."""
    static(painter, (), template.panels)
    box = template.boxes["info"]
    grey_text(painter, box.x, box.y + box.size + 2, "Block not in use: strike out, or write in a platoon.",
              box.size, width=template.boxes["track"].x + template.boxes["track"].w - box.x)


def _platoons(painter: Painter, template: UnitTemplate, page: PagePlan, options: SheetOptions) -> None:
    """Platoons in the slots of their form, a spare block in each slot left, the page's tables."""
    for offset, platoon in zip(template.slots, page.units, strict=False):
        with slot(painter, offset):
            draw_platoon(painter, template, platoon, sheet_pilot(platoon, options))
    for offset in template.slots[len(page.units):]:
        with slot(painter, offset):
            draw_spare_block(painter, template)
    draw_page_tables(painter, template)


infantry_page = template_page(_platoons)   # the page drawer the kind's registration names
