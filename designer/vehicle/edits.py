"""Edits of a combat vehicle's own (Qt-free): the infantry bays it is built with, and the most
armor a Level 2 combat vehicle may carry, bought and allocated in one edit."""

from __future__ import annotations

import math

from designer.editing import facts
from designer.editing.unit_armor import auto_allocate
from designer.editing.units import update
from designer.vehicle import level2
from designer.vehicle.model import Vehicle


def set_infantry_bays(unit: Vehicle, foot: int, jump: int, motorized: int) -> Vehicle:
    """The platoons a vehicle is built to carry, by type."""
    return update(unit, infantry=["foot"] * foot + ["jump"] * jump + ["motorized"] * motorized)


def armor_maximum(unit: Vehicle) -> int | None:
    """The most armor points the design may carry: a Level 2 combat vehicle's (D-VEH2-3); None when
    its rules set none (the 1987 rules, seed 000 line 4469) or it buys armor by the point."""
    if not facts.armor_by_the_ton(unit) or not level2.is_level2(unit):
        return None
    return level2.max_armor(unit)


def maximum_armor(unit: Vehicle) -> Vehicle:
    """The most armor the design may carry, allocated: the largest half-ton lot whose points do
    not pass its maximum (``armor_maximum``), every point on a location; as it was without one."""
    most = armor_maximum(unit)
    if most is None:
        return unit
    tons = math.floor(most / level2.points_per_ton(unit) * 2) / 2
    bought = update(unit, armor_tons=tons)
    return auto_allocate(bought, min(facts.armor_tally(bought).bought, most))
