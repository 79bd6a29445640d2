"""The Level 2 rows (``catalog/level2.py``) as rows of the shared catalog, so that one lookup,
``catalog().find(name)``, answers for every item a 'Mech may mount, 1987 or Master Rules.

- A seed 002 row that repeats a 1987 item (same id: the 1987 weapons, heat sink, hatchet, the
  double heat sinks of ``equipment.yaml``) is that 1987 row; nothing is added for it.
- Items both tables print as the same thing (``same_item_as``: the vehicle flamer, the heat sink,
  the artillery) become ONE row, the group's primary, serving both tech bases.
- Weapon tables (energy, ballistic, missile, artillery) give ``Weapon`` rows; the seed's blank or
  "*" heat and damage cells count 0. The "other equipment" block gives ``Equipment`` rows of kind
  ``other`` (sized by ``mech/level2_size.py``), TSM one ``spreadable`` slot per mount.
- The seed prints no prices (decision D-L2-8): a Level 2 row without a 1987 price costs 0 here, and
  `designer info` reports no cost for a design that mounts one (`level2_size.unpriced_items`).
- A 1987 row the Clan table prints too (Long Tom, Sniper, Thumper, heat sink) serves both tech bases.

These rows are looked up by name only; ``Catalog.weapons`` / ``Catalog.equipment`` (the lists the
GUI offers) stay the 1987 tables.
"""

from __future__ import annotations

from designer.catalog.level2 import Level2Item, Level2Table, level2_catalog
from designer.catalog.models import Equipment, EquipmentKind, RowTechBase, Weapon, WeaponCategory

# Item ids whose slots are spread one per mount over any locations (seed 002 line 577: TSM).
_SPREADABLE_IDS = frozenset({"IS TSM"})
# Later-technology jump jets (decision D-LATER-IS-5): jump-jet rows, weighed with the 'Mech's jump MP.
JUMP_JET_IDS = frozenset({"IS Improved Jump Jet", "Clan Improved Jump Jet"})


def _tech_base(item: Level2Item, twins: list[Level2Item]) -> RowTechBase:
    bases = {item.tech_base.value, *(twin.tech_base.value for twin in twins)}
    return RowTechBase.BOTH if len(bases) > 1 else RowTechBase(item.tech_base.value)


def _common(item: Level2Item, twins: list[Level2Item]) -> dict[str, object]:
    names = [*item.mtf_names, *(name for twin in twins for name in twin.mtf_names)]
    return {"id": item.id, "tech_base": _tech_base(item, twins), "rules_level": item.rules_level,
            "intro_year": item.intro_year, "mtf_names": tuple(dict.fromkeys(names)), "to_hit": item.to_hit,
            "modes": item.modes, "ammo_types": item.ammo_types, "spreadable": item.spreadable,
            "direct_fire": item.direct_fire, "tons_formula": item.tons_formula,
            "slots_formula": item.slots_formula}


def _weapon(item: Level2Item, twins: list[Level2Item]) -> Weapon:
    return Weapon.model_validate(_common(item, twins) | {
        "category": WeaponCategory(item.table.value), "heat": item.heat or 0, "damage": item.damage or 0,
        "damage_mark": item.special.damage if item.damage is None else None,
        "damage_per_missile": item.damage_per_missile, "missiles": item.missiles,
        "damage_adjacent": item.damage_adjacent,
        "damage_by_range": item.damage_by_range, "rate_of_fire": item.rate_of_fire,
        "min_range": item.min_range, "short": item.short,
        "medium": item.medium, "long": item.long, "max_range_mapsheets": item.max_range_mapsheets,
        "tons": item.tons or 0.0, "slots": item.slots or 0, "shots_per_ton": item.shots_per_ton,
        "half_ton_ammo": item.half_ton_ammo, "cost": item.cost or 0})


def _equipment(item: Level2Item, twins: list[Level2Item]) -> Equipment:
    if item.id in _SPREADABLE_IDS:
        return Equipment.model_validate(_common(item, twins) | {
            "spreadable": True, "kind": EquipmentKind.SPREADABLE, "tons": 0.0, "slots": 1})
    if item.id in JUMP_JET_IDS:
        return Equipment.model_validate(_common(item, twins) | {
            "kind": EquipmentKind.JUMP_JET, "tons": None, "slots": item.slots})
    return Equipment.model_validate(_common(item, twins) | {
        "kind": EquipmentKind.OTHER, "tons": item.tons, "slots": item.slots})


def level2_rows(existing_ids: set[str]) -> list[Weapon | Equipment]:
    """The shared-catalog rows of the Level 2 items whose ids ``existing_ids`` (the 1987 rows)
    does not hold, one per item group."""
    lib = level2_catalog()
    twins: dict[str, list[Level2Item]] = {}
    for item in lib.items:
        if item.same_item_as is not None:
            twins.setdefault(item.same_item_as, []).append(item)
    rows: list[Weapon | Equipment] = []
    for item in lib.items:
        if item.same_item_as is not None or item.id in existing_ids:
            continue
        build = _equipment if item.table is Level2Table.OTHER else _weapon
        rows.append(build(item, twins.get(item.id, [])))
    return rows


def names_of_existing(existing_ids: set[str]) -> dict[str, str]:
    """MegaMek names of the Level 2 rows that are 1987 items (the Inner Sphere rows with a 1987 id,
    and their Clan twins: ``CLLongTom``, ``Clan Heat Sink``) -> the 1987 id they stand for."""
    out: dict[str, str] = {}
    for item in level2_catalog().items:
        target = item.same_item_as or item.id
        if target in existing_ids:
            out.update({name: target for name in item.mtf_names})
    return out


def both_tech_bases(existing_ids: set[str]) -> list[str]:
    """The 1987 ids the Clan table prints too (``same_item_as``: the Long Tom, Sniper, Thumper and the
    heat sink), which serve both tech bases."""
    return sorted({item.same_item_as for item in level2_catalog().items
                   if item.same_item_as in existing_ids and item.tech_base.value == "Clan"})
