"""Purchase Points (seed 001 lines 1934-1947, 2016-2094, 2122-2141): what a lance costs, what
experience adds, and the special purchases. Every cost carries its working, like unit values."""

from __future__ import annotations

from dataclasses import dataclass

from designer.battleforce.lance import has_overburn
from designer.battleforce.regiment_data import level_name, regiment_tables
from designer.battleforce.values import LanceValues, is_air


@dataclass(frozen=True, slots=True)
class Cost:
    """A cost in Purchase Points and the lines that show how it was found."""

    points: int
    working: tuple[str, ...] = ()


# Unit Costs (seed 001 lines 1936, 2124): the Overburn RA of the counter; units with no Overburn
# Value (vehicles, infantry: D-BF-26) their Step 0 RA; air units their Air Attack Value.
def base_cost(lance: LanceValues) -> Cost:
    """The cost of ``lance`` before experience."""
    if is_air(lance.class_):
        return Cost(lance.values.ra, (f"Cost: Air Attack Value {lance.values.ra} (air unit)",))
    if has_overburn(lance.class_):
        ra = lance.overburn.ra
        return Cost(ra, (f"Cost: Overburn RA {ra} ({lance.class_} unit)",))
    ra = lance.values.ra
    return Cost(ra, (f"Cost: Step 0 RA {ra} ({lance.class_} units have no Overburn Value)",))


# Experience Level Cost (seed 001 lines 1940-1947): Green -2, Regular 0, Veteran +5, Elite +10;
# a very weak Green unit still costs at least 1 point.
def experience_cost(level: str) -> int:
    return regiment_tables().experience_cost[level_name(level)]


def cost_at(base: int, level: str) -> Cost:
    """A cost of ``base`` points before experience, at Experience Level ``level``."""
    level = level_name(level)
    extra = experience_cost(level)
    raw = base + extra
    floor = regiment_tables().minimum_cost
    points = max(floor, raw)
    line = f"Cost: {base} {'+' if extra >= 0 else '-'} {abs(extra)} ({level}) = {raw}"
    if points != raw:
        line += f"; minimum {floor} -> {points}"
    return Cost(points, (line,))


def lance_cost(lance: LanceValues, level: str | None = None) -> Cost:
    """The Purchase Point cost of ``lance`` at ``level`` (default: the lance's own level)."""
    base = base_cost(lance)
    total = cost_at(base.points, level or lance.experience)
    return Cost(total.points, (*base.working, *total.working))


# Increase Experience Levels (seed 001 lines 2020-2034): each level up costs +2, +5, +10
# (Green to Regular, Regular to Veteran, Veteran to Elite); going down returns the same points;
# the steps are cumulative (Elite to Green saves 10 + 5 + 2 = 17). D-REG-1.
def experience_change(old: str, new: str) -> Cost:
    """Points a level change costs (negative: points saved for the special bonus)."""
    order = regiment_tables().experience_order
    steps = regiment_tables().experience_raise
    start, end = order.index(level_name(old)), order.index(level_name(new))
    sign = 1 if end >= start else -1
    levels = order[min(start, end) + 1 : max(start, end) + 1]
    points = sign * sum(steps[level] for level in levels)
    parts = " + ".join(f"{steps[level]}" for level in levels) or "0"
    verb = "costs" if sign > 0 else "saves"
    return Cost(
        points, (f"Experience {level_name(old)} to {level_name(new)} {verb} {parts} = {abs(points)}",)
    )


# Special purchases (seed 001 lines 2036-2094, table at 2176-2193).
def special_cost(key: str, *, ra: int = 0, count: int = 1, attack: int = 0, unit_cost: int = 0) -> Cost:
    """The cost of one special purchase. ``ra`` for artillery, DropShips and air lances (2, 3 and
    1 x RA); ``count`` 'Mechs kept for a drop or chits bought; ``attack`` mine or bomb points
    (bought in groups of 5, 1 point a group); ``unit_cost`` the hidden infantry's own cost.

    Raises:
        KeyError: unknown purchase.
        ValueError: mine or bomb points that are not whole groups.
    """
    item = regiment_tables().special(key)
    cite = f"(seed 001 lines {item.line})"
    if item.rule == "times_ra":
        return Cost(item.points * ra, (f"{item.name}: {item.points} x RA {ra} = {item.points * ra} {cite}",))
    if item.rule == "group":
        if attack <= 0 or attack % item.group:
            raise ValueError(f"{item.name} is bought in groups of {item.group} points (got {attack})")
        groups = attack // item.group
        return Cost(
            groups * item.points,
            (
                f"{item.name}: {attack} points / {item.group} = {groups} groups x "
                f"{item.points} = {groups * item.points} {cite}",
            ),
        )
    if item.rule == "plus":
        total = unit_cost + item.points
        return Cost(total, (f"{item.name}: infantry cost {unit_cost} + {item.points} = {total} {cite}",))
    total = item.points * count
    return Cost(total, (f"{item.name}: {count} x {item.points} = {total} {cite}",))
