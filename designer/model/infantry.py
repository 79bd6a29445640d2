"""The infantry platoon document (seed 000 lines 2101-2173, 2689-2714). ``motive`` and
``weapon`` are plain strings so that a combination missing from the platoon table is reported
as a finding rather than refused when the file is read."""

from __future__ import annotations

from typing import Literal


from designer.model.common import Pilot, UnitDocument

INFANTRY_MOTIVES = ("foot", "motorized", "jump")
INFANTRY_WEAPONS = ("rifle", "machine_gun", "flamer", "laser", "srm")


class Infantry(UnitDocument):
    """One platoon: foot, motorized or jump; armed with rifles, machine guns, flamers, portable
    lasers or SRMs. ``men`` is the men left (None = full strength)."""

    kind: Literal["infantry"] = "infantry"
    motive: str
    weapon: str
    men: int | None = None
    anti_mech: bool = False
    pilot: Pilot | None = None
    source: str = ""

