"""ProtoMech editor: tonnage, motive, walking and jump MP and the main gun on the
Structure page, with the weight breakdown; armor per location (with its maximum), the items of each
location and the ammunition lots on the Armor & Weapons page. Every figure comes from
``protomech`` rules through ``protomech.facts``; the findings panel and preview are the unit view's."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout

from designer.protomech import facts as pe
from designer.editing.item_facts import item_facts
from designer.gui.document import DesignDocument
from designer.gui.unit_view import LOADOUT, STRUCTURE, KindEditor
from designer.gui.unit_widgets import (
    Page, WeightTable, button, cell, chosen, combo, describe_items, group, label_of, offer, refresh_spin,
    searchable, select, spin_box, spin_row, table,
)
from designer.gui.widgets import buddy_label, note_label, set_spin, signals_blocked, tons
from designer.protomech.model import ARMORED, ProtoMotive
from designer.protomech import weights as w

MOTIVES = [(ProtoMotive.BIPED.value, "Biped"), (ProtoMotive.QUAD.value, "Quad")]
MAX_TONNAGE, MAX_MP, MAX_SHOTS = 15, 20, 200


class ArmorPoints(QGroupBox):
    """Armor points per armored location, with each location's maximum beside it."""

    def __init__(self, document: DesignDocument) -> None:
        super().__init__("Armor")
        self.document = document
        self.spins, self.labels, self.notes = {}, {}, {}
        grid = QGridLayout(self)
        for row, location in enumerate(ARMORED):
            spin = spin_box(f"armor_{location.value}", 0, 99)
            spin.setAccessibleName(f"{label_of(location.value)} armor")   # "Head armor", not "Head"
            spin.valueChanged.connect(lambda v, loc=location.value: document.edit(pe.set_armor, loc, v))
            self.labels[location] = QLabel(label_of(location.value))
            self.spins[location], self.notes[location] = spin, note_label(f"armor_{location.value}_note")
            grid.addWidget(self.labels[location], row, 0)
            grid.addWidget(spin, row, 1)
            grid.addWidget(self.notes[location], row, 2)
        self.fill = button("Ma&ximum armor", "maximum_armor", lambda: document.edit(pe.maximum_armor))
        self.fill.setToolTip("Every location filled to the most points it takes")
        grid.addWidget(self.fill, len(ARMORED), 0, 1, 3)
        grid.setColumnStretch(2, 1)

    def refresh(self) -> None:
        proto = self.document.unit
        present = proto.armored_locations()
        structure = w.structure(proto)
        for location, spin in self.spins.items():
            set_spin(spin, proto.armor.get(location, 0), 0, 99)
            shown = location in present
            for widget in (spin, self.labels[location], self.notes[location]):
                widget.setVisible(shown)
            self.notes[location].setText(f"at most {w.max_armor(proto, location)}; structure "
                                         f"{structure.get(location, 0)}")

    def focus_location(self, location: str) -> bool:
        spin = next((s for loc, s in self.spins.items() if loc.value == location), None)
        if spin is not None and spin.isVisible():
            spin.setFocus()
            return True
        return False


class ItemsBox(QGroupBox):
    """The items and where each sits; add (jump jets and the booster go to the body) and remove."""

    grows = True   # the table takes the page's height

    def __init__(self, document: DesignDocument) -> None:
        super().__init__("Weapons and equipment")
        self.document = document
        self.table = table("protomech_items", ["Item", "Location", "Tons"])
        self.table.setAccessibleName("Weapons and equipment")
        # what this ProtoMech can mount now (a 5-ton one's arms carry 0.5 t), typed to find
        self.choice = searchable(combo("item_choice", pe.item_names(document.unit)), "Item", "item")
        describe_items(self.choice, item_facts)   # weight, BV and price as tooltips
        self.where = combo("item_where", [(p.value, label_of(p.value)) for p in pe.PLACES])
        row = QHBoxLayout()
        row.addWidget(buddy_label("Item", self.choice))
        row.addWidget(self.choice, 2)
        row.addWidget(buddy_label("Location", self.where))
        row.addWidget(self.where, 1)
        row.addWidget(button("&Add item", "add_item", self._add))
        row.addWidget(button("&Remove item", "remove_item", self._remove))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(row)

    def _add(self) -> None:
        item = chosen(self.choice)
        if item is not None:   # a name typed that is no item of the list adds nothing
            self.document.edit(pe.add_item, item, self.where.currentData())

    def _remove(self) -> None:
        self.document.edit(pe.remove_item, self.table.currentRow())

    def refresh(self) -> None:
        proto = self.document.unit
        offer(self.choice, pe.item_names(proto))
        describe_items(self.choice, item_facts)
        self.table.setRowCount(len(proto.equipment))
        for row, mount in enumerate(proto.equipment):
            self.table.setItem(row, 0, cell(mount.item))
            self.table.setItem(row, 1, cell(label_of(mount.location.value)))
            self.table.setItem(row, 2, cell(tons(w.item_tons(proto, mount.item)), right=True))

    def focus_location(self, location: str) -> bool:
        for row, mount in enumerate(self.document.unit.equipment):
            if mount.location.value == location:
                self.table.selectRow(row)
                self.table.setFocus()
                return True
        return False


class AmmoLots(QGroupBox):
    """Ammunition lots in shots, for the weapons the design mounts."""

    grows = True

    def __init__(self, document: DesignDocument) -> None:
        super().__init__("Ammunition")
        self.document = document
        self.table = table("protomech_ammo", ["Ammunition", "Shots", "Tons"])
        self.table.setAccessibleName("Ammunition lots")
        self.choice = combo("ammo_choice", [])
        self.shots = spin_box("ammo_shots", 1, MAX_SHOTS)
        self.shots.setValue(10)
        row = QHBoxLayout()
        row.addWidget(buddy_label("Ammunition", self.choice))
        row.addWidget(self.choice, 2)
        row.addWidget(buddy_label("Shots", self.shots))
        row.addWidget(self.shots)
        row.addWidget(button("Add a&mmunition", "add_ammo", self._add))
        row.addWidget(button("Remo&ve ammunition", "remove_ammo", self._remove))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(row)

    def _add(self) -> None:
        if self.choice.currentData():
            self.document.edit(pe.add_ammo, self.choice.currentData(), self.shots.value())

    def _remove(self) -> None:
        self.document.edit(pe.remove_ammo, self.table.currentRow())

    def refresh(self) -> None:
        proto = self.document.unit
        names = pe.ammo_names(proto)
        with signals_blocked(self.choice):
            self.choice.clear()
            for name in names:
                self.choice.addItem(name, name)
        self.table.setRowCount(len(proto.ammo))
        for row, lot in enumerate(proto.ammo):
            self.table.setItem(row, 0, cell(lot.ammo))
            self.table.setItem(row, 1, cell(str(lot.shots), right=True))
            self.table.setItem(row, 2, cell(tons(w.ammo_tons(lot)), right=True))

    def focus_location(self, location: str) -> bool:
        if location == "body" and self.document.unit.ammo:
            self.table.setFocus()
            return True
        return False


class ProtoMechEditor(KindEditor):
    LOADOUT_CODES = frozenset({"PROTOMECH-ARMOR-MAX", "PROTOMECH-ARMOR-LOCATION", "PROTOMECH-MOUNT-LOCATION",
                               "PROTOMECH-SLOTS", "PROTOMECH-LOCATION-WEIGHT", "PROTOMECH-UNKNOWN-ITEM",
                               "PROTOMECH-UNKNOWN-AMMO", "PROTOMECH-AMMO-NO-WEAPON"})

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        self.weights = WeightTable(document)
        columns = [[self.identity_group(), self._chassis_group()], [self.weights]]
        self.pages[STRUCTURE] = Page(STRUCTURE, columns, [3, 2], self._refresh)
        self.armor = ArmorPoints(document)
        self.items = ItemsBox(document)
        self.ammo = AmmoLots(document)
        self.pages[LOADOUT] = Page(LOADOUT, [[self.armor], [self.items, self.ammo]], [2, 3])
        self.fields = {"PROTOMECH-TONNAGE": self.tonnage, "PROTOMECH-ENGINE": self.walk,
                       "PROTOMECH-OVERWEIGHT": self.tonnage, "PROTOMECH-UNDERWEIGHT": self.tonnage,
                       "PROTOMECH-JUMP-MAX": self.jump, "PROTOMECH-JUMP-JETS": self.jump}

    def _chassis_group(self):
        self.tonnage = spin_box("tonnage", 1, MAX_TONNAGE)
        self.tonnage.setSuffix(" t")
        self.tonnage.valueChanged.connect(lambda v: self.document.edit(pe.update, tonnage=v))
        self.tonnage_note = note_label("tonnage_note")
        self.motive = combo("motive", MOTIVES)
        self.motive.currentIndexChanged.connect(lambda _i: self.document.edit(pe.update,
                                                                              motive=self.motive.currentData()))
        self.walk = spin_box("walk_mp", 0, MAX_MP)
        self.walk.valueChanged.connect(lambda v: self.document.edit(pe.update, walk_mp=v))
        self.walk_note = note_label("walk_note")
        self.jump = spin_box("jump_mp", 0, MAX_MP)
        self.jump.valueChanged.connect(lambda v: self.document.edit(pe.update, jump_mp=v))
        self.jump_note = note_label("jump_note")
        self.main_gun = QCheckBox("Main gun", objectName="main_gun")
        self.main_gun.toggled.connect(lambda on: self.document.edit(pe.set_main_gun, on))
        grid = QGridLayout()
        for row, (label, field, note) in enumerate((
                ("Tonnage", self.tonnage, self.tonnage_note), ("Motive", self.motive, None),
                ("Walking MP", self.walk, self.walk_note), ("Jump MP", self.jump, self.jump_note))):
            spin_row(grid, row, label, field, note)
        grid.addWidget(self.main_gun, 4, 1)
        grid.addWidget(self._point_note(), 5, 0, 1, 3)
        return group("Chassis and movement", grid)

    def _point_note(self) -> QLabel:
        """How a Point gets onto paper: the sheet's blocks (decision D-PM-4), five of this design
        or of several, from the print queue."""
        from designer.protomech.sheet import sheet_tables   # reportlab: only when a ProtoMech opens

        size = sheet_tables().units_per_page
        self.point_note = note_label("point_note")
        self.point_note.setWordWrap(True)
        self.point_note.setText(f"A Point is up to {size} ProtoMechs: BattleForce > Print Queue "
                                f"(Ctrl+Shift+P) prints {size} to a record sheet page; add this design "
                                "once for each.")
        return self.point_note

    def _refresh(self) -> None:
        proto = self.document.unit
        self.refresh_identity()
        refresh_spin(self.tonnage, proto.tonnage, 1, MAX_TONNAGE)
        self.tonnage_note.setText(pe.tonnage_range_text())
        select(self.motive, proto.motive.value)
        refresh_spin(self.walk, proto.walk_mp, 0, MAX_MP)
        self.walk_note.setText(f"run {w.run_mp(proto)}; engine rating {w.engine_rating(proto)}")
        refresh_spin(self.jump, proto.jump_mp, 0, MAX_MP)
        self.jump_note.setText(f"at most {w.max_jump_mp(proto)}; {len(w.jump_jets(proto))} jump jets mounted")
        with signals_blocked(self.main_gun):
            self.main_gun.setChecked(proto.main_gun)
