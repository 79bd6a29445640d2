"""Automatic armor allocation for vehicles and fighters (Qt-free), as the Armor tab does for
'Mechs: the points bought are spread over the locations in the shares the unit's kind gives
(``designer.editing.armor_shares``, decision D-GUI-3), left and right kept equal, capped
locations (a VTOL's rotor, 2 points, seed 000 line 4483) filled first."""

from __future__ import annotations

import math

from designer.editing import facts
from designer.vehicle import level2
from designer.editing.units import update
from designer.model.units import Fighter, Vehicle


def auto_allocate(unit: Vehicle | Fighter, points: int | None = None) -> Vehicle | Fighter:
    """``unit`` with every point of armor bought (or ``points`` of them) on a location, in its
    kind's shares."""
    plan = facts.kind_facts(unit).armor_shares(unit)
    points = facts.armor_tally(unit).bought if points is None else points
    armor: dict[str, int] = {}
    for loc, cap in plan.capped.items():
        armor[loc] = min(cap, points)
        points -= armor[loc]
    shares = plan.shares
    total = sum(shares.values())
    armor.update({loc: points * share // total for loc, share in shares.items()})
    left = points - sum(armor[loc] for loc in shares)
    priority = [group for group in plan.priority if all(loc in shares for loc in group)]
    while left > 0:
        given = 0
        for group in priority:
            if len(group) <= left - given:
                for loc in group:
                    armor[loc] += 1
                given += len(group)
        if given == 0:   # one odd point and only pairs left: the first location takes it
            armor[priority[0][0]] += 1
            given = 1
        left -= given
    return update(unit, armor={loc: value for loc, value in armor.items() if value})


def armor_maximum(unit: Vehicle) -> int | None:
    """The most armor points the design may carry: a Level 2 combat vehicle's (D-VEH2-3); None when
    its rules set none (the 1987 rules, seed 000 line 4469) or it buys armor by the point."""
    if not facts.armor_by_the_ton(unit) or not level2.is_level2(unit):
        return None
    return level2.max_armor(unit)


def maximum_armor(unit: Vehicle) -> Vehicle:
    """The most armor the design may carry, allocated: the largest half-ton lot whose points do
    not pass its maximum (``armor_maximum``), every point on a location; as it was without one."""
    most = armor_maximum(unit)
    if most is None:
        return unit
    tons = math.floor(most / level2.points_per_ton(unit) * 2) / 2
    bought = update(unit, armor_tons=tons)
    return auto_allocate(bought, min(facts.armor_tally(bought).bought, most))  # type: ignore[return-value]
