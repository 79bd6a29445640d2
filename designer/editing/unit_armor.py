"""Automatic armor allocation for vehicles and fighters (Qt-free), as the Armor tab does for
'Mechs: the points bought are spread over the locations in the shares the unit's kind gives
(``designer.editing.armor_shares``, decision D-GUI-3), left and right kept equal, capped
locations (a VTOL's rotor, 2 points, seed 000 line 4483) filled first."""

from __future__ import annotations

from typing import TypeVar

from designer.editing import facts
from designer.editing.units import update
from designer.model.common import UnitDocument

# A vehicle or a fighter: any document whose kind's facts give armor shares.
D = TypeVar("D", bound=UnitDocument)


def auto_allocate(unit: D, points: int | None = None) -> D:
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
