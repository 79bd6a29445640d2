"""'Mech checks: tonnage, engine, weight, movement, LAM (seed 000 lines 4231-4365)."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import catalog
from designer.mech.model import Mech
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures
from designer.mech.level2_size import improved_jump_jets

CONSTRUCTION = "seed 000 lines 4231-4365 (BattleMech Construction)"

TONNAGE_INVALID = register(
    "MECH-TONNAGE-INVALID", Severity.ERROR, "Tonnage outside 10-100 or not a multiple of 5",
    "seed 000 line 4251: \"between 10 and 100 tons (in increments of 5 tons)\"",
    "A 62-ton 'Mech.")
ENGINE_RATING_MISMATCH = register(
    "MECH-ENGINE-RATING-MISMATCH", Severity.ERROR, "Engine rating is not tonnage x walking MP",
    "seed 000 line 4257: \"tonnage by its desired walking speed yields its engine rating\"",
    "A 60-ton 'Mech with walking MP 4 and a 250-rated engine.")
ENGINE_NOT_IN_TABLE = register(
    "MECH-ENGINE-NOT-IN-TABLE", Severity.ERROR, "Engine rating not in the Engine Table",
    "seed 000 line 4261: \"lists the tonnage requirements for 10-to 400-rated engines\"",
    "A 100-ton 'Mech with walking MP 5 needs a 500-rated engine, beyond the table.")
OVERWEIGHT = register(
    "MECH-OVERWEIGHT", Severity.ERROR, "Components weigh more than the 'Mech's tonnage",
    "seed 000 line 4251: \"other components may not exceed this figure\"",
    "A 60-ton 'Mech whose components weigh 61 tons.")
UNDERWEIGHT = register(
    "MECH-UNDERWEIGHT", Severity.WARNING, "Tons left unused",
    "seed 000 line 4251: \"Within these limits, any tonnage may be chosen\"",
    "A 60-ton 'Mech whose components weigh 59.5 tons.")
WALKING_MP_INVALID = register(
    "MECH-WALKING-MP-INVALID", Severity.ERROR, "Walking MP below 1",
    "seed 000 line 4257: \"determined by its weight and desired speed\"",
    "A 'Mech with walking MP 0.")
JUMP_EXCEEDS_WALK = register(
    "MECH-JUMP-EXCEEDS-WALK", Severity.ERROR, "Jump MP greater than walking MP",
    "seed 000 line 860: \"A 'Mech cannot have Jump MP greater than Walking MP\"",
    "A 'Mech with walking MP 4 and jump MP 5.")
IMPROVED_JUMP_EXCEEDS_RUN = register(
    "MECH-IMPROVED-JUMP-EXCEEDS-RUN", Severity.ERROR,
    "Jump MP greater than running MP with improved jump jets",
    "seed 000 line 860: \"A 'Mech cannot have Jump MP greater than Walking MP\" (standard jets; improved "
    "jump jets, later technology, reach the running MP instead: decision D-LATER-IS-5)",
    "A 'Mech with walking MP 4 (running 6), improved jump jets and jump MP 7.")
LAM_QUAD = register(
    "MECH-LAM-QUAD", Severity.ERROR, "A LAM must be a biped",
    "seed 000 line 4140: \"Arm weapons become wing weapons\"; a LAM's arms become wings, so it is a biped "
    "(decision D-010)",
    "A four-legged 'Mech with the LAM flag.")


def check_tonnage(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # 'Mechs weigh between 10 and 100 tons, in increments of 5 tons.
    tables = catalog().mech
    if not (tables.tonnage_min <= mech.tonnage <= tables.tonnage_max) or mech.tonnage % tables.tonnage_step:
        yield TONNAGE_INVALID.finding(
            f"Tonnage {mech.tonnage} is not allowed: 'Mechs weigh {tables.tonnage_min} to "
            f"{tables.tonnage_max} tons in steps of {tables.tonnage_step}.")


def check_engine(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Tonnage x desired walking speed = engine rating; the rating must be in the Engine Table.
    if mech.walking_mp < 1:
        yield WALKING_MP_INVALID.finding(f"Walking MP is {mech.walking_mp}; a 'Mech needs at least 1.")
    expected = mech.tonnage * mech.walking_mp
    if mech.engine_rating != expected:
        yield ENGINE_RATING_MISMATCH.finding(
            f"Engine rating {mech.engine_rating} does not match {mech.tonnage} tons x walking MP "
            f"{mech.walking_mp} = {expected}.", "CT")
    if catalog().engine(mech.engine_rating) is None:
        yield ENGINE_NOT_IN_TABLE.finding(
            f"Engine rating {mech.engine_rating} is not in the Engine Table (10 to 400 in steps of 5).", "CT")


def check_weight(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # The components may not weigh more than the 'Mech; unused tons are reported.
    over = fig.total_weight - mech.tonnage
    if over > 1e-9:
        yield OVERWEIGHT.finding(
            f"Components weigh {fig.total_weight:g} tons, {over:g} tons more than the 'Mech's "
            f"{mech.tonnage} tons.")
    elif over < -1e-9:
        yield UNDERWEIGHT.finding(
            f"Components weigh {fig.total_weight:g} of {mech.tonnage} tons; {-over:g} tons are left unused.")


def check_movement(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # A 'Mech cannot have Jump MP greater than Walking MP; with improved jump jets (later technology,
    # D-LATER-IS-5) not greater than its running MP.
    if improved_jump_jets(mech):
        if mech.jump_mp > fig.running_mp:
            yield IMPROVED_JUMP_EXCEEDS_RUN.finding(
                f"Jump MP {mech.jump_mp} is greater than running MP {fig.running_mp} (improved jump jets).")
    elif mech.jump_mp > mech.walking_mp:
        yield JUMP_EXCEEDS_WALK.finding(
            f"Jump MP {mech.jump_mp} is greater than walking MP {mech.walking_mp}.")


def check_lam(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # LAM conversion maps arms to the fighter's nose: a LAM needs arms (decision D-010).
    if mech.lam and mech.is_quad:
        yield LAM_QUAD.finding("A four-legged 'Mech cannot be built as a LAM: LAM conversion needs arms.")


CHECKS = (check_tonnage, check_engine, check_weight, check_movement, check_lam)
