"""The TRO-style summary of a combat vehicle for ``designer info``."""

from __future__ import annotations

from designer.rules.common.ammo_types import typed_name
from designer.vehicle.model import Vehicle
from designer.rules.summary import UnitSummary
from designer.vehicle import level2, support_summary, weights as w
from designer.vehicle.cost import vehicle_cost, vehicle_cost_1987
from designer.rules.common.cost import chart_price_lines, cost_table
from designer.rules.common.weights import weight_table


def _movement(vehicle: Vehicle) -> list[str]:
    row = w.motive_row(vehicle)
    rating = w.engine_rating(vehicle)
    factor = w.suspension_factor(vehicle)
    if factor is None:  # heavier than the motive type allows: no factor, no rating (VEHICLE-TONNAGE-MAX)
        engine = f"none: a {row.name.lower()} vehicle weighs at most {row.max_tonnage} tons"
    else:
        engine = (f"{rating if rating is not None else '(none)'} (computed {w.computed_rating(vehicle)}; "
                  f"suspension factor {factor})")
    return [
        f"Type: {row.name}    Tonnage: {vehicle.tonnage}",
        f"Engine: {level2.engine_name(vehicle)} {engine}",
        f"Cruising MP: {vehicle.cruise_mp}    Flank MP: {w.flank_mp(vehicle)}",
        f"Terrain restrictions: {row.terrain}",
    ]


def _armor(vehicle: Vehicle) -> list[str]:
    structure = w.structure_points(vehicle)
    kinds = [] if vehicle.armor_type == "standard" else [vehicle.armor_type.replace("_", "-")]
    if vehicle.structure_type != "standard":
        kinds.append(f"{vehicle.structure_type.replace('_', ' ')} structure")
    named = f"{vehicle.armor_tons:g} tons" + "".join(f", {k}" for k in kinds)
    lines = [f"Armor ({named}) and internal structure:"]
    lines += [f"  {loc.value:<10} armor {vehicle.armor.get(loc, 0):>4}   structure {structure}"
              for loc in vehicle.locations]
    return lines


def _weapons(vehicle: Vehicle) -> list[str]:
    needed, weighing = w.heat_sinks(vehicle)
    pod = {True: " (pod)", False: ""}   # an OmniVehicle's pod-mounted items (decision D-VEH3-3)
    lines = ["Weapons:"] + [f"  {m.item:<20} {m.location.value}{pod[m.pod]}" for m in vehicle.weapons]
    lines += [f"  {typed_name(lot.weapon, lot.kind)} ammo: {lot.tons:g} t{pod[lot.pod]}"
              for lot in vehicle.ammo]
    lines.append(f"Heat sinks: {needed} for energy weapons ({weighing} weigh a ton each)")
    if vehicle.cargo_tons or vehicle.infantry:
        lines.append(f"Cargo: {vehicle.cargo_tons:g} t; infantry: {', '.join(vehicle.infantry) or 'none'}")
    if vehicle.troop_space_tons:
        lines.append(f"Troop space: {vehicle.troop_space_tons:g} t")
    if vehicle.insulated_cargo_tons:
        lines.append(f"Insulated cargo: {vehicle.insulated_cargo_tons:g} t")
    return lines


def summarize_vehicle(vehicle: Vehicle) -> UnitSummary:
    tons = vehicle.support.tons if vehicle.support is not None else vehicle.tonnage
    return UnitSummary(vehicle.name, "vehicle", tons, w.total_weight(vehicle), lambda: _text(vehicle))


def _text(vehicle: Vehicle) -> str:
    cost = vehicle_cost(vehicle)
    weights = w.weight_breakdown(vehicle)
    movement, armor, weapons = _movement(vehicle), _armor(vehicle), _weapons(vehicle)
    if vehicle.support is not None:   # a support vehicle's own figures (decision D-SV-1)
        movement, armor[0] = support_summary.movement_lines(vehicle), support_summary.armor_heading(vehicle)
        weapons = [support_summary.heat_sink_line(vehicle) if line.startswith("Heat sinks") else line
                   for line in weapons]
    return "\n".join([vehicle.name, *movement, "Weights:", *weight_table(weights),
                       *armor, *weapons, "Cost (C-Bills):", *cost_table(cost),
                      *chart_price_lines(cost, vehicle_cost_1987(vehicle))])
