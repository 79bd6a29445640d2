"""The infantry platoon document (seed 000 lines 2101-2173, 2689-2714). ``motive`` and
``weapon`` are plain strings so that a combination missing from the platoon table is reported
as a finding rather than refused when the file is read."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from designer.model.common import SCHEMA_VERSION, Document, Pilot

INFANTRY_MOTIVES = ("foot", "motorized", "jump")
INFANTRY_WEAPONS = ("rifle", "machine_gun", "flamer", "laser", "srm")


class Infantry(Document):
    """One platoon: foot, motorized or jump; armed with rifles, machine guns, flamers, portable
    lasers or SRMs. ``men`` is the men left (None = full strength)."""

    kind: Literal["infantry"] = "infantry"
    schema_: int = Field(default=SCHEMA_VERSION, alias="schema")
    chassis: str
    model: str = ""
    motive: str
    weapon: str
    men: int | None = None
    anti_mech: bool = False
    pilot: Pilot | None = None
    source: str = ""

    model_config = Document.model_config | {"populate_by_name": True}

    @property
    def name(self) -> str:
        return f"{self.chassis} {self.model}".strip()
