"""The TechManual cost of a combat vehicle, every line shown (decisions D-COST4-1, D-COST-2).

Every combat vehicle, 1987 or Level 2, is priced by the Vehicle Cost Chart's lines, and a line the
seeds cannot price takes the TechManual price MegaMek's ``CombatVehicleCostCalculator`` gives
(``catalog/data/level2/prices.yaml``, each row with its ``source``): the engine at its type's base
cost and TechManual's rating, the armor at its type's price a ton, every item and every lot of
ammunition at its catalogued price, cargo bay doors, a Clan vehicle's built-in CASE, and the
OmniVehicle multiplier 1.25. The 1987 chart's own price of a 1987 design stays available
(``vehicle.cost.vehicle_cost_1987``). A part priced nowhere is named in
``UnitCost.unpriced``: the total is then not computed, never a total that silently leaves it out
(decision D-L2K-1)."""

from __future__ import annotations

import functools
from typing import Any

from designer.catalog import Weapon, catalog
from designer.catalog.loader import load_data_file
from designer.catalog.vehicle_tables import vehicle_tables
from designer.vehicle.model import Vehicle, VehicleLocation
from designer.rules.common.cost import (
    CostLine, UnitCost, engine_cost, level2_engine_cost, mounted_cost_lines)
from designer.rules.common.explosive import GAUSS_LIKE, INERT_AMMO
from designer.rules.common.level2_prices import prices
from designer.rules.common.power_plant import table_rating
from designer.rules.common.rounding import ceil_half
from designer.vehicle import insulated_cargo, level2, weights as w
from designer.vehicle.cost import PER_TON

STANDARD_ARMOR = "standard"
SEALING = "Environmental Sealing"
STRUCTURE = "Internal Structure"
TURRET = "Turret"
CLAN_CASE = "Clan CASE"
CASE_ITEMS = frozenset({"IS CASE", CLAN_CASE})


@functools.cache
def _door_price() -> float:
    """A bay door's price, the one the support vehicle's cost uses (``vehicle/support_cost.yaml``)."""
    return float(load_data_file("vehicle/support_cost.yaml")["cargo_bay_door"]["cost"])


def _other(key: str) -> Any:
    return prices()["other"][key]


def techmanual_rating(vehicle: Vehicle) -> int:
    """Tonnage x cruising MP - TechManual's suspension factor, on the Engine Table: a 1987 wheeled
    design's engine is priced at TechManual's rating too (factor 20, not the 1987 table's 0:
    decision D-COST-2; Packrat LRPV PKR-T5, 20 t x 7 MP - 20 = 120)."""
    factor = w.motive_row(vehicle).suspension_factor(vehicle.tonnage, level2=True) or 0
    return table_rating(vehicle.tonnage * vehicle.cruise_mp - factor) or 0


def _engine_line(vehicle: Vehicle, unpriced: list[str]) -> CostLine | None:
    """The engine type's base cost x rating x tonnage / 75 (MegaMek ``Engine.getBaseCost``: fusion
    5,000, ICE 1,250, XL 20,000, light 15,000, compact 10,000, fuel cell 3,500, fission 7,500)."""
    engine = level2.engine_id(vehicle)
    rating = techmanual_rating(vehicle)
    if engine in ("fusion", "ice"):   # the chart's own two plants
        return CostLine("Engine", engine_cost(rating, vehicle.tonnage, engine == "fusion"))
    row = prices()["types"].get(("engine_type", engine))
    if row is None:
        unpriced.append(f"{engine} engine")
        return None
    return CostLine("Engine", level2_engine_cost(row["base"], rating, vehicle.tonnage))


def _armor_line(vehicle: Vehicle, unpriced: list[str]) -> CostLine | None:
    """Armor tons x the armor type's price a ton (standard 10,000, the chart's; ferro-fibrous
    20,000...: MegaMek ``ArmorType`` cost)."""
    if vehicle.armor_type == STANDARD_ARMOR:
        return CostLine("Armor", catalog().common.armor_cost_per_ton * vehicle.armor_tons)
    row = prices()["types"].get(("armor_type", vehicle.armor_type))
    if row is None:
        unpriced.append(f"{vehicle.armor_type} armor")
        return None
    return CostLine("Armor", row["per_ton"] * vehicle.armor_tons)


def _structure_line(vehicle: Vehicle) -> CostLine:
    """The chart's 10,000 a ton of a standard structure's weight (10 % of the vehicle, up to the half
    ton) whatever the structure type: MegaMek ``CombatVehicleCostCalculator`` prices a combat
    vehicle's endo steel as standard structure (decision D-COST4-1)."""
    tons = ceil_half(vehicle.tonnage * vehicle_tables().structure_fraction)
    return CostLine(STRUCTURE, PER_TON[STRUCTURE] * tons)


def _priced_turret_tons(vehicle: Vehicle) -> float:
    """The turret the cost prices: 10 % of the weapons in it (not its other equipment, not an
    OmniVehicle's fixed turret weight), up to the half ton, as the published figures have it
    (MegaMek CombatVehicleCostCalculator; decision D-COST-1)."""
    tons = sum(item.tons for location, item in w.mounted_items(vehicle)
               if location is VehicleLocation.TURRET and isinstance(item, Weapon))
    return ceil_half(tons * vehicle_tables().turret_fraction)


def _chassis_lines(vehicle: Vehicle, unpriced: list[str]) -> list[CostLine]:
    """Engine, armor, structure, the chart's per-ton lines and the heat sinks that weigh."""
    lines = [line for line in (_engine_line(vehicle, unpriced), _armor_line(vehicle, unpriced)) if line]
    lines.append(_structure_line(vehicle))
    for line in w.weight_breakdown(vehicle):
        if line.component == TURRET:
            lines.append(CostLine(TURRET, PER_TON[TURRET] * _priced_turret_tons(vehicle)))
        elif line.component in PER_TON and line.component not in (STRUCTURE, "Armor"):
            lines.append(CostLine(line.component, PER_TON[line.component] * line.tons))
    lines.append(CostLine("Heat Sinks", catalog().common.heat_sink_cost * w.heat_sinks(vehicle)[1]))
    return lines


def _equipment_lines(vehicle: Vehicle, unpriced: list[str]) -> list[CostLine]:
    """Every mount and every lot of ammunition: a line each, or its name in ``unpriced``."""
    mounts = []
    for mount in vehicle.weapons:
        item = level2.known_item(vehicle, mount.item)
        mounts.append((mount.item, item, level2.item_tons(vehicle, item) if item is not None else 0.0))
    lots = ((lot.weapon, lot.kind, lot.tons) for lot in vehicle.ammo)
    return mounted_cost_lines(mounts, lots, techmanual_rating(vehicle), unpriced, every_level=True)


def _catalog_id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def built_in_case_count(vehicle: Vehicle) -> int:
    """A Clan vehicle's CASE built into each location holding explosive items (ammunition that can
    explode, all of it in the body; a Gauss rifle, HAG or B-pod where it is mounted), less the
    CASE the file writes (MegaMek ``Tank.implicitClanCASE``; decision D-COST-2)."""
    if not vehicle.is_clan:
        return 0
    explosive = {VehicleLocation.BODY for lot in vehicle.ammo if _catalog_id(lot.weapon) not in INERT_AMMO}
    explosive |= {mount.location for mount in vehicle.weapons if _catalog_id(mount.item) in GAUSS_LIKE}
    written = sum(1 for mount in vehicle.weapons if _catalog_id(mount.item) in CASE_ITEMS)
    return max(0, len(explosive) - written)


def _transport_lines(vehicle: Vehicle, unpriced: list[str]) -> list[CostLine]:
    """The Clan CASE built in (50,000 each, the catalogued price) and the cargo bays' doors, 1,000
    C-Bills each (MegaMek ``CostCalculator``: bay cost + 1,000 x doors; a cargo bay itself costs
    nothing, decision D-COST-2; an insulated one its price, D-COST-3). Troop space costs nothing
    (MegaMek prices bays only)."""
    case = [(CLAN_CASE, catalog().find(CLAN_CASE), 0.0)] * built_in_case_count(vehicle)
    lines = [CostLine(f"{line.part} (built in)", line.c_bills)
             for line in mounted_cost_lines(case, (), 0, unpriced, every_level=True)]
    bays = vehicle.cargo_tons + vehicle.insulated_cargo_tons
    doors = vehicle.cargo_doors if vehicle.cargo_doors is not None else int(bays > 0)
    if vehicle.insulated_cargo_tons:   # the bay's own price (D-COST-3)
        lines.append(insulated_cargo.cost_line(vehicle))
    if doors:
        lines.append(CostLine(f"Cargo bay doors ({doors})", doors * _door_price()))
    return lines


def _factors(vehicle: Vehicle) -> tuple[tuple[str, float], ...]:
    """The OmniVehicle multiplier 1.25, the chart's 1 + tonnage / motive divisor, then 1.25 for
    environmental sealing (MegaMek ``CombatVehicleCostCalculator``; the sealing itself costs 0)."""
    factors: list[tuple[str, float]] = []
    if vehicle.omni:
        factors.append(("OmniVehicle", _other("omni_multiplier")["factor"]))
    divisor = w.motive_row(vehicle).cost_divisor
    factors.append((f"tonnage 1 + {vehicle.tonnage} / {divisor}", 1 + vehicle.tonnage / divisor))
    if any(item.id == SEALING for _, item in w.mounted_items(vehicle)):
        factors.append(("environmental sealing", _other("sealing_multiplier")["factor"]))
    return tuple(factors)


def level2_vehicle_cost(vehicle: Vehicle) -> UnitCost:
    """Every line of a Level 2 combat vehicle's cost; total = lines x the factors, rounded."""
    unpriced: list[str] = []
    lines = _chassis_lines(vehicle, unpriced) + _equipment_lines(vehicle, unpriced)
    lines += _transport_lines(vehicle, unpriced)
    factors = _factors(vehicle)
    multiplier = 1.0
    for _, factor in factors:
        multiplier *= factor
    return UnitCost(tuple(lines), multiplier, tuple(sorted(set(unpriced))), factors)
