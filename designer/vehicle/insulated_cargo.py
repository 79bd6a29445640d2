"""An insulated cargo bay (decision D-COST-3): cargo space that keeps its load at temperature.

A bay of ``capacity`` tons of cargo weighs capacity / 0.87 and costs 250 C-Bills a ton of that
weight, rounded up to the whole ton (MegaMek ``InsulatedCargoBay``; ``vehicle/support_cost.yaml``);
its doors are priced as every bay's. The capacity is what the file writes
(``insulatedcargobay:<capacity>:<doors>``)."""

from __future__ import annotations

import functools
import math

from designer.catalog.loader import load_data_file
from designer.vehicle.model import Vehicle
from designer.rules.common.cost import CostLine
from designer.rules.common.rounding import EPSILON
from designer.rules.common.weights import WeightLine

LABEL = "Insulated cargo bay"


@functools.cache
def _facts() -> dict[str, float]:
    row = load_data_file("vehicle/support_cost.yaml")["insulated_cargo_bay"]
    return {"capacity_per_ton": float(row["capacity_per_ton"]), "per_ton": float(row["per_ton"])}


def bay_tons(capacity: float) -> float:
    """The bay's weight: its capacity / 0.87 (4.35 tons of cargo: a 5-ton bay)."""
    return capacity / _facts()["capacity_per_ton"] if capacity else 0.0


def bay_price(capacity: float) -> float:
    """250 C-Bills a ton of the bay's weight rounded up to the whole ton (a 5-ton bay: 1,250)."""
    return _facts()["per_ton"] * math.ceil(bay_tons(capacity) - EPSILON)


def weight_line(vehicle: Vehicle) -> WeightLine:
    """The bay in a weight breakdown: "Insulated cargo bay (4.35 t)", 5 tons."""
    capacity = vehicle.insulated_cargo_tons
    return WeightLine(f"{LABEL} ({capacity:g} t)", bay_tons(capacity))


def cost_line(vehicle: Vehicle) -> CostLine:
    """The bay's price, doors apart: "Insulated cargo bay (5 t)", 1,250."""
    return CostLine(f"{LABEL} ({bay_tons(vehicle.insulated_cargo_tons):g} t)",
                    bay_price(vehicle.insulated_cargo_tons))
