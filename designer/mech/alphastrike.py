"""A BattleMech's Alpha Strike values (ASC pp. 92-104; decisions D-AS-1 to D-AS-8): size,
movement, armor and structure, damage with heat, and the specials of its items."""

from __future__ import annotations

import math
from collections import Counter

from designer.alphastrike.card import AlphaStrikeCard
from designer.alphastrike.damage import DamageResult, Heat, Mounted, damage_specials, standard_damage
from designer.alphastrike.mounting import Placed, artemis_links, mounted
from designer.alphastrike.specials import item_specials, merge_specials
from designer.alphastrike.tables import round_half_up, tables, tmm_for_move, tonnage_size
from designer.bv.items import MASC, TARGETING_COMPUTER
from designer.rules.common.explosive import ammo_weapon_id, item_id, item_ids
from designer.bv.working import Working, fmt
from designer.catalog import Weapon, catalog
from designer.mech.model import Mech
from designer.mech.construction import heat_sink_dissipation

MASC_FACTOR = 1.25
RUN_HEAT = 2
MIN_JUMP_HEAT = 3
STEALTH_HEAT = 10
FIRST_STRUCTURE_TONNAGE = 10   # the structure table's first column
STRUCTURE_STEP = 5


def mech_movement(mech: Mech, work: Working) -> dict[str, int]:
    """Walking MP x 2 in inches (MASC x 1.25, rounded; an odd figure up to even); jump MP x 2 as
    "j". A jump equal to the ground move is written once, as ``8"j`` (ASC p.92)."""
    items = set(item_ids(mech))
    walk = float(mech.walking_mp)
    if items & MASC:
        walk = round_half_up(walk * MASC_FACTOR)
        work.note("Movement", f"walking {mech.walking_mp} x {MASC_FACTOR} (MASC) = {fmt(walk)}")
    inches = int(walk) * 2
    jump = mech.jump_mp * 2
    work.note("Movement", f"walking {int(walk)} MP x 2 = {inches}\"; "
                          f"jumping {mech.jump_mp} MP x 2 = {jump}\"")
    if jump == inches and jump > 0:
        return {"j": jump}
    return {"": inches, "j": jump} if jump else {"": inches}


def mech_armor(mech: Mech, work: Working) -> int:
    points = sum(mech.armor.values()) + sum(mech.rear_armor.values())
    factor = tables()["armor_factor"].get(mech.armor_type, 1.0)
    value = round_half_up(points * factor / tables()["armor_divisor"])
    times = f" x {factor}" if factor != 1 else ""
    work.note("Armor", f"{points} points{times} / {tables()['armor_divisor']}, rounded = {value}")
    return value


def mech_structure(mech: Mech, work: Working) -> int:
    column = tables()["mech_engine_column"].get(mech.engine_type, "fusion")
    row = tables()["mech_structure_by_engine"][column]
    index = min(max((mech.tonnage - FIRST_STRUCTURE_TONNAGE) // STRUCTURE_STEP, 0), len(row) - 1)
    value: int = row[index]
    work.note("Structure", f"{mech.tonnage} tons, {mech.engine_type} engine ({column} column) = {value}")
    return value


def mounted_weapons(mech: Mech, work: Working | None = None) -> list[Mounted]:
    """Every weapon of the 'Mech with its multiplier (ASC p.101)."""
    linked = artemis_links(list(item_ids(mech)),
                           [mount.location for mount in mech.equipment])
    placed = [Placed(name, "rear" if mount.rear else "front",
                     f"{mount.location}{', rear' if mount.rear else ''}", index in linked)
              for index, (mount, name) in enumerate(zip(mech.equipment, item_ids(mech), strict=True))]
    shots: Counter[str] = Counter()
    for ammo_bin in mech.ammo:
        name = ammo_weapon_id(ammo_bin)
        row = catalog().find(name)
        per_ton = row.shots_per_ton if isinstance(row, Weapon) and row.shots_per_ton else 0
        shots[name] += per_ton // 2 if ammo_bin.half else per_ton
    has_tc = bool(set(item_ids(mech)) & TARGETING_COMPUTER)
    return mounted(placed, shots, has_tc, work)


def mech_heat(mech: Mech, weapons: list[Mounted], work: Working) -> Heat:
    """Heat of moving (jumping: the jump MP, at least 3; else running 2) and firing every front
    weapon (one-shots aside), with stealth armor's 10 (ASC converting heat errata v1.2)."""
    if mech.jump_mp > 0:
        improved = any(item_id(m) == "IS Improved Jump Jet" for m in mech.equipment)
        move = max(MIN_JUMP_HEAT, math.ceil(mech.jump_mp / 2) if improved else mech.jump_mp)
    else:
        move = RUN_HEAT
    stealth = STEALTH_HEAT if mech.armor_type == "stealth" else 0
    front = [w for w in weapons if w.arc == "front"]
    medium = move + stealth + sum(w.facts.heat for w in front)
    long_ = move + stealth + sum(w.facts.heat for w in front if w.plain.damage[2] > 0)
    capacity = heat_sink_dissipation(mech)
    work.note("Heat", f"moving {move}{' + stealth 10' if stealth else ''} + weapons: {medium} "
                      f"(Long-range weapons: {long_}); {capacity} dissipated")
    return Heat(capacity, medium, long_)


def jump_specials(movement: dict[str, int]) -> list[str]:
    """JMPS/JMPW: a jump move whose TMM beats (or trails) the ground move's, by the difference."""
    if "j" not in movement or "" not in movement:
        return []
    difference = tmm_for_move(movement["j"]) - tmm_for_move(movement[""])
    if difference > 0:
        return [f"JMPS{difference}"]
    if difference < 0:
        return [f"JMPW{-difference}"]
    return []


def mech_card(mech: Mech, work: Working) -> AlphaStrikeCard:
    """The card of a 'Mech, Point Value 0 (``points`` sets it)."""
    size = tonnage_size(mech.tonnage)
    work.note("Size", f"{mech.tonnage} tons = size {size}")
    movement = mech_movement(mech, work)
    tmm = tmm_for_move(movement.get("", movement.get("j", 0)))
    work.note("TMM", f"{movement.get('', movement.get('j', 0))}\" = TMM {tmm}")
    armor = mech_armor(mech, work)
    structure = mech_structure(mech, work)
    weapons = mounted_weapons(mech, work)
    result = DamageResult()
    factor = standard_damage(weapons, mech_heat(mech, weapons, work), work, result)
    damage_specials(weapons, factor, work, result)
    specials = merge_specials(result.specials + item_specials(mech) + jump_specials(movement))
    work.note("Specials", ", ".join(specials) or "none")
    return AlphaStrikeCard(mech.name, "BM", size, movement, tmm, armor, structure, 0, result.damage,
                           result.overheat, tuple(specials), 0)
