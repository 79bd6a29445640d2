"""``validate(unit) -> Report``: dispatches to the rule set of the unit's kind.

Each unit kind registers one function returning every finding at once; validation never
raises on a bad design (a bug in a check is itself reported, never propagated)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from designer.model.common import Document
from designer.rules.findings import Finding, Report

Validator = Callable[[Document], Iterable[Finding]]

# unit kind ("mech", "vehicle", ...) -> validator; filled by designer.rules.registry
VALIDATORS: dict[str, Validator] = {}


def register_validator(kind: str, validator: Validator) -> None:
    VALIDATORS[kind] = validator


def validate(unit: Document) -> Report:
    """Returns every finding for ``unit`` in one report."""
    import designer.rules.registry  # noqa: F401  (registers every unit kind)

    kind = getattr(unit, "kind", None)
    validator = VALIDATORS[kind]
    name = getattr(unit, "name", "")
    return Report(tuple(validator(unit)), name=name)
