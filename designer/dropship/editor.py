"""DropShip and small craft editor: mass, thrust, structural integrity, heat sinks, fuel, shape and
design type with the weight breakdown on the Structure page; armor by arc, the weapon and
equipment lines with their arcs and bays, and the transport bays with their doors on the Armor &
Weapons page. Every edit is a function of ``designer.dropship.edits``; the findings panel shows the
rules' findings live."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget,
)

from designer.dropship import edits, weights as w
from designer.dropship.bays import bay_label
from designer.dropship.model import ARMOR_ARCS, Arc, DesignType, Shape
from designer.gui.document import DesignDocument
from designer.gui.unit_view import LOADOUT, STRUCTURE, KindEditor
from designer.gui.unit_widgets import (
    ArmorBox,
    Page,
    WeightTable,
    button,
    cell,
    combo,
    group,
    label_of,
    refresh_spin,
    select,
    spin_box,
    spin_row,
    table,
    tons_box,
)
from designer.gui.accessibility import visible_text
from designer.gui.widgets import buddy_label, note_label

ARCS = [(arc.value, label_of(arc.value)) for arc in Arc]
ARMOR_PLACES = [(arc.value, label_of(arc.value)) for arc in ARMOR_ARCS]
SHAPES = [(shape.value, label_of(shape.value)) for shape in Shape]
DESIGNS = [(kind.value, label_of(kind.value)) for kind in DesignType]
BAY_TYPES = [
    "mechbay",
    "asfbay",
    "smallcraftbay",
    "lightvehiclebay",
    "heavyvehiclebay",
    "battlearmorbay",
    "infantrybay",
    "cargobay",
    "crewquarters",
    "1stclassquarters",
    "2ndclassquarters",
    "steeragequarters",
]
MAX_MASS, MAX_SI, MAX_SINKS, MAX_FUEL = 100_000, 100, 1000, 100_000


class DropShipEditor(KindEditor):
    LOADOUT_CODES = frozenset(
        {
            "DROPSHIP-ARMOR-MAX",
            "DROPSHIP-ITEM-UNKNOWN",
            "DROPSHIP-WEAPON-BAY-EMPTY",
            "DROPSHIP-WEAPON-BAY-AMMO",
            "DROPSHIP-WEAPON-BAY-FOREIGN-AMMO",
            "DROPSHIP-SIDES-UNMATCHED",
            "DROPSHIP-BAY-DOOR",
            "DROPSHIP-BAY-DOORS-MAX",
            "DROPSHIP-BAY-UNKNOWN",
        }
    )

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        self.weights = WeightTable(document)
        self.pages[STRUCTURE] = Page(
            STRUCTURE, [[self.identity_group(), self._craft_group()], [self.weights]], [3, 2], self._refresh
        )
        self.armor = ArmorBox(document, ARMOR_PLACES)
        self.lines = EquipmentBox(document)
        self.bays = BaysBox(document)
        self.crew = CrewBox(document)
        self.pages[LOADOUT] = Page(LOADOUT, [[self.armor, self.crew, self.bays], [self.lines]], [2, 3])
        self.fields = {
            "DROPSHIP-OVERWEIGHT": self.mass,
            "DROPSHIP-UNDERWEIGHT": self.mass,
            "DROPSHIP-TONNAGE": self.mass,
            "DROPSHIP-HEAT-SINKS-MIN": self.heat_sinks,
        }

    def _craft_group(self):
        self.shape = combo("shape", SHAPES)
        self.shape.currentIndexChanged.connect(
            lambda _i: self.document.edit(edits.update, shape=self.shape.currentData())
        )
        self.design = combo("design_type", DESIGNS)
        self.design.currentIndexChanged.connect(
            lambda _i: self.document.edit(edits.update, design_type=self.design.currentData())
        )
        self.mass = spin_box("mass", 1, MAX_MASS)
        self.mass.setSuffix(" t")
        self.mass.valueChanged.connect(lambda v: self.document.edit(edits.update, mass=float(v)))
        self.thrust = spin_box("safe_thrust", 0, 20)
        self.thrust.valueChanged.connect(lambda v: self.document.edit(edits.update, safe_thrust=v))
        self.thrust_note = note_label("thrust_note")
        self.si = spin_box("structural_integrity", 0, MAX_SI)
        self.si.valueChanged.connect(lambda v: self.document.edit(edits.update, structural_integrity=v))
        self.heat_sinks = spin_box("heat_sinks", 0, MAX_SINKS)
        self.heat_sinks.valueChanged.connect(lambda v: self.document.edit(edits.update, heat_sinks=v))
        self.sinks_note = note_label("sinks_note")
        self.fuel = spin_box("fuel", 0, MAX_FUEL)
        self.fuel.setSuffix(" points")
        self.fuel.valueChanged.connect(lambda v: self.document.edit(edits.update, fuel=v))
        self.fuel_note = note_label("fuel_note")
        grid = QGridLayout()
        for row, (label, field, note) in enumerate(
            (
                ("Shape", self.shape, None),
                ("Design", self.design, None),
                ("Mass", self.mass, None),
                ("Safe thrust", self.thrust, self.thrust_note),
                ("Structural integrity", self.si, None),
                ("Heat sinks", self.heat_sinks, self.sinks_note),
                ("Fuel", self.fuel, self.fuel_note),
            )
        ):
            spin_row(grid, row, label, field, note)
        return group("Craft", grid)

    def _refresh(self) -> None:
        craft = self.document.unit
        self.refresh_identity()
        select(self.shape, craft.shape.value)
        select(self.design, craft.design_type.value)
        refresh_spin(self.mass, int(craft.mass), 1, MAX_MASS)
        refresh_spin(self.thrust, craft.safe_thrust, 0, 20)
        self.thrust_note.setText(f"engine {w.engine_tons(craft).tons:g} t")
        refresh_spin(self.si, craft.structural_integrity, 0, MAX_SI)
        refresh_spin(self.heat_sinks, craft.heat_sinks, 0, MAX_SINKS)
        self.sinks_note.setText(f"{w.free_heat_sinks(craft)} weight-free")
        refresh_spin(self.fuel, craft.fuel, 0, MAX_FUEL)
        self.fuel_note.setText(f"{w.fuel_tons(craft).tons:g} t with pumps")


def labelled_row(fields: tuple[tuple[str, QWidget], ...]) -> QHBoxLayout:
    """Fields in a row, each after its visible label (its buddy: the label's text is the field's
    accessible name and Alt+its letter focuses it)."""
    row = QHBoxLayout()
    for text, field in fields:
        field.setAccessibleName(visible_text(text))
        row.addWidget(buddy_label(text, field))
        row.addWidget(field)
    return row


class EquipmentBox(QGroupBox):
    """The weapon and equipment lines: arc, item, a new bay, aft-firing, shots; add and remove."""

    grows = True

    def __init__(self, document: DesignDocument) -> None:
        super().__init__("Weapons and equipment")
        self.document = document
        self.table = table("equipment", ["Item", "Arc", "New bay", "Aft", "Shots"])
        self.item = QLineEdit(objectName="new_item")
        self.item.setPlaceholderText("item, e.g. PPC or IS Ammo LRM-20")
        self.arc = combo("new_arc", ARCS)
        self.shots = spin_box("new_shots", 0, 10_000)
        # DropShips fire in weapon bays; the canon small craft write single weapons
        self.new_bay = QCheckBox("New &bay", objectName="new_bay", checked=document.unit.is_dropship)
        self.new_bay.setToolTip("the line opens a weapon bay of its own (a (B) line)")
        self.aft = QCheckBox("A&ft", objectName="new_aft")
        self.aft.setToolTip("the line fires into its side's aft arc (an (R) line)")
        row = labelled_row((("&Item", self.item), ("Ar&c", self.arc), ("Sho&ts", self.shots)))
        row.setStretch(1, 1)   # the item's name gets the room
        buttons = QHBoxLayout()
        for widget in (self.new_bay, self.aft, button("&Add", "add_item", self._add),
                       button("&Remove", "remove_item", self._remove)):
            buttons.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(row)
        layout.addLayout(buttons)

    def _add(self) -> None:
        name = self.item.text().strip()
        if name:
            self.document.edit(
                edits.add_mount, name, self.arc.currentData(), self.new_bay.isChecked(),
                self.shots.value() or None, self.aft.isChecked(),
            )

    def _remove(self) -> None:
        index = self.table.currentRow()
        if 0 <= index < len(self.document.unit.equipment):
            self.document.edit(edits.remove_mount, index)

    def refresh(self) -> None:
        mounts = self.document.unit.equipment
        self.table.setRowCount(len(mounts))
        for row, mount in enumerate(mounts):
            for column, text in enumerate(
                (
                    mount.item,
                    label_of(mount.arc.value),
                    "yes" if mount.bay else "",
                    "yes" if mount.rear else "",
                    "" if mount.shots is None else str(mount.shots),
                )
            ):
                self.table.setItem(row, column, cell(text))

    def focus_location(self, location: str) -> bool:
        self.table.setFocus()
        return True


class BaysBox(QGroupBox):
    """Transport bays and quarters with their size and doors; add, change and remove."""

    grows = True

    def __init__(self, document: DesignDocument) -> None:
        super().__init__("Transport bays and quarters")
        self.document = document
        self.table = table("bays", ["Bay", "Size", "Doors"])
        self.table.itemSelectionChanged.connect(self._selected)
        self.kind = combo("bay_type", [(name, bay_label(name)) for name in BAY_TYPES])
        self.size = tons_box("bay_size")
        self.size.setSuffix("")
        self.size.setRange(0, 100_000)
        self.doors = spin_box("bay_doors", 0, 20)
        row = labelled_row((("Bay t&ype", self.kind), ("Si&ze", self.size), ("D&oors", self.doors)))
        buttons = QHBoxLayout()
        for widget in (button("A&dd bay", "add_bay", self._add), button("&Set", "set_bay", self._set),
                       button("Re&move bay", "remove_bay", self._remove)):
            buttons.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(row)
        layout.addLayout(buttons)

    def _add(self) -> None:
        self.document.edit(edits.add_bay, self.kind.currentData(), self.size.value(), self.doors.value())

    def _set(self) -> None:
        index = self.table.currentRow()
        if 0 <= index < len(self.document.unit.bays):
            self.document.edit(edits.set_bay, index, self.size.value(), self.doors.value())

    def _remove(self) -> None:
        index = self.table.currentRow()
        if 0 <= index < len(self.document.unit.bays):
            self.document.edit(edits.remove_bay, index)

    def _selected(self) -> None:
        index = self.table.currentRow()
        if 0 <= index < len(self.document.unit.bays):
            bay = self.document.unit.bays[index]
            self.size.setValue(bay.size)
            self.doors.setValue(bay.doors)

    def refresh(self) -> None:
        bays = self.document.unit.bays
        self.table.setRowCount(len(bays))
        for row, bay in enumerate(bays):
            texts = (bay_label(bay.kind, bay.platoon), f"{bay.size:g}", str(bay.doors))
            for column, text in enumerate(texts):
                self.table.setItem(row, column, cell(text))

    def focus_location(self, location: str) -> bool:
        if location != "bays":
            return False
        self.table.setFocus()
        return True


CREW_FIELDS = (
    ("crew", "Crew"),
    ("officers", "Officers"),
    ("gunners", "Gunners"),
    ("passengers", "Passengers"),
    ("marines", "Marines"),
    ("battle_armor", "Battle armor troops"),
    ("life_boats", "Life boats"),
    ("escape_pods", "Escape pods"),
)
MAX_ABOARD = 10_000


class CrewBox(QGroupBox):
    """Who is aboard: crew, officers, gunners, passengers, marines, battle armor troops, and the
    life boats and escape pods; the crew findings (crew, officers, quarters) point here."""

    def __init__(self, document: DesignDocument) -> None:
        super().__init__("Crew and passengers")
        self.document = document
        self.spins = {}
        grid = QGridLayout(self)
        for index, (field, label) in enumerate(CREW_FIELDS):
            spin = spin_box(field, 0, MAX_ABOARD)
            spin.valueChanged.connect(lambda v, f=field: self.document.edit(edits.set_complement, **{f: v}))
            self.spins[field] = spin
            row, column = divmod(index, 2)
            grid.addWidget(QLabel(label), row, column * 2)
            grid.addWidget(spin, row, column * 2 + 1)

    def refresh(self) -> None:
        people = self.document.unit.complement
        for field, spin in self.spins.items():
            refresh_spin(spin, getattr(people, field), 0, MAX_ABOARD)

    def focus_location(self, location: str) -> bool:
        if location != "crew":
            return False
        self.spins["crew"].setFocus()
        return True

