"""The construction types of an MTF header, read and written (research/level2-spec.md section 3.1):
``TechBase:``, ``Rules Level:``, ``Engine:250 XL Engine(IS)``, ``Structure:IS Endo Steel``,
``Armor:Ferro-Fibrous(Inner Sphere)``, ``Heat Sinks:10 Double``, ``Gyro:``, ``Cockpit:``.

The names themselves live in the catalog (``mtf_names`` of each row of ``data/construction.yaml``);
this module only splits the values and picks the row. A name two rows share (``XL Engine``,
``Double``, ``Endo Steel``) is the row of the file's tech base. ``mtf.py`` and ``mtf_writer.py``
call :func:`read_types` and :func:`type_headers`."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from designer.catalog import catalog
from designer.catalog.models import ConstructionRow, RowTechBase
from designer.mech.model import Mech
from designer.model.common import TechBase
from designer.mech.model import CONSTRUCTION_TABLES
from designer.rules.common.memo import per_design

# MTF header key (lower case) -> the Mech field it sets
TYPE_KEYS = {
    "engine": "engine_type",
    "structure": "structure_type",
    "armor": "armor_type",
    "heat sinks": "heat_sink_type",
    "gyro": "gyro_type",
    "cockpit": "cockpit_type",
}
_LEADING_COUNT = re.compile(r"\s*\d+\s*")
_TECH_BASES = {"inner sphere": TechBase.INNER_SPHERE, "clan": TechBase.CLAN}


@dataclass
class TypesRead:
    """The Mech fields an MTF header gives, and (line, message) notes for values read as a default."""

    fields: dict[str, Any] = field(default_factory=dict)
    notes: list[tuple[int | None, str]] = field(default_factory=list)
    unread: dict[str, str] = field(default_factory=dict)   # header key -> the value no row names


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


def _chassis_base(value: str) -> tuple[TechBase, bool]:
    """(the tech base of the chassis' own types, whether the design mixes technologies).
    ``Mixed (Clan Chassis)`` is a Clan chassis carrying some Inner Sphere equipment."""
    lowered = _key(value)
    if lowered.startswith("mixed"):
        return (TechBase.CLAN if "clan" in lowered else TechBase.INNER_SPHERE), True
    return _TECH_BASES.get(lowered, TechBase.INNER_SPHERE), False


def _fits(row: ConstructionRow, base: TechBase) -> bool:
    if row.tech_base is RowTechBase.BOTH:
        return True
    return (row.tech_base is RowTechBase.CLAN) == (base is TechBase.CLAN)


@functools.lru_cache(maxsize=1024)   # the catalog is fixed for the run; files name the same few types
def find_type(table: str, name: str, base: TechBase) -> ConstructionRow | None:
    """The row of ``table`` an MTF name (without rating or count) stands for, on a chassis of
    ``base``; None when no row has that name."""
    rows = [row for row in catalog().construction.table(table) if _key(name) in map(_key, row.mtf_names)]
    return next((row for row in rows if _fits(row, base)), rows[0] if rows else None)


def read_types(header: Mapping[str, tuple[str, int]]) -> TypesRead:
    """The tech base, rules level and construction types of an MTF header.

    ``header`` maps lower-case keys to (value, line). A missing key keeps the 1987 default; a value
    no catalog row names keeps it too and gives a note."""
    read = TypesRead()
    base, mixed = _chassis_base(header.get("techbase", ("Inner Sphere", 0))[0])
    read.fields["tech_base"] = TechBase.MIXED if mixed else base
    # ``Era:`` is not the design's year: the library's 1987 designs keep no year (decision D-ARCH-6)
    level = header.get("rules level", ("", 0))[0].strip()
    if level.isdigit() and 1 <= int(level) <= 4:
        read.fields["rules_level"] = int(level)
    for key, field_name in TYPE_KEYS.items():
        if key not in header:
            continue
        value, line = header[key]
        name = _LEADING_COUNT.sub("", value, count=1) if key in ("engine", "heat sinks") else value
        row = find_type(CONSTRUCTION_TABLES[field_name], name.strip(), base) if name.strip() else None
        if row is not None:
            read.fields[field_name] = row.id
        elif name.strip():
            read.notes.append(
                (line, f"{key} {value!r} is not a type the catalog knows; read as the standard type")
            )
            read.unread[key] = value   # validation reports the design it stands for (MECH-TYPE-UNREAD)
    return read


@per_design   # the writer asks for it once per header key; it reads no kept line
def type_headers(mech: Mech) -> Mapping[str, str]:
    """The MTF header values of the design's types (each row's first MTF name): ``techbase``,
    ``rules level``, ``engine``, ``structure``, ``armor``, ``heat sinks``, ``gyro`` and ``cockpit``
    (read-only: one mapping is shared by every caller for one design)."""
    rows = catalog().construction
    engine = rows.engine(mech.engine_type)
    structure = rows.structure(mech.structure_type)
    armor = rows.armor(mech.armor_type)
    sinks = rows.heat_sink(mech.heat_sink_type)
    gyro = rows.gyro(mech.gyro_type)
    cockpit = rows.cockpit(mech.cockpit_type)
    assert engine and structure and armor and sinks and gyro and cockpit, "types are checked when read"
    return MappingProxyType({
        "techbase": _tech_base_name(mech),
        "rules level": str(mech.rules_level),
        "engine": f"{mech.engine_rating} {engine.mtf_names[0]}",
        "structure": structure.mtf_names[0],
        "armor": (armor.mtf_clan_name if mech.is_clan else None) or armor.mtf_names[0],
        "heat sinks": f"{mech.heat_sinks} {sinks.mtf_names[0]}",
        "gyro": gyro.mtf_names[0],
        "cockpit": cockpit.mtf_names[0],
    })


# Header keys written only when the design's type is not the default (1987 files have no such line).
OPTIONAL_TYPE_KEYS = {"gyro": "gyro_type", "cockpit": "cockpit_type"}


def _tech_base_name(mech: Mech) -> str:
    if mech.tech_base is TechBase.MIXED:
        clan_engine = "clan" in mech.engine_type
        return "Mixed (Clan Chassis)" if clan_engine else "Mixed (IS Chassis)"
    return "Clan" if mech.is_clan else "Inner Sphere"
