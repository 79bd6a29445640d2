"""The non-'Mech unit documents in one import: vehicles, infantry, buildings, fighters."""

from designer.building.model import Building, BuildingArc, BuildingMount
from designer.fighter.model import Fighter, FighterAmmo, FighterArmorLocation, FighterLocation, FighterMount
from designer.infantry.model import Infantry
from designer.model.parts import AmmoLot, PowerPlant
from designer.vehicle.model import Vehicle, VehicleLocation, VehicleMotive, WeaponMount

__all__ = ["AmmoLot", "Building", "BuildingArc", "BuildingMount", "Fighter", "FighterAmmo",
           "FighterArmorLocation", "FighterLocation", "FighterMount", "Infantry", "PowerPlant", "Vehicle",
           "VehicleLocation", "VehicleMotive", "WeaponMount"]
