"""What a support vehicle adds to the combat vehicle document (decision D-SV-1): its exact weight
(support vehicles weigh fractions of a ton), tech ratings of chassis, engine and armor (A-F held
as 0-5, MegaMek's numbering), the armor's barrier armor rating (BAR), fuel and the crew and
passenger space. Plain data; the construction lives in ``designer.vehicle.support``."""

from __future__ import annotations

import math
from typing import Literal

from pydantic import Field

from designer.model.common import Document

SupportType = Literal["support_tank", "large_support_tank", "support_vtol", "fixed_wing_support"]
TECH_RATINGS = "ABCDEF"   # index = the BLK file's number


def whole_tons(tons: float) -> int:
    """The vehicle's ``tonnage``: its exact weight rounded up to whole tons, at least 1."""
    return max(1, math.ceil(tons - 1e-9))


BA_HANDLES = "battlearmorhandles - troopers"   # MegaMek's transporter: a mechanized squad rides outside


class SupportBay(Document):
    """A transporter other than cargo or troop space: seats (``size`` = seats), infantry bays
    (``size`` = platoons, D-LEAD-2) or quarters and other bays (``size`` = tons), under MegaMek's
    name (``standardseats``, ``infantrybay``, ``2ndclassquarters``...)."""

    kind: str
    size: float
    rest: str = ""   # the rest of the file's line (doors, bay number...), kept as written


class SupportChassis(Document):
    unit_type: SupportType = "support_tank"
    tons: float = Field(gt=0)
    bar: int = Field(ge=0, le=10)
    chassis_tech: int = Field(ge=0, le=5)
    engine_tech: int | None = Field(default=None, ge=0, le=5)    # None: the chassis's rating
    armor_tech: int | None = Field(default=None, ge=0, le=5)     # None: the chassis's rating
    fuel_tons: float | None = Field(default=None, ge=0)
    fuel_points: int | None = Field(default=None, ge=0)          # a fixed-wing vehicle's fuel
    fire_control_tons: float | None = Field(default=None, ge=0)  # an OmniVehicle's fixed weight
    bays: tuple[SupportBay, ...] = ()

    @property
    def battle_armor_handles(self) -> bool:
        """The chassis carries a mechanized battle armor squad on handles (decision D-SHEET4-BA1)."""
        return any(bay.kind.casefold() == BA_HANDLES for bay in self.bays)

    @property
    def engine_rating(self) -> int:
        return self.chassis_tech if self.engine_tech is None else self.engine_tech

    @property
    def armor_rating(self) -> int:
        return self.chassis_tech if self.armor_tech is None else self.armor_tech
