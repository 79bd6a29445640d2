"""The battle armor document: a Squad (Inner Sphere) or Point (Clan) of armored troopers, seed 002
line 23 ("Escuadra de 4 hombres (Esfera Interior) o una Punta de 5 hombres (Clanes)").

The construction rules are not printed in the seeds; they are catalogued from MegaMek's facts
(decision D-BA-1, ``catalog/data/battlearmor``). The document holds what a MegaMek BLK file says,
item names as MegaMek spells them, so that an item or value the rules refuse is a finding, never a
reading error. Every suit of the squad is built alike; an item may be mounted on every trooper
(``trooper`` None) or on one trooper only (``trooper`` 1..N, MegaMek's ``<Trooper N Equipment>``).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field

from designer.model.common import Document, Pilot, TechBase, Technology, UnitDocument


class BAChassis(StrEnum):
    """The suit's body plan (MegaMek ``<chassis>``)."""

    BIPED = "biped"
    QUAD = "quad"


class BAWeightClass(StrEnum):
    """MegaMek ``<weightclass>`` 0..4, in that order."""

    PA_L = "pa_l"
    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"
    ASSAULT = "assault"


class BAMotion(StrEnum):
    """How the suit moves beyond walking (MegaMek ``<motion_type>``: Leg, Jump, VTOL, UMU)."""

    GROUND = "ground"
    JUMP = "jump"
    VTOL = "vtol"
    UMU = "umu"


class BALocation(StrEnum):
    """Where an item sits on each suit (MegaMek's BA mount locations)."""

    BODY = "body"
    LEFT_ARM = "left_arm"
    RIGHT_ARM = "right_arm"
    TURRET = "turret"


class BAMount(Document):
    """One item line: a weapon, a manipulator, ammunition, armor slots or other equipment.

    ``item`` is MegaMek's name; ``location`` None is an item that takes no place on the suit (the
    anti-'Mech attacks MegaMek lists, a detachable pack); ``trooper`` None is on every suit.
    ``apm`` marks an anti-personnel weapon carried in an anti-personnel mount, ``sswm`` a squad
    support weapon, ``dwp`` a detachable weapon pack; ``shots`` the shots of an ammunition slot."""

    item: str
    location: BALocation | None = None
    trooper: int | None = Field(default=None, ge=1, le=20)
    apm: bool = False
    sswm: bool = False
    dwp: bool = False
    shots: int | None = Field(default=None, ge=0, le=100)


class BattleArmor(UnitDocument, Technology):
    """A squad of identical suits: body plan, weight class, troopers, movement, armor per suit
    and the items on each suit."""

    kind: Literal["battlearmor"] = "battlearmor"
    body: BAChassis = BAChassis.BIPED
    weight_class: BAWeightClass = BAWeightClass.MEDIUM
    troopers: int = Field(default=4, ge=0, le=20)  # 1 to 6 by the rules (BA-TROOPERS)
    ground_mp: int = Field(default=1, ge=0, le=20)
    motion: BAMotion = BAMotion.GROUND
    jump_mp: int = Field(default=0, ge=0, le=20)  # jump, VTOL or UMU MP, as the motion says
    armor: int = Field(default=0, ge=0, le=100)  # points per suit
    armor_type: str = "standard"  # a row of catalog/data/battlearmor/armor.yaml
    exoskeleton: bool = False
    clan_chassis: bool = False  # a mixed-technology squad on a Clan chassis (decision D-BA-MIXED)
    turret_slots: int = Field(default=0, ge=0, le=20)  # a turret's slots (0 = no turret)
    modular_turret: bool = False
    equipment: tuple[BAMount, ...] = ()
    pilot: Pilot | None = None  # the squad's gunnery and anti-'Mech (piloting) skills
    source: str = ""

    @property
    def clan_built(self) -> bool:
        """A Clan squad, or a mixed one on a Clan chassis: Clan for the chassis and armor weights,
        the cost (x 1.1, Clan training) and the burden rule (decision D-BA-MIXED; MegaMek loads
        `Mixed (Clan Chassis)` at a Clan tech level, so its Entity.isClan() holds)."""
        return self.tech_base is TechBase.CLAN or (self.tech_base is TechBase.MIXED and self.clan_chassis)
