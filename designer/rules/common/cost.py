"""Cost lines shared by every unit kind: the line and total types, the engine formula, weapon and
ammunition lines (Weapons Price List, seed 000 lines 4770-4796; ammunition at its reload cost per
ton, decision D-008). Every price comes from the catalog."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from designer.catalog import Weapon, catalog


@dataclass(frozen=True, slots=True)
class CostLine:
    part: str
    c_bills: float


@dataclass(frozen=True, slots=True)
class UnitCost:
    """Parts plus the final multiplier: total = sum(parts) x multiplier, rounded."""

    lines: tuple[CostLine, ...]
    multiplier: float

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


def weapon_cost_lines(weapons: Iterable[Weapon], ammo: Iterable[tuple[str, float]]) -> list[CostLine]:
    """One line per weapon at its list price, one per ammunition lot (weapon name, tons) at the
    reload cost per ton."""
    lines = [CostLine(weapon.id, weapon.cost) for weapon in weapons]
    for name, tons in ammo:
        weapon = catalog().weapon(name)
        if weapon is not None and weapon.reload_cost:
            lines.append(CostLine(f"{weapon.id} Ammo", weapon.reload_cost * tons))
    return lines


def cost_table(cost: UnitCost) -> list[str]:
    """Cost lines, the subtotal, the multiplier and the total in C-Bills."""
    out = [f"  {line.part:<40}{line.c_bills:>14,.0f}" for line in cost.lines if line.c_bills]
    out.append(f"  {'Subtotal':<40}{cost.subtotal:>14,.0f}")
    out.append(f"  {'x multiplier ' + format(cost.multiplier, '.4g'):<40}{cost.total:>14,}")
    return out
