"""Pydantic models of unit documents: plain data, no rules math."""

from designer.model.common import SCHEMA_VERSION, Document, Fluff, Pilot
from designer.model.mech import (
    ARMS,
    BIPED_LOCATIONS,
    LEGS,
    LOCATION_NAMES,
    QUAD_LOCATIONS,
    TORSOS,
    AmmoBin,
    ArmActuators,
    ChassisChanges,
    Mech,
    MechConfig,
    MechLocation,
    Mount,
    OmniConfiguration,
    TechBase,
)

__all__ = [
    "Fluff",
    "ARMS",
    "BIPED_LOCATIONS",
    "LEGS",
    "LOCATION_NAMES",
    "QUAD_LOCATIONS",
    "SCHEMA_VERSION",
    "TORSOS",
    "AmmoBin",
    "ArmActuators",
    "ChassisChanges",
    "Document",
    "Mech",
    "MechConfig",
    "MechLocation",
    "Mount",
    "OmniConfiguration",
    "Pilot",
    "TechBase",
]
