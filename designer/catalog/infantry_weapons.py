"""Personal infantry weapons and infantry armor kits by the name MegaMek writes (a plain lookup any
part of the core may use, e.g. to value infantry weapons mounted on a support vehicle), loaded from
``data/infantry/infantry_weapons.yaml``; every figure carries its source there."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class InfantryWeapon(_Frozen):
    """One personal weapon: damage a trooper, range class, tons, crew, BV and cost a weapon."""

    name: str
    aliases: tuple[str, ...] = ()
    damage: float
    range: int
    tons: float | None   # None: the source gives no weight
    crew: int
    bv: float
    cost: int
    support: bool
    encumbering: bool
    source: str
    burst: bool = False   # fires bursts: -1 at the same hex when it is the primary weapon


class ArmorKit(_Frozen):
    """One infantry armor kit: its damage divisor, whether it encumbers, cost a trooper."""

    name: str
    aliases: tuple[str, ...] = ()
    table_row: str
    divisor: float
    encumbering: bool
    cost: int
    source: str
    stealth_bv: float = 0.0   # added to Battle Value's defensive movement factor (DEST, sneak suits)


class InfantryWeaponTables(_Frozen):
    weapons: tuple[InfantryWeapon, ...]
    armor_kits: tuple[ArmorKit, ...]


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


@functools.cache
def _tables() -> InfantryWeaponTables:
    return load_table(InfantryWeaponTables, "infantry/infantry_weapons.yaml")


@functools.cache
def _weapons() -> dict[str, InfantryWeapon]:
    return {_key(alias): w for w in _tables().weapons for alias in (w.name, *w.aliases)}


@functools.cache
def _kits() -> dict[str, ArmorKit]:
    return {_key(alias): k for k in _tables().armor_kits for alias in (k.name, *k.aliases)}


def infantry_weapon(name: str) -> InfantryWeapon | None:
    """The weapon MegaMek calls ``name`` (any of its lookup names, case and spacing ignored), or None.

    Raises:
        CatalogError: the data file is missing or malformed.
    """
    return _weapons().get(_key(name))


def armor_kit(name: str) -> ArmorKit | None:
    """The armor kit MegaMek calls ``name``, or None for a kit not catalogued."""
    return _kits().get(_key(name))


def infantry_weapons() -> tuple[InfantryWeapon, ...]:
    return _tables().weapons


def armor_kits() -> tuple[ArmorKit, ...]:
    return _tables().armor_kits


class MotiveLimits(_Frozen):
    squad_size: int
    squads: int
    troopers: int
    ground_mp: int
    jump_mp: int
    mechanized: bool


class CostMultipliers(_Frozen):
    anti_mech: float
    motive: dict[str, float]
    beast_movement: dict[str, float]
    specialisation: dict[str, float]


class RangeBands(_Frozen):
    same_hex: int
    bands: tuple[tuple[int, int], ...]


class LaterPlatoonTables(_Frozen):
    motives: dict[str, MotiveLimits]
    squad_cap: dict[str, int]
    engineer_or_mountain_troopers: int
    secondary_per_squad: int
    secondary_cap: dict[str, int]
    field_gun_min_crew: int
    primary_damage_cap: float
    weapon_cost_factor: float
    cost_multipliers: CostMultipliers
    trooper_tons: dict[str, float]
    bv_type_modifier: dict[str, float]
    range_bands: dict[int, RangeBands]
    anti_mech_gear_tons: float


@functools.cache
def later_platoon_tables() -> LaterPlatoonTables:
    """The later platoon's limits by motive (``data/infantry/later_platoon.yaml``)."""
    return load_table(LaterPlatoonTables, "infantry/later_platoon.yaml")


class BeastSize(_Frozen):
    troopers_per_creature: int
    creatures_per_platoon: int
    support_weapons_per_creature: int
    leg_attacks: bool
    swarm_attacks: bool


class BeastMount(_Frozen):
    name: str
    size: str
    tons: float
    mp: int
    movement: str
    burst_dice: int
    vehicle_damage: int
    divisor: float
    max_water_depth: int | None   # None: any depth
    ground_mp: int


class BeastTables(_Frozen):
    sizes: dict[str, BeastSize]
    mounts: tuple[BeastMount, ...]
    rider_tons: float
    cost_per_ton: float

    def mount(self, name: str) -> BeastMount | None:
        return next((m for m in self.mounts if _key(m.name) == _key(name)), None)


@functools.cache
def beast_tables() -> BeastTables:
    """The beast mounts and their size classes (``data/infantry/beast_mounts.yaml``)."""
    return load_table(BeastTables, "infantry/beast_mounts.yaml")
