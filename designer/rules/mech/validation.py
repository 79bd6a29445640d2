"""Validation of a BattleMech: runs every check family and returns all findings at once."""

from __future__ import annotations

from collections.abc import Iterator

from designer.model import Mech
from designer.rules.findings import Finding, Severity, register
from designer.rules.mech import checks_ammo, checks_armor, checks_core, checks_slots, imported
from designer.rules.mech.figures import figures
from designer.rules.mech.summary import summarize_mech
from designer.rules.summary import register_summarizer
from designer.rules.validate import register_validator

CHECK_FAILED = register(
    "MECH-CHECK-FAILED", Severity.ERROR, "A check could not run on this design",
    "designer internal (a design so malformed that a rule could not be evaluated)",
    "Reported only if a check itself fails; please file a bug with the design.")

ALL_CHECKS = (checks_core.CHECKS + checks_armor.CHECKS + checks_slots.CHECKS + checks_ammo.CHECKS
              + imported.CHECKS)


def validate_mech(mech: Mech) -> Iterator[Finding]:
    """Every finding for ``mech``, in check order; a failing check becomes a finding."""
    fig = figures(mech)
    for check in ALL_CHECKS:
        try:
            yield from check(mech, fig)
        except Exception as exc:  # never stop early, never crash the caller
            yield CHECK_FAILED.finding(f"{check.__name__} failed: {exc.__class__.__name__}: {exc}")


register_validator("mech", validate_mech)
register_summarizer("mech", summarize_mech)
