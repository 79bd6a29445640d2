"""MegaMek force files (``.mul``, MegaMek's unit list): read into a :class:`ForceFile`.

The format (MegaMek's MULParser reads it, EntityListFile writes it): a root ``<unit version=...>``
(or a ``<record>`` of ``<survivors>``, ``<allies>`` ... after a game) holding ``<entity chassis
model type ...>`` elements. Each entity holds a ``<pilot name gunnery piloting advantages edge
...>`` or a ``<crew crewType>`` of ``<crewMember slot ...>``, ``<location index>`` elements whose
``<slot index type shots>`` record ammunition, ``<bombs>``, ``<c3iset>`` / ``<NC3set>`` links, a
``<Game id>``, a ``<Conveyance id>`` and a ``<Force force="Name|id||Name|id||">`` path. Element
names match in any case, as MegaMek's do; free text between elements is MegaMek's notes.

What is kept: chassis, model, type, the crew, ammunition slots (type and shots), unit and weapon
quirks, bombs, the force path, C3 data, ids, and every other attribute of an entity and of its
pilot or crew as written (deployment, altitude, off-board distance, gender, auto-eject ...).
Damage (armor points, hit slots, motive damage, fuel, heat sinks) is a game's state, not the
force, and is not kept."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

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
from designer.formats.mul_xml import XmlNode, read_xml
from designer.model.limits import check_number, check_text
from designer.safe_io.errors import FormatError

ROOTS = ("unit", "record")
# The attributes read into fields; any other is kept as written and written back.
ENTITY_FIELDS = ("chassis", "model", "type", "commander", "offboard", "externalId", "quirks", "c3MasterIs",
                 "c3UUID")
CREW_FIELDS = ("name", "nick", "gunnery", "piloting", "size", "advantages", "edge", "implants", "crewType")
GROUPS = ("unit", "survivors", "allies", "salvage", "retreated", "devastated")


def read_mul(path: str | Path) -> ForceFile:
    """The force of a ``.mul`` file, every ``<entity>`` in file order.

    Raises:
        FormatError: unreadable, unsafe or malformed XML (:func:`designer.formats.mul_xml.read_xml`),
            a root that is not a unit list, an entity without chassis, a skill that is not a
            whole number within the limits; each names the file and line.
    """
    source = str(path)
    root = read_xml(path)
    if root.tag.casefold() == "entity":
        entities = [root]
    elif root.tag.casefold() in ROOTS:
        entities = root.named("entity")
        for group in root.named(*GROUPS):
            entities += group.named("entity")
    else:
        raise FormatError(
            f"not a MegaMek force file: the root element is <{root.tag}>, not <unit> or <record>",
            source=source,
            line=root.line,
        )
    units = tuple(_entity(node, source) for node in sorted(entities, key=lambda node: node.line))
    version = root.attrib.get("version") or None
    return ForceFile(Path(path).stem, units, version, source)


def _entity(node: XmlNode, source: str) -> ForceUnit:
    chassis = node.get("chassis").strip()
    if not chassis:
        raise FormatError(
            "an <entity> without a chassis: MegaMek cannot tell which design it is",
            source=source,
            line=node.line,
        )
    crews = node.named("pilot", "crew")
    _check_names(node, source)
    return ForceUnit(
        chassis=chassis,
        model=node.get("model").strip(),
        type=node.get("type").strip(),
        crew=_crew(crews[0], source) if crews else None,
        ammo=tuple(_ammo(node)),
        quirks=tokens(node.get("quirks")),
        slot_quirks=tuple(_slot_quirks(node)),
        bombs=tuple(_bombs(node, source)),
        force_path=_force_path(node),
        c3=_c3(node),
        external_id=node.get("externalId"),
        game_id=_id(node, "Game", source),
        conveyance=_id(node, "Conveyance", source),
        commander=node.get("commander").lower() == "true",
        offboard=node.get("offboard").lower() == "true",
        other=_other(node, ENTITY_FIELDS),
        line=node.line,
    )


def _other(node: XmlNode, known: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    return tuple((name, value) for name, value in node.attrib.items() if name not in known)


def _check_names(entity: XmlNode, source: str) -> None:
    """Chassis, model and crew names no longer than a name may be (docs/limits.md)."""
    named = [(entity, "chassis"), (entity, "model")]
    named += [(crew, "name") for crew in entity.named("pilot", "crew")]
    named += [(seat, "name") for crew in entity.named("crew") for seat in crew.named("crewMember")]
    for node, name in named:
        try:
            check_text(name, node.get(name))
        except ValueError as exc:
            raise FormatError(f"<{node.tag}> {name}: {exc}", source=source, line=node.line) from None


def tokens(text: str) -> tuple[str, ...]:
    """MegaMek's lists ("a::b::c"): split at the colons, empty pieces dropped."""
    return tuple(piece for piece in text.split(":") if piece.strip())


def _skill(node: XmlNode, name: str, source: str) -> int | None:
    text = node.get(name).strip()
    if not text:
        return None
    try:
        return int(check_number(name, int(text), int))  # docs/limits.md: 0 to 12
    except ValueError as exc:
        detail = (
            str(exc) if text.lstrip("-").isdigit() else f"{name} must be a whole number (got {text!r:.40})"
        )
        raise FormatError(detail, source=source, line=node.line) from None


def _gunnery(node: XmlNode, source: str) -> int | None:
    """``gunnery``, else the mean of the three RPG gunnery skills (MegaMek: gunneryL, M, B)."""
    gunnery = _skill(node, "gunnery", source)
    if gunnery is not None:
        return gunnery
    parts = [_skill(node, name, source) for name in ("gunneryL", "gunneryM", "gunneryB")]
    known = [part for part in parts if part is not None]
    return sum(known) // 3 if len(known) == 3 else None


def _crew(node: XmlNode, source: str) -> Crew:
    """A ``<pilot>``, or a ``<crew>`` whose first seat gives the name and skills the unit fights with."""
    common = Crew(
        other=_other(node, CREW_FIELDS),
        nick=node.get("nick"),
        size=_number(node, "size", source),
        advantages=tokens(node.get("advantages")),
        edge=tokens(node.get("edge")),
        implants=tokens(node.get("implants")),
    )
    if node.tag.casefold() == "pilot":
        return replace(
            common,
            name=node.get("name"),
            gunnery=_gunnery(node, source),
            piloting=_skill(node, "piloting", source),
        )
    members = tuple(_member(member, source) for member in node.named("crewMember"))
    first = members[0] if members else None
    return replace(
        common,
        name=first.name if first else node.get("name"),
        gunnery=first.gunnery if first else _gunnery(node, source),
        piloting=first.piloting if first else _skill(node, "piloting", source),
        crew_type=node.get("crewType") or "crew",
        members=members,
    )


def _member(node: XmlNode, source: str) -> CrewMember:
    return CrewMember(
        _number(node, "slot", source) or 0,
        node.get("name"),
        _gunnery(node, source),
        _skill(node, "piloting", source),
        node.get("nick"),
    )


def _number(node: XmlNode, name: str, source: str) -> int | None:
    text = node.get(name).strip()
    if not text:
        return None
    if not text.lstrip("-").isdigit() or len(text) > 9:
        raise FormatError(
            f"<{node.tag}> {name} must be a whole number (got {text!r:.40})", source=source, line=node.line
        )
    return int(text)


def _slots(entity: XmlNode) -> list[tuple[int, XmlNode]]:
    found = []
    for location in entity.named("location"):
        index = location.get("index").strip()
        where = int(index) if index.lstrip("-").isdigit() and len(index) < 6 else -1
        found += [(where, slot) for slot in location.named("slot")]
    return found


def _ammo(entity: XmlNode) -> list[AmmoSlot]:
    out = []
    for location, slot in _slots(entity):
        shots = slot.get("shots").strip()
        if shots:
            count = int(shots) if shots.isdigit() and len(shots) < 7 else None
            out.append(AmmoSlot(location, slot.get("index").strip(), slot.get("type"), count))
    return out


def _slot_quirks(entity: XmlNode) -> list[SlotQuirk]:
    return [
        SlotQuirk(location, slot.get("index").strip(), slot.get("type"), tokens(slot.get("quirks")))
        for location, slot in _slots(entity)
        if slot.get("quirks").strip()
    ]


def _bombs(entity: XmlNode, source: str) -> list[Bomb]:
    return [
        Bomb(bomb.get("type"), _number(bomb, "load", source) or 0)
        for bombs in entity.named("bombs")
        for bomb in bombs.named("bomb")
    ]


def parse_force_path(text: str) -> tuple[ForceLevel, ...]:
    """A force path, top first: "The Blackcoats|0||Royal Company|1||Blue Lance|2||" -> three levels."""
    levels = []
    for piece in text.split("||"):
        if not piece.strip():
            continue
        name, sep, number = piece.rpartition("|")
        if not sep:
            name, number = piece, ""
        force_id = int(number) if number.strip().isdigit() and len(number) < 10 else None
        levels.append(ForceLevel(name, force_id))
    return tuple(levels)


def _force_path(entity: XmlNode) -> tuple[ForceLevel, ...]:
    forces = entity.named("Force")
    return parse_force_path(forces[0].get("force")) if forces else ()


def _c3(entity: XmlNode) -> C3Links:
    c3i = tuple(link.get("link") for group in entity.named("c3iset") for link in group.named("c3i_link"))
    naval = tuple(link.get("link") for group in entity.named("NC3set") for link in group.named("NC3_link"))
    return C3Links(entity.get("c3UUID"), entity.get("c3MasterIs"), c3i, naval)


def _id(entity: XmlNode, tag: str, source: str) -> int | None:
    found = entity.named(tag)
    return _number(found[0], "id", source) if found else None
