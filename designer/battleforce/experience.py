"""A lance's Experience Level (seed 001 lines 1605-1650)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction

from designer.battleforce.tables import experience_level, gunnery_level, piloting_level, tables

DEFAULT_SKILLS = (4, 5)   # gunnery/piloting of a pilot nobody named (the CLI's default 4/5)


def _fmt(value: Fraction) -> str:
    return f"{float(value):g}"


# Skill Level Table (seed 001 lines 1605-1623): each skill's experience level, the two averaged
# per MechWarrior without rounding.
def pilot_level(gunnery: int, piloting: int) -> tuple[Fraction, str]:
    """(averaged experience level of one MechWarrior, working)."""
    g, p = gunnery_level(gunnery), piloting_level(piloting)
    level = Fraction(g + p, 2)
    return level, f"gunnery {gunnery} -> {g}, piloting {piloting} -> {p}: ({g} + {p}) / 2 = {_fmt(level)}"


# The lance's level is the average over its MechWarriors, looked up in the Experience Level
# Table (seed 001 lines 1625-1632). The average is over the pilots present (D-BF-10).
def skills_experience(skills: Sequence[tuple[int, int]]) -> tuple[str, tuple[str, ...]]:
    """(Experience Level, working) from each member's (gunnery, piloting)."""
    if not skills:
        raise ValueError("a lance needs at least one MechWarrior to find its experience")
    levels, lines = [], []
    for index, (gunnery, piloting) in enumerate(skills, start=1):
        level, text = pilot_level(gunnery, piloting)
        levels.append(level)
        lines.append(f"Experience: member {index}: {text}")
    average = sum(levels, Fraction(0)) / len(levels)
    result = experience_level(average)
    total = " + ".join(_fmt(level) for level in levels)
    lines.append(f"Experience: ({total}) / {len(levels)} = {float(average):.3f} -> Experience Level Table {result}")
    return result, tuple(lines)


# Experience Generation Table (seed 001 lines 1634-1650): without skills, roll 2D6 once for the
# whole lance. The caller passes a seeded random.Random for repeatable rolls.
def rolled_experience(rng: random.Random) -> tuple[str, tuple[str, ...]]:
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    result = tables().experience_roll[sum(dice)]
    return result, (f"Experience: rolled 2D6 {dice[0]} + {dice[1]} = {sum(dice)} -> Experience Generation Table {result}",)
