"""Figures a vehicle record sheet prints that the construction rules do not already give
(seed 000 lines 297-326 record sheet, 1964-2040 hit location and critical tables, 4459-4476
structure and ammunition). Pure functions: no reportlab, no Qt."""

from __future__ import annotations


from designer.rules.common.ammo_types import STANDARD, lot_shots
from designer.vehicle.model import Vehicle, VehicleLocation, VehicleMotive
from designer.catalog.support_tables import support_tables
from designer.vehicle.support_model import TECH_RATINGS
from designer.vehicle.level2 import engine_id, engine_name, max_armor
from designer.vehicle.weights import structure_points


def sheet_locations(vehicle: Vehicle) -> tuple[VehicleLocation, ...]:
    """The locations the armor diagram draws: four sides plus the rotor (VTOL; and a Level 2 VTOL's
    chin turret, ``Vehicle.locations``) or the turret; a vehicle without turret weapons or turret
    armor has no turret ("if there is no turret, then all turret hits become normal armor hits",
    seed 000 line 1990)."""
    locations = vehicle.locations
    if locations[-1] is VehicleLocation.TURRET and not vehicle.has_turret \
            and not vehicle.armor.get(VehicleLocation.TURRET):
        locations = locations[:-1]
    return locations


def is_large(vehicle: Vehicle) -> bool:
    """A large support vehicle: six sides (decision D-SV-1)."""
    return vehicle.support is not None and vehicle.support.unit_type == "large_support_tank"


def tonnage_text(vehicle: Vehicle) -> str:
    """Whole tons; a support vehicle's exact weight (0.23, decision D-SV-1)."""
    return f"{vehicle.support.tons:g}" if vehicle.support is not None else str(vehicle.tonnage)


def engine_text(vehicle: Vehicle, rating: int | None) -> str:
    """The data block's engine: plant and rating; a support vehicle's engine type only (its
    weight does not come from a rating, decision D-SV-3)."""
    if vehicle.support is not None:
        return engine_id(vehicle).replace("_", " ").upper()
    return f"{engine_name(vehicle)} {rating if rating is not None else '-'}"


def is_fixed_wing(vehicle: Vehicle) -> bool:
    """A fixed-wing support vehicle: nose, wings and aft (decision D-SV-2)."""
    return vehicle.support is not None and vehicle.support.unit_type == "fixed_wing_support"


def support_field(vehicle: Vehicle) -> tuple[str, str] | None:
    """The data block's support vehicle field: BAR and the tech ratings chassis/engine/armor."""
    support = vehicle.support
    if support is None:
        return None
    ratings = "/".join(TECH_RATINGS[r] for r in (support.chassis_tech, support.engine_rating,
                                                 support.armor_rating))
    return "BAR / Tech", f"{support.bar} / {ratings}"


def support_notes(vehicle: Vehicle) -> list[str]:
    """The notes of a support vehicle's sheet: what its Tech field lists, and its fuel (decision
    D-SV-1); nothing for a combat vehicle."""
    support = vehicle.support
    if support is None:
        return []
    fuel = f"; fuel {support.fuel_tons:g} t" if support.fuel_tons else ""
    if support.fuel_points is not None:
        fuel = f"; fuel {support.fuel_points} points"
    return [f"Support vehicle (tech ratings: chassis/engine/armor){fuel}"]


def structure_by_location(vehicle: Vehicle) -> dict[VehicleLocation, int]:
    """Internal structure circles per drawn location: one per ten tons, rounded up, in every
    location (seed 000 line 4468)."""
    points = structure_points(vehicle)
    return {location: points for location in sheet_locations(vehicle)}


def pip_limit(vehicle: Vehicle) -> int:
    """The most armor or structure circles one location of the vehicle can legally need: the
    armor a Level 2 vehicle of its tonnage may carry in all (3.5 x tonnage + 40, decision D-VEH2-3),
    the largest of the kinds' rules; a value past it is an impossible design and prints no pips."""
    return max_armor(vehicle)


def ammo_shots(weapon_name: str, tons: float) -> int | None:
    """Shots in ``tons`` of ammunition: shots per ton x tons, rounded down (half a ton of
    machine-gun ammunition holds half a ton's shots, seed 000 line 4476); None for an unknown
    weapon or one without ammunition."""
    return lot_shots(weapon_name, STANDARD, tons)


def motive_hit_boxes(vehicle: Vehicle) -> int:
    """Check boxes for "-1 MP" motive (or rotor, engine room/foils) hits: one per cruising MP,
    as each hit costs one MP (seed 000 lines 1964-1985, 2002-2014, 2070-2084)."""
    return vehicle.cruise_mp


def vertical_record(vehicle: Vehicle) -> str | None:
    """"Altitude" for a VTOL, "Depth" for a submarine, None for the others: only these move
    vertically and keep the Altitude/Depth record (seed 000 line 325)."""
    if vehicle.motive is VehicleMotive.VTOL:
        return "Altitude"
    if vehicle.motive is VehicleMotive.SUBMARINE:
        return "Depth"
    return None


def table_group(vehicle: Vehicle) -> str:
    """Which hit location and critical tables apply: "vtol", "naval" (naval vessels,
    hydrofoils and submarines, seed 000 lines 2060-2100) or "ground"."""
    if vehicle.motive is VehicleMotive.VTOL:
        return "vtol"
    if vehicle.motive in (VehicleMotive.NAVAL, VehicleMotive.HYDROFOIL, VehicleMotive.SUBMARINE):
        return "naval"
    return "ground"


def fire_control(vehicle: Vehicle) -> tuple[str, int] | None:
    """A support vehicle's fire control and the to-hit modifier its weapon attacks take: none +2,
    basic +1, advanced 0 (decision D-SV-6; the catalog's ``fire_control_to_hit``); None for a combat
    vehicle, whose fire control is built in."""
    if vehicle.support is None:
        return None
    to_hit = support_tables().fire_control_to_hit
    fitted = [m.item for m in vehicle.weapons if m.item in to_hit]
    name = min(fitted, key=lambda item: to_hit[item]) if fitted else "none"
    return ("None" if name == "none" else name.removesuffix(" Fire Control")), to_hit[name]


def fire_control_text(vehicle: Vehicle) -> tuple[str, str] | None:
    """The data block's field: "Fire Control", "Basic +1" (its name and to-hit modifier)."""
    found = fire_control(vehicle)
    if found is None:
        return None
    name, modifier = found
    return "Fire Control", f"{name} {modifier:+d}"


def structural_integrity(vehicle: Vehicle) -> int:
    """A fixed-wing support vehicle's structural integrity: its safe thrust (MegaMek
    ``FixedWingSupport.autoSetSI``; decision D-SV-2)."""
    return vehicle.cruise_mp


def transport_field(vehicle: Vehicle) -> tuple[str, str]:
    """The data block's cargo field: "Cargo", "2 t"; troop space is room for troops, never cargo
    (decision D-VEH-TROOPS): "Troop Space", "7 t", or both as "Cargo / Troops", "2 t / 7 t". Cargo
    counts what insulated cargo bays carry too (D-COST-3; the notes name the insulated space)."""
    cargo, troops = vehicle.cargo_tons + vehicle.insulated_cargo_tons, vehicle.troop_space_tons
    if troops and cargo:
        return "Cargo / Troops", f"{cargo:g} t / {troops:g} t"
    if troops:
        return "Troop Space", f"{troops:g} t"
    return "Cargo", f"{cargo:g} t"
