"""Regiment generation from the 'Mech regimental breakdown (seed 001 lines 1957-1990): the lance
types and counts of the regiment's type, experience chits by the regiment's Experience Level,
lances drawn as quick lances from the published BattleForce Values Table (seed 001 lines
1697-1709) or from the unit library by weight class. Deterministic under a seed.

The result is the data of a regiment file (``kind: regiment``), so it can be saved, edited and
read back like any other."""

from __future__ import annotations

import functools
import random
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from designer.battleforce.lance import lance_values
from designer.battleforce.lance_file import resolve_unit
from designer.battleforce.published import published_rows
from designer.battleforce.purchase import base_cost, cost_at
from designer.battleforce.regiment_data import LANCE_TYPES, LEVELS, LanceType, regiment_tables
from designer.battleforce.regiment_file import regiment_budget
from designer.battleforce.values import MECH, UnitValues
from designer.library import library_files

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)   # libyaml when present: 162 library files

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
REDRAWS = 6  # candidates drawn when a lance must be replaced by a cheaper one


@dataclass
class _Slot:
    """One lance being generated: its type, members (unit references), values and chit."""

    type: str
    members: list[str]
    level: str = "Regular"

    @property
    def base(self) -> int:
        return _base_cost(tuple(self.members))

    @property
    def cost(self) -> int:
        return cost_at(self.base, self.level).points


def _fits(lance_type: LanceType, name: str, section: str | None, tons: float | None) -> bool:
    if lance_type.names:
        return any(name.casefold().startswith(wanted.casefold()) for wanted in lance_type.names)
    if section is not None and lance_type.section is not None:
        return section == lance_type.section
    return tons is not None and lance_type.min_tons <= tons <= lance_type.max_tons


@functools.cache
def quick_pool(lance_type: str) -> tuple[str, ...]:
    """Canon 'Mechs of the published table for ``lance_type`` (as ``mech:Name`` references)."""
    wanted = regiment_tables().lance_types[lance_type]
    return tuple(
        f"mech:{row.name}"
        for row in published_rows()
        if row.class_ == MECH and _fits(wanted, row.name, row.section, row.tons)
    )


@functools.cache
def _library_mechs() -> tuple[tuple[str, float], ...]:
    mechs = []
    for path in library_files():
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)   # the shipped library
        # an OmniMech design (units/mechs/level2) is one unit per configuration, not one unit: a
        # lance member names a single design, so OmniMechs are not drawn
        if (isinstance(data, dict) and data.get("kind") == "mech" and not data.get("configurations")
                and fits_1987_regiment(data)):
            mechs.append((path.stem, float(data.get("tonnage", 0))))
    return tuple(mechs)


LAST_1987_YEAR = 3025   # the 1987 rules' era (D-NEW-1)


def fits_1987_regiment(data: dict[str, Any]) -> bool:
    """A design a 1987 BattleForce regiment may field (D-NEW-1): the 1987 rules (rules level 1),
    Inner Sphere technology, and no later year than 3025. The keys' absence means what the unit
    model's defaults mean (level 1, Inner Sphere, no year); a Level 2 library file has no year, so
    its rules level and technology decide."""
    year = data.get("year")
    return (data.get("rules_level", 1) == 1 and data.get("tech_base", "inner_sphere") == "inner_sphere"
            and (not isinstance(year, int) or year <= LAST_1987_YEAR))


@functools.cache
def library_pool(lance_type: str) -> tuple[str, ...]:
    """Library 'Mech designs (by file stem) of ``lance_type``'s weight class or fire-support list."""
    wanted = regiment_tables().lance_types[lance_type]
    return tuple(name for name, tons in _library_mechs() if _fits(wanted, name, None, tons))


@functools.cache
def _values(reference: str) -> UnitValues:
    return resolve_unit(reference).values


@functools.lru_cache(maxsize=4096)
def _base_cost(members: tuple[str, ...]) -> int:
    """The cost before experience of a lance of ``members`` (its counter's Overburn RA)."""
    values = [_values(member) for member in members]
    return base_cost(lance_values(values, [(4, 5)] * len(values), name="lance")).points


def _draw(lance_type: str, rng: random.Random, from_library: bool) -> _Slot:
    pool = library_pool(lance_type) if from_library else quick_pool(lance_type)
    if not pool:
        raise LookupError(f"no {lance_type} 'Mechs to draw from")
    members = [rng.choice(pool) for _ in range(regiment_tables().lances_per_company + 1)]
    return _Slot(lance_type, members)


def _chits_by_type(regiment_type: str, rng: random.Random) -> dict[str, list[str]]:
    """The breakdown table's experience counters for each lance type, shuffled; in half of all
    Medium regiments one Medium lance is Elite (seed 001 line 1981, D-REG-4)."""
    breakdown = regiment_tables().breakdown[regiment_type]
    chits = {
        row.type: [level for level in LEVELS for _ in range(row.counters[level])] for row in breakdown.rows
    }
    for levels in chits.values():
        rng.shuffle(levels)
    if breakdown.elite_medium_chance and rng.random() < breakdown.elite_medium_chance:
        medium = chits["medium"]
        index = medium.index("Regular") if "Regular" in medium else 0
        medium[index] = "Elite"
    return chits


def _assign_experience(slots: list[_Slot], regiment_type: str, level: str | None, rng: random.Random) -> None:
    """Without a regiment level, the breakdown table's counters per lance type; with one, the
    level's 32 chits (seed 001 lines 1923-1928), the better chits to the costlier lances ("the
    more experienced 'Mech pilots are assigned to the more powerful 'Mechs", seed 001 line 1859)."""
    if level is None:
        chits = _chits_by_type(regiment_type, rng)
        for slot in slots:
            slot.level = chits[slot.type].pop()
        return
    counts = regiment_tables().level_lances[level]
    ranked = [chit for chit in reversed(LEVELS) for _ in range(counts[chit])]
    for slot, chit in zip(sorted(slots, key=lambda s: -s.base), ranked, strict=True):
        slot.level = chit


def _within_budget(slots: list[_Slot], points: int, special: int) -> bool:
    return sum(s.cost for s in slots) <= points and sum(s.base for s in slots) <= points - special


def _fit_budget(
    slots: list[_Slot], points: int, special: int, rng: random.Random, from_library: bool
) -> None:
    """Replaces the costliest lances by cheaper draws of their type until the regiment fits its
    budget (total with experience, and lances before experience within the non-special points)."""
    settled: set[int] = set()
    while not _within_budget(slots, points, special) and len(settled) < len(slots):
        index = max((i for i in range(len(slots)) if i not in settled), key=lambda i: slots[i].base)
        old = slots[index]
        best = min((_draw(old.type, rng, from_library) for _ in range(REDRAWS)), key=lambda s: s.base)
        if best.base < old.base:
            best.level = old.level
            slots[index] = best
        else:
            settled.add(index)


def _lance_data(slot: _Slot, name: str) -> dict[str, Any]:
    return {
        "name": name,
        "class": MECH,
        "experience": slot.level,
        "members": [{"unit": member} for member in slot.members],
    }


def _organise(slots: list[_Slot]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(battalions, regimental headquarters): the heaviest lances lead (two regimental, then one per
    battalion); the rest fill companies of three, dealt to the battalions in turn (seed 001 line 1869)."""
    t = regiment_tables()
    ordered = sorted(slots, key=lambda s: LANCE_TYPES.index(s.type))
    numbers: dict[str, int] = {}

    def named(slot: _Slot) -> dict[str, Any]:
        numbers[slot.type] = numbers.get(slot.type, 0) + 1
        return _lance_data(slot, f"{slot.type.title()} {numbers[slot.type]}")

    headquarters = [named(slot) for slot in ordered[: t.regimental_headquarters]]
    rest = ordered[t.regimental_headquarters :]
    named_hq = [named(slot) for slot in rest[: t.battalions]]
    companies: list[list[list[dict[str, Any]]]] = [[] for _ in range(t.battalions)]
    size = t.lances_per_company
    for number, start in enumerate(range(t.battalions, len(rest), size)):
        companies[number % t.battalions].append([named(slot) for slot in rest[start : start + size]])
    letters = iter(string.ascii_uppercase)
    battalions = [
        {
            "name": f"{ORDINALS[b]} Battalion",
            "headquarters": [named_hq[b]],
            "companies": [{"name": f"{next(letters)} Company", "lances": lances} for lances in companies[b]],
        }
        for b in range(t.battalions)
    ]
    return battalions, headquarters


def generate_regiment(
    regiment_type: str,
    level: str | None = None,
    seed: int = 0,
    *,
    from_library: bool = False,
    name: str | None = None,
) -> dict[str, Any]:
    """The data of a regiment file for a ``regiment_type`` ('heavy', 'medium', 'light') regiment of
    Experience Level ``level`` (None: the breakdown table's own spread), drawn with ``seed``.

    Raises:
        ValueError: a type without a breakdown table (mixed).
        LookupError: no 'Mechs to draw a lance type from.
    """
    tables = regiment_tables()
    if regiment_type not in tables.breakdown:
        raise ValueError(f"no breakdown table for a {regiment_type} regiment (heavy, medium or light)")
    rng = random.Random(seed)
    slots = [
        _draw(row.type, rng, from_library)
        for row in tables.breakdown[regiment_type].rows
        for _ in range(row.lances)
    ]
    _assign_experience(slots, regiment_type, level, rng)
    budget = regiment_budget(regiment_type, level)
    _fit_budget(slots, budget.points, budget.special, rng, from_library)
    battalions, headquarters = _organise(slots)
    title = name or f"{regiment_type.title()} Regiment {seed}"
    data: dict[str, Any] = {"kind": "regiment", "name": title, "type": regiment_type}
    if level is not None:
        data["experience"] = level
    return data | {"battalions": battalions, "headquarters": headquarters, "battlegroup": {"trucks": True}}


def dump_regiment(data: dict[str, Any]) -> str:
    """A regiment file's text, lances one per line block, in a stable order."""
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110)


def write_regiment(data: dict[str, Any], path: str | Path) -> None:
    """Writes a regiment file atomically (keeps ``<name>.bak``)."""
    from designer.formats.yaml_io import atomic_write_bytes

    atomic_write_bytes(path, dump_regiment(data).encode("utf-8"))
