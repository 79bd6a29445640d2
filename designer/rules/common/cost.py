"""Cost lines shared by every unit kind: the line and total types, the engine formula, weapon and
ammunition lines (Weapons Price List, seed 000 lines 4770-4796; ammunition at its reload cost per
ton, decision D-008). Every price comes from the catalog."""

from __future__ import annotations

import math

from collections.abc import Iterable
from dataclasses import dataclass

from designer.catalog import Equipment, Weapon, catalog
from designer.rules.common.level2_prices import ammo_price, prices, weapon_price


@dataclass(frozen=True, slots=True)
class CostLine:
    part: str
    c_bills: float


@dataclass(frozen=True, slots=True)
class UnitCost:
    """Parts plus the final multiplier: total = sum(parts) x multiplier, rounded."""

    lines: tuple[CostLine, ...]
    multiplier: float
    # Level 2 items the design mounts that the seeds price nowhere (decision D-L2-8): the total is
    # then not computed (decision D-L2K-1), never a total that silently leaves them out.
    unpriced: tuple[str, ...] = ()
    # The multiplier's factors, each named (an OmniVehicle's 1.25, then 1 + tonnage / divisor), when
    # there is more than the one: ``cost_table`` shows each.
    factors: tuple[tuple[str, float], ...] = ()

    @property
    def subtotal(self) -> float:
        return sum(line.c_bills for line in self.lines)

    @property
    def total(self) -> int:
        """Rounded half up (as the published figures: MegaMek's Math.round), not to the even."""
        return math.floor(self.subtotal * self.multiplier + 0.5)


def engine_cost(rating: int | None, tonnage: float, fusion: bool = True) -> float:
    """[5,000 (fusion) or 1,250 (internal combustion) x rating x tonnage] / 75 (data/common.yaml)."""
    return catalog().common.engine_cost.cost(rating or 0, tonnage, fusion)


def heat_sink_cost(weighing_sinks: int) -> float:
    """2,000 C-Bills for each heat sink that weighs (over the free ten with fusion, all with ICE)."""
    return catalog().common.heat_sink_cost * weighing_sinks


def armor_cost(tons: float) -> float:
    return catalog().common.armor_cost_per_ton * tons


def level2_engine_cost(base: float, rating: int, tonnage: float) -> float:
    """The TechManual engine line: the engine type's base cost x rating x tonnage / 75 (MegaMek
    ``Engine.getBaseCost``; ``types`` rows of prices.yaml, decision D-BV-2)."""
    return base * rating * tonnage / catalog().common.engine_cost.divisor


def item_cost_line(item: Weapon | Equipment, tons: float, engine_rating: int,
                   unpriced: list[str], every_level: bool = False) -> CostLine | None:
    """One mounted item's line: a seed-priced item at its list price, a Level 2 item at its
    catalogued price (a price, a price a ton of the item, or a price a rating-ton: MASC); an item
    priced in another line (``in_line``: ferro-fibrous in the armor line) has none of its own; a
    Level 2 item priced nowhere is named in ``unpriced`` (decisions D-BV-2, D-L2K-1), and so is a
    rules level 1 one with ``every_level`` (a kind whose chart prices no 1987 equipment)."""
    if isinstance(item, Weapon) and item.cost:
        return CostLine(item.id, float(item.cost))
    cost_per_ton = getattr(item, "cost_per_ton", None)
    if cost_per_ton:
        return CostLine(item.id, cost_per_ton * tons)
    row = prices()["items"].get(item.id)
    if row is None:
        if item.rules_level > 1 or every_level:
            unpriced.append(item.id)
        return None
    if "in_line" in row:
        return None
    if "cost" in row:   # a one-shot launcher's own ammunition (own_ammo) is priced with it
        return CostLine(item.id, float(row["cost"]) + row.get("own_ammo", 0))
    if "cost_per_ton" in row:
        return CostLine(item.id, row["cost_per_ton"] * tons)
    return CostLine(item.id, row["cost_per_rating_ton"] * engine_rating * tons)


def listed_price(item: Weapon | Equipment, tons: float, engine_rating: int) -> float | None:
    """What mounting ``item`` (``tons`` as mounted) adds to a unit's cost lines, before the unit's
    multiplier: the price its cost line takes (``item_cost_line``); None when nothing prices it or
    another line does (ferro-fibrous in the armor line)."""
    line = item_cost_line(item, tons, engine_rating, [])
    return line.c_bills if line is not None else None


def ammo_cost_line(weapon: Weapon, kind: str, tons: float, unpriced: list[str]) -> CostLine | None:
    """A lot of ammunition at its price a ton (seed reload cost, else the catalogued price of its
    type); a lot priced nowhere is named in ``unpriced``."""
    price = ammo_price(weapon, kind)
    if price is None:
        unpriced.append(f"{weapon.id} ammunition")
        return None
    typed = "" if kind == "standard" or weapon.reload_cost else f" ({kind})"
    return CostLine(f"{weapon.id} Ammo{typed}", price * tons)


def mounted_cost_lines(mounts: Iterable[tuple[str, Weapon | Equipment | None, float]],
                       lots: Iterable[tuple[str, str, float]], engine_rating: int, unpriced: list[str],
                       every_level: bool = False) -> list[CostLine]:
    """A line for every mounted item (name, catalog row or None when unknown, tons) and every lot of
    ammunition (weapon id, ammunition kind, tons), or its name in ``unpriced``: a part the catalog
    does not know is never silently left out of the total (decision D-L2K-1)."""
    lines: list[CostLine | None] = []
    for name, item, tons in mounts:
        if item is None:
            unpriced.append(name)
        else:
            lines.append(item_cost_line(item, tons, engine_rating, unpriced, every_level))
    for weapon_id, kind, tons in lots:
        weapon = catalog().weapon(weapon_id)
        if weapon is None:
            unpriced.append(f"{weapon_id} ammunition")
        else:
            lines.append(ammo_cost_line(weapon, kind, tons, unpriced))
    return [line for line in lines if line is not None]


def unpriced_weapons(weapons: Iterable[Weapon]) -> tuple[str, ...]:
    """The Level 2 weapons of a design priced nowhere: not by the seeds (D-L2-8), not by the
    catalogued Level 2 prices (D-BV-2)."""
    return tuple(sorted({w.id for w in weapons if w.rules_level > 1 and weapon_price(w) is None}))


def cost_text(cost: UnitCost, unit: str = "") -> str:
    """The total as a sheet prints it: ``1,234,000 C-Bills``, or ``not computed``."""
    if cost.unpriced:
        return "not computed"
    return f"{cost.total:,}{' ' + unit if unit else ''}"


def weapon_cost_lines(weapons: Iterable[Weapon], ammo: Iterable[tuple[str, float]]) -> list[CostLine]:
    """One line per weapon at its list price, one per ammunition lot (weapon name, tons) at the
    reload cost per ton (a Level 2 weapon and its ammunition at their catalogued prices, D-BV-2)."""
    lines = [CostLine(weapon.id, weapon_price(weapon) or 0.0) for weapon in weapons]
    for name, tons in ammo:
        weapon = catalog().weapon(name)
        price = ammo_price(weapon) if weapon is not None else None
        if weapon is not None and price:
            lines.append(CostLine(f"{weapon.id} Ammo", price * tons))
    return lines


def cost_table(cost: UnitCost) -> list[str]:
    """Cost lines, the subtotal, the multiplier and the total in C-Bills (or why there is none)."""
    if cost.unpriced:
        return [f"  not computed (no price for {', '.join(cost.unpriced)} in the seeds or Level 2 prices)"]
    out = [f"  {line.part:<40}{line.c_bills:>14,.0f}" for line in cost.lines if line.c_bills]
    out.append(f"  {'Subtotal':<40}{cost.subtotal:>14,.0f}")
    running = cost.subtotal
    for name, factor in cost.factors[:-1]:
        running *= factor
        out.append(f"  {f'x {name} ({factor:.4g})':<40}{running:>14,.0f}")
    last = f"x {cost.factors[-1][0]} ({cost.factors[-1][1]:.4g})" if cost.factors else \
        f"x multiplier {cost.multiplier:.4g}"
    out.append(f"  {last:<40}{cost.total:>14,}")
    return out


def chart_price_lines(cost: UnitCost, chart: UnitCost) -> list[str]:
    """Both prices, each named, under the TechManual table where the two differ (decision
    D-COST-1): ``  Cost: 2,469,521 C-bills (TechManual); 1987 Cost Chart: 2,411,146 C-bills``;
    nothing where they agree or either lacks a total."""
    if cost.unpriced or chart.unpriced or cost.total == chart.total:
        return []
    return [f"  Cost: {cost.total:,} C-bills (TechManual); 1987 Cost Chart: {chart.total:,} C-bills"]
