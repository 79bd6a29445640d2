"""ProtoMech construction facts (decision D-PM-1), loaded from ``data/protomech/construction.yaml``
and ``data/protomech/items.yaml``. The seeds print no ProtoMech construction table: every row is
MegaMek's and names its ``source`` (the D-L2-LATER pattern).

``protomech_tables()`` holds the construction constants; ``find_item(name)`` resolves a MegaMek
name to a :class:`ProtoItem` (the Level 2 catalog's Clan row first, then the ProtoMech-sized rows)
and ``find_ammo(name)`` an ammunition name to a :class:`ProtoAmmoRow` with its kilograms a shot.
"""

from __future__ import annotations

import functools
from typing import Literal

from pydantic import BaseModel, ConfigDict

from designer.catalog.level2 import Level2Ammo, Level2Item, Level2Table, level2_catalog
from designer.catalog.loader import _normalise, load_table
from designer.catalog.names import ItemNames, NamedRow, row_tech

CLAN = "Clan"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TonnageLimits(_Frozen):
    min: int
    max: int
    standard_max: int   # heavier is an ultraheavy ProtoMech (decision D-PM3-5)
    source: str


class StructureRow(_Frozen):
    tonnage: int
    head: int
    torso: int
    legs: int
    quad_legs: int


class StructureTable(_Frozen):
    source: str
    main_gun: int
    main_gun_ultraheavy: int
    rows: tuple[StructureRow, ...]


class Step(_Frozen):
    """A value that holds below a tonnage (``below``): the first matching step applies."""

    below: int
    points: int = 0
    tons: float = 0.0


class MaxArmor(_Frozen):
    source: str
    head_base: int
    head_per_two_tons: int
    arms: tuple[Step, ...]
    main_gun_per_structure: int
    per_structure: int


class Weights(_Frozen):
    source: str
    structure_fraction: float
    cockpit: float
    cockpit_ultraheavy: float
    heat_sink: float
    armor_per_point: float


class EngineFacts(_Frozen):
    source: str
    run_factor: float
    quad_run_reduction: int
    round_above: int
    round_to: int
    small_below: int
    small_tons_per_point: float


class JumpJetFacts(_Frozen):
    source: str
    tons: tuple[Step, ...]
    extended_factor: int


class BoosterFacts(_Frozen):
    source: str
    fraction: float
    run_factor: int


class LocationLimit(_Frozen):
    slots: int
    quad_slots: int
    tons: float | None = None
    quad_tons: float | None = None


class LocationSet(_Frozen):
    torso: LocationLimit
    arm: LocationLimit
    main_gun: LocationLimit


class LocationLimits(LocationSet):
    """The limits of a standard ProtoMech, and in ``ultraheavy`` those of one over 9 t."""

    source: str
    ultraheavy: LocationSet


class HeatSinkFacts(_Frozen):
    source: str
    counted_with_ammo: tuple[str, ...]


class ProtoMechTables(_Frozen):
    tonnage: TonnageLimits
    structure: StructureTable
    max_armor: MaxArmor
    weights: Weights
    engine: EngineFacts
    jump_jets: JumpJetFacts
    myomer_booster: BoosterFacts
    locations: LocationLimits
    heat_sinks: HeatSinkFacts
    quad_min_run_mp: int
    tech_base: str
    intro_year: int
    tech_source: str

    def structure_row(self, tonnage: int) -> StructureRow | None:
        return next((row for row in self.structure.rows if row.tonnage == tonnage), None)


class ProtoWeaponRow(_Frozen):
    id: str
    names: tuple[str, ...]
    tons: float
    damage: int
    short: int
    medium: int
    long: int
    source: str


class ProtoEquipmentRow(_Frozen):
    id: str
    names: tuple[str, ...]
    role: Literal["jump_jet", "extended_jump_jet", "myomer_booster"]
    source: str


class ProtoAmmoRow(_Frozen):
    id: str
    weapon: str
    names: tuple[str, ...]
    kg_per_shot: float
    source: str


class ProtoItemRows(_Frozen):
    weapons: tuple[ProtoWeaponRow, ...]
    equipment: tuple[ProtoEquipmentRow, ...]
    ammo: tuple[ProtoAmmoRow, ...]


class NotProtoMechRow(_Frozen):
    """A Level 2 catalog item a ProtoMech may not mount, with why and MegaMek's fact (D-PM3-3)."""

    id: str
    reason: str
    source: str


class ProtoLegality(_Frozen):
    not_protomech: tuple[NotProtoMechRow, ...]


class ProtoItem(_Frozen):
    """An item a ProtoMech mounts, whichever table it comes from: ``role`` is ``weapon``,
    ``equipment`` (takes a slot: an active probe...), or a body item (jump jets, booster)."""

    id: str
    write_name: str
    role: str
    tons: float | None = None
    heat: int = 0
    energy: bool = False   # an energy weapon: needs heat sinks for its heat (D-PM-1)
    damage: str = "-"
    min_range: int = 0
    short: int | None = None
    medium: int | None = None
    long: int | None = None


@functools.cache
def protomech_tables() -> ProtoMechTables:
    """The construction constants, loaded on first use. Raises CatalogError when malformed."""
    return load_table(ProtoMechTables, "protomech/construction.yaml")


@functools.cache
def _item_rows() -> ProtoItemRows:
    return load_table(ProtoItemRows, "protomech/items.yaml")


@functools.cache
def _not_protomech() -> dict[str, NotProtoMechRow]:
    return {row.id: row for row in load_table(ProtoLegality, "protomech/legality.yaml").not_protomech}


def not_protomech(item_id: str) -> NotProtoMechRow | None:
    """The row saying a ProtoMech may not mount the item ``item_id`` (a catalog id), or None."""
    return _not_protomech().get(item_id)


@functools.cache
def _own_index() -> dict[str, ProtoItem | ProtoAmmoRow]:
    rows = _item_rows()
    index: dict[str, ProtoItem | ProtoAmmoRow] = {}
    for weapon in rows.weapons:
        item = ProtoItem(id=weapon.id, write_name=weapon.names[0], role="weapon", tons=weapon.tons,
                         damage=str(weapon.damage), short=weapon.short, medium=weapon.medium,
                         long=weapon.long)
        for name in (weapon.id, *weapon.names):
            index[_normalise(name)] = item
    for row in rows.equipment:
        item = ProtoItem(id=row.id, write_name=row.names[0], role=row.role)
        for name in (row.id, *row.names):
            index[_normalise(name)] = item
    for ammo in rows.ammo:
        for name in (ammo.id, *ammo.names):
            index[_normalise(name)] = ammo
    return index


def _from_level2(row: Level2Item) -> ProtoItem:
    return ProtoItem(id=row.id, write_name=row.mtf_names[0], role="weapon" if row.is_weapon else "equipment",
                     tons=row.tons, heat=row.heat or 0,
                     energy=(row.table is Level2Table.ENERGY and not row.uses_ammo)
                     or row.id in protomech_tables().heat_sinks.counted_with_ammo,
                     damage=str(row.damage) if row.damage is not None else "-", min_range=row.min_range,
                     short=row.short, medium=row.medium, long=row.long)


@functools.cache
def find_item(name: str) -> ProtoItem | None:
    """The item a MegaMek name (or a catalog id) stands for: the Clan Level 2 row, else the
    ProtoMech-sized row; None for an unknown name or an ammunition name."""
    own = _own_index().get(_normalise(name))
    if isinstance(own, ProtoItem):
        return own
    row = level2_catalog().get(name) or level2_catalog().find(name, CLAN)
    if isinstance(row, Level2Item):
        return _from_level2(row)
    return None


@functools.cache
def find_ammo(name: str) -> ProtoAmmoRow | None:
    """The ammunition a MegaMek name stands for, with its weapon and kilograms a shot."""
    own = _own_index().get(_normalise(name))
    if isinstance(own, ProtoAmmoRow):
        return own
    row = level2_catalog().get(name) or level2_catalog().find(name, CLAN)
    if isinstance(row, Level2Ammo):
        return ProtoAmmoRow(id=row.id, weapon=row.weapon, names=row.mtf_names,
                            kg_per_shot=1000 / row.shots_per_ton, source=row.source or row.seed or "")
    return None


def ammo_write_name(name: str) -> str:
    """The MegaMek spelling of an ammunition name (its first name), or the name as given."""
    own = _own_index().get(_normalise(name))
    if isinstance(own, ProtoAmmoRow):
        return own.names[0]
    row = level2_catalog().find(name, CLAN)
    return row.mtf_names[0] if isinstance(row, Level2Ammo) else name


EDITOR_EQUIPMENT_TONS = 1.0   # the Clan equipment rows the editor offers: probes, TAG, ECM...


def item_choices() -> tuple[ProtoItem, ...]:
    """Every item the editor offers a ProtoMech: the ProtoMech-sized rows, the Clan Level 2
    weapons, and the Clan equipment of at most a ton (a heavier item fits no ProtoMech location
    but the main gun, which holds a weapon); never an item a ProtoMech may not mount (D-PM3-3)."""
    own = {item.id: item for item in _own_index().values() if isinstance(item, ProtoItem)}
    level2 = [_from_level2(row) for row in level2_catalog().items if row.tech_base == CLAN
              and row.tons is not None and (row.is_weapon or row.tons <= EDITOR_EQUIPMENT_TONS)
              and not_protomech(row.id) is None]
    return tuple(sorted({**{i.id: i for i in level2}, **own}.values(), key=lambda i: i.id))


@functools.cache
def protomech_item_names() -> ItemNames:
    """The ProtoMech vocabulary (``catalog/names.py``): the ProtoMech-sized rows (Clan), then every
    Level 2 row and ammunition of both tech bases, so that an Inner Sphere item is recognised as one
    (a Clan ProtoMech that names it is told so) rather than unknown."""
    rows = _item_rows()
    own: list[ProtoWeaponRow | ProtoEquipmentRow] = [*rows.weapons, *rows.equipment]
    named = [NamedRow(row.id, CLAN, (row.id, *row.names), (row.id.removeprefix("ProtoMech "),),
                      source=find_item(row.id)) for row in own]
    named += [NamedRow(row.id, CLAN, (row.id, *row.names), role="ammo") for row in rows.ammo]
    named += [NamedRow(row.id, row_tech(row.tech_base), (row.id, *row.mtf_names), (row.name,),
                       source=row) for row in level2_catalog().items]
    named += [NamedRow(row.id, row_tech(row.tech_base), (row.id, *row.mtf_names), role="ammo")
              for row in level2_catalog().ammo]
    return ItemNames(tuple(named))
