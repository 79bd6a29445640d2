"""``validate(unit) -> Report``: dispatches to the validator of the unit's kind through the unit
kind registry (``designer.kinds``).

Each unit kind names one function returning every finding at once; validation never raises on a
bad design (a bug in a check is itself reported as ``<KIND>-CHECK-FAILED``, never propagated)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from designer.kinds import unit_kind
from designer.model.common import Document
from designer.rules.common.checks import guarded
from designer.rules.common.quirks import quirk_findings
from designer.rules.findings import Finding, Report

Validator = Callable[[Document], Iterable[Finding]]


def validate(unit: Document) -> Report:
    """Returns every finding for ``unit`` in one report.

    Raises:
        UnknownKindError: the unit's kind is not registered.
    """
    spec = unit_kind(unit)
    validator: Validator = spec.piece("validator")
    name = getattr(unit, "name", "")
    findings = (*guarded(spec.kind, lambda: validator(unit)),
                *guarded(spec.kind, lambda: quirk_findings(unit)))   # every kind's design quirks
    return Report(findings, name=name)
