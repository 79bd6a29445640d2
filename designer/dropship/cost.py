"""The cost of a DropShip or small craft, line by line (the TechManual's large craft costs as
MegaMek's ``DropShipCostCalculator`` and ``SmallCraftCostCalculator`` apply them; decision D-DS-7):
bridge 200,000 + 10 a ton, computer 200,000, life support 5,000 a person aboard (crew and
passengers), sensors 80,000, fire control computer 100,000, gunnery control 10,000 an arc with
weapons, structural integrity 100,000 a point, attitude thrusters 25,000, landing gear 10 a ton,
engine 1,000 a ton of it, drive unit 500 x thrust x tons / 100, fuel tanks 200 a ton of fuel, armor
by its tons, heat sinks 2,000 (double 6,000) each, weapons and ammunition at their catalogued prices,
transport bays (not quarters nor infantry and battle armor bays) and 1,000 a bay door, 5,000 a
life boat or escape pod; the sum x 28 (spheroid) or 36 (aerodyne). A part priced nowhere leaves the
total not computed (decision D-L2K-1)."""

from __future__ import annotations

from designer.catalog import catalog
from designer.dropship import weights as w
from designer.dropship.bv import arc_name
from designer.dropship.items import ammo_tons, facts, line_shots, mount_facts
from designer.dropship.model import CraftArmor, HeatSinkType, LargeCraft, Shape
from designer.formats.mtf_level2 import level2_ammo
from designer.rules.common.cost import CostLine, UnitCost, mounted_cost_lines

ARMOR_PER_TON = {
    CraftArmor.STANDARD: 10_000,
    CraftArmor.PRIMITIVE: 5_000,
    CraftArmor.FERRO_ALUMINUM: 20_000,
    CraftArmor.HEAVY_FERRO_ALUMINUM: 25_000,
    CraftArmor.LIGHT_FERRO_ALUMINUM: 15_000,
}
BAY_PRICE = {
    "mechbay": 20_000,
    "asfbay": 20_000,
    "smallcraftbay": 20_000,
    "lightvehiclebay": 10_000,
    "heavyvehiclebay": 20_000,
    "superheavyvehiclebay": 20_000,
    "protomechbay": 10_000,
}
FREE_BAYS = ("quarters", "infantrybay", "battlearmorbay", "cargobay")  # part of the structure
DOOR_PRICE = 1_000
ESCAPE_CRAFT_PRICE = 5_000
SHAPE_MULTIPLIER = {Shape.SPHEROID: 28.0, Shape.AERODYNE: 36.0}


def large_craft_cost(craft: LargeCraft) -> UnitCost:
    unpriced: list[str] = []
    lines = _systems(craft) + _equipment(craft, unpriced) + _bays(craft)
    return UnitCost(tuple(lines), SHAPE_MULTIPLIER[craft.shape], tuple(sorted(set(unpriced))))


def _systems(craft: LargeCraft) -> list[CostLine]:
    people = craft.complement.crew + craft.complement.passengers
    arcs = {arc_name(craft, m.arc, m.rear) for m in craft.equipment if facts(m.item).kind == "weapon"}
    sink_price = 6_000 if craft.heat_sink_type is HeatSinkType.DOUBLE else 2_000
    return [
        CostLine("Bridge", 200_000 + 10 * craft.mass),
        CostLine("Computer", 200_000),
        CostLine("Life support", 5_000 * people),
        CostLine("Sensors", 80_000),
        CostLine("Fire control computer", 100_000),
        CostLine("Gunnery control systems", 10_000 * len(arcs)),
        CostLine("Structural integrity", 100_000 * craft.structural_integrity),
        CostLine("Attitude thrusters", 25_000),
        CostLine("Landing gear", 10 * craft.mass),
        CostLine("Engine", _engine_tons(craft) * 1_000),
        CostLine("Drive unit", 500 * craft.safe_thrust * craft.mass / 100),
        CostLine("Fuel tanks", 200 * _fuel_tons(craft)),
        CostLine("Armor", w.armor_tons(craft).tons * ARMOR_PER_TON[craft.armor_type]),
        CostLine("Heat sinks", sink_price * craft.heat_sinks),
    ]


def _engine_tons(craft: LargeCraft) -> float:
    """A DropShip's engine is priced by its exact tons, a small craft's by its weight (half tons)."""
    if not craft.is_dropship:
        return w.engine_tons(craft).tons
    factor = w.ENGINE_CLAN if craft.is_clan else w.by_year(w.DROPSHIP_ENGINE, craft.year or 2500)
    return craft.safe_thrust * craft.mass * factor


def _fuel_tons(craft: LargeCraft) -> float:
    """A DropShip's fuel with its pumps, exact; a small craft's fuel weight (half tons)."""
    if not craft.is_dropship:
        return w.fuel_tons(craft).tons
    return craft.fuel / w.fuel_points_per_ton(craft) * w.FUEL_PUMPS


def _equipment(craft: LargeCraft, unpriced: list[str]) -> list[CostLine]:
    mounts = []
    lots = []
    extra: list[CostLine] = []
    for mount in craft.equipment:
        row = mount_facts(mount, craft.mass)
        if row.kind == "ammo":
            kind = (level2_ammo(mount.item) or ("", False, "standard"))[2]
            if catalog().weapon(row.feeds or "") is None:
                unpriced.append(f"{mount.item}")
            else:
                lots.append((row.feeds or "", kind, ammo_tons(row, line_shots(row, mount.shots))))
        elif row.cost is not None:  # a large-craft weapon the catalog lacks: its own price (items.py)
            extra.append(CostLine(mount.item, float(row.cost)))
        else:
            mounts.append((mount.item, catalog().find(mount.item), row.tons))
    return mounted_cost_lines(mounts, lots, 0, unpriced, every_level=True) + extra


def _bays(craft: LargeCraft) -> list[CostLine]:
    lines = []
    for bay in craft.bays:
        key = bay.kind
        if any(word in key for word in FREE_BAYS):
            continue
        lines.append(CostLine(f"{bay.type} ({bay.size:g})", BAY_PRICE.get(key, 0) * bay.size))
    doors = sum(bay.doors for bay in craft.bays)
    count = craft.complement.life_boats + craft.complement.escape_pods
    return lines + [
        CostLine("Bay doors", DOOR_PRICE * doors),
        CostLine("Life boats and escape pods", ESCAPE_CRAFT_PRICE * count),
    ]
