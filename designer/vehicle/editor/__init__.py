"""Vehicle editor: motive type, tonnage, cruising MP, engine type, a support vehicle's exact weight,
BAR and tech ratings (editor/support_fields.py), cargo and infantry bays and the technology (tech
base, rules level, year, armor and structure types) on the Structure page; armor per location,
weapons per location (the turret follows from turret weapons) and ammunition on the Armor &
Weapons page."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel

from designer.vehicle import facts
from designer.vehicle import support_edits as support_vehicle
from designer.editing import units as edits
from designer.vehicle.edits import armor_maximum, maximum_armor, set_infantry_bays
from designer.gui.document import DesignDocument
from designer.gui.unit_view import LOADOUT, STRUCTURE, KindEditor
from designer.gui.unit_widgets import (
    AmmoBox, ArmorBox, Page, WeaponsBox, WeightTable, combo, group, label_of, offer, refresh_spin, select,
    spin_box, spin_row, tons_box,
)
from designer.vehicle.editor.support_fields import SupportVehicleFields
from designer.gui.widgets import buddy_label, note_label, signals_blocked
from designer.gui.vehicle_technology import TechnologyPickers
from designer.vehicle.model import VehicleLocation
from designer.vehicle import weights as vw

ARMOR_PLACES = [(loc.value, label_of(loc.value)) for loc in VehicleLocation]
BAYS = ("foot", "jump", "motorized")


def motive_choices(vehicle) -> list[tuple[str, str]]:
    """The motive box's choices: a combat vehicle's motives, or those of its support type."""
    return [(motive.value, label) for motive, label in support_vehicle.motive_choices(vehicle)]


def weapon_places(vehicle) -> list[tuple[str, str]]:
    """The weapon location choices of this vehicle (a large or fixed-wing support vehicle's sides)."""
    return [(loc.value, label_of(loc.value)) for loc in support_vehicle.weapon_places(vehicle)]


def armor_places(vehicle) -> list[str]:
    """The locations that take armor: four sides, rotor on a VTOL, turret when there is one."""
    shown = [loc.value for loc in vehicle.locations if loc is not VehicleLocation.TURRET]
    if vehicle.has_turret or vehicle.armor.get(VehicleLocation.TURRET):
        shown.append(VehicleLocation.TURRET.value)
    return shown


class VehicleEditor(KindEditor):
    LOADOUT_CODES = frozenset({"VEHICLE-ARMOR-OVERALLOCATED", "VEHICLE-ARMOR-UNALLOCATED", "VEHICLE-ARMOR-LOT",
                               "VEHICLE-UNKNOWN-WEAPON", "VEHICLE-AMMO-MISSING", "VEHICLE-AMMO-NO-WEAPON",
                               "VEHICLE-AMMO-LOT"})

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        self.weights = WeightTable(document)
        self.technology = TechnologyPickers(document)
        self.support = SupportVehicleFields(document)
        self.pages[STRUCTURE] = Page(STRUCTURE, [[self.identity_group(), self._chassis_group(), self.support.group(),
                                                  self._bays_group()],
                                                 [self.technology.group(), self.weights]], [3, 2], self._refresh)
        own = armor_places(document.unit)   # a large support vehicle's six sides in their order
        order = sorted(ARMOR_PLACES, key=lambda place: own.index(place[0]) if place[0] in own else len(own))
        self.armor = ArmorBox(document, order, armor_places, maximum=armor_maximum, fill=maximum_armor)
        self.weapons = WeaponsBox(document, weapon_places(document.unit), places_of=weapon_places)
        self.ammo = AmmoBox(document)
        self.pages[LOADOUT] = Page(LOADOUT, [[self.armor], [self.weapons, self.ammo]], [2, 3])
        types = self.technology.types
        self.fields = {"VEHICLE-ENGINE-TYPE": types["engine_type"], "VEHICLE-ARMOR-TYPE": types["armor_type"],
                       "VEHICLE-STRUCTURE-TYPE": types["structure_type"], "VEHICLE-TYPE-TECH": types["engine_type"],
                       "VEHICLE-TONNAGE-MAX": self.tonnage, "VEHICLE-ENGINE-RATING": self.cruise,
                       "VEHICLE-OVERWEIGHT": self.tonnage, "VEHICLE-UNDERWEIGHT": self.tonnage,
                       # a support vehicle's own construction (D-SV-3): the field that resolves each
                       "SV-TONNAGE-MISMATCH": self.support.weight, "SV-TONNAGE-RANGE": self.support.weight,
                       "SV-OVERWEIGHT": self.support.weight, "SV-BAR-TECH": self.support.bar,
                       "SV-ENGINE-TECH": self.support.ratings["engine"]}

    def _chassis_group(self):
        self.motive = combo("motive", motive_choices(self.document.unit))
        self.motive.currentIndexChanged.connect(lambda _i: self.document.edit(edits.update,
                                                                              motive=self.motive.currentData()))
        self.tonnage = spin_box("tonnage", 1, 100)
        self.tonnage.setSuffix(" t")
        self.tonnage.valueChanged.connect(lambda v: self.document.edit(support_vehicle.set_tonnage, v))
        self.tonnage_note = note_label("tonnage_note")
        self.cruise = spin_box("cruise_mp", 0, facts.MAX_CRUISE_MP)
        self.cruise.valueChanged.connect(lambda v: self.document.edit(edits.update, cruise_mp=v))
        self.cruise_note = note_label("cruise_note")
        self.engine = self.technology.types["engine_type"]   # fusion, ICE and the Level 2 engine types
        self.turret_note = note_label("turret_note")
        grid = QGridLayout()
        spin_row(grid, 0, "Motive type", self.motive, self.turret_note)
        spin_row(grid, 1, "Tonnage", self.tonnage, self.tonnage_note)
        spin_row(grid, 2, "Cruising MP", self.cruise, self.cruise_note)
        self.speed_label = grid.itemAtPosition(2, 0).widget()   # "Safe thrust" on a fixed-wing vehicle
        spin_row(grid, 3, "Engine", self.engine)
        return group("Chassis and movement", grid)

    def _bays_group(self):
        self.cargo = tons_box("cargo_tons")
        self.cargo.setSingleStep(0.25)
        self.cargo.setDecimals(2)
        self.cargo.valueChanged.connect(lambda v: self.document.edit(edits.update, cargo_tons=v))
        self.bays = {kind: spin_box(f"bay_{kind}", 0, facts.MAX_BAYS) for kind in BAYS}
        for spin in self.bays.values():
            spin.valueChanged.connect(lambda _v: self._bays_edited())
        grid = QGridLayout()
        spin_row(grid, 0, "Cargo", self.cargo)
        grid.addWidget(QLabel("Platoons carried"), 1, 0)
        platoons = QHBoxLayout()   # one row, so a support vehicle with findings still fits 1366x768
        for kind in BAYS:
            self.bays[kind].setAccessibleName(f"{kind.capitalize()} platoons carried")
            platoons.addWidget(buddy_label(kind.capitalize(), self.bays[kind]))
            platoons.addWidget(self.bays[kind])
        platoons.addStretch(1)
        grid.addLayout(platoons, 1, 1, 1, 2)
        return group("Cargo and infantry bays", grid)

    def _bays_edited(self) -> None:
        self.document.edit(set_infantry_bays, *(self.bays[kind].value() for kind in BAYS))

    def _refresh(self) -> None:
        vehicle = self.document.unit
        self.refresh_identity()
        offer(self.motive, motive_choices(vehicle))
        select(self.motive, vehicle.motive.value)
        self.technology.refresh(vehicle)
        self.support.refresh(vehicle)
        refresh_spin(self.tonnage, vehicle.tonnage, 1, int(support_vehicle.tonnage_limit(vehicle)))
        self.tonnage_note.setText(support_vehicle.weight_note(vehicle))
        refresh_spin(self.cruise, vehicle.cruise_mp, 0, facts.MAX_CRUISE_MP)
        self.cruise_note.setText(support_vehicle.movement_note(vehicle))
        speed = support_vehicle.speed_label(vehicle)
        if self.speed_label.text() != speed:
            self.speed_label.setText(speed)
            self.cruise.setAccessibleName(speed)
        self.turret_note.setText(support_vehicle.turret_note(vehicle, vw.turret_tons(vehicle)))
        refresh_spin(self.cargo, vehicle.cargo_tons, 0, facts.MAX_CARGO_TONS)
        for kind, spin in self.bays.items():
            with signals_blocked(spin):
                spin.setValue(vehicle.infantry.count(kind))
