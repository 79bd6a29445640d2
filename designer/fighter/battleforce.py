"""BattleForce values of AeroSpace and conventional fighters (seed 001 lines 1658-1683,
"Creating Air Lances"): Air Attack, Strafing, Defensive Value with one extra ton of armor,
Range x 5 and movement by weight class."""

from __future__ import annotations

from fractions import Fraction

from designer.battleforce.tables import defense, fighter_movement, tables
from designer.battleforce.unit_values import (
    WeaponLine,
    catalog_ids,
    indirect_fire,
    range_value,
    ranged_attack,
    weapon_lines,
)
from designer.battleforce.values import FIGHTER, UnitValues
from designer.catalog import catalog
from designer.fighter.catalog import fighter_tables
from designer.fighter.model import Fighter


def uses_no_ammunition(line: WeaponLine) -> bool:
    """Whether a weapon fires without ammunition in BattleTech (lasers, PPCs, flamers: the
    catalog gives it no shots per ton), which is what Strafing counts (D-BF-21)."""
    weapon = catalog().weapon(line.weapon)
    return weapon is not None and weapon.shots_per_ton is None


# Strafing (seed 001 lines 1668-1670): as Ranged Attack, over the weapons without ammunition.
def strafing(lines: tuple[WeaponLine, ...]) -> tuple[int, str]:
    energy = tuple(line for line in lines if uses_no_ammunition(line))
    _, value, text = ranged_attack(energy)
    return value, "ST: weapons without ammunition only; " + text.removeprefix("RA: ")


# Range (seed 001 lines 1664-1666): the Lance Creation range, then x 5.
def air_range(lines: tuple[WeaponLine, ...]) -> tuple[int, str]:
    base, text = range_value(lines)
    factor = tables().fighter_range_multiplier
    return base * factor, f"{text}; x {factor} = {base * factor}"


def fighter_armor_tons(fighter: Fighter) -> tuple[Fraction, str]:
    """Armor tons plus one ton for the cockpit (seed 001 lines 1672-1674): the points on the
    fighter / 16 (the tons bought while none are allocated), then + 1 t for every aircraft."""
    points = sum(fighter.armor.values())
    per_ton = fighter_tables().armor_points_per_ton
    bonus = Fraction(str(tables().fighter_armor_bonus_tons))
    if points == 0:
        base, text = Fraction(str(fighter.armor_tons)), f"armor {fighter.armor_tons:g} t bought"
    else:
        base, text = Fraction(points, per_ton), f"armor {points} points / {per_ton}"
    return base + bonus, f"{text} + {float(bonus):g} t (cockpit)"


def fighter_values(fighter: Fighter) -> UnitValues:
    """The BattleForce values of ``fighter``: AV and ST (stored as ra and ca), D, R, M."""
    lines, missing = weapon_lines(catalog_ids(mount.item for mount in fighter.weapons))
    _, av, av_text = ranged_attack(lines)
    st, st_text = strafing(lines)
    r, r_text = air_range(lines)
    flag, flag_text = indirect_fire(lines)
    tons, tons_text = fighter_armor_tons(fighter)
    d, d_text = defense(tons, False, tons_text)
    move = fighter_movement(fighter.tonnage)
    working = ["AV: as Ranged Attack; " + av_text.removeprefix("RA: "), st_text, d_text, r_text,
               f"M: {fighter.tonnage} t -> {move.weight} -> {move.mp} (D-BF-14)", flag_text]
    if not fighter.is_aerospace:
        working.append("conventional fighter: converted like an AeroSpace fighter (D-BF-22)")
    working += [f"not in the Maximum Damage Table, left out: {name}" for name in missing]
    return UnitValues(fighter.name, FIGHTER, av, st, d, r, move.mp, 0, flag, tuple(working))
