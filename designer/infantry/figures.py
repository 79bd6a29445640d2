"""Derived figures of an infantry platoon: MP, men, damage by men left, anti-'Mech to-hit,
cargo tonnage and cost."""

from __future__ import annotations

import math

from designer.infantry.catalog import PlatoonRow, infantry_tables
from designer.infantry.model import Infantry
from designer.infantry import later_figures as later_fig


def row(platoon: Infantry) -> PlatoonRow | None:
    """The platoon table row (seed 000 lines 2107-2124), or None for an unknown combination."""
    return infantry_tables().platoon(platoon.motive, platoon.weapon)


def men_left(platoon: Infantry) -> int:
    if platoon.later is not None:
        return later_fig.troopers_left(platoon, platoon.later)
    table = row(platoon)
    full = table.men if table else 0
    return full if platoon.men is None else platoon.men


def damage(max_damage: int, men: int, full: int) -> int:
    """Damage of a platoon with ``men`` left: round-half-up(max x men / full) (RULES-MAP gap
    note: 28-man rifles 7; 11-man foot lasers 14 x 11/28 = 5.5 -> 6; decision D-UNIT-5)."""
    if full <= 0 or men <= 0:
        return 0
    return math.floor(max_damage * men / full + 0.5)


def current_damage(platoon: Infantry) -> int:
    if platoon.later is not None:
        per = later_fig.damage_per_trooper(platoon.later)
        return later_fig.damage(per, men_left(platoon)) if per is not None else 0
    table = row(platoon)
    return damage(table.max_damage, men_left(platoon), table.men) if table else 0


def platoon_mp(platoon: Infantry) -> int:
    """The platoon's MP: the table row's, or a later platoon's best of ground and jump MP."""
    if platoon.later is not None:
        return max(later_fig.mp(platoon))
    table = row(platoon)
    return table.mp if table else 0


def anti_mech_to_hit(men: int) -> int | None:
    """Base to-hit of an anti-'Mech attack by men left; None when no attack is possible
    (Anti-'Mech Attack Table, seed 000 lines 2697-2703)."""
    for band in infantry_tables().anti_mech_to_hit:
        if men >= band.min_men:
            return band.to_hit
    return None


def cargo_tons(platoon: Infantry) -> float:
    """Cargo space the platoon fills when carried: foot 3, jump 4, motorized 6 (lines 2360-2362);
    a later platoon its own weight (decision D-INF2-2)."""
    if platoon.later is not None:
        return later_fig.weight_tons(platoon, platoon.later)
    return infantry_tables().cargo_tons.get(platoon.motive, 0.0)


def cost(platoon: Infantry) -> int:
    """Infantry Platoon Cost Chart (lines 4753-4773); anti-'Mech training costs 5 x normal. A later
    platoon: its cost breakdown's total (0 while a part is unpriced)."""
    if platoon.later is not None:
        from designer.infantry.cost import later_cost   # cost.py builds on this module

        breakdown = later_cost(platoon, platoon.later)
        return 0 if breakdown.unpriced else breakdown.total
    table = row(platoon)
    if table is None:
        return 0
    return table.cost * (infantry_tables().anti_mech_cost_factor if platoon.anti_mech else 1)
