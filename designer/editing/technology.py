"""What an editor offers a design of a given technology, for every kind that carries the
technology fields (a 'Mech, a vehicle, a fighter, a building; decision D-L2K-1): the 1987 weapons
its tech base may mount, the Master Rules items of its tech base by its year, the rules level its
tech base starts at, and an item's name without its technology (the tech-base switch's matching,
decision D-GUI2-2)."""

from __future__ import annotations

import re
from typing import Protocol

from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.catalog.level2 import available
from designer.model.common import TechBase
from designer.rules.common.technology import MASTER_RULES_ERA, fits_tech_base

# The Level 2 catalog's tech bases each design tech base may draw on.
LEVEL2_BASES = {TechBase.INNER_SPHERE: ("IS",), TechBase.CLAN: ("Clan",), TechBase.MIXED: ("IS", "Clan")}
_PREFIX = re.compile(r"^(IS|Clan) ")


class HasTechnology(Protocol):
    """A design with a tech base and a year (a 'Mech, or a document with model.common.Technology)."""

    @property
    def tech_base(self) -> TechBase: ...

    @property
    def year(self) -> int | None: ...


def offered_year(unit: HasTechnology) -> int:
    """The year a Level 2 design is offered items by: its own, else the Master Rules era (decision
    D-ERA-1; the year validation holds them against)."""
    return unit.year if unit.year is not None else MASTER_RULES_ERA


def minimum_rules_level(tech_base: TechBase) -> int:
    """Clan and mixed technology are Level 2 (the Master Rules' tables, seed 002); Inner Sphere 1."""
    return 1 if tech_base is TechBase.INNER_SPHERE else 2


def table_weapons(unit: HasTechnology) -> list[Weapon]:
    """The weapons of the 1987 Weapons Table a design of ``unit``'s tech base may mount (every
    editor's list starts with them: the 'Mech's Equipment tab, the other kinds' weapon lists)."""
    return [w for w in catalog().weapons if fits_tech_base(w.tech_base, unit.tech_base)]


def level2_items(unit: HasTechnology) -> list[Weapon | Equipment]:
    """The Master Rules items of ``unit``'s tech base introduced by its year (by the Master Rules era
    without one), heat sinks and jump jets apart (the totals place them): what a Level 2 design is offered."""
    year = offered_year(unit)
    items: dict[str, Weapon | Equipment] = {}
    for base in LEVEL2_BASES[unit.tech_base]:
        for row in available(year, base):
            item = catalog().find(row.id)
            if item is not None and not _is_slot_mount(item):
                items.setdefault(item.id, item)
    return list(items.values())


def _is_slot_mount(item: Weapon | Equipment) -> bool:
    """Heat sinks and jump jets are placed by the heat sink and jump MP totals, not added by hand."""
    return isinstance(item, Equipment) and item.kind in (EquipmentKind.HEAT_SINK, EquipmentKind.JUMP_JET)


def base_name(name: str) -> str:
    """A name without its technology: "Clan ER Large Laser" -> "ER Large Laser", "LRM-10" -> "LRM 10"."""
    return re.sub(r"(?<=[A-Za-z])-(?=\d)", " ", _PREFIX.sub("", name)).casefold()
