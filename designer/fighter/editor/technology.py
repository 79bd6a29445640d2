"""The fighter editor's technology pickers: tech base, rules level, year and the Level 2
construction types (heat sinks, armor, cockpit; the engine picker sits in the chassis group). The
choices come from the fighter table (data/fighter/level2_fighter.yaml); the GUI computes no rule (the
validator reports a type of the wrong tech base or rules level: FIGHTER-TECH-BASE, -RULES-LEVEL)."""

from __future__ import annotations


from PySide6.QtWidgets import QComboBox, QGroupBox

from designer.fighter.catalog import fighter_level2_tables
from designer.editing.unit_technology import type_choices
from designer.gui.document import DesignDocument
from designer.gui.unit_widgets import combo, offer, select
from designer.gui.vehicle_technology import TechnologyFields
from designer.fighter.model import Fighter


def _choices(rows) -> list[tuple[str, str]]:
    return [(row.id, row.name) for row in rows]


def refresh_type(box: QComboBox, fighter: Fighter, field: str) -> None:
    """Offers the rows of ``field`` the fighter's tech base may use and shows the design's."""
    current = str(getattr(fighter, field).value)
    offer(box, [(row.id, row.name) for row in type_choices(fighter, field, current)])
    select(box, current)


class FighterTechnology(TechnologyFields):
    """The fighter's technology group (the engine picker sits in the chassis group)."""

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        tables = fighter_level2_tables()
        self.types: dict[str, QComboBox] = {
            "heat_sink_type": combo("heat_sink_type", _choices(tables.heat_sinks)),
            "armor_type": combo("armor_type", _choices(tables.armors)),
            "cockpit_type": combo("cockpit_type", _choices(tables.cockpits))}
        for field, box in self.types.items():
            box.currentIndexChanged.connect(lambda _i, f=field, b=box: self._edit(**{f: b.currentData()}))

    def group(self) -> QGroupBox:
        return self._group([("Heat sink type", self.types["heat_sink_type"]),
                            ("Armor type", self.types["armor_type"]),
                            ("Cockpit", self.types["cockpit_type"])])

    def refresh(self, fighter: Fighter) -> None:
        self._refresh_technology(fighter)
        for field, box in self.types.items():   # the types of the design's tech base, as a 'Mech's
            refresh_type(box, fighter, field)
