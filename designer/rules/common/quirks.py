"""Design quirks (decision D-QUIRK-1): the optional rules of the BattleMech Manual and Campaign
Operations that give a design its positive and negative traits, unit-wide or on one weapon.

A unit's quirks are what its file says: MegaMek's ``quirk:``/``weaponquirk:`` lines (MTF) or
``<quirks>``/``<weaponquirks>`` blocks (BLK), kept in the unit's ``meta`` under MegaMek's own keys
so every format writes them back unchanged (YAML designs use the same keys). This module reads them
into :class:`UnitQuirks`, describes them from the catalogue (``catalog/data/quirks.yaml``) and checks
them: a quirk the catalogue does not know, one the unit's kind cannot carry, two that exclude each
other, a weapon quirk naming no weapon of the design. Quirks never change Battle Value or cost."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table
from designer.rules.findings import Finding, Severity, register

# The catalogue's quirks are MegaMek's facts and the books' names; the seeds print no quirk.
RULE = "decision D-QUIRK-1: BattleMech Manual and Campaign Operations, Design Quirks (the seeds are silent)"
UNIT_KEYS = ("quirk", "quirks")                 # MTF line key, BLK block tag
WEAPON_KEYS = ("weaponquirk", "weaponquirks")
NO_ARMS = "no_arms"   # the quirk a 'Mech's weapon_pod_arms stands for (mech/mtf.py)

UNKNOWN = register("QUIRK-UNKNOWN", Severity.WARNING, "quirk not in the quirk catalogue", RULE,
                   "quirk:lucky_charm", kind="quirks")
NOT_FOR_KIND = register("QUIRK-NOT-FOR-KIND", Severity.WARNING, "quirk the unit's kind cannot carry", RULE,
                        "a tank with quirk:battle_fists_la", kind="quirks")
CONFLICT = register("QUIRK-CONFLICT", Severity.ERROR, "two quirks that exclude each other", RULE,
                    "quirk:easy_maintain and quirk:difficult_maintain", kind="quirks")
NO_WEAPON = register("QUIRK-WEAPON-MISSING", Severity.ERROR, "weapon quirk naming no weapon of the design",
                     RULE, "weaponquirk:accurate:RA:4:PPC on a 'Mech with no PPC in its right arm",
                     kind="quirks")
MALFORMED = register("QUIRK-WEAPON-MALFORMED", Severity.ERROR,
                     "weapon quirk not written quirk:LOC:SLOT:WEAPON", RULE, "weaponquirk:accurate:RA",
                     kind="quirks")


class QuirkRow(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    code: str
    name: str
    positive: bool
    summary: str
    kinds: tuple[str, ...] | None = None    # None: every kind
    excludes: tuple[str, ...] = ()

    @property
    def sign(self) -> str:
        return "positive" if self.positive else "negative"


class QuirkTable(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    unit_quirks: tuple[QuirkRow, ...]
    weapon_quirks: tuple[QuirkRow, ...]


@functools.cache
def quirk_table() -> QuirkTable:
    return load_table(QuirkTable, "quirks.yaml")


@functools.cache
def _rows(weapon: bool) -> dict[str, QuirkRow]:
    table = quirk_table()
    return {row.code: row for row in (table.weapon_quirks if weapon else table.unit_quirks)}


def unit_quirk(code: str) -> QuirkRow | None:
    return _rows(False).get(code.casefold())


def weapon_quirk(code: str) -> QuirkRow | None:
    return _rows(True).get(code.casefold())


@dataclass(frozen=True, slots=True)
class WeaponQuirk:
    """One weapon's quirk as MegaMek writes it: ``code:LOCATION:SLOT:WEAPON`` (SLOT counted from 0)."""

    code: str
    location: str
    slot: int | None
    weapon: str
    text: str   # the whole entry as the file has it

    @classmethod
    def parse(cls, text: str) -> WeaponQuirk:
        parts = [part.strip() for part in text.split(":", 3)]
        if len(parts) != 4 or not all(parts):
            return cls(parts[0] if parts else "", "", None, "", text)
        slot = int(parts[2]) if parts[2].isdigit() else None
        return cls(parts[0].casefold(), parts[1].upper(), slot, parts[3], text)

    @property
    def well_formed(self) -> bool:
        return bool(self.code and self.location and self.weapon) and self.slot is not None

    def write(self) -> str:
        return f"{self.code}:{self.location}:{self.slot}:{self.weapon}" if self.well_formed else self.text


@dataclass(frozen=True, slots=True)
class UnitQuirks:
    unit: tuple[str, ...] = ()
    weapons: tuple[WeaponQuirk, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.unit or self.weapons)


def _values(meta: dict[str, Any], keys: tuple[str, ...]) -> list[str]:
    found: list[str] = []
    for key in keys:
        value = meta.get(key)
        items = value if isinstance(value, (list, tuple)) else [value] if value is not None else []
        found += [str(item).strip() for item in items if str(item).strip()]
    return found


def quirks_of(unit: Any) -> UnitQuirks:
    """The quirks ``unit``'s file gives it, in the file's order (each once)."""
    meta = getattr(unit, "meta", None) or {}
    codes = [code.casefold() for code in _values(meta, UNIT_KEYS)]
    if getattr(unit, "weapon_pod_arms", False) and NO_ARMS not in codes:
        codes.append(NO_ARMS)   # a 'Mech file's quirk:no_arms, held as the design's weapon-pod arms
    weapons = tuple(WeaponQuirk.parse(text) for text in _values(meta, WEAPON_KEYS))
    return UnitQuirks(tuple(dict.fromkeys(codes)), weapons)


def quirk_findings(unit: Any) -> Iterator[Finding]:
    """Every problem of ``unit``'s quirks."""
    quirks = quirks_of(unit)
    kind = getattr(unit, "kind", "")
    yield from _unit_quirk_findings(quirks.unit, kind)
    yield from _weapon_quirk_findings(unit, quirks.weapons, kind)


def _unit_quirk_findings(codes: tuple[str, ...], kind: str) -> Iterator[Finding]:
    for code in codes:
        row = unit_quirk(code)
        if row is None:
            yield UNKNOWN.finding(f"'{code}' is not a design quirk of the BattleMech Manual or Campaign "
                                  "Operations; it is kept but has no effect here", "quirks")
        elif row.kinds is not None and kind not in row.kinds:
            yield NOT_FOR_KIND.finding(f"{row.name} ({code}) is not a quirk a {kind} can carry", "quirks")
    yield from _conflicts(codes, unit_quirk, "quirks")


def _conflicts(codes: tuple[str, ...], find: Any, location: str) -> Iterator[Finding]:
    seen: set[frozenset[str]] = set()
    for code in codes:
        row = find(code)
        for other in row.excludes if row is not None else ():
            pair = frozenset((code, other))
            if other in codes and pair not in seen:
                seen.add(pair)
                yield CONFLICT.finding(f"{row.name} ({code}) and {find(other).name} ({other}) exclude each "
                                       "other", location)


def _weapon_quirk_findings(unit: Any, quirks: tuple[WeaponQuirk, ...], kind: str) -> Iterator[Finding]:
    by_weapon: dict[tuple[str, int | None, str], list[str]] = {}
    for quirk in quirks:
        where = f"{quirk.location}:{quirk.slot}" if quirk.well_formed else "weapon quirks"
        if not quirk.well_formed:
            yield MALFORMED.finding(f"'{quirk.text}' is not written quirk:LOCATION:SLOT:WEAPON", where)
            continue
        row = weapon_quirk(quirk.code)
        if row is None:
            yield UNKNOWN.finding(f"'{quirk.code}' on {quirk.weapon} is not a weapon quirk of the BattleMech "
                                  "Manual or Campaign Operations; it is kept but has no effect here", where)
        elif row.kinds is not None and kind not in row.kinds:
            yield NOT_FOR_KIND.finding(f"{row.name} ({quirk.code}) is not a weapon quirk a {kind} can carry",
                                       where)
        if not _mounts_weapon(unit, quirk):
            yield NO_WEAPON.finding(f"{quirk.code} names {quirk.weapon} in slot {quirk.slot + 1} of "   # type: ignore[operator]
                                    f"{quirk.location}, where the design mounts no such weapon", where)
        by_weapon.setdefault((quirk.location, quirk.slot, quirk.weapon), []).append(quirk.code)
    for (location, slot, _), codes in by_weapon.items():
        yield from _conflicts(tuple(codes), weapon_quirk, f"{location}:{slot}")


def _mounts_weapon(unit: Any, quirk: WeaponQuirk) -> bool:
    """Whether a mount of ``unit`` in the quirk's location fills its slot and is its weapon. A kind whose
    mounts have no slots (vehicles, fighters...) is matched by location and weapon alone; a kind without
    mounts is not checked."""
    mounts = getattr(unit, "equipment", None)
    if mounts is None:
        return True
    from designer.catalog.loader import catalog

    named = catalog().find(quirk.weapon)
    for mount in mounts:
        location = str(getattr(mount, "location", "") or "").upper()
        if location != quirk.location:
            continue
        item = catalog().find(str(getattr(mount, "item", "")))
        if named is None or item is None or item.id != named.id:
            continue
        first = getattr(mount, "slot", None)
        if first is None or quirk.slot is None:
            return True
        size = getattr(mount, "slots", None) or getattr(item, "slots", 1) or 1
        if first - 1 <= quirk.slot < first - 1 + size:
            return True
    return False


def described(quirks: UnitQuirks) -> dict[str, list[dict[str, Any]]]:
    """The quirks as ``info --json`` gives them: each with its name, sign and summary from the
    catalogue (None where the catalogue does not know it)."""
    def unit_entry(code: str) -> dict[str, Any]:
        row = unit_quirk(code)
        return {"code": code, "name": row.name if row else None, "effect": row.sign if row else None,
                "summary": row.summary if row else None}

    def weapon_entry(quirk: WeaponQuirk) -> dict[str, Any]:
        row = weapon_quirk(quirk.code)
        return {"code": quirk.code, "name": row.name if row else None, "effect": row.sign if row else None,
                "summary": row.summary if row else None, "location": quirk.location, "slot": quirk.slot,
                "weapon": quirk.weapon}

    return {"unit": [unit_entry(code) for code in quirks.unit],
            "weapons": [weapon_entry(quirk) for quirk in quirks.weapons]}


def quirk_lines(quirks: UnitQuirks) -> list[str]:
    """One line per quirk for text output and sheets: ``Command 'Mech (+)``, ``Accurate Weapon (+):
    PPC, RA``."""
    lines = []
    for code in quirks.unit:
        row = unit_quirk(code)
        lines.append(f"{row.name} ({'+' if row.positive else '-'})" if row else code)
    for quirk in quirks.weapons:
        row = weapon_quirk(quirk.code)
        name = f"{row.name} ({'+' if row.positive else '-'})" if row else quirk.code
        lines.append(f"{name}: {quirk.weapon}, {quirk.location}")
    return lines
