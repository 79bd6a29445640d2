"""A force as our lance and force files (YAML, ``designer.battleforce.lance_file``) hold it, both
ways. A member keeps its pilot (name, skills, abilities) and, under ``megamek:``, what a MegaMek
force file needs back (chassis, model, type, quirks, ammunition, C3, ids); a lance keeps its force
path (``path:``, the names from the top force down). So ``.mul`` -> ``.yaml`` -> ``.mul`` keeps
every unit, pilot and skill::

    kind: force
    name: The Blackcoats Command Co 3066
    lances:
      - name: Blue Lance
        path: [The Blackcoats, Royal Company, Blue Lance]
        members:
          - unit: Archer ARC-2R
            pilot: {name: Lalaine Munkvold, gunnery: 3, piloting: 3, advantages: [cluster_hitter]}
            megamek: {chassis: Archer, model: ARC-4M, type: Biped}

MegaMek's force ids are not kept: writing a ``.mul`` numbers the forces again, in order."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from designer import safe_io
from designer.battleforce.lance_file import check_lance_shapes, parse_skills
from designer.forces.model import (
    AmmoSlot,
    Bomb,
    C3Links,
    Crew,
    CrewMember,
    ForceFile,
    ForceLevel,
    ForceUnit,
    SlotQuirk,
)
from designer.forces.resolve import UnitCatalog, name_key
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.formats.mul import tokens
from designer.formats.yaml_io import node_line

_PILOT_TEXT = ("name", "nick")
_PILOT_LISTS = ("advantages", "edge", "implants")


# --- reading -------------------------------------------------------------------------------
class _Where:
    """The file and YAML root, to name the line of a bad value."""

    def __init__(self, path: Path, root: Any) -> None:
        self.path, self.root = path, root

    def error(self, message: str, at: tuple[Any, ...]) -> FormatError:
        return FormatError(message, source=self.path, line=node_line(self.root, at))

    def text(self, mapping: dict[str, Any], key: str, at: tuple[Any, ...]) -> str:
        value = mapping.get(key, "")
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            raise self.error(f"'{key}' must be a text (got {value!r:.40})", (*at, key))
        return str(value)

    def number(self, mapping: dict[str, Any], key: str, at: tuple[Any, ...]) -> int | None:
        value = mapping.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise self.error(f"'{key}' must be a whole number (got {value!r:.40})", (*at, key))
        return value

    def texts(self, mapping: dict[str, Any], key: str, at: tuple[Any, ...]) -> tuple[str, ...]:
        value = mapping.get(key) or []
        if isinstance(value, str):
            return tokens(value)
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise self.error(f"'{key}' must be a list of texts", (*at, key))
        return tuple(value)

    def mapping(self, mapping: dict[str, Any], key: str, at: tuple[Any, ...]) -> dict[str, Any]:
        value = mapping.get(key) or {}
        if not isinstance(value, dict):
            raise self.error(f"'{key}' must be a mapping", (*at, key))
        return value

    def pairs(self, mapping: dict[str, Any], key: str, at: tuple[Any, ...]) -> tuple[tuple[str, str], ...]:
        """A mapping of attribute names to texts, as (name, text) pairs in order."""
        value = self.mapping(mapping, key, at)
        if not all(isinstance(item, (str, int)) and not isinstance(item, bool) for item in value.values()):
            raise self.error(f"'{key}' must map names to texts", (*at, key))
        return tuple((str(name), str(item)) for name, item in value.items())

    def items(self, mapping: dict[str, Any], key: str, at: tuple[Any, ...]) -> list[dict[str, Any]]:
        value = mapping.get(key) or []
        if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
            raise self.error(f"'{key}' must be a list of mappings", (*at, key))
        return value


def read_force_yaml(path: str | Path, catalog: UnitCatalog | None = None) -> ForceFile:
    """The force of a lance or force file; a member whose ``unit:`` is a file keeps that file, one
    that names a design is looked up in ``catalog`` for its chassis and model.

    Raises:
        FormatError: not a lance or force file, or a value of the wrong type (file and line).
    """
    path = Path(path)
    data, root = safe_io.load_yaml_file(path, "a lance or force file")
    if not isinstance(data, dict) or data.get("kind") not in ("lance", "force"):
        raise FormatError(
            "not a lance or force file (it needs 'kind: lance' or 'kind: force')", source=path, line=1
        )
    check_lance_shapes(data, root, path)
    where = _Where(path, root)
    lances = (
        [((), data)]
        if data["kind"] == "lance"
        else [(("lances", i), lance) for i, lance in enumerate(where.items(data, "lances", ()))]
    )
    top = str(data.get("name", path.stem))
    units = []
    for at, lance in lances:
        levels = _levels(lance, at, where, top if data["kind"] == "force" else None)
        for index, member in enumerate(where.items(lance, "members", at)):
            unit = _member(member, (*at, "members", index), where, catalog)
            units.append(replace(unit, force_path=levels))
    return ForceFile(top, tuple(units), None, str(path))


def _levels(
    lance: dict[str, Any], at: tuple[Any, ...], where: _Where, top: str | None
) -> tuple[ForceLevel, ...]:
    """The lance's force path: ``path:`` as given (``[]``: none, as in a force file from a ``.mul``
    without forces), else the force's name and the lance's."""
    if "path" in lance:
        return tuple(ForceLevel(name) for name in where.texts(lance, "path", at))
    name = str(lance.get("name", "Lance"))
    return tuple(ForceLevel(name) for name in ((top, name) if top else (name,)))


def _member(
    member: dict[str, Any], at: tuple[Any, ...], where: _Where, catalog: UnitCatalog | None
) -> ForceUnit:
    reference = member.get("unit")
    if not isinstance(reference, str) or not reference.strip():
        raise where.error("each member needs 'unit: FILE or design name'", at)
    file = _file_of(reference, where.path.parent, catalog)
    mm = where.mapping(member, "megamek", at)
    mm_at = (*at, "megamek")
    chassis, model, kind = _names(reference, file, mm, mm_at, where)
    configuration = member.get("configuration")
    if isinstance(configuration, str) and configuration and not mm.get("chassis"):
        model = configuration   # one configuration of an OmniMech design: MegaMek's model
    return ForceUnit(
        chassis=chassis,
        model=model,
        type=kind,
        crew=_crew(member, mm, at, where),
        ammo=tuple(
            AmmoSlot(
                where.number(slot, "location", mm_at) or 0,
                where.text(slot, "slot", mm_at),
                where.text(slot, "type", mm_at),
                where.number(slot, "shots", mm_at),
            )
            for slot in where.items(mm, "ammo", mm_at)
        ),
        quirks=where.texts(mm, "quirks", mm_at),
        slot_quirks=tuple(
            SlotQuirk(
                where.number(q, "location", mm_at) or 0,
                where.text(q, "slot", mm_at),
                where.text(q, "type", mm_at),
                where.texts(q, "quirks", mm_at),
            )
            for q in where.items(mm, "weapon_quirks", mm_at)
        ),
        commander=mm.get("commander") is True,
        offboard=mm.get("offboard") is True,
        bombs=tuple(
            Bomb(where.text(b, "type", mm_at), where.number(b, "load", mm_at) or 0)
            for b in where.items(mm, "bombs", mm_at)
        ),
        c3=_c3(where.mapping(mm, "c3", mm_at), (*mm_at, "c3"), where),
        external_id=where.text(mm, "external_id", mm_at),
        game_id=where.number(mm, "game_id", mm_at),
        conveyance=where.number(mm, "conveyance", mm_at),
        other=where.pairs(mm, "entity_attributes", mm_at),
        unit_file=str(file) if file is not None and _is_file(where.path.parent / reference) else None,
    )


def _is_file(path: Path) -> bool:
    return len(path.name) <= safe_io.NAME_MAX and safe_io.is_regular_file(path)


def _file_of(reference: str, base: Path, catalog: UnitCatalog | None) -> Path | None:
    """The file a member names: a path (relative to the lance file), else a design by name."""
    path = base / reference
    if _is_file(path):
        return path
    return catalog.names.get(name_key(reference)) if catalog is not None else None


def _names(
    reference: str, file: Path | None, mm: dict[str, Any], at: tuple[Any, ...], where: _Where
) -> tuple[str, str, str]:
    """(chassis, model, type): as ``megamek:`` says, else the design file's, else the name given
    as the chassis (MegaMek also looks a design up by its whole name as the chassis)."""
    if mm.get("chassis"):
        return where.text(mm, "chassis", at), where.text(mm, "model", at), where.text(mm, "type", at)
    if file is not None:
        try:
            design = load_unit(file).unit
        except FormatError:
            design = None
        if design is not None:
            chassis, model = getattr(design, "chassis", ""), getattr(design, "model", "")
            return str(chassis or reference), str(model or ""), movement_type(design)
    return reference, "", where.text(mm, "type", at)


def _crew(member: dict[str, Any], mm: dict[str, Any], at: tuple[Any, ...], where: _Where) -> Crew | None:
    pilot = member.get("pilot")
    if pilot is None:
        return None
    skills = (
        {key: value for key, value in pilot.items() if key in ("gunnery", "piloting")}
        if isinstance(pilot, dict)
        else pilot
    )
    pilot_at = (*at, "pilot")
    try:
        gunnery, piloting = parse_skills(skills, str(where.path))
    except FormatError as error:
        raise where.error(error.message, pilot_at) from None
    extra = pilot if isinstance(pilot, dict) else {}
    members = tuple(
        CrewMember(
            where.number(seat, "slot", at) or 0,
            where.text(seat, "name", at),
            where.number(seat, "gunnery", at),
            where.number(seat, "piloting", at),
            where.text(seat, "nick", at),
        )
        for seat in where.items(mm, "crew_members", at)
    )
    return Crew(
        name=where.text(extra, "name", pilot_at),
        nick=where.text(extra, "nick", pilot_at),
        gunnery=gunnery,
        piloting=piloting,
        size=where.number(mm, "crew_size", at),
        advantages=where.texts(extra, "advantages", pilot_at),
        edge=where.texts(extra, "edge", pilot_at),
        implants=where.texts(extra, "implants", pilot_at),
        crew_type=where.text(mm, "crew_type", at) or None,
        other=where.pairs(mm, "pilot_attributes", at),
        members=members,
    )


def _c3(c3: dict[str, Any], at: tuple[Any, ...], where: _Where) -> C3Links:
    return C3Links(
        where.text(c3, "uuid", at),
        where.text(c3, "master", at),
        where.texts(c3, "c3i", at),
        where.texts(c3, "naval", at),
    )


# MegaMek's movement mode names (EntityMovementMode) for our motive and 'Mech configuration values;
# MegaMek finds the design by chassis and model, the type is the label its unit list shows.
MEGAMEK_MOVEMENT = {
    "biped": "Biped",
    "quad": "Quad",
    "tripod": "Tripod",
    "tracked": "Tracked",
    "wheeled": "Wheeled",
    "hover": "Hover",
    "vtol": "VTOL",
    "naval": "Naval",
    "hydrofoil": "Hydrofoil",
    "submarine": "Submarine",
    "wige": "WiGE",
    "aerodyne": "Aerodyne",
    "foot": "Leg",
    "jump": "Jump",
    "motorized": "Motorized",
    "aerospace": "Aerodyne",
    "conventional": "Aerodyne",
}


def movement_type(design: Any) -> str:
    """MegaMek's movement mode of a design: its motive or 'Mech configuration, a fighter's
    "Aerodyne", else a trooper's "Jump" or "Leg" (battle armor)."""
    for name in ("motive", "config", "type"):
        value = getattr(design, name, None)
        text = str(getattr(value, "value", value) or "").lower()
        if text in MEGAMEK_MOVEMENT:
            return MEGAMEK_MOVEMENT[text]
    jump = getattr(design, "jump_mp", None)
    return ("Jump" if jump else "Leg") if isinstance(jump, int) else ""


# --- writing -------------------------------------------------------------------------------
def _reference(unit: ForceUnit, file: Path | None, folder: Path) -> str:
    """What ``unit:`` says: a library design by name, a file beside or below the force file
    relative to it, another file by its absolute path, or the MegaMek name when no file is known."""
    from designer.editing.library import is_library_file

    if file is None:
        return unit.designation
    if is_library_file(file):
        return file.stem
    absolute = file.resolve()
    try:
        return absolute.relative_to(folder.resolve()).as_posix()
    except ValueError:
        return str(absolute)


def _pilot_mapping(crew: Crew) -> dict[str, Any]:
    data: dict[str, Any] = {"name": crew.name} if crew.name else {}
    if crew.nick:
        data["nick"] = crew.nick
    data |= {
        key: value
        for key, value in (("gunnery", crew.gunnery), ("piloting", crew.piloting))
        if value is not None
    }
    data |= {key: list(getattr(crew, key)) for key in _PILOT_LISTS if getattr(crew, key)}
    return data


def _megamek_mapping(unit: ForceUnit) -> dict[str, Any]:
    data: dict[str, Any] = {"chassis": unit.chassis, "model": unit.model, "type": unit.type}
    crew = unit.crew
    optional: list[tuple[str, Any]] = [
        ("crew_size", crew.size if crew else None),
        ("crew_type", crew.crew_type if crew else None),
        (
            "crew_members",
            [
                {"slot": m.slot, "name": m.name, "nick": m.nick, "gunnery": m.gunnery, "piloting": m.piloting}
                for m in crew.members
            ]
            if crew
            else None,
        ),
        ("quirks", list(unit.quirks)),
        (
            "ammo",
            [{"location": a.location, "slot": a.index, "type": a.type, "shots": a.shots} for a in unit.ammo],
        ),
        (
            "weapon_quirks",
            [
                {"location": q.location, "slot": q.index, "type": q.type, "quirks": list(q.quirks)}
                for q in unit.slot_quirks
            ],
        ),
        ("commander", unit.commander or None),
        ("offboard", unit.offboard or None),
        ("bombs", [{"type": b.type, "load": b.load} for b in unit.bombs]),
        (
            "c3",
            {
                key: value
                for key, value in (
                    ("uuid", unit.c3.uuid),
                    ("master", unit.c3.master),
                    ("c3i", list(unit.c3.c3i)),
                    ("naval", list(unit.c3.naval)),
                )
                if value
            },
        ),
        ("external_id", unit.external_id),
        ("entity_attributes", dict(unit.other)),
        ("pilot_attributes", dict(crew.other) if crew else None),
        ("game_id", unit.game_id),
        ("conveyance", unit.conveyance),
    ]
    return data | {key: value for key, value in optional if value not in (None, "", [], {})}


def force_mapping(force: ForceFile, files: list[Path | None], folder: Path) -> dict[str, Any]:
    """The force file mapping of ``force``: a lance per force path, in the order the paths first
    appear; ``files``: the unit file each unit resolved to (None: unresolved)."""
    lances: dict[tuple[str, ...], dict[str, Any]] = {}
    for unit, file in zip(force.units, files, strict=True):
        path = unit.path_names
        if path not in lances:
            lances[path] = {"name": path[-1] if path else force.name, "path": list(path), "members": []}
        member: dict[str, Any] = {"unit": _reference(unit, file, folder)}
        if unit.crew is not None:
            member["pilot"] = _pilot_mapping(unit.crew)
        member["megamek"] = _megamek_mapping(unit)
        lances[path]["members"].append(member)
    return {"kind": "force", "name": force.name, "lances": list(lances.values())}


def force_yaml_text(force: ForceFile, files: list[Path | None], folder: Path) -> str:
    import yaml

    return yaml.safe_dump(force_mapping(force, files, folder), sort_keys=False, allow_unicode=True, width=110)
