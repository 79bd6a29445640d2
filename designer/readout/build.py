"""What a Technical Readout says of one design, gathered from the core for every unit kind."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from designer.bv import battle_value, not_rated_reason
from designer.catalog.loader import catalog
from designer.editing.fluff import FIELDS as FLUFF_FIELDS
from designer.editing.fluff import fluff_of
from designer.kinds import unit_kind
from designer.rules.common.quirks import quirk_lines, quirks_of
from designer.rules.common.weights import WeightLine
from designer.rules.cost import cost_total
from designer.rules.summary import summarize

TECH_BASES = {"inner_sphere": "Inner Sphere", "clan": "Clan", "mixed": "Mixed"}


@dataclass(frozen=True)
class WeaponRow:
    name: str
    location: str
    critical: int | None   # slots it fills; None for a kind without critical slots
    tons: float


@dataclass(frozen=True)
class Readout:
    title: str
    header: tuple[tuple[str, str], ...]              # (label, value): Type, Technology Base, Tonnage...
    equipment: tuple[tuple[str, float], ...]         # (item, mass in tons)
    weapons: tuple[WeaponRow, ...]
    slotted: bool                                    # the weapons table has a Critical column
    quirks: tuple[str, ...] = ()
    fluff: tuple[tuple[str, str], ...] = field(default_factory=tuple)   # (section, text)


def _technology(unit: Any) -> str:
    base = getattr(unit, "tech_base", None)
    word = str(getattr(base, "value", base) or "inner_sphere")
    name = TECH_BASES.get(word, word)
    level = getattr(unit, "rules_level", None)
    return f"{name} (Level {level})" if level else name


def _header(unit: Any) -> tuple[tuple[str, str], ...]:
    spec, summary = unit_kind(unit), summarize(unit)
    value = battle_value(unit)
    cost, cost_reason = cost_total(unit)
    facts = spec.piece("facts")
    rows = [("Type", summary.name), ("Unit", spec.label), ("Technology Base", _technology(unit)),
            ("Tonnage", f"{summary.tonnage:g}")]
    if getattr(unit, "year", None):
        rows.append(("Introduced", str(unit.year)))
    rows.append(("Battle Value", f"{value.base:,}" if value is not None else
                 f"not rated ({not_rated_reason(unit)})"))
    rows.append(("Cost", f"{cost:,} C-bills" if cost is not None else f"not computed ({cost_reason})"))
    if facts is not None:
        rows += [("Movement", facts.movement_text(unit)), ("Power", facts.power_text(unit))]
    return tuple(rows)


def _is_item(line: WeightLine) -> bool:
    """A weapon, item or ammunition lot: one the equipment catalog knows, or placed somewhere
    other than a location of its own name (a vehicle's turret is structure)."""
    where = str(getattr(line.location, "value", line.location) or "")
    return ("Ammo" in line.component or catalog().find(line.component) is not None
            or bool(where) and where.casefold() != line.component.casefold())


def _location(line: WeightLine) -> str:
    where = line.location
    return str(getattr(where, "value", where) or "-").replace("_", " ")


def _split(lines: list[WeightLine]) -> tuple[list[WeightLine], list[WeightLine]]:
    """(structure, items): the weight breakdown lists a unit's structure first, its items after;
    the items start at the first line that is one."""
    first = next((index for index, line in enumerate(lines) if _is_item(line)), len(lines))
    return lines[:first], lines[first:]


def _items(unit: Any, items: list[WeightLine]) -> tuple[WeaponRow, ...]:
    kind_rows = unit_kind(unit).piece("readout_items")
    if kind_rows is not None:
        return tuple(WeaponRow(name, where, slots, tons) for name, where, slots, tons in kind_rows(unit))
    return tuple(WeaponRow(line.component, _location(line), None, line.tons) for line in items)


def technical_readout(unit: Any) -> Readout:
    """The Technical Readout of ``unit`` (one configuration of an OmniMech)."""
    facts = unit_kind(unit).piece("facts")
    structure, items = _split(list(facts.weight_lines(unit)) if facts is not None else [])
    weapons = _items(unit, items)
    equipment = tuple((line.component, line.tons) for line in structure)
    fluff = fluff_of(unit)
    sections = tuple((name.title(), getattr(fluff, name).strip()) for name in FLUFF_FIELDS
                     if getattr(fluff, name).strip())
    slotted = any(row.critical is not None for row in weapons)
    return Readout(summarize(unit).name, _header(unit), equipment, weapons, slotted,
                   tuple(quirk_lines(quirks_of(unit))), sections)
