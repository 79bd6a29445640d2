"""Figures the infantry record form prints: the platoon's damage and anti-'Mech to-hit for
every number of men left (seed 000 lines 2101-2173, 2689-2714). Pure; no reportlab."""

from __future__ import annotations

from designer.model.infantry import Infantry
from designer.rules.infantry.figures import anti_mech_to_hit, damage, row


def full_strength(platoon: Infantry) -> int:
    """Men at full strength (28 foot and motorized, 21 jump); 0 for an unknown combination."""
    table = row(platoon)
    return table.men if table else 0


def damage_track(platoon: Infantry) -> tuple[tuple[int, int], ...]:
    """(men left, damage) from full strength down to one man (decision D-UNIT-5 rounding)."""
    table = row(platoon)
    if table is None:
        return ()
    return tuple((men, damage(table.max_damage, men, table.men)) for men in range(table.men, 0, -1))


def anti_mech_track(platoon: Infantry) -> tuple[tuple[int, int | None], ...]:
    """(men left, base to-hit of a leg attack or None) from full strength down; empty for a
    platoon without anti-'Mech training (Anti-'Mech Attack Table, lines 2697-2703)."""
    if not platoon.anti_mech:
        return ()
    return tuple((men, anti_mech_to_hit(men)) for men in range(full_strength(platoon), 0, -1))
