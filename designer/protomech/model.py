"""The ProtoMech document (decision D-PM-1): a Clan unit of 2 to 9 tons with five armored
locations (head, torso, arms, legs) and an optional main gun. Items sit in a location (torso, arms,
main gun) or in the body (jump jets, the myomer booster); ammunition is counted in shots and kept in
the body, as MegaMek's BLK files hold it."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field, NonNegativeInt, PositiveInt

from designer.model.common import Document, Pilot, TechBase, Technology, UnitDocument


class ProtoLocation(StrEnum):
    """Where an item sits; the armored locations are all but ``body``."""

    BODY = "body"
    HEAD = "head"
    TORSO = "torso"
    RIGHT_ARM = "right_arm"
    LEFT_ARM = "left_arm"
    LEGS = "legs"
    MAIN_GUN = "main_gun"


ARMORED = (ProtoLocation.HEAD, ProtoLocation.TORSO, ProtoLocation.RIGHT_ARM, ProtoLocation.LEFT_ARM,
           ProtoLocation.LEGS, ProtoLocation.MAIN_GUN)


class ProtoMotive(StrEnum):
    BIPED = "biped"
    QUAD = "quad"


class ProtoMount(Document):
    """One item: a catalog id (``Clan ER Micro Laser``) or, unknown, the name as read."""

    item: str
    location: ProtoLocation = ProtoLocation.TORSO


class ProtoAmmo(Document):
    """One ammunition lot: its MegaMek name (``Clan Ammo SRM-2``) and the shots it holds."""

    ammo: str
    shots: PositiveInt


class ProtoMech(UnitDocument, Technology):
    """A ProtoMech design. ``main_gun`` says whether it has the main gun location (armored, one
    weapon). ``walk_mp`` is its walking MP; the engine rating follows from it (D-PM-1)."""

    kind: Literal["protomech"] = "protomech"
    tech_base: TechBase = TechBase.CLAN
    rules_level: int = Field(default=2, ge=1, le=4)
    tonnage: int = Field(ge=1)
    motive: ProtoMotive = ProtoMotive.BIPED
    walk_mp: NonNegativeInt = 0
    jump_mp: NonNegativeInt = 0
    main_gun: bool = False
    armor: dict[ProtoLocation, NonNegativeInt] = Field(default_factory=dict)
    equipment: tuple[ProtoMount, ...] = ()
    ammo: tuple[ProtoAmmo, ...] = ()
    pilot: Pilot | None = None
    source: str = ""

    @property
    def is_quad(self) -> bool:
        return self.motive is ProtoMotive.QUAD

    def armored_locations(self) -> tuple[ProtoLocation, ...]:
        """The locations that carry armor and structure: arms only on a biped, the main gun only
        when the design has one."""
        out = [ProtoLocation.HEAD, ProtoLocation.TORSO]
        if not self.is_quad:
            out += [ProtoLocation.RIGHT_ARM, ProtoLocation.LEFT_ARM]
        out.append(ProtoLocation.LEGS)
        if self.main_gun:
            out.append(ProtoLocation.MAIN_GUN)
        return tuple(out)

    def items_at(self, location: ProtoLocation) -> tuple[ProtoMount, ...]:
        return tuple(m for m in self.equipment if m.location is location)


def blank_protomech() -> ProtoMech:
    """A new design for the editor's New: a 2-ton biped walking 4, no armor or items yet."""
    return ProtoMech(chassis="New ProtoMech", tonnage=2, walk_mp=4, year=3060)
