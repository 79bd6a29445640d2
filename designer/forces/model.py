"""A force as a MegaMek force file (``.mul``) holds it: each unit named by chassis and model, its
pilot or crew, ammunition slots, quirks, its place in the force tree and its C3 links. Plain data:
what the file says, kept as written (a reader never repairs it)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class ForceLevel:
    """One step of a unit's force path: "Royal Company" with MegaMek's force id 1."""

    name: str
    force_id: int | None = None


@dataclass(frozen=True, slots=True)
class CrewMember:
    """One seat of a multi-crew cockpit (MegaMek's ``<crewMember slot=...>``)."""

    slot: int
    name: str
    gunnery: int | None
    piloting: int | None
    nick: str = ""


@dataclass(frozen=True, slots=True)
class Crew:
    """The pilot (``<pilot>``) or crew (``<crew>``): the skills the unit fights with, the special
    pilot abilities (``advantages``), edge and implants as MegaMek spells them."""

    name: str = ""
    gunnery: int | None = None
    piloting: int | None = None
    nick: str = ""
    size: int | None = None
    advantages: tuple[str, ...] = ()
    edge: tuple[str, ...] = ()
    implants: tuple[str, ...] = ()
    crew_type: str | None = None  # None: a single pilot (``<pilot>``)
    members: tuple[CrewMember, ...] = ()  # the seats of a ``<crew>``
    other: tuple[tuple[str, str], ...] = ()  # every other attribute, as written (gender, externalId, ...)


@dataclass(frozen=True, slots=True)
class AmmoSlot:
    """An ammunition (or other recorded) slot: location index, slot index ("N/A" for ProtoMechs),
    the equipment's MegaMek name, and shots left when the file gives them."""

    location: int
    index: str
    type: str
    shots: int | None = None


@dataclass(frozen=True, slots=True)
class SlotQuirk:
    """Weapon quirks of one slot (``<slot ... quirks="fast_reload">``)."""

    location: int
    index: str
    type: str
    quirks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class C3Links:
    """C3 data as the file holds it: this unit's network id, its master's, and the C3i / naval C3
    network members it lists."""

    uuid: str = ""
    master: str = ""
    c3i: tuple[str, ...] = ()
    naval: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.uuid or self.master or self.c3i or self.naval)


@dataclass(frozen=True, slots=True)
class Bomb:
    type: str
    load: int


@dataclass(frozen=True, slots=True)
class ForceUnit:
    """One ``<entity>``: the design it names, its crew, and its place in the force."""

    chassis: str
    model: str
    type: str
    crew: Crew | None = None
    ammo: tuple[AmmoSlot, ...] = ()
    quirks: tuple[str, ...] = ()
    slot_quirks: tuple[SlotQuirk, ...] = ()
    bombs: tuple[Bomb, ...] = ()
    force_path: tuple[ForceLevel, ...] = ()
    c3: C3Links = field(default_factory=C3Links)
    external_id: str = ""
    game_id: int | None = None
    conveyance: int | None = None
    commander: bool = False
    offboard: bool = False
    other: tuple[tuple[str, str], ...] = ()  # every other attribute, as written (deployment, altitude, ...)
    unit_file: str | None = None  # the unit file a lance or force file (YAML) names; a .mul names none
    line: int | None = None  # the line of the ``<entity>`` tag in its file

    @property
    def designation(self) -> str:
        """The name MegaMek looks the design up by, "Archer ARC-2R" (chassis, then model)."""
        return f"{self.chassis} {self.model}".strip()

    @property
    def path_names(self) -> tuple[str, ...]:
        return tuple(level.name for level in self.force_path)


@dataclass(frozen=True, slots=True)
class ForceFile:
    """A force: its units in file order; ``version`` is the MegaMek version that wrote it."""

    name: str
    units: tuple[ForceUnit, ...] = ()
    version: str | None = None
    source: str = ""
