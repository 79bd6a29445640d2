"""The building / gun emplacement document (seed 000 lines 4564-4626, 2307-2343). A gun
emplacement is a building with weapons; fixed weapons face the North, East or West arc, turret
weapons rotate."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field

from designer.model.common import Document, Pilot, Technology, UnitDocument
from designer.model.parts import AmmoLot, PowerPlant


class BuildingArc(StrEnum):
    NORTH = "north"
    EAST = "east"
    WEST = "west"
    TURRET = "turret"


class BuildingMount(Document):
    item: str
    arc: BuildingArc = BuildingArc.NORTH


class Building(UnitDocument, Technology):
    """An installation: Construction Factor, levels (one may be a basement), hexes, walls and an
    optional armored turret. The power plant is derived from the weapons; ``power_plant`` only
    chooses its type."""

    kind: Literal["building"] = "building"
    emplacement: bool = False
    cf: int
    levels: int = 1
    basement: bool = False
    hexes: int = 1
    power_plant: PowerPlant = PowerPlant.FUSION
    turret_armor_tons: float = Field(default=0.0, ge=0)
    weapons: tuple[BuildingMount, ...] = ()
    ammo: tuple[AmmoLot, ...] = ()
    pilot: Pilot | None = None
    source: str = ""

    @property
    def has_turret(self) -> bool:
        return any(m.arc is BuildingArc.TURRET for m in self.weapons)

    @property
    def elevation(self) -> int:
        """Levels above ground: a basement does not count (seed 000 line 4588)."""
        return self.levels - (1 if self.basement else 0)
