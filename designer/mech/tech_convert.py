"""Switching a 'Mech between Inner Sphere and Clan technology: what has a counterpart of the new
tech base becomes that counterpart (XL -> Clan XL, endo steel -> Clan endo steel, double heat sinks
-> Clan double heat sinks, IS ER Large Laser -> Clan ER Large Laser...), kept in its slots; what
has none stays as it is and is listed, so the player decides (decision D-GUI2-2).

Counterparts are found by name, from the data: a construction row and its twin differ only by the
"Clan " prefix of the name (data/construction.yaml), an item and its twin by the "IS "/"Clan "
prefix of the id and the spelling of launchers ("LRM-10" / "Clan LRM 10"), among the items the
design's year makes available (``technology_edits.catalog_items``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from designer.catalog import catalog
from designer.mech import technology_edits as technology
from designer.mech import critical_edits as criticals
from designer.mech.edits import _update, sync_slot_mounts
from designer.mech.spreadable import sync_spreadable
from designer.editing.technology import base_name
from designer.mech.model import Mech
from designer.model.common import TechBase
from designer.mech.model import CONSTRUCTION_TABLES

@dataclass(frozen=True)
class Conversion:
    """The converted design, ``converted`` ("XL -> Clan XL") and ``unconverted`` (what has no
    counterpart and is kept as it was, or reset to standard for a construction type)."""

    mech: Mech
    converted: list[str] = field(default_factory=list)
    unconverted: list[str] = field(default_factory=list)


def convert_tech_base(mech: Mech, tech_base: TechBase) -> Conversion:
    """The design with ``tech_base`` and every counterpart swapped in (a mixed tech base keeps all)."""
    if tech_base is mech.tech_base:
        return Conversion(mech)
    converted: list[str] = []
    unconverted: list[str] = []
    target = _update(mech, tech_base=tech_base)
    types = {name: _type_counterpart(mech, target, name, converted, unconverted)
             for name in technology.CHOSEN_TYPES}
    target = _update(target, **types)
    if tech_base is not TechBase.MIXED:
        target = _swap_items(target, converted, unconverted)
    target = sync_slot_mounts(_update(target, rules_level=technology._rules_level(target)))
    target = _place_new_heat_sinks(sync_spreadable(target), mech)
    return Conversion(target, converted, unconverted)


def convert(mech: Mech, tech_base: TechBase) -> Mech:
    """:func:`convert_tech_base` as an edit (the document's ``edit`` takes a function)."""
    return convert_tech_base(mech, tech_base).mech


def _type_counterpart(mech: Mech, target: Mech, name: str, converted: list[str],
                      unconverted: list[str]) -> str:
    value = getattr(mech, name)
    choices = technology.construction_choices(target, name)
    if value in {row.id for row in choices}:
        return value
    row = catalog().construction.row(CONSTRUCTION_TABLES[name], value)
    label = name.removesuffix("_type").replace("_", " ").capitalize()
    twin = next((c for c in choices if row is not None and base_name(c.name) == base_name(row.name)), None)
    if twin is not None and row is not None:
        converted.append(f"{label}: {row.name} -> {twin.name}")
        return twin.id
    unconverted.append(f"{label}: {row.name if row else value} (none for this tech base: now Standard)")
    return technology.DEFAULT_TYPES[name]


def _swap_items(mech: Mech, converted: list[str], unconverted: list[str]) -> Mech:
    offered = {base_name(item.id): item.id for item in technology.catalog_items(mech)}
    allowed = set(offered.values())
    swaps: dict[str, str | None] = {}

    def twin(item_id: str) -> str:
        if item_id not in swaps:
            found = catalog().find(item_id)
            kind = getattr(found, "kind", None)
            if found is None or found.id in allowed or kind is not None and kind.value in _TOTALS:
                swaps[item_id] = None
            else:
                swaps[item_id] = offered.get(base_name(found.id))
                (converted if swaps[item_id] else unconverted).append(
                    f"{found.id} -> {swaps[item_id]}" if swaps[item_id] else f"{found.id} (no counterpart)")
        return swaps[item_id] or item_id

    equipment = [m.model_copy(update={"item": twin(m.item)}) for m in mech.equipment]
    ammo = [b.model_copy(update={"weapon": twin(b.weapon)}) for b in mech.ammo]
    return _update(mech, equipment=equipment, ammo=ammo)


# Mounts the totals and types make (heat sinks, jump jets, spreadable slots): never swapped by name.
_TOTALS = ("heat_sink", "jump_jet", "spreadable")


def _place_new_heat_sinks(mech: Mech, before: Mech) -> Mech:
    """Heat sinks of the new type replace the old ones unallocated: as many as were placed before
    go where they first fit."""
    placed_before = sum(1 for m in before.equipment if m.location is not None and _is_sink(m.item))
    for index, mount in enumerate(mech.equipment):
        if placed_before <= 0:
            break
        if mount.location is None and _is_sink(mount.item):
            mech = criticals.place_first_fit(mech, criticals.EntryRef(criticals.EntryKind.MOUNT, index))
            placed_before -= 1
    return mech


def _is_sink(item_id: str) -> bool:
    kind = getattr(catalog().find(item_id), "kind", None)
    return kind is not None and kind.value == "heat_sink"
