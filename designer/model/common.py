"""Shared building blocks of unit documents."""

from __future__ import annotations

import functools
from enum import StrEnum
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, ValidationInfo, field_validator

from designer.catalog.level2 import level2_catalog
from designer.model.limits import check_field

SCHEMA_VERSION = 2
# Schemas this version reads: 1 (the 1987 documents) and 2 ('Mech construction types, tech base,
# rules level and year; a schema 1 'Mech reads as the 1987 technology).
READABLE_SCHEMAS = (1, 2)


class Document(BaseModel):
    """Base of every unit document: frozen (edits make copies, which gives undo for free)
    and strict about unknown keys, so a typo in a YAML file is reported, not ignored."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=False, defer_build=True)

    @field_validator("*", mode="before")
    @classmethod
    def _within_limits(cls, value: Any, info: ValidationInfo) -> Any:   # docs/limits.md
        return check_field(cls, info.field_name, value)


D = TypeVar("D", bound=Document)


def revised(document: D, **changes: Any) -> D:
    """A copy of ``document`` with ``changes``, validated as a file would be: an editor's bad value
    fails here, not in a view. Every kind's edits make their copies through it."""
    return type(document).model_validate(document.model_dump(by_alias=True) | changes)


class TechBase(StrEnum):
    """The technology a design is built with: Inner Sphere, Clan, or both mixed (an advanced rule)."""

    INNER_SPHERE = "inner_sphere"
    CLAN = "clan"
    MIXED = "mixed"


@functools.cache   # the catalog is fixed for the run
def ammo_kinds() -> frozenset[str]:
    """The ammunition types a bin or lot may name: the ``kind`` of the Level 2 ammunition rows
    (catalog/data/level2/*ammo.yaml: standard, cluster, artemis, narc, inferno...); "half" is a
    size, held by ``half``/``tons``, not a type (decision D-AMMO-1)."""
    return frozenset({"standard"} | {row.kind for row in level2_catalog().ammo} - {"half"})


def check_ammo_kind(value: str) -> str:
    if value not in ammo_kinds():
        known = ", ".join(sorted(ammo_kinds()))
        raise ValueError(f"unknown ammunition type {value!r} (expected one of: {known})")
    return value


class AmmoKindField:
    """Bins and lots name their ammunition type (``kind``), checked against the catalog's types."""

    @field_validator("kind", check_fields=False)
    @classmethod
    def _known_kind(cls, value: str) -> str:
        return check_ammo_kind(value)


class Technology(Document):
    """The technology fields of a unit kind whose 1987 rules give none (vehicles, fighters,
    buildings; decision D-L2K-1): as a 'Mech's, the tech base, rules level and year. Left at their
    defaults (Inner Sphere, level 1, no year) a file does not write them."""

    tech_base: TechBase = TechBase.INNER_SPHERE
    rules_level: int = Field(default=1, ge=1, le=4)
    year: PositiveInt | None = None

    @property
    def is_clan(self) -> bool:
        return self.tech_base is TechBase.CLAN


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

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=False, populate_by_name=True,
                              defer_build=True)

    schema_: int = Field(default=SCHEMA_VERSION, alias="schema")
    chassis: str
    model: str = ""
    # What a MegaMek file says that the rules here do not interpret (era, MUL id, rules level,
    # role, quirks, manufacturers, fluff, the file's own spellings), kept to be written back
    # unchanged (designer/formats/meta.py; docs/interchange.md). Never read by the rules,
    # except import facts a finding depends on (LAM type, cockpit: designer/mech/imported.py).
    meta: dict[str, Any] = Field(default_factory=dict)
    fluff: Fluff | None = None   # optional (the Fluff tab); written last in the unit file

    @property
    def name(self) -> str:
        return f"{self.chassis} {self.model}".strip()
