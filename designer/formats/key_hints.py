"""A "did you mean" for an unknown key of a unit file: the closest key the model has at that place
(a mistyped key is named with the key it was probably meant to be)."""

from __future__ import annotations

import difflib
import re
import typing
from typing import Any

from pydantic import BaseModel


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The document model an annotation holds (directly, optionally, or as the items of a list,
    tuple or mapping), or None."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for argument in typing.get_args(annotation):
        found = _model_in(argument)
        if found is not None:
            return found
    return None


def _keys(model: type[BaseModel]) -> list[str]:
    return [name for field_name, info in model.model_fields.items()
            for name in (field_name, info.alias) if name]


def model_at(model: type[BaseModel], path: tuple[Any, ...]) -> type[BaseModel] | None:
    """The model of the mapping ``path`` leads to (list indexes and mapping keys step into items)."""
    current: type[BaseModel] | None = model
    for part in path:
        if current is None:
            return None
        if isinstance(part, int) or part not in current.model_fields:
            continue   # an index or a mapping key: the items' model, found from the field before
        current = _model_in(current.model_fields[part].annotation)
    return current


def closest_key(model: type[BaseModel], location: tuple[Any, ...]) -> str | None:
    """The key the model has at ``location``'s place closest to its unknown last key, or None."""
    if not location or not isinstance(location[-1], str):
        return None
    owner = model_at(model, location[:-1])
    if owner is None:
        return None
    close = difflib.get_close_matches(location[-1], _keys(owner), n=1, cutoff=0.6)
    return close[0] if close else None


def did_you_mean(model: type[BaseModel], location: tuple[Any, ...]) -> str:
    """`` (did you mean 'walking_mp'?)`` for the unknown key at ``location``, or ``""``."""
    close = closest_key(model, location)
    return f" (did you mean '{close}'?)" if close else ""


def value_hint(error: Any) -> str:
    """`` (did you mean 'HD'?)`` for a value (or mapping key: an armor location) outside its allowed
    ones, the closest of them; ``""`` when none is close or the error is of another kind."""
    if error.get("type") not in ("enum", "literal_error") or not isinstance(error.get("input"), str):
        return ""
    allowed = re.findall(r"'([^']*)'", str(error.get("ctx", {}).get("expected", "")))
    close = difflib.get_close_matches(error["input"], allowed, n=1, cutoff=0.5)
    if not close:
        folded = [value for value in allowed if value.casefold() == error["input"].casefold()]
        close = folded[:1]
    return f" (did you mean '{close[0]}'?)" if close else ""
