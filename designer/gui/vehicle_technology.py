"""The vehicle editor's technology pickers: tech base, rules level, year and the
Level 2 construction types (engine, armor, structure). The choices are the rows of the vehicle
engine table and data/construction.yaml that the design's tech base may use, as a 'Mech's pickers
offer (``editing.unit_technology.type_choices``); the GUI computes no rule (the validator reports a
type of the wrong tech base or rules level, VEHICLE-TYPE-TECH). A tech base, rules level or year
edit goes through ``unit_technology.set_technology`` (decision D-GUI3-3)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGridLayout, QGroupBox, QWidget

from designer.rules.common.technology import MASTER_RULES_ERA
from designer.catalog.vehicle_tables import vehicle_tables
from designer.editing import facts
from designer.editing import units as edits
from designer.editing.unit_technology import set_technology, type_choices
from designer.gui.document import DesignDocument
from designer.gui.unit_widgets import combo, group, offer, refresh_spin, select, spin_box, spin_row
from designer.model.common import TechBase
from designer.vehicle.model import PowerPlant, Vehicle

YEAR_UNSET, YEAR_MAX = 2000, 3150   # the year box's lowest value reads "Not set"
YEAR_TIP = (f"Not set: a Level 2 design is offered and judged by {MASTER_RULES_ERA}, the Master Rules era; "
            "later technology needs a year")
TECH_BASES = [(TechBase.INNER_SPHERE.value, "Inner Sphere"), (TechBase.CLAN.value, "Clan"),
              (TechBase.MIXED.value, "Mixed")]
PLAIN_ENGINES = {"fusion": PowerPlant.FUSION, "ice": PowerPlant.ICE}   # the 1987 plants


def all_choices(vehicle: Vehicle, field: str) -> list[tuple[str, str]]:
    """Every row of a construction type field (the refresh keeps those of the tech base)."""
    return [(row.id, row.name) for row in facts.construction_rows(vehicle)[field]]


def engine_fields(choice: str) -> dict[str, Any]:
    """The model fields an engine choice sets: a 1987 plant, or a Level 2 type on its plant."""
    if choice in PLAIN_ENGINES:
        return {"engine": PLAIN_ENGINES[choice], "engine_type": None}
    row = vehicle_tables().engines[choice]
    return {"engine": PowerPlant.FUSION if row.fusion else PowerPlant.ICE, "engine_type": choice}


def engine_choice(vehicle: Vehicle) -> str:
    return vehicle.engine_type or vehicle.engine.value


class TechnologyFields:
    """Tech base, rules level and year of a vehicle or fighter design, and its construction type
    pickers (``types``, set by the kind's class): each edits the design through the document."""

    NULLABLE = ("year",)   # fields an edit may set to None

    def __init__(self, document: DesignDocument) -> None:
        self.document = document
        self.tech_base = combo("tech_base", TECH_BASES)
        self.rules_level = spin_box("rules_level", 1, 4)
        self.year = spin_box("year", YEAR_UNSET, YEAR_MAX)
        self.year.setSpecialValueText("Not set")
        self.year.setToolTip(YEAR_TIP)
        self.year.setProperty("own_tip", YEAR_TIP)
        # tech base, rules level and year: one edit that converts what has a twin (D-GUI3-3)
        self.tech_base.currentIndexChanged.connect(
            lambda _i: self._technology(tech_base=self.tech_base.currentData()))
        self.rules_level.valueChanged.connect(lambda v: self._technology(rules_level=v))
        self.year.valueChanged.connect(lambda v: self._technology(year=None if v == YEAR_UNSET else v))

    def _edit(self, **changes: Any) -> None:
        if all(value is not None for key, value in changes.items() if key not in self.NULLABLE):
            self.document.edit(edits.update, **changes)

    def _technology(self, **changes: Any) -> None:
        if changes.get("tech_base", "") is not None:
            self.document.edit(set_technology, **changes)

    def _group(self, type_rows: list[tuple[str, QWidget]]) -> QGroupBox:
        grid = QGridLayout()
        rows = [("Tech base", self.tech_base), ("Rules level", self.rules_level), ("Year", self.year),
                *type_rows]
        for row, (label, widget) in enumerate(rows):
            spin_row(grid, row, label, widget)
        return group("Technology", grid)

    def _refresh_technology(self, unit: Any) -> None:
        select(self.tech_base, unit.tech_base.value)
        refresh_spin(self.rules_level, unit.rules_level, 1, 4)
        year = unit.year if unit.year is not None else YEAR_UNSET
        refresh_spin(self.year, year, YEAR_UNSET, YEAR_MAX)


class TechnologyPickers(TechnologyFields):
    """The vehicle's technology group (the engine picker sits in the editor's chassis group)."""

    NULLABLE = ("year", "engine_type")

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        self.types = {field: combo(field, all_choices(document.unit, field))
                      for field in ("engine_type", "armor_type", "structure_type")}
        self.types["engine_type"].currentIndexChanged.connect(
            lambda _i: self._edit(**engine_fields(self.types["engine_type"].currentData())))
        for field in ("armor_type", "structure_type"):
            box = self.types[field]
            box.currentIndexChanged.connect(lambda _i, f=field, b=box: self._edit(**{f: b.currentData()}))

    def group(self) -> QGroupBox:
        return self._group([("Armor", self.types["armor_type"]), ("Structure", self.types["structure_type"])])

    def refresh(self, vehicle: Vehicle) -> None:
        self._refresh_technology(vehicle)
        current = {"engine_type": engine_choice(vehicle), "armor_type": vehicle.armor_type,
                   "structure_type": vehicle.structure_type}
        for field, box in self.types.items():   # the types of the design's tech base, as a 'Mech's
            offer(box, [(row.id, row.name) for row in type_choices(vehicle, field, current[field])])
            select(box, current[field])
