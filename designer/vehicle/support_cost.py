"""The cost of a support vehicle, line by line (decision D-BV3-3: the TechManual method as
MegaMek's support vehicle cost calculators apply it, ``catalog/data/vehicle/support_cost.yaml``).

Chassis 2,500 a ton of chassis weight x each chassis modification's cost multiplier; engine 5,000 a
ton x the engine type's multiplier; armor points x the price of a point of that BAR; those three
x (0.5 + 0.25 x the chassis tech rating) is the final structural cost (its own line, the change).
Then power amplifiers, heat sinks, turret, weapons and equipment (fire control at its share of the
weapons' cost), ammunition, seats, quarters and cargo bay doors; an OmniVehicle's sum x 1.25; the
price multiplier is 1 + tons / the motive's divisor. A part priced nowhere leaves the total not
computed (D-L2K-1)."""

from __future__ import annotations

import functools
import math
from typing import Any

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.loader import load_data_file
from designer.catalog.support_tables import support_tables
from designer.vehicle.model import Vehicle
from designer.rules.common.cost import CostLine, UnitCost
from designer.rules.common.level2_prices import ammo_price, prices, weapon_price
from designer.rules.common.rounding import EPSILON
from designer.vehicle import insulated_cargo, support as sv

__all__ = ["support_vehicle_cost"]


@functools.cache
def _facts() -> dict[str, Any]:
    return load_data_file("vehicle/support_cost.yaml")


def _structure_lines(vehicle: Vehicle, unpriced: list[str]) -> list[CostLine]:
    """Chassis (x chassis modifications), engine and armor, then the tech rating's change to them."""
    facts = _facts()
    chassis = facts["chassis_per_ton"]["cost"] * sv.chassis_tons(vehicle)
    for name, _ in sv.chassis_mods(vehicle):
        chassis *= facts["chassis_mod_cost"][name]["multiplier"]
    engine_multiplier = facts["engine_type_multiplier"].get(sv.engine_name(vehicle))
    if engine_multiplier is None:
        unpriced.append(f"{sv.engine_name(vehicle)} engine")
        engine_multiplier = 0.0
    engine = facts["engine_per_ton"]["cost"] * sv.engine_tons(vehicle) * engine_multiplier
    bar = sv.chassis(vehicle).bar
    points = sum(vehicle.armor.values())
    armor = facts["armor_per_point_by_bar"][bar] * points
    rating = sv.chassis(vehicle).chassis_tech
    factor = facts["structural_tech"]["base"] + facts["structural_tech"]["per_rating"] * rating
    lines = [CostLine(f"Chassis ({sv.chassis_tons(vehicle):g} t)", chassis),
             CostLine(f"Engine ({sv.engine_tons(vehicle):g} t {sv.engine_name(vehicle)})", engine),
             CostLine(f"Armor ({points} points, BAR {bar})", armor)]
    change = (factor - 1) * (chassis + engine + armor)
    lines.append(CostLine(f"Structure x {factor:g} (tech rating {'ABCDEF'[rating]})",
                          change))
    return lines


def _system_lines(vehicle: Vehicle) -> list[CostLine]:
    facts = _facts()
    amplifiers = facts["power_amplifier_per_ton"]["cost"] * sv.power_amp_tons(vehicle)
    return [CostLine("Power amplifiers", amplifiers),
            CostLine("Heat sinks", facts["heat_sink"]["cost"] * sv.heat_sinks(vehicle)),
            CostLine("Turret", facts["turret_per_ton"]["cost"] * sv.turret_tons(vehicle))]


def _item_price(name: str) -> float | None:
    """A support item's own price (a price, or a price a unit x the units its name gives: a
    ladder's metres), else the catalog weapon's or equipment's Level 2 price (a price, or a price
    a ton x the item's tons: communications equipment)."""
    own = _facts()["items"].get(name)
    if own is not None:
        return float(own["cost"]) if "cost" in own else float(own["per_unit"] * own["units"])
    found = catalog().find(name)
    if isinstance(found, Weapon):
        return weapon_price(found)
    if isinstance(found, Equipment):
        row = prices()["items"].get(found.id)
        if row is not None and "cost" in row:
            return float(row["cost"])
        if row is not None and "cost_per_ton" in row and found.tons is not None:
            return float(row["cost_per_ton"] * found.tons)
    return None


def _equipment_lines(vehicle: Vehicle, unpriced: list[str]) -> list[CostLine]:
    """Weapons and equipment at their prices; fire control at its share of the weapons' cost;
    chassis modifications are in the chassis line."""
    lines: list[CostLine] = []
    shares = {k: v for k, v in _facts()["fire_control_share_of_weapon_cost"].items() if k != "source"}
    for mount in vehicle.weapons:
        if support_tables().chassis_mod(mount.item) is not None or mount.item in shares:
            continue
        price = _item_price(mount.item)
        if price is None:
            unpriced.append(mount.item)
        else:
            lines.append(CostLine(mount.item, price))
    weapon_cost = sum(weapon_price(w) or 0.0 for w in sv.weapons(vehicle))
    for mount in vehicle.weapons:
        if mount.item in shares:
            lines.append(CostLine(f"{mount.item} ({shares[mount.item]:.0%} of the weapons' cost)",
                                  shares[mount.item] * weapon_cost))
    for lot in vehicle.ammo:
        weapon = catalog().weapon(lot.weapon)
        price = ammo_price(weapon, lot.kind) if weapon is not None else None
        if price is None:
            unpriced.append(f"{lot.weapon} ammunition")
        else:
            lines.append(CostLine(f"{lot.weapon} Ammo", price * lot.tons))
    return lines


def _infantry_bay_line(platoons: float, rest: str) -> CostLine | None:
    """An infantry bay (MegaMek InfantryBay): platoons x the platoon type's tons, 15,000 a ton
    rounded up to the whole ton, + 1,000 a door; None when the file names no known platoon type.
    ``rest`` is the file's "doors:bay number:platoon type[:omni]"."""
    facts = _facts()["infantry_bay"]
    fields = rest.split(":")
    tons = sv.infantry_bay_tons(platoons, rest)
    if tons is None or not fields[0].isdigit():
        return None
    doors = int(fields[0])
    c_bills = facts["per_ton"] * math.ceil(tons - EPSILON) + _facts()["cargo_bay_door"]["cost"] * doors
    return CostLine(f"Infantry bay ({tons:g} t, {doors} door{'s' if doors != 1 else ''})", float(c_bills))


def _bay_lines(vehicle: Vehicle, unpriced: list[str]) -> list[CostLine]:
    """Seats at their price a seat; quarters by the persons their tons hold; infantry bays by
    their weight and doors; the cargo space as one bay with one door; transporters that are not
    bays (battle armor handles) free; any other bay priced nowhere yet."""
    seats = {k: v for k, v in _facts()["seat_cost"].items() if k != "source"}
    lines = []
    if vehicle.cargo_tons:
        lines.append(CostLine("Cargo bay (1 door)", float(_facts()["cargo_bay_door"]["cost"])))
    if vehicle.insulated_cargo_tons:   # its price and its one door (D-COST-3)
        lines += [insulated_cargo.cost_line(vehicle),
                  CostLine("Insulated cargo bay door", float(_facts()["cargo_bay_door"]["cost"]))]
    for bay in sv.chassis(vehicle).bays:
        kind = bay.kind.casefold()
        if kind in _facts()["free_transporters"]["kinds"]:
            continue
        quarters = _facts()["quarters_cost"].get(kind)
        if kind == "infantrybay":
            line = _infantry_bay_line(bay.size, bay.rest)
            if line is None:
                unpriced.append(kind)
            else:
                lines.append(line)
        elif kind in seats:
            lines.append(CostLine(f"Seats ({bay.size:g} {kind})", seats[kind] * bay.size))
        elif quarters is not None:
            persons = math.floor(bay.size / quarters["tons_per_person"] + EPSILON)
            lines.append(CostLine(f"Quarters ({persons} in {bay.size:g} t {kind})",
                                  quarters["per_person"] * persons))
        else:
            unpriced.append(kind)
    return lines


def support_vehicle_cost(vehicle: Vehicle) -> UnitCost:
    unpriced: list[str] = []
    lines = _structure_lines(vehicle, unpriced) + _system_lines(vehicle)
    lines += _equipment_lines(vehicle, unpriced) + _bay_lines(vehicle, unpriced)
    if vehicle.omni:
        extra = _facts()["omni_multiplier"]["factor"] - 1
        lines.append(CostLine(f"OmniVehicle (x {_facts()['omni_multiplier']['factor']:g} of the above)",
                              extra * sum(line.c_bills for line in lines)))
    divisor = _facts()["tonnage_divisor"].get(vehicle.motive.value)
    if divisor is None:
        unpriced.append(f"{vehicle.motive.value} price multiplier")
        divisor = float("inf")
    multiplier = 1 + sv.chassis(vehicle).tons / divisor
    return UnitCost(tuple(line for line in lines if line.c_bills), multiplier, tuple(sorted(set(unpriced))))
