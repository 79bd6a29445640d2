"""The infantry platoon document (seed 000 lines 2101-2173, 2689-2714). ``motive`` and
``weapon`` are plain strings so that a combination missing from the platoon table is reported
as a finding rather than refused when the file is read.

A platoon built the later way (Total Warfare / TechManual, as MegaMek's canon files describe it)
carries ``later``: squads x squad size, a primary and a secondary weapon, an armor kit, field guns,
anti-'Mech skill and specialisations. Its ``weapon`` is empty; the 1987 platoon has no ``later``."""

from __future__ import annotations

from typing import Literal

from designer.model.common import Document, Pilot, UnitDocument

INFANTRY_MOTIVES = ("foot", "motorized", "jump")
INFANTRY_WEAPONS = ("rifle", "machine_gun", "flamer", "laser", "srm")
# The later platoon's motive types (TechManual conventional infantry; MegaMek's motion types).
LATER_MOTIVES = ("foot", "jump", "motorized", "hover", "wheeled", "tracked", "submarine", "beast")
BEAST = "beast"   # beast-mounted: the creature is ``LaterPlatoon.mount``
ANTI_MECH_GEAR = "antimekgear"   # MegaMek's trooper equipment line of anti-'Mech training (any case)
# Infantry specialisations in the bit order of MegaMek's <specialization> value (ConvInfantry).
SPECIALISATIONS = ("bridge_engineers", "demo_engineers", "fire_engineers", "mine_engineers",
                   "sensor_engineers", "trench_engineers", "marines", "mountain_troops", "paramedics",
                   "paratroops", "tag_troops", "xct", "scuba")
COMBAT_ENGINEERS = SPECIALISATIONS[:6]


class LaterPlatoon(Document):
    """The later platoon: ``squads`` squads of ``squad_size`` troopers; every trooper carries the
    ``primary`` weapon except ``secondary_per_squad`` troopers a squad, who carry the ``secondary``
    (weapons by MegaMek name, as written); ``armor_kit`` by MegaMek name ("" none); ``field_guns``
    the MegaMek equipment lines of the field guns and their ammunition, as written;
    ``anti_mech_skill`` the file's anti-'Mech skill (None: not written; 8: untrained); ``mount``
    the creature a beast-mounted platoon rides; ``trooper_equipment`` the lines of MegaMek's later
    ``<Troopers Equipment>`` block as written (its armor kit by name, ``AntiMekGear``: decision
    D-INF2-9)."""

    squad_size: int
    squads: int
    primary: str
    secondary: str = ""
    secondary_per_squad: int = 0
    armor_kit: str = ""
    field_guns: tuple[str, ...] = ()
    anti_mech_skill: int | None = None
    specialisations: tuple[str, ...] = ()
    mount: str = ""   # the creature of a beast-mounted platoon, as MegaMek names it
    trooper_equipment: tuple[str, ...] = ()

    @property
    def troopers(self) -> int:
        return self.squad_size * self.squads


class Infantry(UnitDocument):
    """One platoon: foot, motorized or jump; armed with rifles, machine guns, flamers, portable
    lasers or SRMs. ``men`` is the men left (None = full strength)."""

    kind: Literal["infantry"] = "infantry"
    motive: str
    weapon: str = ""
    men: int | None = None
    anti_mech: bool = False
    later: LaterPlatoon | None = None
    pilot: Pilot | None = None
    source: str = ""
