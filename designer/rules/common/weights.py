"""Weight lines and the weight check every unit kind shares."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from designer.rules.common.rounding import EPSILON
from designer.wording import is_are, tons
from designer.rules.findings import Finding, FindingSpec


@dataclass(frozen=True, slots=True)
class WeightLine:
    """One component's weight. ``location`` is set for mounted equipment and ammunition."""

    component: str
    tons: float
    location: str | None = None


def weight_table(lines: Iterable[WeightLine], total_label: str = "Total") -> list[str]:
    """TRO-style weight lines: component, location, tons; then the total."""
    lines = list(lines)
    # the component column: 28 characters, wider when a name would run into the location
    width = max([28, *(len(line.component) + 1 for line in lines)])
    out = [f"  {line.component:<{width}}{(line.location or ''):<12}{line.tons:>7g}" for line in lines]
    out.append(f"  {total_label:<{width + 12}}{sum(line.tons for line in lines):>7g}")
    return out


def overweight_message(total: float, limit: float, what: str) -> str:
    over = round(total - limit, 6)
    return f"The components weigh {tons(total)}, {tons(over)} more than the {limit:g}-ton {what}."


def weight_findings(
    total: float, limit: float, what: str, over: FindingSpec, under: FindingSpec | None = None
) -> Iterator[Finding]:
    """The weight check: components may not weigh more than the unit (``over``); tons left unused
    are reported with ``under`` when the kind has such a code (seed 000 lines 4251, 4380, 4500)."""
    total = round(total, 6)
    if total > limit + EPSILON:
        yield over.finding(overweight_message(total, limit, what))
    elif under is not None and total < limit - EPSILON:
        unused = round(limit - total, 6)
        yield under.finding(f"The components weigh {tons(total)}; {tons(unused)} of the {what}'s "
                            f"{tons(limit)} {is_are(unused)} unused.")
