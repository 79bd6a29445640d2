"""Battle Value 2.0 of a ProtoMech (TechManual BV 2.0 as MegaMek's BVCalculator and
ProtoMekBVCalculator apply it; decision D-BV2-1): armor x 2.5 and structure x 1.5 plus defensive
equipment, times 1 + the best TMM / 10 + 0.1; weapons with no heat tracking, ammunition valued by
the shot (kilograms a shot x shots / 1000 x the value of a ton) and capped at its weapons' value,
no weight bonus; speed factor of running MP + half the jumping MP."""

from __future__ import annotations

import math
from collections import defaultdict

from designer.bv import items
from designer.bv.small_tables import protomech_ammo_values as ammo_values
from designer.bv.small_tables import protomech_values as item_values
from designer.bv.tables import no_value_items, speed_factor, target_movement_modifier, unvalued_reason
from designer.bv.working import Working, fmt
from designer.catalog.protomech_tables import find_ammo, find_item
from designer.protomech.model import ProtoMech
from designer.protomech.weights import armor_points, run_mp, structure

ARMOR_FACTOR = 2.5
STRUCTURE_FACTOR = 1.5
PROTOMECH_DEFENSIVE_BONUS = 0.1   # ProtoMekBVCalculator.tmmFactor: + 0.1
KILO = 1000


def _id(name: str) -> str:
    found = find_item(name)
    return found.id if found is not None else name


def _unvalued(proto: ProtoMech) -> list[str]:
    """Items and ammunition lots without a Battle Value (decision D-BV-4: never a silent zero)."""
    out = [name for name in dict.fromkeys(_id(mount.item) for mount in proto.equipment)
           if name not in item_values() and name not in no_value_items()]
    for lot in proto.ammo:
        row = find_ammo(lot.ammo)
        if row is not None and row.weapon not in ammo_values() and f"{row.weapon} ammunition" not in out:
            out.append(f"{row.weapon} ammunition")
    return out


def protomech_base_value(proto: ProtoMech, work: Working) -> float | None:
    missing = _unvalued(proto)
    if missing:
        work.note("Not rated", unvalued_reason(missing))
        return None
    run = run_mp(proto)
    work.note("Movement", f"run {run}, jump {proto.jump_mp}")
    work.note("Defensive rating", "armor, structure, equipment, x defensive factor")
    defensive = _defensive(proto, run, work)
    work.note("Offensive rating", "weapons, ammunition by the shot, x speed factor")
    offensive = _offensive(proto, run, work)
    return work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)


# The skill table reads a ProtoMech's piloting as 5 whatever the pilot's (MegaMek
# BVCalculator.bvMultiplier: ProtoMech warriors have no piloting skill of their own).
PROTOMECH_PILOTING = 5


def defensive_factor(run: int, jump: int) -> tuple[float, int]:
    """1 + the better of the running and jumping TMM / 10, + 0.1 for a ProtoMech."""
    modifier = max(target_movement_modifier(run), target_movement_modifier(jump, jumping=True))
    return 1 + modifier / 10 + PROTOMECH_DEFENSIVE_BONUS, modifier


def _defensive(proto: ProtoMech, run: int, work: Working) -> float:
    armor = armor_points(proto)
    total = work.add("Armor", f"{armor} points x {ARMOR_FACTOR}", armor * ARMOR_FACTOR)
    boxes = sum(structure(proto).values())
    total = work.add("Internal structure", f"+ {boxes} x {STRUCTURE_FACTOR}",
                     total + boxes * STRUCTURE_FACTOR)
    for mount in proto.equipment:
        name = _id(mount.item)
        if name in items.DEFENSIVE:
            value = item_values().get(name, 0.0)
            total = work.add(name, f"+ {fmt(value)}", total + value)
    factor, modifier = defensive_factor(run, proto.jump_mp)
    working = f"x {fmt(factor)} (TMM {modifier} + 0.1 ProtoMech)"
    return work.add("Defensive factor", working, total * factor)


def ammo_value(shots: int, kg_per_shot: float, ton_value: float) -> float:
    """A lot's value: its weight in tons (shots x kilograms a shot) x the value of a ton
    (MegaMek AmmoType.getKgPerShotBV)."""
    return kg_per_shot * shots / KILO * ton_value


def _offensive(proto: ProtoMech, run: int, work: Working) -> float:
    total = 0.0
    carried: dict[str, float] = defaultdict(float)
    for mount in proto.equipment:
        name = _id(mount.item)
        value = item_values().get(name, 0.0)
        if name in items.DEFENSIVE or value <= 0:
            continue
        carried[name] += value
        total = work.add(f"{name} ({mount.location.value})", f"+ {fmt(value)}", total + value)
    loaded: dict[str, float] = defaultdict(float)
    for lot in proto.ammo:
        row = find_ammo(lot.ammo)
        if row is None or row.weapon in items.AMS:
            continue
        loaded[row.weapon] += ammo_value(lot.shots, row.kg_per_shot, ammo_values()[row.weapon])
    for name, value in loaded.items():
        if name in carried:
            counted = min(value, carried[name])
            total = work.add(f"Ammunition: {name}", f"+ {fmt(counted)}", total + counted)
    mp = run + math.floor(proto.jump_mp / 2 + 0.5)
    factor = speed_factor(mp)
    return work.add("Speed factor", f"x {fmt(factor)} (run {run} + half jump = {mp})", total * factor)
