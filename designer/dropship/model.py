"""The large craft document: a DropShip or a small craft (kinds ``dropship`` and ``small_craft``).

Weapons and equipment sit in the firing arcs of MegaMek's files (nose, left and right side, aft,
hull), each line as written: its name as the file spells it (technology comes from the file's own
spelling), whether it opens a new weapon bay (``(B)``), whether it fires to the rear arc of its
side (``(R)``, a spheroid's aft side arcs) and, for ammunition, its shots. Transport bays and
quarters are ``CraftBay`` rows (``mechbay:4.0:2`` = 4 cubicles, 2 doors)."""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar, Literal

from pydantic import Field, NonNegativeInt, PositiveInt

from designer.model.common import Document, TechBase, UnitDocument


class Shape(StrEnum):
    SPHEROID = "spheroid"
    AERODYNE = "aerodyne"


class DesignType(StrEnum):
    """MegaMek's ``<designtype>``: 1 military, 0 civilian (free heat sinks and crew differ)."""

    MILITARY = "military"
    CIVILIAN = "civilian"


class CraftArmor(StrEnum):
    """Large craft armor (MegaMek armor codes 41 aerospace, 40 primitive, 19 ferro-aluminum,
    20 heavy ferro-aluminum, 21 light ferro-aluminum)."""

    STANDARD = "standard"
    PRIMITIVE = "primitive"
    FERRO_ALUMINUM = "ferro_aluminum"
    HEAVY_FERRO_ALUMINUM = "heavy_ferro_aluminum"
    LIGHT_FERRO_ALUMINUM = "light_ferro_aluminum"


class HeatSinkType(StrEnum):
    SINGLE = "single"
    DOUBLE = "double"


class Arc(StrEnum):
    """Armor locations and weapon arcs; the hull holds equipment without an arc."""

    NOSE = "nose"
    LEFT = "left_side"
    RIGHT = "right_side"
    AFT = "aft"
    HULL = "hull"


ARMOR_ARCS = (Arc.NOSE, Arc.LEFT, Arc.RIGHT, Arc.AFT)


class CraftMount(Document):
    """One equipment line: ``item`` as the file names it; ``bay`` it opens a new weapon bay;
    ``rear`` it fires into its side's aft arc; ``shots`` the shots of an ammunition line; ``size``
    a variable-size item's size (MegaMek's ``name:SIZE:n``: a MASH's operating theaters)."""

    item: str
    arc: Arc = Arc.NOSE
    bay: bool = False
    rear: bool = False
    shots: NonNegativeInt | None = None
    size: float | None = Field(default=None, ge=0)


# MegaMek's later spellings of bay types (its 'Mek renaming): the same bays as the older names.
BAY_SPELLINGS = {"mekbay": "mechbay", "protomekbay": "protomechbay"}


class CraftBay(Document):
    """A transport bay or quarters: ``type`` as MegaMek names it (``mechbay`` or ``mekbay``,
    ``cargobay``, ``crewquarters``...), ``size`` in units carried (cubicles, platoons) or tons (cargo,
    quarters), its ``doors``, the bay ``number`` and an infantry bay's ``platoon`` type when the file
    gives them; ``tail`` the fields later MegaMek files write after the platoon (the bay's facing
    and flags), kept as written."""

    type: str
    size: float = Field(ge=0)
    doors: NonNegativeInt = 0
    number: int | None = None
    platoon: str | None = None
    tail: tuple[str, ...] = ()

    @property
    def shown_number(self) -> str:
        """The bay number a player reads: none when the file gives none or MegaMek's -1 (no number)."""
        return "" if self.number is None or self.number < 0 else str(self.number)

    @property
    def kind(self) -> str:
        """The bay type the rules know it by: lower case, the later spellings as the older names."""
        key = self.type.casefold()
        return BAY_SPELLINGS.get(key, key)


class Complement(Document):
    """Who is aboard (MegaMek's crew tags)."""

    crew: NonNegativeInt = 0
    officers: NonNegativeInt = 0
    gunners: NonNegativeInt = 0
    passengers: NonNegativeInt = 0
    marines: NonNegativeInt = 0
    battle_armor: NonNegativeInt = 0
    other_passengers: NonNegativeInt = 0
    life_boats: NonNegativeInt = 0
    escape_pods: NonNegativeInt = 0


class LargeCraft(UnitDocument):
    """What DropShips and small craft share. ``fuel`` is in fuel points, ``armor`` in points by arc."""

    tech_base: TechBase = TechBase.INNER_SPHERE
    clan_chassis: bool = False   # a mixed-technology craft on a Clan chassis (decision D-DS-15)
    rules_level: int = Field(default=2, ge=1, le=4)
    year: PositiveInt | None = None
    shape: Shape = Shape.SPHEROID
    design_type: DesignType = DesignType.MILITARY
    mass: float = Field(gt=0)  # tons (not ``tonnage``: a DropShip outweighs every sane limit of that field)
    safe_thrust: NonNegativeInt
    structural_integrity: NonNegativeInt
    heat_sinks: NonNegativeInt = 0
    heat_sink_type: HeatSinkType = HeatSinkType.SINGLE
    fuel: NonNegativeInt = 0
    armor_type: CraftArmor = CraftArmor.STANDARD
    armor_tech: int | None = None  # MegaMek's tech level of the armor: 2, 4, 6, 8 are Clan armor
    armor: dict[Arc, NonNegativeInt] = Field(default_factory=dict)
    equipment: tuple[CraftMount, ...] = ()
    bays: tuple[CraftBay, ...] = ()
    complement: Complement = Field(default_factory=Complement)
    source: str = ""

    @property
    def tonnage(self) -> float:
        return self.mass

    @property
    def is_clan(self) -> bool:
        """A Clan craft, or a mixed one on a Clan chassis (MegaMek's ``isClan()``: its engine, bays and
        platoons are the Clan's; decision D-DS-15)."""
        return self.tech_base is TechBase.CLAN or (self.tech_base is TechBase.MIXED and self.clan_chassis)

    @property
    def has_clan_armor(self) -> bool:
        """Clan armor: its tech level says so, or the craft is Clan and the file gives no level."""
        if self.armor_tech is None or self.armor_tech < 0:
            return self.is_clan
        return self.armor_tech in (2, 4, 6, 8)

    @property
    def max_thrust(self) -> int:
        """Maximum thrust: the safe thrust x 1.5, rounded up."""
        return -(-self.safe_thrust * 3 // 2)

    # A DropShip's rules (its crew, bays, BattleForce counter) rather than a small craft's: each
    # subclass declares it
    IS_DROPSHIP: ClassVar[bool] = False

    @property
    def is_dropship(self) -> bool:
        return self.IS_DROPSHIP

    @property
    def is_primitive(self) -> bool:
        """A primitive craft: primitive armor marks it (decision D-DS-2)."""
        return self.armor_type is CraftArmor.PRIMITIVE


class DropShip(LargeCraft):
    kind: Literal["dropship"] = "dropship"
    IS_DROPSHIP: ClassVar[bool] = True


class SmallCraft(LargeCraft):
    kind: Literal["small_craft"] = "small_craft"


def blank_dropship() -> DropShip:
    """A 1,000-ton military spheroid a player starts from, valid but for its unspent tons: the 36
    weight-free heat sinks of its 195-ton engine (floor(sqrt(195 x 6.8))), the 5 crew it needs
    (3 + 1 per 5,000 tons + 1 military), an officer and crew quarters for the 5 (7 tons each)."""
    return DropShip(chassis="New DropShip", mass=1000, safe_thrust=3, structural_integrity=6,
                    heat_sinks=36, bays=(CraftBay(type="crewquarters", size=35),),
                    complement=Complement(crew=5, officers=1))


def blank_small_craft() -> SmallCraft:
    """A 100-ton spheroid small craft, valid but for its unspent tons: the 5 weight-free heat sinks
    of its 19.5-ton engine (floor(sqrt(19.5 x 1.6))), 3 crew, an officer and quarters for the 3."""
    return SmallCraft(chassis="New Small Craft", mass=100, safe_thrust=3, structural_integrity=6,
                      heat_sinks=5, bays=(CraftBay(type="crewquarters", size=21),),
                      complement=Complement(crew=3, officers=1))
