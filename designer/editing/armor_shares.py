"""How automatic armor allocation spreads a vehicle's or a fighter's armor points (Qt-free): the
points bought go on the locations in fixed shares, the facing that takes the most fire first (the
split is "left to the player's discretion", seed 000 lines 4483 and 4554; our shares are decision
D-GUI-3), a VTOL's rotor at its rule maximum of 2 points (seed 000 line 4483). Each kind's
editing facts (``designer.vehicle.facts``, ``designer.fighter.facts``) hand
``designer.editing.unit_armor`` its plan."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class ArmorShares:
    """Location -> share, the order leftover points go in, and the locations filled first up to a
    cap (a VTOL's rotor)."""

    shares: dict[str, int]
    priority: list[tuple[str, ...]]
    capped: dict[str, int] = field(default_factory=dict)

