"""Rules shared by vehicles, installations and conventional fighters: power plants, heat sinks
for energy weapons, power amplifiers, turrets and the ammunition purchase rule.

Rounding (decision D-UNIT-1): every component given as a fraction of a weight (controls, lift,
structure, turret, power amplifiers) is rounded up to the next half ton, the smallest lot the
construction rules use (armor and machine-gun ammunition, seed 000 lines 4472, 4476)."""

from __future__ import annotations

import bisect
import functools
from collections.abc import Iterable

from designer.catalog import Weapon, catalog
from designer.catalog.vehicle_tables import vehicle_tables
from designer.rules.common.rounding import ceil_half

__all__ = ["ceil_half", "energy_heat", "energy_tons", "heat_sinks_needed", "known_weapons", "plant_tons",
           "power_amp_tons", "table_rating"]


def table_rating(rating: float) -> int | None:
    """The Engine Table rating used for a computed rating: at least 10, rounded up to the next
    rating the table lists (decision D-UNIT-2); None above the table's last rating (400)."""
    wanted = max(rating, catalog().rating_range[0])
    ratings = _table_ratings()
    if not wanted <= ratings[-1]:   # above the table (or not a number)
        return None
    return ratings[bisect.bisect_left(ratings, wanted)]   # the first listed rating >= wanted


@functools.cache   # the catalog is fixed for the run; vehicles and fighters ask for every design
def _table_ratings() -> tuple[int, ...]:
    return tuple(sorted(row.rating for row in catalog().engines))


def plant_tons(rating: int | None, fusion: bool, ice_factor: int = 2) -> tuple[float, float]:
    """(engine tons, shielding tons): fusion = table weight plus half of it as shielding, an
    internal combustion engine (or turbine) twice the table weight (seed 000 line 4456)."""
    row = catalog().engine(rating) if rating is not None else None
    if row is None:
        return 0.0, 0.0
    return (row.tons, row.tons / 2) if fusion else (row.tons * ice_factor, 0.0)


def known_weapons(names: Iterable[str]) -> list[Weapon]:
    return [w for w in (catalog().weapon(n) for n in names) if w is not None]


def energy_heat(weapons: Iterable[Weapon]) -> int:
    """Heat of all energy weapons fired in one turn: the heat sinks needed (line 4478)."""
    return sum(w.heat for w in weapons if w.is_energy)


def energy_tons(weapons: Iterable[Weapon]) -> float:
    return sum(w.tons for w in weapons if w.is_energy)


def heat_sinks_needed(weapons: Iterable[Weapon], fusion: bool) -> tuple[int, int]:
    """(heat sinks needed, sinks that weigh a ton): fusion plants include ten (line 4478)."""
    needed = energy_heat(weapons)
    return needed, max(0, needed - vehicle_tables().free_heat_sinks) if fusion else needed


def power_amp_tons(weapons: Iterable[Weapon], fusion: bool) -> float:
    """Internal combustion (or turbine) plants add 1 ton of power amplifiers per 10 tons of
    energy weapons (seed 000 lines 4478, 4549, 4618)."""
    return 0.0 if fusion else ceil_half(energy_tons(weapons) * vehicle_tables().power_amp_fraction)
