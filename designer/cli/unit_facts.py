"""The figures ``designer info --json`` gives for one design: file, name, kind, tonnage, Battle
Value, cost and Alpha Strike Point Value (skill 4; a figure that does not exist is null with the
reason beside it) and its design quirks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from designer.alphastrike import not_convertible_reason, point_value
from designer.bv import battle_value, not_rated_reason
from designer.rules import validate
from designer.rules.common.quirks import described, quirks_of
from designer.rules.cost import cost_1987, cost_total
from designer.rules.summary import summarize


def unit_facts(path: Path, unit: Any) -> dict[str, Any]:
    summary = summarize(unit)
    value = battle_value(unit)
    cost, cost_reason = cost_total(unit)
    facts: dict[str, Any] = {
        "file": str(path),
        "name": summary.name,
        "kind": unit.kind,
        "tonnage": summary.tonnage,
        "battle_value": value.base if value is not None else None,
        "battle_value_reason": None if value is not None else not_rated_reason(unit),
        "valid": validate(unit).is_valid,   # an invalid design's value is shown, marked so
        "cost": cost,
        "cost_reason": cost_reason,
        "quirks": described(quirks_of(unit)),
    }
    chart = cost_1987(unit)
    if chart is not None:   # the 1987 Cost Chart's price, where it differs (decision D-COST-1)
        facts["cost_1987"] = chart
    points = point_value(unit)   # the Alpha Strike Point Value at skill 4
    facts["point_value"] = points
    facts["point_value_reason"] = None if points is not None else not_convertible_reason(unit)
    if getattr(unit, "omni", False):
        facts["configuration"] = unit.model
    if value is not None and value.gunnery is not None:
        facts["pilot"] = {"gunnery": value.gunnery, "piloting": value.piloting}
        facts["battle_value_with_pilot"] = value.value
    return facts
