"""Armor allocation helpers: per-location limits, fill to maximum, automatic allocation in
sensible proportions, and the bought / allocated / unallocated / wasted tally.

The limits are the rules' (seed 000 lines 4352-4356): at most twice the internal structure,
9 on the head, a torso's front and rear sharing one maximum."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.mech.edits import _update
from designer.mech.model import TORSOS, Mech, MechLocation
from designer.mech.construction import armor_tons_for
from designer.mech.figures import armor_points_allocated, armor_points_bought, max_armor

REAR_SHARE = 0.25   # automatic allocation puts a quarter of a torso's armor on its back


@dataclass(frozen=True, slots=True)
class ArmorTally:
    bought: int          # 16 points a ton
    allocated: int
    maximum: int         # the most this 'Mech's locations can hold
    unallocated: int     # bought but not yet on a location (negative = over-allocated)
    wasted: int          # bought beyond what the locations can hold


def armor_tally(mech: Mech) -> ArmorTally:
    bought, allocated = armor_points_bought(mech), armor_points_allocated(mech)
    maximum = sum(max_armor(mech).values())
    return ArmorTally(bought, allocated, maximum, bought - allocated, max(0, bought - maximum))


def set_armor(mech: Mech, location: MechLocation, value: int, rear: bool = False) -> Mech:
    field = "rear_armor" if rear else "armor"
    values = dict(getattr(mech, field))
    values[location] = value
    return _update(mech, **{field: values})


def clear_armor(mech: Mech) -> Mech:
    return _update(mech, armor={loc: 0 for loc in mech.locations}, rear_armor={loc: 0 for loc in TORSOS})


def fill_to_maximum(mech: Mech) -> Mech:
    """Buys the armor every location can hold (in half-ton lots) and allocates all of it."""
    caps = max_armor(mech)
    tons = armor_tons_for(sum(caps.values()), mech)
    return _allocate(_update(mech, armor_tons=tons), dict(caps))


def auto_allocate(mech: Mech) -> Mech:
    """Spreads the armor bought over the locations in proportion to their maxima, keeps
    a quarter of each torso's armor for the rear, then hands out what rounding left over: a
    point to the center torso, pairs of points to the side torsos, legs and arms (so left and
    right stay equal), a point to the head. Only when no pair has room does a lone point
    go to one side."""
    caps = max_armor(mech)
    points = min(armor_points_bought(mech), sum(caps.values()))
    share = points / max(sum(caps.values()), 1)
    totals = {loc: min(cap, math.floor(cap * share)) for loc, cap in caps.items()}
    left = points - sum(totals.values())
    groups = _priority(mech)
    while left > 0:
        given = _hand_out(totals, caps, groups, left)
        if given == 0:   # an odd point and a full center torso and head: symmetry is impossible
            given = _hand_out(totals, caps, [(loc,) for group in groups for loc in group], left)
        left -= given
    return _allocate(mech, totals)


def _hand_out(totals: dict[MechLocation, int], caps: dict[MechLocation, int],
              groups: list[tuple[MechLocation, ...]], left: int) -> int:
    """One round of a point to each location of each group with room, a group at a time while
    points last; returns the points given."""
    given = 0
    for group in groups:
        if len(group) <= left - given and all(totals[loc] < caps[loc] for loc in group):
            for loc in group:
                totals[loc] += 1
            given += len(group)
    return given


def _priority(mech: Mech) -> list[tuple[MechLocation, ...]]:
    """Center torso, then the left/right pairs (torsos, legs, arms), then the head."""
    pairs = [(MechLocation.LT, MechLocation.RT), *_limb_pairs(mech)]
    return [(MechLocation.CT,), *pairs, (MechLocation.HD,)]


def _limb_pairs(mech: Mech) -> list[tuple[MechLocation, MechLocation]]:
    if mech.is_quad:
        return [(MechLocation.FLL, MechLocation.FRL), (MechLocation.RLL, MechLocation.RRL)]
    return [(MechLocation.LL, MechLocation.RL), (MechLocation.LA, MechLocation.RA)]


def _allocate(mech: Mech, totals: dict[MechLocation, int]) -> Mech:
    front = dict(totals)
    rear = {}
    for loc in TORSOS:
        rear[loc] = round(totals.get(loc, 0) * REAR_SHARE)
        front[loc] = totals.get(loc, 0) - rear[loc]
    return _update(mech, armor=front, rear_armor=rear)
