"""Battle Value 2.0 for every unit kind that has one, with its working (decision D-BV-1).

``battle_value(unit, pilot=None) -> BattleValue | None``: None when the unit's kind is not rated
(its registration in ``designer.kinds`` has no ``battle_value`` piece). The pilot (the unit's own
when none is given) multiplies the base value by the skill table (gunnery/piloting)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from designer.bv.tables import skill_multiplier
from designer.bv.working import BattleValue, Step, Working, fmt, round_half_up

__all__ = ["BattleValue", "Step", "battle_value", "force_battle_value", "not_rated_reason",
           "skill_multiplier"]


def _kind_piece(unit: Any, piece: str) -> Any:
    from designer.kinds import UnknownKindError, unit_kind  # kinds imports the rules, not us

    try:
        return unit_kind(unit).piece(piece)
    except UnknownKindError:
        return None


def _calculator(unit: Any) -> Any:
    return _kind_piece(unit, "battle_value")


def not_rated_reason(unit: Any) -> str | None:
    """Why a unit has no Battle Value (None when it has one): its kind registers no method, or
    the method does not rate this unit (decision D-BV2-3: a building without weapons; D-BV3-5: a
    platoon of an unknown type), the reason in its working."""
    calculator = _calculator(unit)
    if calculator is None:
        return f"no Battle Value method for the {getattr(unit, 'kind', 'unknown')} kind yet"
    work = Working()
    if calculator(unit, work) is None:
        return work.steps[-1].working if work.steps else "not rated"
    return None


def battle_value(unit: Any, pilot: Any = None) -> BattleValue | None:
    """The unit's Battle Value and its working; None when the unit is not rated.

    ``pilot``: any object with ``gunnery`` and ``piloting`` (``model.common.Pilot``); None = the
    unit's own pilot if it names one, else no skill adjustment."""
    calculator = _calculator(unit)
    if calculator is None:
        return None
    work = Working()
    raw = calculator(unit, work)
    if raw is None:   # the method does not rate this unit (not_rated_reason says why)
        return None
    base = round_half_up(raw)
    work.add("Base Battle Value", "rounded", base)
    pilot = pilot if pilot is not None else getattr(unit, "pilot", None)
    name = f"{getattr(unit, 'chassis', '')} {getattr(unit, 'model', '')}".strip()
    if pilot is None:
        return BattleValue(name, base, base, tuple(work.steps))
    # A kind whose method fixes the piloting skill (a ProtoMech: 5) declares it in its registration,
    # as a number or as a function of the unit (a platoon without anti-'Mech training: 5).
    fixed = _kind_piece(unit, "bv_piloting")
    piloting = (fixed(unit) if callable(fixed) else fixed) or pilot.piloting
    multiplier = skill_multiplier(pilot.gunnery, piloting)
    value = skill_adjusted(base, pilot.gunnery, piloting)
    skills = f"gunnery {pilot.gunnery}, piloting {piloting}"
    work.add("Pilot skill", f"x {fmt(multiplier)} ({skills})", value)
    return BattleValue(name, base, value, tuple(work.steps), pilot.gunnery, piloting, multiplier)


def skill_adjusted(base: int, gunnery: int, piloting: int) -> int:
    """``base`` times the skill table's multiplier for these skills, rounded half up."""
    return round_half_up(base * skill_multiplier(gunnery, piloting))


def force_battle_value(members: Iterable[tuple[Any, Any]]) -> tuple[int, list[BattleValue | None]]:
    """A lance's or force's total: the sum of each member's skill-adjusted value (unit, pilot or
    None) and each member's value (None for a kind that is not rated, which adds nothing)."""
    values = [battle_value(unit, pilot) for unit, pilot in members]
    return sum(value.value for value in values if value is not None), values
