"""The weight of a DropShip or small craft, component by component, each with its working.

Every formula is the TechManual's construction rule for small craft and DropShips as MegaMek's
verifier (``TestSmallCraft``, ``TestAero``) applies it: the seeds print none (decision D-DS-1)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.catalog.support_tables import support_tables
from designer.dropship.items import ammo_tons, facts, line_shots, mount_facts
from designer.dropship.model import Arc, CraftArmor, DesignType, LargeCraft, Shape
from designer.rules.common.rounding import ceil_half

# Engine tons = tons x thrust x this (Clan 0.061); primitive craft by their year (first year, value).
ENGINE_CLAN = 0.061
DROPSHIP_ENGINE = (
    (2500, 0.065),
    (2351, 0.0715),
    (2300, 0.0845),
    (2251, 0.091),
    (2201, 0.1104),
    (2151, 0.117),
    (0, 0.13),
)
SMALL_CRAFT_ENGINE = (
    (2500, 0.065),
    (2400, 0.078),
    (2300, 0.091),
    (2251, 0.0975),
    (2201, 0.1105),
    (2151, 0.1235),
    (0, 0.143),
)
DROPSHIP_CONTROL = (
    (2500, 0.0075),
    (2351, 0.009),
    (2300, 0.00975),
    (2251, 0.0105),
    (2201, 0.012),
    (2151, 0.0135),
    (0, 0.015),
)
SMALL_CRAFT_CONTROL = (
    (2500, 0.0075),
    (2400, 0.00825),
    (2300, 0.00975),
    (2251, 0.01125),
    (2201, 0.01275),
    (2151, 0.01245),
    (0, 0.01575),
)
# Fuel points a ton: small craft 80; DropShips by tons (below the first figure of each row).
FUEL_POINTS = (
    (400, 80),
    (800, 70),
    (1200, 60),
    (1900, 50),
    (3000, 40),
    (20000, 30),
    (40000, 20),
    (math.inf, 10),
)
FUEL_PUMPS = 1.02  # pumps add 2 % of the fuel's weight
# A primitive craft's fuel points a ton are divided by this factor by its year (MegaMek
# ``Dropship.primitiveFuelFactor``, ``SmallCraft.primitiveFuelFactor``; decision D-DS-12).
DROPSHIP_PRIMITIVE_FUEL = (
    (2500, 1.0),
    (2400, 1.1),
    (2351, 1.3),
    (2251, 1.4),
    (2201, 1.6),
    (2151, 1.8),
    (0, 2.0),
)
SMALL_CRAFT_PRIMITIVE_FUEL = (
    (2500, 1.0),
    (2400, 1.2),
    (2300, 1.4),
    (2251, 1.5),
    (2201, 1.7),
    (2151, 1.9),
    (0, 2.2),
)
ARMOR_POINTS_PER_TON = 16  # standard aerospace armor on a craft below the table's first step
# Armor points a ton fall with the craft's tons (decision D-DS-14; MegaMek ``ArmorType.getPointsPerTon``):
# the first column below the first step of the craft's shape, the next below the next, ...
SPHEROID_ARMOR_STEPS = (12_500, 20_000, 35_000, 50_000, 65_000)
AERODYNE_ARMOR_STEPS = (6_000, 9_500, 12_500, 17_500, 25_000)
ARMOR_POINTS = {  # (armor, Clan armor) -> points a ton by step
    (CraftArmor.STANDARD, False): (16, 14, 12, 10, 8, 6),
    (CraftArmor.STANDARD, True): (20, 17, 14, 12, 10, 7),
    (CraftArmor.FERRO_ALUMINUM, False): (17.92, 15.68, 13.44, 11.2, 8.96, 6.72),
    (CraftArmor.FERRO_ALUMINUM, True): (24, 20.4, 16.8, 14.4, 12, 8.4),
    (CraftArmor.LIGHT_FERRO_ALUMINUM, False): (16.96, 14.84, 12.72, 10.6, 8.48, 6.36),
    (CraftArmor.HEAVY_FERRO_ALUMINUM, False): (19.84, 17.36, 14.88, 12.4, 9.92, 7.44),
    (CraftArmor.PRIMITIVE, False): (10.56, 9.24, 7.92, 6.6, 5.28, 3.96),
}
FREE_ARMOR_PER_SI = 4  # points the structure carries for free (primitive: 2.64)
FREE_ARMOR_PER_SI_PRIMITIVE = 2.64
SLOTS_PER_ARC = 12
SI_DIVISOR = {Shape.SPHEROID: 500, Shape.AERODYNE: 200}
ESCAPE_CRAFT_TONS = 7  # a life boat or escape pod with its launcher
# Transport bays: tons per unit carried; quarters and cargo give their tons.
BAY_TONS = {
    "mechbay": 150,
    "asfbay": 150,
    "smallcraftbay": 200,
    "lightvehiclebay": 50,
    "heavyvehiclebay": 100,
    "superheavyvehiclebay": 200,
    "protomechbay": 10,
    "battlearmorbay": 8,
}
CLAN_BATTLE_ARMOR_BAY_TONS = 10  # a Clan craft's battle armor bay (Inner Sphere: 8 a squad)
LIQUID_CARGO_TONS = 1 / 0.91  # a liquid cargo bay weighs its capacity / 0.91
TON_BAYS = (
    "cargobay",
    "refrigeratedcargobay",
    "insulatedcargobay",
    "livestockcargobay",
    "1stclassquarters",
    "2ndclassquarters",
    "crewquarters",
    "steeragequarters",
)


@dataclass(frozen=True, slots=True)
class WeightLine:
    label: str
    tons: float
    working: str


def by_year(table: tuple[tuple[int, float], ...], year: int) -> float:
    return next(value for first, value in table if year >= first)


def build_year(craft: LargeCraft) -> int:
    """The year the primitive multipliers use; any other craft builds as 2500 or later."""
    return craft.year or 2500 if craft.is_primitive else 2500


def engine_tons(craft: LargeCraft) -> WeightLine:
    if craft.is_clan:
        factor = ENGINE_CLAN
    else:
        factor = by_year(DROPSHIP_ENGINE if craft.is_dropship else SMALL_CRAFT_ENGINE, craft.year or 2500)
    tons = ceil_half(craft.mass * craft.safe_thrust * factor)
    return WeightLine(
        "Engine", tons, f"{craft.mass:g} t x thrust {craft.safe_thrust} x {factor:g}, up to the half ton"
    )


def control_tons(craft: LargeCraft) -> WeightLine:
    year = build_year(craft)
    if craft.is_dropship:
        factor = by_year(DROPSHIP_CONTROL, year)
        return WeightLine(
            "Control systems",
            math.ceil(round(craft.mass * factor, 6)),
            f"{craft.mass:g} t x {factor:g}, up to the ton",
        )
    factor = by_year(SMALL_CRAFT_CONTROL, year)
    return WeightLine(
        "Control systems",
        ceil_half(craft.mass * factor),
        f"{craft.mass:g} t x {factor:g}, up to the half ton",
    )


def fuel_points_per_ton(craft: LargeCraft) -> float:
    """Small craft 80, DropShips by their tons; a primitive craft's divided by its year's factor."""
    if not craft.is_dropship:
        points, factors = 80, SMALL_CRAFT_PRIMITIVE_FUEL
    else:
        points = next(points for below, points in FUEL_POINTS if craft.mass < below)
        factors = DROPSHIP_PRIMITIVE_FUEL
    return points / by_year(factors, build_year(craft)) if craft.is_primitive else points


def fuel_tons(craft: LargeCraft) -> WeightLine:
    per_ton = fuel_points_per_ton(craft)
    fuel = math.floor(2 * craft.fuel / per_ton + 0.5) / 2  # the tons the points were bought as
    return WeightLine(
        "Fuel",
        ceil_half(fuel * FUEL_PUMPS),
        f"{craft.fuel} points / {per_ton:.4g} a ton = {fuel:g} t (to the nearest half ton), + 2 % pumps,"
        " up to the half ton",
    )


def structure_tons(craft: LargeCraft) -> WeightLine:
    divisor = SI_DIVISOR[craft.shape]
    tons = ceil_half(craft.structural_integrity * craft.mass / divisor)
    return WeightLine(
        "Structural integrity",
        tons,
        f"SI {craft.structural_integrity} x {craft.mass:g} t / {divisor}, up to the half ton",
    )


def free_heat_sinks(craft: LargeCraft) -> int:
    """Weight-free heat sinks from the engine's tons, by shape (MegaMek ``weightFreeHeatSinks``)."""
    engine = engine_tons(craft).tons
    military_dropship = craft.is_dropship and craft.design_type is DesignType.MILITARY
    if craft.shape is Shape.SPHEROID:
        factor = 1.3 if craft.is_primitive else (6.8 if military_dropship else 1.6)
        return math.floor(math.sqrt(engine * factor))
    return math.floor(engine / (75 if craft.is_primitive else (20 if military_dropship else 60)))


def heat_sink_tons(craft: LargeCraft) -> WeightLine:
    free = free_heat_sinks(craft)
    return WeightLine(
        "Heat sinks", max(craft.heat_sinks - free, 0), f"{craft.heat_sinks} - {free} weight-free, a ton each"
    )


def armor_points_per_ton(craft: LargeCraft) -> float:
    """The armor's points a ton on this craft: by its armor (Clan or Inner Sphere; an armor made
    only in the Inner Sphere counts as such) and its tons, by shape."""
    row = ARMOR_POINTS.get((craft.armor_type, craft.has_clan_armor))
    row = row or ARMOR_POINTS[(craft.armor_type, False)]
    steps = SPHEROID_ARMOR_STEPS if craft.shape is Shape.SPHEROID else AERODYNE_ARMOR_STEPS
    return row[sum(1 for step in steps if craft.mass >= step)]


def free_armor_points(craft: LargeCraft) -> int:
    per_si = FREE_ARMOR_PER_SI_PRIMITIVE if craft.is_primitive else FREE_ARMOR_PER_SI
    return math.floor(craft.structural_integrity * per_si)


def armor_tons(craft: LargeCraft) -> WeightLine:
    points, free = sum(craft.armor.values()), free_armor_points(craft)
    per_ton = armor_points_per_ton(craft)
    tons = ceil_half(max(points - free, 0) / per_ton)
    return WeightLine(
        "Armor", tons, f"({points} points - {free} from the SI) / {per_ton:g} a ton, up to the half ton"
    )


def escape_craft_tons(craft: LargeCraft) -> WeightLine:
    count = craft.complement.life_boats + craft.complement.escape_pods
    return WeightLine(
        "Life boats and escape pods", count * ESCAPE_CRAFT_TONS, f"{count} x {ESCAPE_CRAFT_TONS} t"
    )


def bay_tons(bay_type: str, size: float, platoon: str | None, clan: bool = False) -> float | None:
    """A bay's tons; None for a bay type the rules here do not know."""
    key = bay_type.casefold()
    if key == "liquidcargobay":
        return size * LIQUID_CARGO_TONS
    if key == "battlearmorbay" and clan:
        return size * CLAN_BATTLE_ARMOR_BAY_TONS
    if key in TON_BAYS:
        return size
    if key == "infantrybay":
        per_platoon = support_tables().infantry_bay_platoon_tons  # one table with support vehicles' bays
        return size * per_platoon.get((platoon or "foot").casefold(), per_platoon["foot"])
    per_unit = BAY_TONS.get(key)
    return None if per_unit is None else size * per_unit


def bays_tons(craft: LargeCraft) -> WeightLine:
    total = sum(bay_tons(bay.kind, bay.size, bay.platoon, craft.is_clan) or 0.0 for bay in craft.bays)
    return WeightLine("Bays and quarters", total, f"{len(craft.bays)} bays and quarters")


def equipment_tons(craft: LargeCraft) -> WeightLine:
    total = 0.0
    for mount in craft.equipment:
        item = mount_facts(mount, craft.mass)
        total += ammo_tons(item, line_shots(item, mount.shots)) if item.kind == "ammo" else item.tons
    return WeightLine("Weapons, ammunition and equipment", total, f"{len(craft.equipment)} lines")


def slots_per_arc(craft: LargeCraft) -> int:
    """Weapons an arc takes before it needs more fire control: 12 (small craft and DropShips alike)."""
    return SLOTS_PER_ARC


def arc_key(craft: LargeCraft, arc: Arc, rear: bool) -> str:
    return f"{arc.value} (aft)" if craft.shape is Shape.SPHEROID and rear else arc.value


def fire_control_tons(craft: LargeCraft) -> WeightLine:
    """Extra fire control: (weapons - 1) // slots per arc x the arc's weapon tons / 10, up to the half ton."""
    counts: dict[str, int] = {}
    tons: dict[str, float] = {}
    for mount in craft.equipment:
        item = facts(mount.item)
        if item.kind != "weapon":
            continue
        key = arc_key(craft, mount.arc, mount.rear)
        counts[key] = counts.get(key, 0) + 1
        tons[key] = tons.get(key, 0.0) + item.tons
    total = 0.0
    for key, count in counts.items():
        excess = (count - 1) // slots_per_arc(craft)
        total += ceil_half(excess * tons[key] / 10) if excess else 0.0
    return WeightLine("Extra fire control", total, "arcs above their weapon allotment")


def weight_lines(craft: LargeCraft) -> tuple[WeightLine, ...]:
    return (
        structure_tons(craft),
        engine_tons(craft),
        control_tons(craft),
        fuel_tons(craft),
        heat_sink_tons(craft),
        armor_tons(craft),
        escape_craft_tons(craft),
        bays_tons(craft),
        equipment_tons(craft),
        fire_control_tons(craft),
    )


def total_tons(craft: LargeCraft) -> float:
    return sum(line.tons for line in weight_lines(craft))
