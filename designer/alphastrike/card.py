"""An Alpha Strike card: the values the Master Unit List prints, the working that led to them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from designer.alphastrike.tables import round_half_up, round_up, round_up_to_tenth
from designer.bv.working import Step

MINIMAL = "0*"


@dataclass(frozen=True, slots=True)
class Damage:
    """A damage value: ``value`` points, or ``minimal`` (printed 0*: some damage, under half a point)."""

    value: int
    minimal: bool = False

    def __str__(self) -> str:
        return MINIMAL if self.minimal else str(self.value)

    @property
    def for_points(self) -> float:
        """The value the Point Value counts: 0* is half a point (ASC p.138)."""
        return 0.5 if self.minimal else float(self.value)

    def special_text(self) -> str:
        """In a special's vector a band without damage is a dash (``REAR1/1/-``)."""
        return "-" if self.value == 0 and not self.minimal else str(self)


NONE = Damage(0)


def dual_rounded_up(raw: float) -> Damage:
    """Standard damage: round up to the tenth; under 0.5 is 0*, else round up (ASC p.100)."""
    tenth = round_up_to_tenth(raw)
    if tenth <= 0:
        return NONE
    if tenth < 0.5:
        return Damage(0, True)
    return Damage(round_up(tenth))


def dual_rounded_normal(raw: float) -> Damage:
    """A special's damage: round up to the tenth, under 0.5 is 0*, else round normally (ASC p.102)."""
    tenth = round_up_to_tenth(raw)
    if tenth <= 0:
        return NONE
    if tenth < 0.5:
        return Damage(0, True)
    return Damage(round_half_up(tenth))


def normal_no_minimal(raw: float) -> Damage:
    """LRM, SRM, AC specials: round up to the tenth, then normally; no 0* (ASC p.102)."""
    return Damage(round_half_up(round_up_to_tenth(raw)))


@dataclass(frozen=True, slots=True)
class AlphaStrikeCard:
    """A unit's Alpha Strike card. ``movement`` maps each mode ("" ground, "j" jump, "t" tracked ...)
    to inches; ``specials`` are written as the Master Unit List writes them."""

    name: str
    unit_type: str
    size: int
    movement: dict[str, int]
    tmm: int
    armor: int
    structure: int
    threshold: int
    damage: tuple[Damage, Damage, Damage, Damage]
    overheat: int
    specials: tuple[str, ...]
    base_point_value: int
    skill: int = 4
    point_value: int = 0
    role: str = ""
    file: str = ""
    steps: tuple[Step, ...] = field(default=(), compare=False)

    @property
    def move(self) -> str:
        """``10"/8"j``: the ground move first, then the others (jump last), as the MUL writes it."""
        if set(self.movement) == {"j"}:
            return f'{self.movement["j"]}"j'
        if "a" in self.movement:
            return f'{self.movement["a"]}a'
        parts = [f'{inches}"{mode}' for mode, inches in self.movement.items() if mode != "j"]
        if "j" in self.movement:
            parts.append(f'{self.movement["j"]}"j')
        return "/".join(parts)

    @property
    def has_heat_track(self) -> bool:
        return self.unit_type in ("BM", "IM", "AF")

    def explain(self) -> str:
        return "\n".join(step.text() for step in self.steps)

    def to_json(self) -> dict[str, Any]:
        s, m, long_, e = self.damage
        return {"file": self.file, "name": self.name, "type": self.unit_type, "size": self.size,
                "move": self.move, "tmm": self.tmm, "armor": self.armor, "structure": self.structure,
                "threshold": self.threshold,
                "damage": {"s": str(s), "m": str(m), "l": str(long_), "e": str(e)},
                "overheat": self.overheat, "specials": list(self.specials),
                "point_value": self.point_value, "skill": self.skill}
