"""Battle Value 2.0 of a later (TechManual) platoon (decision D-INF2-5): D-BV3-5's method with the
platoon's own weapons, armor kit and motive."""

from __future__ import annotations

from collections import defaultdict

from designer.bv.tables import ammo_values, item_values, speed_factor, target_movement_modifier
from designer.catalog.infantry_weapons import later_platoon_tables
from designer.bv.working import Working, fmt
from designer.infantry.model import Infantry, LaterPlatoon
from designer.infantry import later_figures as fig
from designer.infantry import field_guns

TROOPER_FACTOR = 1.5


def later_base_value(platoon: Infantry, later: LaterPlatoon, work: Working) -> float | None:
    primary, second = fig.weapons(later)
    if fig.limits(platoon) is None or primary is None or (later.secondary and second is None):
        work.note("Platoon", "a motive or weapon not catalogued: not rated")
        return None
    if fig.beast(later) is not None:
        work.note("Platoon", "beast-mounted platoons are not rated yet: not rated")
        return None
    guns = _field_gun_values(later)
    if guns is None:
        work.note("Platoon", "a field-gun line not read or a gun without a value: not rated")
        return None
    men, full = fig.troopers_left(platoon, later), later.troopers
    ground, jump = fig.mp(platoon)
    work.note("Platoon", f"{men} of {full} troopers; ground {ground}, jump {jump}")
    tmm = max(target_movement_modifier(ground), target_movement_modifier(jump, jumping=True))
    divisor = fig.divisor(later)
    defensive = work.add("Troopers", f"{men} x {fmt(TROOPER_FACTOR)} x {fmt(divisor)} (damage divisor)",
                         men * TROOPER_FACTOR * divisor)
    kit = fig.kit(later)
    stealth = kit.stealth_bv if kit is not None else 0.0
    factor = 1 + tmm / 10 + stealth
    note = f"TMM {tmm}" + (f", + {fmt(stealth)} {kit.table_row}" if stealth and kit is not None else "")
    defensive = work.add("Defensive factor", f"x {fmt(factor)} ({note})", defensive * factor)
    carriers = later.secondary_per_squad * later.squads if second else 0
    shooters = full - carriers
    offensive = work.add(primary.name, f"{shooters} x {fmt(primary.bv)}", shooters * primary.bv)
    if second is not None:
        offensive = work.add(second.name, f"+ {carriers} x {fmt(second.bv)}",
                             offensive + carriers * second.bv)
    if fig.can_attack_mechs(platoon, later):
        offensive = work.add("Anti-'Mech attacks", f"+ {fmt(offensive)} (every weapon again)", offensive * 2)
    if men < full:
        offensive = work.add("Surviving troopers", f"x {men} / {full}", offensive * men / full)
    for name, value in guns:
        offensive = work.add(f"Field gun: {name}", f"+ {fmt(value)}", offensive + value)
    best = max(ground, jump)
    factor = speed_factor(best)
    offensive = work.add("Speed factor", f"x {fmt(factor)} (best MP {best})", offensive * factor)
    total = work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)
    modifier = 1 + sum(share for group, share in later_platoon_tables().bv_type_modifier.items()
                       if fig.specialised(later, group))
    if modifier != 1:
        total = work.add("Type modifier", f"x {fmt(modifier)} (specialisations)", total * modifier)
    return total


def _field_gun_values(later: LaterPlatoon) -> list[tuple[str, float]] | None:
    """Each field gun's Battle Value (the weapon's, as on a vehicle), then each weapon's ammunition
    at its value a ton, at most the value of the guns that fire it; None when a line is not read or
    a gun has no value."""
    values: list[tuple[str, float]] = []
    carried: dict[str, float] = defaultdict(float)
    ammo: dict[str, float] = defaultdict(float)
    for line in field_guns.lines(later):
        if not line.known:
            return None
        if line.weapon is not None:
            value = item_values().get(line.weapon.id)
            if value is None:
                return None
            values.append((line.weapon.id, value))
            carried[line.weapon.id] += value
        elif line.ammo_for is not None:
            ammo[line.ammo_for] += ammo_values().get(line.ammo_for, 0.0) * line.tons
    for weapon_id, value in ammo.items():
        if weapon_id in carried:
            values.append((f"{weapon_id} ammunition", min(value, carried[weapon_id])))
    return values
