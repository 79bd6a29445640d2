"""Weight breakdown of a combat vehicle in the order of the construction procedure
(seed 000 lines 4366-4490)."""

from __future__ import annotations

import math

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.vehicle_tables import MotiveRow, vehicle_tables
from designer.vehicle.model import Vehicle, VehicleLocation
from designer.rules.common.memo import per_design
from designer.rules.common.weights import WeightLine
from designer.vehicle import insulated_cargo, level2
from designer.rules.common.power_plant import (
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
    """Suspension (lift) factor by type and weight band (Vehicle Table, lines 4384-4450; a Level 2
    design's own bands, decision D-VEH2-2)."""
    return motive_row(vehicle).suspension_factor(vehicle.tonnage, level2.is_level2(vehicle))


def techmanual_factor(vehicle: Vehicle) -> int | None:
    """The TechManual's suspension factor of a 1987 design whose type has one that differs from the
    1987 table's (wheeled: 20, MegaMek ``Tank.getSuspensionFactor``; decision D-VEH-SUSPENSION);
    None for a Level 2 design or a type whose factor is the same."""
    if level2.is_level2(vehicle) or not motive_row(vehicle).level2_suspension:
        return None
    factor = motive_row(vehicle).suspension_factor(vehicle.tonnage, level2=True)
    return factor if factor != suspension_factor(vehicle) else None


def computed_rating(vehicle: Vehicle, factor: int | None = None) -> int:
    """Tonnage x cruising MP - suspension factor (seed 000 line 4454): the design's own factor, or
    ``factor`` when given."""
    subtracted = (suspension_factor(vehicle) or 0) if factor is None else factor
    return vehicle.tonnage * vehicle.cruise_mp - subtracted


def engine_rating(vehicle: Vehicle, factor: int | None = None) -> int | None:
    """The Engine Table rating installed (decision D-UNIT-2); None when above 400."""
    return table_rating(computed_rating(vehicle, factor))


def is_fusion(vehicle: Vehicle) -> bool:
    """A fusion-type plant: free heat sinks, no power amplifiers (an unknown type counts as none)."""
    row = level2.engine_row(vehicle)
    return row is not None and row.fusion


def _plant(vehicle: Vehicle, factor: int | None = None) -> tuple[float, float]:
    """(engine, shielding) tons: the 1987 plant (seed 000 line 4456), or a Level 2 engine type
    rounded as MegaMek rounds it (decision D-VEH2-1)."""
    rating = engine_rating(vehicle, factor)
    if not level2.is_level2(vehicle):
        return plant_tons(rating, is_fusion(vehicle))
    row = catalog().engine(rating) if rating is not None else None
    return level2.engine_tons(vehicle, row.tons) if row is not None else (0.0, 0.0)


def engine_lines(vehicle: Vehicle, factor: int | None = None) -> list[WeightLine]:
    """Engine, fusion shielding and, for hovercraft, the top-up to 20 % of the vehicle (the engine
    rated with suspension factor ``factor`` when given)."""
    engine, shielding = _plant(vehicle, factor)
    lines = [WeightLine("Engine", engine)]
    if shielding:
        lines.append(WeightLine("Shielding", shielding))
    least = ceil_half(vehicle.tonnage * motive_row(vehicle).min_engine_fraction)
    if engine + shielding < least:
        lines.append(WeightLine("Engine minimum (20 %)", least - engine - shielding))
    return lines


def structure_tons(vehicle: Vehicle) -> float:
    """10 % of the vehicle's weight (line 4468) x the structure type's factor (endo steel 0.5)."""
    return ceil_half(vehicle.tonnage * vehicle_tables().structure_fraction * level2.structure_factor(vehicle))


def structure_points(vehicle: Vehicle) -> int:
    """One structure circle per ten tons, rounded up, in each location (line 4468)."""
    return math.ceil(vehicle.tonnage / vehicle_tables().structure_tons_per_point)


def mounted_items(vehicle: Vehicle) -> list[tuple[VehicleLocation, Weapon | Equipment]]:
    """Every mount the catalog knows, with its location: weapons and support equipment (1987
    design, decision D-VEH3-1) or weapons and equipment (Level 2)."""
    found = ((m.location, level2.known_item(vehicle, m.item)) for m in vehicle.weapons)
    return [(location, item) for location, item in found if item is not None]


def turret_weapon_tons(vehicle: Vehicle) -> float:
    """Tons of what the turret carries: its weapons (1987) or every item in it (Level 2)."""
    if not level2.is_level2(vehicle):
        names = [m.item for m in vehicle.weapons if m.location is VehicleLocation.TURRET]
        return sum(w.tons for w in known_weapons(names))
    return sum(level2.item_tons(vehicle, item) for location, item in mounted_items(vehicle)
               if location is VehicleLocation.TURRET)


def turret_tons(vehicle: Vehicle) -> float:
    """Turrets weigh 10 % of the weapons mounted in them (line 4482); an OmniVehicle's turret its
    fixed weight (decision D-VEH2-4)."""
    if vehicle.turret_tons is not None:
        return vehicle.turret_tons
    return ceil_half(turret_weapon_tons(vehicle) * vehicle_tables().turret_fraction)


def weapons(vehicle: Vehicle) -> list[Weapon]:
    return known_weapons(m.item for m in vehicle.weapons)


def heat_sinks(vehicle: Vehicle) -> tuple[int, int]:
    """(heat sinks needed, sinks that weigh a ton each): a Level 2 engine includes its own number
    of free sinks (fusion 10, fission 5, fuel cell 1, ICE none; decision D-VEH2-1)."""
    needed, weighing = heat_sinks_needed(weapons(vehicle), is_fusion(vehicle))
    row = level2.engine_row(vehicle)
    if level2.is_level2(vehicle) and row is not None:
        weighing = max(0, needed - row.free_heat_sinks)
    return needed, weighing


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
    lines.append(WeightLine("Internal Structure", structure_tons(vehicle)))
    return lines


def _equipment_lines(vehicle: Vehicle) -> list[WeightLine]:
    lines = []
    sinks = heat_sinks(vehicle)[1]
    if sinks:
        lines.append(WeightLine("Heat Sinks", float(sinks)))
    amps = power_amp_tons(weapons(vehicle), is_fusion(vehicle))
    if amps:
        lines.append(WeightLine("Power Amplifiers", amps))
    if vehicle.has_turret or vehicle.turret_tons:
        lines.append(WeightLine("Turret", turret_tons(vehicle), VehicleLocation.TURRET.value))
    for location, item in mounted_items(vehicle):
        lines.append(WeightLine(item.id, level2.item_tons(vehicle, item), location.value))
    lines.extend(WeightLine(f"{lot.weapon} Ammo", lot.tons) for lot in vehicle.ammo)
    return lines


def weight_breakdown(vehicle: Vehicle) -> list[WeightLine]:
    """Engine, controls, lift/dive/rotor equipment, structure, armor, heat sinks, power
    amplifiers, turret, weapons, ammunition, cargo and infantry space (a support vehicle: its
    own construction, decision D-SV-3)."""
    if vehicle.support is not None:
        from designer.vehicle import support

        return support.weight_breakdown(vehicle)
    lines = [*engine_lines(vehicle), *_fraction_lines(vehicle), WeightLine("Armor", vehicle.armor_tons)]
    lines.extend(_equipment_lines(vehicle))
    if vehicle.cargo_tons:
        lines.append(WeightLine("Cargo", vehicle.cargo_tons))
    if vehicle.insulated_cargo_tons:   # the bay weighs more than its cargo (D-COST-3)
        lines.append(insulated_cargo.weight_line(vehicle))
    if vehicle.infantry:
        lines.append(WeightLine(f"Infantry ({len(vehicle.infantry)} platoons)", infantry_tons(vehicle)))
    if vehicle.troop_space_tons:   # a ton of troop space a ton (D-VEH-TROOPS)
        lines.append(WeightLine("Troop Space", vehicle.troop_space_tons))
    return lines


@per_design   # asked by validation and by the summary of ``validate --json``: summed once per design
def total_weight(vehicle: Vehicle) -> float:
    if vehicle.support is not None:   # kilogram figures summed without float noise (D-SV-3)
        return round(sum(line.tons for line in weight_breakdown(vehicle)), 6)
    return sum(line.tons for line in weight_breakdown(vehicle))


def weight_with_factor(vehicle: Vehicle, factor: int) -> float:
    """The total weight with the engine rated for suspension factor ``factor``, every other line
    unchanged (decision D-VEH-SUSPENSION)."""
    own = sum(line.tons for line in engine_lines(vehicle))
    other = sum(line.tons for line in engine_lines(vehicle, factor))
    return round(total_weight(vehicle) - own + other, 6)


def flank_mp(vehicle: Vehicle) -> int:
    """Flank MP = 1.5 x cruising MP, rounded up (RULES-MAP gap note; line 1889)."""
    return math.ceil(vehicle.cruise_mp * 1.5)
