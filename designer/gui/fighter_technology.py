"""The fighter editor's technology pickers (issue 27): tech base, rules level, year and the Level 2
construction types (heat sinks, armor, cockpit; the engine picker sits in the chassis group). The
choices come from the fighter table (data/fighter/level2_fighter.yaml); the GUI computes no rule (the
validator reports a type of the wrong tech base or rules level: FIGHTER-TECH-BASE, -RULES-LEVEL)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox

from designer.catalog.fighter_tables import fighter_level2_tables
from designer.editing import units as edits
from designer.editing.unit_technology import set_technology, type_choices
from designer.gui.document import DesignDocument
from designer.gui.unit_widgets import combo, group, offer, refresh_spin, select, spin_box, spin_row
from designer.gui.vehicle_technology import TECH_BASES, YEAR_MAX, YEAR_UNSET
from designer.model.fighter import Fighter


def _choices(rows) -> list[tuple[str, str]]:
    return [(row.id, row.name) for row in rows]


def refresh_type(box: QComboBox, fighter: Fighter, field: str) -> None:
    """Offers the rows of ``field`` the fighter's tech base may use and shows the design's."""
    current = str(getattr(fighter, field).value)
    offer(box, [(row.id, row.name) for row in type_choices(fighter, field, current)])
    select(box, current)


class FighterTechnology:
    """The widgets of the technology group, each editing the design through the document."""

    def __init__(self, document: DesignDocument) -> None:
        self.document = document
        tables = fighter_level2_tables()
        self.tech_base = combo("tech_base", TECH_BASES)
        self.rules_level = spin_box("rules_level", 1, 4)
        self.year = spin_box("year", YEAR_UNSET, YEAR_MAX)
        self.year.setSpecialValueText("Not set")
        self.types: dict[str, QComboBox] = {
            "heat_sink_type": combo("heat_sink_type", _choices(tables.heat_sinks)),
            "armor_type": combo("armor_type", _choices(tables.armors)),
            "cockpit_type": combo("cockpit_type", _choices(tables.cockpits))}
        # tech base, rules level and year: one edit that converts what has a twin (D-GUI3-3)
        self.tech_base.currentIndexChanged.connect(
            lambda _i: self._technology(tech_base=self.tech_base.currentData()))
        self.rules_level.valueChanged.connect(lambda v: self._technology(rules_level=v))
        self.year.valueChanged.connect(lambda v: self._technology(year=None if v == YEAR_UNSET else v))
        for field, box in self.types.items():
            box.currentIndexChanged.connect(lambda _i, f=field, b=box: self._edit(**{f: b.currentData()}))

    def _edit(self, **changes: Any) -> None:
        if all(value is not None for key, value in changes.items() if key != "year"):
            self.document.edit(edits.update, **changes)

    def _technology(self, **changes: Any) -> None:
        if changes.get("tech_base", "") is not None:
            self.document.edit(set_technology, **changes)

    def group(self) -> QGroupBox:
        grid = QGridLayout()
        rows = [("Tech base", self.tech_base), ("Rules level", self.rules_level), ("Year", self.year),
                ("Heat sink type", self.types["heat_sink_type"]), ("Armor type", self.types["armor_type"]),
                ("Cockpit", self.types["cockpit_type"])]
        for row, (label, widget) in enumerate(rows):
            spin_row(grid, row, label, widget)
        return group("Technology", grid)

    def refresh(self, fighter: Fighter) -> None:
        select(self.tech_base, fighter.tech_base.value)
        refresh_spin(self.rules_level, fighter.rules_level, 1, 4)
        year = fighter.year if fighter.year is not None else YEAR_UNSET
        refresh_spin(self.year, year, YEAR_UNSET, YEAR_MAX)
        for field, box in self.types.items():   # the types of the design's tech base, as a 'Mech's
            refresh_type(box, fighter, field)
