"""1987 BattleForce: per-unit values, lance values, step damage and experience (seed 001).

``unit_values(unit)`` and ``lance_values(units, skills, *, name)`` return frozen results that
carry their working, so a player can audit each number."""

from designer.battleforce.fighter import fighter_values
from designer.battleforce.infantry import infantry_values
from designer.battleforce.mech import mech_values
from designer.battleforce.unit_values import CONVERTERS, UnsupportedUnitError, unit_values
from designer.battleforce.values import LanceValues, UnitValues
from designer.battleforce.vehicle import vehicle_values
from designer.model import Mech
from designer.model.fighter import Fighter
from designer.model.infantry import Infantry
from designer.model.vehicle import Vehicle

CONVERTERS[Mech] = mech_values
CONVERTERS[Vehicle] = vehicle_values
CONVERTERS[Infantry] = infantry_values
CONVERTERS[Fighter] = fighter_values

__all__ = ["CONVERTERS", "LanceValues", "UnitValues", "UnsupportedUnitError", "fighter_values",
           "infantry_values", "mech_values", "unit_values", "vehicle_values"]
