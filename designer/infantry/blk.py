"""MegaMek BLK conventional infantry platoons built the later way (Total Warfare / TechManual):
read and write (research/megameklab.md section 4.2).

Format rules followed here:
- ``<squad_size>`` x ``<squadn>`` troopers; ``<Primary>`` and ``<Secondary>`` name MegaMek infantry
  weapons, ``<secondn>`` the secondary weapons a squad;
- ``<motion_type>``: Leg, Jump, Motorized, Hover, Wheeled, Tracked, Submarine, or ``Beast:<creature>``;
- ``<armorKit>`` a MegaMek armor kit name; ``<antimek>`` the anti-'Mech skill (8: untrained);
- a 1987 platoon: ``<motion_type>`` Leg/Jump/Motorized, men = ``<squad_size>`` x ``<squadn>``
  (7-man squads written when they divide), ``<Primary>`` weapon, ``<antimek>`` present = anti-'Mech
  training (legacy value 8 = none);
- ``<specialization>`` MegaMek's bit set of specialisations; ``<Field Guns Equipment>`` one
  MegaMek equipment line a field gun or its ammunition;
- ``<Troopers Equipment>`` (MegaMek's later files) one line an item the troopers carry: the armor kit
  by its equipment name (``Generic Infantry Kit``), ``AntiMekGear`` anti-'Mech training.
A file with any of armorKit, Secondary, secondn, specialization, field guns or troopers equipment
is such a platoon;
the others are the 1987 platoons (``read_infantry`` below). Names are kept as written: what
they mean is the validator's business, and the writer gives them back unchanged.
"""

from __future__ import annotations

from designer.formats.blk_blocks import (BlkFile, WrittenBlock as Block, block, check_tech, identity_blocks,
                                         source_blocks, unit_name)
from designer.infantry.catalog import infantry_tables
from designer.infantry.model import ANTI_MECH_GEAR, BEAST, SPECIALISATIONS, Infantry, LaterPlatoon

LATER_TAGS = ("armorkit", "secondary", "secondn", "specialization", "field guns equipment",
              "troopers equipment")
MOTIONS = {"leg": "foot", "foot": "foot", "jump": "jump", "motorized": "motorized", "hover": "hover",
           "wheeled": "wheeled", "tracked": "tracked", "submarine": "submarine"}
MOTION_NAMES = {"foot": "Leg", "jump": "Jump", "motorized": "Motorized", "hover": "Hover",
                "wheeled": "Wheeled", "tracked": "Tracked", "submarine": "Submarine"}
FIELD_GUNS = "Field Guns Equipment"
TROOPERS = "Troopers Equipment"
BEAST_PREFIX = "Beast:"   # <motion_type> of a beast-mounted platoon: Beast:<creature>
UNTRAINED = 8   # MegaMek's fixed anti-'Mech skill of a platoon without anti-'Mech training


def is_later(blk: BlkFile) -> bool:
    return any(blk.has(tag) for tag in LATER_TAGS)


def read_later_platoon(blk: BlkFile, chassis: str, model: str) -> Infantry:
    line, motion = blk.require("motion_type", "a platoon needs <motion_type>")
    motive = MOTIONS.get(" ".join(motion.casefold().split()))
    mount = ""
    if motion.strip().casefold().startswith(BEAST_PREFIX.casefold()):
        motive, mount = BEAST, motion.strip()[len(BEAST_PREFIX):].strip()
    if motive is None:
        blk.note(line, "BLK-UNKNOWN-ITEM", f"infantry motion type {motion[:40]!r} is not a platoon motive")
        motive = motion.casefold()
    written = blk.has("antimek")
    skill = blk.optional_int("antimek", UNTRAINED) if written and blk.text("antimek") else None
    gear = tuple(value.strip() for _, value in blk.lines("troopers equipment") if value.strip())
    geared = any(line.casefold() == ANTI_MECH_GEAR for line in gear)
    later = LaterPlatoon(
        squad_size=blk.whole("squad_size", "a platoon needs <squad_size>"),
        squads=blk.whole("squadn", "a platoon needs <squadn>"),
        primary=blk.require("primary", "a platoon needs <Primary>")[1].strip(),
        secondary=blk.text("secondary").strip(),
        secondary_per_squad=blk.optional_int("secondn", 0),
        armor_kit=blk.text("armorkit").strip(),
        field_guns=tuple(value.strip() for _, value in blk.lines("field guns equipment") if value.strip()),
        anti_mech_skill=skill,
        specialisations=_specialisations(blk.optional_int("specialization", 0)),
        mount=mount,
        trooper_equipment=gear,
    )
    trained = (written and skill != UNTRAINED) or (geared and skill is None)
    return Infantry(chassis=chassis, model=model, motive=motive, later=later,
                    anti_mech=trained, source=blk.text("source"))


def _specialisations(bits: int) -> tuple[str, ...]:
    return tuple(name for bit, name in enumerate(SPECIALISATIONS) if bits >> bit & 1)


def specialisation_bits(names: tuple[str, ...]) -> int:
    return sum(1 << SPECIALISATIONS.index(name) for name in names if name in SPECIALISATIONS)


def later_blocks(platoon: Infantry, later: LaterPlatoon) -> list[tuple[str, list[str]]]:
    """The platoon's own blocks after the identity blocks, in MegaMek's order."""
    blocks: list[tuple[str, list[str]]] = [
        ("squad_size", [str(later.squad_size)]), ("squadn", [str(later.squads)]),
        ("Primary", [later.primary])]
    if later.secondary:
        blocks += [("Secondary", [later.secondary]), ("secondn", [str(later.secondary_per_squad)])]
    beast = platoon.motive == BEAST
    motion = BEAST_PREFIX + later.mount if beast else MOTION_NAMES.get(platoon.motive, platoon.motive)
    blocks.append(("motion_type", [motion]))
    if later.armor_kit:
        blocks.append(("armorKit", [later.armor_kit]))
    skill = later.anti_mech_skill
    geared = any(line.casefold() == ANTI_MECH_GEAR for line in later.trooper_equipment)
    if skill is None and platoon.anti_mech and not geared:   # the gear line says it already
        skill = 5   # MegaMek's default anti-'Mech skill of a trained platoon
    if skill is not None:
        blocks.append(("antimek", [str(skill)]))
    if later.specialisations:
        blocks.append(("specialization", [str(specialisation_bits(later.specialisations))]))
    if later.field_guns:
        blocks.append((FIELD_GUNS, list(later.field_guns)))
    carried = [line for line in later.trooper_equipment   # the gear line only while trained
               if platoon.anti_mech or line.casefold() != ANTI_MECH_GEAR]
    if carried:
        blocks.append((TROOPERS, carried))
    return blocks


# --- the 1987 platoon: reading ----------------------------------------------------------------------

READ_MOTIVES = {"leg": "foot", "foot": "foot", "jump": "jump", "motorized": "motorized"}
# MegaMek infantry weapon names -> the five 1987 platoon weapons (old and current spellings).
READ_WEAPONS = {
    "infantryrifle": "rifle", "infantry rifle": "rifle", "infantryautorifle": "rifle", "auto-rifle": "rifle",
    "infantrymg": "machine_gun", "infantry machine gun": "machine_gun", "infantrystandardmg": "machine_gun",
    "infantryflamer": "flamer", "infantry flamer": "flamer",
    "infantrylaser": "laser", "infantry laser": "laser", "infantrylaserrifle": "laser",
    "infantrysrm": "srm", "infantry srm": "srm", "infantrysrmlauncher": "srm",
}


def read_infantry(blk: BlkFile, unit_type: str = "infantry") -> Infantry:
    """A conventional platoon (``unit_type`` is always Infantry: a reader of the kind registry
    is given the unit type it reads)."""
    chassis, model = unit_name(blk)
    check_tech(blk)
    if is_later(blk):   # squads, secondary weapons, armor kits, field guns: the later platoon
        return read_later_platoon(blk, chassis, model)
    motive = _lookup(blk, "motion_type", READ_MOTIVES, "motive")
    weapon = _lookup(blk, "primary", READ_WEAPONS, "weapon")
    men = (blk.whole("squad_size", "a platoon needs <squad_size>")
           * blk.whole("squadn", "a platoon needs <squadn>"))
    row = infantry_tables().platoon(motive, weapon)
    if blk.has("secondary"):
        blk.note(blk.line_of("secondary"), "BLK-UNSUPPORTED-TECH", "secondary weapons ignored")
        blk.block("secondn")
    anti_mech = blk.has("antimek") and blk.text("antimek") != "8"  # legacy files write 8 for "none"
    return Infantry(chassis=chassis, model=model, motive=motive, weapon=weapon,
                    men=None if row is not None and men == row.men else men, anti_mech=anti_mech,
                    source=blk.text("source"))


def _lookup(blk: BlkFile, key: str, table: dict[str, str], what: str) -> str:
    """A known spelling -> our value; an unknown one is kept (lower case) for the validator."""
    line, value = blk.require(key, f"a platoon needs <{key}>")
    found = table.get(" ".join(value.casefold().split()))
    if found is None:
        blk.note(line, "BLK-UNKNOWN-ITEM", f"infantry {what} {value[:40]!r} is not in the 1987 platoon table")
        return value.casefold()
    return found


# --- the 1987 platoon: writing ----------------------------------------------------------------------

WRITTEN_MOTIONS = {"foot": "Leg", "jump": "Jump", "motorized": "Motorized"}
WRITTEN_WEAPONS = {"rifle": "InfantryRifle", "machine_gun": "InfantryMG", "flamer": "InfantryFlamer",
                    "laser": "InfantryLaser", "srm": "InfantrySRM"}

def infantry_blocks(platoon: Infantry) -> list[Block]:
    """The BLK blocks of a platoon, after the header (``blk_writer.own_blocks``)."""
    if platoon.later is not None:   # a Master Rules platoon: MegaMek's rules level 2 at least
        identity = [(tag, ["IS Level 2"] if tag == "type" else values)
                    for tag, values in identity_blocks("Infantry", platoon)]
        return identity + later_blocks(platoon, platoon.later) + source_blocks(platoon)
    row = infantry_tables().platoon(platoon.motive, platoon.weapon)
    men = platoon.men if platoon.men is not None else (row.men if row is not None else 0)
    size = 7 if men % 7 == 0 and men else next(s for s in range(10, 0, -1) if men % s == 0)
    blocks = identity_blocks("Infantry", platoon)
    blocks += [block("motion_type", WRITTEN_MOTIONS.get(platoon.motive, platoon.motive)),
               block("squad_size", size), block("squadn", men // size),
               block("Primary", WRITTEN_WEAPONS.get(platoon.weapon, platoon.weapon))]
    if platoon.anti_mech:
        blocks.append(block("antimek"))
    return blocks + source_blocks(platoon)
