"""The offensive battle rating of a 'Mech (TechManual BV 2.0, decision D-BV-1): weapons in order
of value with the heat-efficiency rule, ammunition capped by its weapons, offensive equipment,
the weight bonus and the speed factor."""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass

from designer.bv import items
from designer.rules.common.explosive import ammo_weapon_id, item_id, item_ids
from designer.mech.bv_movement import LAM_HEAT_BONUS, BvMovement
from designer.bv.tables import ammo_values, item_values, speed_factor
from designer.bv.working import Working, fmt
from designer.catalog import Weapon, WeaponCategory, catalog
from designer.mech.model import ARMS, Mech
from designer.mech.construction import heat_sink_dissipation

STEALTH_HEAT = 10
BASE_HEAT_EFFICIENCY = 6
REAR_FACTOR = 0.5
ARTEMIS_FACTOR = 1.2
TARGETING_COMPUTER_FACTOR = 1.25
OVERHEAT_FACTOR = 0.5
TSM_WEIGHT_FACTOR = 1.5


@dataclass(frozen=True, slots=True)
class RatedWeapon:
    name: str
    label: str
    value: float        # with rear, Artemis and targeting-computer modifiers
    heat: float
    working: str


def offensive_rating(mech: Mech, move: BvMovement, work: Working) -> float:
    weapons = _rated_weapons(mech)
    total = _weapons(mech, move, weapons, work)
    total = _ammo(mech, total, work)
    total = _equipment(mech, total, work)
    names = set(item_ids(mech))
    if names & items.TSM:
        total = work.add("Weight", f"+ {mech.tonnage} x {TSM_WEIGHT_FACTOR} (TSM)",
                         total + mech.tonnage * TSM_WEIGHT_FACTOR)
    else:
        total = work.add("Weight", f"+ {mech.tonnage}", total + mech.tonnage)
    mp = move.speed_mp
    half = move.airmech_flank if move.airmech_flank else move.jumping
    factor = speed_factor(mp)
    return work.add("Speed factor", f"x {fmt(factor)} (MP {move.running} + round({half} / 2) = {mp})",
                    total * factor)


def _base_value(mech: Mech, index: int) -> float:
    """An item's own Battle Value; a machine-gun array's is 0.67 x the guns of its kind beside it."""
    mount = mech.equipment[index]
    name = item_id(mount)
    linked = items.MG_ARRAYS.get(name)
    if linked is None:
        return item_values().get(name, 0.0)
    guns = [item_id(other) for other in mech.equipment
            if other.location == mount.location and item_id(other) in linked]
    return items.MG_ARRAY_FACTOR * sum(item_values().get(gun, 0.0) for gun in guns[:4])


def _offensive_indexes(mech: Mech) -> list[int]:
    out = []
    for index, name in enumerate(item_ids(mech)):
        row = catalog().find(name)
        if not isinstance(row, Weapon) or name in items.DEFENSIVE:
            continue
        if item_values().get(name, 0.0) > 0 or name in items.MG_ARRAYS:
            out.append(index)
    return out


def _artemis_links(mech: Mech) -> set[int]:
    """Launchers an Artemis IV system is linked to: each system takes a launcher in its location
    that no other system has taken, the one placed just before it first."""
    linked: set[int] = set()
    for mount in mech.equipment:
        if item_id(mount) not in items.ARTEMIS:
            continue
        candidates = [index for index, other in enumerate(mech.equipment)
                      if other.location == mount.location and index not in linked
                      and items.artemis_capable(item_id(other))]
        before = [index for index in candidates if (mech.equipment[index].slot or 0) < (mount.slot or 0)]
        choice = max(before, key=lambda i: mech.equipment[i].slot or 0) if before else (
            candidates[0] if candidates else None)
        if choice is not None:
            linked.add(choice)
    return linked


def _is_direct_fire(name: str) -> bool:
    """What a targeting computer aims: energy and ballistic weapons, not machine guns or flamers."""
    row = catalog().find(name)
    return (isinstance(row, Weapon) and row.category in (WeaponCategory.ENERGY, WeaponCategory.BALLISTIC)
            and "Machine Gun" not in name and "Flamer" not in name)


def _rated_weapons(mech: Mech) -> list[RatedWeapon]:
    indexes = _offensive_indexes(mech)
    names = set(item_ids(mech))
    has_tc = bool(names & items.TARGETING_COMPUTER)
    artemis = _artemis_links(mech)

    def torso_rear(index: int, rear: bool) -> bool:
        mount = mech.equipment[index]
        return mount.location not in ARMS and mount.rear == rear

    def plain(index: int) -> float:
        value = _base_value(mech, index) * (ARTEMIS_FACTOR if index in artemis else 1.0)
        direct = has_tc and _is_direct_fire(item_id(mech.equipment[index]))
        return value * (TARGETING_COMPUTER_FACTOR if direct else 1.0)

    front = sum(plain(i) for i in indexes if torso_rear(i, False))
    rear = sum(plain(i) for i in indexes if torso_rear(i, True))
    switched = front < rear   # more value facing back: the front weapons count half instead
    out = []
    for index in indexes:
        mount = mech.equipment[index]
        name = item_id(mount)
        value = _base_value(mech, index)
        working = [fmt(value)]
        halved = mount.location not in ARMS and (mount.rear != switched)
        if halved:
            value *= REAR_FACTOR
            working.append(f"x {REAR_FACTOR} ({'front, rear switched' if switched else 'rear'})")
        if index in artemis:
            value *= ARTEMIS_FACTOR
            working.append(f"x {ARTEMIS_FACTOR} (Artemis IV)")
        if has_tc and _is_direct_fire(name):
            value *= TARGETING_COMPUTER_FACTOR
            working.append(f"x {TARGETING_COMPUTER_FACTOR} (targeting computer)")
        label = f"{name} ({mount.location}{', rear' if mount.rear else ''})"
        out.append(RatedWeapon(name, label, value, _heat(name), " ".join(working)))
    return out


def _heat(name: str) -> float:
    row = catalog().find(name)
    heat = float(row.heat) if isinstance(row, Weapon) else 0.0
    if items.is_one_shot(name):
        heat /= 4
    return heat * items.heat_multiplier(name)


def heat_efficiency(mech: Mech, move: BvMovement) -> tuple[int, str]:
    dissipation = heat_sink_dissipation(mech)
    value = BASE_HEAT_EFFICIENCY + dissipation - move.move_heat
    working = f"{BASE_HEAT_EFFICIENCY} + {dissipation} dissipation - {move.move_heat} movement heat"
    if mech.lam:
        value += LAM_HEAT_BONUS
        working += f" + {LAM_HEAT_BONUS} (LAM)"
    if mech.armor_type == items.STEALTH_ARMOR:
        value -= STEALTH_HEAT
        working += f" - {STEALTH_HEAT} (stealth)"
    return value, working


def _order(weapon: RatedWeapon) -> tuple[int, float, float]:
    """Heatless weapons first, then by value (highest first), equal values the cooler first."""
    if weapon.heat == 0:
        return (0, 0.0, 0.0)
    return (1, -weapon.value, weapon.heat)


def _weapons(mech: Mech, move: BvMovement, weapons: list[RatedWeapon], work: Working) -> float:
    efficiency, working = heat_efficiency(mech, move)
    work.note("Heat efficiency", f"{working} = {efficiency}")
    total, heat = 0.0, 0.0
    exceeded = efficiency <= 0
    for weapon in sorted(weapons, key=_order):
        heat += weapon.heat
        value = weapon.value * (OVERHEAT_FACTOR if exceeded else 1.0)
        note = f" x {OVERHEAT_FACTOR} (over heat efficiency)" if exceeded else f" (heat {fmt(heat)})"
        total = work.add(weapon.label, f"+ {weapon.working}{note}", total + value)
        if heat >= efficiency:
            exceeded = True
    return total


def _ammo(mech: Mech, total: float, work: Working) -> float:
    """Each weapon's ammunition counts up to the weapons' own Battle Value (no more)."""
    by_weapon: dict[str, float] = defaultdict(float)
    for ammo_bin in mech.ammo:
        name = ammo_weapon_id(ammo_bin)
        if name in items.AMS or items.is_one_shot(name):
            continue
        value = ammo_values().get(name, 0.0)
        by_weapon[name] += value / 2 if ammo_bin.half else value
    carried: dict[str, float] = defaultdict(float)
    for name in item_ids(mech):
        carried[name] += item_values().get(name, 0.0)
    for name, value in by_weapon.items():
        if name not in carried:
            continue
        counted = min(value, carried[name])
        capped = f" (capped at the weapons' {fmt(carried[name])})" if value > carried[name] else ""
        total = work.add(f"Ammunition: {name}", f"+ {fmt(counted)}{capped}", total + counted)
    return total


def _equipment(mech: Mech, total: float, work: Working) -> float:
    """Physical weapons: a hatchet ceil(tons / 5) x 1.5, a sword (ceil(tons / 10) + 1) x 1.725,
    both doubled with triple-strength myomer (it doubles their damage); industrial tools at their
    table value (decision D-BV-9)."""
    tsm = any(name in items.TSM for name in item_ids(mech))
    for mount, name in zip(mech.equipment, item_ids(mech), strict=True):
        if name == items.HATCHET:
            value = math.ceil(mech.tonnage / 5) * 1.5
        elif name == items.SWORD:
            value = (math.ceil(mech.tonnage / 10) + 1) * 1.725
        else:
            continue
        doubled = " x 2 (TSM)" if tsm else ""
        value *= 2 if tsm else 1
        total = work.add(f"{name} ({mount.location})", f"+ {fmt(value)}{doubled}", total + value)
    return items.offensive_equipment(list(item_ids(mech)), total, work)
