"""The Vehicle Table and vehicle construction constants (seed 000 lines 4366-4490), loaded from
``data/vehicle/vehicle_tables.yaml`` into frozen models."""

from __future__ import annotations

import functools
from typing import Literal

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SuspensionBand(_Frozen):
    """Vehicles up to ``max_tonnage`` tons (and above the previous band) use ``factor``."""

    max_tonnage: int
    factor: int


class MotiveRow(_Frozen):
    """One motive type of the Vehicle Table plus its cost multiplier divisor."""

    name: str
    max_tonnage: int
    suspension: tuple[SuspensionBand, ...]
    terrain: str
    special: Literal["lift", "dive", "rotor"] | None = None
    min_engine_fraction: float = 0.0
    cost_divisor: int

    def suspension_factor(self, tonnage: float) -> int | None:
        """The suspension (or lift) factor for ``tonnage``; None above the last band."""
        for band in self.suspension:
            if tonnage <= band.max_tonnage:
                return band.factor
        return None


class VehicleTables(_Frozen):
    control_fraction: float
    special_fraction: float
    structure_fraction: float
    structure_tons_per_point: int
    turret_fraction: float
    armor_points_per_ton: int
    rotor_armor_max: int
    free_heat_sinks: int
    power_amp_fraction: float
    ice_weight_factor: int
    fusion_shielding_fraction: float
    infantry_cargo_tons: dict[str, float]
    motives: dict[str, MotiveRow]


@functools.cache
def vehicle_tables() -> VehicleTables:
    """Returns the vehicle tables, loading them on first use.

    Raises:
        CatalogError: the data file is missing or malformed.
    """
    return load_table(VehicleTables, "vehicle/vehicle_tables.yaml")
