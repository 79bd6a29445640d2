"""Support vehicle construction facts (decision D-SV-3), loaded from
``data/vehicle/support_vehicles.yaml`` into frozen models; each row names its MegaMek source."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SupportType(_Frozen):
    """A motive's weight classes (small below 5 tons) and base chassis and engine values
    (small, medium, large)."""

    medium_max: float
    large_max: float
    chassis: tuple[float, float, float]
    engine: tuple[float, float, float]
    source: str


class ChassisMod(_Frozen):
    multiplier: float
    names: tuple[str, ...]


class SupportItem(_Frozen):
    tons: float
    source: str


class SupportTables(_Frozen):
    types: dict[str, SupportType]
    small_below: float
    small_below_source: str
    chassis_tech_multiplier: tuple[float, ...]
    chassis_tech_multiplier_source: str
    engine_multiplier: dict[str, tuple[float, ...]]
    engine_source: str
    hover_min_engine_fraction: float
    armor_point_tons: dict[int, tuple[float, ...]]
    armor_source: str
    chassis_mods: dict[str, ChassisMod]
    chassis_mods_source: str
    fire_control: dict[str, float]
    fire_control_source: str
    fire_control_to_hit: dict[str, int]
    fire_control_to_hit_source: str
    seat_tons: dict[str, float]
    seat_source: str
    infantry_bay_platoon_tons: dict[str, float]
    infantry_bay_source: str
    items: dict[str, SupportItem]
    fuel_kg_per_point: tuple[tuple[int, ...], ...]
    fuel_kg_per_point_source: str
    prop_fuel_fraction: float
    prop_fuelless_engines: tuple[str, ...]
    prop_fuel_source: str

    def chassis_mod(self, item: str) -> tuple[str, float] | None:
        """(modification, multiplier) for an equipment name, None if it is none."""
        for name, mod in self.chassis_mods.items():
            if item in mod.names:
                return name, mod.multiplier
        return None


@functools.cache
def support_tables() -> SupportTables:
    return load_table(SupportTables, "vehicle/support_vehicles.yaml")
