"""The ``designer info`` lines of a support vehicle (decision D-SV-1): its type, exact weight and
weight class, engine type with its tech rating, BAR and armor tech rating, fuel."""

from __future__ import annotations

from designer.vehicle.support_model import TECH_RATINGS
from designer.vehicle.model import Vehicle
from designer.vehicle import support as sv, weights as w

CLASS_NAMES = ("small", "medium", "large")
TYPE_NAMES = {"support_tank": "Support Vehicle", "large_support_tank": "Large Support Vehicle",
              "support_vtol": "Support VTOL", "fixed_wing_support": "Fixed-Wing Support Vehicle"}


def movement_lines(vehicle: Vehicle) -> list[str]:
    support = sv.chassis(vehicle)
    rating = TECH_RATINGS
    points = f" ({support.fuel_points} points)" if support.fuel_points is not None else ""
    fuel = f"    Fuel: {sv.fuel_tons(vehicle):g} t{points}" if sv.fuel_tons(vehicle) else ""
    return [
        f"Type: {TYPE_NAMES[support.unit_type]}, {w.motive_row(vehicle).name} "
        f"({CLASS_NAMES[sv.weight_class(vehicle)]})    Tonnage: {support.tons:g}",
        f"Engine: {sv.engine_name(vehicle).replace('_', ' ').upper()} (tech rating "
        f"{rating[support.engine_rating]})    Chassis tech rating: {rating[support.chassis_tech]}{fuel}",
        (f"Safe thrust: {vehicle.cruise_mp}    Maximum thrust: {w.flank_mp(vehicle)}"
         if support.unit_type == "fixed_wing_support"
         else f"Cruising MP: {vehicle.cruise_mp}    Flank MP: {w.flank_mp(vehicle)}"),
        f"Armor: BAR {support.bar}, tech rating {rating[support.armor_rating]}, "
        f"{sv.armor_point_tons(vehicle):g} t a point",
    ]


def armor_heading(vehicle: Vehicle) -> str:
    return f"Armor ({sv.armor_tons(vehicle):g} tons, BAR {sv.chassis(vehicle).bar}) and internal structure:"


def heat_sink_line(vehicle: Vehicle) -> str:
    return (f"Heat sinks: {sv.heat_sinks(vehicle)} for energy weapons (a support vehicle's engine "
            "includes none)")
