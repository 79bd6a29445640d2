"""1987 BattleForce: per-unit values, lance values, step damage and experience (seed 001).

``unit_values(unit)`` and ``lance_values(units, skills, *, name)`` return frozen results that
carry their working, so a player can audit each number."""

from designer.battleforce.mech import mech_values
from designer.battleforce.unit_values import CONVERTERS, UnsupportedUnitError, unit_values
from designer.battleforce.values import LanceValues, UnitValues
from designer.model import Mech

CONVERTERS[Mech] = mech_values

__all__ = ["CONVERTERS", "LanceValues", "UnitValues", "UnsupportedUnitError", "mech_values", "unit_values"]
