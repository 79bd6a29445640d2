"""MegaMek BattleArmor BLK files: read and write (research/megameklab.md section 4.2).

Format rules followed here:
- ``<chassis>`` biped or quad; ``<weightclass>`` 0..4 (PA(L), light, medium, heavy, assault);
  ``<Trooper Count>``; ``<cruiseMP>`` the ground MP; ``<jumpingMP>`` the jump, VTOL or UMU MP as
  ``<motion_type>`` (Leg, Jump, VTOL, UMU) says; ``<armor>`` the points of one suit;
  ``<armor_type>`` MegaMek's armor code (28 standard ... 38 reactive); ``<exoskeleton>`` true;
  ``<turret>`` ``Modular:N`` or ``Standard:N`` (N slots);
- ``<Squad Equipment>`` (Inner Sphere) or ``<Point Equipment>`` (Clan) holds the items of every
  suit, ``<Trooper N Equipment>`` those of trooper N only; a line is ``name[:Body|:LA|:RA|:TU]``
  with the marks ``:APM`` (in an anti-personnel mount), ``:SSWM`` (squad support weapon), ``:DWP``
  (detachable weapon pack) and ``:ShotsN#`` (ammunition: N shots), in any order.
The tech base is the file's own ``<type>`` (``IS Level 2``, ``Clan Level 2``). What the design does
not hold (``armor_tech``, ``originalBuildYear``...) is kept by ``blk_meta`` and written back.
"""

from __future__ import annotations

import re

from designer.catalog.battlearmor import ba_construction
from designer.formats.blk_blocks import BlkFile, WrittenBlock as Block, block, tech_type, unit_name
from designer.formats.errors import FormatError
from designer.battlearmor.model import BAChassis, BALocation, BAMotion, BAMount, BattleArmor, BAWeightClass
from designer.model.common import TechBase

WEIGHT_CLASSES = tuple(BAWeightClass)  # MegaMek's <weightclass> 0..4
MOTIONS = {"leg": BAMotion.GROUND, "jump": BAMotion.JUMP, "vtol": BAMotion.VTOL, "umu": BAMotion.UMU}
MOTION_NAMES = {BAMotion.GROUND: "Leg", BAMotion.JUMP: "Jump", BAMotion.VTOL: "VTOL", BAMotion.UMU: "UMU"}
LOCATIONS = {
    "body": BALocation.BODY,
    "la": BALocation.LEFT_ARM,
    "ra": BALocation.RIGHT_ARM,
    "tu": BALocation.TURRET,
}
LOCATION_NAMES = {
    value: name
    for name, value in (
        ("Body", BALocation.BODY),
        ("LA", BALocation.LEFT_ARM),
        ("RA", BALocation.RIGHT_ARM),
        ("TU", BALocation.TURRET),
    )
}
_SHOTS = re.compile(r"shots(\d{1,3})#", re.IGNORECASE)
# MegaMek's <type>: "IS Level 2", "Mixed (Clan Chassis) Level 3", or the tech base and a named rules
# level as its newer files write it ("Clan Advanced", "Mixed (Clan Chassis) Experimental").
_TYPE = re.compile(r"(is|clan|mixed \((is|clan) chassis\))(?:\s+(?:level\s+([1-4])|(\w+)))?", re.IGNORECASE)
# MegaMek's named rules levels as the numbered ones (decision D-BA-MIXED): Introductory is Level 1,
# Standard Level 2, Advanced Level 3, Experimental and Unofficial Level 4; a tech base alone ("Mixed
# (IS Chassis)") is Level 2, the Master Rules' battle armor, noted.
_NAMED_LEVELS = {"introductory": 1, "standard": 2, "advanced": 3, "experimental": 4, "unofficial": 4}
UNKNOWN_ARMOR = "megamek code "  # an armor code no row names: kept as "megamek code N"


def read_battle_armor(blk: BlkFile, unit_type: str = "battlearmor") -> BattleArmor:
    """A battle armor squad (``unit_type`` is always BattleArmor: a reader of the kind registry is
    given the unit type it reads)."""
    chassis, model = unit_name(blk)
    tech = _technology(blk)
    turret_slots, modular = _turret(blk)
    for kept in ("armor_tech", "transporters"):  # MegaMek's own: kept in meta, written back
        blk.all_lines(kept)
    return BattleArmor(
        chassis=chassis,
        model=model,
        **tech,
        body=_body(blk),
        weight_class=_weight_class(blk),
        troopers=blk.whole("trooper count", "battle armor needs <Trooper Count>"),
        ground_mp=blk.whole("cruisemp", "battle armor needs <cruiseMP>"),
        motion=_motion(blk),
        jump_mp=blk.optional_int("jumpingmp", 0),
        armor=blk.optional_int("armor", 0),
        armor_type=_armor_type(blk),
        exoskeleton=blk.text("exoskeleton").casefold() == "true",
        turret_slots=turret_slots,
        modular_turret=modular,
        equipment=tuple(_equipment(blk)),
        source=blk.text("source"),
    )


def _technology(blk: BlkFile) -> dict[str, object]:
    found = _TYPE.fullmatch(" ".join(blk.text("type").split()))
    year = blk.optional_int("year", 0)
    tech: dict[str, object] = {"year": year} if year > 0 else {}
    level = None if found is None else _level(found)
    if found is None or level is None:
        blk.note(blk.line_of("type"), "BLK-UNSUPPORTED-TECH", "no MegaMek <type>: read as Inner Sphere")
        return tech
    if not (found.group(3) or found.group(4)):
        blk.note(blk.line_of("type"), "BLK-UNSUPPORTED-TECH", "<type> names no rules level: read as Level 2")
    base = found.group(1).casefold()
    if base.startswith("mixed"):
        clan_chassis = found.group(2).casefold() == "clan"
        return tech | {"tech_base": TechBase.MIXED, "rules_level": level,
                       **({"clan_chassis": True} if clan_chassis else {})}
    tech_base = TechBase.CLAN if base == "clan" else TechBase.INNER_SPHERE
    return tech | {"tech_base": tech_base, "rules_level": level}


def _level(found: re.Match[str]) -> int | None:
    """The rules level a matched ``<type>`` names: its number, its name, or 2 when it names none."""
    if found.group(3):
        return int(found.group(3))
    return _NAMED_LEVELS.get(found.group(4).casefold()) if found.group(4) else 2


def _body(blk: BlkFile) -> BAChassis:
    line, value = blk.require("chassis", "battle armor needs <chassis> (biped or quad)")
    try:
        return BAChassis(value.strip().casefold())
    except ValueError:
        raise FormatError(
            f"<chassis> must be biped or quad, not {value[:30]!r}", source=blk.source, line=line
        ) from None


def _weight_class(blk: BlkFile) -> BAWeightClass:
    number = blk.whole("weightclass", "battle armor needs <weightclass> (0-4)")
    if number >= len(WEIGHT_CLASSES):
        raise FormatError(
            f"<weightclass> must be 0 to 4, not {number}",
            source=blk.source,
            line=blk.require("weightclass", "")[0],
        )
    return WEIGHT_CLASSES[number]


def _motion(blk: BlkFile) -> BAMotion:
    line, value = blk.require("motion_type", "battle armor needs <motion_type>")
    motion = MOTIONS.get(value.strip().casefold())
    if motion is None:
        raise FormatError(
            f"<motion_type> must be Leg, Jump, VTOL or UMU, not {value[:30]!r}", source=blk.source, line=line
        )
    return motion


def _armor_type(blk: BlkFile) -> str:
    code = blk.optional_int("armor_type", 28)
    row = ba_construction().armor_by_code(code)
    return row.id if row is not None else f"{UNKNOWN_ARMOR}{code}"


def _turret(blk: BlkFile) -> tuple[int, bool]:
    text = blk.text("turret")
    if not text:
        return 0, False
    kind, _, size = text.partition(":")
    if not size.strip().isdigit() or kind.strip().casefold() not in ("modular", "standard"):
        raise FormatError(
            f"<turret> must be Modular:N or Standard:N, not {text[:30]!r}",
            source=blk.source,
            line=blk.line_of("turret"),
        )
    return int(size), kind.strip().casefold() == "modular"


def _equipment(blk: BlkFile) -> list[BAMount]:
    mounts: list[BAMount] = []
    for key in ("squad equipment", "point equipment"):
        mounts += [parse_line(text) for _, text in blk.lines(key)]
    for trooper in range(1, 21):
        mounts += [parse_line(text, trooper) for _, text in blk.lines(f"trooper {trooper} equipment")]
    return mounts


def parse_line(text: str, trooper: int | None = None) -> BAMount:
    """``name[:Body|:LA|:RA|:TU][:APM][:SSWM][:DWP][:ShotsN#]`` -> a mount; a part that is none
    of these stays in the name (MegaMek names hold no colon)."""
    parts = [part.strip() for part in text.split(":")]
    name, fields = parts[0], dict[str, object](trooper=trooper)
    rest: list[str] = []
    for part in parts[1:]:
        key = part.casefold()
        shots = _SHOTS.fullmatch(part)
        if key in LOCATIONS and "location" not in fields:
            fields["location"] = LOCATIONS[key]
        elif key in ("apm", "sswm", "dwp"):
            fields[key] = True
        elif shots is not None:
            fields["shots"] = int(shots.group(1))
        else:
            rest.append(part)
    return BAMount.model_validate({"item": ":".join([name, *rest]), **fields})


def mount_line(mount: BAMount) -> str:
    """The BLK line of a mount (the reader's inverse)."""
    parts = [mount.item]
    if mount.location is not None:
        parts.append(LOCATION_NAMES[mount.location])
    parts += [flag for flag, on in (("APM", mount.apm), ("SSWM", mount.sswm), ("DWP", mount.dwp)) if on]
    if mount.shots is not None:
        parts.append(f"Shots{mount.shots}#")
    return ":".join(parts)


def battle_armor_blocks(unit: BattleArmor) -> list[Block]:
    """The BLK blocks of a squad, after the header (``blk_writer.own_blocks``)."""
    armor = ba_construction().armor_type(unit.armor_type)
    code = armor.code if armor is not None else _unknown_code(unit.armor_type)
    blocks = [
        block("UnitType", "BattleArmor"),
        block("Name", unit.chassis),
        block("Model", *([unit.model] if unit.model else [])),
        block("year", unit.year or 3050),
        block("type", _tech_type(unit)),
        block("chassis", unit.body.value),
        block("weightclass", WEIGHT_CLASSES.index(unit.weight_class)),
        block("Trooper Count", unit.troopers),
        block("motion_type", MOTION_NAMES[unit.motion]),
        block("cruiseMP", unit.ground_mp),
        block("jumpingMP", unit.jump_mp),
        block("armor", unit.armor),
        block("armor_type", code),
    ]
    if unit.exoskeleton:
        blocks.append(block("exoskeleton", "true"))
    if unit.turret_slots or unit.modular_turret:
        blocks.append(
            block("turret", f"{'Modular' if unit.modular_turret else 'Standard'}:{unit.turret_slots}")
        )
    # MegaMek writes a Point for a Clan-built squad (BLKBattleArmorFile: Entity.isClan(), which a mixed
    # squad on a Clan chassis is: decisions D-BA-MIXED, D-BA-UNSEEN-POINT), a Squad otherwise
    squad_tag = "Point Equipment" if unit.clan_built else "Squad Equipment"
    blocks.append(block(squad_tag, *(mount_line(m) for m in unit.equipment if m.trooper is None)))
    for trooper in range(1, max(unit.troopers, _last_trooper(unit)) + 1):
        blocks.append(
            block(
                f"Trooper {trooper} Equipment",
                *(mount_line(m) for m in unit.equipment if m.trooper == trooper),
            )
        )
    return blocks + ([block("source", unit.source)] if unit.source else [])


def _tech_type(unit: BattleArmor) -> str:
    """MegaMek's ``<type>``, a Clan chassis named as such (``Mixed (Clan Chassis) Level 3``)."""
    written = tech_type(unit)
    return written.replace("(IS Chassis)", "(Clan Chassis)") if unit.clan_chassis else written


def _last_trooper(unit: BattleArmor) -> int:
    return max((m.trooper for m in unit.equipment if m.trooper is not None), default=0)


def _unknown_code(armor_type: str) -> int:
    code = armor_type.removeprefix(UNKNOWN_ARMOR)
    if armor_type.startswith(UNKNOWN_ARMOR) and code.isdigit():
        return int(code)
    raise ValueError(f"battle armor type {armor_type!r} has no MegaMek armor code")
