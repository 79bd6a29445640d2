"""Battle Value 2.0 of a fighter (TechManual BV 2.0 as MegaMek's AeroBVCalculator applies it;
decision D-BV-3): armor and structural integrity, 15 a type of explosive ammunition without CASE,
1 a Gauss-like weapon, x 1.2 (AeroSpace) or 1.1 (conventional); weapons by heat efficiency (6 +
the heat sinks' dissipation, a double sink 2), the nose or aft arc worth less at half, Artemis IV
x 1.2 and a targeting computer x 1.25 on the weapons they aim (decision D-BV-7); speed factor of
the maximum thrust."""

from __future__ import annotations

import math
from collections import defaultdict

from designer.bv import items
from designer.bv.aiming import (ARTEMIS_FACTOR, TARGETING_COMPUTER_FACTOR, artemis_links, capacitor_links,
                                is_direct_fire)
from designer.rules.common.explosive import GAUSS_LIKE, INERT_AMMO
from designer.bv.tables import (ammo_values, capacitor_values, item_values, speed_factor, unvalued,
                                unvalued_reason)
from designer.bv.working import Working, fmt
from designer.catalog import Weapon, catalog
from designer.fighter.model import Fighter, FighterLocation
from designer.fighter.level2 import dissipation

ARMOR_FACTOR = 2.5
SI_FACTOR = 2.0
AMMO_PENALTY = 15
GAUSS_PENALTY = 1   # a Gauss rifle, HAG or B-pod without CASE (MegaMek AeroBVCalculator)
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
    linked = set(capacitor_links(fighter.weapons, _id).values())   # counted with their PPC
    missing = unvalued([_id(mount.item) for index, mount in enumerate(fighter.weapons)
                        if index not in linked],
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
    total = _explosives(fighter, total, work)
    total = max(total, 1.0)
    modifier = TYPE_MODIFIER[fighter.is_aerospace]
    return work.add("Unit type", f"x {modifier} ({fighter.type.value})", total * modifier)


def _explosives(fighter: Fighter, total: float, work: Working) -> float:
    """15 points off each type of explosive ammunition and 1 off each Gauss rifle, HAG, B-pod or PPC
    with a capacitor, unless the fighter is Clan or has CASE anywhere (MegaMek AeroBVCalculator)."""
    if fighter.is_clan or any(_id(mount.item) in items.CASE for mount in fighter.weapons):
        return total
    explosive = {_id(lot.weapon) for lot in fighter.ammo if _id(lot.weapon) not in INERT_AMMO}
    if explosive:
        total = work.add("Explosive ammunition", f"- {AMMO_PENALTY} x {len(explosive)} types",
                         total - AMMO_PENALTY * len(explosive))
    weapons = (sum(_id(mount.item) in GAUSS_LIKE for mount in fighter.weapons)
               + len(capacitor_links(fighter.weapons, _id)))
    if weapons:
        total = work.add("Explosive weapons", f"- {GAUSS_PENALTY} x {weapons}",
                         total - GAUSS_PENALTY * weapons)
    return total


def _heat(name: str) -> float:
    row = catalog().find(name)
    heat = float(row.heat) if isinstance(row, Weapon) else 0.0
    return heat * items.heat_multiplier(name) * (0.25 if items.is_one_shot(name) else 1.0)


def _aimed(fighter: Fighter) -> list[tuple[str, bool, float, str, float]]:
    """Each weapon counted offensively: (id, in the aft arc, value with a capacitor, Artemis IV and
    the targeting computer, working, heat)."""
    has_tc = any(_id(m.item) in items.TARGETING_COMPUTER for m in fighter.weapons)
    artemis = artemis_links(fighter.weapons, _id)
    capacitors = capacitor_links(fighter.weapons, _id)
    out = []
    for index, mount in enumerate(fighter.weapons):
        name = _id(mount.item)
        if name in items.DEFENSIVE or item_values().get(name, 0) <= 0:
            continue
        value, working, heat = item_values()[name], fmt(item_values()[name]), _heat(name)
        if index in capacitors:
            value += capacitor_values()[name]
            heat += items.CAPACITOR_HEAT
            working += f" + {fmt(capacitor_values()[name])} (capacitor, + {items.CAPACITOR_HEAT} heat)"
        if index in artemis:
            value, working = value * ARTEMIS_FACTOR, f"{working} x {ARTEMIS_FACTOR} (Artemis IV)"
        if has_tc and is_direct_fire(name):
            value *= TARGETING_COMPUTER_FACTOR
            working += f" x {TARGETING_COMPUTER_FACTOR} (targeting computer)"
        out.append((name, mount.location is FighterLocation.AFT, value, working, heat))
    return out


def _offensive(fighter: Fighter, max_thrust: int, work: Working) -> float:
    aimed = _aimed(fighter)
    front = sum(value for _, aft, value, _, _ in aimed if not aft)
    rear = sum(value for _, aft, value, _, _ in aimed if aft)
    halve_aft = front >= rear   # MegaMek halves the nose only when the aft is worth more
    weapons = []
    for name, aft, value, working, weapon_heat in aimed:
        smaller = aft == halve_aft
        arc = f" x {SMALLER_ARC_FACTOR} ({'aft' if aft else 'nose and wings'})" if smaller else ""
        weapons.append((name, value * (SMALLER_ARC_FACTOR if smaller else 1.0), weapon_heat, working + arc))
    efficiency = BASE_HEAT_EFFICIENCY + dissipation(fighter)
    tracked = fighter.is_aerospace and sum(heat for _, _, heat, _ in weapons) > efficiency
    work.note("Heat efficiency", f"{BASE_HEAT_EFFICIENCY} + {dissipation(fighter)} dissipation = {efficiency}"
              + ("" if tracked else " (every weapon counts full)"))
    total, heat = 0.0, 0.0
    for name, value, weapon_heat, working in sorted(weapons, key=lambda w: (w[2] > 0, -w[1], w[2])):
        half = tracked and weapon_heat > 0 and heat >= efficiency
        heat += weapon_heat if weapon_heat > 0 else 0
        counted = value * (0.5 if half else 1.0)
        note = " x 0.5 (over heat efficiency)" if half else ""
        total = work.add(name, f"+ {working}{note}", total + counted)
    rated = [(name, aft) for name, aft, _, _, _ in aimed]
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
