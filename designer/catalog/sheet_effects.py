"""What a record sheet prints under an item with a game effect (``data/level2/sheet_effects.yaml``,
decision D-SHEET2-2): the effect line, the to-hit modifier it gives and whether the weapons table
prints "*" for its damage (the effect is then the footnote)."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table

EFFECTS_FILE = "level2/sheet_effects.yaml"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SheetEffect(_Frozen):
    items: tuple[str, ...]
    effect: str
    to_hit: int = 0
    footnote: bool = False
    source: str


class SheetEffects(_Frozen):
    effects: tuple[SheetEffect, ...]


@functools.cache   # the catalog is fixed for the run
def _by_item() -> dict[str, SheetEffect]:
    table = load_table(SheetEffects, EFFECTS_FILE)
    return {item: effect for effect in table.effects for item in effect.items}


def sheet_effect(item_id: str) -> SheetEffect | None:
    """The effect the sheet prints for the catalog item ``item_id``; None when it has none."""
    return _by_item().get(item_id)
