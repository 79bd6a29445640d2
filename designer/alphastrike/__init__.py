"""Alpha Strike: a unit's card and Point Value (Alpha Strike Companion conversion rules with
their errata; decisions D-AS-1 to D-AS-14 in docs/rules-decisions.md).

``convert(unit) -> AlphaStrikeCard`` (raises NotConvertibleError when the kind has no conversion)
and ``point_value(unit, skill=4) -> int | None`` (None: ``not_convertible_reason`` says why). The
converter of each kind is the ``alpha_strike`` piece of its registration in ``designer.kinds``."""

from __future__ import annotations

import dataclasses
from typing import Any

from designer.alphastrike.card import AlphaStrikeCard, Damage
from designer.alphastrike.points import base_point_value, skill_adjusted
from designer.bv.working import Working

__all__ = ["AlphaStrikeCard", "Damage", "NotConvertibleError", "convert", "not_convertible_reason",
           "point_value"]


class NotConvertibleError(ValueError):
    """The unit's kind has no Alpha Strike conversion (yet)."""


def _converter(unit: Any) -> Any:
    from designer.kinds import UnknownKindError, unit_kind  # kinds imports the rules, not us

    try:
        spec = unit_kind(unit)
    except UnknownKindError:
        return None
    return spec.piece("alpha_strike") if hasattr(spec, "alpha_strike") else None


def not_convertible_reason(unit: Any) -> str | None:
    """Why a unit has no card (None when it has one)."""
    if _converter(unit) is None:
        return f"no Alpha Strike conversion for the {getattr(unit, 'kind', 'unknown')} kind yet"
    return None


def convert(unit: Any, skill: int = 4) -> AlphaStrikeCard:
    """The unit's card at ``skill`` (4 unless given), with every step of the working."""
    converter = _converter(unit)
    if converter is None:
        raise NotConvertibleError(not_convertible_reason(unit))
    work = Working()
    card: AlphaStrikeCard = converter(unit, work)
    base = base_point_value(card, work)
    value = skill_adjusted(base, skill)
    if skill != 4:
        work.add("Skill", f"skill {skill}", value)
    return dataclasses.replace(card, base_point_value=base, point_value=value, skill=skill,
                               steps=tuple(work.steps))


def point_value(unit: Any, skill: int = 4) -> int | None:
    """The unit's Point Value at ``skill``; None when its kind has no conversion."""
    if _converter(unit) is None:
        return None
    return convert(unit, skill).point_value
