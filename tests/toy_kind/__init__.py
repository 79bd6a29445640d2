"""A toy unit kind, as a new kind would be added: one package (document, validator, summariser)
and one registration (``TOY``). Used by tests/test_kinds.py; registered only inside that test."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from designer.kinds import UnitKind
from designer.model.common import UnitDocument
from designer.rules.findings import Finding, FindingSpec, Severity
from designer.rules.summary import UnitSummary

# Not declared with register(): the finding catalog (docs/findings.md) must not see the toy.
TOO_HEAVY = FindingSpec(
    "TOY-TOO-HEAVY", Severity.ERROR, "Toy heavier than 10 tons", "toy rule", "tonnage: 12", "toy"
)


class Toy(UnitDocument):
    kind: Literal["toy"] = "toy"
    tonnage: int


def check_toy(toy: Toy) -> Iterator[Finding]:
    if toy.tonnage > 10:
        yield TOO_HEAVY.finding(f"A toy weighs at most 10 tons; this one weighs {toy.tonnage}.")


def summarize_toy(toy: Toy) -> UnitSummary:
    return UnitSummary(toy.name, "toy", toy.tonnage, toy.tonnage, f"{toy.name}\nMass: {toy.tonnage} tons")


TOY = UnitKind(
    "toy", "Toy", Toy, validator=check_toy, summarizer=summarize_toy, blank="tests.toy_kind:blank_toy"
)


def blank_toy() -> Toy:
    return Toy(chassis="New Toy", tonnage=1)
