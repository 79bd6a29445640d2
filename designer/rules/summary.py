"""Per-kind summaries used by the CLI (``designer info`` and ``validate --json``) and the GUI:
``summarize(unit) -> UnitSummary`` dispatches on ``unit.kind`` like ``validate``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from designer.model.common import Document


@dataclass(frozen=True, slots=True)
class UnitSummary:
    """Headline figures plus a TRO-style text block (weights, slots/locations, heat,
    movement, armor, cost) ready to print."""

    name: str
    kind: str
    tonnage: float
    weight: float
    text: str


Summarizer = Callable[[Document], UnitSummary]
SUMMARIZERS: dict[str, Summarizer] = {}


def register_summarizer(kind: str, summarizer: Summarizer) -> None:
    SUMMARIZERS[kind] = summarizer


def summarize(unit: Document) -> UnitSummary:
    import designer.rules.registry  # noqa: F401  (registers every unit kind)

    return SUMMARIZERS[getattr(unit, "kind")](unit)
