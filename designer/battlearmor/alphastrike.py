"""A battle armor squad's Alpha Strike values (ASC pp. 92-102; decision D-AS-11): size 1, the
better of ground and jump move, armor of every suit / 30, structure 2, the squad's damage x the
troop factor, and the specials of its suits (AM, MEC, CAR, STL ...)."""

from __future__ import annotations

import math
import re

from designer.alphastrike.card import NONE, AlphaStrikeCard, dual_rounded_up
from designer.alphastrike.damage import ht_value
from designer.alphastrike.mounting import LOW_AMMO_FACTOR, ONE_SHOT_FACTOR, SHOTS_PER_WEAPON
from designer.alphastrike.specials import merge_specials
from designer.alphastrike.tables import round_half_up, tables, tmm_for_move
from designer.alphastrike.weapons import BANDS
from designer.bv.working import Working, fmt
from designer.catalog.battlearmor import BAItem, ba_equipment
from designer.catalog.cluster_hits import cluster_column
from designer.battlearmor.model import BattleArmor
from designer.battlearmor.movement import ground_mp, mechanical_jump_mp
from designer.battlearmor.weights import ammo_shots

PER_MISSILE = re.compile(r"^(\d+(?:\.\d+)?)/missile$")
RACK = re.compile(r"(\d+)\D*$")
PULSE_FACTOR = 1.1          # a pulse laser's -2 to-hit: x (1 + 0.05 x 2)
ANTI_MECH_CLASSES = ("pa_l", "light", "medium")
MECHANIZED_CLASSES = ("pa_l", "light", "medium", "heavy")
FLAMER_HEAT = 2             # a flamer's heat damage at Short (ASC p.124)


def ba_movement(unit: BattleArmor, work: Working) -> dict[str, int]:
    """Ground MP x 2 ("f"), or the jump (VTOL, UMU) MP x 2 when it is at least as far (ASC p.92); a
    myomer or mechanical jump booster's MP counted (decision D-UNSEEN-16)."""
    extra_jump = mechanical_jump_mp(unit)
    code = tables()["ba_movement_codes"]["jump" if extra_jump else unit.motion.value]
    jump, ground = unit.jump_mp + extra_jump, ground_mp(unit)
    if jump >= ground and jump > 0:
        mode = "jump" if extra_jump else unit.motion.value
        work.note("Movement", f"{mode} {jump} MP x 2 = {jump * 2}\"{code}")
        return {code: jump * 2}
    work.note("Movement", f"ground {ground} MP x 2 = {ground * 2}\"f")
    return {"f": ground * 2}


def _reach(item: BAItem) -> int:
    return item.ranges[2] if item.ranges else 0


def _base(item: BAItem) -> float:
    """An item's damage before the bands: a number, or a launcher's hits (roll 7) x a missile's."""
    missile = PER_MISSILE.match(item.damage)
    if missile:
        rack = RACK.search(item.name or item.id)
        size = int(rack.group(1)) if rack else 1
        column = cluster_column(size)
        return float(missile.group(1)) * (column[5] if column else size)
    try:
        return float(item.damage)
    except ValueError:
        return 0.0


def weapon_damage(item: BAItem, shots: int | None) -> tuple[float, float, float]:
    """One weapon's damage at S, M, L (the bands its long range reaches) / 10, with a pulse
    laser's to-hit, a one-shot's tenth and few shots' 0.75."""
    damage = _base(item)
    if "Pulse" in item.id:
        damage *= PULSE_FACTOR
    if item.shots == 1 or item.id.endswith("OS"):
        damage *= ONE_SHOT_FACTOR
    elif PER_MISSILE.match(item.damage) and shots is not None and shots < SHOTS_PER_WEAPON:
        damage *= LOW_AMMO_FACTOR
    bands = tables()["range_bands"]
    values = tuple(damage / 10 if _reach(item) >= bands[band] else 0.0 for band in BANDS)
    return values[0], values[1], values[2]


def _kind(name: str) -> str:
    item = ba_equipment().find(name)
    return item.kind if item is not None else ""


def troop_factor(troopers: int) -> float:
    row = tables()["troop_factor"]
    return row[min(troopers, len(row) - 1)] + tables()["troop_factor_bonus"]


def ba_damage(unit: BattleArmor, work: Working) -> tuple[list[float], float]:
    """S/M/L of the squad (each weapon once, x the troop factor) and the heat it deals."""
    sums, heat = [0.0, 0.0, 0.0], 0.0
    ammo = {m.item: ammo_shots(m) for m in unit.equipment if _kind(m.item) == "ammo"}
    for mount in unit.equipment:
        item = ba_equipment().find(mount.item)
        if item is None:
            continue
        if mount.apm or item.id in ("BAArmoredGlove",):
            sums[0] += tables()["ap_mount_damage"]
            work.add(f"S: {mount.item} (anti-personnel)", f"+ {tables()['ap_mount_damage']}", sums[0])
            continue
        if item.kind != "weapon":
            continue
        shots = next((s for name, s in ammo.items() if item.id.removeprefix("CL").removeprefix("IS") in name
                      or (item.name or "").replace(" ", "") in name), None)
        values = weapon_damage(item, shots)
        for band in range(3):
            sums[band] += values[band]
        work.note(f"{item.name or item.id}", f"+ {'/'.join(fmt(v) for v in values)} (S/M/L); "
                                             f"sums {'/'.join(fmt(v) for v in sums)}")
        if "Flamer" in item.id:
            heat += FLAMER_HEAT
    factor = troop_factor(unit.troopers)
    work.note("Troop factor", f"{unit.troopers} troopers: x {fmt(factor)}")
    return [value * factor for value in sums], heat * factor


def _item_specials(name: str) -> list[str]:
    """An item's specials under any of its spellings: the file's, the catalogue row's id and every
    other name MegaMek gives it ("IS BA ECM" and "ISBAECM" are one ECM suite)."""
    table = tables()["ba_item_specials"]
    row = ba_equipment().find(name)
    spellings = (name,) if row is None else (name, row.id, *row.names)
    return next((list(table[key]) for key in spellings if key in table), [])


def ba_specials(unit: BattleArmor) -> list[str]:
    out: list[str] = []
    for mount in unit.equipment:
        out += _item_specials(mount.item)
    out += tables()["ba_armor_specials"].get(unit.armor_type, [])
    biped = unit.body.value == "biped"
    if biped and unit.weight_class.value in ANTI_MECH_CLASSES:
        out.append("AM")
    if biped and unit.weight_class.value in MECHANIZED_CLASSES:
        out.append("MEC")
    tons = tables()["ba_suit_tons"][unit.weight_class.value] * unit.troopers
    out.append(f"CAR{math.ceil(tons - 1e-9)}")
    return out


def ba_card(unit: BattleArmor, work: Working) -> AlphaStrikeCard:
    """The card of a battle armor squad (its own troopers), Point Value 0 (``points`` sets it)."""
    movement = ba_movement(unit, work)
    inches = next(iter(movement.values()))
    tmm = tmm_for_move(inches)
    points = unit.armor * unit.troopers
    armor = round_half_up(points / tables()["armor_divisor"])
    work.note("Armor", f"{unit.armor} x {unit.troopers} suits = {points} / 30, rounded = {armor}")
    raw, heat = ba_damage(unit, work)
    vibro = sum(1 for m in unit.equipment if "Vibro" in m.item) * tables()["vibroclaw_damage"]
    raw[0] += vibro
    damage = (*(dual_rounded_up(x) if x > 0 else NONE for x in raw), NONE)
    work.note("Damage", f"S {fmt(raw[0])}, M {fmt(raw[1])}, L {fmt(raw[2])}: "
                        f"{'/'.join(str(d) for d in damage[:3])}")
    specials = ba_specials(unit)
    if ht_value(round(heat)):
        specials.append(f"HT{ht_value(round(heat))}/-/-")
    specials = merge_specials(specials)
    work.note("Specials", ", ".join(specials))
    return AlphaStrikeCard(unit.name, "BA", 1, movement, tmm, armor, tables()["ba_structure"], 0,
                           (damage[0], damage[1], damage[2], NONE), 0, tuple(specials), 0)
