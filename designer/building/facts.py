"""What the building editor shows besides the document: the legal ranges, the weight breakdown
and the status-line facts, and the edits of a building. Every number comes from the building's
rules and catalog modules; this only gathers them."""

from __future__ import annotations

from designer.model.common import revised
from designer.building.catalog import building_tables
from designer.building.model import Building
from designer.building import weights as bw
from designer.editing.kind_facts import KindFacts, power_line
from designer.rules.common.weights import WeightLine


def blank_building() -> Building:
    return Building(chassis="New Building", cf=15)


update = revised   # a copy with the changes, validated as a file would be


def building_ranges() -> dict[str, tuple[int, int]]:
    t = building_tables()
    return {"cf": (t.cf_min, t.cf_max), "levels": (t.levels_min, t.levels_max),
            "hexes": (t.hexes_min, t.hexes_max)}


class BuildingFacts(KindFacts):
    weight_unit = "CF"

    def armor_points_per_ton(self) -> int:
        return building_tables().armor_points_per_ton

    def weight_lines(self, unit: Building) -> list[WeightLine]:  # type: ignore[override]
        return bw.weight_breakdown(unit)

    def weight_limit(self, unit: Building) -> float:  # type: ignore[override]
        """A building's parts must fit in its Construction Factor."""
        return float(unit.cf)

    def weight_status(self, unit: Building) -> tuple[str, bool]:  # type: ignore[override]
        """The Construction Factor is the tons a building carries."""
        total, limit = self.total_weight(unit), self.weight_limit(unit)
        return (f"Weight {total:g} / {limit:g} t, {limit - total:g} t left (Construction Factor "
                f"{unit.cf} carries {limit:g} t)", total > limit)

    def movement_text(self, unit: Building) -> str:  # type: ignore[override]
        return f"CF {unit.cf} ({building_tables().class_name(unit.cf) or 'out of range'})"

    def power_text(self, unit: Building) -> str:  # type: ignore[override]
        rating = bw.plant_rating(unit)
        return "No power plant needed" if rating is None else power_line(rating, bw.heat_sinks(unit)[0])


BUILDING_FACTS = BuildingFacts()
