"""Figures of a later (TechManual) platoon: limits by motive, MP, damage a trooper and by troopers
left, range modifiers and anti-'Mech to-hit (decisions D-INF2-2 to D-INF2-4). Pure."""

from __future__ import annotations

import math

from designer.infantry.catalog import infantry_tables
from designer.catalog.infantry_weapons import (ArmorKit, BeastMount, BeastSize, InfantryWeapon, MotiveLimits,
                                               armor_kit, beast_tables, infantry_weapon, later_platoon_tables)
from designer.infantry.model import ANTI_MECH_GEAR, BEAST, COMBAT_ENGINEERS, Infantry, LaterPlatoon

NO_KIT_DIVISOR = 1.0   # a platoon without an armor kit takes damage undivided
LARGE_BEAST_SQUADS = 5   # squads of a platoon riding large creatures (one rider each)


def limits(platoon: Infantry) -> MotiveLimits | None:
    """The motive's limits and MP (a beast-mounted platoon's from its creature), or None for a
    motive the later rules do not have or a creature not catalogued."""
    if platoon.motive == BEAST:
        return _beast_limits(platoon.later.mount) if platoon.later is not None else None
    return later_platoon_tables().motives.get(platoon.motive)


def beast(later: LaterPlatoon) -> tuple[BeastMount, BeastSize] | None:
    """The creature a beast-mounted platoon rides and its size class, or None."""
    tables = beast_tables()
    mount = tables.mount(later.mount) if later.mount else None
    return (mount, tables.sizes[mount.size]) if mount is not None else None


def _beast_limits(name: str) -> MotiveLimits | None:
    """TestInfantry for a mounted platoon: squads of 10 (one rider a creature) or of the riders a
    creature carries; 5 squads of large creatures, else one a creature; troopers = creatures x
    riders. The creature's MP: on the ground, or flying or swimming (the jump column)."""
    tables = beast_tables()
    mount = tables.mount(name) if name else None
    if mount is None:
        return None
    size = tables.sizes[mount.size]
    riders = size.troopers_per_creature
    ground = mount.mp if mount.movement == "leg" else mount.ground_mp
    return MotiveLimits(squad_size=10 if riders == 1 else riders,
                        squads=LARGE_BEAST_SQUADS if riders == 1 else size.creatures_per_platoon,
                        troopers=size.creatures_per_platoon * riders, ground_mp=ground,
                        jump_mp=0 if mount.movement == "leg" else mount.mp, mechanized=False)


def specialised(later: LaterPlatoon, group: str) -> bool:
    """True when the platoon has the specialisation (``combat_engineers``: any engineer kind)."""
    names = COMBAT_ENGINEERS if group == "combat_engineers" else (group,)
    return any(name in later.specialisations for name in names)


def max_squads(platoon: Infantry, later: LaterPlatoon, table: MotiveLimits) -> int:
    caps = [cap for group, cap in later_platoon_tables().squad_cap.items() if specialised(later, group)]
    return min([table.squads, *caps])


def max_troopers(later: LaterPlatoon, table: MotiveLimits) -> int:
    tables = later_platoon_tables()
    if specialised(later, "combat_engineers") or specialised(later, "mountain_troops"):
        return min(table.troopers, tables.engineer_or_mountain_troopers)
    return table.troopers


def max_secondary(later: LaterPlatoon) -> int:
    """2 a squad (a mounted platoon: its creature's support weapons), less for some specialists."""
    tables = later_platoon_tables()
    ridden = beast(later)
    base = ridden[1].support_weapons_per_creature if ridden else tables.secondary_per_squad
    caps = [cap for group, cap in tables.secondary_cap.items() if specialised(later, group)]
    return min([base, *caps])


def secondary_crew(later: LaterPlatoon, crew: int) -> int:
    """A secondary weapon's crew; halved, rounded up, for riders of a beast (TestInfantry)."""
    return max(1, math.ceil(crew / 2)) if beast(later) else crew


def weapons(later: LaterPlatoon) -> tuple[InfantryWeapon | None, InfantryWeapon | None]:
    """(primary, secondary) from the catalogue; None for one not catalogued (or no secondary)."""
    second = infantry_weapon(later.secondary) if later.secondary else None
    return infantry_weapon(later.primary), second


def kit_name(later: LaterPlatoon) -> str:
    """The platoon's armor kit as the file names it: ``<armorKit>``, else the troopers' equipment
    line that is a catalogued kit, else their first line other than anti-'Mech gear ("" none:
    decision D-INF2-9)."""
    if later.armor_kit:
        return later.armor_kit
    worn = [line for line in later.trooper_equipment if line.casefold() != ANTI_MECH_GEAR]
    return next((line for line in worn if armor_kit(line) is not None), worn[0] if worn else "")


def kit(later: LaterPlatoon) -> ArmorKit | None:
    name = kit_name(later)
    return armor_kit(name) if name else None


def divisor(later: LaterPlatoon) -> float:
    found = kit(later)
    return found.divisor if found else NO_KIT_DIVISOR


def troopers_left(platoon: Infantry, later: LaterPlatoon) -> int:
    return later.troopers if platoon.men is None else platoon.men


def damage_per_trooper(later: LaterPlatoon) -> float | None:
    """(primary damage, at most 0.6, x troopers without a secondary + secondary damage x its
    carriers) / squad size; None when a weapon is not catalogued."""
    primary, second = weapons(later)
    if primary is None or (later.secondary and second is None) or later.squad_size <= 0:
        return None
    carriers = later.secondary_per_squad if second else 0
    total = min(primary.damage, later_platoon_tables().primary_damage_cap) * (later.squad_size - carriers)
    total += second.damage * carriers if second else 0.0
    return total / later.squad_size


def damage(per_trooper: float, troopers: int) -> int:
    """Damage of ``troopers`` troopers: per-trooper damage x troopers, rounded half up."""
    return math.floor(per_trooper * troopers + 0.5) if troopers > 0 else 0


def damage_track(platoon: Infantry, later: LaterPlatoon) -> tuple[tuple[int, int], ...]:
    """(troopers left, damage) from full strength down to one trooper; empty when not rated."""
    per = damage_per_trooper(later)
    if per is None:
        return ()
    return tuple((n, damage(per, n)) for n in range(later.troopers, 0, -1))


def range_weapon(later: LaterPlatoon) -> InfantryWeapon | None:
    """The weapon whose range the platoon fires at: the secondary when a squad carries two or
    more, else the primary (MegaMek Compute.getInfantryRangeMods)."""
    primary, second = weapons(later)
    return second if second is not None and later.secondary_per_squad >= 2 else primary


def range_class(later: LaterPlatoon) -> int | None:
    weapon = range_weapon(later)
    return weapon.range if weapon else None


def range_modifiers(later: LaterPlatoon) -> tuple[tuple[int, int], ...]:
    """(hexes, to-hit modifier) from the same hex out to the range class's last band (decision
    D-INF2-3); empty when a weapon is not catalogued or the class has no table."""
    reach = range_class(later)
    bands = later_platoon_tables().range_bands.get(reach) if reach is not None else None
    if bands is None:
        return ()
    rows = [(0, bands.same_hex + _same_hex_adjustment(later))]
    low = 1
    for farthest, modifier in bands.bands:
        rows += [(hexes, modifier) for hexes in range(low, farthest + 1)]
        low = farthest + 1
    return tuple(rows)


def _same_hex_adjustment(later: LaterPlatoon) -> int:
    """+1 when either weapon is a support weapon or encumbering; -1 when the primary fires bursts
    or its damage is above the 0.6 cap (MegaMek's heavy burst)."""
    primary, second = weapons(later)
    carried = [w for w in (primary, second) if w is not None]
    support = any(w.encumbering or w.crew > 1 for w in carried)
    cap = later_platoon_tables().primary_damage_cap
    burst = primary is not None and (primary.burst or primary.damage > cap)
    return (1 if support else 0) - (1 if burst else 0)


def can_attack_mechs(platoon: Infantry, later: LaterPlatoon) -> bool:
    """Anti-'Mech trained, not mechanized, without an encumbering kit (MegaMek
    Infantry.canMakeAntiMekAttacks)."""
    table, found = limits(platoon), kit(later)
    mechanized = table is not None and table.mechanized
    ridden = beast(later)
    barred = ridden is not None and not (ridden[1].leg_attacks or ridden[1].swarm_attacks)
    encumbered = found is not None and found.encumbering
    return platoon.anti_mech and not mechanized and not barred and not encumbered


def anti_mech_to_hit(skill: int, troopers: int) -> int | None:
    """The seed's Anti-'Mech Attack Table with the platoon's skill for the 4 a full platoon needs
    (decision D-INF2-4); None when too few troopers are left to attack."""
    bands = infantry_tables().anti_mech_to_hit
    full = bands[0].to_hit
    for band in bands:
        if troopers >= band.min_men:
            return skill + band.to_hit - full
    return None


def mp(platoon: Infantry) -> tuple[int, int]:
    """(ground MP, jump MP) of the motive; (0, 0) for an unknown motive."""
    table = limits(platoon)
    return (table.ground_mp, table.jump_mp) if table else (0, 0)


def weight_tons(platoon: Infantry, later: LaterPlatoon) -> float:
    """Troopers x the motive's tons a trooper (+ anti-'Mech gear) + field guns, up to the half ton."""
    from designer.infantry import field_guns

    tables = later_platoon_tables()
    ridden = beast(later)
    if ridden is not None:
        return math.ceil(_beast_tons(later, ridden[0], ridden[1]) * 2 - 1e-9) / 2
    gear = tables.anti_mech_gear_tons if platoon.anti_mech else 0.0
    each = tables.trooper_tons.get(platoon.motive, 0.0) + gear
    guns = field_guns.tons(later)
    return math.ceil((later.troopers * each + guns) * 2 - 1e-9) / 2


def _beast_tons(later: LaterPlatoon, mount: BeastMount, size: BeastSize) -> float:
    """(creature + 0.2 a rider) x squads when a creature carries several riders, else x troopers."""
    rider = beast_tables().rider_tons
    if size.troopers_per_creature > 1:
        return (mount.tons + rider * later.squad_size) * later.squads
    return (mount.tons + rider) * later.troopers
