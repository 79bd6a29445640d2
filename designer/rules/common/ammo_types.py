"""Ammunition types (decision D-AMMO-1): the Level 2 ammunition rows (catalog/data/level2/
*ammo.yaml) give each weapon the types it fires (standard, cluster for the LB-X, Artemis IV- and
Narc-capable for LRM and SRM launchers, inferno for SRMs); a bin or lot names one. Every 1987
weapon that uses ammunition fires standard ammunition."""

from __future__ import annotations

import functools
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
