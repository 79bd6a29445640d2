"""Battle Value 2.0 of a fighter (TechManual BV 2.0 as MegaMek's AeroBVCalculator applies it;
decision D-BV-3): armor and structural integrity, 15 a type of explosive ammunition without CASE,
x 1.2 (AeroSpace) or 1.1 (conventional); weapons by heat efficiency, the nose or aft arc worth
less at half; speed factor of the maximum thrust."""

from __future__ import annotations

import math
from collections import defaultdict

from designer.bv import mech_items as items
from designer.rules.common.explosive import INERT_AMMO
from designer.bv.tables import ammo_values, item_values, speed_factor, unvalued, unvalued_reason
from designer.bv.working import Working, fmt
from designer.catalog import Weapon, catalog
from designer.model.fighter import Fighter, FighterLocation

ARMOR_FACTOR = 2.5
SI_FACTOR = 2.0
AMMO_PENALTY = 15
TYPE_MODIFIER = {True: 1.2, False: 1.1}   # AeroSpace, conventional (MegaMek getBVTypeModifier)
BASE_HEAT_EFFICIENCY = 6
SMALLER_ARC_FACTOR = 0.5
MAX_THRUST_FACTOR = 1.5
SI_TONS = 10


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def structural_integrity(fighter: Fighter) -> int:
    """The greater of safe thrust and tonnage / 10 rounded down (MegaMek Aero.autoSetSI)."""
    return max(fighter.thrust, fighter.tonnage // SI_TONS)


def fighter_base_value(fighter: Fighter, work: Working) -> float | None:
    missing = unvalued([_id(mount.item) for mount in fighter.weapons],
                       [_id(lot.weapon) for lot in fighter.ammo])
    if missing:   # never a silent zero (decision D-BV-4)
        work.note("Not rated", unvalued_reason(missing))
        return None
    max_thrust = math.ceil(fighter.thrust * MAX_THRUST_FACTOR)
    work.note("Thrust", f"safe {fighter.thrust}, maximum {max_thrust}")
    work.note("Defensive rating", "armor, structural integrity, equipment, explosives, x unit type")
    defensive = _defensive(fighter, work)
    work.note("Offensive rating", "weapons by arc and heat, ammunition, x speed factor")
    offensive = _offensive(fighter, max_thrust, work)
    return work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)


def _defensive(fighter: Fighter, work: Working) -> float:
    armor = sum(fighter.armor.values())
    total = work.add("Armor", f"{armor} points x {ARMOR_FACTOR}", armor * ARMOR_FACTOR)
    si = structural_integrity(fighter)
    total = work.add("Structural integrity", f"+ {si} x {SI_FACTOR}", total + si * SI_FACTOR)
    for mount in fighter.weapons:
        name = _id(mount.item)
        if name in items.DEFENSIVE:
            total = work.add(name, f"+ {fmt(item_values().get(name, 0))}", total + item_values().get(name, 0))
    explosive = {_id(lot.weapon) for lot in fighter.ammo if _id(lot.weapon) not in INERT_AMMO}
    if explosive and not fighter.is_clan:   # a Clan fighter has CASE
        penalty = AMMO_PENALTY * len(explosive)
        working = f"- {AMMO_PENALTY} x {len(explosive)} types"
        total = work.add("Explosive ammunition", working, total - penalty)
    total = max(total, 1.0)
    modifier = TYPE_MODIFIER[fighter.is_aerospace]
    return work.add("Unit type", f"x {modifier} ({fighter.type.value})", total * modifier)


def _heat(name: str) -> float:
    row = catalog().find(name)
    heat = float(row.heat) if isinstance(row, Weapon) else 0.0
    return heat * items.heat_multiplier(name) * (0.25 if items.is_one_shot(name) else 1.0)


def _offensive(fighter: Fighter, max_thrust: int, work: Working) -> float:
    rated = [(_id(m.item), m.location is FighterLocation.AFT) for m in fighter.weapons
             if _id(m.item) not in items.DEFENSIVE and item_values().get(_id(m.item), 0) > 0]
    front = sum(item_values()[name] for name, aft in rated if not aft)
    rear = sum(item_values()[name] for name, aft in rated if aft)
    halve_aft = front > rear
    weapons = [(name, item_values()[name] * (SMALLER_ARC_FACTOR if aft == halve_aft else 1.0), _heat(name))
               for name, aft in rated]
    efficiency = BASE_HEAT_EFFICIENCY + fighter.heat_sinks
    tracked = fighter.is_aerospace and sum(heat for _, _, heat in weapons) > efficiency
    work.note("Heat efficiency", f"{BASE_HEAT_EFFICIENCY} + {fighter.heat_sinks} heat sinks = {efficiency}"
              + ("" if tracked else " (every weapon counts full)"))
    total, heat = 0.0, 0.0
    for name, value, weapon_heat in sorted(weapons, key=lambda w: (w[2] > 0, -w[1], w[2])):
        half = tracked and weapon_heat > 0 and heat >= efficiency
        heat += weapon_heat if weapon_heat > 0 else 0
        counted = value * (0.5 if half else 1.0)
        note = " x 0.5 (over heat efficiency)" if half else ""
        total = work.add(name, f"+ {fmt(value)}{note}", total + counted)
    carried: dict[str, float] = defaultdict(float)
    for name, _ in rated:
        carried[name] += item_values()[name]
    loaded: dict[str, float] = defaultdict(float)
    for lot in fighter.ammo:
        loaded[_id(lot.weapon)] += ammo_values().get(_id(lot.weapon), 0.0) * lot.tons
    for name, value in loaded.items():
        if name in carried:
            total = work.add(f"Ammunition: {name}", f"+ {fmt(min(value, carried[name]))}",
                             total + min(value, carried[name]))
    factor = speed_factor(max_thrust)
    return work.add("Speed factor", f"x {fmt(factor)} (maximum thrust {max_thrust})", total * factor)
