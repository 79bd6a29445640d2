"""Technology edits of a 'Mech: tech base (Inner Sphere, Clan, mixed), year and construction types
(engine, structure, armor, heat sinks), and the catalog items a design of that technology may mount.

The choices are the rows of ``data/construction.yaml`` that fit the design's tech base (decision
D-ARCH-4, ``mech/construction.fits_tech_base``). A Level 2 design (rules level 2 or above, or a
year set) is offered the Master Rules items of its tech base introduced by its year
(``catalog/level2.available``), and so the later-technology types (light engine, compact gyro, small
cockpit, stealth armor...; decision D-L2-LATER): those introduced by its year, or by 3060, the Master
Rules era, without one (decision D-ERA-1)."""

from __future__ import annotations

from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.catalog.models import ConstructionRow
from designer.mech.edits import _update, sync_slot_mounts
from designer.mech.spreadable import sync_spreadable
from designer.editing.technology import level2_items, minimum_rules_level, offered_year, table_weapons
from designer.mech.model import Mech
from designer.model.common import TechBase
from designer.mech.model import CONSTRUCTION_TABLES
from designer.mech.construction import fits_tech_base

# The construction types a player chooses (gyro and cockpit since the later types).
CHOSEN_TYPES = ("engine_type", "structure_type", "armor_type", "heat_sink_type", "gyro_type", "cockpit_type")
DEFAULT_TYPES = {"engine_type": "fusion", "structure_type": "standard", "armor_type": "standard",
                 "heat_sink_type": "single", "gyro_type": "standard", "cockpit_type": "standard"}
TECH_BASE_NAMES = {TechBase.INNER_SPHERE: "Inner Sphere", TechBase.CLAN: "Clan", TechBase.MIXED: "Mixed"}


def construction_choices(mech: Mech, field: str) -> list[ConstructionRow]:
    """The rows of ``field``'s table a design of ``mech``'s tech base may choose; a later type only
    for a Level 2 design, by its year as the Master Rules items are (``catalog_items``)."""
    rows = catalog().construction.table(CONSTRUCTION_TABLES[field])
    return [row for row in rows if fits_tech_base(row.tech_base, mech.tech_base) and _in_era(row, mech)]


def _in_era(row: ConstructionRow, mech: Mech) -> bool:
    if not row.later:
        return True
    year = offered_year(mech)
    return is_level2(mech) and (row.intro_year is None or row.intro_year <= year)


def _rules_level(mech: Mech) -> int:
    """The design's rules level raised to what it uses: a Level 2 type or Clan technology is Level 2."""
    used = [catalog().construction.row(CONSTRUCTION_TABLES[f], getattr(mech, f)) for f in CHOSEN_TYPES]
    level = max([row.rules_level for row in used if row is not None], default=1)
    return max(mech.rules_level, level, minimum_rules_level(mech.tech_base))


def set_construction(mech: Mech, field: str, value: str) -> Mech:
    """Chooses a construction type (``field`` one of CHOSEN_TYPES, ``value`` a row id)."""
    if field not in CHOSEN_TYPES:
        raise KeyError(f"{field!r} is not a construction type the player chooses")
    edited = _update(mech, **{field: value}, fixed_slots={})  # the new type's fixed slots (D-TRUST-2)
    return sync_spreadable(sync_slot_mounts(_update(edited, rules_level=_rules_level(edited))))


def set_tech_base(mech: Mech, tech_base: TechBase) -> Mech:
    """New tech base; each chosen type the new tech base cannot use goes back to the 1987 type."""
    edited = _update(mech, tech_base=tech_base, fixed_slots={})   # laid out as the rules do (D-TRUST-2)
    kept = {field: getattr(edited, field) if getattr(edited, field) in
            {row.id for row in construction_choices(edited, field)} else DEFAULT_TYPES[field]
            for field in CHOSEN_TYPES}
    edited = _update(edited, **kept)
    return sync_slot_mounts(_update(edited, rules_level=_rules_level(edited)))


def set_year(mech: Mech, year: int | None) -> Mech:
    """The in-universe year the design is built (None: not set)."""
    return _update(mech, year=year)


def is_level2(mech: Mech) -> bool:
    return mech.rules_level >= 2 or mech.year is not None


def catalog_items(mech: Mech) -> list[Weapon | Equipment]:
    """The weapons and equipment the Equipment tab (and the Criticals tab's list) offers: the 1987
    weapons and hatchet the tech base may use, and for a Level 2 design the Master Rules items of its
    tech base by its year."""
    items: list[Weapon | Equipment] = [
        *table_weapons(mech),
        *(e for e in catalog().equipment
          if e.kind is EquipmentKind.HATCHET and fits_tech_base(e.tech_base, mech.tech_base))]
    if not is_level2(mech):
        return items
    seen = {item.id for item in items}
    return items + [item for item in level2_items(mech) if item.id not in seen]
