"""The fighter document: AeroSpace or conventional (seed 000 lines 4491-4563). Weapons and
ammunition bins sit in the four equipment locations; armor covers nose, wings, fuselage and
engine (the damage locations of the Hit Location Table, lines 3578-3591; decision D-UNIT-9)."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field, NonNegativeInt

from designer.model.common import AmmoKindField, Document, Pilot, Technology, UnitDocument


class FighterType(StrEnum):
    AEROSPACE = "aerospace"
    CONVENTIONAL = "conventional"


class FighterEngine(StrEnum):
    """The power plant: the 1987 fusion engine and turbine (seed 000 line 4522), and the Level 2
    fusion engines canon fighters mount (``data/fighter/level2_fighter.yaml``, decision D-FTR2-1)."""

    FUSION = "fusion"
    TURBINE = "turbine"
    XL = "xl"
    XXL = "xxl"
    LIGHT = "light"
    COMPACT = "compact"


class FighterArmorType(StrEnum):
    """Standard armor (16 points a ton, seed 000 line 4540) or a Level 2 aerospace armor
    (decision D-FTR2-2)."""

    STANDARD = "standard"
    FERRO_ALUMINUM = "ferro_aluminum"
    CLAN_FERRO_ALUMINUM = "clan_ferro_aluminum"
    LIGHT_FERRO_ALUMINUM = "light_ferro_aluminum"
    HEAVY_FERRO_ALUMINUM = "heavy_ferro_aluminum"


class FighterCockpit(StrEnum):
    """The 1987 cockpit (3 tons, seed 000 line 4534) or the Level 2 small cockpit (D-FTR2-1)."""

    STANDARD = "standard"
    SMALL = "small"


class FighterHeatSinkType(StrEnum):
    """Single heat sinks (seed 000 line 4548) or double heat sinks (decision D-FTR2-3)."""

    SINGLE = "single"
    DOUBLE = "double"


class FighterLocation(StrEnum):
    """Equipment locations (weapon arcs) of the Fighter Record Sheet."""

    NOSE = "nose"
    LEFT_WING = "left_wing"
    RIGHT_WING = "right_wing"
    AFT = "aft"


class FighterArmorLocation(StrEnum):
    NOSE = "nose"
    LEFT_WING = "left_wing"
    RIGHT_WING = "right_wing"
    FUSELAGE = "fuselage"
    ENGINE = "engine"


class FighterMount(Document):
    item: str
    location: FighterLocation = FighterLocation.NOSE


class FighterAmmo(AmmoKindField, Document):
    """One ammunition bin: a ton, or half a ton of machine-gun ammunition; ``kind`` its type
    (decision D-AMMO-1)."""

    weapon: str
    location: FighterLocation = FighterLocation.NOSE
    tons: float = Field(default=1.0, ge=0)
    kind: str = "standard"


class Fighter(UnitDocument, Technology):
    """A fighter design. ``heat_sinks`` is the AeroSpace fighter's total (10 come with the
    engine); a conventional fighter's heat sinks are derived from its energy weapons. ``weapons``
    holds every mounted item, weapons and equipment (CASE, Artemis IV, ECM...); ``cargo_tons``
    the cargo space (decision D-FTR2-5)."""

    kind: Literal["fighter"] = "fighter"
    type: FighterType = FighterType.AEROSPACE
    tonnage: int = Field(ge=1)
    thrust: int = Field(ge=0)
    engine: FighterEngine = FighterEngine.FUSION
    fuel_tons: float = Field(default=0.0, ge=0)
    heat_sinks: int = Field(default=10, ge=0)
    heat_sink_type: FighterHeatSinkType = FighterHeatSinkType.SINGLE
    armor_type: FighterArmorType = FighterArmorType.STANDARD
    cockpit_type: FighterCockpit = FighterCockpit.STANDARD
    cargo_tons: float = Field(default=0.0, ge=0)
    armor_tons: float = Field(default=0.0, ge=0)
    armor: dict[FighterArmorLocation, NonNegativeInt] = Field(default_factory=dict)
    weapons: tuple[FighterMount, ...] = ()
    ammo: tuple[FighterAmmo, ...] = ()
    pilot: Pilot | None = None
    source: str = ""

    @property
    def is_aerospace(self) -> bool:
        return self.type is FighterType.AEROSPACE
