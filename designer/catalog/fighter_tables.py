"""Fighter construction constants (seed 000 lines 4491-4563), loaded from
``data/fighter/fighter_tables.yaml``."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class FighterClassRow(_Frozen):
    max_tonnage: int
    thrust_offset: int
    fuel_points_per_ton: int
    cockpit_tons: float
    cockpit_armor: int
    control_fraction: float
    cost_divisor: int
    armor_points_per_fighter_ton: int | None = None


class FighterTables(_Frozen):
    aerospace: FighterClassRow
    conventional: FighterClassRow
    armor_points_per_ton: int
    free_heat_sinks: int
    location_capacity: int
    aft_weapon_tons: float
    overthrust_factor: float


@functools.cache
def fighter_tables() -> FighterTables:
    """Returns the fighter tables, loading them on first use.

    Raises:
        CatalogError: the data file is missing or malformed.
    """
    return load_table(FighterTables, "fighter/fighter_tables.yaml")
