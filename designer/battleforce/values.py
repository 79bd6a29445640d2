"""The value types of BattleForce: per-unit values and lance values, each carrying its working.

Unit classes (seed 001 lines 1361, 1652-1656): 'Mechs, vehicles of one motive type, infantry,
AeroSpace fighters. A class is a string: ``mech``, ``vehicle:<motive>``, ``infantry``,
``fighter``, ``dropship``; only units of one class form a lance."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from designer.rules.findings import Finding

MECH = "mech"
FIGHTER = "fighter"
DROPSHIP = "dropship"
INFANTRY = "infantry"
VEHICLE_PREFIX = "vehicle:"


def is_air(class_: str) -> bool:
    """AeroSpace fighters use Air Attack (AV) and Strafing (ST) in place of RA and CA."""
    return class_ == FIGHTER


@dataclass(frozen=True, slots=True)
class UnitValues:
    """One unit's BattleForce values. For fighters ``ra`` is the Air Attack Value and ``ca``
    the Strafing Value (seed 001 lines 1660-1672). ``jump_mp`` is 0 for a unit that cannot jump."""

    name: str
    class_: str
    ra: int
    ca: int
    d: int
    r: int
    mp: int
    jump_mp: int = 0
    indirect: bool = False
    working: tuple[str, ...] = ()
    source: str = "computed"   # or "published": read from the BattleForce Values Table

    @property
    def jump(self) -> bool:
        return self.jump_mp > 0

    @property
    def av(self) -> int:
        return self.ra

    @property
    def st(self) -> int:
        return self.ca

    def as_dict(self) -> dict[str, Any]:
        """The JSON form: name, class, ra/ca (av/st for fighters), d, r, mp, jump, indirect."""
        attack = {"av": self.ra, "st": self.ca} if is_air(self.class_) else {"ra": self.ra, "ca": self.ca}
        return {"name": self.name, "class": self.class_, **attack, "d": self.d, "r": self.r,
                "mp": self.mp, "jump": self.jump, "indirect": self.indirect}


@dataclass(frozen=True, slots=True)
class StepValues:
    ra: int
    ca: int
    d: int

    def as_dict(self) -> dict[str, int]:
        return {"ra": self.ra, "ca": self.ca, "d": self.d}


@dataclass(frozen=True, slots=True)
class LanceFigures:
    """Full Strength lance values."""

    ra: int
    ca: int
    d: int
    r: int
    mp: int
    jump: bool

    def as_dict(self) -> dict[str, Any]:
        return {"ra": self.ra, "ca": self.ca, "d": self.d, "r": self.r, "mp": self.mp, "jump": self.jump}


@dataclass(frozen=True, slots=True)
class Overburn:
    ra: int
    mp: int

    def as_dict(self) -> dict[str, int]:
        return {"ra": self.ra, "mp": self.mp}


@dataclass(frozen=True, slots=True)
class LanceValues:
    """A lance counter: Full Strength values, the red Overburn row and the three step rows."""

    name: str
    class_: str
    members: tuple[UnitValues, ...]
    values: LanceFigures
    overburn: Overburn
    steps: tuple[StepValues, ...]
    experience: str
    working: tuple[str, ...] = ()
    findings: tuple[Finding, ...] = field(default=())

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "class": self.class_, "members": [m.name for m in self.members],
                "experience": self.experience, "values": self.values.as_dict(),
                "overburn": self.overburn.as_dict(), "steps": [s.as_dict() for s in self.steps]}


class UnsupportedUnitError(TypeError):
    """``unit_values`` was given a document kind that has no BattleForce converter yet."""
