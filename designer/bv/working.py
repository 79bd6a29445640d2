"""The result of a Battle Value calculation: the value and the working, one line per step."""

from __future__ import annotations

import math
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Step:
    """One line of the working: what was added or multiplied, how, and the running total."""

    label: str
    working: str
    total: float | None   # None: a line that states a figure the next steps use, adding nothing

    def text(self) -> str:
        if self.total is None:
            return f"{self.label:<34} {self.working}"
        return f"{self.label:<34} {self.working:<40} = {fmt(self.total)}"


@dataclass(frozen=True, slots=True)
class BattleValue:
    """A unit's Battle Value 2.0: ``base`` (no pilot), ``value`` (skill-adjusted when a pilot is
    given, else the base), the pilot's skills and multiplier, and every step of the working."""

    name: str
    base: int
    value: int
    steps: tuple[Step, ...]
    gunnery: int | None = None
    piloting: int | None = None
    multiplier: float = 1.0

    def explain(self) -> str:
        return "\n".join(step.text() for step in self.steps)


@dataclass
class Working:
    """Collects the steps while a calculator runs."""

    steps: list[Step] = field(default_factory=list)

    def add(self, label: str, working: str, total: float) -> float:
        self.steps.append(Step(label, working, total))
        return total

    def note(self, label: str, working: str) -> None:
        """A line of the working that adds nothing (the movement, the heat efficiency)."""
        self.steps.append(Step(label, working, None))


def fmt(value: float) -> str:
    """A number as the working prints it: integers bare, else up to three decimals."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.3f}".rstrip("0").rstrip(".")


def round_half_up(value: float) -> int:
    """Rounds .5 up (the rounding of the method's final figure, as MegaMek's Math.round)."""
    return math.floor(value + 0.5)
