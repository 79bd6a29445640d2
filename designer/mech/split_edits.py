"""Splitting a weapon over two locations in the editor (decision D-SPLIT-1), Qt-free: a weapon of
a Level 2 design placed from a slot of an outer location (arm, leg, side torso) to that location's
last slot, continued at the first free slots of the next location inward that hold the rest."""

from __future__ import annotations

from designer.catalog import Weapon, catalog
from designer.mech.critical_edits import EntryKind, EntryRef, _replace, entry_size, place, unplace
from designer.mech.model import Mech, MechLocation, Mount
from designer.mech.model import SplitSlots
from designer.mech.checks_split import INWARD
from designer.mech.layout import critical_table


def split_spot(mech: Mech, ref: EntryRef, location: MechLocation, slot: int) -> SplitSlots | None:
    """Where the rest of the weapon goes when it starts at ``slot`` of ``location`` and runs past
    its last slot; None when it may not be split there (not a weapon, a rules level 1 design, no
    location inward, a taken slot, or no room inward)."""
    if ref.kind is not EntryKind.MOUNT or mech.rules_level < 2 or location not in INWARD:
        return None
    if not isinstance(catalog().find(mech.equipment[ref.index].item), Weapon):
        return None
    table = critical_table(unplace(mech, ref))
    own = table[location]
    size, here = entry_size(mech, ref), len(own) - slot + 1
    rest = size - here
    if slot < 1 or rest < 1 or any(content is not None for content in own[slot - 1:]):
        return None
    inner = table[INWARD[location]]
    for first in range(len(inner) - rest + 1):
        if all(content is None for content in inner[first:first + rest]):
            return SplitSlots(location=INWARD[location], slot=first + 1, slots=rest)
    return None


def place_split(mech: Mech, ref: EntryRef, location: MechLocation, slot: int) -> Mech:
    """The weapon split from ``slot`` of ``location`` into the next location inward; unchanged
    when :func:`split_spot` finds no place."""
    spot = split_spot(mech, ref, location, slot)
    if spot is None:
        return mech
    placed = place(mech, ref, location, slot)
    mount = placed.equipment[ref.index]
    assert isinstance(mount, Mount)
    return _replace(placed, ref, mount.model_copy(update={"split": spot}))


def split_options(mech: Mech, ref: EntryRef) -> dict[MechLocation, tuple[int, SplitSlots]]:
    """Per outer location the item does not fit in whole: the first slot from which it may be split
    into the next location inward, and where the rest goes (what the placement menu offers)."""
    out: dict[MechLocation, tuple[int, SplitSlots]] = {}
    if ref.kind is not EntryKind.MOUNT:
        return out
    table = critical_table(unplace(mech, ref))
    for location in (loc for loc in mech.locations if loc in INWARD):
        for slot in range(1, len(table[location]) + 1):
            spot = split_spot(mech, ref, location, slot)
            if spot is not None:
                out[location] = (slot, spot)
                break
    return out
