"""Validation of a BattleMech: runs every check family and returns all findings at once."""

from __future__ import annotations

from collections.abc import Iterator

from designer.mech.model import Mech
from designer.rules.common.checks import run_checks
from designer.rules.findings import Finding, Severity, register
from designer.mech import (
    checks_ammo, checks_armor, checks_construction, checks_core, checks_later, checks_later_types,
    checks_level2, checks_slots, checks_split, imported,
)
from designer.mech import checks_as_written, checks_omni
from designer.mech.figures import figures

CHECK_FAILED = register(
    "MECH-CHECK-FAILED", Severity.ERROR, "A check could not run on this design",
    "designer internal: a design so malformed that a rule could not be evaluated",
    "Reported only if a check itself fails; please file a bug with the design.")

ALL_CHECKS = (checks_core.CHECKS + checks_armor.CHECKS + checks_slots.CHECKS + checks_ammo.CHECKS
              + checks_split.CHECKS + checks_construction.CHECKS + imported.CHECKS + checks_level2.CHECKS
              + checks_later_types.CHECKS + checks_later.CHECKS + checks_as_written.CHECKS)


def validate_mech(mech: Mech) -> Iterator[Finding]:
    """Every finding for ``mech``, in check order; a failing check becomes a finding."""
    if mech.omni or mech.configurations:  # each configuration, and the OmniMech rules
        return (yield from checks_omni.validate_omni(mech, ALL_CHECKS, CHECK_FAILED))
    yield from run_checks(ALL_CHECKS, mech, figures(mech), failed=CHECK_FAILED)
