"""Installation and gun emplacement record sheet: installation data, weapons with their turret
or fixed arc, ammunition, a Construction Factor track per hex, turret armor circles and the gun
emplacement damage table (seed 000 lines 327-335, 2307-2343, 4564-4626). Numbers come from
``designer.rules.building``."""

from __future__ import annotations

from designer.catalog import Weapon, catalog
from designer.model.building import Building, BuildingArc
from designer.model.common import Pilot
from designer.rules.building import sheet_figures as sf
from designer.rules.building import weights as w
from designer.rules.building.cost import building_cost
from designer.rules.vehicle.sheet_figures import ammo_shots
from designer.sheets.draw import Painter
from designer.sheets.heat_blocks import draw_table
from designer.sheets.sheet_data import DASH, InventoryRow, weapon_row
from designer.sheets.unit_blocks import (
    Column,
    blank_field,
    check_boxes,
    draw_rows,
    field,
    grey_text,
    pip_track,
    static,
)
from designer.sheets.unit_template import UnitTemplate, kind_tables

ARC_CODES = {BuildingArc.TURRET: "Tur", BuildingArc.NORTH: "N", BuildingArc.EAST: "E", BuildingArc.WEST: "W"}
HEADINGS = InventoryRow("Qty", "Type", "Arc", "", "Dmg", "Min", "Sht", "Med", "Lng")
COLUMNS = (Column("qty", 0.0, 0.07), Column("type", 0.075, 0.40, "l"), Column("loc", 0.475, 0.07),
           Column("damage", 0.55, 0.17, "l"), Column("min", 0.72, 0.07), Column("short", 0.79, 0.07),
           Column("medium", 0.86, 0.07), Column("long", 0.93, 0.07))
TRACK_GAP = 8.0
PER_ROW = 10
PITCH = 14.0


def inventory(building: Building) -> tuple[InventoryRow, ...]:
    """Weapons merged by type and arc, in mount order, then one line per ammunition lot."""
    counts: dict[tuple[str, BuildingArc], int] = {}
    for mount in building.weapons:
        counts[(mount.item, mount.arc)] = counts.get((mount.item, mount.arc), 0) + 1
    rows = []
    for (item, arc), qty in counts.items():
        weapon = catalog().weapon(item)
        rows.append(weapon_row(weapon, qty, ARC_CODES[arc]) if isinstance(weapon, Weapon)
                    else InventoryRow(str(qty), item, ARC_CODES[arc], DASH, DASH, DASH, DASH, DASH, DASH))
    for lot in building.ammo:
        shots = ammo_shots(lot.weapon, lot.tons)
        label = f"Ammo ({lot.weapon}) {shots}" if shots is not None else f"Ammo ({lot.weapon})"
        rows.append(InventoryRow(f"{lot.tons:g}t", label, "", "", "", "", "", "", ""))
    return tuple(rows)


def draw_building(painter: Painter, template: UnitTemplate, building: Building, pilot: Pilot | None) -> None:
    table = kind_tables(template.tables)
    title = table.titles["emplacement" if building.emplacement or building.weapons else "installation"]
    static(painter, template.slot_texts, template.panels, {"title": title})
    _data(painter, template, building)
    draw_rows(painter, template.boxes["inventory"], "WEAPONS INVENTORY (hexes)", HEADINGS,
              inventory(building), COLUMNS)
    crew = template.boxes["crew"]
    blank_field(painter, crew.x, crew.y + crew.size, "Gunnery Skill", str(pilot.gunnery) if pilot else "",
                crew.size, crew.w * 0.5)
    check_boxes(painter, template.boxes["status"], table.check_boxes.get("status", ()))
    _tracks(painter, template, building)
    for place in template.reference.get("page", ()):
        draw_table(painter, place, table.reference[place.table])


def _data(painter: Painter, template: UnitTemplate, building: Building) -> None:
    box = template.boxes["data"]
    size, lead, half = box.size, box.size * 1.5, box.w / 2
    rating = w.plant_rating(building)
    plant = f"{building.power_plant.value.upper()} {rating}" if rating is not None else "None"
    field(painter, box.x, box.y + size, "Name", building.name, size + 1, box.w)
    rows = [
        (("CF", str(building.cf)), ("Class", sf.cf_class(building))),
        (("Levels", f"{building.levels}{' (1 basement)' if building.basement else ''}"),
         ("Elevation", str(building.elevation))),
        (("Hexes", str(building.hexes)), ("Power Plant", plant)),
        (("Heat Sinks", str(w.heat_sinks(building)[0])), ("Tonnage", f"{w.total_weight(building):g}")),
        (("Cost", f"{building_cost(building).total:,} C-Bills"), ("Turret", "Yes" if building.has_turret else "No")),
    ]
    for i, (left, right) in enumerate(rows):
        y = box.y + size + lead * (i + 1) + 1
        field(painter, box.x, y, *left, size, half - 4)
        field(painter, box.x + half, y, *right, size, half)


def track_boxes(template: UnitTemplate, tracks: tuple[int, ...]):
    """One box per hex, top to bottom, sized for rows of ten circles at up to PITCH points
    (smaller when the tracks would not fit the CF area), centred across it."""
    box = template.pips["cf"]
    label = box.label_size * 1.7
    rows = [-(-cf // PER_ROW) for cf in tracks]
    room = box.h - TRACK_GAP * (len(tracks) - 1) - label * len(tracks)
    pitch = min(PITCH, box.w / PER_ROW, room / max(1, sum(rows)))
    width = max(pitch * PER_ROW, 150.0)
    boxes, y = [], box.y
    for count in rows:
        height = label + count * pitch
        boxes.append(box.model_copy(update={"x": box.x + (box.w - width) / 2, "y": y, "w": width, "h": height}))
        y += height + TRACK_GAP
    return boxes


def _tracks(painter: Painter, template: UnitTemplate, building: Building) -> None:
    tracks = sf.cf_tracks(building)
    for i, (box, cf) in enumerate(zip(track_boxes(template, tracks), tracks, strict=False)):
        pip_track(painter, box, f"HEX {i + 1} CONSTRUCTION FACTOR", cf)
    turret = template.pips["turret"]
    if building.has_turret or building.turret_armor_tons:
        pip_track(painter, turret, "TURRET ARMOR", sf.turret_armor_points(building))
    else:
        grey_text(painter, turret.x + turret.w / 2, turret.y + turret.h / 2, "No turret", turret.label_size + 1,
                  align="center")
