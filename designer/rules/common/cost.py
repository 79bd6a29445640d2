"""Cost lines shared by every unit kind: the line and total types, the engine formula, weapon and
ammunition lines (Weapons Price List, seed 000 lines 4770-4796; ammunition at its reload cost per
ton, decision D-008). Every price comes from the catalog."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from designer.catalog import Weapon, catalog
from designer.rules.common.level2_prices import ammo_price, weapon_price


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

    @property
    def subtotal(self) -> float:
        return sum(line.c_bills for line in self.lines)

    @property
    def total(self) -> int:
        return round(self.subtotal * self.multiplier)


def engine_cost(rating: int | None, tonnage: float, fusion: bool = True) -> float:
    """[5,000 (fusion) or 1,250 (internal combustion) x rating x tonnage] / 75 (data/common.yaml)."""
    return catalog().common.engine_cost.cost(rating or 0, tonnage, fusion)


def heat_sink_cost(weighing_sinks: int) -> float:
    """2,000 C-Bills for each heat sink that weighs (over the free ten with fusion, all with ICE)."""
    return catalog().common.heat_sink_cost * weighing_sinks


def armor_cost(tons: float) -> float:
    return catalog().common.armor_cost_per_ton * tons


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
        return [f"  not computed (the seeds give no price for {', '.join(cost.unpriced)})"]
    out = [f"  {line.part:<40}{line.c_bills:>14,.0f}" for line in cost.lines if line.c_bills]
    out.append(f"  {'Subtotal':<40}{cost.subtotal:>14,.0f}")
    out.append(f"  {'x multiplier ' + format(cost.multiplier, '.4g'):<40}{cost.total:>14,}")
    return out
