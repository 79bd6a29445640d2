"""The Battle Value and cost of a design line by line: what ``designer bv --explain`` prints and
the window's Battle Value and Cost Breakdown shows (one text, so they never differ)."""

from __future__ import annotations

from typing import Any

from designer.bv import battle_value, not_rated_reason
from designer.rules import validate
from designer.rules.common.cost import cost_table
from designer.rules.cost import unit_cost


def invalid_mark(unit: Any) -> str:
    """The mark a value of an invalid design carries ("" for a valid one): the value is still shown,
    but it is the value of a design the rules do not allow."""
    errors = len(validate(unit).errors)
    if not errors:
        return ""
    return f" (INVALID DESIGN: {errors} error{'s' if errors > 1 else ''}; designer validate lists them)"


def value_line(unit: Any, pilot: Any = None) -> str:
    """"Atlas AS7-D: Battle Value 1,897" (and the value with the pilot's skills, and the mark of an
    invalid design), or why it is not rated."""
    value = battle_value(unit, pilot)
    name = f"{getattr(unit, 'chassis', '')} {getattr(unit, 'model', '')}".strip()
    if value is None:
        return f"{name}: Battle Value not rated ({not_rated_reason(unit)})"
    line = f"{name}: Battle Value {value.base:,}"
    if value.gunnery is not None:
        line += f"; {value.value:,} with a {value.gunnery}/{value.piloting} pilot"
    return line + invalid_mark(unit)


def value_breakdown(unit: Any, pilot: Any = None) -> str:
    """The value line, the Battle Value working, then every line of the cost."""
    value = battle_value(unit, pilot)
    working = value.explain() + "\n" if value is not None else ""
    cost = unit_cost(unit)
    costs = "Cost (C-Bills):\n" + "\n".join(cost_table(cost)) + "\n" if cost is not None else ""
    return f"{value_line(unit, pilot)}\n{working}{costs}"
