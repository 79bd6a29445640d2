"""The combat vehicle document (seed 000 lines 4366-4490): plain data; every derived figure
lives in ``designer.vehicle``. Heat sinks, power amplifiers and the turret are not chosen:
the rules derive them from the weapons."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field, NonNegativeInt, model_validator

from designer.model.common import Document, Pilot, Technology, UnitDocument
from designer.model.parts import AmmoLot, PowerPlant
from designer.vehicle.support_model import SupportChassis


class VehicleMotive(StrEnum):
    TRACKED = "tracked"
    WHEELED = "wheeled"
    HOVER = "hover"
    HYDROFOIL = "hydrofoil"
    NAVAL = "naval"
    SUBMARINE = "submarine"
    VTOL = "vtol"
    WIGE = "wige"  # later technology (decision D-VEH2-2)
    AERODYNE = "aerodyne"  # fixed-wing support vehicles only (decision D-SV-2)
    RAIL = "rail"  # rail support vehicles only (decision D-CANON-RAIL)
    MAGLEV = "maglev"  # maglev support vehicles only (decision D-CANON-RAIL)


# Motives only a support vehicle has (decisions D-SV-2, D-CANON-RAIL): no combat vehicle flies on
# fixed wings or runs on rails.
SUPPORT_ONLY_MOTIVES = frozenset({VehicleMotive.AERODYNE, VehicleMotive.RAIL, VehicleMotive.MAGLEV})


class VehicleLocation(StrEnum):
    """The five damage locations: front, left, right, rear and turret (a VTOL's rotor instead)."""

    FRONT = "front"
    LEFT = "left"
    RIGHT = "right"
    REAR = "rear"
    TURRET = "turret"
    ROTOR = "rotor"
    # Not a damage location: where a vehicle's body-mounted equipment sits (CASE, ECM, C3, Level 2
    # items MegaMek lists under <Body Equipment>; decision D-VEH2-4). It takes no armor.
    BODY = "body"
    # A large support vehicle's six sides (MegaMek ``LargeSupportTank``; decision D-SV-1).
    FRONT_RIGHT = "front_right"
    FRONT_LEFT = "front_left"
    REAR_RIGHT = "rear_right"
    REAR_LEFT = "rear_left"
    # A fixed-wing support vehicle's four sides (MegaMek ``FixedWingSupport``; decision D-SV-2).
    NOSE = "nose"
    LEFT_WING = "left_wing"
    RIGHT_WING = "right_wing"
    AFT = "aft"


class WeaponMount(Document):
    """One weapon and the location it fires from (turret weapons rotate, seed 000 line 4482)."""

    item: str
    location: VehicleLocation = VehicleLocation.FRONT
    # Pod-mounted on an OmniVehicle (MegaMek's ``:OMNI``): the configuration's, not the base
    # chassis's (decision D-VEH3-3).
    pod: bool = False


class Vehicle(UnitDocument, Technology):
    """A combat vehicle design. ``armor`` holds the points per location; ``infantry`` lists the
    platoons the vehicle is built to carry (foot, jump or motorized, seed 000 lines 2360-2362)."""

    kind: Literal["vehicle"] = "vehicle"
    motive: VehicleMotive
    tonnage: int = Field(ge=1)
    cruise_mp: int = Field(ge=0)
    engine: PowerPlant = PowerPlant.FUSION
    # Level 2 construction types (decision D-VEH2-1): ``engine_type`` a row of the vehicle engine
    # table (xl, clan_xl, light, fuel_cell...; None = the 1987 plant ``engine`` names), ``armor_type``
    # and ``structure_type`` rows of data/construction.yaml. Unknown ids are kept for the validator.
    engine_type: str | None = None
    armor_type: str = "standard"
    structure_type: str = "standard"
    # An OmniVehicle's fixed turret weight (MegaMek ``baseChassisTurretWeight``); None = 10 % of the
    # items in the turret.
    turret_tons: float | None = Field(default=None, ge=0)
    omni: bool = False
    armor_tons: float = Field(default=0.0, ge=0)
    armor: dict[VehicleLocation, NonNegativeInt] = Field(default_factory=dict)
    weapons: tuple[WeaponMount, ...] = ()
    ammo: tuple[AmmoLot, ...] = ()
    cargo_tons: float = Field(default=0.0, ge=0)
    # Doors of the cargo bays a file writes (MegaMek ``cargobay:<tons>:<doors>``; each priced,
    # decision D-COST-2); None: the cargo space is one bay with one door, as the writer writes it.
    cargo_doors: NonNegativeInt | None = None
    # Tons of cargo the insulated cargo bays a file writes carry (MegaMek
    # ``insulatedcargobay:<tons>:<doors>``): the bay weighs and costs more than cargo space
    # (decision D-COST-3); its doors are counted in ``cargo_doors``.
    insulated_cargo_tons: float = Field(default=0.0, ge=0)
    infantry: tuple[Literal["foot", "jump", "motorized"], ...] = ()
    # Troop space (an infantry compartment) that carries no one 1987 platoon exactly: tons of room for
    # troops, not cargo (decision D-VEH-TROOPS).
    troop_space_tons: float = Field(default=0.0, ge=0)
    # MegaMek's ``BattleArmorHandles``: a mechanized battle armor squad rides on the outside
    # (decision D-SHEET4-BA1); kept as the file gives it.
    battle_armor_handles: bool = False
    pilot: Pilot | None = None
    source: str = ""
    # A support vehicle's chassis (decision D-SV-1); None for a combat vehicle.
    support: SupportChassis | None = None

    @property
    def carries_battle_armor(self) -> bool:
        """Battle armor handles, a combat vehicle's own or a support vehicle chassis's (D-SHEET4-BA1)."""
        return self.battle_armor_handles or (self.support is not None and self.support.battle_armor_handles)

    @model_validator(mode="after")
    def _support_sides(self) -> Vehicle:
        """A large or fixed-wing support vehicle's own sides belong to that vehicle only (D-SV-1,
        D-SV-2): a combat vehicle's ``nose`` is an input error, as before those sides existed."""
        kind = self.support.unit_type if self.support is not None else None
        for location in [*self.armor, *(m.location for m in self.weapons)]:
            owner = SIDE_OWNERS.get(location)
            if owner is not None and owner != kind:
                what = "large" if owner == "large_support_tank" else "fixed-wing"
                raise ValueError(f"{location.value} is a location of a {what} support vehicle only")
        return self

    @property
    def is_vtol(self) -> bool:
        return self.motive is VehicleMotive.VTOL

    @property
    def has_turret(self) -> bool:
        return any(m.location is VehicleLocation.TURRET for m in self.weapons)

    @property
    def locations(self) -> tuple[VehicleLocation, ...]:
        """The damage locations of this vehicle: four sides plus rotor (VTOL) or turret; a VTOL
        with turret weapons or turret armor has its chin turret too (decision D-VEH2-4)."""
        last = VehicleLocation.ROTOR if self.is_vtol else VehicleLocation.TURRET
        if self.is_vtol and (self.has_turret or self.armor.get(VehicleLocation.TURRET)):
            return (VehicleLocation.FRONT, VehicleLocation.LEFT, VehicleLocation.RIGHT,
                    VehicleLocation.REAR, last, VehicleLocation.TURRET)
        if self.support is not None and self.support.unit_type == "fixed_wing_support":
            return FIXED_WING_SIDES
        if self.support is not None and self.support.unit_type == "large_support_tank":
            turret = (VehicleLocation.TURRET,) if VehicleLocation.TURRET in self.armor else ()
            return (*LARGE_SIDES, *turret)
        return (VehicleLocation.FRONT, VehicleLocation.LEFT, VehicleLocation.RIGHT,
                VehicleLocation.REAR, last)


LARGE_SIDES = (VehicleLocation.FRONT, VehicleLocation.FRONT_RIGHT, VehicleLocation.FRONT_LEFT,
               VehicleLocation.REAR_RIGHT, VehicleLocation.REAR_LEFT, VehicleLocation.REAR)
FIXED_WING_SIDES = (VehicleLocation.NOSE, VehicleLocation.LEFT_WING, VehicleLocation.RIGHT_WING,
                    VehicleLocation.AFT)
SIDE_OWNERS = {**{side: "large_support_tank" for side in LARGE_SIDES[1:5]},
               **{side: "fixed_wing_support" for side in FIXED_WING_SIDES}}
