"""Battle armor construction facts and equipment (decision D-BA-1), loaded from
``data/battlearmor/construction.yaml``, ``data/battlearmor/equipment.yaml`` and the rest of MegaMek's
battle armor catalogue, ``data/battlearmor/megamek_names.yaml`` (decision D-BA-CANON). The seeds
print no battle armor construction rules: every row names its ``source`` (MegaMek's facts)."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.infantry_weapons import infantry_weapon
from designer.catalog.loader import CatalogError, load_table
from designer.catalog.names import ItemNames, NamedRow, row_tech


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class WeightClassRow(_Frozen):
    id: str
    name: str
    max_kg: int
    chassis_kg: dict[str, int]
    arm_slots: int
    body_slots: dict[str, int]
    max_armor: int
    ground_kg: int
    max_ground: int
    kg_per_mp: dict[str, int]
    max_mp: dict[str, int]
    source: str


class ArmorRow(_Frozen):
    id: str
    name: str
    code: int
    kg: dict[str, int]
    slots: int
    source: str
    effect: str = ""   # what the armor does in play, as the record sheet prints it (decision D-SHEET4-BA1)


class BAConstruction(_Frozen):
    sources: dict[str, str]
    weight_classes: tuple[WeightClassRow, ...]
    free_ground_mp: dict[str, int]
    quad_extra_ground_mp: int
    anti_mech_weapons: dict[str, int | dict[str, int]]
    anti_personnel_mounts: dict[str, int | dict[str, int]]
    max_shots_per_slot: int
    squad_size: dict[str, int]
    max_troopers: int
    armor: tuple[ArmorRow, ...]

    def weight_class(self, wid: str) -> WeightClassRow:
        return next(row for row in self.weight_classes if row.id == wid)

    def armor_type(self, aid: str) -> ArmorRow | None:
        return next((row for row in self.armor if row.id == aid), None)

    def armor_by_code(self, code: int) -> ArmorRow | None:
        return next((row for row in self.armor if row.code == code), None)


class BAItem(_Frozen):
    """One battle armor item: ``kind`` weapon, ammo, manipulator, armor (the slots an armor type
    fills), equipment, attack (an anti-'Mech attack MegaMek lists: no weight, no slot) or
    ap_weapon (an infantry weapon for an anti-personnel mount)."""

    id: str
    names: tuple[str, ...] = ()
    kind: str
    name: str = ""
    tech_base: str = "both"
    kg: float = 0
    kg_by_class: dict[str, float] = {}  # kg by weight class id, for an item weighed by the class
    slots: int = 0
    damage: str = ""
    to_hit: int = 0   # the weapon's own to-hit modifier (pulse lasers -2)
    ranges: tuple[int, int, int] | None = None
    min_range: int = 0   # the minimum range (MegaMek minimumRange: the mortars, decision D-BA-UNSEEN-MORTAR)
    kg_per_shot: float = 0
    shots: int = 0  # one-shot launchers and the shots an ammo line holds by default
    weapon: str = ""  # ammunition: the weapon it feeds
    locations: tuple[str, ...] = ()  # where it may go; empty = anywhere
    pair: bool = False  # a manipulator that must be mounted on both arms
    source: str
    checked: bool = False  # the row was compared with the MegaMek source named
    effect: str = ""  # what the item does in play, as the record sheet prints it (decision D-SHEET4-BA1)

    def kg_for(self, weight_class: str) -> float:
        """What one suit of ``weight_class`` carries of this item: its class's figure, else ``kg``."""
        return self.kg_by_class.get(weight_class, self.kg)


class BAEquipment(_Frozen):
    sources: dict[str, str]
    items: tuple[BAItem, ...]

    def with_catalogue(self, more: BACatalogue) -> BAEquipment:
        """These rows with ``more``'s lookup names added to them and its rows after them."""
        unknown = set(more.aliases) - {row.id for row in self.items}
        if unknown:
            raise CatalogError(f"battle armor aliases name no row: {sorted(unknown)}")
        rows = tuple(row.model_copy(update={"names": (*row.names, *more.aliases.get(row.id, ()))})
                     for row in self.items)
        return self.model_copy(update={"items": rows + more.items})

    @functools.cached_property
    def _index(self) -> dict[str, BAItem]:
        index: dict[str, BAItem] = {}
        for row in self.items:
            for name in (row.id, *row.names):
                index[_key(name)] = row
        return index

    def find(self, name: str) -> BAItem | None:
        """The row MegaMek's ``name`` stands for; an infantry weapon the rows do not list is one for
        an anti-personnel mount, with the infantry table's facts (decision D-BA-AP-WEAPONS)."""
        return self._index.get(_key(name)) or _ap_weapon(name)


class BACatalogue(_Frozen):
    """MegaMek's battle armor names beyond the reference samples: more lookup names of existing
    rows (``aliases``, by row id) and new rows (``items``)."""

    aliases: dict[str, tuple[str, ...]] = {}
    items: tuple[BAItem, ...] = ()


@functools.lru_cache(maxsize=256)
def _ap_weapon(name: str) -> BAItem | None:
    """An anti-personnel mount's weapon from the infantry weapon table (TechManual p. 273; MegaMek's
    infantry weapon classes): its weight, a trooper's damage and range class ``r`` as ranges r/2r/3r
    hexes (the auto-rifle's range 1 prints 1/2/3)."""
    weapon = infantry_weapon(name)
    if weapon is None:
        return None
    reach = weapon.range
    return BAItem(id=weapon.name, names=weapon.aliases, kind="ap_weapon", name=weapon.name,
                  kg=round((weapon.tons or 0) * 1000, 3), damage=f"{weapon.damage:g}",
                  ranges=(reach, 2 * reach, 3 * reach), source=f"{weapon.source} (infantry weapon table)")


@functools.lru_cache(maxsize=4096)   # validation asks for the same few names hundreds of times a unit
def _key(name: str) -> str:
    return " ".join(name.casefold().split())


@functools.cache
def ba_construction() -> BAConstruction:
    """The construction facts (CatalogError when the data file is malformed)."""
    return load_table(BAConstruction, "battlearmor/construction.yaml")


@functools.cache
def ba_equipment() -> BAEquipment:
    """The battle armor items (CatalogError when a data file is malformed)."""
    more = load_table(BACatalogue, "battlearmor/megamek_names.yaml")
    return load_table(BAEquipment, "battlearmor/equipment.yaml").with_catalogue(more)


@functools.cache
def ba_item_names() -> ItemNames:
    """The battle armor vocabulary (``catalog/names.py``): every item by its id, MegaMek names and
    the name the sheet prints (``Battle Claw``, ``SRM 2``)."""
    rows = tuple(NamedRow(row.id, row_tech(row.tech_base), (row.id, *row.names),
                          (row.name,) if row.name else (), source=row) for row in ba_equipment().items)
    return ItemNames(rows)
