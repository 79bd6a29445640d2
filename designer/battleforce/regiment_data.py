"""The regiment tables of 1987 BattleForce (seed 001 lines 1855-2094), loaded from
``designer/catalog/data/battleforce/regiments.yaml``: experience costs, budgets, special
purchases, the 'Mech regimental breakdown, lance types and the regimental battlegroup."""

from __future__ import annotations

import functools
from typing import Literal

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table

LEVELS = ("Green", "Regular", "Veteran", "Elite")
REGIMENT_TYPES = ("heavy", "medium", "light", "mixed")
LANCE_TYPES = ("assault", "heavy", "fire", "medium", "light")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SpecialPurchase(_Frozen):
    key: str
    name: str
    rule: Literal["fixed", "times_ra", "per_mech", "group", "plus"]
    points: int
    group: int = 1
    line: str


class BreakdownRow(_Frozen):
    type: str
    lances: int
    points: int
    counters: dict[str, int]


class Breakdown(_Frozen):
    total_points: int
    experience_points: int
    line: str
    rows: tuple[BreakdownRow, ...]
    totals: dict[str, int]
    elite_medium_chance: float = 0.0


class LanceType(_Frozen):
    section: str | None = None
    min_tons: float = 0
    max_tons: float = 0
    names: tuple[str, ...] = ()


class TruckEntry(_Frozen):
    name: str
    unit: str
    experience: str


class RegimentTables(_Frozen):
    experience_cost: dict[str, int]
    minimum_cost: int
    experience_order: tuple[str, ...]
    experience_raise: dict[str, int]
    budgets: dict[str, int]
    special_points: int
    special_purchases: tuple[SpecialPurchase, ...]
    lances_per_company: int
    companies_per_battalion: int
    battalions: int
    regimental_headquarters: int
    breakdown: dict[str, Breakdown]
    level_lances: dict[str, dict[str, int]]
    lance_types: dict[str, LanceType]
    battlegroup: tuple[TruckEntry, ...]

    def special(self, key: str) -> SpecialPurchase:
        """The special purchase called ``key``.

        Raises:
            KeyError: no such purchase.
        """
        for purchase in self.special_purchases:
            if purchase.key == key:
                return purchase
        raise KeyError(
            f"unknown special purchase '{key}' (expected one of: "
            f"{', '.join(p.key for p in self.special_purchases)})"
        )


@functools.cache
def regiment_tables() -> RegimentTables:
    """The regiment tables, loaded once.

    Raises:
        CatalogError: the shipped data file is malformed.
    """
    return load_table(RegimentTables, "battleforce/regiments.yaml")


def level_name(text: str) -> str:
    """``"R"``, ``"regular"`` or ``"Regular"`` -> ``"Regular"``.

    Raises:
        ValueError: not an Experience Level.
    """
    key = text.strip().casefold()
    for level in LEVELS:
        if key in (level.casefold(), level[0].casefold()):
            return level
    raise ValueError(
        f"unknown Experience Level {text!r} (expected Green, Regular, Veteran or Elite, or G/R/V/E)"
    )
