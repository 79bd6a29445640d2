"""A fixed-wing support vehicle's record sheet (decision D-SV-2): it flies, so it prints on the
aircraft page (``aircraft_sheet.draw_aircraft``): safe and max thrust,
structural integrity, fuel, the velocity record, nose, wings and aft, and the AeroTech tables.
Numbers come from ``designer.vehicle``; this module only gathers them."""

from __future__ import annotations

from designer.model.common import Pilot
from designer.vehicle.model import Vehicle, VehicleLocation
from designer.vehicle import sheet_figures as sf
from designer.vehicle import support
from designer.vehicle import weights as w
from designer.sheets.draw import Painter
from designer.sheets.aircraft_sheet import Aircraft, Row, Section, draw_aircraft
from designer.sheets.sheet_data import AmmoTally, InventoryRow
from designer.sheets.unit_blocks import ammo_lot
from designer.sheets.unit_template import UnitTemplate, kind_tables, plan_views
from designer.sheets.weapon_lines import merged_lines

SECTIONS = {VehicleLocation.NOSE: "NOSE", VehicleLocation.LEFT_WING: "LEFT WING",
            VehicleLocation.RIGHT_WING: "RIGHT WING", VehicleLocation.AFT: "AFT"}
BODY = "BODY"   # what fires from no side and the ammunition (the file's body equipment)
# The fighter outline's regions a fixed-wing support vehicle's four sides take: its aft the engine's.
REGIONS = {"nose": "nose", "left_wing": "left_wing", "right_wing": "right_wing", "engine": "aft"}
LABELS = {"nose": "NOSE", "left_wing": "L. WING", "right_wing": "R. WING", "aft": "AFT"}
SHORT_LABELS = {"left_wing": "LW", "right_wing": "RW"}


def fixed_wing_aircraft(template: UnitTemplate, vehicle: Vehicle) -> Aircraft:
    """The aircraft page's figures of a fixed-wing support vehicle."""
    table = kind_tables(template.tables)
    view = plan_views(template.diagrams).views["fighter"]
    regions = {REGIONS[name]: outline for name, outline in view.regions.items() if name in REGIONS}
    # the fuselage and cockpit it has no armor in stay drawn in grey: the outline reads as an aircraft
    body = tuple(outline for name, outline in view.regions.items() if name not in REGIONS)
    return Aircraft(
        unit=vehicle, title=table.titles["fixed_wing"], noun="Support vehicle", rows=_rows(vehicle),
        after=_after(vehicle), sinks=support.heat_sinks(vehicle), sinks_label="HEAT SINKS",
        sinks_text=None, structural_integrity=sf.structural_integrity(vehicle),
        view=view.model_copy(update={"regions": regions, "decor": view.decor + body}),
        armor={REGIONS[loc.value] if loc.value in REGIONS else loc.value: vehicle.armor.get(loc, 0)
               for loc in SECTIONS},
        labels=LABELS, short_labels=SHORT_LABELS, pip_limit=sf.pip_limit(vehicle), sections=sections(vehicle),
        aerospace=False, notes=table.notes.get("fixed_wing", ()), data_title="VEHICLE DATA")


def _rows(vehicle: Vehicle) -> tuple[Row, ...]:
    """Max thrust: safe thrust x 1.5 rounded up, as a fighter's (held as the flank MP); fuel in
    tons and points (the file's points, ``support.fuel_tons``)."""
    chassis = support.chassis(vehicle)
    fuel = f"{support.fuel_tons(vehicle):g} t ({chassis.fuel_points or 0} pts)"
    integrity = str(sf.structural_integrity(vehicle))
    return (
        (("Class", "Fixed-wing support"), ("Tonnage", sf.tonnage_text(vehicle))),
        (("Safe Thrust", str(vehicle.cruise_mp)), ("Max Thrust", str(w.flank_mp(vehicle)))),
        (("Engine", sf.engine_text(vehicle, None)), ("Struct. Integrity", integrity)),
        (("Fuel", fuel), _transport(vehicle)),
    )


def _transport(vehicle: Vehicle) -> tuple[str, str]:
    return sf.transport_field(vehicle) if vehicle.cargo_tons or vehicle.troop_space_tons else ("", "")


def _after(vehicle: Vehicle) -> tuple[Row, ...]:
    rating = sf.support_field(vehicle) or ("", "")
    return ((rating, sf.fire_control_text(vehicle) or ("", "")),)


def sections(vehicle: Vehicle) -> tuple[Section, ...]:
    """Nose, wings and aft, each with its weapons; then the body's equipment and every ammunition
    lot (a support vehicle's bins have no side)."""
    found: list[Section] = [(title, _rows_at(vehicle, location), ()) for location, title in SECTIONS.items()]
    body, ammo = _rows_at(vehicle, VehicleLocation.BODY), _ammo(vehicle)
    if body or ammo:
        found.append((BODY, body, ammo))
    return tuple(found)


def _rows_at(vehicle: Vehicle, location: VehicleLocation) -> tuple[InventoryRow, ...]:
    return merged_lines((mount.item, "") for mount in vehicle.weapons if mount.location is location)


def _ammo(vehicle: Vehicle) -> tuple[AmmoTally, ...]:
    return tuple(ammo_lot(lot.weapon, lot.kind, lot.tons) for lot in vehicle.ammo)


def draw_fixed_wing(painter: Painter, template: UnitTemplate, vehicle: Vehicle, pilot: Pilot | None) -> None:
    """A fixed-wing support vehicle on the aircraft page (``template``: the fighter sheet's)."""
    draw_aircraft(painter, template, fixed_wing_aircraft(template, vehicle), pilot)
