"""The lance builder and MegaMek force files (``.mul``): a force file opens as a force of lances
(one per force path, each member with its pilot's name and skills), and a force saves as one.
A unit of the file the builder cannot take (no unit file, a kind BattleForce cannot convert) is
named, and the rest open."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from designer.editing.lance import ForceDraft, LanceDraft, Member, member_from_unit
from designer.forces.group_file import movement_type
from designer.forces.model import Crew, ForceFile, ForceLevel, ForceUnit
from designer.forces.resolve import configuration_named, unit_catalog
from designer.forces.values import DesignCache, resolved_file, unit_design, unit_skills
from designer.formats.errors import FormatError
from designer.formats.mul import read_mul
from designer.formats.mul_writer import mul_text
from designer.formats.yaml_io import atomic_write_text
from designer.library import find_unit
from designer.mech import omni


def _member(unit: ForceUnit, path: Path, designs: DesignCache) -> Member:
    """Raises FormatError: the file cannot be read, or BattleForce cannot convert its kind."""
    stored = designs.design(path)
    member = member_from_unit(unit_design(stored, unit), path)
    gunnery, piloting = unit_skills(unit)
    configuration = configuration_named(stored, unit.model) if omni.is_omni_design(stored) else None
    return replace(member, gunnery=gunnery, piloting=piloting, configuration=configuration,
                   pilot_name=unit.crew.name if unit.crew else "", megamek=unit)


def read_mul_force(path: str | Path, folders: Iterable[str | Path] = ()) -> tuple[ForceDraft, list[str]]:
    """(the force, one line per unit left out). Units are found in ``folders`` and the library.

    Raises:
        FormatError: the file cannot be read as a force file.
    """
    force = read_mul(path)
    catalog, designs = unit_catalog(folders), DesignCache()
    lances: dict[tuple[str, ...], list[Member]] = {}
    problems = []
    for unit in force.units:
        members = lances.setdefault(unit.path_names, [])
        where = f"{force.source}:{unit.line}: {unit.designation}"
        file = resolved_file(unit, catalog)
        if file is None:
            problems.append(f"{where}: no unit file or library design of that name")
            continue
        try:
            members.append(_member(unit, file, designs))
        except FormatError as error:
            problems.append(f"{where}: {error.message}")
    tops = {names[0] for names in lances if names}
    name = next(iter(tops)) if len(tops) == 1 else force.name
    drafts = tuple(LanceDraft(names[-1] if names else force.name, tuple(members))
                   for names, members in lances.items() if members)
    return ForceDraft(name, drafts or (LanceDraft(),)), problems


def _design_of(member: Member):
    """The design a member names: its file, or a library design by name."""
    if member.reference is None:
        raise FormatError(f"{member.label} has not been saved: save the design before saving the force",
                          source=member.label)
    path = Path(member.reference)
    found = path if path.is_absolute() else find_unit(member.reference, exact=True)
    if found is None:
        raise FormatError("a published-table name has no design MegaMek can find", source=member.reference)
    design = DesignCache().design(found)
    return omni.configuration(design, member.configuration) if member.configuration else design


def _force_path(member: Member, force: ForceDraft, lance: LanceDraft) -> tuple[ForceLevel, ...]:
    """The path a force file gave, while the member is still in the lance it came in (a file
    without paths opened as one lance named after it); else force / lance."""
    unit = member.megamek
    if unit is not None and (unit.path_names[-1] if unit.path_names else force.name) == lance.name:
        return unit.force_path
    return (ForceLevel(force.name), ForceLevel(lance.name))


def force_file_of(force: ForceDraft) -> ForceFile:
    """The force as a MegaMek force file holds it: each member by chassis and model (what a
    force file gave stays as it was), its pilot, and the force path force / lance.

    Raises:
        FormatError: a member not saved yet, or one only the published BattleForce table knows.
    """
    units = []
    for lance in force.lances:
        for member in lance.members:
            unit = member.megamek
            if unit is None:
                design = _design_of(member)
                model = member.configuration or str(getattr(design, "model", "") or "")
                unit = ForceUnit(str(getattr(design, "chassis", member.label)), model, movement_type(design))
            crew = unit.crew or Crew(size=None)
            crew = replace(crew, name=member.pilot_name, gunnery=member.gunnery, piloting=member.piloting)
            units.append(replace(unit, crew=crew, force_path=_force_path(member, force, lance)))
    return ForceFile(force.name, tuple(units))


def write_mul_force(force: ForceDraft, path: str | Path) -> None:
    """Saves the force as a MegaMek force file, atomically. Raises FormatError or OSError."""
    atomic_write_text(path, mul_text(force_file_of(force)))

