"""A force's rows and totals: for each unit the file it resolved to, its Battle Value with its own
pilot's skills (designer.bv) and its Alpha Strike Point Value; totals over the units that have one.
A unit with no file, or whose kind is not rated, counts as nothing and says why."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from designer.battleforce.experience import DEFAULT_SKILLS
from designer.bv import battle_value, not_rated_reason
from designer.forces.model import ForceFile, ForceUnit
from designer.forces.resolve import UnitCatalog, configuration_named
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.mech import omni
from designer.model.common import Pilot


@dataclass(frozen=True, slots=True)
class ForceRow:
    unit: ForceUnit
    unit_file: Path | None
    battle_value: int | None
    point_value: int | None
    problem: str | None = None  # why there is no file, or no Battle Value

    @property
    def skills(self) -> tuple[int, int]:
        """(gunnery, piloting): the crew's, else MegaMek's default crew of 4/5 (decision D-BF-10)."""
        return unit_skills(self.unit)

    def as_dict(self) -> dict[str, Any]:
        crew = self.unit.crew
        gunnery, piloting = self.skills
        return {
            "chassis": self.unit.chassis,
            "model": self.unit.model,
            "type": self.unit.type,
            "pilot": crew.name if crew else "",
            "gunnery": gunnery,
            "piloting": piloting,
            "unit_file": str(self.unit_file) if self.unit_file else None,
            "battle_value": self.battle_value,
            "point_value": self.point_value,
        }


def unit_skills(unit: ForceUnit) -> tuple[int, int]:
    crew = unit.crew
    gunnery = crew.gunnery if crew and crew.gunnery is not None else DEFAULT_SKILLS[0]
    piloting = crew.piloting if crew and crew.piloting is not None else DEFAULT_SKILLS[1]
    return gunnery, piloting


def point_value(design: Any, skill: int = 4) -> int | None:
    """The Alpha Strike Point Value of ``design`` at ``skill`` (the pilot's gunnery); None for a
    kind with no card (``designer.alphastrike``)."""
    from designer.alphastrike import point_value as alpha_strike_point_value

    return alpha_strike_point_value(design, skill)


class DesignCache:
    """Each unit file read once however many units of the force name it."""

    def __init__(self) -> None:
        self._loaded: dict[Path, Any] = {}

    def design(self, path: Path) -> Any:
        """Raises FormatError for a file that cannot be read."""
        if path not in self._loaded:
            self._loaded[path] = load_unit(path).unit
        return self._loaded[path]


def unit_design(design: Any, unit: ForceUnit) -> Any:
    """The design a unit fights as: an OmniMech design file stands for the configuration the
    unit's model names ("Prime").

    Raises:
        FormatError: an OmniMech design without that configuration.
    """
    if not omni.is_omni_design(design):
        return design
    name = configuration_named(design, unit.model)
    if name is None:
        raise FormatError(f"an OmniMech design without configuration {unit.model!r}", source=unit.designation)
    return omni.configuration(design, name)


def resolved_file(unit: ForceUnit, catalog: UnitCatalog) -> Path | None:
    """The force file's own reference (a lance file names its units' files), else the catalog's."""
    if unit.unit_file:
        return Path(unit.unit_file)
    return catalog.find(unit)


def force_row(unit: ForceUnit, catalog: UnitCatalog, designs: DesignCache) -> ForceRow:
    path = resolved_file(unit, catalog)
    if path is None:
        return ForceRow(unit, None, None, None, f"no unit file or library design named {unit.designation!r}")
    try:
        design = unit_design(designs.design(path), unit)
    except FormatError as error:
        return ForceRow(unit, path, None, None, str(error))
    gunnery, piloting = unit_skills(unit)
    value = battle_value(design, Pilot(gunnery=gunnery, piloting=piloting))
    reason = None if value is not None else f"Battle Value not rated ({not_rated_reason(design)})"
    return ForceRow(
        unit, path, value.value if value is not None else None, point_value(design, gunnery), reason
    )


def force_rows(force: ForceFile, catalog: UnitCatalog, designs: DesignCache | None = None) -> list[ForceRow]:
    designs = designs or DesignCache()
    return [force_row(unit, catalog, designs) for unit in force.units]


def totals(rows: list[ForceRow]) -> tuple[int, int]:
    """(Battle Value, Point Value) summed over the units that have one."""
    return (sum(row.battle_value or 0 for row in rows), sum(row.point_value or 0 for row in rows))
