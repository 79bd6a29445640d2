"""A force's units as designs to print or convert: each resolved unit's design with its pilot put
in (name and skills, where the design has a pilot), and the force's lances by force path for
BattleForce. A unit that cannot be used (no file, a kind without values) is one line, and the rest
of the force goes on."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from designer.battleforce.lance_file import LanceSpec, UnitEntry, resolve_unit
from designer.forces.model import ForceFile, ForceUnit
from designer.forces.resolve import UnitCatalog, configuration_named
from designer.forces.values import DesignCache, resolved_file, unit_design, unit_skills
from designer.formats.errors import FormatError
from designer.mech import omni
from designer.model.common import Pilot
from designer.model.limits import MAX_NAME_CHARS


@dataclass(frozen=True, slots=True)
class ForceDesign:
    unit: ForceUnit
    path: Path
    design: Any  # the design, one configuration of an OmniMech design, with the unit's pilot


def _where(force: ForceFile, unit: ForceUnit) -> str:
    return f"{force.source}:{unit.line}" if unit.line else force.source


def with_pilot(design: Any, unit: ForceUnit) -> Any:
    """The design with the unit's pilot (name and skills); a design without a pilot field as it is."""
    if "pilot" not in getattr(type(design), "model_fields", {}):
        return design
    gunnery, piloting = unit_skills(unit)
    name = unit.crew.name[:MAX_NAME_CHARS] if unit.crew else ""
    return design.model_copy(update={"pilot": Pilot(name=name, gunnery=gunnery, piloting=piloting)})


def force_designs(
    force: ForceFile, catalog: UnitCatalog, designs: DesignCache | None = None
) -> tuple[list[ForceDesign], list[str]]:
    """(every resolved unit's design with its pilot, one line per unit left out)."""
    designs = designs or DesignCache()
    found, problems = [], []
    for unit in force.units:
        path = resolved_file(unit, catalog)
        if path is None:
            problems.append(
                f"{_where(force, unit)}: {unit.designation}: no unit file or library design of that name"
            )
            continue
        try:
            design = unit_design(designs.design(path), unit)
        except FormatError as error:
            problems.append(f"{_where(force, unit)}: {unit.designation}: {error.message}")
            continue
        found.append(ForceDesign(unit, path, with_pilot(design, unit)))
    return found, problems


def force_lances(
    force: ForceFile, catalog: UnitCatalog, designs: DesignCache | None = None
) -> tuple[list[LanceSpec], list[str]]:
    """The force's lances for BattleForce, one per force path in the order the paths first appear
    (a force without paths is one lance named after it), each member with its pilot's skills."""
    groups: dict[tuple[str, ...], list[UnitEntry]] = {}
    problems = []
    designs = designs or DesignCache()
    for unit in force.units:
        members = groups.setdefault(unit.path_names, [])
        path = resolved_file(unit, catalog)
        if path is None:
            problems.append(
                f"{_where(force, unit)}: {unit.designation}: no unit file or library design of that name"
            )
            continue
        try:
            entry = resolve_unit(str(path), configuration=_omni_name(path, unit, designs))
        except FormatError as error:
            problems.append(f"{_where(force, unit)}: {unit.designation}: {error.message}")
            continue
        members.append(replace(entry, skills=unit_skills(unit)))
    lances = [
        LanceSpec(path[-1] if path else force.name, tuple(members))
        for path, members in groups.items()
        if members
    ]
    return lances, problems


def _omni_name(path: Path, unit: ForceUnit, designs: DesignCache) -> str | None:
    """The configuration to convert when the file is an OmniMech design (its model names it)."""
    try:
        design = designs.design(path)
    except FormatError:
        return None
    return configuration_named(design, unit.model) if omni.is_omni_design(design) else None
