"""Frozen pydantic models of the rule tables shipped in ``designer/catalog/data``."""

from __future__ import annotations

import math
from enum import StrEnum

from pydantic import BaseModel, ConfigDict


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class WeaponCategory(StrEnum):
    ENERGY = "energy"
    BALLISTIC = "ballistic"
    MISSILE = "missile"
    ARTILLERY = "artillery"


class Weapon(_Frozen):
    """One row of the 1987 Weapons Table with its price-list entry."""

    id: str
    category: WeaponCategory
    heat: int
    damage: int
    damage_per_missile: int | None = None
    missiles: int | None = None
    damage_adjacent: int | None = None
    min_range: int = 0
    short: int | None = None
    medium: int | None = None
    long: int | None = None
    max_range_mapsheets: int | None = None
    tons: float
    slots: int
    shots_per_ton: int | None = None
    half_ton_ammo: bool = False
    cost: int
    reload_cost: int | None = None
    aliases: tuple[str, ...] = ()

    @property
    def uses_ammo(self) -> bool:
        return self.shots_per_ton is not None

    @property
    def is_energy(self) -> bool:
        return self.category is WeaponCategory.ENERGY

    @property
    def is_artillery(self) -> bool:
        return self.category is WeaponCategory.ARTILLERY

    @property
    def damage_text(self) -> str:
        """Damage as the Weapons Table prints it (per missile for launchers)."""
        if self.damage_per_missile is not None:
            return f"{self.damage_per_missile}/msl"
        if self.damage_adjacent is not None:
            return f"{self.damage}/{self.damage_adjacent}"
        return str(self.damage)


class EquipmentKind(StrEnum):
    HEAT_SINK = "heat_sink"
    JUMP_JET = "jump_jet"
    HATCHET = "hatchet"


class Equipment(_Frozen):
    """Non-weapon equipment. Weight and slots may depend on the 'Mech's tonnage."""

    id: str
    kind: EquipmentKind
    tons: float | None = None
    slots: int | None = None
    tonnage_divisor: int | None = None
    cost_per_ton: int | None = None
    aliases: tuple[str, ...] = ()

    def hatchet_size(self, mech_tonnage: int) -> int:
        """Tons and slots of a hatchet: 'Mech tons / 15, rounded up (seed 002 equipment table)."""
        assert self.tonnage_divisor is not None
        return math.ceil(mech_tonnage / self.tonnage_divisor)


class EngineRow(_Frozen):
    rating: int
    manufacturer: str
    tons: float


class StructureRow(_Frozen):
    tonnage: int
    tons: float
    center_torso: int
    side_torso: int
    arm: int
    leg: int


class JumpJetBand(_Frozen):
    min_tonnage: int
    max_tonnage: int
    tons_per_mp: float


class SlotCounts(_Frozen):
    head: int
    torso: int
    arm: int
    leg: int


class MechTables(_Frozen):
    tonnage_min: int
    tonnage_max: int
    tonnage_step: int
    cockpit_tons: float
    head_structure: int
    head_armor_max: int
    armor_points_per_ton: int
    armor_lot_tons: float
    free_heat_sinks: int
    heat_sink_tons: float
    engine_sinks_divisor: int
    lam_conversion_fraction: float
    jump_jets: tuple[JumpJetBand, ...]
    slots: SlotCounts
