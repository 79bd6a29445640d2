"""The facts every unit kind's editors show besides the document (``KindFacts``): the base each
kind's registration fills in, kept apart from the kinds' own facts so that a kind's package
builds on it without importing any other kind."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

from designer.catalog import Weapon, catalog
from designer.editing.armor_shares import ArmorShares
from designer.model.common import Technology, UnitDocument
from designer.rules.common.armor import armor_points
from designer.rules.common.weights import WeightLine

# A document of a kind these facts describe: any unit document (naming each kind's class here would
# make every kind that builds on these facts import every other kind); each kind's facts narrow it.
Design = UnitDocument


@dataclass(frozen=True, slots=True)
class TypeRow:
    """One construction type a kind's editor offers: its id, name and tech base ("IS", "Clan",
    "both"), whatever table it comes from."""

    id: str
    name: str
    tech_base: str


def type_rows(rows) -> list[TypeRow]:
    return [TypeRow(row.id, row.name, str(row.tech_base)) for row in rows]


class KindFacts(ABC):
    """What the editors show about one kind besides its document. The unit kind registry
    (``designer.kinds``) names one instance per kind; each kind's facts define the abstract ones."""

    weight_unit = "t"
    # The status line shows free critical slots and heat from the 'Mech figures instead of
    # these facts' engine line ('Mechs only, designer.mech.facts).
    shows_mech_figures = False

    @abstractmethod
    def armor_points_per_ton(self) -> int:
        """One kind's figure (defined by its facts)."""

    def extra_items(self, available_ids: set[str]) -> list[str]:
        """Equipment besides weapons the kind's editor offers among the Level 2 rows available to
        the design (``available_ids``); none unless the kind says."""
        return []

    def construction_rows(self) -> dict[str, list[TypeRow]]:
        """The construction type fields of the kind and the rows of each (none unless it has them)."""
        return {}

    def own_items(self, unit: Technology) -> list[str]:
        """Items outside the catalog the design's editor offers (none unless the kind says)."""
        return []

    def armor_by_the_ton(self, unit: Design) -> bool:
        """Whether the design buys armor by the ton (the editor's armor tons field)."""
        return True

    def armor_weight(self, unit: Design) -> float:
        """The tons the design's armor weighs."""
        return float(unit.armor_tons)  # type: ignore[attr-defined]

    def mount_tons(self, unit: Design, name: str) -> float | None:
        """One mount's weight as the weight breakdown counts it (None: the catalog does not know it)."""
        item = catalog().find(name)
        return item.tons if isinstance(item, Weapon) else None

    def armor_points_bought(self, unit: Design) -> int:
        """The armor points the design's armor tons buy (a kind with armor types overrides it)."""
        return armor_points(unit.armor_tons, self.armor_points_per_ton())  # type: ignore[attr-defined]

    def armor_points_allocated(self, unit: Design) -> int:
        """The armor points placed on the locations."""
        return sum(unit.armor.values())  # type: ignore[attr-defined]

    def armor_shares(self, unit: Design) -> ArmorShares:
        """How automatic allocation spreads the armor (``editing.unit_armor``); a kind offers it
        by defining this."""
        raise TypeError(f"no automatic armor allocation for {getattr(unit, 'kind', unit)!r} units")

    def allocates_armor(self) -> bool:
        """Whether the kind offers automatic armor allocation (its facts define ``armor_shares``)."""
        return type(self).armor_shares is not KindFacts.armor_shares

    @abstractmethod
    def weight_lines(self, unit: Design) -> list[WeightLine]:
        """One kind's figure (defined by its facts)."""

    def weight_limit(self, unit: Design) -> float:
        """The tonnage the parts must fit in."""
        return float(unit.tonnage)  # type: ignore[attr-defined]

    def total_weight(self, unit: Design) -> float:
        """The tons of the weight breakdown's lines."""
        return round(sum(line.tons for line in self.weight_lines(unit)), 6)

    def weight_status(self, unit: Design) -> tuple[str, bool]:
        """The status line's weight text, and whether the parts weigh more than the limit."""
        total, limit = self.total_weight(unit), self.weight_limit(unit)
        return f"Weight {total:g} / {limit:g} t, {limit - total:g} t left", total > limit

    @abstractmethod
    def movement_text(self, unit: Design) -> str:
        """One kind's figure (defined by its facts)."""

    @abstractmethod
    def power_text(self, unit: Design) -> str:
        """Engine or power plant rating and the heat sinks the weapons need."""


def power_line(rating: int | None, sinks: int) -> str:
    """The status line's engine line: rating and heat sinks (every kind with an engine)."""
    return f"Engine rating {rating if rating is not None else 'none'}, {sinks} heat sink{'s' * (sinks != 1)}"
