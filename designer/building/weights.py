"""Weight breakdown of a building or gun emplacement (seed 000 lines 4564-4626)."""

from __future__ import annotations

import math

from designer.building.catalog import building_tables
from designer.building.model import Building, BuildingArc
from designer.model.parts import PowerPlant
from designer.rules.common.weights import WeightLine
from designer.rules.common.power_plant import (
    ceil_half,
    energy_tons,
    heat_sinks_needed,
    known_weapons,
    plant_tons,
    power_amp_tons,
    table_rating,
)


def weapons(building: Building):
    return known_weapons(m.item for m in building.weapons)


def is_fusion(building: Building) -> bool:
    return building.power_plant is PowerPlant.FUSION


def structure_tons(building: Building) -> float:
    """(Levels x hexes x CF) / 10 (seed 000 line 4600)."""
    return building.levels * building.hexes * building.cf / building_tables().structure_divisor


def wall_tons(building: Building) -> int:
    """The walls weigh CF / 3, rounded up (line 4606)."""
    return math.ceil(building.cf / building_tables().wall_divisor)


def needs_plant(building: Building) -> bool:
    """A turret or energy weapons need a power plant (line 4616)."""
    return building.has_turret or any(w.is_energy for w in weapons(building))


def plant_rating(building: Building) -> int | None:
    """Tons of energy weapons rounded up to an Engine Table rating, at least 10 (line 4616)."""
    if not needs_plant(building):
        return None
    return table_rating(max(energy_tons(weapons(building)), building_tables().min_plant_rating))


def turret_tons(building: Building) -> float:
    """One ton per ten tons of turret weapons (line 4614), rounded up to a half ton (D-UNIT-1)."""
    names = [m.item for m in building.weapons if m.arc is BuildingArc.TURRET]
    return ceil_half(sum(w.tons for w in known_weapons(names)) * building_tables().turret_tons_per_ten / 10)


def heat_sinks(building: Building) -> tuple[int, int]:
    """(needed, weighing): energy-weapon heat; a fusion plant includes ten (decision D-UNIT-7)."""
    return heat_sinks_needed(weapons(building), is_fusion(building) and needs_plant(building))


def _plant_lines(building: Building) -> list[WeightLine]:
    if not needs_plant(building):
        return []
    engine, shielding = plant_tons(plant_rating(building), is_fusion(building))
    lines = [WeightLine("Power Plant", engine)]
    if shielding:
        lines.append(WeightLine("Shielding", shielding))
    amps = power_amp_tons(weapons(building), is_fusion(building))
    if amps:
        lines.append(WeightLine("Power Amplifiers", amps))
    return lines


def weight_breakdown(building: Building) -> list[WeightLine]:
    """Structure, walls, turret armor, turret, weapons, ammunition, heat sinks, power plant."""
    lines = [WeightLine("Internal Structure", structure_tons(building)),
             WeightLine("Walls (armor)", float(wall_tons(building)))]
    if building.turret_armor_tons:
        lines.append(WeightLine("Turret Armor", building.turret_armor_tons, "turret"))
    if building.has_turret:
        lines.append(WeightLine("Turret", turret_tons(building), "turret"))
    for mount in building.weapons:
        found = known_weapons([mount.item])
        if found:
            lines.append(WeightLine(found[0].id, found[0].tons, mount.arc.value))
    lines.extend(WeightLine(f"{lot.weapon} Ammo", lot.tons) for lot in building.ammo)
    if heat_sinks(building)[1]:
        lines.append(WeightLine("Heat Sinks", float(heat_sinks(building)[1])))
    return lines + _plant_lines(building)


def total_weight(building: Building) -> float:
    return sum(line.tons for line in weight_breakdown(building))
