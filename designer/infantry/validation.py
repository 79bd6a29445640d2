"""Checks for infantry platoons. Findings are unit-level (location None)."""

from __future__ import annotations

from collections.abc import Iterator

from designer.infantry.catalog import infantry_tables
from designer.infantry.model import Infantry
from designer.rules.common.checks import register_check_failed, run_checks
from designer.rules.findings import Finding, Severity, register
from designer.infantry import figures as fig
from designer.infantry.later_checks import check_later

UNKNOWN_TYPE = register("INFANTRY-UNKNOWN-TYPE", Severity.ERROR, "Platoon type not in the infantry table",
                        "seed 000 line 2105: \"There are three types of infantry: foot, motorized, and "
                        "jump\"",
                        "motive: mechanized, or weapon: autocannon", "infantry")
MEN_RANGE = register("INFANTRY-MEN-RANGE", Severity.ERROR, "Men outside the platoon's strength",
                     "seed 000 line 2105: \"Foot and motorized units are 28-man platoons\"",
                     "a jump platoon with 25 men", "infantry")
NO_ANTI_MECH = register("INFANTRY-ANTI-MECH-NO-ATTACK", Severity.WARNING,
                        "Anti-'Mech platoon too small to attack",
                        "seed 000 line 2703: \"4-1 no attack possible\"",
                        "an anti-'Mech platoon with 4 men left", "infantry")


# The platoon's motive and weapon must form a row of the infantry table (lines 2105-2124).
def _check_type(platoon: Infantry) -> Iterator[Finding]:
    if fig.row(platoon) is None:
        yield UNKNOWN_TYPE.finding(_type_problem(platoon))


def _type_problem(platoon: Infantry) -> str:
    """Names what is wrong: the motive, the weapon, or (both known) their combination."""
    rows = infantry_tables().platoons
    motives = list(dict.fromkeys(r.motive for r in rows))
    weapons = list(dict.fromkeys(r.weapon for r in rows))
    if platoon.motive not in motives:
        return f"'{platoon.motive}' is not an infantry motive: the table has {', '.join(motives)} infantry."
    if platoon.weapon not in weapons:
        return f"'{platoon.weapon}' is not an infantry weapon: the table has {', '.join(weapons)}."
    return f"The table has no {platoon.motive} infantry armed with '{platoon.weapon}'."


# Men left run from 1 to the platoon's full strength, 28 or 21 (lines 2105-2124).
def _check_men(platoon: Infantry) -> Iterator[Finding]:
    table = fig.row(platoon)
    if table is not None and not 1 <= fig.men_left(platoon) <= table.men:
        yield MEN_RANGE.finding(f"A {platoon.motive} platoon has 1 to {table.men} men; this one has "
                                f"{fig.men_left(platoon)}.")


# Anti-'Mech platoons with 4 or fewer men cannot attack (lines 2697-2703).
def _check_anti_mech(platoon: Infantry) -> Iterator[Finding]:
    men = fig.men_left(platoon)
    if platoon.anti_mech and fig.row(platoon) is not None and 1 <= men and fig.anti_mech_to_hit(men) is None:
        yield NO_ANTI_MECH.finding(f"With {men} men left an anti-'Mech platoon can make no anti-'Mech attack "
                                   "(at least 5 men are needed).")


CHECK_FAILED = register_check_failed("infantry")
CHECKS = (_check_type, _check_men, _check_anti_mech)


def _check_later(platoon: Infantry) -> Iterator[Finding]:
    if platoon.later is not None:
        yield from check_later(platoon, platoon.later)
        troopers = platoon.later.troopers
        if platoon.men is not None and not 1 <= platoon.men <= troopers:   # troopers left
            yield MEN_RANGE.finding(f"This platoon has 1 to {troopers} troopers left; it has {platoon.men}.")


LATER_CHECKS = (_check_later,)


def check_infantry(platoon: Infantry) -> list[Finding]:
    """Every finding for ``platoon``: a later platoon (``later``) by the later rules, a 1987
    platoon by the platoon table."""
    return run_checks(LATER_CHECKS if platoon.later is not None else CHECKS, platoon, failed=CHECK_FAILED)
