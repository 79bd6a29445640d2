"""Level 2 construction of a combat vehicle (decisions D-VEH2-1..5): engine types, armor and
structure types, and the sizes of the Master Rules items a vehicle mounts. The seeds print the
'Mech tables only; the vehicle facts come from MegaMek (``source`` of each row in
``data/vehicle/vehicle_tables.yaml``), as decision D-L2-LATER does for 'Mechs.

A design is built under these rules when its rules level is 2 or more or it names a Level 2
construction type; a 1987 design (level 1, plain fusion or ICE plant, standard armor) keeps the
1987 arithmetic of ``weights.py`` unchanged."""

from __future__ import annotations

from fractions import Fraction

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.level2 import evaluate
from designer.catalog.models import ArmorType, StructureType
from designer.catalog.vehicle_tables import VehicleEngine, vehicle_tables
from designer.vehicle.model import PowerPlant, Vehicle
from designer.rules.common.rounding import ceil_half
from designer.rules.common.direct_fire import is_direct_fire

STANDARD = "standard"


def is_level2(vehicle: Vehicle) -> bool:
    """Built under the Level 2 rules: rules level 2+ or a Level 2 construction type."""
    return (vehicle.rules_level >= 2 or vehicle.engine_type is not None
            or vehicle.armor_type != STANDARD or vehicle.structure_type != STANDARD)


def engine_id(vehicle: Vehicle) -> str:
    """The vehicle engine table row of the design: its engine type, else its 1987 plant."""
    if vehicle.engine_type is not None:
        return vehicle.engine_type
    return "fusion" if vehicle.engine is PowerPlant.FUSION else "ice"


def engine_row(vehicle: Vehicle) -> VehicleEngine | None:
    """None for an engine type the table does not know (VEHICLE-ENGINE-TYPE)."""
    return vehicle_tables().engines.get(engine_id(vehicle))


def engine_name(vehicle: Vehicle) -> str:
    """FUSION / ICE for a 1987 plant; the Level 2 engine type's name (XL Fusion, Fuel Cell...)."""
    row = engine_row(vehicle)
    if vehicle.engine_type is None or row is None:
        return (vehicle.engine_type or vehicle.engine.value).upper()
    return row.name


def engine_factor(row: VehicleEngine) -> float:
    """The weight factor over the Engine Table weight: the row's own, or its 'Mech engine row's."""
    if row.weight_factor is not None:
        return row.weight_factor
    mech_row = catalog().construction.engine(row.construction or "")
    return mech_row.weight_factor if mech_row is not None else 1.0


def engine_tons(vehicle: Vehicle, table_tons: float) -> tuple[float, float]:
    """(engine, shielding): Engine Table weight x factor up to the half ton; a shielded engine's
    total x 1.5 up to the half ton, the shielding being what it adds (MegaMek
    ``Engine.getWeightEngine`` with the tank flag)."""
    row = engine_row(vehicle)
    if row is None:
        return 0.0, 0.0
    tons = ceil_half(table_tons * engine_factor(row))
    if not row.shielded:
        return tons, 0.0
    return tons, ceil_half(tons * (1 + vehicle_tables().fusion_shielding_fraction)) - tons


def is_support_item(item: Weapon | Equipment) -> bool:
    """Support equipment seed 001's 1987 canon vehicles carry (the Mobile HQ's communications
    equipment, the MASH's theaters; ``support_items`` of vehicle_tables.yaml, decision D-VEH3-1)."""
    return item.id in vehicle_tables().support_items


def known_item(vehicle: Vehicle, name: str) -> Weapon | Equipment | None:
    """The catalog row a mount names, as the design's rules know it: a Level 2 design the whole
    catalog; a 1987 design the Weapons Table and the support equipment (decision D-VEH3-1)."""
    if is_level2(vehicle):
        return catalog().find(name)
    weapon = catalog().weapon(name)
    if weapon is not None:
        return weapon
    found = catalog().find(name)
    return found if found is not None and is_support_item(found) else None


def armor_type(vehicle: Vehicle) -> ArmorType | None:
    return catalog().construction.armor(vehicle.armor_type)


def points_per_ton(vehicle: Vehicle) -> float:
    """16 points a ton (seed 000 line 4472) x the armor type's multiplier (construction.yaml)."""
    row = armor_type(vehicle)
    multiplier = row.points_multiplier if row is not None else 1.0
    return vehicle_tables().armor_points_per_ton * multiplier


def armor_tons_for(points: int, armor: str) -> float:
    """The half-ton lots ``points`` of ``armor`` need (MegaMek: points / points a ton, up to the half
    ton); an unknown type counts 16 points a ton."""
    row = catalog().construction.armor(armor)
    rate = vehicle_tables().armor_points_per_ton * (row.points_multiplier if row is not None else 1.0)
    return ceil_half(points / rate)


def structure_type(vehicle: Vehicle) -> StructureType | None:
    return catalog().construction.structure(vehicle.structure_type)


def structure_factor(vehicle: Vehicle) -> float:
    """Standard structure 1, endo steel 0.5 of the 10 % of the vehicle's weight (construction.yaml)."""
    row = structure_type(vehicle)
    return row.weight_factor if row is not None else 1.0


def max_armor(vehicle: Vehicle) -> int:
    """The most armor points a Level 2 combat vehicle carries (decision D-VEH2-3)."""
    limit = vehicle_tables().level2_armor_max
    return int(limit.per_ton * vehicle.tonnage) + limit.plus


def direct_fire_tons(vehicle: Vehicle) -> Fraction:
    """Tons of the direct-fire weapons a targeting computer serves (as on a 'Mech, D-L2W-1)."""
    total = Fraction(0)
    for mount in vehicle.weapons:
        item = catalog().find(mount.item)
        if isinstance(item, Weapon) and is_direct_fire(item):
            total += Fraction(item.tons)
    return total


def item_tons(vehicle: Vehicle, item: Weapon | Equipment) -> float:
    """One mount's weight: a weapon's tons, an equipment row's tons or its formula evaluated for
    the vehicle (targeting computer: direct-fire weapon tons / 4 or / 5, rounded up)."""
    if isinstance(item, Weapon):
        return item.tons
    if item.tons_formula:
        weapons = direct_fire_tons(vehicle) if "direct_fire" in item.tons_formula else Fraction(0)
        return float(evaluate(item.tons_formula, vehicle.tonnage, weapons))
    return float(item.tons or 0.0)
