"""Lance values (seed 001 lines 1357-1540, 1652-1672): totals divided by 4, the slowest member's
MP, jump only if all jump, the Overburn row, three damage steps and the Experience Level."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from designer.battleforce.experience import rolled_experience, skills_experience
from designer.battleforce.tables import round_half_up, step_loss, tables
from designer.battleforce.unit_values import unit_values
from designer.battleforce.values import (
    FIGHTER,
    MECH,
    LanceFigures,
    LanceValues,
    Overburn,
    StepValues,
    UnitValues,
    is_air,
)
from designer.rules.findings import Finding, Severity, register
from designer.wording import article

MIXED = register(
    "BF-LANCE-MIXED", Severity.ERROR, "Lance members of more than one class",
    "seed 001 line 1654: \"all vehicles in one unit must possess the same movement mode\"",
    "a lance of a Wasp and a Scorpion light tank", kind="lance")
TOO_MANY = register(
    "BF-LANCE-SIZE", Severity.ERROR, "Too many lance members",
    "seed 001 line 1361: \"no more than four 'Mechs or vehicles\"; seed 001 line 1658: \"Air Lances have "
    "only two aircraft per lance\"",
    "a lance of five 'Mechs", kind="lance")

WRONG_CLASS = register(
    "BF-LANCE-CLASS", Severity.ERROR, "Lance members not of the lance's declared class",
    "seed 001 line 1361: \"all 'Mechs, Air Units, or Vehicles rather than a mixture\"",
    "a lance file with 'class: mech' listing a Pegasus hover tank", kind="lance")

# Overburn Value (the red row): 'Mech lances only. Seed 001 line 2124 "Units such as Vehicles
# have no Overburn Value" (also lines 1936, 2694); D-BF-26 settles it against line 689.
OVERBURN_CLASSES = (MECH,)


def has_overburn(class_: str) -> bool:
    """Whether a lance of ``class_`` has an Overburn Value (a red row of its own)."""
    return class_ in OVERBURN_CLASSES


def _members(units: Sequence[Any]) -> tuple[UnitValues, ...]:
    return tuple(unit if isinstance(unit, UnitValues) else unit_values(unit) for unit in units)


def _fits(class_: str, declared: str) -> bool:
    return class_ == declared or class_.startswith(declared + ":")


def lance_findings(members: tuple[UnitValues, ...], declared: str | None = None) -> tuple[Finding, ...]:
    """Class and size problems of a lance (seed 001 line 1361: one class, at most four)."""
    found = [WRONG_CLASS.finding(f"{m.name} is {article(m.class_)} unit in {article(declared)} lance")
             for m in members if declared is not None and not _fits(m.class_, declared)]
    classes = sorted({member.class_ for member in members})
    if len(classes) > 1:
        found.append(MIXED.finding(f"a lance takes units of one class only; this one mixes {', '.join(classes)}"))
    limit = tables().air_lance_members if classes == [FIGHTER] else tables().max_ground_members
    if len(members) > limit:
        found.append(TOO_MANY.finding(f"{len(members)} members; a {classes[0]} lance takes at most {limit}"))
    # Air lances: two fighters "always of the same type" (seed 001 line 1063), i.e. the same
    # weight class and so the same M (D-BF-24); a mix of types is a mixed lance.
    moves = sorted({member.mp for member in members})
    if classes == [FIGHTER] and len(moves) > 1:
        found.append(MIXED.finding("the two fighters of an air lance are of one type (seed 001 line 1063); "
                                   "this one mixes M " + " and ".join(str(mp) for mp in moves)))
    return tuple(found)


# Averaged values (seed 001 lines 1389, 1361): the members' total divided by 4 whatever the
# lance's size, .5 or more rounds up.
def averaged(members: tuple[UnitValues, ...], column: str) -> tuple[int, str]:
    numbers = [getattr(member, column) for member in members]
    total = sum(numbers)
    divisor = tables().lance_divisor
    value = round_half_up(Fraction(total, divisor))
    parts = " + ".join(str(number) for number in numbers)
    return value, f"{column.upper()}: ({parts}) = {total} / {divisor} = {total / divisor:g} -> {value}"


# Movement (seed 001 lines 1516-1518): the slowest member's MP; jump only if all can jump.
def movement(members: tuple[UnitValues, ...]) -> tuple[int, bool, tuple[str, ...]]:
    mp = min(member.mp for member in members)
    jump = all(member.jump for member in members)
    walkers = ", ".join(f"{member.name} {member.mp}" for member in members)
    return mp, jump, (f"MP: slowest of {walkers} -> {mp}",
                      f"Jump: {'all members jump' if jump else 'not every member jumps'} -> {'yes' if jump else 'no'}")


def step_count(class_: str) -> int:
    """Damage steps below Full Strength: three, one for air lances (seed 001 line 1163: "Air
    lances have only two damage steps instead of the normal four"; D-BF-24)."""
    return tables().air_steps if is_air(class_) else tables().steps


# Step damage (seed 001 lines 1522-1545): step n subtracts n times the Full Strength value's loss
# (2 under 10, 3 for 10-15, 4 above); values do not go below 0 (D-BF-11).
def step_rows(full: LanceFigures, count: int | None = None) -> tuple[tuple[StepValues, ...], str]:
    losses = {column: step_loss(getattr(full, column)) for column in ("ra", "ca", "d")}
    rows = tuple(StepValues(*(max(0, getattr(full, column) - n * losses[column]) for column in ("ra", "ca", "d")))
                 for n in range(1, (tables().steps if count is None else count) + 1))
    text = ", ".join(f"{column.upper()} {getattr(full, column)} -{loss}" for column, loss in losses.items())
    return rows, f"Steps: per step {text}"


# Overburn (seed 001 lines 1520, 1019-1025): MP x 1.5 rounded up (running MP); RA moves up one
# notch, i.e. gains its step loss (D-BF-15). Only 'Mech lances have an Overburn Value (D-BF-26);
# the red row of other lances repeats Full Strength.
def overburn(class_: str, full: LanceFigures) -> tuple[Overburn, str]:
    if not has_overburn(class_):
        return Overburn(full.ra, full.mp), f"Overburn: {class_} lances have no Overburn Value (D-BF-26)"
    mp = math.ceil(full.mp * Fraction(3, 2))
    ra = full.ra + step_loss(full.ra)
    return Overburn(ra, mp), f"Overburn: MP {full.mp} x 1.5 = {mp}; RA {full.ra} + {step_loss(full.ra)} = {ra}"


def lance_values(units: Sequence[Any], skills: Sequence[tuple[int, int]] | None = None, *,
                 name: str = "Lance", rng: random.Random | None = None,
                 declared_class: str | None = None) -> LanceValues:
    """The lance counter of ``units`` (unit documents or UnitValues). ``skills`` gives each
    member's (gunnery, piloting) in order; None rolls the Experience Generation Table with ``rng``.
    ``declared_class`` (e.g. from a lance file) is checked against the members.

    Raises:
        ValueError: no units, or the number of skills differs from the number of units.
    """
    members = _members(units)
    if not members:
        raise ValueError("a lance needs at least one unit")
    if skills is not None and len(skills) != len(members):
        raise ValueError(f"{len(members)} units but {len(skills)} pilot skills")
    class_ = members[0].class_ if len({m.class_ for m in members}) == 1 else "mixed"
    columns = {column: averaged(members, column) for column in ("ra", "ca", "d", "r")}
    mp, jump, move_text = movement(members)
    full = LanceFigures(columns["ra"][0], columns["ca"][0], columns["d"][0], columns["r"][0], mp, jump)
    steps, step_text = step_rows(full, step_count(class_))
    burn, burn_text = overburn(class_, full)
    level, level_text = (skills_experience(skills) if skills is not None
                         else rolled_experience(rng or random.Random()))
    working = (*(text for _, text in columns.values()), *move_text, burn_text, step_text, *level_text)
    return LanceValues(name, class_, members, full, burn, steps, level, working, lance_findings(members, declared_class))
