"""BattleForce and battle armor: the 1987 BattleForce rules rate no battle armor.

Seed 001 line 284: "represent Air Units, DropShips, BattleMechs, Vehicles, and Infantry" (its
infantry are the platoons of 21 to 28 men, line 201); battle armor came later (seed 002). A lance
holding a battle armor squad is refused with this message, never rated or dropped silently
(decision D-BA-4)."""

from __future__ import annotations

from typing import Any, NoReturn

from designer.battleforce.values import UnsupportedUnitError

NOT_RATED = (
    "{name} is battle armor: the 1987 BattleForce rules rate no battle armor (their counters, seed 001 "
    'line 284: "represent Air Units, DropShips, BattleMechs, Vehicles, and Infantry", the infantry '
    "being platoons of 21 to 28 men); take it out of the lance (decision D-BA-4)"
)


def not_rated(unit: Any) -> NoReturn:
    """Refuses a battle armor squad with the reason (raised, so that no lance drops it silently).

    Raises:
        UnsupportedUnitError: always.
    """
    raise UnsupportedUnitError(NOT_RATED.format(name=getattr(unit, "name", "this unit")))
