"""BLK ProtoMechs (MegaMek ``BLKProtoMekFile``) <-> the ProtoMech document.

Format rules followed here (MegaMek's reader and the canon files):
- ``<UnitType>`` ProtoMech; ``<motion_type>`` Biped or Quad; ``<cruiseMP>`` the walking MP,
  ``<jumpingMP>`` the jump MP; ``<tonnage>`` whole tons (``5.0``);
- ``<armor>`` Head, Torso, Right Arm, Left Arm, Legs, then Main Gun: five values without a main
  gun, six with one (MegaMek decides the main gun location by that count);
- ``<Body Equipment>`` holds the ammunition as ``<name> (<shots>)`` and the jump jets and myomer
  booster; ``<Head|Torso|Right Arm|Left Arm|Legs|Main Gun Equipment>`` the located items;
- ``<type>`` gives the tech base and rules level (``Clan Level 2``), ``<year>`` the year.
The reader records what the file says; what breaks a rule is a finding (``protomech.validation``).
"""

from __future__ import annotations

import re
from typing import Any, cast

from designer.catalog.protomech_tables import ammo_write_name, find_ammo, find_item
from designer.formats.blk_blocks import (BlkFile, WrittenBlock as Block, armor_values, block, tech_type,
                                         technology, unit_name)
from designer.formats.errors import FormatError
from designer.protomech.model import ProtoAmmo, ProtoLocation as L, ProtoMech, ProtoMount, ProtoMotive

ARMOR_ORDER = (L.HEAD, L.TORSO, L.RIGHT_ARM, L.LEFT_ARM, L.LEGS, L.MAIN_GUN)
EQUIPMENT_BLOCKS = {L.HEAD: "Head Equipment", L.TORSO: "Torso Equipment",
                    L.RIGHT_ARM: "Right Arm Equipment", L.LEFT_ARM: "Left Arm Equipment",
                    L.LEGS: "Legs Equipment", L.MAIN_GUN: "Main Gun Equipment"}
MOTIONS = {"biped": ProtoMotive.BIPED, "quad": ProtoMotive.QUAD}
# MegaMek writes a glider ProtoMech as <motion_type> WiGE (BLKProtoMekFile): its rules are not
# catalogued, so such a file is refused by name, never read as a biped (decision D-PM3-4).
REFUSED_MOTIONS = {"wige": "a glider ProtoMech"}
_SHOTS = re.compile(r"(?P<name>.+?) \((?P<shots>\d{1,5})\)")


def read_protomech(blk: BlkFile, unit_type: str = "protomech") -> ProtoMech:
    """A ProtoMech (``unit_type`` ProtoMech or ProtoMek: a reader of the kind registry is given
    the unit type it reads)."""
    chassis, model = unit_name(blk)
    tonnage = _tonnage(blk)
    motion = blk.text("motion_type", "Biped")
    motive = MOTIONS.get(motion.casefold())
    if motive is None:
        what = REFUSED_MOTIONS.get(motion.casefold())
        problem = f" ({what}) is not supported" if what else " is not Biped or Quad"
        raise FormatError(f"ProtoMech motion type {motion[:20]!r}{problem}", source=blk.source,
                          line=blk.line_of("motion_type"))
    armor = armor_values(blk, 5, 6)
    _note_fixed_tags(blk)
    equipment, ammo = _equipment(blk)
    tech = technology(blk, []) or _inner_sphere(blk)
    return ProtoMech(chassis=chassis, model=model, tonnage=tonnage, motive=motive,
                     walk_mp=blk.whole("cruisemp", "a ProtoMech needs <cruiseMP>"),
                     jump_mp=blk.optional_int("jumpingmp", 0), main_gun=len(armor) == 6,
                     armor=dict(zip(ARMOR_ORDER, armor, strict=False)), equipment=equipment, ammo=ammo,
                     source=blk.text("source"), **tech)


# Tags whose value every ProtoMech shares (MegaMek writes them so): another value is noted, and the
# file's own lines are kept in meta (blk_meta) while the design still reads the same.
FIXED_TAGS = {"engine_type": ("0",), "internal_type": ("-1", "0"), "interface_cockpit": ("false",)}


def _note_fixed_tags(blk: BlkFile) -> None:
    for key, usual in FIXED_TAGS.items():
        value = blk.text(key, usual[0])
        if value.casefold() not in usual:
            blk.note(blk.line_of(key), "BLK-UNSUPPORTED-TECH", f"<{key}> {value[:20]!r} read as {usual[0]}")
    if blk.has("armor_type"):   # only standard ProtoMech armor is catalogued (decision D-PM3-4)
        value = blk.text("armor_type")
        blk.note(blk.line_of("armor_type"), "BLK-UNSUPPORTED-TECH",
                 f"<armor_type> {value[:20]!r} read as standard ProtoMech armor")
    for line, text in blk.lines("transporters"):
        blk.note(line, "BLK-UNKNOWN-TRANSPORTER", f"ProtoMech transporter {text[:40]!r} ignored")


def _inner_sphere(blk: BlkFile) -> dict[str, object]:
    """An ``IS Level n`` file is an Inner Sphere design, as its ``<type>`` says (the rules then
    report that ProtoMechs are Clan technology); a file without ``<type>`` keeps the default."""
    found = re.fullmatch(r"is\s+level\s+([1-4])", " ".join(blk.text("type").casefold().split()))
    if found is None:
        return {}
    year = blk.optional_int("year", 0)
    tech: dict[str, object] = {"tech_base": "inner_sphere", "rules_level": int(found.group(1))}
    return {**tech, "year": year} if year else tech


def _tonnage(blk: BlkFile) -> int:
    tons = blk.number("tonnage", "the ProtoMech's weight is required")
    if tons < 1 or tons != int(tons):
        raise FormatError(f"<tonnage> must be whole tons of at least 1, not {tons:g}", source=blk.source,
                          line=blk.line_of("tonnage"))
    return int(tons)


def _equipment(blk: BlkFile) -> tuple[tuple[ProtoMount, ...], tuple[ProtoAmmo, ...]]:
    mounts: list[ProtoMount] = []
    ammo: list[ProtoAmmo] = []
    for line, text in blk.lines("body equipment"):
        lot = _SHOTS.fullmatch(text.strip())
        if lot is not None:
            if find_ammo(lot["name"]) is None:
                blk.note(line, "BLK-UNKNOWN-AMMO", f"unknown ammunition {lot['name'][:60]!r} kept as written")
            ammo.append(ProtoAmmo(ammo=lot["name"], shots=int(lot["shots"])))
        else:
            mounts.append(_mount(blk, line, text, L.BODY))
    for location, tag in EQUIPMENT_BLOCKS.items():
        mounts += [_mount(blk, line, text, location) for line, text in blk.lines(tag.casefold())]
    return tuple(mounts), tuple(ammo)


def _mount(blk: BlkFile, line: int, text: str, location: L) -> ProtoMount:
    name = text.strip()
    found = find_item(name)
    if found is None:
        blk.note(line, "BLK-UNKNOWN-ITEM", f"{name[:60]!r} is not a known ProtoMech item; kept as written")
        return ProtoMount(item=name, location=location)
    return ProtoMount(item=found.id, location=location)


# --- writing ----------------------------------------------------------------------------------------

def protomech_blocks(proto: ProtoMech) -> list[Block]:
    """The BLK blocks of a ProtoMech, in the canon files' order (``blk_writer`` adds the header)."""
    model = [proto.model] if proto.model else []
    blocks = [block("UnitType", "ProtoMech"), block("Name", proto.chassis), block("Model", *model)]
    if proto.year:
        blocks.append(block("year", proto.year))
    blocks += [block("type", tech_type(cast(Any, proto))),   # the writer's one <type> spelling
               block("motion_type", proto.motive.value.title()), block("transporters"),
               block("cruiseMP", proto.walk_mp), block("jumpingMP", proto.jump_mp), block("engine_type", 0),
               block("internal_type", -1)]
    order = ARMOR_ORDER if proto.main_gun else ARMOR_ORDER[:-1]
    blocks.append(block("armor", *(proto.armor.get(location, 0) for location in order)))
    body = [f"{ammo_write_name(lot.ammo)} ({lot.shots})" for lot in proto.ammo]
    body += [_write_name(m.item) for m in proto.items_at(L.BODY)]
    blocks.append(block("Body Equipment", *body))
    for location, tag in EQUIPMENT_BLOCKS.items():
        if location is L.MAIN_GUN and not proto.main_gun and not proto.items_at(location):
            continue
        blocks.append(block(tag, *(_write_name(m.item) for m in proto.items_at(location))))
    if proto.source:
        blocks.append(block("source", proto.source))
    return blocks + [block("tonnage", f"{float(proto.tonnage):.1f}")]


def _write_name(name: str) -> str:
    found = find_item(name)
    return found.write_name if found is not None else name
