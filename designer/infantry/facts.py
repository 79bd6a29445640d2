"""What the infantry platoon editor shows besides the document: the platoon table's motives and
weapons, the cargo tons it takes and the status-line facts, and the blank platoon. Every number
comes from the platoon's rules and catalog modules; this only gathers them."""

from __future__ import annotations

from designer.editing.kind_facts import KindFacts
from designer.infantry import figures as infantry_figures
from designer.infantry.catalog import infantry_tables
from designer.infantry.model import Infantry
from designer.rules.common.weights import WeightLine


def blank_infantry() -> Infantry:
    return Infantry(chassis="New Platoon", motive="foot", weapon="rifle")


def infantry_motives() -> list[str]:
    return list(dict.fromkeys(row.motive for row in infantry_tables().platoons))


def infantry_weapons(motive: str) -> list[str]:
    return [row.weapon for row in infantry_tables().platoons if row.motive == motive]


class InfantryFacts(KindFacts):
    weight_unit = "cargo"

    def armor_points_per_ton(self) -> int:
        return 0

    def weight_lines(self, unit: Infantry) -> list[WeightLine]:  # type: ignore[override]
        return [WeightLine("Cargo space when carried", infantry_figures.cargo_tons(unit))]

    def weight_limit(self, unit: Infantry) -> float:  # type: ignore[override]
        return infantry_figures.cargo_tons(unit)

    def weight_status(self, unit: Infantry) -> tuple[str, bool]:  # type: ignore[override]
        """A platoon has no weight limit: the tons it takes as cargo."""
        return f"Carried as {self.total_weight(unit):g} t of cargo", False

    def movement_text(self, unit: Infantry) -> str:  # type: ignore[override]
        row = infantry_figures.row(unit)
        if unit.later is not None:
            return f"MP {infantry_figures.platoon_mp(unit)}, {infantry_figures.men_left(unit)} troopers"
        return f"MP {row.mp}, {infantry_figures.men_left(unit)} men" if row else "not in the platoon table"

    def power_text(self, unit: Infantry) -> str:  # type: ignore[override]
        return f"Anti-'Mech trained: {'yes' if unit.anti_mech else 'no'}"


INFANTRY_FACTS = InfantryFacts()
