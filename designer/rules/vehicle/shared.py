"""Rules shared by vehicles, installations and conventional fighters: power plants, heat sinks
for energy weapons, power amplifiers, turrets and the ammunition purchase rule.

Rounding (decision D-UNIT-1): every component given as a fraction of a weight (controls, lift,
structure, turret, power amplifiers) is rounded up to the next half ton, the smallest lot the
construction rules use (armor and machine-gun ammunition, seed 000 lines 4472, 4476)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from designer.catalog import Weapon, catalog
from designer.rules.findings import Finding, FindingSpec

MIN_RATING = 10
MAX_RATING = 400
FREE_SINKS = 10          # "all fusion plants have ten heat sinks built into them" (line 4478)
POWER_AMP_FRACTION = 0.1  # one ton per ten tons of energy weapons (line 4478)


def ceil_half(tons: float) -> float:
    """``tons`` rounded up to the next half ton (decision D-UNIT-1).

    >>> ceil_half(1.75), ceil_half(3.0), ceil_half(0.8)
    (2.0, 3.0, 1.0)
    """
    return math.ceil(round(tons * 2, 6)) / 2


def table_rating(rating: float) -> int | None:
    """The Engine Table rating used for a computed rating: at least 10, rounded up to the next
    rating the table lists (decision D-UNIT-2); None above 400."""
    wanted = max(rating, MIN_RATING)
    ratings = sorted(row.rating for row in catalog().engines)
    return next((r for r in ratings if r >= wanted), None)


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
    return needed, max(0, needed - FREE_SINKS) if fusion else needed


def power_amp_tons(weapons: Iterable[Weapon], fusion: bool) -> float:
    """Internal combustion (or turbine) plants add 1 ton of power amplifiers per 10 tons of
    energy weapons (seed 000 lines 4478, 4549, 4618)."""
    return 0.0 if fusion else ceil_half(energy_tons(weapons) * POWER_AMP_FRACTION)


@dataclass(frozen=True, slots=True)
class AmmoSpecs:
    """The three ammunition codes of one unit kind."""

    missing: FindingSpec
    no_weapon: FindingSpec
    lot: FindingSpec


def ammo_findings(weapons: list[Weapon], lots: Iterable[tuple[str, float]], specs: AmmoSpecs) -> Iterator[Finding]:
    """The ammunition purchase rule (seed 000 lines 4476, 4545, 4610): at least one ton of ammo
    for each missile or ballistic weapon type carried, whole tons, except machine-gun ammo which
    may be bought in half tons. Counted per weapon type (decision D-UNIT-3)."""
    carried: Counter[str] = Counter()
    for name, tons in lots:
        weapon = catalog().weapon(name)
        if weapon is None or not weapon.uses_ammo or weapon.id not in {w.id for w in weapons}:
            yield specs.no_weapon.finding(f"{tons:g} tons of {name} ammunition are carried, but no weapon "
                                          f"that fires it is mounted.")
            continue
        lot = 0.5 if weapon.half_ton_ammo else 1.0
        if round(tons / lot, 6) != int(round(tons / lot, 6)) or tons <= 0:
            yield specs.lot.finding(f"{weapon.id} ammunition comes in {lot:g}-ton lots; {tons:g} tons were "
                                    f"bought.")
        carried[weapon.id] += tons
    for weapon in {w.id: w for w in weapons if w.uses_ammo}.values():
        least = 0.5 if weapon.half_ton_ammo else 1.0
        if carried[weapon.id] < least:
            yield specs.missing.finding(f"{weapon.id} needs at least {least:g} ton of ammunition; "
                                        f"{carried[weapon.id]:g} carried.")


def is_lot(tons: float, lot: float = 0.5) -> bool:
    """True when ``tons`` is a whole number of ``lot``-ton lots."""
    return abs(tons / lot - round(tons / lot)) < 1e-9


def overweight_message(total: float, limit: float, what: str) -> str:
    return f"The components weigh {total:g} tons, {total - limit:g} tons more than the {limit:g}-ton {what}."


def weight_table(lines: Iterable, total_label: str = "Total") -> list[str]:
    """TRO-style weight lines: component, location, tons; then the total."""
    out = [f"  {line.component:<28}{(line.location or ''):<12}{line.tons:>7g}" for line in lines]
    out.append(f"  {total_label:<40}{sum(line.tons for line in lines):>7g}")
    return out


def cost_table(cost) -> list[str]:
    """Cost lines, the subtotal, the multiplier and the total in C-Bills."""
    out = [f"  {line.part:<40}{line.c_bills:>14,.0f}" for line in cost.lines if line.c_bills]
    out.append(f"  {'Subtotal':<40}{cost.subtotal:>14,.0f}")
    out.append(f"  {'x multiplier ' + format(cost.multiplier, '.4g'):<40}{cost.total:>14,}")
    return out
