"""The catalog beside the Criticals tab: every weapon, hatchet and ton of ammunition a player may
add straight into a slot, which of them fit a location, and adding one there. What fits is decided
by the placement rules of :mod:`designer.editing.criticals` (consecutive free slots of an allowed
location), applied to the design with the item added."""

from __future__ import annotations

from dataclasses import dataclass

from designer.catalog import EquipmentKind, catalog
from designer.editing import criticals
from designer.editing import mech as mech_edits
from designer.editing.criticals import EntryKind, EntryRef
from designer.model import Mech, MechLocation


@dataclass(frozen=True, slots=True)
class CatalogChoice:
    """One line of the list: a catalog item (``ammo``: a ton of that weapon's ammunition)."""

    item: str
    ammo: bool = False


def catalog_choices() -> list[CatalogChoice]:
    """Weapons in Weapons Table order, then hatchets, then one ton of ammunition per weapon that
    uses it: the items the Equipment tab offers."""
    weapons = catalog().weapons
    hatchets = [CatalogChoice(item.id) for item in catalog().equipment if item.kind is EquipmentKind.HATCHET]
    ammo = [CatalogChoice(weapon.id, ammo=True) for weapon in weapons if weapon.uses_ammo]
    return [CatalogChoice(weapon.id) for weapon in weapons] + hatchets + ammo


def with_choice(mech: Mech, choice: CatalogChoice) -> tuple[Mech, EntryRef]:
    """The design with the item added, unallocated, and the reference to the new entry."""
    if choice.ammo:
        return mech_edits.add_ammo(mech, choice.item), EntryRef(EntryKind.AMMO, len(mech.ammo))
    return mech_edits.add_item(mech, choice.item), EntryRef(EntryKind.MOUNT, len(mech.equipment))


def choice_label(mech: Mech, choice: CatalogChoice) -> str:
    """"Medium Laser  [1]": the name the slots show and the slots it needs on this design."""
    added, ref = with_choice(mech, choice)
    return f"{criticals.entry_label(added, ref)}  [{criticals.entry_size(added, ref)}]"


def first_slot_in(mech: Mech, choice: CatalogChoice, location: MechLocation) -> int | None:
    """The first slot of ``location`` where the item, once added, fits (None: it does not)."""
    added, ref = with_choice(mech, choice)
    if location not in criticals.allowed_locations(added, ref):
        return None
    slots = criticals.fitting_slots(added, ref).get(location)
    return slots[0] if slots else None


def choices_fitting(mech: Mech, location: MechLocation) -> list[CatalogChoice]:
    """The catalog items that fit ``location`` of the design as it stands."""
    return [choice for choice in catalog_choices() if first_slot_in(mech, choice, location) is not None]


def add_to_location(mech: Mech, choice: CatalogChoice, location: MechLocation) -> Mech:
    """Adds the item and places it in the first slot of ``location`` where it fits; the design
    is unchanged when it fits nowhere there."""
    slot = first_slot_in(mech, choice, location)
    if slot is None:
        return mech
    added, ref = with_choice(mech, choice)
    return criticals.place(added, ref, location, slot)
