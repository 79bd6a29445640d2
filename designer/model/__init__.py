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
    Mech,
    MechConfig,
    MechLocation,
    Mount,
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
    "Document",
    "Mech",
    "MechConfig",
    "MechLocation",
    "Mount",
    "Pilot",
    "TechBase",
]
