"""How automatic armor allocation spreads a vehicle's or a fighter's armor points (Qt-free): the
points bought go on the locations in fixed shares, the facing that takes the most fire first (the
split is "left to the player's discretion", seed 000 lines 4483 and 4554; our shares are decision
D-GUI-3), a VTOL's rotor at its rule maximum of 2 points (seed 000 line 4483). Each kind's
editing facts (``designer.editing.facts``) hand ``designer.editing.unit_armor`` its plan."""

from __future__ import annotations

from dataclasses import dataclass, field

from designer.model.vehicle import Vehicle

ROTOR_MAX = 2
# Shares of the points bought; each tuple of the priority list gets the leftover points together.
VEHICLE_SHARES = {"front": 4, "left": 3, "right": 3, "rear": 2, "turret": 3}
VEHICLE_PRIORITY = [("front",), ("left", "right"), ("turret",), ("rear",)]


@dataclass(frozen=True, slots=True)
class ArmorShares:
    """Location -> share, the order leftover points go in, and the locations filled first up to a
    cap (a VTOL's rotor)."""

    shares: dict[str, int]
    priority: list[tuple[str, ...]]
    capped: dict[str, int] = field(default_factory=dict)


def vehicle_shares(vehicle: Vehicle) -> ArmorShares:
    """The shares of the locations this vehicle has (the turret only when something is in it)."""
    places = {str(getattr(loc, "value", loc)) for loc in vehicle.locations}
    shares = {loc: share for loc, share in VEHICLE_SHARES.items()
              if loc in places and (loc != "turret" or vehicle.has_turret)}
    capped = {"rotor": ROTOR_MAX} if "rotor" in places else {}
    return ArmorShares(shares, VEHICLE_PRIORITY, capped)

