"""The 1987 BattleForce conversion tables (seed 001 lines 1357-1700), loaded from
``designer/catalog/data/battleforce/tables.yaml``, and the lookups every converter uses."""

from __future__ import annotations

import functools
import math
from fractions import Fraction

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import CatalogError, load_table


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class DefenseRow(_Frozen):
    max_tons: float
    value: int


class MaxDamageRow(_Frozen):
    """One row of the Maximum Damage Table; ``range_rating`` None keeps a weapon out of Range."""

    weapon: str
    damage: int
    range: int | None
    range_rating: int | None
    close_attack: bool
    indirect: bool = False
    aliases: tuple[str, ...] = ()


class StepRow(_Frozen):
    max_value: int | None
    loss: int


class ExperienceRow(_Frozen):
    min_level: float | None
    level: str


class FighterMoveRow(_Frozen):
    max_tons: int | None
    weight: str
    mp: int


class BattleForceTables(_Frozen):
    defensive_value: tuple[DefenseRow, ...]
    defensive_band_tons: float
    jump_defense_bonus: int
    max_damage: tuple[MaxDamageRow, ...]
    punch_tons_per_point: int
    kick_tons_per_point: int
    indirect_share: float
    attack_value: tuple[int, ...]
    step_loss: tuple[StepRow, ...]
    steps: int
    air_steps: int
    piloting_level: dict[int, int]
    gunnery_level: dict[int, int]
    experience_level: tuple[ExperienceRow, ...]
    experience_roll: dict[int, str]
    fighter_movement: tuple[FighterMoveRow, ...]
    fighter_armor_bonus_tons: float
    fighter_range_multiplier: int
    lance_divisor: int
    max_ground_members: int
    air_lance_members: int


@functools.cache
def tables() -> BattleForceTables:
    """The BattleForce tables, loaded once.

    Raises:
        CatalogError: the shipped data file is malformed.
    """
    return load_table(BattleForceTables, "battleforce/tables.yaml")


def round_half_up(value: Fraction | int) -> int:
    """Rounds to the nearest whole number, .5 up: "Round up for fractions of .5 or more, and
    drop fractions of less than .5" (seed 001 line 1389)."""
    return math.floor(Fraction(value) + Fraction(1, 2))


# Attack Value Table (seed 001 lines 1547-1599): printed for 1-100 points of maximum damage.
# No damage gives 0; past 100 the table's pattern of 3 points per Attack Value goes on (D-BF-5).
def attack_value(damage: Fraction | int) -> int:
    """The Attack Value of ``damage`` maximum damage points (fractions are dropped first)."""
    points = math.floor(damage)
    printed = tables().attack_value
    if points <= 0:
        return 0
    if points <= len(printed):
        return printed[points - 1]
    return points // 3 + 1


# Defensive Value Table (seed 001 lines 1407-1421): armor tons in 1.5-ton bands. A value in a
# printed gap (1.0-1.1 ...) takes the next band; past 19.0 t the bands go on (D-BF-3, D-BF-4).
def defensive_value(armor_tons: Fraction | float) -> int:
    """The base Defensive Value of ``armor_tons`` tons of armor."""
    rows = tables().defensive_value
    for row in rows:
        if armor_tons <= Fraction(row.max_tons):
            return row.value
    last = rows[-1]
    extra = (Fraction(armor_tons) - Fraction(last.max_tons)) / Fraction(tables().defensive_band_tons)
    return last.value + math.ceil(extra)


def defense(armor_tons: Fraction, jumps: bool, what: str) -> tuple[int, str]:
    """A unit's Defense: the Defensive Value of its armor tons, plus the jump bonus, with its working."""
    base = defensive_value(armor_tons)
    bonus = tables().jump_defense_bonus if jumps else 0
    return base + bonus, (f"D: {what} = {float(armor_tons):g} t -> Defensive Value Table {base}"
                          f"{f' + {bonus} (jump)' if bonus else ''} = {base + bonus}")


@functools.cache
def _max_damage_index() -> dict[str, MaxDamageRow]:
    from designer.battleforce.level2 import level2_max_damage  # it imports MaxDamageRow from here

    index = {alias: row for row in tables().max_damage for alias in row.aliases}
    return level2_max_damage() | index | {row.weapon: row for row in tables().max_damage}


def max_damage_row(weapon_id: str) -> MaxDamageRow | None:
    """The Maximum Damage Table row of a catalog weapon id, or None if the table lacks it."""
    return _max_damage_index().get(weapon_id)


# Step damage (seed 001 lines 1526-1530): by Full Strength value, under 10 lose 2 per step,
# 10-15 lose 3, 15+ lose 4; 15 is read as "10-15" (first band that fits, D-BF-11).
def step_loss(full_value: int) -> int:
    """Points lost per damage step by a Full Strength value."""
    for row in tables().step_loss:
        if row.max_value is None or full_value <= row.max_value:
            return row.loss
    raise CatalogError("battleforce/tables.yaml: step_loss needs an open last row")


def _clamped_level(levels: dict[int, int], skill: int) -> int:
    return levels[min(max(skill, min(levels)), max(levels))]


# Skill Level Table (seed 001 lines 1609-1623); skills off the table clamp to its ends (D-BF-12).
def piloting_level(skill: int) -> int:
    return _clamped_level(tables().piloting_level, skill)


def gunnery_level(skill: int) -> int:
    return _clamped_level(tables().gunnery_level, skill)


# Experience Level Table (seed 001 lines 1627-1632): 3.5+ Elite, 2.76-3.49 Veteran,
# 1.76-2.75 Regular, 1.0-1.75 Green; gaps take the lower row, below 1.0 is Green (D-BF-13).
def experience_level(average: Fraction | float) -> str:
    exact = Fraction(str(average)) if isinstance(average, float) else Fraction(average)
    for row in tables().experience_level:
        if row.min_level is None or exact >= Fraction(str(row.min_level)):
            return row.level
    raise CatalogError("battleforce/tables.yaml: experience_level needs an open last row")


# Fighter movement (seed 001 lines 1678-1683): 0-40 Light 20, 40-75 Medium 15, 76+ Heavy 10;
# 40 t is Light, 75 t Medium (D-BF-14).
def fighter_movement(tons: float) -> FighterMoveRow:
    for row in tables().fighter_movement:
        if row.max_tons is None or tons <= row.max_tons:
            return row
    raise CatalogError("battleforce/tables.yaml: fighter_movement needs an open last row")
