"""Lance and force files (YAML) and unit references for BattleForce.

A lance file::

    kind: lance
    name: Four Brothers
    class: mech                 # optional; checked against the members
    experience: roll            # optional; roll the Experience Generation Table instead
    members:
      - {unit: units/thunderbolt.mtf, pilot: 2/4}     # a unit file, relative to this file
      - {unit: Wasp, pilot: {gunnery: 2, piloting: 1}} # or a canon name from the published table
      - {unit: units/timber-wolf.yaml, configuration: A}  # one configuration of an OmniMech design

A force file is ``kind: force``, ``name``, and ``lances:`` (a list of lance mappings). A member's
skills: its ``pilot``, else the unit's own pilot, else 4/5 (D-BF-10). A force file written from a
MegaMek force file (``designer.forces``) also gives pilots a name and abilities, members a
``megamek:`` mapping and lances a force ``path:``; BattleForce reads past them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from designer import safe_io
from designer.battleforce.experience import DEFAULT_SKILLS
from designer.battleforce.quick import UnknownCanonUnitError, published_values
from designer.battleforce.unit_values import UnsupportedUnitError, unit_values
from designer.battleforce.values import UnitValues
from designer.formats.errors import FormatError
from designer.formats.load import load_unit, supported_extensions
from designer.library import find_unit
from designer.mech import omni
from designer.model.limits import check_number
from designer.rules import validate

_SKILLS = re.compile(r"^\s*(\d)\s*/\s*(\d)\s*$")
# A pilot mapping: its skills, and what a force file (designer.forces) keeps of the pilot.
PILOT_KEYS = {"gunnery", "piloting", "name", "nick", "advantages", "edge", "implants"}


@dataclass(frozen=True, slots=True)
class UnitEntry:
    """A unit to convert: its values and the pilot skills it brings (None when it names none)."""

    values: UnitValues
    skills: tuple[int, int] | None
    errors: int = 0   # construction-rule errors of the design (0 for published canon values)


@dataclass(frozen=True, slots=True)
class LanceSpec:
    name: str
    members: tuple[UnitEntry, ...]
    declared_class: str | None = None
    roll: bool = False

    def skills(self) -> list[tuple[int, int]]:
        return [member.skills or DEFAULT_SKILLS for member in self.members]


def parse_skills(text: Any, source: str = "<input>") -> tuple[int, int]:
    """``"G/P"`` or ``{gunnery: G, piloting: P}`` -> (gunnery, piloting).

    Raises:
        FormatError: anything else.
    """
    if isinstance(text, dict) and set(text) <= PILOT_KEYS:
        gunnery, piloting = text.get("gunnery", DEFAULT_SKILLS[0]), text.get("piloting", DEFAULT_SKILLS[1])
        if all(isinstance(skill, int) and not isinstance(skill, bool) for skill in (gunnery, piloting)):
            try:   # skills within the sane limits (docs/limits.md)
                return check_number("gunnery", gunnery, int), check_number("piloting", piloting, int)
            except ValueError as exc:
                raise FormatError(f"pilot skills: {exc}", source=source) from None
    match = _SKILLS.match(text) if isinstance(text, str) else None
    if match is None:
        raise FormatError(f"pilot skills must be G/P, e.g. 4/5 (got {text!r})", source=source)
    return int(match.group(1)), int(match.group(2))


def resolve_unit(reference: str, base: Path | None = None, configuration: str | None = None) -> UnitEntry:
    """A unit file (YAML, MTF or BLK; relative to ``base``), a design of the unit library by name
    ("Wasp WSP-1A", converted by the rules), or a canon name of the published table ("Wasp");
    ``configuration``: that configuration of an OmniMech design file.

    Raises:
        FormatError: no such file or canon name, an unreadable file, a unit kind BattleForce
            cannot convert yet, or a configuration the file does not hold.
    """
    if reference == "":
        raise FormatError("empty unit reference", source="''")
    path = Path(reference) if base is None or Path(reference).is_absolute() else base / reference
    named = not safe_io.exists(path) and len(reference) <= safe_io.NAME_MAX
    canon = find_unit(reference, exact=True) if named else None
    if canon is not None:
        path = canon
    if not safe_io.exists(path) and path.suffix.lower() in supported_extensions():
        load_unit(path)   # a unit file that cannot be opened: its own reason (too long, no such file)
    if not safe_io.exists(path):
        if configuration is not None:
            raise FormatError(f"no such file: configuration {configuration!r} needs an OmniMech design file",
                              source=reference)
        try:
            return UnitEntry(published_values(reference), None)
        except UnknownCanonUnitError as exc:
            library = find_unit(reference)   # "Timber Wolf": a library design by a shorter name
            if library is None:
                raise FormatError(f"no such file, and {exc}", source=reference) from None
            path = library
    unit = load_unit(path).unit
    if configuration is not None:
        unit = _configuration(unit, configuration, path)
    try:
        values = unit_values(unit)
    except UnsupportedUnitError as exc:
        raise FormatError(str(exc), source=path) from None
    pilot = getattr(unit, "pilot", None)
    skills = (pilot.gunnery, pilot.piloting) if pilot is not None else None
    return UnitEntry(values, skills, len(validate(unit).errors))



def _configuration(unit: Any, name: str, path: Path) -> Any:
    """Configuration ``name`` of an OmniMech design (FormatError for anything else)."""
    if not omni.is_omni_design(unit):
        raise FormatError(f"configuration {name!r} named, but {getattr(unit, 'name', 'the unit')} is not an "
                          "OmniMech design with configurations", source=path)
    try:
        return omni.configuration(unit, name)
    except omni.UnknownConfigurationError as exc:
        raise FormatError(str(exc.args[0]), source=path) from None


def is_group_file(path: Path) -> bool:
    """Whether ``path`` is a lance or force file (a YAML mapping with kind lance or force)."""
    if path.suffix.lower() not in (".yaml", ".yml") or not safe_io.is_regular_file(path):
        return False
    try:
        raw = safe_io.read_bytes(path, safe_io.MAX_YAML_BYTES, "a unit, lance or force file")
    except FormatError:
        return False   # the unit reader reports it
    head = raw[:4000].decode("utf-8", errors="replace")
    return re.search(r"^kind:\s*(lance|force)\s*$", head, re.MULTILINE) is not None


def _load_yaml(path: Path) -> dict[str, Any]:
    """The mapping of a lance or force file, read by the bounded reader and guarded parser
    (size cap, nesting and alias limits, duplicate keys refused)."""
    data, root = safe_io.load_yaml_file(path, "a lance or force file")
    if not isinstance(data, dict):
        raise FormatError("a lance or force file must be a mapping", source=path, line=1)
    check_lance_shapes(data, root, path)
    return data


# What each key of a lance mapping (any mapping with ``members:``) and of a member holds; a value
# of another type is refused with its file and line before any value is used.
LANCE_KEY_TYPES: dict[str, tuple[type, ...]] = {
    "name": (str, int), "class": (str,), "experience": (str,), "members": (list,), "path": (list,),
}
MEMBER_KEY_TYPES: dict[str, tuple[type, ...]] = {
    "unit": (str,), "pilot": (str, dict), "configuration": (str,), "megamek": (dict,),
}
_TYPE_NAMES = {str: "a text", int: "a number", list: "a list", dict: "a mapping"}


def check_lance_shapes(data: Any, root: Any, path: Path) -> None:
    """Refuses a lance, force or regiment file whose lances hold values of the wrong type
    (``class: 7``, ``class: [mech]``, ``members: mech``, ``pilot: [4, 5]``), naming file and line.

    Raises:
        FormatError: the first wrong value, with its line.
    """
    from designer.formats.yaml_io import node_line

    stack: list[tuple[Any, tuple[Any, ...]]] = [(data, ())]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            if "members" in value:
                _check_keys(value, LANCE_KEY_TYPES, root, where, path, node_line)
                for index, member in enumerate(value["members"] or []):
                    if isinstance(member, dict):
                        at = (*where, "members", index)
                        _check_keys(member, MEMBER_KEY_TYPES, root, at, path, node_line)
            stack.extend((item, (*where, key)) for key, item in value.items() if key != "members")
        elif isinstance(value, list):
            stack.extend((item, (*where, index)) for index, item in enumerate(value))


def _check_keys(mapping: dict[str, Any], types: dict[str, tuple[type, ...]], root: Any,
                where: tuple[Any, ...], path: Path, node_line: Any) -> None:
    for key, allowed in types.items():
        value = mapping.get(key)
        if value is None or (isinstance(value, allowed) and not isinstance(value, bool)):
            continue
        wanted = " or ".join(_TYPE_NAMES[kind] for kind in allowed)
        raise FormatError(f"'{key}' must be {wanted} (got {value!r:.60})", source=path,
                          line=node_line(root, (*where, key)))


def _member(entry: Any, path: Path) -> UnitEntry:
    if not isinstance(entry, dict) or not isinstance(entry.get("unit"), str):
        raise FormatError(f"each member needs 'unit: FILE or canon name' (got {entry!r})", source=path)
    unknown = set(entry) - set(MEMBER_KEY_TYPES)
    if unknown:
        raise FormatError(f"unknown member key '{sorted(unknown)[0]}'", source=path)
    configuration = entry.get("configuration")
    if configuration is not None and not isinstance(configuration, str):
        raise FormatError(f"'configuration' names one configuration (got {configuration!r})", source=path)
    resolved = resolve_unit(entry["unit"], path.parent, configuration)
    if "pilot" in entry:
        return UnitEntry(resolved.values, parse_skills(entry["pilot"], str(path)))
    return resolved


def lance_spec(data: dict[str, Any], path: Path) -> LanceSpec:
    """One lance mapping of a lance or force file.

    Raises:
        FormatError: a missing member list, an unknown key, a bad member.
    """
    unknown = set(data) - {"kind", "schema", *LANCE_KEY_TYPES}
    if unknown:
        raise FormatError(f"unknown lance key '{sorted(unknown)[0]}'", source=path)
    members = data.get("members")
    if not isinstance(members, list) or not members:
        raise FormatError("a lance needs a non-empty 'members:' list", source=path)
    return LanceSpec(str(data.get("name", path.stem)), tuple(_member(m, path) for m in members),
                     data.get("class"), data.get("experience") == "roll")


def read_group_file(path: str | Path) -> tuple[LanceSpec, ...]:
    """The lances of a lance file (one) or a force file (its ``lances:`` list).

    Raises:
        FormatError: see :func:`lance_spec`.
    """
    path = Path(path)
    data = _load_yaml(path)
    if data.get("kind") == "lance":
        return (lance_spec(data, path),)
    lances = data.get("lances")
    if data.get("kind") != "force" or not isinstance(lances, list) or not lances:
        raise FormatError("a force file needs 'kind: force' and a non-empty 'lances:' list", source=path)
    return tuple(lance_spec(lance if isinstance(lance, dict) else {}, path) for lance in lances)
