"""MegaMek 'Mek Text Format (.mtf) writer for 'Mechs (research/megameklab.md section 4.1).

Follows the layout of MegaMek's TRO 3039 files: lower-case keys with no space after the colon
(MegaMek reads ``mass:`` and ``heat sinks:`` by character position), the header keys in their
order, eleven armor lines, the ``Weapons:`` list, then one block of exactly 12 slot lines per
location in MegaMek's block order, ``-Empty-`` for empty slots and ``(R)`` for rear mounts.
Fluff, quirks, ``mul id:`` and ``role:`` are not written (the model does not hold them).
"""

from __future__ import annotations

from pathlib import Path

from designer.catalog import Weapon, catalog
from designer.formats.mtf_types import type_headers
from designer.formats.yaml_io import atomic_write_text
from designer.model import LOCATION_NAMES, AmmoBin, Mech, MechLocation, Mount
from designer.rules.mech.layout import SlotContent, SlotKind, critical_table

L = MechLocation
# MegaMek's block (and armor line) order: arms or front legs, torsos, head, legs or rear legs.
BIPED_BLOCKS = (L.LA, L.RA, L.LT, L.RT, L.CT, L.HD, L.LL, L.RL)
QUAD_BLOCKS = (L.FLL, L.FRL, L.LT, L.RT, L.CT, L.HD, L.RLL, L.RRL)
REAR_ARMOR_KEYS = (("RTL", L.LT), ("RTR", L.RT), ("RTC", L.CT))
SLOT_LINES = 12  # every block has 12 lines; only the location's slot count is used
EMPTY = "-Empty-"
ERA = 3025  # D-MTF-4: the model has no era; the 1987 rules are the 3025 era

# Catalog id -> the name MegaMek's files use in slot lines: each row's first mtf_names entry (the
# catalog holds read and write names in one place); ids not listed are spelled the same.
SLOT_NAMES = {item.id: item.write_name for item in (*catalog().weapons, *catalog().equipment)
              if item.write_name != item.id} | {"Engine": "Fusion Engine"}
# Catalog id -> the weapon part of MegaMek's ammunition name ("IS Ammo MG - Full").
AMMO_NAMES = {"Machine Gun": "MG"}


def write_mtf(mech: Mech, path: str | Path) -> None:
    """Saves a 'Mech as an MTF file, atomically.

    Raises:
        OSError: the folder is not writable or the disk is full (the old file is untouched).
    """
    atomic_write_text(path, mech_to_mtf(mech))


def mech_to_mtf(mech: Mech) -> str:
    """The MTF text of a 'Mech."""
    table = critical_table(mech)
    parts = [_identity(mech), _chassis(mech), _movement(mech), _armor(mech), _weapons(mech, table)]
    parts.extend(_block(mech, location, table[location]) for location in blocks_of(mech))
    return "\n\n".join(parts) + "\n"


def blocks_of(mech: Mech) -> tuple[MechLocation, ...]:
    return QUAD_BLOCKS if mech.is_quad else BIPED_BLOCKS


def _identity(mech: Mech) -> str:
    config = "Quad" if mech.is_quad else ("LAM" if mech.lam else "Biped")
    types = type_headers(mech)
    return "\n".join([
        f"chassis:{mech.chassis}", f"model:{mech.model}", "",
        f"Config:{config}", f"techbase:{types['techbase']}", f"era:{mech.year or ERA}",
        f"source:{mech.source}",
        f"rules level:{types['rules level']}",
        *(["", "quirk:no_arms"] if mech.weapon_pod_arms else []),
    ])


def _chassis(mech: Mech) -> str:
    return "\n".join([
        f"mass:{mech.tonnage}", f"engine:{type_headers(mech)['engine']}",
        f"structure:{type_headers(mech)['structure']}", "myomer:Standard",
    ])


def _movement(mech: Mech) -> str:
    return "\n".join([f"heat sinks:{type_headers(mech)['heat sinks']}", f"walk mp:{mech.walking_mp}",
                      f"jump mp:{mech.jump_mp}"])


def _armor(mech: Mech) -> str:
    """``armor:Standard(Inner Sphere)``, then front armor in block order, then rear RTL/RTR/RTC."""
    lines = [f"armor:{type_headers(mech)['armor']}"]
    lines += [f"{location.value} armor:{mech.armor.get(location, 0)}" for location in blocks_of(mech)]
    lines += [f"{key} armor:{mech.rear_armor.get(location, 0)}" for key, location in REAR_ARMOR_KEYS]
    return "\n".join(lines)


def _weapons(mech: Mech, table: dict[MechLocation, list[SlotContent | None]]) -> str:
    """``Weapons:N`` and one ``Name, Location`` line per placed weapon, in block and slot order
    (MegaMek skips this list and reads the slots; it is written for people and other tools)."""
    lines = []
    for location in blocks_of(mech):
        for content in _distinct_equipment(table[location]):
            mount = mech.equipment[_index(content)]
            if isinstance(catalog().find(mount.item), Weapon):
                rear = " (R)" if mount.rear else ""
                lines.append(f"{_item_name(mount)}, {LOCATION_NAMES[location]}{rear}")
    return "\n".join([f"Weapons:{len(lines)}", *lines])


def _index(content: SlotContent) -> int:
    """The mount or bin index of an equipment or ammunition slot (fixed slots have none)."""
    if content.index is None:
        raise ValueError(f"slot {content.name!r} has no equipment index")
    return content.index


def _distinct_equipment(slots: list[SlotContent | None]) -> list[SlotContent]:
    seen: set[int] = set()
    out = []
    for content in slots:
        if content is not None and content.kind is SlotKind.EQUIPMENT and content.index not in seen:
            seen.add(_index(content))
            out.append(content)
    return out


def _block(mech: Mech, location: MechLocation, slots: list[SlotContent | None]) -> str:
    lines = [f"{LOCATION_NAMES[location]}:"]
    lines += [_slot_line(mech, content) for content in slots]
    lines += [EMPTY] * (SLOT_LINES - len(slots))
    return "\n".join(lines)


def _slot_line(mech: Mech, content: SlotContent | None) -> str:
    if content is None:
        return EMPTY
    if content.kind is SlotKind.FIXED:
        return SLOT_NAMES.get(content.name, content.name)
    if content.kind is SlotKind.AMMO:
        return ammo_name(mech.ammo[_index(content)])
    mount = mech.equipment[_index(content)]
    return f"{_item_name(mount)} (R)" if mount.rear else _item_name(mount)


def _item_name(mount: Mount) -> str:
    """The MegaMek spelling of a mount's item; unknown items keep the name they were read with."""
    item = catalog().find(mount.item)
    name = item.id if item is not None else mount.item
    return SLOT_NAMES.get(name, name)


def ammo_name(ammo_bin: AmmoBin) -> str:
    """``IS Ammo <weapon>``; machine gun ammunition adds ``- Full`` or ``- Half``."""
    weapon = catalog().weapon(ammo_bin.weapon)
    name = weapon.id if weapon is not None else ammo_bin.weapon
    if weapon is not None and weapon.half_ton_ammo:
        return f"IS Ammo {AMMO_NAMES.get(name, name)} - {'Half' if ammo_bin.half else 'Full'}"
    return f"IS Ammo {AMMO_NAMES.get(name, name)}"
