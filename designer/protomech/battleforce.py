"""ProtoMechs in BattleForce (decision D-PM-3): the 1987 BattleForce rules (seed 001) rate 'Mechs,
vehicles, fighters and infantry; ProtoMechs came later and get no values. The ProtoMech registration
names this converter so that every lance, force or counter holding one says so, by name, instead of
leaving it out: ``unit_values`` raises, and the lance builder, lance files and the CLI report it."""

from __future__ import annotations

from typing import Any

from designer.battleforce.values import UnitValues, UnsupportedUnitError


def protomech_values(unit: Any) -> UnitValues:
    """Never returns: ProtoMechs have no 1987 BattleForce values.

    Raises:
        UnsupportedUnitError: always, naming the ProtoMech and the reason.
    """
    raise UnsupportedUnitError(f"{unit.name} is a ProtoMech: the 1987 BattleForce rules do not rate "
                               "ProtoMechs, so it cannot join a BattleForce lance (decision D-PM-3)")
