"""Fighter editor: type (AeroSpace or conventional), tonnage, thrust, engine, fuel and heat
sinks, and the technology (tech base, rules level, year, heat sink, armor and cockpit types;
editor/technology.py) on the Structure page; armor per location, weapons per location and
ammunition bins on the Armor & Weapons page."""

from __future__ import annotations

from typing import cast

from PySide6.QtWidgets import QGridLayout

from designer.editing import units as edits
from designer.gui.document import DesignDocument
from designer.fighter.editor.technology import FighterTechnology, refresh_type
from designer.gui.unit_view import LOADOUT, STRUCTURE, KindEditor
from designer.gui.unit_widgets import (
    AmmoBox, ArmorBox, Page, WeaponsBox, WeightTable, combo, group, label_of, refresh_spin, select, spin_box,
    spin_row, tons_box,
)
from designer.gui.widgets import note_label
from designer.fighter.catalog import fighter_level2_tables
from designer.fighter.model import Fighter, FighterArmorLocation, FighterLocation, FighterType
from designer.fighter import facts
from designer.fighter import weights as fw

TYPES = [(FighterType.AEROSPACE.value, "AeroSpace"), (FighterType.CONVENTIONAL.value, "Conventional")]
# The engines: the 1987 ones and the Level 2 ones the fighter table catalogues (decision D-FTR2-1).
ENGINES = [(row.id, row.name) for row in fighter_level2_tables().engines]
ARMOR_PLACES = [(loc.value, label_of(loc.value)) for loc in FighterArmorLocation]
WEAPON_PLACES = [(loc.value, label_of(loc.value)) for loc in FighterLocation]
MAX_FUEL = 50.0
MAX_HEAT_SINKS = 60


class FighterEditor(KindEditor):
    LOADOUT_CODES = frozenset({"FIGHTER-ARMOR-LOT", "FIGHTER-ARMOR-MAX", "FIGHTER-ARMOR-OVERALLOCATED",
                               "FIGHTER-ARMOR-UNALLOCATED", "FIGHTER-UNKNOWN-WEAPON", "FIGHTER-AMMO-MISSING",
                               "FIGHTER-AMMO-NO-WEAPON", "FIGHTER-AMMO-LOT", "FIGHTER-ARC-SLOTS",
                               "FIGHTER-EQUIPMENT-NOT-FOR-FIGHTERS"})

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        self.weights = WeightTable(document)
        self.technology = FighterTechnology(document)
        self.sink_type, self.armor_type, self.cockpit = (
            self.technology.types[key] for key in ("heat_sink_type", "armor_type", "cockpit_type"))
        self.pages[STRUCTURE] = Page(STRUCTURE, [[self.identity_group(), self._chassis_group()],
                                                 [self.technology.group(), self.weights]], [3, 2], self._refresh)
        self.armor = ArmorBox(document, ARMOR_PLACES)
        self.weapons = WeaponsBox(document, WEAPON_PLACES)
        self.ammo = AmmoBox(document, WEAPON_PLACES)
        self.pages[LOADOUT] = Page(LOADOUT, [[self.armor], [self.weapons, self.ammo]], [2, 3])
        self.fields = {"FIGHTER-TONNAGE-MAX": self.tonnage, "FIGHTER-ENGINE-RATING": self.thrust,
                       "FIGHTER-ENGINE-TYPE": self.engine, "FIGHTER-FUEL-MISSING": self.fuel,
                       "FIGHTER-OVERWEIGHT": self.tonnage, "FIGHTER-UNDERWEIGHT": self.tonnage,
                       "FIGHTER-HEAT-SINKS-MIN": self.heat_sinks,
                       "FIGHTER-CONVENTIONAL-DOUBLE-HEAT-SINKS": self.sink_type,
                       "FIGHTER-TECH-BASE": self.technology.tech_base,
                       "FIGHTER-RULES-LEVEL": self.technology.rules_level,
                       "FIGHTER-EQUIPMENT-ERA": self.technology.year}

    def _chassis_group(self):
        self.type = combo("fighter_type", TYPES)
        self.type.currentIndexChanged.connect(lambda _i: self.document.edit(edits.update, type=self.type.currentData()))
        self.tonnage = spin_box("tonnage", 1, 100)
        self.tonnage.setSuffix(" t")
        self.tonnage.valueChanged.connect(lambda v: self.document.edit(edits.update, tonnage=v))
        self.tonnage_note = note_label("tonnage_note")
        self.thrust = spin_box("thrust", 0, facts.MAX_THRUST)
        self.thrust.valueChanged.connect(lambda v: self.document.edit(edits.update, thrust=v))
        self.thrust_note = note_label("thrust_note")
        self.engine = combo("engine", ENGINES)
        self.engine.currentIndexChanged.connect(lambda _i: self.document.edit(edits.update,
                                                                              engine=self.engine.currentData()))
        self.fuel = tons_box("fuel_tons")
        self.fuel.setSingleStep(0.5)
        self.fuel.valueChanged.connect(lambda v: self.document.edit(edits.update, fuel_tons=v))
        self.fuel_note = note_label("fuel_note")
        self.heat_sinks = spin_box("heat_sinks", 0, MAX_HEAT_SINKS)
        self.heat_sinks.valueChanged.connect(lambda v: self.document.edit(edits.update, heat_sinks=v))
        grid = QGridLayout()
        for row, (label, field, note) in enumerate((
                ("Type", self.type, None), ("Tonnage", self.tonnage, self.tonnage_note),
                ("Safe thrust", self.thrust, self.thrust_note), ("Engine", self.engine, None),
                ("Fuel", self.fuel, self.fuel_note), ("Heat sinks", self.heat_sinks, None))):
            spin_row(grid, row, label, field, note)
        return group("Chassis, engine and fuel", grid)

    def _refresh(self) -> None:
        fighter = cast(Fighter, self.document.unit)   # this editor edits a fighter
        self.refresh_identity()
        select(self.type, fighter.type.value)
        refresh_type(self.engine, fighter, "engine")
        self.technology.refresh(fighter)
        limit = facts.fighter_tonnage_max(fighter.type)
        refresh_spin(self.tonnage, fighter.tonnage, 1, limit)
        self.tonnage_note.setText(f"at most {limit} t for this type")
        refresh_spin(self.thrust, fighter.thrust, 0, facts.MAX_THRUST)
        rating = fw.engine_rating(fighter)
        self.thrust_note.setText(f"overthrust {fw.max_thrust(fighter)}; engine rating "
                                 f"{rating if rating is not None else 'none'}")
        refresh_spin(self.fuel, fighter.fuel_tons, 0, MAX_FUEL)
        self.fuel_note.setText(f"{fw.fuel_points(fighter):g} thrust points")
        refresh_spin(self.heat_sinks, fighter.heat_sinks, 0, MAX_HEAT_SINKS)
        self.heat_sinks.setEnabled(fighter.is_aerospace)
