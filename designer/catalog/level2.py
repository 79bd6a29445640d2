"""The Master Rules (Level 2) catalog: every Inner Sphere and Clan row of the seed 002 weapons and
equipment tables (seed 002 lines 341-581) and their ammunition, loaded from
``designer/catalog/data/level2/*.yaml`` into frozen models.

- ``level2_catalog().find(name, tech_base)`` looks an item or an ammunition type up by any of its
  MegaMek names (case-insensitive, one table for everything).
- ``tons(item, mech_tonnage, weapons)`` / ``slots(...)`` size the variable items (hatchet, sword,
  MASC, targeting computer) by their formulas.
- ``available(year, tech_base)`` lists the items a design of that year and tech base may use.

The field names ``tech_base``, ``rules_level``, ``intro_year``, ``mtf_names``, ``to_hit``, ``modes``,
``ammo_types``, ``spreadable``, ``tons_formula`` and ``slots_formula`` are the ones the shared row
model in ``catalog/models.py`` takes, so these rows fold into the shared catalog unchanged.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from enum import StrEnum
from fractions import Fraction
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from designer.catalog.level2_improved_one_shot import improved_rows
from designer.catalog.loader import CatalogError, _normalise, load_data_file
from designer.catalog.models import Weapon, WeaponCategory

ITEM_FILES = ("is_weapons.yaml", "clan_weapons.yaml", "is_equipment.yaml", "clan_equipment.yaml")
AMMO_FILE = "ammo.yaml"
# Later technology (decision D-L2-LATER): items the seeds do not print but the canon TRO 3050-era
# files mount (ATM, rotary AC, heavy Gauss, C3i...). Their facts (tons, slots, heat, damage, ranges)
# are MegaMek's, cited by ``source``; the rows carry no seed lines.
LATER_ITEM_FILES = ("later_is_weapons.yaml", "later_clan_weapons.yaml", "later_is_equipment.yaml",
                    "later_clan_equipment.yaml", "later_vehicle_weapons.yaml", "later_vehicle_equipment.yaml")
LATER_AMMO_FILES = ("later_is_ammo.yaml", "later_clan_ammo.yaml", "later_vehicle_ammo.yaml")
# One-shot launchers (decision D-LATER-IS-4): the launchers that get an ``(OS)`` row.
ONE_SHOT_FILE = "later_one_shot.yaml"
ONE_SHOT_TONS = 0.5  # a one-shot launcher weighs its launcher plus half a ton, and carries no ammunition

# Later rows canon Level 2 fighters mount (decision D-FTR2-6).
FIGHTER_ITEM_FILES = ("later_fighter_weapons.yaml", "later_fighter_equipment.yaml")
FIGHTER_AMMO_FILES = ("later_fighter_ammo.yaml",)


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)   # built on first use


class TechBase(StrEnum):
    IS = "IS"
    CLAN = "Clan"


class Level2Table(StrEnum):
    """The five blocks of each seed 002 table."""

    ENERGY = "energy"
    BALLISTIC = "ballistic"
    MISSILE = "missile"
    ARTILLERY = "artillery"
    OTHER = "other"


class BattleForceValues(_Frozen):
    """The item's row of the 1987 Maximum Damage Table as extended in level2-spec.md section 5.1."""

    max_damage: int
    range: int | None
    range_rating: int | None
    close_attack: bool


class SeedLines(_Frozen):
    """The seed 002 line of each column of a row's block (names line first)."""

    name: int
    heat: int
    damage: int
    min: int
    short: int
    medium: int
    long: int
    tons: int
    slots: int
    shots: int


class SeedMarks(_Frozen):
    """The cells the seed prints as a mark instead of a number: "*" = see the special rules,
    "**" / "***" = the footnoted size formulas (seed 002 lines 455-457, 579-581)."""

    heat: str | None = None
    damage: str | None = None
    tons: str | None = None
    slots: str | None = None


class Level2Item(_Frozen):
    """One row of the seed 002 Inner Sphere or Clan weapons and equipment table."""

    id: str
    name: str
    table: Level2Table
    tech_base: TechBase
    rules_level: int = 2
    intro_year: int | None = None
    same_item_as: str | None = None
    mtf_names: tuple[str, ...]
    seed_name: str | None = None  # the seed's own name of the row; later rows have none
    heat: int | None
    damage: int | None
    damage_per_missile: int | None = None
    missiles: int | None = None
    damage_adjacent: int | None = None
    damage_by_range: tuple[int, int, int] | None = None   # damage that falls with range (snub-nose PPC)
    rate_of_fire: int | None = None   # shots a turn at most, when more than one (rotary AC)
    min_range: int = 0
    short: int | None = None
    medium: int | None = None
    long: int | None = None
    max_range_mapsheets: int | None = None
    tons: float | None = None
    slots: int | None = None
    tons_formula: str | None = None
    slots_formula: str | None = None
    shots_per_ton: int | None = None
    half_ton_ammo: bool = False
    cost: int | None = None
    to_hit: int = 0
    modes: tuple[str, ...] = ()
    ammo_types: tuple[str, ...] = ()
    spreadable: bool = False
    direct_fire: bool = False
    special: SeedMarks = SeedMarks()
    battleforce: BattleForceValues | None = None
    seed: str | None = None
    seed_lines: SeedLines | None = None
    seed_position: int | None = None
    source: str | None = None

    @model_validator(mode="after")
    def _seed_row_or_later_row(self) -> Level2Item:
        """A seed 002 row cites its seed lines; a later-technology row names its ``source`` instead."""
        seed_row = (self.seed is not None and self.seed_lines is not None and self.seed_position is not None
                    and self.seed_name is not None)
        if seed_row == (self.source is not None):
            raise ValueError(f"{self.id}: give either seed_name, seed, seed_lines and seed_position, "
                             "or source")
        return self

    @property
    def later(self) -> bool:
        """The item is later technology, outside the seed 002 tables (decision D-L2-LATER)."""
        return self.source is not None

    @property
    def is_weapon(self) -> bool:
        return self.table is not Level2Table.OTHER

    @property
    def uses_ammo(self) -> bool:
        return self.shots_per_ton is not None


class Level2Ammo(_Frozen):
    """One ammunition type: one ton (or half ton) per slot."""

    id: str
    weapon: str
    tech_base: TechBase
    kind: str
    shots_per_ton: int
    tons: float
    to_hit: int = 0
    explosive: bool = True
    mtf_names: tuple[str, ...]
    # A kind that changes what the weapon fires (the ATM's extended-range and high-explosive
    # missiles, decision D-LATER-CLAN-2): its damage per missile and range bands; None = the
    # weapon row's own.
    damage_per_missile: int | None = None
    min_range: int | None = None
    short: int | None = None
    medium: int | None = None
    long: int | None = None
    seed: str | None = None
    source: str | None = None
    same_item_as: str | None = None

    @model_validator(mode="after")
    def _seed_or_source(self) -> Level2Ammo:
        if (self.seed is None) == (self.source is None):
            raise ValueError(f"{self.id}: give either seed or source")
        return self

    @property
    def later(self) -> bool:
        return self.source is not None


Entry = Level2Item | Level2Ammo
_Row = TypeVar("_Row", Level2Item, Level2Ammo)

# A size formula: "<rounding>(<quantity>/<divisor>)" (level2-spec.md sections 2.7-2.9):
# ceil = up to the whole ton, ceil_half = up to the half ton, round = to the nearest (.5 up, as
# MegaMek's Math.round); quantity is the 'Mech's tonnage or its direct-fire weapon tons.
_FORMULA = re.compile(r"^(ceil|ceil_half|round)\((mech_tons|direct_fire_tons)/(\d+)\)$")


def evaluate(formula: str, mech_tonnage: int, direct_fire_tons: Fraction) -> Fraction:
    """The value of a size formula for a 'Mech of ``mech_tonnage`` tons.

    Raises:
        CatalogError: the formula is not of the form the data files use.
    """
    match = _FORMULA.match(formula)
    if match is None:
        raise CatalogError(f"level2 catalog: unknown size formula {formula!r}")
    rounding, quantity, divisor = match.groups()
    value = (Fraction(mech_tonnage) if quantity == "mech_tons" else direct_fire_tons) / int(divisor)
    if rounding == "ceil":
        return Fraction(math.ceil(value))
    if rounding == "ceil_half":
        return Fraction(math.ceil(value * 2), 2)
    return Fraction(math.floor(value + Fraction(1, 2)))


def direct_fire_tons(weapons: Iterable[Level2Item | Weapon]) -> Fraction:
    """Tons of the direct-fire weapons among ``weapons`` (what a targeting computer is sized by):
    energy and ballistic weapons, not AMS (level2-spec.md section 2.8; decision D-L2-7)."""
    total = Fraction(0)
    for weapon in weapons:
        if isinstance(weapon, Level2Item):
            if weapon.direct_fire and weapon.tons is not None:
                total += Fraction(weapon.tons)
        elif weapon.category in (WeaponCategory.ENERGY, WeaponCategory.BALLISTIC):
            total += Fraction(weapon.tons)
    return total


def tons(item: Level2Item, mech_tonnage: int, weapons: Iterable[Level2Item | Weapon] = ()) -> float:
    """Tons of ``item`` on a 'Mech of ``mech_tonnage`` tons carrying ``weapons``."""
    if item.tons_formula is None:
        if item.tons is None:
            raise CatalogError(f"level2 catalog: {item.id} has neither tons nor tons_formula")
        return item.tons
    return float(evaluate(item.tons_formula, mech_tonnage, direct_fire_tons(weapons)))


def slots(item: Level2Item, mech_tonnage: int, weapons: Iterable[Level2Item | Weapon] = ()) -> int:
    """Critical slots of ``item`` on a 'Mech of ``mech_tonnage`` tons carrying ``weapons``."""
    if item.slots_formula is None:
        if item.slots is None:
            raise CatalogError(f"level2 catalog: {item.id} has neither slots nor slots_formula")
        return item.slots
    return int(evaluate(item.slots_formula, mech_tonnage, direct_fire_tons(weapons)))


def _parse(model: type[_Row], rows: list[object], source: str) -> tuple[_Row, ...]:
    try:
        return tuple(model.model_validate(row) for row in rows)
    except ValidationError as exc:
        raise CatalogError(f"catalog data file level2/{source}: {exc}") from exc


def _rows(name: str, key: str) -> list[object]:
    data = load_data_file(f"level2/{name}")
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        raise CatalogError(f"catalog data file level2/{name}: needs a '{key}' list")
    return data[key]


def _item_rows(names: Iterable[str]) -> list[Level2Item]:
    items: list[Level2Item] = []
    for name in names:
        key = "weapons" if "weapons" in name else "equipment"
        items.extend(_parse(Level2Item, _rows(name, key), name))
    return items


def one_shot(launcher: Level2Item) -> Level2Item:
    """The one-shot version of ``launcher``: its slots, heat, damage and ranges, half a ton more, no
    ammunition, named ``<name> (OS)`` for each of the launcher's MegaMek names (D-LATER-IS-4), and
    ``<name>OS`` for each glued one (MegaMek's internal name, ``ISSRM4OS``, which older files write)."""
    if launcher.tons is None or not launcher.uses_ammo:
        raise CatalogError(f"level2 catalog: {launcher.id} is not a launcher with ammunition")
    return launcher.model_copy(update={
        "id": f"{launcher.id} (OS)", "name": f"{launcher.name} (OS)", "intro_year": launcher.intro_year,
        "mtf_names": _one_shot_names(launcher.mtf_names),
        "seed_name": None,
        "same_item_as": None, "tons": launcher.tons + ONE_SHOT_TONS, "shots_per_ton": None,
        "half_ton_ammo": False, "ammo_types": (), "cost": None, "seed": None, "seed_lines": None,
        "seed_position": None,
        "source": f"MegaMek one-shot launcher (F_ONESHOT): {launcher.id} + {ONE_SHOT_TONS} t, no ammunition"})


def _one_shot_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """``<name> (OS)`` for each launcher name, MegaMek's glued spelling first; and the glued internal
    name (``ISStreakSRM2OS``, ``ISLRM5OS``) that MegaMek writes too (decision D-MECH3-1)."""
    spaced = tuple(sorted((f"{name} (OS)" for name in names), key=_spaced))
    return spaced + tuple(f"{name}OS" for name in names if " " not in name)


def _spaced(name: str) -> bool:
    """False for MegaMek's glued spelling (``ISSRM4 (OS)``, the one the files write), sorted first."""
    return " " in name.removesuffix(" (OS)")


def _one_shot_rows(items: Iterable[Level2Item]) -> list[Level2Item]:
    by_id = {item.id: item for item in items}
    names = _rows(ONE_SHOT_FILE, "one_shot")
    missing = [name for name in names if name not in by_id]
    if missing:
        raise CatalogError(f"catalog data file level2/{ONE_SHOT_FILE}: no launcher {missing}")
    return [one_shot(by_id[str(name)]) for name in names] + improved_rows(
        by_id.values(), _rows(ONE_SHOT_FILE, "improved_one_shot"), ONE_SHOT_FILE)


def _ammo_rows(names: Iterable[str]) -> list[Level2Ammo]:
    return [row for name in names for row in _parse(Level2Ammo, _rows(name, "ammo"), name)]


class Level2Catalog:
    """The Level 2 rows and ammunition, indexed by every MegaMek name.

    Rows that are one item in both tables (the heat sink, the vehicle flamer, the Long Tom, Sniper
    and Thumper: ``same_item_as``) form one group; a name names one group, and ``find`` picks the
    group's member of the tech base asked for.
    """

    def __init__(self) -> None:
        # ``items`` / ``ammo``: every row, the seed 002 ones first, then later technology;
        # ``seed_items``: the seed 002 table rows alone.
        self.seed_items: tuple[Level2Item, ...] = tuple(_item_rows(ITEM_FILES))
        later = _item_rows((*LATER_ITEM_FILES, *FIGHTER_ITEM_FILES))
        self.items: tuple[Level2Item, ...] = (*self.seed_items, *later,
                                               *_one_shot_rows((*self.seed_items, *later)))
        ammo_files = (AMMO_FILE, *LATER_AMMO_FILES, *FIGHTER_AMMO_FILES)
        self.ammo: tuple[Level2Ammo, ...] = tuple(_ammo_rows(ammo_files))
        self._by_id: dict[str, Entry] = {}
        self._groups: dict[str, list[Entry]] = {}
        self._names: dict[str, str] = {}
        entries: list[Entry] = [*self.items, *self.ammo]
        for entry in entries:
            self._add(entry)

    def _add(self, entry: Entry) -> None:
        if entry.id in self._by_id:
            raise CatalogError(f"level2 catalog: id {entry.id!r} appears twice")
        self._by_id[entry.id] = entry
        group = entry.same_item_as or entry.id
        self._groups.setdefault(group, []).append(entry)
        for name in entry.mtf_names:
            key = _normalise(name)
            if self._names.setdefault(key, group) != group:
                raise CatalogError(f"level2 catalog: name {name!r} names {self._names[key]!r} and {group!r}")

    def get(self, item_id: str) -> Entry | None:
        """The row or ammunition type with this id."""
        return self._by_id.get(item_id)

    def group_of(self, name: str) -> str | None:
        """The item a MegaMek name stands for (its id, or the id its twins share), or None."""
        return self._names.get(_normalise(name))

    def find(self, name: str, tech_base: TechBase | str | None = None) -> Entry | None:
        """The row or ammunition type called ``name`` (any MegaMek spelling, any letter case).

        With ``tech_base``, an item both tables list as the same thing comes back as that tech base's
        row; a name of the other tech base's own item still finds that item (mixed technology is a
        validation question, not a lookup one).
        """
        group = self.group_of(name)
        if group is None:
            return None
        members = self._groups[group]
        if tech_base is not None:
            for member in members:
                if member.tech_base == tech_base:
                    return member
        return next((m for m in members if m.same_item_as is None), members[0])

    def available(self, year: int, tech_base: TechBase | str) -> tuple[Level2Item, ...]:
        """The rows of ``tech_base`` introduced by ``year``. Rows without a known year (the 1987
        weapons and the items of decision D-L2-8) count as available in every year."""
        return tuple(item for item in self.items if item.tech_base == tech_base
                     and (item.intro_year is None or item.intro_year <= year))

    def names(self) -> dict[str, str]:
        """Every normalised MegaMek name with the item group it names."""
        return dict(self._names)


_LOADED: list[Level2Catalog] = []   # the process-wide one, once loaded (``designer.catalog.cache``)


def use_catalog(rows: Level2Catalog) -> None:
    """Makes ``rows`` the process-wide Level 2 catalog (set once by ``designer.catalog.cache``)."""
    _LOADED[:] = [rows]


def level2_catalog() -> Level2Catalog:
    """The process-wide Level 2 catalog, loaded on first use (with the 1987 one, from the cache
    when it is current).

    Raises:
        CatalogError: a shipped data file is malformed.
    """
    if not _LOADED:
        from designer.catalog.cache import catalogs

        catalogs()
    return _LOADED[0]


def find(name: str, tech_base: TechBase | str | None = None) -> Entry | None:
    """``level2_catalog().find``: the row or ammunition type called ``name``."""
    return level2_catalog().find(name, tech_base)


def available(year: int, tech_base: TechBase | str) -> tuple[Level2Item, ...]:
    """``level2_catalog().available``: the rows a design of ``year`` and ``tech_base`` may use."""
    return level2_catalog().available(year, tech_base)
