"""Spreadable slots: endo steel, ferro-fibrous (light, heavy), stealth armor and triple-strength
myomer fill one critical slot per mount, spread over any locations (spec 2.3-2.4; TSM seed 002
line 565). Choosing the structure or armor type (or adding TSM) adds the mounts it needs and
places them at once in free slots (decision D-GUI2-1); they stay ordinary mounts afterwards, so a
player moves or unplaces them by hand like any other item."""

from __future__ import annotations

import functools

from designer.catalog import EquipmentKind, catalog
from designer.catalog.models import ArmorType, StructureType
from designer.mech.model import ARMS, LEGS, Mech, MechLocation, Mount
from designer.mech.checks_level2 import TSM_SLOT_COUNT
from designer.mech.construction import spreadable_slots
from designer.mech.layout import critical_table

L = MechLocation
# Where spreadable slots go first (D-GUI2-1): the arms, the legs, the head, then the center and
# side torsos, so that the torsos stay free for weapons, ammunition, CASE and jump jets.
SPREAD_ORDER = (*ARMS, *LEGS, L.HD, L.CT, L.LT, L.RT)


def _update(mech: Mech, **changes: object) -> Mech:
    return Mech.model_validate(mech.model_dump(by_alias=True) | changes)


def is_spreadable(item_id: str) -> bool:
    item = catalog().find(item_id)
    return getattr(item, "kind", None) is EquipmentKind.SPREADABLE


def is_type_slot(item_id: str) -> bool:
    """A slot of a structure or armor type (endo steel, ferro-fibrous...): the type adds and removes
    it, so the Equipment tab does not list it as carried equipment (the Criticals tab shows it)."""
    return item_id in _type_slot_items()


@functools.cache
def _type_slot_items() -> frozenset[str]:
    tables = catalog().construction
    rows: list[StructureType | ArmorType] = [*tables.structures, *tables.armors]
    return frozenset(row.slot_item for row in rows if row.slot_item is not None)


def spreadable_count(item_id: str) -> int:
    """Mounts one "add" of a spreadable catalog item makes: TSM fills six slots (seed 002 line 565);
    structure and armor slots come from their type (:func:`sync_spreadable`)."""
    item = catalog().find(item_id)
    return TSM_SLOT_COUNT if item is not None and "TSM" in item.id else 1


def sync_spreadable(mech: Mech) -> Mech:
    """Adds or removes the structure's and armor's spreadable mounts to the number their types
    need (unplaced ones go first when removing), then places every unplaced one in a free slot."""
    equipment = list(mech.equipment)
    for item_id, needed in spreadable_slots(mech).items():
        indexes = [i for i, mount in enumerate(equipment) if mount.item == item_id]
        if len(indexes) < needed:
            equipment += [Mount(item=item_id)] * (needed - len(indexes))
        elif len(indexes) > needed:
            by_unplaced = sorted(indexes, key=lambda i: (equipment[i].location is not None, -i))
            drop = set(by_unplaced[:len(indexes) - needed])
            equipment = [mount for i, mount in enumerate(equipment) if i not in drop]
    edited = mech if tuple(equipment) == mech.equipment else _update(mech, equipment=equipment)
    return place_spreadable(edited)


def place_spreadable(mech: Mech) -> Mech:
    """Puts every unplaced spreadable mount in a free slot, in :data:`SPREAD_ORDER`; what finds no
    free slot stays unallocated."""
    waiting = [i for i, mount in enumerate(mech.equipment)
               if mount.location is None and is_spreadable(mount.item)]
    return place_one_slot_mounts(mech, waiting)


def place_one_slot_mounts(mech: Mech, waiting: list[int]) -> Mech:
    """Puts the one-slot mounts ``waiting`` (indexes) in free slots, in :data:`SPREAD_ORDER`."""
    if not waiting:
        return mech
    table = critical_table(mech)
    free = [(loc, number) for loc in SPREAD_ORDER if loc in mech.locations
            for number, content in enumerate(table[loc], start=1) if content is None]
    equipment = list(mech.equipment)
    for index, (location, slot) in zip(waiting, free, strict=False):
        equipment[index] = equipment[index].model_copy(update={"location": location, "slot": slot})
    return _update(mech, equipment=equipment)


def add_spreadable(mech: Mech, item_id: str) -> Mech:
    """Adds a spreadable catalog item (TSM: its six slots) and places its mounts."""
    item = catalog().find(item_id)
    if item is None:
        raise KeyError(f"no catalog item called {item_id!r}")
    mounts = [Mount(item=item.id)] * spreadable_count(item.id)
    return place_spreadable(_update(mech, equipment=[*mech.equipment, *mounts]))
