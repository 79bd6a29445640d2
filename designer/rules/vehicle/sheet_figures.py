"""Figures a vehicle record sheet prints that the construction rules do not already give
(seed 000 lines 297-326 record sheet, 1964-2040 hit location and critical tables, 4459-4476
structure and ammunition). Pure functions: no reportlab, no Qt."""

from __future__ import annotations

import math

from designer.catalog import catalog
from designer.model.vehicle import Vehicle, VehicleLocation, VehicleMotive
from designer.rules.vehicle.weights import structure_points


def sheet_locations(vehicle: Vehicle) -> tuple[VehicleLocation, ...]:
    """The locations the armor diagram draws: four sides plus the rotor (VTOL) or the turret;
    a vehicle without turret weapons or turret armor has no turret ("if there is no turret,
    then all turret hits become normal armor hits", seed 000 line 1990)."""
    locations = vehicle.locations
    if not vehicle.is_vtol and not vehicle.has_turret and not vehicle.armor.get(VehicleLocation.TURRET):
        locations = locations[:-1]
    return locations


def structure_by_location(vehicle: Vehicle) -> dict[VehicleLocation, int]:
    """Internal structure circles per drawn location: one per ten tons, rounded up, in every
    location (seed 000 line 4468)."""
    points = structure_points(vehicle)
    return {location: points for location in sheet_locations(vehicle)}


def ammo_shots(weapon_name: str, tons: float) -> int | None:
    """Shots in ``tons`` of ammunition: shots per ton x tons, rounded down (half a ton of
    machine-gun ammunition holds half a ton's shots, seed 000 line 4476); None for an unknown
    weapon or one without ammunition."""
    weapon = catalog().weapon(weapon_name)
    if weapon is None or weapon.shots_per_ton is None:
        return None
    return math.floor(weapon.shots_per_ton * tons + 1e-9)


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
