"""The parts vehicles and installations share: the power plant type and a lot of ammunition
bought by the ton (seed 000 lines 4366-4490 and the building rules)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field

from designer.model.common import AmmoKindField, Document


class PowerPlant(StrEnum):
    """Vehicles and installations use fusion or internal combustion (seed 000 line 4456)."""

    FUSION = "fusion"
    ICE = "ice"


class AmmoLot(AmmoKindField, Document):
    """Ammunition for one weapon type: whole tons, or half tons for machine guns; ``kind`` its
    type (standard, cluster, artemis...; decision D-AMMO-1)."""

    weapon: str
    tons: float = Field(default=1.0, ge=0)
    kind: str = "standard"
    pod: bool = False  # pod-mounted on an OmniVehicle (decision D-VEH3-3)
