"""What the editors and the status line show of a DropShip or small craft (``KindFacts``)."""

from __future__ import annotations

from typing import Any

from designer.dropship import weights as w
from designer.dropship.cost import large_craft_cost
from designer.editing.kind_facts import KindFacts
from designer.rules.common.weights import WeightLine


class LargeCraftFacts(KindFacts):
    def armor_points_per_ton(self) -> int:
        return w.ARMOR_POINTS_PER_TON

    def armor_weight(self, unit: Any) -> float:
        return w.armor_tons(unit).tons

    def armor_points_bought(self, unit: Any) -> int:
        return sum(unit.armor.values())  # large craft armor is placed point by point

    def armor_by_the_ton(self, unit: Any) -> bool:
        return False

    def mount_tons(self, unit: Any, name: str) -> float | None:
        from designer.dropship.items import facts

        row = facts(name)
        return None if row.kind == "unknown" else row.tons

    def weight_lines(self, unit: Any) -> list[WeightLine]:
        return [WeightLine(line.label, line.tons) for line in w.weight_lines(unit)]

    def cost(self, unit: Any) -> int:
        return large_craft_cost(unit).total

    def movement_text(self, unit: Any) -> str:
        return f"Thrust {unit.safe_thrust} / {unit.max_thrust}"

    def power_text(self, unit: Any) -> str:
        return (
            f"Engine {w.engine_tons(unit).tons:g} t, {unit.heat_sinks} heat sinks "
            f"({w.free_heat_sinks(unit)} weight-free)"
        )


LARGE_CRAFT_FACTS = LargeCraftFacts()
