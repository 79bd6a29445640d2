"""The summary of a building or gun emplacement for ``designer info``."""

from __future__ import annotations

from designer.rules.common.ammo_types import typed_name
from designer.rules.common.armor import armor_points
from designer.building.catalog import building_tables
from designer.building.model import Building
from designer.building import weights as w
from designer.building.cost import building_cost
from designer.rules.summary import UnitSummary
from designer.rules.common.cost import cost_table
from designer.rules.common.weights import weight_table


def _head(building: Building) -> list[str]:
    kind = "Gun emplacement" if building.emplacement else "Building"
    cls = building_tables().class_name(building.cf) or "(none)"
    basement = " including a basement" if building.basement else ""
    return [building.name,
            f"{kind}: CF {building.cf} ({cls}), {building.levels} levels{basement}, elevation "
            f"{building.elevation}, {building.hexes} hexes"]


def _arms(building: Building) -> list[str]:
    points = armor_points(building.turret_armor_tons, building_tables().armor_points_per_ton)
    lines = [f"Turret armor: {points} points" if building.has_turret else "No turret"]
    lines += [f"  {m.item:<20} {m.arc.value}" for m in building.weapons]
    lines += [f"  {typed_name(lot.weapon, lot.kind)} ammo: {lot.tons:g} t" for lot in building.ammo]
    needed = w.heat_sinks(building)[0]
    rating = w.plant_rating(building)
    plant = f"{building.power_plant.value.upper()} {rating}" if rating else "none needed"
    lines.append(f"Heat sinks: {needed}    Power plant: {plant}")
    return lines


def summarize_building(building: Building) -> UnitSummary:
    weights = w.weight_breakdown(building)
    text = "\n".join([*_head(building), "Weights:", *weight_table(weights),
                      f"  {'Capacity (CF)':<40}{building.cf:>7}", *_arms(building),
                      "Cost (C-Bills):", *cost_table(building_cost(building))])
    return UnitSummary(building.name, "building", building.cf, w.total_weight(building), text)
