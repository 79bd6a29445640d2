"""Frozen pydantic models of the rule tables shipped in ``designer/catalog/data``."""

from __future__ import annotations

import math
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, model_validator


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class RowTechBase(StrEnum):
    """Which tech base a catalog row serves (seed 002 prints one table per tech base)."""

    IS = "IS"
    CLAN = "Clan"
    BOTH = "both"


class CatalogRow(_Frozen):
    """What every weapon and equipment row carries besides its numbers: tech base, rules level,
    introduction year and MegaMek names (the first is the name written; the id when empty), plus
    the optional Level 2 fields (the rows of ``data/level2/*.yaml`` use the same names)."""

    id: str
    tech_base: RowTechBase = RowTechBase.IS
    rules_level: int = 1
    intro_year: int | None = None
    mtf_names: tuple[str, ...] = ()
    same_item_as: str | None = None        # the row of the other tech base that is the same item
    to_hit: int = 0                        # to-hit modifier (pulse lasers -2, MRM +1)
    modes: tuple[str, ...] = ()            # firing modes (Ultra AC: Single/Ultra)
    ammo_types: tuple[str, ...] = ()       # ammunition the weapon fires (LB-X: slug, cluster)
    spreadable: bool = False               # slots spread over locations (endo steel, TSM)
    direct_fire: bool = False              # counts toward a targeting computer
    tons_formula: str | None = None        # variable weight, e.g. "ceil(mech_tons/15)"
    slots_formula: str | None = None

    @property
    def write_name(self) -> str:
        """The name MegaMek files use for this item."""
        return self.mtf_names[0] if self.mtf_names else self.id


class WeaponCategory(StrEnum):
    ENERGY = "energy"
    BALLISTIC = "ballistic"
    MISSILE = "missile"
    ARTILLERY = "artillery"


class Weapon(CatalogRow):
    """One row of the 1987 Weapons Table with its price-list entry."""

    category: WeaponCategory
    heat: int
    damage: int
    # The mark a Level 2 table prints instead of a damage number ("*": see the item's special rules:
    # AMS, Narc, the plasma cannon's heat); the sheet prints it, ``damage`` counts 0.
    damage_mark: str | None = None
    damage_per_missile: int | None = None
    missiles: int | None = None
    damage_adjacent: int | None = None
    # Damage at short/medium/long range when it falls with range (snub-nose PPC 10/8/5); the Level 2
    # rows' MegaMek fact (decision D-SHEET2-1). ``damage`` holds the short-range value.
    damage_by_range: tuple[int, int, int] | None = None
    rate_of_fire: int | None = None   # shots a turn at most when more than one (rotary AC 6)
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
        """Damage as the Weapons Table prints it (per missile for launchers; a printed mark)."""
        if self.damage_mark is not None:
            return self.damage_mark
        if self.damage_per_missile is not None:
            return f"{self.damage_per_missile}/msl"
        if self.damage_adjacent is not None:
            return f"{self.damage}/{self.damage_adjacent}"
        if self.damage_by_range is not None:
            return "/".join(str(value) for value in self.damage_by_range)
        return str(self.damage)

    @property
    def shots_per_turn(self) -> int:
        """Shots the weapon may fire in one turn: an Ultra AC's "Ultra" mode fires two, a rotary
        AC its ``rate_of_fire``; every other weapon one."""
        if self.rate_of_fire is not None:
            return self.rate_of_fire
        return 2 if "Ultra" in self.modes else 1


class EquipmentKind(StrEnum):
    HEAT_SINK = "heat_sink"
    JUMP_JET = "jump_jet"
    HATCHET = "hatchet"
    # One critical slot of a spreadable construction item (endo steel, ferro-fibrous armor): it
    # weighs nothing itself; the structure or armor type counts the weight.
    SPREADABLE = "spreadable"
    # A Master Rules item of the seed 002 "other equipment" blocks (CASE, MASC, ECM, probes, C3,
    # Artemis IV, TAG, A-Pod, targeting computer, sword): its own tons and slots, or a formula.
    OTHER = "other"


class Equipment(CatalogRow):
    """Non-weapon equipment. Weight and slots may depend on the 'Mech's tonnage."""

    kind: EquipmentKind
    tons: float | None = None
    slots: int | None = None
    tonnage_divisor: int | None = None
    cost_per_ton: int | None = None

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


class ConstructionRow(_Frozen):
    """One construction type (engine, structure, armor, heat sink, gyro or cockpit type).

    A type of the seeds cites them in the YAML comments; a later-technology type (decision
    D-L2-LATER: light engine, compact gyro, small cockpit, stealth armor...) is flagged ``later``
    and names the ``source`` of its facts instead."""

    id: str
    name: str
    tech_base: RowTechBase
    rules_level: int
    intro_year: int | None = None
    mtf_names: tuple[str, ...] = ()
    mtf_clan_name: str | None = None  # the name written for a Clan design, when not the first
    later: bool = False
    source: str | None = None

    @model_validator(mode="after")
    def _later_rows_name_a_source(self) -> ConstructionRow:
        """A later-technology row names its source; a row of the seeds names none."""
        if self.later != (self.source is not None):
            raise ValueError(f"{self.id}: a later-technology row (later: true) names its source; "
                             "a row of the seeds has neither")
        return self

    @property
    def label(self) -> str:
        """The name a picker or summary shows: later technology says so."""
        return f"{self.name} (later technology)" if self.later else self.name


class EngineType(ConstructionRow):
    weight_factor: float
    side_torso_slots: int
    center_torso_slots: int = 6   # compact engine: 3 (the gyro follows them)


class StructureType(ConstructionRow):
    weight_factor: float
    slots: int
    slot_item: str | None = None


class ArmorType(ConstructionRow):
    points_multiplier: float
    slots: int
    slot_item: str | None = None
    heat: int = 0   # heat a turn while the armor works (stealth armor: 10)


class HeatSinkType(ConstructionRow):
    dissipation: int
    slots: int
    item: str


class GyroType(ConstructionRow):
    weight_factor: float
    slots: int


class CockpitType(ConstructionRow):
    tons: float
    # the head's fixed components slot by slot (None: free)
    head: tuple[str | None, ...] = ("Life Support", "Sensors", "Cockpit", None, "Sensors", "Life Support")


class ConstructionTables(_Frozen):
    """Every construction type, by table (``data/construction.yaml``)."""

    engines: tuple[EngineType, ...]
    structures: tuple[StructureType, ...]
    armors: tuple[ArmorType, ...]
    heat_sinks: tuple[HeatSinkType, ...]
    gyros: tuple[GyroType, ...]
    cockpits: tuple[CockpitType, ...]

    def table(self, name: str) -> tuple[ConstructionRow, ...]:
        return getattr(self, name)

    def row(self, table: str, type_id: str) -> ConstructionRow | None:
        return next((row for row in self.table(table) if row.id == type_id), None)

    def engine(self, type_id: str) -> EngineType | None:
        return next((row for row in self.engines if row.id == type_id), None)

    def structure(self, type_id: str) -> StructureType | None:
        return next((row for row in self.structures if row.id == type_id), None)

    def armor(self, type_id: str) -> ArmorType | None:
        return next((row for row in self.armors if row.id == type_id), None)

    def heat_sink(self, type_id: str) -> HeatSinkType | None:
        return next((row for row in self.heat_sinks if row.id == type_id), None)

    def gyro(self, type_id: str) -> GyroType | None:
        return next((row for row in self.gyros if row.id == type_id), None)

    def cockpit(self, type_id: str) -> CockpitType | None:
        return next((row for row in self.cockpits if row.id == type_id), None)


class EngineCost(_Frozen):
    """Engine price = per_rating_ton x rating x tonnage / divisor (fusion or internal combustion)."""

    fusion_per_rating_ton: int
    ice_per_rating_ton: int
    divisor: int

    def cost(self, rating: int, tonnage: float, fusion: bool = True) -> float:
        per = self.fusion_per_rating_ton if fusion else self.ice_per_rating_ton
        return per * rating * tonnage / self.divisor


class CommonTables(_Frozen):
    """Rule constants every weapon-carrying unit kind shares (``data/common.yaml``)."""

    engine_cost: EngineCost
    heat_sink_cost: int
    armor_cost_per_ton: int
    ammo_lot_tons: float
    half_ton_lot: float
