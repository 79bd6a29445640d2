"""The cost of any unit in C-Bills with each line of it: dispatched through the kind registry
(``UnitKind.cost``: unit -> ``rules.common.cost.UnitCost``). ``unit_cost(unit)`` is None only for
a kind without a cost method; a cost whose ``unpriced`` names parts has no total."""

from __future__ import annotations

from typing import Any

from designer.rules.common.cost import UnitCost


def unit_cost(unit: Any) -> UnitCost | None:
    from designer.kinds import UnknownKindError, unit_kind  # kinds imports the rules packages

    try:
        calculator = unit_kind(unit).piece("cost")
    except UnknownKindError:
        return None
    return None if calculator is None else calculator(unit)


def cost_total(unit: Any) -> tuple[int | None, str | None]:
    """(total C-Bills, None), or (None, why there is none)."""
    cost = unit_cost(unit)
    if cost is None:
        return None, f"no cost method for the {getattr(unit, 'kind', 'unknown')} kind"
    if cost.unpriced:
        return None, f"no price for {', '.join(cost.unpriced)}"
    return cost.total, None


def cost_1987(unit: Any) -> int | None:
    """The unit's price by the 1987 Cost Chart where it differs from the default (TechManual)
    cost (decision D-COST-1); None where the kind has no 1987 chart, a part is unpriced, or the
    two agree."""
    from designer.kinds import UnknownKindError, unit_kind

    try:
        calculator = unit_kind(unit).piece("cost_1987")
    except UnknownKindError:
        return None
    if calculator is None:
        return None
    chart = calculator(unit)
    default, _ = cost_total(unit)
    if chart.unpriced or default is None or chart.total == default:
        return None
    return int(chart.total)
