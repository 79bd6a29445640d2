"""MegaMek BLK DropShips (``<UnitType>`` Dropship) and small craft (SmallCraft) -> LargeCraft, and
back. Every line keeps the file's own spelling: an equipment line is ``[(R) ][(B) ]name[:shots]``
(``(B)`` opens a weapon bay, ``(R)`` fires into the side's aft arc, ``:shots`` an ammunition
line's shots; ``name:SIZE:n`` a variable-size item's size); a ``<transporters>`` line is
``type:size:doors[:number[:platoon[:facing:flags]]]`` (the last two as later MegaMek files write
them). Tags the rules do not read (``originalBuildYear``, ``armor_tech``, ``engine_type``...) stay in
the unit's meta and are written back (``designer.formats.blk_meta``)."""

from __future__ import annotations

from typing import cast

from designer.formats.blk_blocks import BlkFile, armor_values, parse_number, unit_name
from designer.formats.errors import FormatError
from designer.kinds import unit_kinds
from designer.model.common import TechBase
from designer.dropship.model import (
    ARMOR_ARCS,
    Arc,
    Complement,
    CraftArmor,
    CraftBay,
    CraftMount,
    DesignType,
    HeatSinkType,
    LargeCraft,
    Shape,
)

UNIT_TYPES = {"dropship": "Dropship", "smallcraft": "SmallCraft"}  # BLK <UnitType> -> written spelling
ARMOR_CODES = {
    41: CraftArmor.STANDARD,
    40: CraftArmor.PRIMITIVE,
    19: CraftArmor.FERRO_ALUMINUM,
    20: CraftArmor.HEAVY_FERRO_ALUMINUM,
    21: CraftArmor.LIGHT_FERRO_ALUMINUM,
}
ARMOR_NAMES = {armor: code for code, armor in ARMOR_CODES.items()}
EQUIPMENT_TAGS = {
    Arc.NOSE: "Nose Equipment",
    Arc.LEFT: "Left Side Equipment",
    Arc.RIGHT: "Right Side Equipment",
    Arc.AFT: "Aft Equipment",
    Arc.HULL: "Hull Equipment",
}
COMPLEMENT_TAGS = {
    "crew": "crew",
    "officers": "officers",
    "gunners": "gunners",
    "passengers": "passengers",
    "marines": "marines",
    "battle_armor": "battlearmor",
    "other_passengers": "otherpassenger",
    "life_boats": "life_boat",
    "escape_pods": "escape_pod",
}
TECH_NAMES = {TechBase.INNER_SPHERE: "IS", TechBase.CLAN: "Clan", TechBase.MIXED: "Mixed (IS Chassis)"}
CLAN_CHASSIS = "Mixed (Clan Chassis)"
# MegaMek's named rules levels as the numbered ones: Introductory 1, Standard 2, Advanced 3,
# Experimental and Unofficial 4 (decision D-DS-15, as D-BA-MIXED reads battle armor).
NAMED_LEVELS = {"introductory": 1, "standard": 2, "advanced": 3, "experimental": 4, "unofficial": 4}
REAR, BAY = "(R) ", "(B) "
SIZE_MARK = ":SIZE:"   # MegaMek's variable-size items: ``MASH Equipment:SIZE:2``
BAY_FIELDS = 7   # type, size, doors, number, platoon, facing and flags


def read_large_craft(blk: BlkFile, unit_type: str) -> LargeCraft:
    """A DropShip or small craft from a BLK file (``unit_type``: ``dropship`` or ``smallcraft``).

    Raises:
        FormatError: no tonnage, thrust or structural integrity, or an armor block of another size.
    """
    chassis, model = unit_name(blk)
    blk.lines("engine_type")   # MegaMek writes one code for every large craft's engine: kept, not read
    mass = blk.number("tonnage", "a large craft needs <tonnage>")
    armor = dict(zip(ARMOR_ARCS, armor_values(blk, 4, 4), strict=True))
    # the registered kind that reads this unit type (designer.kinds) names its document
    document = cast(type[LargeCraft],
                    next(spec.model for spec in unit_kinds() if unit_type in spec.blk_unit_types))
    return document(
        chassis=chassis,
        model=model,
        mass=mass,
        **_technology(blk),
        shape=_shape(blk),
        design_type=DesignType.MILITARY if blk.optional_int("designtype", 1) else DesignType.CIVILIAN,
        safe_thrust=blk.whole("safethrust", "a large craft needs <SafeThrust>"),
        structural_integrity=blk.whole("structural_integrity", "a large craft needs <structural_integrity>"),
        heat_sinks=blk.optional_int("heatsinks", 0),
        heat_sink_type=HeatSinkType.DOUBLE if blk.optional_int("sink_type", 0) == 1 else HeatSinkType.SINGLE,
        fuel=blk.optional_int("fuel", 0),
        armor_type=_armor_type(blk),
        armor=armor,
        armor_tech=_armor_tech(blk),
        equipment=tuple(mount for arc in Arc for mount in _mounts(blk, arc)),
        bays=tuple(_bay(blk, line, text) for line, text in blk.lines("transporters")),
        complement=Complement(**{field: blk.optional_int(tag, 0) for field, tag in COMPLEMENT_TAGS.items()}),
        source=blk.text("source"),
    )


def _technology(blk: BlkFile) -> dict[str, object]:
    """``<type>`` (``IS Level 2``, ``Clan Level 2``, ``Mixed (Clan Chassis) Advanced``) and ``<year>``:
    a named rules level as the numbered one (decision D-DS-15)."""
    text = blk.text("type", "IS Level 2")
    words = text.split()
    base = TechBase.CLAN if words and words[0].casefold() == "clan" else TechBase.INNER_SPHERE
    if words and words[0].casefold() == "mixed":
        base = TechBase.MIXED
    last = words[-1].casefold() if words else ""
    level = int(last) if last in ("1", "2", "3", "4") else NAMED_LEVELS.get(last, 2)
    year = blk.optional_int("year", 0)
    clan_chassis = base is TechBase.MIXED and "clan chassis" in text.casefold()
    return {"tech_base": base, "rules_level": level, **({"clan_chassis": True} if clan_chassis else {}),
            **({"year": year} if year > 0 else {})}


def _armor_tech(blk: BlkFile) -> int | None:
    """``<armor_tech>``: MegaMek's tech level of the armor (-1: unknown), None when absent."""
    if not blk.has("armor_tech"):
        return None
    line, text = blk.require("armor_tech", "")
    number = parse_number(text)
    if number is None or number != int(number):
        raise FormatError(f"<armor_tech> {text[:20]!r} is not a whole number", source=blk.source, line=line)
    return int(number)


def _shape(blk: BlkFile) -> Shape:
    motion = blk.text("motion_type", "Spheroid").casefold()
    if motion not in ("spheroid", "aerodyne"):
        blk.note(
            blk.line_of("motion_type"), "BLK-UNSUPPORTED-TECH", f"{motion[:20]!r} craft read as spheroid"
        )
        return Shape.SPHEROID
    return Shape(motion)


def _armor_type(blk: BlkFile) -> CraftArmor:
    code = blk.optional_int("armor_type", 41)
    if code not in ARMOR_CODES:
        blk.note(blk.line_of("armor_type"), "BLK-UNSUPPORTED-TECH", f"armor type {code} read as standard")
    return ARMOR_CODES.get(code, CraftArmor.STANDARD)


def _mounts(blk: BlkFile, arc: Arc) -> list[CraftMount]:
    return [_mount(blk, line, text, arc) for line, text in blk.lines(EQUIPMENT_TAGS[arc].casefold())]


def _mount(blk: BlkFile, line: int, text: str, arc: Arc) -> CraftMount:
    """``(R) (B) name:shots``: the marks in either order, the shots after the last colon."""
    rest, rear, bay = text.strip(), False, False
    while rest.startswith((REAR, BAY)):
        rear, bay = rear or rest.startswith(REAR), bay or rest.startswith(BAY)
        rest = rest[len(REAR) :].lstrip()
    name, sized, size = rest.partition(SIZE_MARK)
    if sized and name and parse_number(size) is not None:
        return CraftMount(item=name.strip(), arc=arc, bay=bay, rear=rear, size=parse_number(size))
    name, colon, count = rest.rpartition(":")
    if colon and count.isdigit() and name:
        return CraftMount(item=name.strip(), arc=arc, bay=bay, rear=rear, shots=int(count))
    return CraftMount(item=rest, arc=arc, bay=bay, rear=rear)


def _bay(blk: BlkFile, line: int, text: str) -> CraftBay:
    parts = [part.strip() for part in text.split(":")]
    size = parse_number(parts[1]) if len(parts) > 1 else None
    doors = parse_number(parts[2]) if len(parts) > 2 else 0
    number = parse_number(parts[3]) if len(parts) > 3 else None
    if (
        size is None
        or size < 0
        or doors is None
        or doors != int(doors)
        or doors < 0
        or len(parts) > BAY_FIELDS
        or (len(parts) > 3 and (number is None or number != int(number)))
    ):
        raise FormatError(
            f"transporter {text[:40]!r} is not type:size:doors[:bay[:platoon[:facing:flags]]]",
            source=blk.source,
            line=line,
        )
    return CraftBay(
        type=parts[0],
        size=size,
        doors=int(doors),
        number=None if number is None else int(number),
        platoon=parts[4] if len(parts) > 4 else None,
        tail=tuple(parts[5:]),
    )


# --- writing -----------------------------------------------------------------------------------------

Block = tuple[str, list[str]]


def large_craft_blocks(craft: LargeCraft) -> list[Block]:
    """The BLK blocks of a DropShip or small craft, in the tag order of MegaMek's files."""
    unit_type = "Dropship" if craft.is_dropship else "SmallCraft"
    blocks: list[Block] = [
        ("UnitType", [unit_type]),
        ("Name", [craft.chassis]),
        ("Model", [craft.model] if craft.model else []),
        ("year", [str(craft.year or 3025)]),
        ("type", [f"{_tech_name(craft)} Level {craft.rules_level}"]),
        ("motion_type", [craft.shape.value.title()]),
    ]
    if craft.bays:
        blocks.append(("transporters", [bay_line(bay) for bay in craft.bays]))
    blocks += [
        ("SafeThrust", [str(craft.safe_thrust)]),
        ("heatsinks", [str(craft.heat_sinks)]),
        ("sink_type", ["1" if craft.heat_sink_type is HeatSinkType.DOUBLE else "0"]),
        ("fuel", [str(craft.fuel)]),
        ("armor_type", [str(ARMOR_NAMES[craft.armor_type])]),
    ]
    if craft.armor_tech is not None:
        blocks.append(("armor_tech", [str(craft.armor_tech)]))
    blocks += [("armor", [str(craft.armor.get(arc, 0)) for arc in ARMOR_ARCS])]
    for arc, tag in EQUIPMENT_TAGS.items():
        blocks.append((tag, [mount_line(m) for m in craft.equipment if m.arc is arc]))
    blocks.append(("structural_integrity", [str(craft.structural_integrity)]))
    if craft.source:
        blocks.append(("source", [craft.source]))
    blocks += [
        ("tonnage", [f"{craft.mass:.1f}"]),
        ("designtype", ["1" if craft.design_type is DesignType.MILITARY else "0"]),
    ]
    blocks += [(tag, [str(getattr(craft.complement, field))]) for field, tag in COMPLEMENT_TAGS.items()]
    return blocks


def _tech_name(craft: LargeCraft) -> str:
    return CLAN_CHASSIS if craft.clan_chassis else TECH_NAMES[craft.tech_base]


def mount_line(mount: CraftMount) -> str:
    marks = (REAR if mount.rear else "") + (BAY if mount.bay else "")
    if mount.size is not None:
        return f"{marks}{mount.item}{SIZE_MARK}{mount.size:g}"
    return f"{marks}{mount.item}" + (f":{mount.shots}" if mount.shots is not None else "")


def bay_line(bay: CraftBay) -> str:
    parts = [bay.type, repr(float(bay.size)), str(bay.doors)]
    if bay.number is not None:
        parts.append(str(bay.number))
    if bay.platoon is not None:
        parts.append(bay.platoon)
    return ":".join([*parts, *bay.tail])
