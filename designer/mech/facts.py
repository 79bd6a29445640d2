"""The editing facts of a 'Mech (``designer.editing.facts.KindFacts``), so that the browser, the
unit index and the status line ask every kind the same questions through the unit kind registry
(``designer.kinds``) instead of testing for a 'Mech. Every figure comes from ``designer/mech``."""

from __future__ import annotations

from designer.catalog import catalog
from designer.editing.kind_facts import KindFacts, power_line
from designer.mech.model import Mech
from designer.rules.common.weights import WeightLine
from designer.mech.construction import armor_points_bought
from designer.mech.figures import armor_points_allocated, running_mp
from designer.mech.weights import weight_breakdown


class MechFacts(KindFacts):
    # The status line shows a 'Mech's free critical slots and heat from its figures
    # (designer.mech.figures) rather than the engine line of the other kinds.
    shows_mech_figures = True

    def armor_points_per_ton(self) -> int:
        return catalog().mech.armor_points_per_ton

    def armor_points_bought(self, unit: Mech) -> int:  # type: ignore[override]
        """16 points a ton times the armor type's multiplier (ferro-fibrous), rounded down."""
        return armor_points_bought(unit)

    def armor_points_allocated(self, unit: Mech) -> int:  # type: ignore[override]
        """Front and rear armor both count."""
        return armor_points_allocated(unit)

    def weight_lines(self, unit: Mech) -> list[WeightLine]:  # type: ignore[override]
        return weight_breakdown(unit)

    def movement_text(self, unit: Mech) -> str:  # type: ignore[override]
        """Walking / running / jumping MP, as the browser's movement column prints them."""
        return f"{unit.walking_mp}/{running_mp(unit.walking_mp)}/{unit.jump_mp}"

    def power_text(self, unit: Mech) -> str:  # type: ignore[override]
        return power_line(unit.engine_rating, unit.heat_sinks)


MECH_FACTS = MechFacts()
