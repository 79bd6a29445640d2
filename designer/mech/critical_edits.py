"""Placing equipment in critical slots: where an item may go, the first place it fits, and
moves between slots. An item fills consecutive free slots of one location (seed 000, Complete
Record Sheet: "Certain weapons take up more than one critical space"); jump jets go in the legs
or torsos; only torso-mounted weapons can face the rear."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.mech.edits import _update
from designer.mech.model import ARMS, LEGS, LOCATION_NAMES, TORSOS, AmmoBin, Mech, MechLocation, Mount
from designer.mech.checks_slots import REAR_LOCATIONS
from designer.mech.layout import critical_table, mount_size, placements


class EntryKind(StrEnum):
    MOUNT = "mount"
    AMMO = "ammo"


@dataclass(frozen=True, slots=True)
class EntryRef:
    """One mount (index into ``mech.equipment``) or ammo bin (index into ``mech.ammo``)."""

    kind: EntryKind
    index: int

    def entry(self, mech: Mech) -> Mount | AmmoBin:
        return mech.equipment[self.index] if self.kind is EntryKind.MOUNT else mech.ammo[self.index]


def entry_size(mech: Mech, ref: EntryRef) -> int:
    """Critical slots the entry needs (an unknown item needs one)."""
    if ref.kind is EntryKind.AMMO:
        return 1
    item = catalog().find(mech.equipment[ref.index].item)
    return mount_size(mech, item)[1] if item is not None else 1


def allowed_locations(mech: Mech, ref: EntryRef) -> tuple[MechLocation, ...]:
    """Locations the entry may go: jump jets in legs and torsos, hatchets in arms, else any."""
    item = catalog().find(mech.equipment[ref.index].item) if ref.kind is EntryKind.MOUNT else None
    return locations_for(mech, item)


def locations_for(mech: Mech, item: Weapon | Equipment | None) -> tuple[MechLocation, ...]:
    """Locations an item (None: an ammo bin or an unknown item) may go on this design."""
    if isinstance(item, Equipment) and item.kind is EquipmentKind.JUMP_JET:
        return tuple(loc for loc in mech.locations if loc in LEGS or loc in TORSOS)
    if isinstance(item, Equipment) and item.kind is EquipmentKind.HATCHET:
        return tuple(loc for loc in mech.locations if loc in ARMS)
    return mech.locations


def unplace(mech: Mech, ref: EntryRef) -> Mech:
    entry = ref.entry(mech)
    changes: dict[str, object] = {"location": None, "slot": None}
    if isinstance(entry, Mount):
        changes["rear"] = False
        changes["split"] = None   # a split weapon placed again is placed whole (D-SPLIT-1)
        changes["slots"] = None   # and so is an item its file gave other slots (D-TRUST-1)
    return _replace(mech, ref, entry.model_copy(update=changes))


def _replace(mech: Mech, ref: EntryRef, entry: Mount | AmmoBin) -> Mech:
    field = "equipment" if ref.kind is EntryKind.MOUNT else "ammo"
    entries = list(getattr(mech, field))
    entries[ref.index] = entry
    return _update(mech, **{field: entries})


def fits(mech: Mech, ref: EntryRef, location: MechLocation, slot: int) -> bool:
    """True when the entry may start at ``slot`` (1-based) of ``location``: the location is
    allowed and every slot it needs is free (its own current slots count as free)."""
    if location not in allowed_locations(mech, ref):
        return False
    slots = critical_table(unplace(mech, ref))[location]
    size = entry_size(mech, ref)
    first = slot - 1
    return first >= 0 and first + size <= len(slots) and all(s is None for s in slots[first:first + size])


def fitting_slots(mech: Mech, ref: EntryRef) -> dict[MechLocation, list[int]]:
    """Every (location, first slot) where the entry fits: used to dim bad drop targets."""
    freed = critical_table(unplace(mech, ref))
    size = entry_size(mech, ref)
    out: dict[MechLocation, list[int]] = {}
    for location in allowed_locations(mech, ref):
        slots = freed[location]
        out[location] = [first + 1 for first in range(len(slots) - size + 1)
                         if all(s is None for s in slots[first:first + size])]
    return out


def first_fit(mech: Mech, ref: EntryRef) -> tuple[MechLocation, int] | None:
    """The first location and slot where the entry fits, torsos first, then arms, legs, head."""
    options = fitting_slots(mech, ref)
    order = [*TORSOS, *ARMS, *(loc for loc in mech.locations if loc in LEGS), MechLocation.HD]
    for location in order:
        if options.get(location):
            return location, options[location][0]
    return None


def place(mech: Mech, ref: EntryRef, location: MechLocation, slot: int) -> Mech:
    """Puts the entry at ``slot`` of ``location``; a weapon moved where nothing faces the rear
    (an arm) stops facing rear. Does not check the fit (validation reports overlaps): call
    :func:`fits` first."""
    entry = ref.entry(mech)
    changes: dict[str, object] = {"location": location, "slot": slot}
    if isinstance(entry, Mount):
        changes["split"] = None   # placed whole (a split: mech/split_edits.py)
        changes["slots"] = None   # in all its slots (D-TRUST-1)
        if location not in REAR_LOCATIONS:
            changes["rear"] = False
    return _replace(mech, ref, entry.model_copy(update=changes))


def place_first_fit(mech: Mech, ref: EntryRef) -> Mech:
    """Places the entry where it first fits; unchanged when it fits nowhere."""
    spot = first_fit(mech, ref)
    return place(mech, ref, *spot) if spot else mech


def can_face_rear(mech: Mech, ref: EntryRef) -> bool:
    """Only weapons in a torso, the head or a leg can face the rear (seed 000 line 1116, D-IX-1)."""
    if ref.kind is not EntryKind.MOUNT:
        return False
    entry = mech.equipment[ref.index]
    return isinstance(catalog().find(entry.item), Weapon) and entry.location in REAR_LOCATIONS


def toggle_rear(mech: Mech, ref: EntryRef) -> Mech:
    entry = ref.entry(mech)
    if not can_face_rear(mech, ref) or not isinstance(entry, Mount):
        return mech
    return _replace(mech, ref, entry.model_copy(update={"rear": not entry.rear}))


def unallocated(mech: Mech) -> list[EntryRef]:
    """Every mount and ammo bin not yet in a slot, in document order."""
    refs = [EntryRef(EntryKind.MOUNT, i) for i, m in enumerate(mech.equipment) if m.location is None]
    return refs + [EntryRef(EntryKind.AMMO, i) for i, b in enumerate(mech.ammo) if b.location is None]


def entry_label(mech: Mech, ref: EntryRef) -> str:
    entry = ref.entry(mech)
    if isinstance(entry, AmmoBin):
        return f"Ammo ({entry.weapon}){' half ton' if entry.half else ''}"
    return entry.item


def first_free_slot(mech: Mech, ref: EntryRef, location: MechLocation) -> int | None:
    """The first empty slot of ``location`` (1-based), whether or not the whole entry fits
    from there; None when the location is full or not allowed for the entry."""
    if location not in allowed_locations(mech, ref):
        return None
    slots = critical_table(unplace(mech, ref))[location]
    return next((number for number, content in enumerate(slots, start=1) if content is None), None)


def place_all(mech: Mech) -> Mech:
    """Places every unallocated entry where it first fits, biggest first; what fits nowhere
    stays unallocated."""
    refs = sorted(unallocated(mech), key=lambda ref: -entry_size(mech, ref))
    for ref in refs:
        mech = place_first_fit(mech, ref)
    return mech


def unplace_all(mech: Mech) -> Mech:
    for ref in [EntryRef(EntryKind.MOUNT, i) for i in range(len(mech.equipment))] + \
               [EntryRef(EntryKind.AMMO, i) for i in range(len(mech.ammo))]:
        if ref.entry(mech).location is not None:
            mech = unplace(mech, ref)
    return mech


def ref_at(mech: Mech, content_kind: str, index: int | None) -> EntryRef | None:
    """The entry a critical-table slot shows (None for fixed components)."""
    if index is None or content_kind == "fixed":
        return None
    return EntryRef(EntryKind.AMMO if content_kind == "ammo" else EntryKind.MOUNT, index)


def refusal(mech: Mech, ref: EntryRef, location: MechLocation, slot: int) -> str | None:
    """Why the entry may not start at ``slot`` of ``location`` (None when it may), in the words
    the Criticals tab shows when a drop is refused."""
    name, where = entry_label(mech, ref), LOCATION_NAMES[location]
    if location not in allowed_locations(mech, ref):
        allowed = ", ".join(LOCATION_NAMES[loc] for loc in allowed_locations(mech, ref))
        return f"{name} cannot go in the {where}: only in {allowed}."
    slots = critical_table(unplace(mech, ref))[location]
    size = entry_size(mech, ref)
    if slot - 1 + size > len(slots):
        room = len(slots) - slot + 1
        return f"{name} needs {size} slots in a row: the {where} has only {room} from slot {slot}."
    taken = [(number, content.label) for number, content in enumerate(slots, start=1)
             if slot <= number < slot + size and content is not None]
    if taken:
        number, label = taken[0]
        need = f"{size} free slots in a row" if size > 1 else "a free slot"
        return f"{name} needs {need}: slot {number} of the {where} holds {label}."
    return None


def hidden_overlaps(mech: Mech) -> dict[MechLocation, dict[int, list[str]]]:
    """Entries placed over a slot another entry already fills (the critical table shows the
    first claimant only): location -> slot -> the labels of the entries hidden there."""
    table = critical_table(mech)
    out: dict[MechLocation, dict[int, list[str]]] = {}
    for placed in placements(mech):
        slots = table.get(placed.location, [])
        for position in range(placed.first - 1, placed.first - 1 + placed.size):
            if 0 <= position < len(slots) and slots[position] != placed.content:
                out.setdefault(placed.location, {}).setdefault(position + 1, []).append(placed.content.label)
    return out


def is_locked(mech: Mech, ref: EntryRef, chassis_locked: bool) -> bool:
    """On an OmniMech configuration (``chassis_locked``), the fixed (not pod-mounted) equipment
    belongs to the chassis: it is changed on the base chassis only (TRO 3050 OmniMechs)."""
    entry = ref.entry(mech)
    return chassis_locked and isinstance(entry, Mount) and not entry.pod


def unallocated_slots(mech: Mech) -> int:
    """Slots the unallocated entries will need once placed (the status line's free slots count
    them as taken: what is bought but not placed still needs room)."""
    return sum(entry_size(mech, ref) for ref in unallocated(mech))
