"""The ammunition rules every weapon carrier shares (seed 000 lines 4336, 4473, 4544): at least one
ton of ammunition for each missile or ballistic weapon carried, in whole tons, except machine-gun
ammunition, which comes in half tons. Lot sizes come from ``data/common.yaml``."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from designer import wording
from designer.catalog import Weapon, catalog
from designer.catalog.beyond_level2 import equipment_note
from designer.rules.common.rounding import EPSILON, is_lot
from designer.rules.findings import Finding, FindingSpec


def ammo_lot(weapon: Weapon) -> float:
    """The smallest lot of the weapon's ammunition: half a ton for machine guns, else a ton."""
    common = catalog().common
    return common.half_ton_lot if weapon.half_ton_ammo else common.ammo_lot_tons


def bin_tons(half: bool) -> float:
    """Tons of one 'Mech ammunition bin: a ton, or half a ton (machine guns)."""
    common = catalog().common
    return common.half_ton_lot if half else common.ammo_lot_tons


def shots(weapon: Weapon, tons: float) -> int:
    """Shots in ``tons`` of the weapon's ammunition (a half-ton bin holds half a ton's shots)."""
    return math.floor((weapon.shots_per_ton or 0) * tons + EPSILON)


@dataclass(frozen=True, slots=True)
class AmmoSpecs:
    """The three ammunition codes of one unit kind."""

    missing: FindingSpec
    no_weapon: FindingSpec
    lot: FindingSpec


def ammo_findings(
    weapons: list[Weapon], lots: Iterable[tuple[str, float]], specs: AmmoSpecs
) -> Iterator[Finding]:
    """The ammunition purchase rule, counted per weapon type (decision D-UNIT-3): every lot fires a
    weapon carried and is a whole number of lots; every weapon that uses ammunition has at least a
    lot of it. Ammunition of a weapon MegaMek holds beyond Level 2 says so (decision D-CANON-FTR)."""
    carried: dict[str, float] = {}
    for name, tons in lots:
        weapon = catalog().weapon(name)
        if weapon is None or not weapon.uses_ammo or weapon.id not in {w.id for w in weapons}:
            yield specs.no_weapon.finding(
                f"{wording.tons(tons)} of {name} ammunition {wording.is_are(tons)} carried, but no weapon "
                f"that fires it is mounted.{equipment_note(name) if weapon is None else ''}"
            )
            continue
        lot = ammo_lot(weapon)
        if not is_lot(tons, lot) or tons <= 0:
            yield specs.lot.finding(
                f"{weapon.id} ammunition comes in {lot:g}-ton lots; {wording.tons(tons)} "
                f"{'was' if tons == 1 else 'were'} bought."
            )
        carried[weapon.id] = carried.get(weapon.id, 0.0) + tons
    for weapon in {w.id: w for w in weapons if w.uses_ammo}.values():
        least = ammo_lot(weapon)
        if carried.get(weapon.id, 0.0) < least:
            yield specs.missing.finding(
                f"{weapon.id} needs at least {least:g} ton of ammunition; "
                f"{carried.get(weapon.id, 0.0):g} carried."
            )
