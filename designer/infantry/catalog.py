"""The infantry platoon table, cost chart and anti-'Mech attack table (seed 000 lines 2101-2173,
2689-2714, 4753-4773), loaded from ``data/infantry/infantry_tables.yaml``."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class PlatoonRow(_Frozen):
    motive: str
    weapon: str
    mp: int
    men: int
    max_damage: int
    cost: int


class AntiMechBand(_Frozen):
    min_men: int
    to_hit: int


class InfantryTables(_Frozen):
    platoons: tuple[PlatoonRow, ...]
    cargo_tons: dict[str, float]
    anti_mech_cost_factor: int
    anti_mech_to_hit: tuple[AntiMechBand, ...]

    def platoon(self, motive: str, weapon: str) -> PlatoonRow | None:
        """The table row for a motive and weapon, or None for a combination not in the table."""
        return next((r for r in self.platoons if r.motive == motive and r.weapon == weapon), None)


@functools.cache
def infantry_tables() -> InfantryTables:
    """Returns the infantry tables, loading them on first use.

    Raises:
        CatalogError: the data file is missing or malformed.
    """
    return load_table(InfantryTables, "infantry/infantry_tables.yaml")
