"""Weight breakdown of a combat vehicle in the order of the construction procedure
(seed 000 lines 4366-4490)."""

from __future__ import annotations

import math

from designer.catalog.vehicle_tables import MotiveRow, vehicle_tables
from designer.model.vehicle import PowerPlant, Vehicle, VehicleLocation
from designer.rules.common.weights import WeightLine
from designer.rules.vehicle.shared import (
    ceil_half,
    heat_sinks_needed,
    known_weapons,
    plant_tons,
    power_amp_tons,
    table_rating,
)

SPECIAL_NAMES = {"lift": "Lift Equipment", "dive": "Diving Equipment", "rotor": "Rotors"}


def motive_row(vehicle: Vehicle) -> MotiveRow:
    return vehicle_tables().motives[vehicle.motive.value]


def suspension_factor(vehicle: Vehicle) -> int | None:
    """Suspension (lift) factor by type and weight band (Vehicle Table, lines 4384-4450)."""
    return motive_row(vehicle).suspension_factor(vehicle.tonnage)


def computed_rating(vehicle: Vehicle) -> int:
    """Tonnage x cruising MP - suspension factor (seed 000 line 4454)."""
    return vehicle.tonnage * vehicle.cruise_mp - (suspension_factor(vehicle) or 0)


def engine_rating(vehicle: Vehicle) -> int | None:
    """The Engine Table rating installed (decision D-UNIT-2); None when above 400."""
    return table_rating(computed_rating(vehicle))


def is_fusion(vehicle: Vehicle) -> bool:
    return vehicle.engine is PowerPlant.FUSION


def engine_lines(vehicle: Vehicle) -> list[WeightLine]:
    """Engine, fusion shielding and, for hovercraft, the top-up to 20 % of the vehicle."""
    engine, shielding = plant_tons(engine_rating(vehicle), is_fusion(vehicle))
    lines = [WeightLine("Engine", engine)]
    if shielding:
        lines.append(WeightLine("Shielding", shielding))
    least = ceil_half(vehicle.tonnage * motive_row(vehicle).min_engine_fraction)
    if engine + shielding < least:
        lines.append(WeightLine("Engine minimum (20 %)", least - engine - shielding))
    return lines


def structure_points(vehicle: Vehicle) -> int:
    """One structure circle per ten tons, rounded up, in each location (line 4468)."""
    return math.ceil(vehicle.tonnage / vehicle_tables().structure_tons_per_point)


def turret_weapon_tons(vehicle: Vehicle) -> float:
    names = [m.item for m in vehicle.weapons if m.location is VehicleLocation.TURRET]
    return sum(w.tons for w in known_weapons(names))


def turret_tons(vehicle: Vehicle) -> float:
    """Turrets weigh 10 % of the weapons mounted in them (line 4482)."""
    return ceil_half(turret_weapon_tons(vehicle) * vehicle_tables().turret_fraction)


def weapons(vehicle: Vehicle):
    return known_weapons(m.item for m in vehicle.weapons)


def heat_sinks(vehicle: Vehicle) -> tuple[int, int]:
    """(heat sinks needed, sinks that weigh a ton each)."""
    return heat_sinks_needed(weapons(vehicle), is_fusion(vehicle))


def infantry_tons(vehicle: Vehicle) -> float:
    """Cargo space for infantry: foot 3, jump 4, motorized 6 tons a platoon (lines 2360-2362)."""
    per = vehicle_tables().infantry_cargo_tons
    return sum(per[p] for p in vehicle.infantry)


def _fraction_lines(vehicle: Vehicle) -> list[WeightLine]:
    tables = vehicle_tables()
    lines = [WeightLine("Controls", ceil_half(vehicle.tonnage * tables.control_fraction))]
    special = motive_row(vehicle).special
    if special:
        lines.append(WeightLine(SPECIAL_NAMES[special], ceil_half(vehicle.tonnage * tables.special_fraction)))
    lines.append(WeightLine("Internal Structure", ceil_half(vehicle.tonnage * tables.structure_fraction)))
    return lines


def _equipment_lines(vehicle: Vehicle) -> list[WeightLine]:
    lines = []
    sinks = heat_sinks(vehicle)[1]
    if sinks:
        lines.append(WeightLine("Heat Sinks", float(sinks)))
    amps = power_amp_tons(weapons(vehicle), is_fusion(vehicle))
    if amps:
        lines.append(WeightLine("Power Amplifiers", amps))
    if vehicle.has_turret:
        lines.append(WeightLine("Turret", turret_tons(vehicle), VehicleLocation.TURRET.value))
    for mount in vehicle.weapons:
        weapon = known_weapons([mount.item])
        if weapon:
            lines.append(WeightLine(weapon[0].id, weapon[0].tons, mount.location.value))
    lines.extend(WeightLine(f"{lot.weapon} Ammo", lot.tons) for lot in vehicle.ammo)
    return lines


def weight_breakdown(vehicle: Vehicle) -> list[WeightLine]:
    """Engine, controls, lift/dive/rotor equipment, structure, armor, heat sinks, power
    amplifiers, turret, weapons, ammunition, cargo and infantry space."""
    lines = [*engine_lines(vehicle), *_fraction_lines(vehicle), WeightLine("Armor", vehicle.armor_tons)]
    lines.extend(_equipment_lines(vehicle))
    if vehicle.cargo_tons:
        lines.append(WeightLine("Cargo", vehicle.cargo_tons))
    if vehicle.infantry:
        lines.append(WeightLine(f"Infantry ({len(vehicle.infantry)} platoons)", infantry_tons(vehicle)))
    return lines


def total_weight(vehicle: Vehicle) -> float:
    return sum(line.tons for line in weight_breakdown(vehicle))


def flank_mp(vehicle: Vehicle) -> int:
    """Flank MP = 1.5 x cruising MP, rounded up (RULES-MAP gap note; line 1889)."""
    return math.ceil(vehicle.cruise_mp * 1.5)
