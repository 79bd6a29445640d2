"""Ammunition types (decision D-AMMO-1): the Level 2 ammunition rows (catalog/data/level2/
*ammo.yaml) give each weapon the types it fires (standard, cluster for the LB-X, Artemis IV- and
Narc-capable for LRM and SRM launchers, inferno for SRMs); a bin or lot names one. Every 1987
weapon that uses ammunition fires standard ammunition."""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Iterator

from designer.catalog import catalog
from designer.catalog.level2 import level2_catalog
from designer.rules.findings import Finding, FindingSpec

STANDARD = "standard"
ARTEMIS = "artemis"
_SIZE_KINDS = frozenset({"half"})   # a row's size (half a ton of standard ammunition), not a type


@functools.cache   # the catalog is fixed for the run
def _types_by_weapon() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for row in level2_catalog().ammo:
        weapon = catalog().find(row.weapon)
        kind = STANDARD if row.kind in _SIZE_KINDS else row.kind
        out.setdefault(weapon.id if weapon is not None else row.weapon, set()).add(kind)
    return {weapon: frozenset(kinds) for weapon, kinds in out.items()}


def ammo_types(weapon_id: str) -> frozenset[str]:
    """The ammunition types the weapon fires: standard, plus its Level 2 rows' types."""
    return _types_by_weapon().get(weapon_id, frozenset()) | {STANDARD}


def type_label(kind: str) -> str:
    """How a message names a type: ``Artemis IV-capable``, ``cluster``..."""
    return {ARTEMIS: "Artemis IV-capable", "narc": "Narc-capable"}.get(kind, kind)


def typed_name(name: str, kind: str) -> str:
    """A bin's name with its type when not standard: ``LRM-5 Artemis IV-capable``."""
    return name if kind == STANDARD else f"{name} {type_label(kind)}"


def ammo_type_findings(lots: Iterable[tuple[str, str, str | None]], spec: FindingSpec) -> Iterator[Finding]:
    """A bin or lot (weapon, type, location) names a type its weapon fires (``spec`` when not;
    a weapon the catalog lacks is another check's)."""
    for name, kind, where in lots:
        weapon = catalog().weapon(name)
        if weapon is None or not weapon.uses_ammo or kind in ammo_types(weapon.id):
            continue
        fired = ", ".join(sorted(type_label(k) for k in ammo_types(weapon.id)))
        yield spec.finding(f"{weapon.id} fires no {type_label(kind)} ammunition (its types: {fired}).", where)


@functools.cache   # the catalog is fixed for the run
def shots_per_ton(weapon_id: str, kind: str) -> int | None:
    """Shots in a whole ton of the weapon's ``kind`` of ammunition: the type's own Level 2 row
    (an MML-9's SRM ton holds 11 salvos, its LRM ton 13), else the weapon's shots per ton; None for
    a weapon without ammunition or one the catalog lacks."""
    rows = [row for row in level2_catalog().ammo if row.kind == kind
            and getattr(catalog().find(row.weapon), "id", row.weapon) == weapon_id]
    row = next((r for r in rows if r.tons == 1), rows[0] if rows else None)
    if row is not None:
        return row.shots_per_ton
    weapon = catalog().weapon(weapon_id)
    return weapon.shots_per_ton if weapon is not None else None


def lot_shots(weapon_name: str, kind: str, tons: float) -> int | None:
    """Shots in ``tons`` of the weapon's ``kind`` of ammunition: shots per ton x tons, rounded down
    (half a ton of machine-gun ammunition holds half a ton's shots, seed 000 line 4476)."""
    weapon = catalog().weapon(weapon_name)
    per_ton = shots_per_ton(weapon.id if weapon is not None else weapon_name, kind)
    return None if per_ton is None else math.floor(per_ton * tons + 1e-9)
