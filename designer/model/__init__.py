"""Pydantic models of unit documents: plain data, no rules math. Each kind's document lives in
its kind folder (the 'Mech's in designer.mech.model); this package holds what they share."""

from designer.model.common import SCHEMA_VERSION, Document, Fluff, Pilot

__all__ = [
    "Fluff",
    "SCHEMA_VERSION",
    "Document",
    "Pilot",
]
