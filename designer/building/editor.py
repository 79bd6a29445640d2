"""Building and gun emplacement editor: Construction Factor, levels (and basement), hexes,
power plant type and turret armor; weapons with their arcs (North, East, West or turret) and
ammunition."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout

from designer.building.catalog import building_tables
from designer.building import facts as edits
from designer.building.sheet_figures import turret_armor_points
from designer.gui.document import DesignDocument
from designer.gui.unit_view import LOADOUT, STRUCTURE, KindEditor
from designer.gui.unit_widgets import (
    AmmoBox, Page, WeaponsBox, WeightTable, combo, group, label_of, refresh_spin, select, spin_box, spin_row,
    tons_box,
)
from designer.gui.widgets import note_label, signals_blocked
from designer.building.model import BuildingArc, PowerPlant
from designer.building import weights as bw

ARCS = [(arc.value, label_of(arc.value)) for arc in BuildingArc]
PLANTS = [(PowerPlant.FUSION.value, "Fusion"), (PowerPlant.ICE.value, "Internal combustion")]
MAX_TURRET_ARMOR = 100.0


class BuildingEditor(KindEditor):
    IDENTITY_LABELS = ("Name", "Variant")
    LOADOUT_CODES = frozenset({"BUILDING-UNKNOWN-WEAPON", "BUILDING-AMMO-MISSING", "BUILDING-AMMO-NO-WEAPON",
                               "BUILDING-AMMO-LOT"})

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        self.weights = WeightTable(document, "Capacity (Construction Factor {cf})")
        self.pages[STRUCTURE] = Page(STRUCTURE, [[self.identity_group(), self._structure_group(),
                                                  self._plant_group()], [self.weights]], [3, 2], self._refresh)
        self.weapons = WeaponsBox(document, ARCS, place_header="Arc")
        self.ammo = AmmoBox(document)
        self.pages[LOADOUT] = Page(LOADOUT, [[self.weapons], [self.ammo]], [3, 2])
        self.fields = {"BUILDING-CF-RANGE": self.cf, "BUILDING-LEVELS-RANGE": self.levels,
                       "BUILDING-HEXES-RANGE": self.hexes, "BUILDING-OVERWEIGHT": self.cf,
                       "BUILDING-ARMOR-LOT": self.turret_armor, "BUILDING-TURRET-ARMOR-NO-TURRET": self.turret_armor}

    def _structure_group(self):
        ranges = edits.building_ranges()
        self.emplacement = QCheckBox("Gun emplacement", objectName="emplacement")
        self.emplacement.toggled.connect(lambda on: self.document.edit(edits.update, emplacement=on))
        self.cf = spin_box("cf", *ranges["cf"])
        self.cf.valueChanged.connect(lambda v: self.document.edit(edits.update, cf=v))
        self.cf_note = note_label("cf_note")
        self.levels = spin_box("levels", *ranges["levels"])
        self.levels.valueChanged.connect(lambda v: self.document.edit(edits.update, levels=v))
        self.basement = QCheckBox("One level is a basement", objectName="basement")
        self.basement.toggled.connect(lambda on: self.document.edit(edits.update, basement=on))
        self.hexes = spin_box("hexes", *ranges["hexes"])
        self.hexes.valueChanged.connect(lambda v: self.document.edit(edits.update, hexes=v))
        grid = QGridLayout()
        spin_row(grid, 0, "Type", self.emplacement)
        spin_row(grid, 1, "Construction Factor", self.cf, self.cf_note)
        spin_row(grid, 2, "Levels", self.levels, self.basement)
        spin_row(grid, 3, "Hexes", self.hexes)
        return group("Structure", grid)

    def _plant_group(self):
        self.plant = combo("power_plant", PLANTS)
        self.plant.currentIndexChanged.connect(lambda _i: self.document.edit(edits.update,
                                                                             power_plant=self.plant.currentData()))
        self.plant_note = note_label("plant_note")
        self.turret_armor = tons_box("turret_armor_tons")
        self.turret_armor.setSingleStep(0.5)
        self.turret_armor.valueChanged.connect(lambda v: self.document.edit(edits.update, turret_armor_tons=v))
        self.turret_note = note_label("turret_note")
        grid = QGridLayout()
        spin_row(grid, 0, "Power plant", self.plant, self.plant_note)
        spin_row(grid, 1, "Turret armor", self.turret_armor, self.turret_note)
        return group("Power plant and turret", grid)

    def _refresh(self) -> None:
        building = self.document.unit
        self.refresh_identity()
        with signals_blocked(self.emplacement, self.basement):
            self.emplacement.setChecked(building.emplacement)
            self.basement.setChecked(building.basement)
        for spin, value in ((self.cf, building.cf), (self.levels, building.levels), (self.hexes, building.hexes)):
            refresh_spin(spin, value, spin.minimum(), spin.maximum())
        self.cf_note.setText(f"{building_tables().class_name(building.cf) or 'out of range'} building")
        select(self.plant, building.power_plant.value)
        rating = bw.plant_rating(building)
        self.plant_note.setText(f"rating {rating}, {bw.heat_sinks(building)[0]} heat sinks" if rating
                                else "none needed (no turret or energy weapons)")
        refresh_spin(self.turret_armor, building.turret_armor_tons, 0, MAX_TURRET_ARMOR)
        self.turret_note.setText(f"{turret_armor_points(building)} points; turret {bw.turret_tons(building):g} t"
                                 if building.has_turret else "no turret weapons")
