"""Battle Value 2.0 of a 1987 infantry platoon (decision D-BV3-5: the TechManual method as
MegaMek's InfantryBVCalculator applies it). Defensive: men left x 1.5 (no armor kit: divisor 1)
x (1 + the better of the ground TMM and the jumping TMM (+1) / 10). Offensive: every trooper's
weapon at its value a trooper (the platoon type armed as Total Warfare's standard platoon of that
type: a primary weapon, and two secondary weapons a squad of seven for machine guns, flamers and
SRMs), all of it again when the platoon is trained for anti-'Mech attacks, x men left / full
strength, x the speed factor of the best MP (not halved for jumping)."""

from __future__ import annotations

import functools
from typing import Any

from designer.bv.small_tables import small_units_data
from designer.bv.tables import speed_factor, target_movement_modifier
from designer.infantry.bv_later import later_base_value
from designer.bv.working import Working, fmt
from designer.infantry.model import Infantry
from designer.infantry.figures import men_left, row

TROOPER_FACTOR = 1.5
NO_ANTI_MECH_PILOTING = 5   # a platoon that cannot attack 'Mechs (MegaMek BVCalculator.bvMultiplier)
DAMAGE_DIVISOR = 1.0   # no armor kit (MegaMek Infantry.calcDamageDivisor)


@functools.cache
def _weapons() -> dict[str, dict[str, Any]]:
    return {entry["id"]: entry for entry in small_units_data().get("infantry_weapons", ())}


def _squad_size() -> int:
    return int(small_units_data()["infantry_squad"][0]["men"])


def _moves(platoon: Infantry, mp: int) -> tuple[int, int]:
    """(ground MP, jumping MP): a jump platoon's MP is its jump."""
    return (0, mp) if platoon.motive == "jump" else (mp, 0)


def infantry_base_value(platoon: Infantry, work: Working) -> float | None:
    if platoon.later is not None:   # a later platoon: its own weapons and kit (decision D-INF2-5)
        return later_base_value(platoon, platoon.later, work)
    table, arms = row(platoon), _weapons().get(platoon.weapon)
    if table is None or arms is None:
        work.note("Platoon", f"no platoon type {platoon.motive} {platoon.weapon}: not rated")
        return None
    men = men_left(platoon)
    ground, jump = _moves(platoon, table.mp)
    work.note("Platoon", f"{men} of {table.men} men; ground {ground}, jump {jump}")
    tmm = max(target_movement_modifier(ground), target_movement_modifier(jump, jumping=True))
    defensive = work.add("Troopers", f"{men} x {fmt(TROOPER_FACTOR)} x {fmt(DAMAGE_DIVISOR)}",
                         men * TROOPER_FACTOR * DAMAGE_DIVISOR)
    defensive = work.add("Defensive factor", f"x {fmt(1 + tmm / 10)} (TMM {tmm})", defensive * (1 + tmm / 10))
    offensive = _offensive(platoon, arms, table.men, work)
    if men < table.men:
        offensive = work.add("Surviving troopers", f"x {men} / {table.men}", offensive * men / table.men)
    mp = max(ground, jump)
    factor = speed_factor(mp)
    offensive = work.add("Speed factor", f"x {fmt(factor)} (best MP {mp})", offensive * factor)
    return work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)


def _offensive(platoon: Infantry, arms: dict[str, Any], full: int, work: Working) -> float:
    """Each weapon's value a trooper x the troopers carrying it (at full strength)."""
    secondary = arms.get("secondary")
    carriers = secondary["per_squad"] * (full // _squad_size()) if secondary else 0
    primary = arms["primary"]
    shooters = full - carriers
    total = work.add(primary["name"], f"{shooters} x {fmt(primary['bv'])}", shooters * primary["bv"])
    if secondary:
        total = work.add(secondary["name"], f"+ {carriers} x {fmt(secondary['bv'])}",
                         total + carriers * secondary["bv"])
    if platoon.anti_mech:
        total = work.add("Anti-'Mech attacks", f"+ {fmt(total)} (every weapon again)", total * 2)
    return total


def skill_table_piloting(platoon: Infantry) -> int | None:
    """The skill table's piloting column: 5 for a platoon without anti-'Mech training, else the
    platoon's own anti-'Mech skill."""
    if platoon.later is not None and platoon.later.anti_mech_skill is not None:
        return platoon.later.anti_mech_skill if platoon.anti_mech else NO_ANTI_MECH_PILOTING
    return None if platoon.anti_mech else NO_ANTI_MECH_PILOTING

