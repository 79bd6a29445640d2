"""Battle Value 2.0 of a DropShip or small craft, with its working (the TechManual's large craft
method as MegaMek's ``DropShipBVCalculator`` applies it; decision D-DS-6).

Defensive: armor points x 2.5 + SI x 2 + screen launchers + point-defence weapons (AMS) and their
ammunition (at most the weapons' value), x the unit type modifier 1.0. Offensive: each firing arc's
weapons (Artemis IV x 1.2) and ammunition (at most its weapons' value; tons = shots / shots a ton);
the arc worth most counts whole, the better neighbour whole and the other half (a half and a quarter
once the arcs' heat passes the heat sinks' capacity), the rest a quarter; then x the speed factor of
the maximum thrust. Base value = defensive + offensive."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from designer.bv.tables import ammo_values, item_values, speed_factor
from designer.bv.working import Working, fmt
from designer.dropship.bays import NO_RANGE_WEAPONS, weapon_bays
from designer.dropship.items import facts, line_shots
from designer.dropship.model import Arc, HeatSinkType, LargeCraft, Shape

ARMOR_FACTOR = 2.5
SI_FACTOR = 2.0
TYPE_MODIFIER = 1.0
ARTEMIS_FACTOR = 1.2
ARTEMIS = ("IS Artemis IV FCS", "Clan Artemis IV FCS")
HEAT_TIMES = {"ultra": 2, "rotary": 6}  # shots a turn count their heat
# Firing arcs in order around the craft: a spheroid's sides have a forward and an aft arc.
SPHEROID_RING = ("nose", "right_side", "right_side (aft)", "aft", "left_side (aft)", "left_side")
AERODYNE_RING = ("nose", "right_side", "aft", "left_side")
# Arcs tied for the most value: the first in MegaMek's location order is the best.
LOCATION_ORDER = ("nose", "left_side", "right_side", "aft", "left_side (aft)", "right_side (aft)")


@dataclass
class ArcValue:
    weapons: float = 0.0
    heat: float = 0.0
    ammo: float = 0.0
    weapon_by_group: dict[str, float] = field(default_factory=dict)
    ammo_by_group: dict[str, float] = field(default_factory=dict)


def arc_name(craft: LargeCraft, arc: Arc, rear: bool) -> str:
    return (
        f"{arc.value} (aft)"
        if rear and craft.shape is Shape.SPHEROID and arc in (Arc.LEFT, Arc.RIGHT)
        else arc.value
    )


def large_craft_base_value(craft: LargeCraft, work: Working) -> float:
    defensive = _defensive(craft, work)
    offensive = _offensive(craft, work)
    return work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)


def _defensive(craft: LargeCraft, work: Working) -> float:
    armor = sum(craft.armor.values())
    total = work.add("Armor", f"{armor} points x {ARMOR_FACTOR}", armor * ARMOR_FACTOR)
    si = craft.structural_integrity
    total = work.add("Structural integrity", f"+ {si} x {fmt(SI_FACTOR)}", total + si * SI_FACTOR)
    screens = sum(
        _item_value(m.item)
        for m in craft.equipment
        if facts(m.item).feeds == "Screen" and facts(m.item).kind == "weapon"
    )
    if screens:  # screen launchers are defensive
        total = work.add("Screen launchers", f"+ {fmt(screens)}", total + screens)
    ams = sum(
        item_values().get(facts(m.item).feeds or "", 0.0)
        for m in craft.equipment
        if facts(m.item).kind == "weapon" and facts(m.item).feeds in NO_RANGE_WEAPONS
    )
    if ams:
        total = work.add("Anti-missile systems", f"+ {fmt(ams)}", total + ams)
        ammo = sum(
            _ammo_value(m.item, line_shots(facts(m.item), m.shots))
            for m in craft.equipment
            if facts(m.item).kind == "ammo" and facts(m.item).feeds in NO_RANGE_WEAPONS
        )
        if ammo:
            total = work.add(
                "Anti-missile ammunition",
                f"+ {fmt(min(ammo, ams))} (at most the systems')",
                total + min(ammo, ams),
            )
    return work.add("Unit type", f"x {fmt(TYPE_MODIFIER)}", total * TYPE_MODIFIER)


def _ammo_value(item: str, shots: int) -> float:
    row = facts(item)
    tons = max(1, shots // (row.shots_per_ton or 1))
    return ammo_values().get(row.feeds or "", 0.0) * tons


def _weapon_value(name: str, linked_artemis: bool) -> tuple[float, float]:
    """(Battle Value, heat) of one weapon; Artemis IV linked x 1.2; Ultra and rotary heat per shot."""
    row = facts(name)
    value = _item_value(name) * (ARTEMIS_FACTOR if linked_artemis else 1.0)
    weapon = row.weapon
    shots = weapon.shots_per_turn if weapon is not None else 1
    return value, float(row.heat * shots)


def arc_values(craft: LargeCraft, work: Working) -> dict[str, ArcValue]:
    arcs: dict[str, ArcValue] = defaultdict(ArcValue)
    unrated: set[str] = set()
    for bay in weapon_bays(craft) or []:
        artemis = sum(
            1
            for m in bay.mounts
            if facts(m.item).feeds in ARTEMIS or m.item in ("ISArtemisIV", "CLArtemisIV")
        )
        for mount in bay.mounts:
            _count(craft, arcs, mount, unrated, artemis_left := artemis > 0)
            if artemis_left and facts(mount.item).kind == "weapon" and _is_missile(mount.item):
                artemis -= 1
    if not weapon_bays(craft):  # a small craft: no bays, each line on its own
        for mount in craft.equipment:
            _count(craft, arcs, mount, unrated, False)
    for name in sorted(unrated):
        work.note(f"Not rated: {name}", "no Battle Value in the catalog; counts 0")
    for value in arcs.values():
        for group, ammo in value.ammo_by_group.items():
            value.ammo += min(ammo, value.weapon_by_group.get(group, 0.0))
    return arcs


def _item_value(name: str) -> float:
    """A weapon's Battle Value: the catalog's, else a large-craft weapon's own (items.py)."""
    row = facts(name)
    return item_values().get(row.feeds or "", row.bv or 0.0)


def _is_missile(name: str) -> bool:
    weapon = facts(name).weapon
    return weapon is not None and weapon.category.value == "missile"


def _count(craft: LargeCraft, arcs: dict[str, ArcValue], mount, unrated: set[str], artemis: bool) -> None:
    row = facts(mount.item)
    key = arc_name(craft, mount.arc, mount.rear)
    if row.kind == "weapon" and row.feeds not in NO_RANGE_WEAPONS and row.feeds != "Screen":
        if (row.feeds or "") not in item_values() and row.bv is None:
            unrated.add(mount.item)
        value, heat = _weapon_value(mount.item, artemis and _is_missile(mount.item))
        arc = arcs[key]
        arc.weapons += value
        arc.heat += heat
        if row.weapon is not None and row.weapon.uses_ammo:
            arc.weapon_by_group[row.feeds or ""] = arc.weapon_by_group.get(row.feeds or "", 0.0) + value
    elif row.kind == "ammo" and row.feeds not in NO_RANGE_WEAPONS:
        arc = arcs[key]
        arc.ammo_by_group[row.feeds or ""] = arc.ammo_by_group.get(row.feeds or "", 0.0) + _ammo_value(
            mount.item, line_shots(row, mount.shots)
        )


def heat_capacity(craft: LargeCraft) -> int:
    return craft.heat_sinks * (2 if craft.heat_sink_type is HeatSinkType.DOUBLE else 1)


def _offensive(craft: LargeCraft, work: Working) -> float:
    arcs = arc_values(craft, work)
    ring = SPHEROID_RING if craft.shape is Shape.SPHEROID else AERODYNE_RING
    capacity = heat_capacity(craft)
    work.note("Heat efficiency", f"{capacity} (heat sinks' capacity)")
    for name in ring:
        value = arcs.get(name, ArcValue())
        work.note(
            f"Arc {name}",
            f"weapons {fmt(value.weapons)}, ammunition {fmt(value.ammo)}, heat {fmt(value.heat)}",
        )
    total = 0.0
    best = max(
        ring, key=lambda name: (arcs[name].weapons if name in arcs else 0.0, -LOCATION_ORDER.index(name))
    )
    if best in arcs and arcs[best].weapons > 0:
        total = _add_arcs(craft, arcs, ring, best, capacity, work)
    factor = speed_factor(craft.max_thrust)
    return work.add(
        "Speed factor",
        f"x {fmt(factor)} (maximum thrust {craft.max_thrust})",
        total * factor,
    )


def _add_arcs(
    craft: LargeCraft,
    arcs: dict[str, ArcValue],
    ring: tuple[str, ...],
    best: str,
    capacity: int,
    work: Working,
) -> float:
    index = ring.index(best)
    clockwise, counter = ring[(index + 1) % len(ring)], ring[(index - 1) % len(ring)]
    worth = {name: (arcs[name].weapons if name in arcs else 0.0) for name in ring}
    high, low = (clockwise, counter) if worth[clockwise] > worth[counter] else (counter, clockwise)
    heat = arcs[best].heat
    high_heat = arcs[high].heat if high in arcs else 0.0
    high_factor = 0.5 if heat + high_heat > capacity else 1.0
    heat += high_heat
    low_heat = arcs[low].heat if low in arcs else 0.0
    low_factor = 0.25 if heat + low_heat > capacity else 0.5
    factors = {name: 0.25 for name in ring} | {best: 1.0, high: high_factor, low: low_factor}
    total = 0.0
    for name in (best, high, low, *[n for n in ring if n not in (best, high, low)]):
        if name not in arcs:
            continue
        value = arcs[name].weapons + arcs[name].ammo
        if value:
            total = work.add(
                f"{name} arc", f"+ {fmt(value)} x {fmt(factors[name])}", total + value * factors[name]
            )
    return total
