"""Battle armor record sheet (seed 002 line 29): a block per squad, several squads a page. Each
block: the squad's data and its gunnery and anti-'Mech skills; one row per trooper with the
trooper box, an armor circle per point and the boxes of the ammunition shots the suit carries;
the weapons with damage and ranges. Figures come from ``designer.battlearmor``."""

from __future__ import annotations

from designer.battlearmor.bv import can_make_anti_mech_attacks
from designer.battlearmor.model import BattleArmor
from designer.model.common import Pilot
from designer.catalog.battlearmor import BAItem, ba_equipment
from designer.battlearmor import sheet_figures as sf
from designer.battlearmor.summary import armor_name, movement_text
from designer.battlearmor.weights import heaviest_suit, max_kg
from designer.sheets.sheet_data import DASH
from designer.sheets.cluster_panel import draw_cluster
from designer.sheets.draw import Painter
from designer.sheets.text_fit import NAME_SQUEEZE, wrap
from designer.sheets.invalid_mark import as_tab
from designer.sheets.job import PagePlan, SheetOptions, sheet_pilot, template_page
from designer.sheets.sheet_data import unit_value_fields
from designer.sheets.template import TextBox
from designer.sheets.unit_blocks import blank_field, field, grey_text, slot, static
from designer.sheets.unit_template import UnitTemplate, kind_tables

LABEL = 36.0         # "Trooper N" column
TROOPER_BOX = 8.0    # the box struck when the suit is lost
PIP = 6.4            # armor circle diameter (a pencil's room: pips.py's 4.5 pt minimum)
PIP_STEP = 8.2
AMMO_BOX = 4.4
ROWS = 6             # the most troopers a squad has (MegaMek; seed 002 line 23: 4 or 5)
COLUMNS = ((0.0, "Weapon"), (0.42, "Location"), (0.62, "Damage"), (0.76, "Short"), (0.84, "Medium"),
           (0.92, "Long"))
# with the weapons' own to-hit modifiers (micro pulse laser -2, Bearhunter +1) when one has one
MODIFIER_COLUMNS = ((0.0, "Weapon"), (0.37, "Location"), (0.56, "Damage"), (0.67, "To-Hit"), (0.76, "Short"),
                    (0.84, "Medium"), (0.92, "Long"))


def draw_squad(painter: Painter, template: UnitTemplate, unit: BattleArmor, pilot: Pilot | None) -> None:
    """One squad block in the current slot."""
    static(painter, template.slot_texts, template.panels)
    block = template.panels[0]
    as_tab(painter, unit, block.x + 10, block.y, block.title, block.x + block.w)   # D-SHEET3-2
    _info(painter, template.boxes["info"], unit, pilot)
    _troopers(painter, template.boxes["troopers"], unit)
    _weapons(painter, template.boxes["weapons"], unit)


def _info(painter: Painter, box: TextBox, unit: BattleArmor, pilot: Pilot | None) -> None:
    size, lead = box.size, box.size * 1.55
    painter.text(box.x, box.y + size + 1.5, unit.name, size + 1.5, bold=True, width=box.w)
    trooper, kg = heaviest_suit(unit)
    lines = [("Type", f"{unit.weight_class.value.replace('pa_l', 'PA(L)').title()} {unit.body.value}, "
                      f"{unit.tech_base.value.replace('_', ' ').title()}"),
             ("Troopers", str(unit.troopers)), ("Movement", movement_text(unit)),
             ("Armor", f"{unit.armor} a suit, {armor_name(unit)}"),
             ("Suit weight", f"{float(kg):g} of {max_kg(unit)} kg"),
             ("Manipulators", sf.manipulators(unit)),
             ("Attacks", sf.attacks(can_make_anti_mech_attacks(unit))),
             *unit_value_fields(unit, pilot)]   # Battle Value and cost (D-SHEET3-1)
    row = 1
    for label, value in lines:
        row += _wrapped_field(painter, box, box.y + size + 3 + lead * row, label, value, lead)
    y = box.y + size + 3 + lead * (row + 0.4)
    blank_field(painter, box.x, y, "Gunnery Skill", str(pilot.gunnery) if pilot else "", size, box.w * 0.8)
    blank_field(painter, box.x, y + lead * 1.3, "Anti-'Mech Skill", str(pilot.piloting) if pilot else "",
                size, box.w * 0.8)
    notes = kind_tables(template_tables()).notes.get("block", ())
    for i, line in enumerate(notes):
        grey_text(painter, box.x, box.y + box.h - (len(notes) - i) * size * 1.25, line, size - 1.2,
                  width=box.w)


def _wrapped_field(painter: Painter, box: TextBox, y: float, label: str, value: str, lead: float) -> int:
    """"Label: value", the value wrapped onto further lines set in under it when it does not fit
    at 90 % of its width ("Attacks: Swarm attack, ... / Leg attack"; D-SHEET3-4); returns the lines."""
    size = box.size
    used = painter.text_width(f"{label}:", size, bold=True) + 3
    room = box.w - used
    parts = wrap(value, painter.font(False), painter.legible(size), room / NAME_SQUEEZE)
    if len(parts) == 1:
        field(painter, box.x, y, label, value, size, box.w)
        return 1
    field(painter, box.x, y, label, parts[0], size, box.w)
    for k, part in enumerate(parts[1:], start=1):
        painter.text(box.x + used, y + lead * k * WRAP_LEAD, part, size, width=room, name=True)
    return 1 + round((len(parts) - 1) * WRAP_LEAD + 0.49)


WRAP_LEAD = 0.85   # a wrapped value's lines, as a share of the block's leading


def template_tables() -> str:
    return "battlearmor-tables.yaml"


def _troopers(painter: Painter, box: TextBox, unit: BattleArmor) -> None:
    """A row per trooper: label, trooper box, armor circles, then the suit's ammunition boxes."""
    height = box.h / ROWS
    for index in range(min(unit.troopers, ROWS)):
        top = box.y + index * height
        middle = top + height / 2
        painter.text(box.x, middle + box.size * 0.35, f"Trooper {index + 1}", box.size, bold=True,
                     width=LABEL - 2)
        painter.rect(box.x + LABEL, middle - TROOPER_BOX / 2, TROOPER_BOX, TROOPER_BOX, line_width=0.9)
        x = box.x + LABEL + TROOPER_BOX + 6
        for _ in range(unit.armor):
            painter.circle(x + PIP / 2, middle, PIP / 2, 0.6)
            x += PIP_STEP
        _ammo(painter, x + 6, middle, box, sf.ammo_lines(unit, index + 1))
        painter.line(box.x, top + height, box.x + box.w, top + height, 0.25)


def _ammo(painter: Painter, x: float, middle: float, box: TextBox, lines: list[sf.AmmoLine]) -> None:
    for line in lines:
        label_w = painter.text_width(line.label, box.size - 1) + 2
        if x + label_w + line.shots * (AMMO_BOX + 1.6) > box.x + box.w:
            break
        painter.text(x, middle + box.size * 0.32, line.label, box.size - 1)
        x += label_w
        for _ in range(line.shots):
            painter.rect(x, middle - AMMO_BOX / 2, AMMO_BOX, AMMO_BOX, line_width=0.5)
            x += AMMO_BOX + 1.6
        x += 5


def _weapons(painter: Painter, box: TextBox, unit: BattleArmor) -> None:
    rows = sf.weapon_rows(unit)
    size = box.size
    lines = max(len(rows), 1) + len(sf.play_effects(unit)) + (0.6 if sf.play_effects(unit) else 0)
    lead = min(size * 1.4, box.h / (lines + 1.5))
    size = min(size, lead / 1.3)
    modifiers = any(row.to_hit for row in rows)
    columns = MODIFIER_COLUMNS if modifiers else COLUMNS
    for left, title in columns:
        painter.text(box.x + left * box.w, box.y + size, title, size, bold=True)
    painter.line(box.x, box.y + size + 2, box.x + box.w, box.y + size + 2, 0.3)
    for i, row in enumerate(rows):
        y = box.y + size + 2 + lead * (i + 1)
        cells = (row.name, row.location, row.damage, *((row.to_hit or DASH,) if modifiers else ()), row.short,
                 row.medium, row.long)
        for (left, _), (nxt, _), text in zip(columns, [*columns[1:], (1.0, "")], cells, strict=True):
            painter.text(box.x + left * box.w, y, text, size, width=(nxt - left) * box.w - 3, min_size=3.8)
    if not rows:
        grey_text(painter, box.x, box.y + size * 2.6, "No weapons", size)
    _effects(painter, box, sf.play_effects(unit), box.y + size + 2 + lead * (max(len(rows), 1) + 0.4), lead,
             size, columns[1][0])


def _effects(painter: Painter, box: TextBox, effects: list[tuple[str, str]], top: float, lead: float,
             size: float, split: float) -> None:
    """Under the weapons, a rule and what the armor and equipment do in play: the name in the weapon
    column, the effect across the others (decision D-SHEET4-BA1)."""
    if not effects:
        return
    painter.line(box.x, top, box.x + box.w, top, 0.3)
    for i, (name, effect) in enumerate(effects):
        y = top + lead * (i + 1) - 1
        painter.text(box.x, y, name, size, bold=True, width=split * box.w - 3, name=True)
        painter.text(box.x + split * box.w, y, effect, size, width=(1 - split) * box.w, min_size=3.8)


PER_MISSILE = "/missile"   # a launcher's damage in the battle armor catalog ("2/missile")
TABLES_TITLE = "BATTLE ARMOR REFERENCE TABLES"


def launcher_missiles(row: BAItem) -> int:
    """A launcher's missiles a salvo, from its name ("SRM 4", "LRM 5 (OS)": 4, 5); 0 for another weapon."""
    if not row.damage.endswith(PER_MISSILE):
        return 0
    last = row.name.removesuffix(" (OS)").split()[-1]
    return int(last) if last.isdigit() else 0


def squad_salvos(unit: BattleArmor) -> set[int]:
    """The Cluster Hits columns a squad's attacks use (decision D-SHEET4-TB1): a weapon every trooper
    carries fires as one attack, a column for the troopers firing it (2 up to the squad's troopers);
    a launcher's column is its missiles times the troopers firing it (a trooper's own launcher, its
    missiles alone)."""
    sizes: set[int] = set()
    for mount in unit.equipment:
        row = ba_equipment().find(mount.item)
        if row is None or row.kind != "weapon":
            continue
        firing = range(1, unit.troopers + 1) if mount.trooper is None else range(1, 2)
        sizes.update(firing)
        missiles = launcher_missiles(row)
        sizes.update(missiles * troopers for troopers in firing if missiles)
    return sizes


def draw_squad_tables(painter: Painter, template: UnitTemplate, squads: list[BattleArmor]) -> None:
    """The page ``--tables`` adds after a run of squads: the Cluster Hits table of their attacks."""
    painter.text(4, 54, TABLES_TITLE, 11, bold=True, width=560)   # under the page's own title
    sizes = set().union(*(squad_salvos(squad) for squad in squads)) if squads else set()
    note = ("A weapon every trooper carries: roll once, on the column of the troopers firing it "
            "(a launcher: its missiles times the troopers).")
    painter.text(4, 64, note, 7.5, width=560)
    if not draw_cluster(painter, template.reference.get("cluster_page", ()), sizes):
        grey_text(painter, 4, 82, "The squads fire no weapon that rolls on the Cluster Hits table.", 7.5)


def _squads(painter: Painter, template: UnitTemplate, page: PagePlan, options: SheetOptions) -> None:
    """Squads in the slots of their form; a page after a run holds the run's Cluster Hits table."""
    if not page.units:
        draw_squad_tables(painter, template, page.run)
    for offset, squad in zip(template.slots, page.units, strict=False):
        with slot(painter, offset):
            draw_squad(painter, template, squad, sheet_pilot(squad, options))


battle_armor_page = template_page(_squads)   # the page drawer the kind's registration names
