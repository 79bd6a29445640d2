"""Per-kind summaries used by the CLI (``designer info`` and ``validate --json``) and the GUI:
``summarize(unit) -> UnitSummary`` dispatches on ``unit.kind`` through the unit kind registry."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from designer.model.common import Document


@dataclass(frozen=True, slots=True)
class UnitSummary:
    """Headline figures plus a TRO-style text block (weights, slots/locations, heat,
    movement, armor, cost) ready to print. ``body`` is the text or what makes it on first use
    (``validate --json`` reads only the headline figures)."""

    name: str
    kind: str
    tonnage: float
    weight: float
    body: str | Callable[[], str]

    @property
    def text(self) -> str:
        return self.body if isinstance(self.body, str) else self.body()


Summarizer = Callable[[Document], UnitSummary]


def summarize(unit: Document) -> UnitSummary:
    """The summary of ``unit`` by its kind's summariser (``designer.kinds``)."""
    from designer.kinds import unit_kind

    summarizer: Summarizer = unit_kind(unit).piece("summarizer")
    return summarizer(unit)
