"""Installation and gun emplacement record sheet: installation data, weapons with their turret
or fixed arc, ammunition, a Construction Factor track per hex, turret armor circles and the gun
emplacement damage table (seed 000 lines 327-335, 2307-2343, 4564-4626). Numbers come from
``designer.building``."""

from __future__ import annotations

from designer.catalog import Weapon, catalog
from designer.building.model import Building, BuildingArc
from designer.model.common import Pilot
from designer.building import sheet_figures as sf
from designer.building import weights as w
from designer.sheets.draw import Painter
from designer.sheets.heat_blocks import draw_table
from designer.sheets.invalid_mark import after_caption, caption_of
from designer.sheets.job import single_unit, template_page
from designer.sheets.sheet_data import DASH, AmmoTally, InventoryRow, unit_value_fields, weapon_row
from designer.sheets.unit_blocks import (
    Column,
    ammo_lot,
    blank_field,
    check_boxes,
    field,
    inventory_with_ammo,
    pip_track,
    ruled_lines,
    static,
)
from designer.sheets.unit_template import UnitTemplate, kind_tables, unit_template

ARC_CODES = {BuildingArc.TURRET: "Tur", BuildingArc.NORTH: "N", BuildingArc.EAST: "E", BuildingArc.WEST: "W"}
HEADINGS = InventoryRow("Qty", "Type", "Arc", "", "Dmg", "Min", "Sht", "Med", "Lng")
COLUMNS = (Column("qty", 0.0, 0.07), Column("type", 0.075, 0.40, "l"), Column("loc", 0.475, 0.07),
           Column("damage", 0.55, 0.17, "l"), Column("min", 0.72, 0.07), Column("short", 0.79, 0.07),
           Column("medium", 0.86, 0.07), Column("long", 0.93, 0.07))
TRACK_GAP = 8.0
PER_ROW = 10
PITCH = 14.0


def inventory(building: Building) -> tuple[InventoryRow, ...]:
    """Weapons merged by type and arc, in mount order."""
    counts: dict[tuple[str, BuildingArc], int] = {}
    for mount in building.weapons:
        counts[(mount.item, mount.arc)] = counts.get((mount.item, mount.arc), 0) + 1
    rows = []
    for (item, arc), qty in counts.items():
        weapon = catalog().weapon(item)
        rows.append(weapon_row(weapon, qty, ARC_CODES[arc]) if isinstance(weapon, Weapon)
                    else InventoryRow(str(qty), item, ARC_CODES[arc], DASH, DASH, DASH, DASH, DASH, DASH))
    return tuple(rows)


def ammo_lots(building: Building) -> tuple[AmmoTally, ...]:
    return tuple(ammo_lot(lot.weapon, lot.kind, lot.tons) for lot in building.ammo)


def is_armed(building: Building) -> bool:
    """Weapons, a turret or turret armor: only then does the sheet carry weapon, gunnery,
    turret and firing-arc sections."""
    return bool(building.weapons or building.has_turret or building.turret_armor_tons or building.emplacement)


def draw_building(painter: Painter, template: UnitTemplate, building: Building, pilot: Pilot | None) -> None:
    """An armed building on ``template`` (the gun emplacement layout); an unarmed one on the
    installation layout of the same paper."""
    if not is_armed(building):
        _draw_unarmed(painter, unit_template("installation", template.paper), building)
        return
    table = kind_tables(template.tables)
    static(painter, template.slot_texts, template.panels, {"title": table.titles["emplacement"]})
    caption = caption_of(template.slot_texts)
    after_caption(painter, building, caption, caption.text)   # D-SHEET3-2
    _data(painter, template, building, pilot)
    inventory_with_ammo(painter, template.boxes["inventory"], "WEAPONS INVENTORY (hexes)", HEADINGS,
                        inventory(building), COLUMNS, ammo_lots(building))
    crew = template.boxes["crew"]
    blank_field(painter, crew.x, crew.y + crew.size, "Gunnery Skill", str(pilot.gunnery) if pilot else "",
                crew.size, crew.w * 0.5)
    status = table.check_boxes.get("status", ())
    if not building.has_turret:
        status = tuple(item for item in status if "Turret" not in item.label)
    check_boxes(painter, template.boxes["status"], status)
    _tracks(painter, template, building)
    for place in template.reference.get("page", ()):
        draw_table(painter, place, table.reference[place.table])


def _draw_unarmed(painter: Painter, template: UnitTemplate, building: Building) -> None:
    table = kind_tables(template.tables)
    static(painter, template.slot_texts, template.panels, {"title": table.titles["installation"]})
    caption = caption_of(template.slot_texts)
    after_caption(painter, building, caption, caption.text)   # D-SHEET3-2
    _data(painter, template, building)
    check_boxes(painter, template.boxes["status"], table.check_boxes.get("unarmed", ()))
    ruled_lines(painter, template.boxes["notes"])
    _tracks(painter, template, building)
    for place in template.reference.get("page", ()):
        draw_table(painter, place, table.reference[place.table])


def _data(painter: Painter, template: UnitTemplate, building: Building, pilot: Pilot | None = None) -> None:
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
    ]
    battle_value, cost = unit_value_fields(building, pilot)   # D-SHEET3-1
    if is_armed(building):
        rows.append((("Turret", "Yes" if building.has_turret else "No"), ("", "")))
    rows.append((battle_value, cost))
    for i, (left, right) in enumerate(rows):
        y = box.y + size + lead * (i + 1) + 1
        field(painter, box.x, y, *left, size, half - 4 if right[0] else box.w)
        if right[0]:
            field(painter, box.x + half, y, *right, size, half)


def cf_area(template: UnitTemplate, building: Building | None = None):
    """Where the CF tracks go: the "cf" area, and the turret's too when there is no turret."""
    box = template.pips["cf"]
    turret = template.pips.get("turret")
    if turret is None or building is None or building.has_turret or building.turret_armor_tons:
        return box
    return box.model_copy(update={"h": turret.y + turret.h - box.y})


def track_boxes(template: UnitTemplate, tracks: tuple[int, ...], building: Building | None = None):
    """One box per hex, top to bottom, sized for rows of ten circles at up to PITCH points
    (smaller when the tracks would not fit the CF area), centred across it."""
    box = cf_area(template, building)
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
    for i, (box, cf) in enumerate(zip(track_boxes(template, tracks, building), tracks, strict=True)):
        pip_track(painter, box, f"HEX {i + 1} CONSTRUCTION FACTOR", cf, sf.pip_limit())
    turret = template.pips.get("turret")
    if turret is not None and (building.has_turret or building.turret_armor_tons):
        pip_track(painter, turret, "TURRET ARMOR", sf.turret_armor_points(building))


building_page = template_page(single_unit(draw_building))   # the page drawer the kind's registration names
