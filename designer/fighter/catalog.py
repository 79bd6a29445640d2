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


class FighterTypeRow(_Frozen):
    """One Level 2 fighter construction type (``data/fighter/level2_fighter.yaml``): its tech base,
    rules level, MegaMek BLK code and the ``source`` of its facts (decision D-L2-LATER)."""

    id: str
    name: str
    tech_base: str
    rules_level: int
    blk_code: int
    source: str


class FighterEngineRow(FighterTypeRow):
    weight_factor: float
    free_heat_sinks: int


class FighterArmorRow(FighterTypeRow):
    points_multiplier: float
    arc_slots: int


class FighterHeatSinkRow(FighterTypeRow):
    dissipation: int


class FighterCockpitRow(FighterTypeRow):
    tons: float


class FighterEquipmentRow(_Frozen):
    id: str
    slot: bool


class FighterLevel2Tables(_Frozen):
    engines: tuple[FighterEngineRow, ...]
    armors: tuple[FighterArmorRow, ...]
    heat_sinks: tuple[FighterHeatSinkRow, ...]
    cockpits: tuple[FighterCockpitRow, ...]
    arc_weapon_slots: int
    arc_source: str
    equipment: tuple[FighterEquipmentRow, ...]
    equipment_source: str

    def engine(self, type_id: str) -> FighterEngineRow:
        return next(row for row in self.engines if row.id == type_id)

    def armor(self, type_id: str) -> FighterArmorRow:
        return next(row for row in self.armors if row.id == type_id)

    def heat_sink(self, type_id: str) -> FighterHeatSinkRow:
        return next(row for row in self.heat_sinks if row.id == type_id)

    def cockpit(self, type_id: str) -> FighterCockpitRow:
        return next(row for row in self.cockpits if row.id == type_id)

    def equipment_row(self, item_id: str) -> FighterEquipmentRow | None:
        return next((row for row in self.equipment if row.id == item_id), None)


@functools.cache
def fighter_level2_tables() -> FighterLevel2Tables:
    """The Level 2 fighter construction types, loaded on first use.

    Raises:
        CatalogError: the data file is missing or malformed.
    """
    return load_table(FighterLevel2Tables, "fighter/level2_fighter.yaml")
