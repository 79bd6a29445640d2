"""Cost of an infantry platoon as a cost breakdown: the 1987 platoon by the Infantry Platoon Cost
Chart (seed 000 lines 4753-4773; the figure itself is ``figures.cost``), the later platoon by its
weapons, armor kit and price multiplier (decision D-INF2-6)."""

from __future__ import annotations

import math

from designer.catalog.infantry_weapons import beast_tables, later_platoon_tables
from designer.infantry.model import Infantry, LaterPlatoon
from designer.rules.common.cost import CostLine, UnitCost
from designer.rules.common.level2_prices import weapon_price
from designer.infantry import later_figures as later_fig
from designer.infantry.figures import cost
from designer.infantry import field_guns


def infantry_cost(platoon: Infantry) -> UnitCost:
    if platoon.later is not None:
        return later_cost(platoon, platoon.later)
    training = " (anti-'Mech training)" if platoon.anti_mech else ""
    return UnitCost((CostLine(f"Platoon{training}", cost(platoon)),), 1.0)


def later_cost(platoon: Infantry, later: LaterPlatoon) -> UnitCost:
    """Each trooper's weapon at sqrt(cost) x 2000 and armor kit, x anti-'Mech training, motive and
    specialisation factors, then the field guns at their list price (after the multiplier: the
    platoon's lines are then given multiplied, with a multiplier of 1); anything not catalogued
    leaves the total unpriced."""
    tables = later_platoon_tables()
    primary, second = later_fig.weapons(later)
    carriers = later.secondary_per_squad * later.squads if second else 0
    lines: list[CostLine] = []
    unpriced: list[str] = []
    for weapon, troopers, name in ((primary, later.troopers - carriers, later.primary),
                                   (second, carriers, later.secondary)):
        if weapon is None and name:
            unpriced.append(name)
        elif weapon is not None:
            each = math.sqrt(weapon.cost) * tables.weapon_cost_factor
            lines.append(CostLine(f"{troopers} x {weapon.name}", troopers * each))
    kit = later_fig.kit(later)
    if kit is not None:
        lines.append(CostLine(f"{later.troopers} x {kit.table_row} kit", later.troopers * kit.cost))
    elif later_fig.kit_name(later):
        unpriced.append(later_fig.kit_name(later))
    factors = _factors(platoon, later)
    multiplier = math.prod(value for _, value in factors)
    ridden = later_fig.beast(later)
    if not later.field_guns and ridden is None:
        return UnitCost(tuple(lines), multiplier, tuple(unpriced), tuple(factors))
    lines = [CostLine(f"{line.part} x {multiplier:g}", line.c_bills * multiplier) for line in lines]
    guns, unknown = _field_gun_lines(later)
    if ridden is not None:   # the creatures: 5,000 C-bills a ton of the mounted platoon, after the multiplier
        tons = later_fig.weight_tons(platoon, later)
        lines.append(CostLine(f"{ridden[0].name} mounts ({tons:g} t)", beast_tables().cost_per_ton * tons))
    return UnitCost(tuple(lines + guns), 1.0, tuple(unpriced + unknown))


def _field_gun_lines(later: LaterPlatoon) -> tuple[list[CostLine], list[str]]:
    """Each field gun at its list price (its ammunition adds nothing, as MegaMek's calculator
    counts the field weapons only); lines not read and unpriced guns are named as unpriced."""
    lines, unknown = [], []
    for line in field_guns.lines(later):
        if line.ammo_for is not None:
            continue
        price = weapon_price(line.weapon) if line.weapon is not None else None
        if line.weapon is None or price is None:
            unknown.append(line.text)
        else:
            lines.append(CostLine(f"Field gun: {line.weapon.id}", price))
    return lines, unknown


def _factors(platoon: Infantry, later: LaterPlatoon) -> list[tuple[str, float]]:
    table = later_platoon_tables().cost_multipliers
    ridden = later_fig.beast(later)
    if ridden is not None:
        factors = [(f"{ridden[0].movement} creature", table.beast_movement.get(ridden[0].movement, 1.0))]
    else:
        factors = [(f"{platoon.motive} motive", table.motive.get(platoon.motive, 1.0))]
    if platoon.anti_mech:
        factors.append(("anti-'Mech training", table.anti_mech))
    factors += [(group.replace("_", " "), value) for group, value in table.specialisation.items()
                if later_fig.specialised(later, group)]
    return factors
