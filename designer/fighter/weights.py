"""Weight breakdown and movement figures of a fighter (seed 000 lines 4491-4563)."""

from __future__ import annotations

import math

from designer.catalog import Equipment, Weapon, catalog
from designer.fighter.catalog import FighterClassRow, fighter_tables
from designer.fighter.model import Fighter, FighterAmmo, FighterEngine, FighterLocation
from designer.rules.common.ammo import ammo_lot
from designer.rules.common.rounding import EPSILON
from designer.rules.common.weights import WeightLine
from designer.fighter import level2
from designer.rules.common.power_plant import (
    ceil_half,
    heat_sinks_needed,
    known_weapons,
    plant_tons,
    power_amp_tons,
    table_rating,
)


def class_row(fighter: Fighter) -> FighterClassRow:
    tables = fighter_tables()
    return tables.aerospace if fighter.is_aerospace else tables.conventional


def computed_rating(fighter: Fighter) -> int:
    """AeroSpace: tonnage x (thrust - 2); conventional: tonnage x thrust (lines 4516-4520)."""
    return fighter.tonnage * (fighter.thrust - class_row(fighter).thrust_offset)


def engine_rating(fighter: Fighter) -> int | None:
    """The Engine Table rating (decision D-UNIT-2); None when the computed rating is not
    positive or above 400."""
    rating = computed_rating(fighter)
    return table_rating(rating) if rating > 0 else None


def is_fusion(fighter: Fighter) -> bool:
    """Every engine but the turbine is a fusion engine (the Level 2 types too, D-FTR2-1)."""
    return fighter.engine is not FighterEngine.TURBINE


def weapons(fighter: Fighter):
    return known_weapons(m.item for m in fighter.weapons)


def structural_integrity(fighter: Fighter) -> int:
    """SI = thrust or tonnage / 10 rounded down, whichever is greater (lines 3160-3162)."""
    return max(fighter.thrust, fighter.tonnage // 10)


def max_thrust(fighter: Fighter) -> int:
    """Overthrust: 1.5 x thrust, rounded up (line 3154)."""
    return math.ceil(fighter.thrust * fighter_tables().overthrust_factor)


def fuel_points(fighter: Fighter) -> float:
    """15 thrust points a ton (AeroSpace), 30 (conventional) (line 4530)."""
    return fighter.fuel_tons * class_row(fighter).fuel_points_per_ton


def heat_sinks(fighter: Fighter) -> tuple[int, int]:
    """(heat sinks, sinks that weigh a ton). AeroSpace: the chosen total, 10 free (line 4547);
    conventional: as for vehicles, the energy weapons' heat, 10 free with fusion (line 4549)."""
    if fighter.is_aerospace:
        return fighter.heat_sinks, max(0, fighter.heat_sinks - level2.free_heat_sinks(fighter))
    return heat_sinks_needed(weapons(fighter), is_fusion(fighter))


def _engine_lines(fighter: Fighter) -> list[WeightLine]:
    """AeroSpace: table weight, no shielding (decision D-UNIT-9); conventional: fusion plus half
    as shielding, or a turbine at twice the weight (line 4522)."""
    engine, shielding = plant_tons(engine_rating(fighter), is_fusion(fighter))
    if fighter.engine not in (FighterEngine.FUSION, FighterEngine.TURBINE):
        # A Level 2 engine: the table weight x its factor, up to the half ton (D-FTR2-1).
        engine = ceil_half(engine * level2.engine_row(fighter).weight_factor)
    lines = [WeightLine("Engine", engine)]
    if shielding and not fighter.is_aerospace:
        lines.append(WeightLine("Shielding", shielding))
    return lines


def _core_lines(fighter: Fighter) -> list[WeightLine]:
    row = class_row(fighter)
    lines = [*_engine_lines(fighter), WeightLine("Fuel", fighter.fuel_tons)]
    if row.cockpit_tons:
        lines.append(WeightLine("Cockpit", level2.cockpit_tons(fighter)))
    if row.control_fraction:
        lines.append(WeightLine("Controls", ceil_half(fighter.tonnage * row.control_fraction)))
    if heat_sinks(fighter)[1]:
        lines.append(WeightLine("Heat Sinks", float(heat_sinks(fighter)[1])))
    amps = 0.0 if fighter.is_aerospace else power_amp_tons(weapons(fighter), is_fusion(fighter))
    if amps:
        lines.append(WeightLine("Power Amplifiers", amps))
    lines.append(WeightLine("Armor", fighter.armor_tons))
    if fighter.cargo_tons:
        lines.append(WeightLine("Cargo", fighter.cargo_tons))
    return lines


def weight_breakdown(fighter: Fighter) -> list[WeightLine]:
    """Engine, fuel, cockpit or controls, heat sinks, power amplifiers, armor, weapons, ammo."""
    lines = _core_lines(fighter)
    for mount in fighter.weapons:
        item = catalog().find(mount.item)
        if isinstance(item, Weapon):
            lines.append(WeightLine(item.id, item.tons, mount.location.value))
        elif isinstance(item, Equipment):
            lines.append(WeightLine(item.id, level2.equipment_tons(fighter, item), mount.location.value))
    lines.extend(WeightLine(f"{b.weapon} Ammo", b.tons, b.location.value) for b in fighter.ammo)
    return lines


def total_weight(fighter: Fighter) -> float:
    return sum(line.tons for line in weight_breakdown(fighter))


def items_at(fighter: Fighter, location: FighterLocation) -> int:
    """Weapons plus ammunition storage locations in one location: each ton of ammunition (half ton
    of machine-gun ammunition) is one storage location (seed 000 line 4558; decision D-ARCH-9)."""
    return (sum(m.location is location for m in fighter.weapons)
            + sum(storage_locations(b) for b in fighter.ammo if b.location is location))


def storage_locations(ammo_bin: FighterAmmo) -> int:
    """Storage locations a bin fills: its tons in lots, rounded up (a 10-ton LRM bin fills 10)."""
    weapon = catalog().weapon(ammo_bin.weapon)
    lot = ammo_lot(weapon) if weapon is not None else catalog().common.ammo_lot_tons
    return max(1, math.ceil(ammo_bin.tons / lot - EPSILON))


def weapon_tons_at(fighter: Fighter, location: FighterLocation) -> float:
    return sum(w.tons for w in known_weapons(m.item for m in fighter.weapons if m.location is location))
