"""The item catalogue a player can search: ``designer items`` prints it and an item picker can show
the same rows. One row per item of a unit kind's vocabulary (``catalog/names.py``): the name a file
writes, the name the sheet prints, tech base, year, rules level, weight, slots, damage, heat, Battle
Value and cost, as the tables give them (a blank where a table gives none: a size by formula, an
unpriced item)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass

from designer.catalog import Equipment, Weapon
from designer.catalog.battlearmor import BAItem
from designer.catalog.level2 import Level2Item
from designer.catalog.names import NamedRow
from designer.catalog.protomech_tables import ProtoItem
from designer.kinds import unit_kind

TECH_WORDS = {"is": "IS", "inner_sphere": "IS", "inner sphere": "IS", "clan": "Clan", "both": "both"}


@dataclass(frozen=True)
class ItemRow:
    """One item as the catalogue lists it (None: the table gives no such number)."""

    name: str
    sheet_name: str
    tech_base: str
    year: int | None
    rules_level: int | None
    tons: float | None
    slots: int | None
    damage: str
    heat: int | None
    bv: float | None
    cost: float | None
    category: str

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def item_rows(kind: str = "mech") -> list[ItemRow]:
    """Every item a unit of ``kind`` may name, sorted by name (ammunition left out: it is named by
    its weapon)."""
    rows = [_row(named) for named in unit_kind(kind).names().rows if named.role == "item"]
    known = (row for row in rows if row is not None)
    return sorted(known, key=lambda row: (row.sheet_name.casefold(), row.name))


def search_items(rows: Iterable[ItemRow], query: str = "", tech_base: str | None = None,
                 year: int | None = None) -> list[ItemRow]:
    """The rows whose name or sheet name has a word starting with each word of ``query`` (any case;
    ``er large`` finds the ER Large Lasers, not the Large Laser), of ``tech_base`` (IS / Clan; an
    item of both counts for each) and introduced by ``year`` (an item without a year counts as
    always available)."""
    words = _words(query)
    tech = TECH_WORDS.get(tech_base.casefold(), tech_base) if tech_base else None
    found = []
    for row in rows:
        names = _words(f"{row.name} {row.sheet_name}")
        if not all(any(name.startswith(word) for name in names) for word in words):
            continue
        if tech is not None and row.tech_base not in (tech, "both"):
            continue
        if year is not None and row.year is not None and row.year > year:
            continue
        found.append(row)
    return found


def _words(text: str) -> list[str]:
    return [word for word in re.split(r"[\s\-_/().]+", text.casefold()) if word]


def _row(named: NamedRow) -> ItemRow | None:
    source = named.source
    sheet = named.aliases[0] if named.aliases else named.write
    if isinstance(source, (Weapon, Equipment)):
        return _shared_row(named, source, sheet)
    if isinstance(source, BAItem):
        return ItemRow(named.write, source.name or named.write, named.tech, None, 2, source.kg / 1000,
                       source.slots, source.damage or "-", None, None, None, source.kind)
    if isinstance(source, Level2Item):
        return ItemRow(named.write, source.name, named.tech, source.intro_year, source.rules_level,
                       source.tons, source.slots, _level2_damage(source), source.heat, None, source.cost,
                       "weapon" if source.is_weapon else "equipment")
    if isinstance(source, ProtoItem):
        slots = 1 if source.role == "weapon" else None
        return ItemRow(named.write, sheet, named.tech, None, 2, source.tons, slots, source.damage,
                       source.heat, None, None, source.role)
    return None


def _shared_row(named: NamedRow, item: Weapon | Equipment, sheet: str) -> ItemRow:
    from designer.bv.tables import item_values
    from designer.rules.common.level2_prices import prices, weapon_price

    if isinstance(item, Weapon):
        return ItemRow(named.write, sheet, named.tech, item.intro_year, item.rules_level, item.tons,
                       item.slots, item.damage_text, item.heat, item_values().get(item.id),
                       weapon_price(item), "weapon")
    cost = prices()["other"].get(item.id, {}).get("cost")   # a price by formula is left blank
    price = cost if isinstance(cost, (int, float)) else None
    return ItemRow(named.write, sheet, named.tech, item.intro_year, item.rules_level, item.tons, item.slots,
                   "-", None, item_values().get(item.id), price, "equipment")


def _level2_damage(item: Level2Item) -> str:
    if item.damage is None:
        return item.special.damage or "-"
    if item.damage_per_missile is not None:
        return f"{item.damage_per_missile}/msl"
    return str(item.damage)
