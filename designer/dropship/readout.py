"""A DropShip's or small craft's weapons and equipment as its Technical Readout lists them: each line
of the file with its arc (rear mounts marked) and its tons (the weights of
``weights.equipment_tons``, which the readout's equipment table gives as their total)."""

from __future__ import annotations

from designer.dropship.items import ammo_tons, facts, line_shots
from designer.dropship.model import LargeCraft


def readout_items(craft: LargeCraft) -> list[tuple[str, str, int | None, float]]:
    """(item, arc, None: large craft have no critical slots, tons) of every equipment line."""
    rows: list[tuple[str, str, int | None, float]] = []
    for mount in craft.equipment:
        item = facts(mount.item)
        tons = ammo_tons(item, line_shots(item, mount.shots)) if item.kind == "ammo" else item.tons
        where = str(mount.arc.value).replace("_", " ") + (" (R)" if mount.rear else "")
        name = f"{mount.item} ({mount.shots} shots)" if item.kind == "ammo" and mount.shots else mount.item
        rows.append((name, where, None, tons))
    return rows
