"""Edits of a DropShip or small craft: each returns a new, validated document (undo for free)."""

from __future__ import annotations

from typing import TypeVar

from designer.model.common import revised
from designer.dropship.model import Arc, CraftBay, CraftMount, LargeCraft

C = TypeVar("C", bound=LargeCraft)


_with = update = revised   # a copy with the changes, validated as a file would be


def set_armor(craft: C, arc: str, points: int) -> C:
    return _with(
        craft, armor={**{a.value: p for a, p in craft.armor.items()}, Arc(arc).value: max(points, 0)}
    )


def add_mount(
    craft: C, item: str, arc: str, bay: bool = True, shots: int | None = None, rear: bool = False
) -> C:
    mount = CraftMount(item=item, arc=Arc(arc), bay=bay, shots=shots, rear=rear)
    return _with(craft, equipment=[*(m.model_dump() for m in craft.equipment), mount.model_dump()])


def remove_mount(craft: C, index: int) -> C:
    kept = [m.model_dump() for i, m in enumerate(craft.equipment) if i != index]
    return _with(craft, equipment=kept)


def add_bay(craft: C, bay_type: str, size: float, doors: int) -> C:
    bay = CraftBay(type=bay_type, size=size, doors=doors)
    return _with(craft, bays=[*(b.model_dump() for b in craft.bays), bay.model_dump()])


def set_bay(craft: C, index: int, size: float, doors: int) -> C:
    bays = [b.model_dump() for b in craft.bays]
    bays[index] = {**bays[index], "size": size, "doors": doors}
    return _with(craft, bays=bays)


def remove_bay(craft: C, index: int) -> C:
    return _with(craft, bays=[b.model_dump() for i, b in enumerate(craft.bays) if i != index])


def set_complement(craft: C, **counts: int) -> C:
    """Changes who is aboard: crew, officers, gunners, passengers, marines, life boats..."""
    changed = {field: max(count, 0) for field, count in counts.items()}
    return _with(craft, complement={**craft.complement.model_dump(), **changed})
