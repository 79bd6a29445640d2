"""Cost of a combat vehicle in C-Bills: the Vehicle Cost Chart (seed 000 lines 4702-4730)."""

from __future__ import annotations

from dataclasses import dataclass

from designer.catalog import catalog
from designer.model.vehicle import Vehicle
from designer.rules.mech.cost import CostLine
from designer.rules.vehicle import weights as w

FUSION_PER_RATING_TON, ICE_PER_RATING_TON = 5_000, 1_250
PER_TON = {"Controls": 10_000, "Internal Structure": 10_000, "Armor": 10_000, "Power Amplifiers": 20_000,
           "Turret": 5_000, "Lift Equipment": 20_000, "Diving Equipment": 20_000, "Rotors": 40_000}
HEAT_SINK_EACH = 2_000


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


def _engine_cost(vehicle: Vehicle) -> float:
    """Fusion: tonnage x 5,000 x rating / 75; ICE: tonnage x 1,250 x rating / 75."""
    per = FUSION_PER_RATING_TON if w.is_fusion(vehicle) else ICE_PER_RATING_TON
    return vehicle.tonnage * per * (w.engine_rating(vehicle) or 0) / 75


def _heat_sink_cost(vehicle: Vehicle) -> float:
    """2,000 per heat sink over 10 with fusion, 2,000 each with ICE: the sinks that weigh."""
    return HEAT_SINK_EACH * w.heat_sinks(vehicle)[1]


def _weapon_lines(vehicle: Vehicle) -> list[CostLine]:
    """Weapons Price List; ammunition at its reload cost per ton (as decision D-008 for 'Mechs)."""
    lines = [CostLine(weapon.id, weapon.cost) for weapon in w.weapons(vehicle)]
    for lot in vehicle.ammo:
        weapon = catalog().weapon(lot.weapon)
        if weapon is not None and weapon.reload_cost:
            lines.append(CostLine(f"{weapon.id} Ammo", weapon.reload_cost * lot.tons))
    return lines


def vehicle_cost(vehicle: Vehicle) -> UnitCost:
    """Every part's cost and the motive multiplier 1 + tonnage / divisor (lines 4722-4730)."""
    lines = [CostLine("Engine", _engine_cost(vehicle))]
    for line in w.weight_breakdown(vehicle):
        if line.component in PER_TON:
            lines.append(CostLine(line.component, PER_TON[line.component] * line.tons))
    lines.append(CostLine("Heat Sinks", _heat_sink_cost(vehicle)))
    lines.extend(_weapon_lines(vehicle))
    return UnitCost(tuple(lines), 1 + vehicle.tonnage / w.motive_row(vehicle).cost_divisor)
