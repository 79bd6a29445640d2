"""Lances and forces being built: members (a unit's BattleForce values, where it came from and
its pilot's skills), the lance values of ``designer.battleforce``, and lance / force files in
the format ``designer battleforce`` reads (``designer.battleforce.lance_file``)."""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import yaml

from designer import safe_io
from designer.battleforce.experience import DEFAULT_SKILLS
from designer.battleforce.lance import lance_values
from designer.battleforce.lance_file import read_group_file, resolve_unit
from designer.battleforce.unit_values import UnsupportedUnitError, unit_values
from designer.battleforce.values import LanceValues, UnitValues
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.formats.yaml_io import atomic_write_text
from designer.editing.library import is_library_file
from designer.alphastrike import point_value
from designer.alphastrike.points import skill_adjusted as as_skill_adjusted
from designer.bv import battle_value, skill_adjusted
from designer.library import find_unit, library_files
from designer.mech import omni
from designer.rules.validate import validate

MAX_MEMBERS = 4
SKILL_RANGE = (0, 8)


@dataclass(frozen=True, slots=True)
class Member:
    """``reference`` is what a lance file names: a unit file (absolute path) or a library or
    canon name; None for a design that has not been saved yet."""

    label: str
    reference: str | None
    values: UnitValues
    gunnery: int = DEFAULT_SKILLS[0]
    piloting: int = DEFAULT_SKILLS[1]
    errors: int = 0   # construction-rule errors of the design: the lance builder says it is invalid
    configuration: str | None = None   # one configuration of an OmniMech design file
    bv_base: int | None = None   # Battle Value 2.0 before skills; None: a published-table name, unrated
    pilot_name: str = ""
    megamek: Any = None   # the unit as a MegaMek force file gave it (designer.forces.model.ForceUnit)
    pv_base: int | None = None   # Alpha Strike Point Value at skill 4; None: no card for the unit

    @property
    def battle_value(self) -> int | None:
        """The Battle Value with this member's pilot skills (designer.bv.skill_adjusted)."""
        return None if self.bv_base is None else skill_adjusted(self.bv_base, self.gunnery, self.piloting)

    @property
    def point_value(self) -> int | None:
        """The Alpha Strike Point Value at this member's skill (its gunnery; the skill table)."""
        return None if self.pv_base is None else as_skill_adjusted(self.pv_base, self.gunnery)

    @property
    def design_state(self) -> str:
        """"valid", or "invalid (N errors)" for a design that breaks the construction rules."""
        return "valid" if not self.errors else f"invalid ({self.errors} error{'s' * (self.errors != 1)})"


@dataclass(frozen=True, slots=True)
class LanceDraft:
    name: str = "Lance"
    members: tuple[Member, ...] = ()
    declared_class: str | None = None
    roll: bool = False
    seed: int = 1

    @property
    def is_full(self) -> bool:
        return len(self.members) >= MAX_MEMBERS

    def battle_value(self) -> tuple[int, int]:
        """(total Battle Value with each member's skills, members with no Battle Value)."""
        values = [member.battle_value for member in self.members]
        return sum(value for value in values if value is not None), values.count(None)

    def point_value(self) -> tuple[int, int]:
        """(total Alpha Strike Point Value at each member's skill, members without a card)."""
        values = [member.point_value for member in self.members]
        return sum(value for value in values if value is not None), values.count(None)

    def values(self) -> LanceValues | None:
        """The lance counter; None while the lance has no members."""
        if not self.members:
            return None
        skills = None if self.roll else [(m.gunnery, m.piloting) for m in self.members]
        return lance_values([m.values for m in self.members], skills, name=self.name,
                            rng=random.Random(self.seed), declared_class=self.declared_class)


@dataclass(frozen=True, slots=True)
class ForceDraft:
    name: str = "Force"
    lances: tuple[LanceDraft, ...] = (LanceDraft(),)

    def battle_value(self) -> tuple[int, int]:
        """(total Battle Value of every lance with each member's skills, members with none)."""
        totals = [lance.battle_value() for lance in self.lances]
        return sum(total for total, _ in totals), sum(unrated for _, unrated in totals)


# --- members -------------------------------------------------------------------------------
def library_names() -> list[str]:
    """Every design of the unit library, by the name a lance file may use."""
    return [path.stem for path in library_files()]


def member_from_reference(reference: str, base: Path | None = None) -> Member:
    """A member from a unit file, a library design name or a canon name.

    Raises:
        FormatError: unknown reference, unreadable file or a kind BattleForce cannot convert.
    """
    entry = resolve_unit(reference, base)
    path = Path(reference) if base is None or Path(reference).is_absolute() else base / reference
    stored = str(path.resolve()) if path.is_file() else reference
    gunnery, piloting = entry.skills or DEFAULT_SKILLS
    return Member(entry.values.name, stored, entry.values, gunnery, piloting, entry.errors,
                  bv_base=_base_value_at(path, reference), pv_base=_base_value_at(path, reference, True))


def _base_value_at(path: Path, reference: str, points: bool = False) -> int | None:
    """The base Battle Value (``points``: Alpha Strike Point Value) of the design a member names:
    its file, or a library design; None for a name only the published BattleForce table knows."""
    found = path if safe_io.is_regular_file(path) else find_unit(reference, exact=True)
    if found is None:
        return None
    unit = load_unit(found).unit
    return base_point_value(unit) if points else base_battle_value(unit)


def base_point_value(unit: Any) -> int | None:
    """The design's Alpha Strike Point Value at skill 4, or None for a kind without a card."""
    return point_value(unit)


def base_battle_value(unit: Any) -> int | None:
    """The design's Battle Value before skills (designer.bv), or None for a kind not rated."""
    value = battle_value(unit)
    return None if value is None else value.base


def members_from_reference(reference: str) -> list[Member]:
    """``member_from_reference``; an OmniMech design file, or a library OmniMech by its name alone,
    gives one member: its first configuration (the one its design opens at, as the unit browser
    shows it); "Name: configuration" names another.

    Raises:
        FormatError: as ``member_from_reference``.
    """
    path = Path(reference)
    if path.suffix.lower() in (".yaml", ".yml") and safe_io.is_regular_file(path):
        unit = load_unit(path).unit
        if omni.is_omni_design(unit):
            return members_from_open(unit, path, OpenChoice(reference, 0, _first(unit)))
    library = _library_omni(reference)
    if library is not None:
        return library
    return [member_from_reference(reference)]


def _library_omni(reference: str) -> list[Member] | None:
    """A library OmniMech named "Loki (Hellbringer): A" (that configuration) or by its name alone
    (its first configuration); None when ``reference`` names no library OmniMech."""
    name, sep, configuration = reference.rpartition(": ")
    name = name if sep else reference
    path = next((p for p in library_files() if p.stem == name), None)
    if path is None:
        return None
    unit = load_unit(path).unit
    if not omni.is_omni_design(unit):
        return None
    if sep and configuration not in omni.configuration_names(unit):
        known = ", ".join(omni.configuration_names(unit))
        raise FormatError(f"{name} has no configuration {configuration!r} (it has {known})", source=reference)
    return members_from_open(unit, path, OpenChoice(reference, 0, configuration if sep else _first(unit)))


def _first(unit: Any) -> str:
    return omni.configuration_names(unit)[0]


def member_from_unit(unit: Any, path: Path | None) -> Member:
    """A member from an open design (saved at ``path``, or not yet saved).

    Raises:
        FormatError: BattleForce cannot convert this kind of unit.
    """
    try:
        values = unit_values(unit)
    except UnsupportedUnitError as exc:
        raise FormatError(str(exc), source=getattr(unit, "name", "unit")) from None
    pilot = getattr(unit, "pilot", None)
    gunnery, piloting = (pilot.gunnery, pilot.piloting) if pilot is not None else DEFAULT_SKILLS
    errors = len(validate(unit).errors)
    return Member(values.name, str(path.resolve()) if path else None, values, gunnery, piloting, errors,
                  bv_base=base_battle_value(unit), pv_base=base_point_value(unit))


@dataclass(frozen=True, slots=True)
class OpenChoice:
    """One entry of the lance builder's open-design list: open design ``index``, one of its
    configurations (an OmniMech), or every configuration."""

    label: str
    index: int
    configuration: str | None = None
    every: bool = False


def open_choices(units: list[tuple[str, Any, Path | None]]) -> list[OpenChoice]:
    """The entries for the open designs (title, unit, path): an OmniMech design offers each of its
    configurations, then all of them; any other design itself."""
    choices: list[OpenChoice] = []
    for index, (title, unit, _path) in enumerate(units):
        if not omni.is_omni_design(unit):
            choices.append(OpenChoice(title, index))
            continue
        choices += [OpenChoice(f"{title}: {name}", index, name) for name in omni.configuration_names(unit)]
        choices.append(OpenChoice(f"{title}: every configuration", index, every=True))
    return choices


def members_from_open(unit: Any, path: Path | None, choice: OpenChoice) -> list[Member]:
    """The members an open-design entry adds: one configuration, every configuration, or the unit.

    Raises:
        FormatError: BattleForce cannot convert this kind of unit.
    """
    if not omni.is_omni_design(unit):
        return [member_from_unit(unit, path)]
    names = omni.configuration_names(unit) if choice.every else (choice.configuration,)
    return [replace(member_from_unit(omni.configuration(unit, name), path), configuration=name)
            for name in names if name is not None]


def with_skills(lance: LanceDraft, index: int, gunnery: int, piloting: int) -> LanceDraft:
    members = list(lance.members)
    members[index] = replace(members[index], gunnery=gunnery, piloting=piloting)
    return replace(lance, members=tuple(members))


def with_member(lance: LanceDraft, member: Member) -> LanceDraft:
    return replace(lance, members=(*lance.members, member))


def without_member(lance: LanceDraft, index: int) -> LanceDraft:
    return replace(lance, members=tuple(m for i, m in enumerate(lance.members) if i != index))


def with_lance(force: ForceDraft, index: int, lance: LanceDraft) -> ForceDraft:
    lances = list(force.lances)
    lances[index] = lance
    return replace(force, lances=tuple(lances))


def changed_lance(before: ForceDraft, after: ForceDraft, current: int) -> int:
    """The lance to show after going from ``before`` to ``after`` (an undo or redo): the first
    lance that differs, else ``current`` kept within the force."""
    for index, lance in enumerate(after.lances):
        if index >= len(before.lances) or before.lances[index] != lance:
            return index
    return min(current, len(after.lances) - 1)


# --- files ---------------------------------------------------------------------------------
def read_force(path: str | Path) -> ForceDraft:
    """A lance file (one lance) or a force file.

    Raises:
        FormatError: the file is not a valid lance or force file.
    """
    path = Path(path)
    specs = read_group_file(path)   # validates and resolves every member
    data, _ = safe_io.load_yaml_file(path, "a lance or force file")   # the one bounded reader
    raw = [data] if data.get("kind") == "lance" else data["lances"]
    lances = []
    for spec, mapping in zip(specs, raw, strict=False):
        members = tuple(_member(entry, resolved, path.parent)
                        for entry, resolved in zip(mapping["members"], spec.members, strict=False))
        lances.append(LanceDraft(spec.name, members, spec.declared_class, spec.roll))
    name = str(data.get("name", path.stem)) if data.get("kind") == "force" else lances[0].name
    return ForceDraft(name, tuple(lances))


def _member(entry: dict, resolved, base: Path) -> Member:
    reference = entry["unit"]
    path = base / reference if not Path(reference).is_absolute() else Path(reference)
    stored = str(path.resolve()) if path.is_file() else reference
    gunnery, piloting = resolved.skills or DEFAULT_SKILLS
    return Member(resolved.values.name, stored, resolved.values, gunnery, piloting, resolved.errors,
                  entry.get("configuration"), _file_base_value(path, reference, entry.get("configuration")),
                  pv_base=_file_base_value(path, reference, entry.get("configuration"), True))


def _file_base_value(path: Path, reference: str, configuration: str | None, points: bool = False
                     ) -> int | None:
    """A lance file member's base Battle Value (one configuration of an OmniMech design)."""
    found = path if safe_io.is_regular_file(path) else find_unit(reference, exact=True)
    if found is None:
        return None
    unit = load_unit(found).unit
    if configuration and omni.is_omni_design(unit):
        unit = omni.configuration(unit, configuration)
    return base_point_value(unit) if points else base_battle_value(unit)


def _reference(member: Member, folder: Path) -> str:
    if member.reference is None:
        raise FormatError(f"{member.label} has not been saved: save the design before saving the lance",
                          source=member.label)
    if not Path(member.reference).is_absolute():
        return member.reference
    if is_library_file(Path(member.reference)):
        return Path(member.reference).stem   # the library by name, wherever it is installed
    try:
        relative = Path(os.path.relpath(member.reference, folder))
    except ValueError:   # another drive on Windows
        return member.reference
    # Beside the lance file or below it: relative, so the folder moves as one; else absolute.
    return member.reference if ".." in relative.parts else relative.as_posix()


def lance_mapping(lance: LanceDraft, folder: Path) -> dict[str, Any]:
    data: dict[str, Any] = {"name": lance.name}
    if lance.declared_class:
        data["class"] = lance.declared_class
    if lance.roll:
        data["experience"] = "roll"
    data["members"] = [_member_mapping(m, folder) for m in lance.members]
    return data


def _member_mapping(member: Member, folder: Path) -> dict[str, Any]:
    data: dict[str, Any] = {"unit": _reference(member, folder)}
    if member.configuration is not None:
        data["configuration"] = member.configuration
    if member.pilot_name:
        return data | {"pilot": {"name": member.pilot_name, "gunnery": member.gunnery, "piloting": member.piloting}}
    return data | {"pilot": f"{member.gunnery}/{member.piloting}"}


def force_text(force: ForceDraft, folder: Path) -> str:
    """YAML of a lance file when the force has one lance, else of a force file."""
    if len(force.lances) == 1:
        data = {"kind": "lance", **lance_mapping(force.lances[0], folder)}
    else:
        data = {"kind": "force", "name": force.name,
                "lances": [lance_mapping(lance, folder) for lance in force.lances]}
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def write_force(force: ForceDraft, path: str | Path) -> None:
    """Saves atomically. Raises FormatError (unsaved member) or OSError (cannot write)."""
    path = Path(path)
    atomic_write_text(path, force_text(force, path.parent.resolve()))
