"""Shared building blocks of unit documents."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

SCHEMA_VERSION = 1


class Document(BaseModel):
    """Base of every unit document: frozen (edits make copies, which gives undo for free)
    and strict about unknown keys, so a typo in a YAML file is reported, not ignored."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=False)


class Pilot(Document):
    """The MechWarrior or crew: name and skills (seed 000 lines 637-702)."""

    name: str = ""
    gunnery: int = 4
    piloting: int = 5


class Fluff(Document):
    """The Technical Readout prose of a design (MegaMek's overview, capabilities, deployment,
    history, manufacturer and systems): free text, no rules read it."""

    overview: str = ""
    capabilities: str = ""
    deployment: str = ""
    history: str = ""
    manufacturer: str = ""
    systems: str = ""


class UnitDocument(Document):
    """Base of every unit document (each subclass adds its ``kind`` discriminator): the schema
    version and the chassis and model names."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=False, populate_by_name=True)

    schema_: int = Field(default=SCHEMA_VERSION, alias="schema")
    chassis: str
    model: str = ""
    fluff: Fluff | None = None   # optional; written last in the unit file

    @property
    def name(self) -> str:
        return f"{self.chassis} {self.model}".strip()
