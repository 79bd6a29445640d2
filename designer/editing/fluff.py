"""Editing a design's fluff (Qt-free): one text field at a time; a design whose fluff is all
blank carries none (its file has no ``fluff`` block)."""

from __future__ import annotations

from typing import TypeVar

from designer.model import Fluff
from designer.model.common import UnitDocument

FIELDS = ("overview", "capabilities", "deployment", "history", "manufacturer", "systems")
U = TypeVar("U", bound=UnitDocument)


def fluff_of(unit: UnitDocument) -> Fluff:
    return unit.fluff or Fluff()


def set_fluff(unit: U, field: str, text: str) -> U:
    """``unit`` with fluff ``field`` set to ``text``.

    Raises:
        KeyError: ``field`` is not a fluff field.
    """
    if field not in FIELDS:
        raise KeyError(f"{field!r} is not a fluff field ({', '.join(FIELDS)})")
    fluff = fluff_of(unit).model_copy(update={field: text})
    return unit.model_copy(update={"fluff": None if fluff == Fluff() else fluff})

