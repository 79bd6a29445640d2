"""Per-unit BattleForce values (seed 001 lines 1357-1540, "Creating 'Mech Lances").

``unit_values(unit)`` dispatches on the unit's kind to the converter its registration in
``designer.kinds`` names. Every figure
of the design comes from ``designer.rules``; this module only applies the BattleForce tables."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from designer.battleforce.tables import (
    attack_value,
    max_damage_row,
    round_half_up,
    tables,
)
from designer.battleforce.values import UnitValues, UnsupportedUnitError
from designer.catalog import catalog
from designer.kinds import UnknownKindError, unit_kind



@dataclass(frozen=True, slots=True)
class WeaponLine:
    """One weapon's Maximum Damage Table row as used for one unit (``count`` alike weapons)."""

    weapon: str
    count: int
    damage: int
    range_rating: int | None
    close_attack: bool
    indirect: bool

    @property
    def total_damage(self) -> int:
        return self.count * self.damage

    @property
    def total_rating(self) -> int:
        return self.count * (self.range_rating or 0)

    def label(self) -> str:
        star = "" if self.close_attack else "*"
        return f"{self.count} x {self.weapon}{star}" if self.count > 1 else f"{self.weapon}{star}"


def unit_values(unit: Any) -> UnitValues:
    """The BattleForce values of one unit document, with the working behind each value.

    Raises:
        UnsupportedUnitError: no converter for this kind of unit.
    """
    if getattr(unit, "configurations", None):  # an OmniMech design: each configuration is a unit
        names = ", ".join(unit.configurations)
        raise UnsupportedUnitError(f"{unit.name} is an OmniMech with configurations ({names}): "
                                   "BattleForce converts one configuration (give --config NAME)")
    try:
        converter: Callable[[Any], UnitValues] | None = unit_kind(unit).piece("battleforce")
    except UnknownKindError:
        converter = None
    if converter is None:
        raise UnsupportedUnitError(f"no BattleForce conversion for {type(unit).__name__} units yet")
    return converter(unit)


def weapon_lines(weapons: list[str]) -> tuple[tuple[WeaponLine, ...], tuple[str, ...]]:
    """Groups weapon ids into Maximum Damage Table lines; returns (lines, ids the table lacks)."""
    lines: dict[str, WeaponLine] = {}
    missing: list[str] = []
    for weapon in weapons:
        row = max_damage_row(weapon)
        if row is None:
            missing.append(weapon)
            continue
        old = lines.get(weapon)
        lines[weapon] = WeaponLine(weapon, (old.count if old else 0) + 1, row.damage, row.range_rating,
                                   row.close_attack, row.indirect)
    return tuple(lines.values()), tuple(missing)


def _sum_text(parts: list[str]) -> str:
    return " + ".join(parts) if parts else "0"


# Ranged Attack (seed 001 lines 1425-1447): add the Maximum Damage of every weapon, then look the
# total up in the Attack Value Table. Rear-mounted weapons count like the others (D-BF-6).
def ranged_attack(lines: tuple[WeaponLine, ...]) -> tuple[int, int, str]:
    """(maximum damage, Attack Value, working line)."""
    damage = sum(line.total_damage for line in lines)
    parts = [f"{line.label()} {line.total_damage}" for line in lines]
    value = attack_value(damage)
    return damage, value, f"RA: maximum damage {_sum_text(parts)} = {damage} -> Attack Value Table {value}"


# Range (seed 001 lines 1473-1496): range ratings added and divided by the maximum damage, rounded
# to the nearest whole hex, .5 up (D-BF-2). Weapons without a range rating (artillery) stay out
# of both sums (D-BF-9); no damage gives range 0.
def range_value(lines: tuple[WeaponLine, ...]) -> tuple[int, str]:
    rated = [line for line in lines if line.range_rating is not None]
    ratings = sum(line.total_rating for line in rated)
    damage = sum(line.total_damage for line in rated)
    parts = _sum_text([f"{line.label()} {line.total_rating}" for line in rated])
    if damage == 0:
        return 0, "R: no rated weapons -> 0"
    value = round_half_up(Fraction(ratings, damage))
    return value, (f"R: range ratings {parts} = {ratings} / maximum damage {damage} = "
                   f"{ratings / damage:.2f} -> {value} (nearest, .5 up)")


# (I) flag (seed 001 line 1853 "(I) Stands for Indirect Fire", otherwise undefined): set when
# the indirect-fire weapons (LRMs, artillery) give at least 55% of the range rating (D-BF-8).
def indirect_fire(lines: tuple[WeaponLine, ...]) -> tuple[bool, str]:
    total = sum(line.total_rating for line in lines)
    indirect = sum(line.total_rating for line in lines if line.indirect)
    artillery = any(line.indirect and line.range_rating is None for line in lines)
    share = Fraction(indirect, total) if total else Fraction(0)
    flag = artillery or share >= Fraction(str(tables().indirect_share))
    limit = int(tables().indirect_share * 100)
    why = "artillery" if artillery else f"LRM range rating {indirect} / {total} = {float(share):.0%}"
    return flag, f"(I): {why} {'>=' if flag else '<'} {limit}% -> {'yes' if flag else 'no'}"


def catalog_ids(items: Iterable[str]) -> list[str]:
    """Catalog weapon ids of equipment names (aliases resolved); unknown names stay as given."""
    out = []
    for item in items:
        weapon = catalog().weapon(item)
        out.append(weapon.id if weapon is not None else item)
    return out
