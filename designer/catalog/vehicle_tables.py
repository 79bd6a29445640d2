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
    # Later technology (decision D-VEH2-2): a motive type the 1987 rules do not have (WiGE), or the
    # TechManual's own suspension factors for Level 2 designs, each from MegaMek's facts (``source``).
    later: bool = False
    source: str | None = None
    level2_suspension: tuple[SuspensionBand, ...] | None = None
    level2_source: str | None = None

    def suspension_factor(self, tonnage: float, level2: bool = False) -> int | None:
        """The suspension (or lift) factor for ``tonnage`` (a Level 2 design's own bands where the
        type has them); None above the last band."""
        bands = self.level2_suspension if level2 and self.level2_suspension else self.suspension
        for band in bands:
            if tonnage <= band.max_tonnage:
                return band.factor
        return None


class VehicleEngine(_Frozen):
    """One Level 2 vehicle engine type (decision D-VEH2-1): the Engine Table weight x ``weight_factor``
    (or the factor of the 'Mech engine row ``construction`` names), up to the half ton; a shielded
    (fusion-type) engine then x 1.5 up to the half ton."""

    name: str
    construction: str | None = None
    weight_factor: float | None = None
    shielded: bool
    free_heat_sinks: int
    fusion: bool
    tech_base: Literal["IS", "Clan", "both"]
    rules_level: int
    intro_year: int | None = None
    source: str


class ArmorMaximum(_Frozen):
    """Most armor points of a Level 2 combat vehicle: per_ton x tonnage + plus, rounded down."""

    per_ton: float
    plus: int
    source: str


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
    engines: dict[str, VehicleEngine]
    level2_armor_max: ArmorMaximum
    mech_only_items: tuple[str, ...]
    support_items: tuple[str, ...]


@functools.cache
def vehicle_tables() -> VehicleTables:
    """Returns the vehicle tables, loading them on first use.

    Raises:
        CatalogError: the data file is missing or malformed.
    """
    return load_table(VehicleTables, "vehicle/vehicle_tables.yaml")
