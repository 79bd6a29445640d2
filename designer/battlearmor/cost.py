"""The cost of a battle armor squad, line by line (decision D-BV3-2: the TechManual method as
MegaMek's BattleArmorCostCalculator applies it, ``catalog/data/battlearmor/cost.yaml``).

One suit: chassis by weight class + jump, VTOL or UMU MP + ground MP over the first + manipulators
+ armor points, x 1.1 for a Clan suit (shown as its own line, the 10 %), + training (150,000 Inner
Sphere, 200,000 Clan) + every other item. The squad costs the suit's price x its troopers (the
multiplier of the cost). An item priced nowhere leaves the total not computed (decision D-L2K-1)."""

from __future__ import annotations

import functools
from typing import Any

from designer.catalog.battlearmor import ba_equipment
from designer.catalog.infantry_weapons import infantry_weapon
from designer.catalog.loader import load_data_file
from designer.battlearmor.model import BAMotion, BattleArmor
from designer.battlearmor.movement import ground_mp
from designer.rules.common.cost import CostLine, UnitCost

__all__ = ["battle_armor_cost"]


@functools.cache
def _facts() -> dict[str, Any]:
    return load_data_file("battlearmor/cost.yaml")


@functools.cache
def _prices() -> dict[str, tuple[float, bool]]:
    """(price, is a manipulator) of each priced item, by catalog id."""
    return {row["id"]: (float(row["cost"]), bool(row.get("manipulator"))) for row in _facts()["items"]}


@functools.cache
def _class_prices() -> dict[str, dict[str, float]]:
    """The items priced by the suit's weight class (``cost_by_class``), by catalog id."""
    return {row["id"]: {k: float(v) for k, v in row["cost_by_class"].items()}
            for row in _facts()["items"] if "cost_by_class" in row}


@functools.cache
def _run_mp_prices() -> dict[str, float]:
    """The items priced by the squad's running MP (``cost_per_run_mp``), by catalog id."""
    return {row["id"]: float(row["cost_per_run_mp"]) for row in _facts()["items"] if "cost_per_run_mp" in row}


def _free_kinds() -> frozenset[str]:
    return frozenset(row["kind"] for row in _facts()["free_kinds"])


def _movement_lines(squad: BattleArmor) -> list[CostLine]:
    """Chassis by weight class, each jump/VTOL/UMU MP at the class's figure for that motion, and
    25,000 for each ground MP over the first."""
    row = _facts()["weight_classes"][squad.weight_class.value]
    lines = [CostLine(f"Chassis ({squad.weight_class.value})", float(row["chassis"]))]
    if squad.jump_mp and squad.motion is not BAMotion.GROUND:
        per_mp = float(row.get(f"per_mp_{squad.motion.value}", row["per_mp"]))
        lines.append(CostLine(f"{squad.motion.value.upper()} MP {squad.jump_mp}", per_mp * squad.jump_mp))
    extra_ground = max(0, squad.ground_mp - 1)
    if extra_ground:
        per_mp = float(_facts()["ground_per_mp_over_one"]["cost"])
        lines.append(CostLine(f"Ground MP {squad.ground_mp}", per_mp * extra_ground))
    return lines


def _armor_line(squad: BattleArmor) -> CostLine | None:
    row = next((r for r in _facts()["armor_per_point"] if r["id"] == squad.armor_type), None)
    if row is None:
        return None
    return CostLine(f"Armor ({squad.armor} points {squad.armor_type})", float(row["cost"]) * squad.armor)


def _item_lines(squad: BattleArmor) -> tuple[list[CostLine], list[CostLine], list[str]]:
    """Manipulator lines, the other items' lines, and the items priced nowhere."""
    manipulators: list[CostLine] = []
    others: list[CostLine] = []
    unpriced: list[str] = []
    for mount in squad.equipment:
        row = ba_equipment().find(mount.item)
        item_id = row.id if row is not None else mount.item
        if row is not None and row.kind in _free_kinds():
            continue
        if item_id not in _prices():
            personal = _personal_weapon_price(mount.item, item_id) if mount.apm else None
            if personal is None:
                unpriced.append(item_id)
            else:
                others.append(CostLine(item_id, personal))
            continue
        price, is_manipulator = _prices()[item_id]
        price = _class_prices().get(item_id, {}).get(squad.weight_class.value, price)
        price = _run_mp_prices().get(item_id, 0) * ground_mp(squad) or price
        (manipulators if is_manipulator else others).append(CostLine(item_id, price))
    return manipulators, others, unpriced


def _personal_weapon_price(*names: str) -> float | None:
    """An anti-personnel mount's weapon priced nowhere above: its infantry weapon table cost, as
    MegaMek prices the InfantryWeapon in the mount (CostCalculator.getWeaponsAndEquipmentCost)."""
    weapon = next((w for w in map(infantry_weapon, names) if w is not None), None)
    return float(weapon.cost) if weapon is not None else None


def battle_armor_cost(squad: BattleArmor) -> UnitCost:
    """Every line of one suit's cost; the multiplier is the number of troopers."""
    manipulators, others, unpriced = _item_lines(squad)
    structure = _movement_lines(squad) + manipulators
    armor = _armor_line(squad)
    if armor is None:
        unpriced.append(f"{squad.armor_type} armor")
    else:
        structure.append(armor)
    lines = list(structure)
    if squad.clan_built:   # a Clan chassis, mixed or not (decision D-BA-MIXED)
        extra = _facts()["clan_multiplier"]["factor"] - 1
        lines.append(CostLine(f"Clan suit (x {_facts()['clan_multiplier']['factor']:g} of the above)",
                              extra * sum(line.c_bills for line in structure)))
    tech = "clan" if squad.clan_built else "inner_sphere"
    lines.append(CostLine("Training", float(_facts()["training"][tech])))
    lines.extend(others)
    return UnitCost(tuple(lines), float(max(squad.troopers, 0)), tuple(sorted(set(unpriced))))
