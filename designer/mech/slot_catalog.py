"""The catalog beside the Criticals tab: every item a player may add straight into a slot (what the
Equipment tab offers for the design's tech base and year, ``construction.catalog_items``, a ton of
each weapon's ammunition, and the spreadable slots of the chosen structure and armor types), which
of them fit a location, and adding one there. What fits is decided by the placement rules of
:mod:`designer.mech.critical_edits` (consecutive free slots of an allowed location), applied to the
design with the item added."""

from __future__ import annotations

from dataclasses import dataclass

from designer.catalog import Equipment, Weapon, catalog
from designer.mech import technology_edits as technology
from designer.mech import critical_edits as criticals
from designer.mech import edits as mech_edits
from designer.mech.critical_edits import EntryKind, EntryRef
from designer.mech.model import Mech, MechLocation
from designer.mech.construction import spreadable_slots
from designer.mech.layout import critical_table, mount_size


@dataclass(frozen=True, slots=True)
class CatalogChoice:
    """One line of the list: a catalog item (``ammo``: a ton of that weapon's ammunition)."""

    item: str
    ammo: bool = False


def catalog_choices(mech: Mech) -> list[CatalogChoice]:
    """The items the Equipment tab offers this design (its tech base and year), then the spreadable
    slots its structure and armor types still need (endo steel, ferro-fibrous: one slot each), then
    one ton of ammunition per offered weapon that uses it."""
    items = technology.catalog_items(mech)
    ammo = [CatalogChoice(item.id, ammo=True) for item in items
            if isinstance(item, Weapon) and item.uses_ammo]
    spread = [CatalogChoice(item) for item, needed in spreadable_slots(mech).items()
              if _placed(mech, item) < needed]
    return [CatalogChoice(item.id) for item in items] + spread + ammo


def _placed(mech: Mech, item: str) -> int:
    """Mounts of ``item`` in a slot (one unplaced by hand is offered again, to be placed)."""
    return sum(1 for mount in mech.equipment if mount.item == item and mount.location is not None)


def with_choice(mech: Mech, choice: CatalogChoice) -> tuple[Mech, EntryRef]:
    """The design with the item added, unallocated, and the reference to the new entry."""
    if choice.ammo:
        return mech_edits.add_ammo(mech, choice.item), EntryRef(EntryKind.AMMO, len(mech.ammo))
    return mech_edits.add_item(mech, choice.item), EntryRef(EntryKind.MOUNT, len(mech.equipment))


def choice_label(mech: Mech, choice: CatalogChoice) -> str:
    """"Medium Laser  [1]": the name the slots show and the slots it needs on this design; a
    spreadable slot says how many of those the design needs are in: "Endo Steel  [1]  (3 of 14 placed)"."""
    item = _item(choice)
    name = item.id if item is not None else choice.item
    shown = f"Ammo ({name})" if choice.ammo else name   # as criticals.entry_label names the entry
    label = f"{shown}  [{_size(mech, choice)}]"
    needed = spreadable_slots(mech).get(choice.item, 0) if not choice.ammo else 0
    return f"{label}  ({_placed(mech, choice.item)} of {needed} placed)" if needed else label


def first_slot_in(mech: Mech, choice: CatalogChoice, location: MechLocation) -> int | None:
    """The first slot of ``location`` where the item, once added, fits (None: it does not)."""
    added, ref = with_choice(mech, choice)
    if location not in criticals.allowed_locations(added, ref):
        return None
    slots = criticals.fitting_slots(added, ref).get(location)
    return slots[0] if slots else None


def choices_fitting(mech: Mech, location: MechLocation) -> list[CatalogChoice]:
    """The catalog items that fit ``location`` of the design as it stands: those allowed there whose
    size is no more than the location's longest run of free slots. The same answer as
    :func:`first_slot_in` for each choice, without building the design with every item added
    (one critical table instead of a hundred); a direct-fire weapon added to a design whose placed
    items are sized by its weapons (a targeting computer) may resize them, so it takes that way."""
    run = _longest_free_run(critical_table(mech)[location])
    resized = _sized_by_weapons(mech)
    fitting: list[CatalogChoice] = []
    for choice in catalog_choices(mech):
        item = _item(choice)
        if resized and isinstance(item, Weapon) and item.direct_fire and not choice.ammo:
            fits = first_slot_in(mech, choice, location) is not None
        else:
            fits = location in criticals.locations_for(mech, None if choice.ammo else item) \
                and _size(mech, choice) <= run
        if fits:
            fitting.append(choice)
    return fitting


def _item(choice: CatalogChoice) -> Weapon | Equipment | None:
    return catalog().weapon(choice.item) if choice.ammo else catalog().find(choice.item)


def _size(mech: Mech, choice: CatalogChoice) -> int:
    """Slots the item needs on this design (a ton of ammunition or an unknown item: one)."""
    item = None if choice.ammo else _item(choice)
    return mount_size(mech, item)[1] if item is not None else 1


def _longest_free_run(slots: list) -> int:
    longest = current = 0
    for content in slots:
        current = current + 1 if content is None else 0
        longest = max(longest, current)
    return longest


def _sized_by_weapons(mech: Mech) -> bool:
    """The design mounts an item whose size follows its direct-fire weapons (a targeting computer)."""
    for mount in mech.equipment:
        item = catalog().find(mount.item)
        formula = (getattr(item, "tons_formula", None) or "") + (getattr(item, "slots_formula", None) or "")
        if "direct_fire_tons" in formula:
            return True
    return False


def add_to_location(mech: Mech, choice: CatalogChoice, location: MechLocation) -> Mech:
    """Adds the item and places it in the first slot of ``location`` where it fits; the design
    is unchanged when it fits nowhere there. An unallocated entry of the same item (added on the
    Equipment tab) is placed instead of a second copy."""
    waiting = _waiting(mech, choice)
    if waiting is not None:
        fitting = criticals.fitting_slots(mech, waiting).get(location)
        return criticals.place(mech, waiting, location, fitting[0]) if fitting else mech
    slot = first_slot_in(mech, choice, location)
    if slot is None:
        return mech
    added, ref = with_choice(mech, choice)
    return criticals.place(added, ref, location, slot)


def _waiting(mech: Mech, choice: CatalogChoice) -> EntryRef | None:
    """The first unallocated entry that is ``choice``'s item (a ton of its ammunition)."""
    for ref in criticals.unallocated(mech):
        entry = ref.entry(mech)
        if choice.ammo and ref.kind is EntryKind.AMMO and getattr(entry, "weapon", None) == choice.item:
            return ref
        if not choice.ammo and ref.kind is EntryKind.MOUNT and getattr(entry, "item", None) == choice.item:
            return ref
    return None
