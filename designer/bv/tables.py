"""Battle Value 2.0 tables: the Battle Value of each item and of each ton of ammunition
(catalog/data/bv_mech_items.yaml, every row with its MegaMek ``source``, decision D-BV-1), the
target movement modifiers, the speed factor and the pilot skill multipliers."""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from typing import Any

from designer.bv.working import round_half_up
from designer.catalog.loader import load_data_file

# Target movement modifier by hexes moved (Total Warfare's table, as MegaMek's
# Compute.getTargetMovementModifier): 0-2: 0, 3-4: 1, 5-6: 2, 7-9: 3, 10-17: 4, 18-24: 5, 25+: 6.
_TMM_BANDS = ((2, 0), (4, 1), (6, 2), (9, 3), (17, 4), (24, 5))
JUMP_TMM_BONUS = 1

# Pilot skill multipliers (TechManual BV skill table, MegaMek BVCalculator.bvMultipliers):
# row = gunnery 0-8, column = piloting 0-8; 4/5 gives 1.
SKILL_MULTIPLIERS = (
    (2.42, 2.31, 2.21, 2.10, 1.93, 1.75, 1.68, 1.59, 1.50),
    (2.21, 2.11, 2.02, 1.92, 1.76, 1.60, 1.54, 1.46, 1.38),
    (1.93, 1.85, 1.76, 1.68, 1.54, 1.40, 1.35, 1.28, 1.21),
    (1.66, 1.58, 1.51, 1.44, 1.32, 1.20, 1.16, 1.10, 1.04),
    (1.38, 1.32, 1.26, 1.20, 1.10, 1.00, 0.95, 0.90, 0.85),
    (1.31, 1.19, 1.13, 1.08, 0.99, 0.90, 0.86, 0.81, 0.77),
    (1.24, 1.12, 1.07, 1.02, 0.94, 0.85, 0.81, 0.77, 0.72),
    (1.17, 1.06, 1.01, 0.96, 0.88, 0.80, 0.76, 0.72, 0.68),
    (1.10, 0.99, 0.95, 0.90, 0.83, 0.75, 0.71, 0.68, 0.64),
)


def target_movement_modifier(mp: int, jumping: bool = False) -> int:
    """The modifier a unit moving ``mp`` hexes gives attackers (+1 when it jumped); 0 at 0 MP."""
    if mp <= 0:
        return 0
    base = next((modifier for top, modifier in _TMM_BANDS if mp <= top), 6)
    return base + (JUMP_TMM_BONUS if jumping else 0)


def speed_factor(mp: int) -> float:
    """Offensive speed factor: (1 + (MP - 5) / 10) ^ 1.2, rounded to two decimals."""
    return round_2(math.pow(1 + (mp - 5) / 10.0, 1.2))


def round_2(value: float) -> float:
    """Two decimals, halves up (MegaMek: Math.round(x * 100) / 100)."""
    return math.floor(value * 100 + 0.5) / 100


def skill_multiplier(gunnery: int, piloting: int) -> float:
    """The skill table's multiplier; skills beyond 0-8 count as 0 or 8."""
    return SKILL_MULTIPLIERS[min(max(gunnery, 0), 8)][min(max(piloting, 0), 8)]


# A one-shot launcher, plain or improved, is worth a fifth of its launcher, rounded (MegaMek's
# one-shot classes: ISLRM15OS 27 = 136 / 5, ISSRM6OS 12 = 59 / 5, CLStreakSRM6OS 24 = 118 / 5,
# CLLRM10IOS 22 = 109 / 5; decision D-BV-9).
ONE_SHOT_SUFFIXES = (" (OS)", " (I-OS)")
ONE_SHOT_SHARE = 5



@functools.cache
def mech_items_data() -> dict[str, Any]:
    """The parsed value file, read once: each table takes its section from it (parsing it again
    for each of them cost some 30 ms a time, in every worker of a batch)."""
    data: dict[str, Any] = load_data_file("bv_mech_items.yaml")
    return data

@functools.cache
def item_values() -> dict[str, float]:
    """Battle Value per item id (weapons and equipment): the table's rows, and each one-shot
    launcher of the catalog the table lacks at a fifth of its launcher's."""
    values = {row["id"]: float(row["bv"]) for row in mech_items_data()["items"]}
    return values | {name: float(round_half_up(values[base] / ONE_SHOT_SHARE))
                     for name, base in _one_shots().items() if name not in values and base in values}


def _one_shots() -> dict[str, str]:
    """Each one-shot launcher id of the catalog, with its launcher's id."""
    from designer.catalog import catalog   # the catalog's loader does not import this module

    out = {}
    for row in catalog().rows():
        for suffix in ONE_SHOT_SUFFIXES:
            if row.id.endswith(suffix):
                out[row.id] = row.id.removesuffix(suffix)
    return out


@functools.cache
def ammo_values() -> dict[str, float]:
    """Battle Value of one ton of ammunition, per weapon id."""
    return {row["weapon"]: float(row["bv"]) for row in mech_items_data()["ammo"]}


@functools.cache
def sources() -> dict[str, str]:
    """The source of each row (items by id, ammunition as ``ammo:<weapon>``)."""
    data = mech_items_data()
    out = {name: f"a fifth of {base}'s value (MegaMek one-shot classes, decision D-BV-9)"
           for name, base in _one_shots().items() if name in item_values()}
    out |= {row["id"]: row["source"] for row in data["items"]}
    out |= {f"ammo:{row['weapon']}": row["source"] for row in data["ammo"]}
    return out


@functools.cache
def capacitor_values() -> dict[str, float]:
    """What a PPC capacitor adds to the PPC it is linked to, by the PPC's id (decision D-BV-9)."""
    return {row["ppc"]: float(row["bv"]) for row in mech_items_data()["ppc_capacitor"]}


@functools.cache
def no_value_items() -> dict[str, str]:
    """Items with no Battle Value of their own, each with why (decision D-BV-4)."""
    return {row["id"]: row["why"] for row in mech_items_data()["no_value"]}


def unvalued(item_ids: Iterable[str], ammo_ids: Iterable[str] = ()) -> list[str]:
    """The items (and ammunition, by its weapon) the tables give no Battle Value, in first-seen
    order: a unit mounting any has no Battle Value (decision D-BV-4: never a silent zero)."""
    out: list[str] = []
    for name in item_ids:
        if name not in item_values() and name not in no_value_items() and name not in out:
            out.append(name)
    for name in ammo_ids:
        label = f"{name} ammunition"
        if name not in ammo_values() and label not in out:
            out.append(label)
    return out


def unvalued_reason(names: list[str]) -> str:
    return f"no Battle Value for {', '.join(names)}"
