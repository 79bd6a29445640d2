"""Sane limits of every number a unit file may hold (docs/limits.md): far above anything the
rulebooks allow (values between the rules' maximum and these limits are designs, and the rules
report them as findings), low enough that no arithmetic overflows and no drawing or loop grows
without bound. A value beyond its limit is an input error, refused when the file is read.

Booleans are not numbers here (``tonnage: true`` is refused) and no float may be infinite or
NaN. Every document class checks its fields through :func:`check_field` (``Document``)."""

from __future__ import annotations

import functools
import math
import types
import typing
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Limit:
    low: float
    high: float


# field name -> limit; the rules' own maxima are in the comments (seed 000 = BattleTech Manual)
LIMITS: dict[str, Limit] = {
    "tonnage": Limit(0, 1000),           # 'Mechs 10-100, vehicles to 50, fighters to 100
    "engine_rating": Limit(0, 1000),     # the Engine Table ends at rating 400
    "walking_mp": Limit(0, 100),         # a 10-ton 'Mech with a 400 engine would walk 40
    "jump_mp": Limit(0, 100),
    "cruise_mp": Limit(0, 100),
    "thrust": Limit(0, 100),
    "heat_sinks": Limit(0, 1000),        # a 100-ton unit carries fewer than 100
    "armor_tons": Limit(0, 1000),
    "turret_armor_tons": Limit(0, 1000),
    "armor": Limit(0, 10_000),           # points per location; a 100-ton 'Mech's CT takes 62
    "rear_armor": Limit(0, 10_000),
    "tons": Limit(0, 1000),              # ammunition tons of one lot or bin
    "fuel_tons": Limit(0, 1000),
    "cargo_tons": Limit(0, 1000),
    "cargo_doors": Limit(0, 100),         # a bay has a few doors; a file writes 1 a bay
    "insulated_cargo_tons": Limit(0, 1000),
    "troop_space_tons": Limit(0, 1000),
    "slot": Limit(1, 100),               # a location has at most 12 critical slots
    "slots": Limit(1, 100),              # a split weapon's slots in its second location
    "cf": Limit(-10_000, 10_000),        # Construction Factor: hardened buildings end at 150
    "levels": Limit(-1000, 1000),
    "hexes": Limit(-1000, 1000),
    "men": Limit(-1000, 1000),           # a foot platoon has 28 men
    "squad_size": Limit(0, 100),         # a later platoon's squads: at most 10 troopers
    "squads": Limit(0, 100),             # at most 5 squads
    "secondary_per_squad": Limit(0, 100),   # at most 2 secondary weapons a squad
    "anti_mech_skill": Limit(0, 12),     # a 2D6 target number; 8 is an untrained platoon
    "gunnery": Limit(0, 12),             # skills are 2D6 target numbers: above 12 never succeeds
    "piloting": Limit(0, 12),
    "schema_": Limit(1, 2),
}
DEFAULT = Limit(-1_000_000, 1_000_000)   # any other number field
MAX_ITEMS = 1000                         # mounts, bins or lots in one list; a unit has a few dozen


def _number_kind(annotation: Any) -> type | None:
    """int or float when the annotation is a number (optional or constrained), else None."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _number_kind(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        kinds = {_number_kind(arg) for arg in typing.get_args(annotation)} - {None}
        return float if float in kinds else (int if int in kinds else None)
    if annotation is bool:
        return None
    if annotation in (int, float):
        return annotation
    return None


def shown(value: Any) -> str:
    """A number as a message shows it: huge ones by their size, never a 4,300-digit string."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**15:
        return f"a {len(str(abs(value))) if value.bit_length() < 14_000 else 'huge'}-digit number"
    return repr(value)


def _as_number(text: str) -> float | None:
    if len(text) > 100:
        raise ValueError(f"a {len(text)}-character value where a number belongs")
    try:
        return float(text.replace("_", ""))
    except ValueError:
        return None


def check_number(name: str, value: Any, kind: type) -> Any:
    """``value`` when it is a number within the limit of field ``name``.

    Raises:
        ValueError: a boolean, a float that is not finite, or a number beyond the limit.
    """
    if isinstance(value, bool):
        raise ValueError(f"expected a number, not {str(value).lower()}")
    if isinstance(value, str):   # YAML 1.1 reads 1e308 as text, which pydantic would take as a number
        return check_number(name, _as_number(value), kind) if _as_number(value) is not None else value
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{value} is not a finite number")
    if isinstance(value, (int, float)):
        limit = LIMITS.get(name, DEFAULT)
        if not limit.low <= value <= limit.high:
            raise ValueError(f"{shown(value)} is beyond the sane limit {limit.low:g} to {limit.high:g} "
                             "(docs/limits.md)")
    return value


@dataclass(frozen=True, slots=True)
class _FieldShape:
    """What the limits look at in one field's annotation: a number, a mapping of numbers, a list."""

    kind: type | None          # int / float: the field is a number
    value_kind: type | None    # int / float: the field maps keys to numbers
    sequence: bool             # the field is a list or tuple (its length is bounded)
    limit: Limit               # the field's limit (a number field's, or of its mapping's numbers)


@functools.cache
def _shape(model: type, name: str) -> _FieldShape | None:
    """The field's shape, worked out once per model class and field (annotations never change)."""
    field = getattr(model, "model_fields", {}).get(name)
    if field is None:
        return None
    annotation = field.annotation
    origin = typing.get_origin(annotation)
    value_kind = _number_kind(typing.get_args(annotation)[1]) if origin is dict else None
    sequence = origin in (tuple, list)
    return _FieldShape(_number_kind(annotation), value_kind, sequence, LIMITS.get(name, DEFAULT))


# The longest text a field may hold: a name or any one-line field (chassis, model, item names:
# canon's longest are under 60 characters), and the Technical Readout's prose fields. Text drawn
# on a sheet is cut to fit anyway; these keep what is read, kept and drawn bounded.
MAX_NAME_CHARS = 500
MAX_PROSE_CHARS = 100_000
PROSE_FIELDS = frozenset({"overview", "capabilities", "deployment", "history", "manufacturer", "systems"})


def check_text(name: str, value: str) -> str:
    """``value`` when it is no longer than its field allows (docs/limits.md)."""
    limit = MAX_PROSE_CHARS if name in PROSE_FIELDS else MAX_NAME_CHARS
    if len(value) > limit:
        raise ValueError(f"{len(value):,} characters of text; the sane limit is {limit:,} (docs/limits.md)")
    return value


def check_field(model: type, name: str | None, value: Any) -> Any:
    """The raw value of field ``name`` of ``model`` checked against the limits (numbers, number
    mappings such as armor by location, list lengths and text lengths); returned unchanged."""
    shape = _shape(model, name) if name else None
    if shape is not None and shape.kind is not None:
        # the common case first: a plain int or float (never a bool, NaN or infinity) within its limit
        value_type = type(value)
        if (value_type is int or value_type is float) and shape.limit.low <= value <= shape.limit.high:
            return value
        return check_number(str(name), value, shape.kind)
    if isinstance(value, str) and name:
        return check_text(name, value)
    if shape is None:
        return value
    if shape.value_kind is not None and isinstance(value, dict):
        low, high = shape.limit.low, shape.limit.high
        for entry in value.values():
            entry_type = type(entry)
            if not ((entry_type is int or entry_type is float) and low <= entry <= high):
                check_number(str(name), entry, shape.value_kind)
    elif shape.sequence and isinstance(value, (list, tuple)) and len(value) > MAX_ITEMS:
        raise ValueError(f"{len(value)} entries; the sane limit is {MAX_ITEMS} (docs/limits.md)")
    return value
