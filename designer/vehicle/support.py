"""Support vehicle construction (TechManual, catalogued from MegaMek's facts: decision D-SV-3,
``data/vehicle/support_vehicles.yaml``): the weight breakdown of a vehicle with a support chassis.

- chassis = tonnage x base chassis value (motive, weight class) x tech-rating multiplier x each
  chassis modification's multiplier; it includes the structure and the controls;
- engine = base engine value x (4 + cruising MP squared) x engine multiplier (type, engine tech
  rating) x tonnage (a hovercraft's at least 20 % of its weight); no free heat sinks;
- armor = points x the tons a point of that BAR weighs at the armor tech rating;
- fuel as the file gives it; fire control 5 % (basic) or 10 % (advanced) of the weapons' weight;
- seats by the seat, quarters and bays by their tons; equipment, ammunition, cargo as ever;
- a small support vehicle (under 5 tons) rounds each figure to the kilogram, the others round up
  to the half ton (the engine to the nearest half ton)."""

from __future__ import annotations

import math

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.vehicle_tables import vehicle_tables
from designer.catalog.support_tables import SupportType, support_tables
from designer.vehicle.blk_support_bays import QUARTERS, SEATS
from designer.vehicle.support_model import SupportChassis
from designer.vehicle.model import Vehicle, VehicleLocation, VehicleMotive
from designer.rules.common.rounding import EPSILON, ceil_half
from designer.rules.common.weights import WeightLine
from designer.vehicle import insulated_cargo, level2
from designer.rules.common.power_plant import energy_heat, energy_tons, known_weapons

INFANTRY_BAY = "infantrybay"   # MegaMek's transporter name
NAVAL = {VehicleMotive.NAVAL, VehicleMotive.HYDROFOIL, VehicleMotive.SUBMARINE}
RAIL = {VehicleMotive.RAIL, VehicleMotive.MAGLEV}   # one support vehicle type (D-CANON-RAIL)
CLASSES = ("small", "medium", "large")


def chassis(vehicle: Vehicle) -> SupportChassis:
    assert vehicle.support is not None, "a support vehicle"
    return vehicle.support


def type_row(vehicle: Vehicle) -> SupportType | None:
    """The support vehicle type of the motive (naval, hydrofoil and submarine are one type; rail
    and maglev another)."""
    name = "naval" if vehicle.motive in NAVAL else "rail" if vehicle.motive in RAIL else vehicle.motive.value
    return support_tables().types.get(name)


def weight_class(vehicle: Vehicle) -> int:
    """0 small (under 5 tons), 1 medium, 2 large (above the type's medium limit)."""
    tons, row = chassis(vehicle).tons, type_row(vehicle)
    if tons < support_tables().small_below:
        return 0
    return 1 if row is None or tons <= row.medium_max else 2


def round_weight(vehicle: Vehicle, tons: float) -> float:
    """Up to the kilogram (small) or the half ton."""
    if weight_class(vehicle) == 0:
        return math.ceil(round(tons * 1000, 6)) / 1000
    return ceil_half(tons)


def nearest_weight(vehicle: Vehicle, tons: float) -> float:
    """The engine's rounding: to the nearest kilogram (small) or half ton."""
    if weight_class(vehicle) == 0:
        return round(tons, 3)
    return math.floor(tons * 2 + 0.5 + EPSILON) / 2


def chassis_mods(vehicle: Vehicle) -> list[tuple[str, float]]:
    found = (support_tables().chassis_mod(m.item) for m in vehicle.weapons)
    return [mod for mod in found if mod is not None]


def chassis_tons(vehicle: Vehicle) -> float:
    row = type_row(vehicle)
    if row is None:
        return 0.0
    support = chassis(vehicle)
    tons = support.tons * row.chassis[weight_class(vehicle)]
    tons *= support_tables().chassis_tech_multiplier[support.chassis_tech]
    for _, multiplier in chassis_mods(vehicle):
        tons *= multiplier
    return round_weight(vehicle, tons)


def engine_name(vehicle: Vehicle) -> str:
    return level2.engine_id(vehicle)


def engine_multiplier(vehicle: Vehicle) -> float | None:
    """The engine type's multiplier at the engine tech rating; None for a type the table lacks."""
    row = support_tables().engine_multiplier.get(engine_name(vehicle))
    return None if row is None else row[chassis(vehicle).engine_rating]


def engine_tons(vehicle: Vehicle) -> float:
    row, multiplier = type_row(vehicle), engine_multiplier(vehicle)
    if row is None or not multiplier:
        return 0.0
    support = chassis(vehicle)
    tons = row.engine[weight_class(vehicle)] * (4 + vehicle.cruise_mp ** 2) * multiplier * support.tons
    if vehicle.motive is VehicleMotive.HOVER:
        tons = max(tons, support.tons * support_tables().hover_min_engine_fraction)
    return nearest_weight(vehicle, tons)


def armor_point_tons(vehicle: Vehicle) -> float:
    """Tons a point of this BAR weighs at the armor tech rating (0: not available)."""
    row = support_tables().armor_point_tons.get(chassis(vehicle).bar)
    return 0.0 if row is None else row[chassis(vehicle).armor_rating]


def armor_tons(vehicle: Vehicle) -> float:
    return round_weight(vehicle, sum(vehicle.armor.values()) * armor_point_tons(vehicle))


def weapons(vehicle: Vehicle) -> list[Weapon]:
    return known_weapons(m.item for m in vehicle.weapons)


def item_tons(vehicle: Vehicle, name: str) -> float | None:
    """One mount's weight: a chassis modification or fire control weighs nothing here (they count
    in the chassis and the fire control line); a catalog or support item its tons; None unknown."""
    tables = support_tables()
    if tables.chassis_mod(name) is not None or name in tables.fire_control:
        return 0.0
    if name in tables.items:
        return tables.items[name].tons
    found = catalog().find(name)
    if isinstance(found, (Weapon, Equipment)):
        return level2.item_tons(vehicle, found)
    return None


def unweighed_items(vehicle: Vehicle) -> list[str]:
    return [m.item for m in vehicle.weapons if item_tons(vehicle, m.item) is None]


def fire_control_tons(vehicle: Vehicle) -> float:
    """An OmniVehicle's fixed fire control, else the fire control's share of the weapons' weight."""
    support = chassis(vehicle)
    if support.fire_control_tons is not None:
        return support.fire_control_tons
    fractions = [support_tables().fire_control[m.item] for m in vehicle.weapons
                 if m.item in support_tables().fire_control]
    if not fractions:
        return 0.0
    return round_weight(vehicle, sum(w.tons for w in weapons(vehicle)) * max(fractions))


def bay_tons(vehicle: Vehicle) -> float:
    """Crew accommodations and carrying space (MegaMek ``TestSupportVehicle``,
    ``TestEntity.getWeightCarryingSpace``; decision D-SV-SEATS): quarters are crew accommodations,
    their tons rounded as every support vehicle component; seats weigh by the seat and infantry
    bays by the platoon, to the kilogram, unrounded to the half ton; other bays the tons the file
    gives."""
    quarters = carrying = 0.0
    for bay in chassis(vehicle).bays:
        kind = bay.kind.casefold()
        if kind in SEATS:
            carrying += bay.size * support_tables().seat_tons[kind]
        elif kind == INFANTRY_BAY:
            carrying += infantry_bay_tons(bay.size, bay.rest) or bay.size
        elif kind in QUARTERS:
            quarters += bay.size
        elif bay.size > 0:
            carrying += bay.size
    rounded = round_weight(vehicle, quarters) if quarters else 0.0
    return round(rounded + math.ceil(round(carrying * 1000, 6)) / 1000, 6)


def infantry_bay_tons(platoons: float, rest: str) -> float | None:
    """An infantry bay's weight: the file's size is platoons (squads for mechanized infantry), each
    its platoon type's tons (MegaMek InfantryBay, decision D-LEAD-2). ``rest`` is the file's
    "doors:bay number:platoon type[:omni]"; None when it names no known platoon type (the size is
    then read as tons, as before)."""
    fields = rest.split(":")
    tons = support_tables().infantry_bay_platoon_tons.get(fields[2].casefold()) if len(fields) > 2 else None
    return platoons * tons if tons is not None else None


def heat_sinks(vehicle: Vehicle) -> int:
    """Support vehicle engines include no heat sinks; a small one mounts no heat-making weapons."""
    return 0 if weight_class(vehicle) == 0 else energy_heat(weapons(vehicle))


def power_amp_tons(vehicle: Vehicle) -> float:
    """A non-fusion engine's amplifiers: a tenth of the energy weapons' weight (none when small)."""
    row = level2.engine_row(vehicle)
    if weight_class(vehicle) == 0 or (row is not None and (row.fusion or engine_name(vehicle) == "fission")):
        return 0.0
    return round_weight(vehicle, energy_tons(weapons(vehicle)) / 10)


def turret_tons(vehicle: Vehicle) -> float:
    """A tenth of what the turret carries (as a combat vehicle's)."""
    if vehicle.turret_tons is not None:
        return vehicle.turret_tons
    carried = sum(item_tons(vehicle, m.item) or 0.0 for m in vehicle.weapons
                  if m.location is VehicleLocation.TURRET)
    return round_weight(vehicle, carried / 10) if carried else 0.0


def fuel_tons(vehicle: Vehicle) -> float:
    """The file's fuel tons; a fixed-wing vehicle's fuel points x the kilograms a point weighs
    (weight class, engine tech rating; a propeller's three quarters, none for a propeller turned
    by a fusion, fission or solar engine: decision D-UNSEEN-10)."""
    support = chassis(vehicle)
    if support.fuel_points is None:
        return support.fuel_tons or 0.0
    tables = support_tables()
    kg = tables.fuel_kg_per_point[weight_class(vehicle)][support.engine_rating]
    if any(name == "Prop" for name, _ in chassis_mods(vehicle)):
        if engine_name(vehicle) in tables.prop_fuelless_engines:
            return 0.0
        kg = math.ceil(kg * tables.prop_fuel_fraction - EPSILON)
    return round_weight(vehicle, support.fuel_points * kg / 1000)


def weight_breakdown(vehicle: Vehicle) -> list[WeightLine]:
    lines = [WeightLine("Chassis", chassis_tons(vehicle)), WeightLine("Engine", engine_tons(vehicle))]
    optional = [("Fuel", fuel_tons(vehicle)), ("Fire Control", fire_control_tons(vehicle)),
                ("Crew and Passengers", bay_tons(vehicle)), ("Armor", armor_tons(vehicle)),
                ("Heat Sinks", float(heat_sinks(vehicle))), ("Power Amplifiers", power_amp_tons(vehicle)),
                ("Turret", turret_tons(vehicle))]
    lines += [WeightLine(name, tons) for name, tons in optional if tons]
    for mount in vehicle.weapons:
        tons = item_tons(vehicle, mount.item)
        if tons:
            lines.append(WeightLine(mount.item, tons, mount.location.value))
    lines += [WeightLine(f"{lot.weapon} Ammo", lot.tons) for lot in vehicle.ammo]
    if vehicle.cargo_tons:
        lines.append(WeightLine("Cargo", vehicle.cargo_tons))
    if vehicle.insulated_cargo_tons:   # D-COST-3
        lines.append(insulated_cargo.weight_line(vehicle))
    troops = vehicle.troop_space_tons   # a ton of troop space a ton (D-VEH-TROOPS)
    if vehicle.infantry:
        per = vehicle_tables().infantry_cargo_tons
        troops += float(sum(per[p] for p in vehicle.infantry))
    if troops:
        lines.append(WeightLine("Troop Space", troops))
    return lines


def total_weight(vehicle: Vehicle) -> float:
    return round(sum(line.tons for line in weight_breakdown(vehicle)), 6)
