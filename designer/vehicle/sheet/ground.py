"""Vehicle record sheet (ground vehicles, VTOLs, naval vessels): one slot (half a page) per
vehicle, or a vehicle and its hit location and critical tables (seed 000 lines 297-326).
Every number comes from ``designer.vehicle``; this module only lays it out."""

from __future__ import annotations

from dataclasses import dataclass

from designer.model.common import Pilot
from designer.vehicle.model import Vehicle, VehicleLocation, VehicleMotive
from designer.vehicle import sheet_figures as sf
from designer.vehicle import weights as w
from designer.sheets.diagram_blocks import squashed
from designer.sheets.draw import Painter
from designer.sheets.heat_blocks import draw_table
from designer.sheets.invalid_mark import after_caption, caption_of
from designer.vehicle.sheet.large import (
    LARGE_LABELS,
    LARGE_SHORT_LABELS,
    SUPPORT_CODES,
    large_view,
)
from designer.sheets.sheet_data import (
    DASH,
    AmmoTally,
    InventoryRow,
    rules_caption,
    unit_value_fields,
)
from designer.sheets.template import CoreHit, View
from designer.sheets.text_fit import MIN_SQUEEZE, wrap
from designer.sheets.unit_blocks import (
    Column,
    ammo_lot,
    blank_field,
    check_boxes,
    draw_plan,
    field,
    inventory_with_ammo,
    ruled_lines,
    static,
    with_modifiers,
)
from designer.sheets.unit_template import KindTables, UnitTemplate, kind_tables, plan_views
from designer.sheets.unit_tables import item_salvos, with_cluster
from designer.sheets.weapon_lines import merged_lines

LOCATION_CODES = {VehicleLocation.FRONT: "FR", VehicleLocation.LEFT: "LS", VehicleLocation.RIGHT: "RS",
                  VehicleLocation.REAR: "RR", VehicleLocation.TURRET: "TU", VehicleLocation.ROTOR: "RO",
                  VehicleLocation.BODY: "BD"}
LABELS = {"front": "FRONT", "left": "LEFT", "right": "RIGHT", "rear": "REAR", "turret": "TURRET",
          "rotor": "ROTOR"}
SHORT_LABELS = {"front": "FR", "left": "LS", "right": "RS", "rear": "RR", "turret": "TU", "rotor": "RO"}
HEADINGS = InventoryRow("Qty", "Type", "Loc", "", "Dmg", "Min", "Sht", "Med", "Lng")
# Loc and Dmg are centred in their own columns with clear space between them ("TU" / "10").
COLUMNS = (Column("qty", 0.0, 0.055), Column("type", 0.062, 0.413, "l"), Column("loc", 0.475, 0.07),
           Column("damage", 0.55, 0.14), Column("min", 0.69, 0.075), Column("short", 0.765, 0.075),
           Column("medium", 0.84, 0.075), Column("long", 0.915, 0.075))
# With the weapons' own to-hit modifiers (pulse lasers -2, heavy lasers +1) when one has one.
MODIFIER_HEADINGS = InventoryRow("Qty", "Type", "Loc", "", "Dmg", "Min", "Sht", "Med", "Lng", to_hit="To-Hit")
MODIFIER_COLUMNS = (Column("qty", 0.0, 0.055), Column("type", 0.062, 0.34, "l"), Column("loc", 0.405, 0.065),
                    Column("damage", 0.47, 0.11), Column("to_hit", 0.58, 0.1), Column("min", 0.68, 0.085),
                    Column("short", 0.765, 0.075), Column("medium", 0.84, 0.075),
                    Column("long", 0.915, 0.075))
RECORD_TURNS = 20
STRUCTURE_SQUASH = 0.7   # the structure diagram's box is squatter: the outline keeps 70 % of its height


@dataclass(frozen=True, slots=True)
class VehicleOptions:
    pilot: Pilot | None = None
    blank_pilot: bool = False


def inventory(vehicle: Vehicle) -> tuple[InventoryRow, ...]:
    """Weapons and equipment merged by type and location, in mount order, each weapon with its
    modes, to-hit modifier and notes as on the 'Mech sheet (:func:`merged_lines`)."""
    return merged_lines((mount.item, LOCATION_CODES.get(mount.location) or SUPPORT_CODES[mount.location])
                        for mount in vehicle.weapons)


def ammo_lots(vehicle: Vehicle) -> tuple[AmmoTally, ...]:
    """One tally line per ammunition lot, with its shots (seed 000 Weapons Table)."""
    return tuple(ammo_lot(lot.weapon, lot.kind, lot.tons)
                 for lot in vehicle.ammo)


def draw_vehicle(painter: Painter, template: UnitTemplate, vehicle: Vehicle, options: VehicleOptions) -> None:
    """One vehicle in the current slot."""
    table = kind_tables(template.tables)
    record = sf.vertical_record(vehicle)
    caption = rules_caption(vehicle, "Support vehicle" if vehicle.support is not None else "Combat vehicle")
    static(painter, template.slot_texts, template.panels,
           {"title": table.titles.get(vehicle.motive.value, "VEHICLE RECORD SHEET"),
            "record": f"{record.upper()} RECORD" if record else "NOTES", "rules": caption})
    after_caption(painter, vehicle, caption_of(template.slot_texts), caption)   # D-SHEET3-2
    _data(painter, template, vehicle, _pilot(vehicle, options))
    rows = inventory(vehicle)
    headings, columns = with_modifiers(rows, (HEADINGS, COLUMNS), (MODIFIER_HEADINGS, MODIFIER_COLUMNS))
    inventory_with_ammo(painter, template.boxes["inventory"], "WEAPONS & EQUIPMENT INVENTORY (hexes)",
                        headings, rows, columns, ammo_lots(vehicle))
    _crew(painter, template, vehicle, options)
    check_boxes(painter, template.boxes["damage"], _damage_boxes(vehicle, table))
    if record:
        turn_track(painter, template.boxes["record"], record, RECORD_TURNS)
    else:
        _notes(painter, template, vehicle)
    _diagrams(painter, template, vehicle)


LARGE_TABLES = "large"   # the template's reference group of a large support vehicle


def draw_vehicle_tables(painter: Painter, template: UnitTemplate, vehicle: Vehicle) -> None:
    """The hit location and critical tables of the vehicle's kind (page coordinates); a large support
    vehicle's six sides have their own hit table (D-SHEET4-TB1). A fixed-wing support vehicle prints
    on the aircraft page, with AeroTech's (``sheet.fixed_wing``, D-SV-2)."""
    group = LARGE_TABLES if sf.is_large(vehicle) else sf.table_group(vehicle)
    available = kind_tables(template.tables).reference
    shown = with_cluster(available, item_salvos(mount.item for mount in vehicle.weapons))   # D-SHEET4-TB1
    for place in template.reference.get(group, ()):
        if place.table in shown:   # the Cluster Hits table only when the vehicle fires a salvo
            draw_table(painter, place, shown[place.table])


def _data(painter: Painter, template: UnitTemplate, vehicle: Vehicle, pilot: Pilot | None) -> None:
    """Type, movement type, then two fields a row; the last rows the unit's Battle Value and cost
    (:func:`unit_value_fields`) and a support vehicle's ratings, the leading closed up to fit."""
    box = template.boxes["data"]
    rating = w.engine_rating(vehicle)
    battle_value, cost = unit_value_fields(vehicle, pilot)
    rows = [
        (("Tonnage", sf.tonnage_text(vehicle)), ("Cruising MP", str(vehicle.cruise_mp))),
        (("Flank MP", str(w.flank_mp(vehicle))), sf.transport_field(vehicle)),
        (("Engine", sf.engine_text(vehicle, rating).replace(" -", f" {DASH}")),
         ("Heat Sinks", str(w.heat_sinks(vehicle)[0]))),
        (battle_value, cost),
    ]
    support = sf.support_field(vehicle)   # a support vehicle's BAR and tech ratings (D-SV-1)
    if support:   # with its fire control's to-hit modifier (decision D-SV-6)
        rows.append((support, sf.fire_control_text(vehicle) or ("", "")))
    size, half = box.size, box.w / 2
    lead = min(size * 1.45, (box.h - size - 1) / (len(rows) + 1))
    field(painter, box.x, box.y + size, "Type", vehicle.name, size + 1, box.w)
    field(painter, box.x, box.y + size + lead + 1, "Movement Type", w.motive_row(vehicle).name, size, box.w)
    for i, (left, right) in enumerate(rows):
        y = box.y + size + lead * (i + 2) + 1
        field(painter, box.x, y, *left, size, half - 4 if right[0] else box.w)
        if right[0]:
            field(painter, box.x + half, y, *right, size, half)


def _pilot(vehicle: Vehicle, options: VehicleOptions) -> Pilot | None:
    return None if options.blank_pilot else options.pilot or vehicle.pilot


def _crew(painter: Painter, template: UnitTemplate, vehicle: Vehicle, options: VehicleOptions) -> None:
    box = template.boxes["crew"]
    pilot = _pilot(vehicle, options)
    size = box.size
    blank_field(painter, box.x, box.y + size, "Crew", pilot.name if pilot else "", size, box.w)
    second = "Piloting Skill" if vehicle.is_vtol else "Driving Skill"
    y = box.y + size * 2 + 8
    blank_field(painter, box.x, y, "Gunnery Skill", str(pilot.gunnery) if pilot else "", size, box.w / 2 - 3)
    blank_field(painter, box.x + box.w / 2, y, second, str(pilot.piloting) if pilot else "", size, box.w / 2)


def _damage_boxes(vehicle: Vehicle, table: KindTables) -> list[CoreHit]:
    """The check boxes of the vehicle's tables; "boxes: 0" means one per cruising MP, and
    "{part}" names the motive part of this vehicle (track, axle, lift fan, foils ...)."""
    items = table.check_boxes.get(sf.table_group(vehicle), ())
    part = table.motive_parts.get(vehicle.motive.value, "Motive")
    out = []
    for item in items:
        if "Turret" in item.label and not vehicle.has_turret:
            continue
        boxes = item.boxes or sf.motive_hit_boxes(vehicle)
        out.append(item.model_copy(update={"boxes": boxes, "label": item.label.format(part=part)}))
    return out


def turn_track(painter: Painter, box, label: str, turns: int) -> None:
    """Turn numbers in bands of ten with an empty cell under each for the altitude or depth
    at the end of movement (seed 000 line 325)."""
    bands = -(-turns // 10)
    label_width = 30.0
    cell = (box.w - label_width) / 10
    height = min(box.size * 2.2, box.h / (bands * 2 + 1))
    painter.text(box.x, box.y + box.size, f"{label} at end of movement:", box.size, bold=True, width=box.w)
    for band in range(bands):
        top = box.y + box.size + 4 + band * (height * 2 + 3)
        painter.text(box.x, top + height * 0.72, "Turn", box.size, bold=True, width=label_width - 2)
        painter.text(box.x, top + height * 1.72, label[:5] + ".", box.size, bold=True, width=label_width - 2)
        for k in range(10):
            x = box.x + label_width + k * cell
            painter.rect(x, top, cell, height, fill=0.9)
            painter.rect(x, top + height, cell, height)
            painter.text(x + cell / 2, top + height * 0.72, str(band * 10 + k + 1), box.size - 0.5,
                         align="center", width=cell - 1)


def _notes(painter: Painter, template: UnitTemplate, vehicle: Vehicle) -> None:
    box = template.boxes["record"]
    lines = sf.support_notes(vehicle)
    if vehicle.infantry:
        lines.append("Infantry carried: " + ", ".join(p.title() for p in vehicle.infantry))
    if vehicle.cargo_tons:
        lines.append(f"Cargo space: {vehicle.cargo_tons:g} tons")
    if vehicle.troop_space_tons:
        lines.append(f"Troop space: {vehicle.troop_space_tons:g} tons")
    if vehicle.insulated_cargo_tons:
        lines.append(f"Insulated cargo space: {vehicle.insulated_cargo_tons:g} tons")
    if vehicle.carries_battle_armor:   # D-SHEET4-BA1
        lines.append("Battle armor handles: carries a squad")
    # a note longer than the box wraps rather than being cut (D-SHEET3-4)
    lines = [part for line in lines
             for part in wrap(line, painter.font(False), painter.legible(box.size), box.w / MIN_SQUEEZE)]
    for i, line in enumerate(lines):
        painter.text(box.x, box.y + box.size * (1.6 * i + 1), line, box.size, width=box.w)
    shift = box.size * 1.6 * len(lines)
    ruled_lines(painter, box.model_copy(update={"y": box.y + shift, "h": box.h - shift}))


RAIL_OUTLINE = {VehicleMotive.RAIL: "wheeled", VehicleMotive.MAGLEV: "wheeled"}


def vehicle_view(template: UnitTemplate, vehicle: Vehicle) -> View:
    """The outline of the vehicle's motion type (tracked, wheeled, hover, naval, hydrofoil,
    submarine or VTOL) from the template's plan views. (A fixed-wing support vehicle prints on the
    aircraft page, with the fighter's outline: ``sheet.fixed_wing``, decision D-SV-2.)"""
    views = plan_views(template.diagrams).views
    # a WiGE (later technology, decision D-VEH2-2) has no outline of its own: the hovercraft's; a
    # rail or maglev support vehicle (D-CANON-RAIL) the wheeled vehicle's
    view = views.get(vehicle.motive.value) or views[RAIL_OUTLINE.get(vehicle.motive, "hover")]
    if vehicle.is_vtol and VehicleLocation.TURRET in sf.sheet_locations(vehicle):
        view = views["vtol_chin"]   # the chin turret's own region (decision D-VEH2-4)
    if VehicleLocation.TURRET in sf.sheet_locations(vehicle):   # a turretless tank has no gun stub
        view = view.model_copy(update={"decor": view.decor + view.turret_decor})
    return large_view(view) if sf.is_large(vehicle) else view   # six sides (decision D-SV-1)


def vehicle_pips(vehicle: Vehicle) -> tuple[dict[str, int], dict[str, int]]:
    """Armor and internal structure circles per drawn location."""
    armor = {loc.value: vehicle.armor.get(loc, 0) for loc in sf.sheet_locations(vehicle)}
    return armor, {loc.value: n for loc, n in sf.structure_by_location(vehicle).items()}


def _diagrams(painter: Painter, template: UnitTemplate, vehicle: Vehicle) -> None:
    view = vehicle_view(template, vehicle)
    armor, structure = vehicle_pips(vehicle)
    short = {**SHORT_LABELS, **LARGE_SHORT_LABELS}
    limit = sf.pip_limit(vehicle)
    draw_plan(painter, view, template.pips["armor"], armor, {**LABELS, **LARGE_LABELS},
              short, limit)
    box = template.pips["structure"]
    painter.text(box.x + box.w / 2, box.y - 4, box.caption, box.label_size + 1.4, bold=True,
                 align="center", width=box.w + 30)
    draw_plan(painter, squashed(view, box, STRUCTURE_SQUASH), box, structure, short, limit=limit)
