"""Writes a :class:`ForceFile` as a MegaMek force file (``.mul``), in the shape MegaMek's
EntityListFile writes: ``<unit version=...>`` of ``<entity chassis model type ...>``, each with its
``<pilot>`` (or ``<crew>`` of ``<crewMember>``), bombs, ammunition slots by ``<location>``, C3
links, ids and ``<Force force="Name|id||...">``. MegaMek finds each design by "chassis model", so
those are written exactly as read; the text is UTF-8 and every attribute escaped."""

from __future__ import annotations

import re
from collections.abc import Iterable
from xml.sax.saxutils import escape

from designer.battleforce.experience import DEFAULT_SKILLS
from designer.forces.model import Crew, ForceFile, ForceLevel, ForceUnit

# The MegaMek version whose format is written (MULParser warns when a file names none); the
# samples MekHQ ships were written by 0.49.4 to 0.49.19.
MUL_FORMAT_VERSION = "0.49.19"
_ATTRIBUTE = {'"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")  # characters XML 1.0 cannot hold


def _attr(name: str, value: object) -> str:
    text = _NOT_XML.sub("", str(value))
    return f' {name}="{escape(text, _ATTRIBUTE)}"'


def _attrs(pairs: Iterable[tuple[str, object]]) -> str:
    return "".join(_attr(name, value) for name, value in pairs if value is not None)


def _joined(items: tuple[str, ...]) -> str | None:
    return "::".join(items) if items else None


def force_string(path: tuple[ForceLevel, ...], ids: dict[tuple[str, ...], int]) -> str:
    """The force path as MegaMek writes it, each level's name and id ("The Blackcoats|0||Royal
    Company|1||"). A level without an id gets the next free one, the same for the same path."""
    parts = []
    for depth, level in enumerate(path):
        key = tuple(step.name for step in path[: depth + 1])
        force_id = level.force_id if level.force_id is not None else ids.setdefault(key, _free_id(ids))
        ids.setdefault(key, force_id)
        parts.append(f"{level.name.replace('|', '/')}|{force_id}||")
    return "".join(parts)


def _free_id(ids: dict[tuple[str, ...], int]) -> int:
    return max(ids.values(), default=-1) + 1


def _crew_lines(crew: Crew | None) -> list[str]:
    """The ``<pilot>`` or ``<crew>``; none for a unit whose file named none (MegaMek then gives the
    unit its default crew)."""
    if crew is None:
        return []
    gunnery = crew.gunnery if crew.gunnery is not None else DEFAULT_SKILLS[0]
    piloting = crew.piloting if crew.piloting is not None else DEFAULT_SKILLS[1]
    shared: list[tuple[str, object]] = [
        ("advantages", _joined(crew.advantages)),
        ("edge", _joined(crew.edge)),
        ("implants", _joined(crew.implants)),
    ]
    if crew.crew_type is None or not crew.members:
        head: list[tuple[str, object]] = [
            ("size", crew.size),
            ("name", crew.name),
            ("nick", crew.nick),
            ("gunnery", gunnery),
            ("piloting", piloting),
        ]
        return [f"\t\t<pilot{_attrs(head + shared + list(crew.other))}/>"]
    crew_head: list[tuple[str, object]] = [("crewType", crew.crew_type), ("size", crew.size)]
    lines = [f"\t\t<crew{_attrs(crew_head + shared + list(crew.other))}>"]
    for member in crew.members:
        seat = [
            ("slot", member.slot),
            ("name", member.name),
            ("nick", member.nick),
            ("gunnery", member.gunnery),
            ("piloting", member.piloting),
        ]
        lines.append(f"\t\t\t<crewMember{_attrs(seat)}/>")
    return lines + ["\t\t</crew>"]


def _location_lines(unit: ForceUnit) -> list[str]:
    slots: dict[int, list[str]] = {}
    quirks = {(q.location, q.index): q for q in unit.slot_quirks}
    for ammo in unit.ammo:
        quirk = quirks.pop((ammo.location, ammo.index), None)
        pairs = [
            ("index", ammo.index),
            ("type", ammo.type),
            ("shots", ammo.shots),
            ("quirks", _joined(quirk.quirks) if quirk else None),
        ]
        slots.setdefault(ammo.location, []).append(f"\t\t\t<slot{_attrs(pairs)}/>")
    for quirk in quirks.values():
        pairs = [
            ("index", quirk.index),
            ("type", quirk.type),
            ("quirks", _joined(quirk.quirks)),
            ("isDestroyed", "false"),
        ]
        slots.setdefault(quirk.location, []).append(f"\t\t\t<slot{_attrs(pairs)}/>")
    lines = []
    for location in sorted(slots):
        lines += [f"\t\t<location{_attr('index', location)}>", *slots[location], "\t\t</location>"]
    return (['\t\tThe first slot in a location is at index="1".'] if lines else []) + lines


def _link_lines(unit: ForceUnit) -> list[str]:
    lines = []
    for group, element, links in (("c3iset", "c3i_link", unit.c3.c3i), ("NC3set", "NC3_link", unit.c3.naval)):
        if links:
            lines += [
                f"\t\t<{group}>",
                *(f"\t\t\t<{element}{_attr('link', link)}/>" for link in links),
                f"\t\t</{group}>",
            ]
    return lines


def entity_lines(unit: ForceUnit, ids: dict[tuple[str, ...], int]) -> list[str]:
    """One ``<entity>``. Deployment (hidden, round, zone) is written only as the file gave it:
    MegaMek reads a unit without it as not deployed, in no zone, not hidden."""
    head: list[tuple[str, object]] = [
        ("chassis", unit.chassis),
        ("model", unit.model),
        ("type", unit.type),
        ("commander", str(unit.commander).lower()),
        ("offboard", str(unit.offboard).lower()),
        *unit.other,
        ("externalId", unit.external_id or None),
        ("quirks", _joined(unit.quirks)),
        ("c3MasterIs", unit.c3.master or None),
        ("c3UUID", unit.c3.uuid or None),
    ]
    lines = [f"\t<entity{_attrs(head)}>", *_crew_lines(unit.crew)]
    if unit.bombs:
        lines += [
            "\t\t<bombs>",
            *(f"\t\t\t<bomb{_attrs([('type', b.type), ('load', b.load)])}/>" for b in unit.bombs),
            "\t\t</bombs>",
        ]
    lines += _location_lines(unit) + _link_lines(unit)
    if unit.conveyance is not None:
        lines.append(f"\t\t<Conveyance{_attr('id', unit.conveyance)}/>")
    if unit.game_id is not None:
        lines.append(f"\t\t<Game{_attr('id', unit.game_id)}/>")
    if unit.force_path:
        lines.append(f"\t\t<Force{_attr('force', force_string(unit.force_path, ids))}/>")
    return lines + ["\t</entity>", ""]


def mul_text(force: ForceFile) -> str:
    """The ``.mul`` text of ``force``."""
    ids: dict[tuple[str, ...], int] = {}
    for unit in force.units:  # ids the file gives are kept; new levels get free ones
        for depth, level in enumerate(unit.force_path):
            if level.force_id is not None:
                ids.setdefault(tuple(step.name for step in unit.force_path[: depth + 1]), level.force_id)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "",
        f"<unit{_attr('version', MUL_FORMAT_VERSION)}>",
        "",
    ]
    for unit in force.units:
        lines += entity_lines(unit, ids)
    return "\n".join(lines + ["</unit>", ""])
