"""Loads the YAML rule tables into frozen models and indexes them for lookup."""

from __future__ import annotations

import functools
from importlib import resources
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from designer.catalog.models import (
    CommonTables,
    ConstructionTables,
    EngineRow,
    Equipment,
    MechTables,
    RowTechBase,
    StructureRow,
    Weapon,
)


# libyaml's safe loader when PyYAML has it (about ten times faster: the catalog loads in every
# command, so it sets start-up time); it builds the same values as the pure-Python one.
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class CatalogError(Exception):
    """A shipped data file is malformed (a bug in the package, not in a user's unit)."""


@functools.lru_cache(maxsize=8192)   # every lookup on the validation hot path normalises a name
def _normalise(name: str) -> str:
    return " ".join(name.casefold().replace("_", " ").split())


def load_data_file(name: str) -> Any:
    """Returns the parsed YAML of ``designer/catalog/data/<name>`` (as kept parsed between runs,
    ``data_cache.py``, while the files are unchanged).

    Raises:
        CatalogError: the file is missing or is not valid YAML.
    """
    from designer.catalog import data_cache

    kept = data_cache.parsed(name)
    if kept is not None:
        return kept
    return parse_data_file(resources.files("designer.catalog").joinpath("data", name), name)


def parse_data_file(path: Any, name: str) -> Any:
    """The YAML of one data file (``path``: a Path or a package resource). Raises CatalogError."""
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_SAFE_LOADER)
    except (OSError, yaml.YAMLError) as exc:
        raise CatalogError(f"catalog data file {name}: {exc}") from exc


Table = TypeVar("Table", bound=BaseModel)
Row = TypeVar("Row", bound=BaseModel)


def load_table(model: type[Table], name: str) -> Table:
    """The data file ``designer/catalog/data/<name>`` validated into ``model``: the one loader of
    every rule table (the unit kinds' tables cache it with ``functools.cache``).

    Raises:
        CatalogError: the file is missing, is not valid YAML, or does not fit ``model``.
    """
    try:
        return model.model_validate(load_data_file(name))
    except ValidationError as exc:
        raise CatalogError(f"catalog data file {name}: {exc}") from exc


def _parse(model: type[Row], rows: list[Any], source: str) -> tuple[Row, ...]:
    try:
        return tuple(model.model_validate(row) for row in rows)
    except ValidationError as exc:
        raise CatalogError(f"catalog data file {source}: {exc}") from exc


MAX_REMEMBERED_NAMES = 50_000


class Catalog:
    """All rule tables, with name lookup that accepts each item's MegaMek names (case-insensitive)."""

    def __init__(self) -> None:
        self.weapons: tuple[Weapon, ...] = _parse(Weapon, load_data_file("weapons.yaml")["weapons"], "weapons.yaml")
        self.equipment: tuple[Equipment, ...] = _parse(
            Equipment, load_data_file("equipment.yaml")["equipment"], "equipment.yaml"
        )
        self.engines: tuple[EngineRow, ...] = _parse(EngineRow, load_data_file("engines.yaml")["engines"], "engines.yaml")
        self.structure: tuple[StructureRow, ...] = _parse(
            StructureRow, load_data_file("structure.yaml")["structure"], "structure.yaml"
        )
        self.mech = load_table(MechTables, "mech_tables.yaml")
        self.construction = load_table(ConstructionTables, "construction.yaml")
        self.common = load_table(CommonTables, "common.yaml")
        self._engine_by_rating = {row.rating: row for row in self.engines}
        self._structure_by_tonnage = {row.tonnage: row for row in self.structure}
        self._items: dict[str, Weapon | Equipment] = {}
        items: tuple[Weapon | Equipment, ...] = (*self.weapons, *self.equipment)
        for item in items:
            for name in (item.id, *item.mtf_names):
                self._register(name, item)
        self._register_level2()
        self._found: dict[str, Weapon | Equipment | None] = {}   # name as asked -> row (find)

    def _register(self, name: str, item: Weapon | Equipment) -> None:
        key = _normalise(name)
        if key in self._items and self._items[key] is not item:
            raise CatalogError(f"catalog name {name!r} names both {self._items[key].id!r} and {item.id!r}")
        self._items[key] = item

    def _register_level2(self) -> None:
        """The Master Rules rows, found by name like the 1987 ones (``level2_rows.py``); a name a
        1987 row already holds stays the 1987 row's."""
        from designer.catalog.level2_rows import (  # level2 imports this module
            both_tech_bases, level2_rows, names_of_existing)

        existing = {item.id for item in self._items.values()}
        for item_id in both_tech_bases(existing):  # a 1987 item the Clan table prints too (Long Tom)
            self._share(self._items[_normalise(item_id)])
        for name, item_id in names_of_existing(existing).items():
            self._items.setdefault(_normalise(name), self._items[_normalise(item_id)])
        for row in level2_rows(existing):
            for name in (row.id, *row.mtf_names):
                self._items.setdefault(_normalise(name), row)

    def _share(self, item: Weapon | Equipment) -> None:
        """``item`` serves both tech bases: its row is replaced by one that says so."""
        shared = item.model_copy(update={"tech_base": RowTechBase.BOTH})
        if isinstance(shared, Weapon):
            self.weapons = tuple(shared if row is item else row for row in self.weapons)
        else:
            self.equipment = tuple(shared if row is item else row for row in self.equipment)
        self._items = {key: (shared if row is item else row) for key, row in self._items.items()}

    def find(self, name: str) -> Weapon | Equipment | None:
        """Returns the weapon or equipment called ``name`` (id or MegaMek name), or None."""
        try:
            return self._found[name]   # the validation hot path asks for the same names again and again
        except KeyError:
            if len(self._found) > MAX_REMEMBERED_NAMES:   # names read from files: kept bounded
                self._found.clear()
            found = self._found[name] = self._items.get(_normalise(name))
            return found
        except AttributeError:   # while the catalog is being built
            return self._items.get(_normalise(name))

    def remembered(self) -> dict[str, Weapon | Equipment | None]:
        """The names :meth:`find` has answered, with their rows (None: no row): a hot path looks a
        name up here and asks ``find`` only for a name it has not answered yet."""
        return self._found

    def rows(self) -> tuple[Weapon | Equipment, ...]:
        """Every row a name finds, once each: the 1987 rows, then the Level 2 and later ones."""
        return tuple({id(row): row for row in self._items.values()}.values())

    def weapon(self, name: str) -> Weapon | None:
        item = self.find(name)
        return item if isinstance(item, Weapon) else None

    def engine(self, rating: int) -> EngineRow | None:
        return self._engine_by_rating.get(rating)

    def structure_row(self, tonnage: int) -> StructureRow | None:
        return self._structure_by_tonnage.get(tonnage)

    @property
    def rating_range(self) -> tuple[int, int]:
        """The lowest and highest rating of the Engine Table (10 and 400)."""
        return min(self._engine_by_rating), max(self._engine_by_rating)

    def jump_jet_tons_per_mp(self, tonnage: int) -> float | None:
        for band in self.mech.jump_jets:
            if band.min_tonnage <= tonnage <= band.max_tonnage:
                return band.tons_per_mp
        return None


@functools.cache   # the process-wide catalog's answers: the same dict for the whole run
def answered() -> dict[str, Weapon | Equipment | None]:
    """The names the process-wide catalog has found (``Catalog.remembered``), for the hot paths
    (validating one 'Mech looks its items up some 500 times, rating it as many again):
    ``answered().get(name) or catalog().find(name)`` is ``catalog().find(name)``."""
    return catalog().remembered()


@functools.cache
def catalog() -> Catalog:
    """Returns the process-wide catalog, loading it on first use (from the cache when current)."""
    from designer.catalog.cache import catalogs

    return catalogs()[0]
