"""Cost of an infantry platoon as a cost breakdown (Infantry Platoon Cost Chart, seed 000 lines
4753-4773; the figure itself is ``figures.cost``)."""

from __future__ import annotations

from designer.model.infantry import Infantry
from designer.rules.common.cost import CostLine, UnitCost
from designer.rules.infantry.figures import cost


def infantry_cost(platoon: Infantry) -> UnitCost:
    training = " (anti-'Mech training)" if platoon.anti_mech else ""
    return UnitCost((CostLine(f"Platoon{training}", cost(platoon)),), 1.0)
