"""1987 BattleForce: per-unit values, lance values, step damage and experience (seed 001).

``unit_values(unit)`` and ``lance_values(units, skills, *, name)`` return frozen results that
carry their working, so a player can audit each number. The converter of each unit kind is named
by its registration in ``designer.kinds``."""

from designer.infantry.battleforce import infantry_values
from designer.battleforce.unit_values import UnsupportedUnitError, unit_values
from designer.battleforce.values import LanceValues, UnitValues

__all__ = ["LanceValues", "UnitValues", "UnsupportedUnitError", "infantry_values", "unit_values"]
