"""Automatic armor allocation for vehicles and fighters (Qt-free), as the Armor tab does for
'Mechs: the points bought are spread over the locations in fixed shares, the facing that takes
the most fire first (the split is "left to the player's discretion", seed 000 lines 4483 and
4554; our shares are decision D-GUI-3), left and right kept equal, a VTOL's rotor at its rule
maximum of 2 points (seed 000 line 4483)."""

from __future__ import annotations

from designer.editing import facts
from designer.editing.units import update
from designer.model.units import Fighter, Vehicle

ROTOR_MAX = 2
# Shares of the points bought; each tuple of the priority list gets the leftover points together.
VEHICLE_SHARES = {"front": 4, "left": 3, "right": 3, "rear": 2, "turret": 3}
VEHICLE_PRIORITY = [("front",), ("left", "right"), ("turret",), ("rear",)]
FIGHTER_SHARES = {"nose": 6, "left_wing": 4, "right_wing": 4, "fuselage": 4, "engine": 3}
FIGHTER_PRIORITY = [("nose",), ("left_wing", "right_wing"), ("fuselage",), ("engine",)]


def _locations(unit: Vehicle | Fighter) -> dict[str, int]:
    """Location -> share, for the locations this unit has."""
    if isinstance(unit, Fighter):
        return dict(FIGHTER_SHARES)
    places = {str(getattr(loc, "value", loc)) for loc in unit.locations}
    return {loc: share for loc, share in VEHICLE_SHARES.items()
            if loc in places and (loc != "turret" or unit.has_turret)}


def auto_allocate(unit: Vehicle | Fighter) -> Vehicle | Fighter:
    """``unit`` with every point of armor bought on a location, in the shares above."""
    points = facts.armor_tally(unit).bought
    armor: dict[str, int] = {}
    places = {str(getattr(loc, "value", loc)) for loc in getattr(unit, "locations", ())}
    if isinstance(unit, Vehicle) and "rotor" in places:
        armor["rotor"] = min(ROTOR_MAX, points)
        points -= armor["rotor"]
    shares = _locations(unit)
    total = sum(shares.values())
    armor.update({loc: points * share // total for loc, share in shares.items()})
    left = points - sum(armor[loc] for loc in shares)
    priority = [group for group in (FIGHTER_PRIORITY if isinstance(unit, Fighter) else VEHICLE_PRIORITY)
                if all(loc in shares for loc in group)]
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
