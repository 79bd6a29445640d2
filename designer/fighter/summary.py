"""The TRO-style summary of a fighter for ``designer info``."""

from __future__ import annotations

from designer.rules.common.ammo_types import typed_name
from designer.fighter.model import (
    Fighter, FighterArmorLocation, FighterArmorType, FighterCockpit)
from designer.fighter import level2, weights as w
from designer.fighter.sheet_figures import heat_sink_text
from designer.fighter.cost import fighter_cost, fighter_cost_1987
from designer.rules.summary import UnitSummary
from designer.rules.common.cost import chart_price_lines, cost_table
from designer.rules.common.weights import weight_table


def _flight(fighter: Fighter) -> list[str]:
    rating = w.engine_rating(fighter)
    return [f"Type: {fighter.type.value} fighter    Tonnage: {fighter.tonnage}",
            f"Engine: {fighter.engine.value} {rating if rating else '(none)'}"
            + (f"    Cockpit: {fighter.cockpit_type.value}" if fighter.cockpit_type is not FighterCockpit.STANDARD else ""),
            f"Safe thrust: {fighter.thrust}    Maximum thrust: {w.max_thrust(fighter)}    "
            f"Structural integrity: {w.structural_integrity(fighter)}",
            f"Fuel: {fighter.fuel_tons:g} tons = {w.fuel_points(fighter):g} thrust points",
            f"Heat sinks: {heat_sink_text(fighter)}"]



def _armor(fighter: Fighter) -> list[str]:
    kind = "" if fighter.armor_type is FighterArmorType.STANDARD else f"{level2.armor_row(fighter).name}, "
    lines = [f"Armor ({kind}{fighter.armor_tons:g} tons):"]
    lines += [f"  {loc.value:<11} {fighter.armor.get(loc, 0):>4}" for loc in FighterArmorLocation]
    cockpit = w.class_row(fighter).cockpit_armor
    if cockpit:
        lines.append(f"  {'cockpit':<11} {cockpit:>4} (free)")
    return lines


def _weapons(fighter: Fighter) -> list[str]:
    lines = ["Weapons and ammunition:"] + [f"  {m.item:<20} {m.location.value}" for m in fighter.weapons]
    lines += [f"  {typed_name(b.weapon, b.kind)} ammo ({b.tons:g} t)  {b.location.value}" for b in fighter.ammo]
    if fighter.cargo_tons:
        lines.append(f"  Cargo ({fighter.cargo_tons:g} t)")
    return lines


def summarize_fighter(fighter: Fighter) -> UnitSummary:
    return UnitSummary(fighter.name, "fighter", fighter.tonnage, w.total_weight(fighter), lambda: _text(fighter))


def _text(fighter: Fighter) -> str:
    return "\n".join([fighter.name, *_flight(fighter), "Weights:", *weight_table(w.weight_breakdown(fighter)),
                      *_armor(fighter), *_weapons(fighter), "Cost (C-Bills):", *cost_table(fighter_cost(fighter)),
                      *chart_price_lines(fighter_cost(fighter), fighter_cost_1987(fighter))])
