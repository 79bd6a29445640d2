"""Figures the infantry record form prints: the platoon's damage and anti-'Mech to-hit for
every number of men left (seed 000 lines 2101-2173, 2689-2714). Pure; no reportlab."""

from __future__ import annotations

from designer.infantry.model import Infantry, LaterPlatoon
from designer.infantry import later_figures as later_fig
from designer.infantry.figures import anti_mech_to_hit, damage, row

DEFAULT_SKILL = 5   # a trained platoon whose file gives no skill (MegaMek's default anti-'Mech skill)


def full_strength(platoon: Infantry) -> int:
    """Men at full strength (28 foot and motorized, 21 jump); 0 for an unknown combination; a
    later platoon's troopers."""
    if platoon.later is not None:
        return platoon.later.troopers
    table = row(platoon)
    return table.men if table else 0


def damage_track(platoon: Infantry) -> tuple[tuple[int, int], ...]:
    """(men left, damage) from full strength down to one man (decision D-UNIT-5 rounding)."""
    if platoon.later is not None:
        return later_fig.damage_track(platoon, platoon.later)
    table = row(platoon)
    if table is None:
        return ()
    return tuple((men, damage(table.max_damage, men, table.men)) for men in range(table.men, 0, -1))


def anti_mech_track(platoon: Infantry) -> tuple[tuple[int, int | None], ...]:
    """(men left, base to-hit of a leg attack or None) from full strength down; empty for a
    platoon without anti-'Mech training (Anti-'Mech Attack Table, lines 2697-2703)."""
    if platoon.later is not None:
        return _later_anti_mech(platoon, platoon.later)
    if not platoon.anti_mech:
        return ()
    return tuple((men, anti_mech_to_hit(men)) for men in range(full_strength(platoon), 0, -1))


def _later_anti_mech(platoon: Infantry, later: LaterPlatoon) -> tuple[tuple[int, int | None], ...]:
    """A later platoon's to-hit by troopers left with its own skill (decision D-INF2-4); empty when
    it cannot make anti-'Mech attacks."""
    if not later_fig.can_attack_mechs(platoon, later):
        return ()
    skill = later.anti_mech_skill if later.anti_mech_skill is not None else DEFAULT_SKILL
    return tuple((n, later_fig.anti_mech_to_hit(skill, n)) for n in range(later.troopers, 0, -1))


def weapons_text(later: LaterPlatoon) -> str:
    """"Auto-Rifle; 2 a squad: Machine Gun (Portable)" (catalogue names where known)."""
    primary, second = later_fig.weapons(later)
    text = primary.name if primary else later.primary
    if later.secondary:
        text += f"; {later.secondary_per_squad} a squad: {second.name if second else later.secondary}"
    return text


def armor_text(later: LaterPlatoon) -> str:
    kit = later_fig.kit(later)
    if kit is None:
        return later_fig.kit_name(later) or "None"
    return f"{kit.table_row}, divisor {kit.divisor:g}" + (" (E)" if kit.encumbering else "")


def range_row(later: LaterPlatoon) -> tuple[tuple[int, int], ...]:
    """(hexes, to-hit modifier) of the platoon's range weapon (decision D-INF2-3)."""
    return later_fig.range_modifiers(later)
