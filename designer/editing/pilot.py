"""The pilot printed on a single unit's record sheet (Qt-free): every unit document carries an
optional ``pilot`` (name, gunnery, piloting; seed 000 lines 637-702). A design without one
prints the MechWarrior block blank, for the player to fill in by hand."""

from __future__ import annotations

from typing import TypeVar

from designer.battleforce.experience import DEFAULT_SKILLS
from designer.model import Pilot
from designer.model.common import UnitDocument

U = TypeVar("U", bound=UnitDocument)


def pilot_of(unit: UnitDocument) -> Pilot | None:
    return getattr(unit, "pilot", None)


def set_pilot(unit: U, name: str, gunnery: int | None, piloting: int | None) -> U:
    """``unit`` with its pilot set. A blank name with both skills unset (None) clears the pilot
    (a blank block on the sheet); otherwise an unset skill takes the usual 4/5 (gunnery 4,
    piloting 5, the default of a pilot nobody named). Skills are checked against the model's
    limits (0-12) when the unit is validated.

    Raises:
        KeyError: the unit has no pilot.
    """
    if "pilot" not in type(unit).model_fields:
        raise KeyError(f"a {type(unit).__name__} has no pilot")
    name = name.strip()
    if not name and gunnery is None and piloting is None:
        pilot = None
    else:
        pilot = Pilot(name=name, gunnery=DEFAULT_SKILLS[0] if gunnery is None else gunnery,
                      piloting=DEFAULT_SKILLS[1] if piloting is None else piloting)
    return type(unit).model_validate(unit.model_dump(by_alias=True) | {"pilot": pilot})
