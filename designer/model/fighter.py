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
    FUSION = "fusion"
    TURBINE = "turbine"


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
    engine); a conventional fighter's heat sinks are derived from its energy weapons."""

    kind: Literal["fighter"] = "fighter"
    type: FighterType = FighterType.AEROSPACE
    tonnage: int = Field(ge=1)
    thrust: int = Field(ge=0)
    engine: FighterEngine = FighterEngine.FUSION
    fuel_tons: float = Field(default=0.0, ge=0)
    heat_sinks: int = Field(default=10, ge=0)
    armor_tons: float = Field(default=0.0, ge=0)
    armor: dict[FighterArmorLocation, NonNegativeInt] = Field(default_factory=dict)
    weapons: tuple[FighterMount, ...] = ()
    ammo: tuple[FighterAmmo, ...] = ()
    pilot: Pilot | None = None
    source: str = ""

    @property
    def is_aerospace(self) -> bool:
        return self.type is FighterType.AEROSPACE
