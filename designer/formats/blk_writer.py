"""MegaMek BLK writer for combat vehicles and fighters, and the file every kind's blocks are written
in (research/megameklab.md section 4.2), in the tag layout of MegaMek's TRO 3039 files (no fluff).

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
Weapons use MegaMek's spelling (``Autocannon/10``, ``LRM 10``); unknown items keep their name.
The pilot is not written (BLK files have none).
What a unit's ``meta`` kept from a BLK file (``blk_meta.py``: tags the rules do not read, year,
type, and the file's own lines of a block while they still say what the design says) is written back.
"""

from __future__ import annotations

from pathlib import Path

from designer.formats import fluff_keys
from designer.formats import blk_meta

from designer.catalog import Equipment, catalog
from designer.catalog.fighter_tables import fighter_level2_tables
from designer.catalog.vehicle_tables import vehicle_tables
from designer.formats.blk_fighter import EQUIPMENT_BLOCKS as FIGHTER_BLOCKS, FUEL_POINTS_PER_TON, FUSELAGE_TAG
from designer.formats.mtf_level2 import ammo_write_name
from designer.formats.mtf_writer import AMMO_NAMES, SLOT_NAMES
from designer.formats.yaml_io import atomic_write_text
from designer.kinds import kind_names, unit_kind
from designer.model.common import Document, UnitDocument
from designer.model.fighter import Fighter, FighterArmorLocation as A, FighterArmorType, FighterType
from designer.formats.blk_support_bays import BA_HANDLES_LINE
from designer.formats.blk_blocks import (WrittenBlock as Block, block, identity_blocks as _identity,
                                         source_blocks as _source)
from designer.model.vehicle import Vehicle, VehicleLocation as V, VehicleMotive as M

FIRST_LINE = "#building block data file"
UNIT_TYPES = {M.VTOL: "VTOL", M.NAVAL: "Naval", M.HYDROFOIL: "Naval", M.SUBMARINE: "Naval"}
MOTION_TYPES = {M.TRACKED: "Tracked", M.WHEELED: "Wheeled", M.HOVER: "Hover", M.VTOL: "VTOL", M.NAVAL: "Naval",
                M.HYDROFOIL: "Hydrofoil", M.SUBMARINE: "Submarine"}
VEHICLE_BLOCKS = (("Front Equipment", V.FRONT), ("Right Equipment", V.RIGHT), ("Left Equipment", V.LEFT),
                  ("Rear Equipment", V.REAR))
FIGHTER_BLOCK_NAMES = {location: key.title() for location, key in FIGHTER_BLOCKS.items()}


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


def _tail(unit: Vehicle | Fighter) -> list[Block]:
    return _source(unit) + [block("tonnage", f"{float(unit.tonnage):.1f}")]


# --- vehicles ---------------------------------------------------------------------------------------

def _transporters(vehicle: Vehicle) -> list[str]:
    """``cargobay:<tons>:<doors>`` for cargo (one door unless the design records more), an
    insulated cargo bay with one door (``insulatedcargobay:<tons>:1``, D-COST-3), one
    ``troopspace:<tons>`` per infantry platoon carried and one for the other troop space, the battle
    armor handles a combat vehicle has (a support vehicle's are its chassis's bays)."""
    insulated = [f"insulatedcargobay:{vehicle.insulated_cargo_tons:g}:1"] if vehicle.insulated_cargo_tons else []
    doors = max(1, (vehicle.cargo_doors or 1 + len(insulated)) - len(insulated))
    lines = [f"cargobay:{vehicle.cargo_tons:g}:{doors}"] if vehicle.cargo_tons else []
    lines += insulated
    space = vehicle_tables().infantry_cargo_tons
    troops = [f"troopspace:{vehicle.troop_space_tons:g}"] if vehicle.troop_space_tons else []
    handles = [BA_HANDLES_LINE] if vehicle.battle_armor_handles and vehicle.support is None else []
    return lines + [f"troopspace:{space[platoon]:g}" for platoon in vehicle.infantry] + troops + handles


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


# --- fighters ---------------------------------------------------------------------------------------

def _fighter(fighter: Fighter) -> list[Block]:
    conventional = fighter.type is FighterType.CONVENTIONAL
    blocks = _identity("ConvFighter" if conventional else "Aero", fighter)
    types = fighter_level2_tables()
    blocks += [block("motion_type", "Aerodyne"), block("SafeThrust", fighter.thrust),
               block("cockpit_type", types.cockpit(fighter.cockpit_type.value).blk_code),
               block("heatsinks", fighter.heat_sinks),
               block("sink_type", types.heat_sink(fighter.heat_sink_type.value).blk_code),
               block("fuel", _fuel_points(fighter)),
               block("engine_type", types.engine(fighter.engine.value).blk_code)]
    if fighter.armor_type is not FighterArmorType.STANDARD:  # MegaMek's armor type and its tech level
        blocks += [block("armor_type", types.armor(fighter.armor_type.value).blk_code),
                   block("armor_tech", 2 if fighter.armor_type is FighterArmorType.CLAN_FERRO_ALUMINUM else 1)]
    armor = fighter.armor
    aft = armor.get(A.FUSELAGE, 0) + armor.get(A.ENGINE, 0)
    blocks.append(block("armor", armor.get(A.NOSE, 0), armor.get(A.RIGHT_WING, 0), armor.get(A.LEFT_WING, 0), aft))
    if A.FUSELAGE in armor:
        blocks.append(block(FUSELAGE_TAG, armor[A.FUSELAGE]))
    for location, tag in FIGHTER_BLOCK_NAMES.items():
        items = [_fighter_item_name(m.item) for m in fighter.weapons if m.location is location]
        items += [line for b in fighter.ammo if b.location is location
                  for line in ammo_lines(b.weapon, b.tons, b.kind)]
        blocks.append(block(tag, *items))
    blocks += [block("Wings Equipment"), block("Fuselage Equipment", *_cargo_lines(fighter.cargo_tons))]
    return blocks + _tail(fighter)


def _fighter_item_name(item: str) -> str:
    """A weapon's MegaMek spelling; equipment (CASE, Artemis IV...) by its first MegaMek name."""
    found = catalog().find(item)
    return found.write_name if isinstance(found, Equipment) else weapon_name(item)


def _cargo_lines(tons: float) -> list[str]:
    """Cargo space as MegaMek's equipment lines: ``Cargo (1 ton)`` a ton, the rest in one line."""
    rest = round(tons - int(tons), 6)
    return ["Cargo (1 ton)"] * int(tons) + ([f"Cargo ({rest:g} tons)"] if rest else [])


def _fuel_points(fighter: Fighter) -> int:
    points = fighter.fuel_tons * FUEL_POINTS_PER_TON[fighter.type]
    if abs(points - round(points)) > 1e-6:
        raise ValueError(f"{fighter.fuel_tons:g} tons of fuel is not a whole number of MegaMek fuel points")
    return round(points)
