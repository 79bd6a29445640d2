"""MegaMek BLK writer: the file and its shared blocks; each kind's registration names the writer of
its own blocks (``blk_blocks``: vehicles, fighters, conventional infantry...; research/megameklab.md
section 4.2), in the tag layout of MegaMek's TRO 3039 files (no fluff).

Format rules followed here:
- every block is ``<Tag>``, one value per line, ``</Tag>``, blocks separated by a blank line;
  the file starts with ``#building block data file``, ``<BlockVersion>1`` and ``<Version>MAM0``;
- ``<year>`` is 3025 and ``<type>`` ``IS Level 1`` (the model holds neither; the 1987 rules are
  the 3025 era, as decision D-MTF-4 for MTF files);
- vehicles: ``<UnitType>`` Tank, VTOL or Naval (naval, hydrofoil and submarine), ``<armor>``
  Front, Right, Left, Rear, then Turret (when the vehicle has one) or Rotor (VTOL); ammunition in
  ``<Body Equipment>`` one line per ton (``- Half`` for a half ton); cargo as
  ``cargobay:<tons>:1``, each carried platoon as ``troopspace:<3|4|6>``;
- fighters: ``<armor>`` Nose, Right Wing, Left Wing, Aft (= fuselage + engine armor), and
  ``<fuselage_armor>`` (MegaMek ignores it) when the design gives the fuselage armor; ``<fuel>``
  in fuel points (80 a ton AeroSpace, 160 conventional); ammunition bins in their location;
- infantry: ``<squad_size>`` x ``<squadn>`` = the men (7-man squads when they divide).
Weapons use MegaMek's spelling (``Autocannon/10``, ``LRM 10``); unknown items keep their name.
The pilot is not written (BLK files have none).
What a unit's ``meta`` kept from a BLK file (``blk_meta.py``: tags the rules do not read, year,
type, and the file's own lines of a block while they still say what the design says) is written back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from designer.formats import fluff_keys
from designer.formats import blk_meta

from designer.catalog import catalog
from designer.formats.megamek_names import AMMO_NAMES, SLOT_NAMES
from designer.formats.mtf_level2 import ammo_write_name
from designer.formats.yaml_io import atomic_write_text
from designer.kinds import kind_names, unit_kind
from designer.model.common import Document, UnitDocument
from designer.formats.blk_blocks import (WrittenBlock as Block, block, source_blocks as _source)

FIRST_LINE = "#building block data file"

def write_blk(unit: Document, path: str | Path) -> None:
    """Saves a vehicle, infantry platoon or fighter as a BLK file, atomically.

    Raises:
        TypeError: the unit is of a kind BLK files do not hold here ('Mechs, buildings).
        ValueError: a value the format cannot hold (a line break in a name, 0.3 tons of ammunition).
        OSError: the folder is not writable or the disk is full (the old file is untouched).
    """
    atomic_write_text(path, unit_to_blk(unit))


def unit_to_blk(unit: Document) -> str:
    """The BLK text of a vehicle, infantry platoon or fighter."""
    blocks = own_blocks(unit)
    meta: dict[str, object] = getattr(unit, "meta", {})
    if isinstance(unit, UnitDocument) and unit.fluff is not None:   # the Fluff tab's prose as MegaMek tags
        meta = fluff_keys.give(unit, fluff_keys.BLK_TAGS, blk=True)
    return blk_meta.render(FIRST_LINE, blk_meta.apply(meta, blocks), meta, render_block)


def own_blocks(unit: Document) -> list[Block]:
    """The blocks the writer makes from the design alone (no kept lines), header blocks first; the
    unit kind's registration (``designer.kinds``, ``blk_blocks``) names the writer of its blocks."""
    spec = unit_kind(unit) if getattr(unit, "kind", None) in kind_names() else None
    if spec is None or spec.blk_blocks is None or not isinstance(unit, spec.model):
        raise TypeError(f"BLK files here hold vehicles, infantry and fighters, not a {getattr(unit, 'kind', unit)!r}")
    header = [block("BlockVersion", 1), block("Version", "MAM0")]
    return header + list(spec.piece("blk_blocks")(unit))


def render_block(tag: str, values: list[str]) -> str:
    """``<tag>``, one value per line, ``</tag>``; a value must fit on one line and not be a comment."""
    if not tag.strip() or any(c in tag for c in "<>\n\r"):
        raise ValueError(f"<{tag[:30]}> is not a BLK tag")
    for value in values:
        broken = "\n" in value or "\r" in value
        if broken or value.strip().startswith("#") or value.strip().casefold() == f"</{tag.casefold()}>":
            raise ValueError(f"<{tag}> value {value[:30]!r} cannot be written on one BLK line")
    return "\n".join([f"<{tag}>", *(value.strip() for value in values), f"</{tag}>"])


class WeighedBlkUnit(Protocol):
    """A unit whose file closes with its ``<tonnage>`` (a vehicle, a fighter)."""

    @property
    def source(self) -> str: ...
    @property
    def tonnage(self) -> int: ...


def _tail(unit: WeighedBlkUnit) -> list[Block]:
    return _source(unit) + [block("tonnage", f"{float(unit.tonnage):.1f}")]


def weapon_name(item: str) -> str:
    """MegaMek's spelling of a weapon (a Level 2 row: its first MegaMek name); unknown items keep
    the name they were read with."""
    weapon = catalog().weapon(item)
    if weapon is None:
        return item
    return SLOT_NAMES.get(weapon.id, weapon.write_name)


def ammo_lines(weapon_name_: str, tons: float, kind: str = "standard") -> list[str]:
    """One ``IS Ammo <weapon>`` line per ton and ``... - Half`` for a half ton (machine guns
    always say ``- Full`` or ``- Half``); unknown ammunition is ``IS <name> Ammo``; a Level 2
    weapon's or a typed lot's ammunition its MegaMek name (``IS LB 10-X Cluster Ammo``, D-AMMO-1)."""
    if tons * 2 != int(tons * 2):
        raise ValueError(f"{tons:g} tons of {weapon_name_} ammunition is not in half tons")
    weapon = catalog().weapon(weapon_name_)
    if weapon is not None and weapon.uses_ammo and (weapon.rules_level > 1 or kind != "standard"):
        full, half = ammo_write_name(weapon.id, False, kind), ammo_write_name(weapon.id, True, kind)
        if full is not None:
            return [full] * int(tons) + ([half or full] if tons != int(tons) else [])
    if weapon is None or not weapon.uses_ammo:  # kept as read: "Vehicle Flamer" is a flamer, its ammo is not
        base, full = f"IS {weapon_name_} Ammo", f"IS {weapon_name_} Ammo"
    else:
        base = f"IS Ammo {AMMO_NAMES.get(weapon.id, weapon.id)}"
        full = f"{base} - Full" if weapon.half_ton_ammo else base
    return [full] * int(tons) + ([f"{base} - Half"] if tons != int(tons) else [])
