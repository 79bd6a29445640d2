"""MegaMek BLK conventional infantry platoons built the later way (Total Warfare / TechManual):
read and write (research/megameklab.md section 4.2).

Format rules followed here:
- ``<squad_size>`` x ``<squadn>`` troopers; ``<Primary>`` and ``<Secondary>`` name MegaMek infantry
  weapons, ``<secondn>`` the secondary weapons a squad;
- ``<motion_type>``: Leg, Jump, Motorized, Hover, Wheeled, Tracked, Submarine, or ``Beast:<creature>``;
- ``<armorKit>`` a MegaMek armor kit name; ``<antimek>`` the anti-'Mech skill (8: untrained);
- ``<specialization>`` MegaMek's bit set of specialisations; ``<Field Guns Equipment>`` one
  MegaMek equipment line a field gun or its ammunition.
A file with any of armorKit, Secondary, secondn, specialization or field guns is such a platoon;
the others are the 1987 platoons (``blk_vehicle.read_infantry``). Names are kept as written: what
they mean is the validator's business, and the writer gives them back unchanged.
"""

from __future__ import annotations

from designer.formats.blk_blocks import BlkFile
from designer.model.infantry import BEAST, SPECIALISATIONS, Infantry, LaterPlatoon

LATER_TAGS = ("armorkit", "secondary", "secondn", "specialization", "field guns equipment")
MOTIONS = {"leg": "foot", "foot": "foot", "jump": "jump", "motorized": "motorized", "hover": "hover",
           "wheeled": "wheeled", "tracked": "tracked", "submarine": "submarine"}
MOTION_NAMES = {"foot": "Leg", "jump": "Jump", "motorized": "Motorized", "hover": "Hover",
                "wheeled": "Wheeled", "tracked": "Tracked", "submarine": "Submarine"}
FIELD_GUNS = "Field Guns Equipment"
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
    )
    return Infantry(chassis=chassis, model=model, motive=motive, later=later,
                    anti_mech=written and skill != UNTRAINED, source=blk.text("source"))


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
    if skill is None and platoon.anti_mech:
        skill = 5   # MegaMek's default anti-'Mech skill of a trained platoon
    if skill is not None:
        blocks.append(("antimek", [str(skill)]))
    if later.specialisations:
        blocks.append(("specialization", [str(specialisation_bits(later.specialisations))]))
    if later.field_guns:
        blocks.append((FIELD_GUNS, list(later.field_guns)))
    return blocks
