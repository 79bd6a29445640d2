"""The printing options every kind's record sheet takes."""

from __future__ import annotations

from dataclasses import dataclass

from designer.model import Pilot


@dataclass(frozen=True, slots=True)
class SheetOptions:
    """Printing options. A pilot given here replaces the unit's own; ``blank_pilot`` prints
    empty name and skill lines; ``tables`` adds the reference tables."""

    pilot: Pilot | None = None
    blank_pilot: bool = False
    tables: bool = False
