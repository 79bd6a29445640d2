"""Building and gun emplacement construction constants (seed 000 lines 4564-4626), loaded from
``data/building/building_tables.yaml``."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class BuildingClass(_Frozen):
    name: str
    max_cf: int


class BuildingTables(_Frozen):
    cf_min: int
    cf_max: int
    levels_min: int
    levels_max: int
    hexes_min: int
    hexes_max: int
    structure_divisor: int
    wall_divisor: int
    armor_points_per_ton: int
    turret_tons_per_ten: int
    min_plant_rating: int
    cost_divisor: int
    classes: tuple[BuildingClass, ...]

    def class_name(self, cf: int) -> str | None:
        """Light 1-15, Medium 16-40, Heavy 41-90, Hardened 91-150; None outside 1-150."""
        if cf < self.cf_min:
            return None
        return next((c.name for c in self.classes if cf <= c.max_cf), None)


@functools.cache
def building_tables() -> BuildingTables:
    """Returns the building tables, loading them on first use.

    Raises:
        CatalogError: the data file is missing or malformed.
    """
    return load_table(BuildingTables, "building/building_tables.yaml")
