"""Battle armor editor: tech base, body, weight class, troopers, movement and armor on the
Structure page with the heaviest suit's weight breakdown; manipulators, one suit's slot view
and the items of each suit on the Armor & Weapons page. Edits go through
``designer.battlearmor.facts``; the rules (weights, findings, sheet) are the core's."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QVBoxLayout

from designer.catalog.battlearmor import ba_construction
from designer.battlearmor import facts as edits
from designer.battlearmor.editor.slots import SlotView
from designer.gui.document import DesignDocument
from designer.gui.unit_view import LOADOUT, STRUCTURE, KindEditor
from designer.gui.unit_widgets import (
    Page,
    chosen,
    offer,
    searchable,
    WeightTable,
    button,
    cell,
    combo,
    group,
    label_of,
    select,
    spin_row,
    table,
)
from designer.gui.widgets import buddy_label, note_label, set_spin, spin_box
from designer.battlearmor.model import BAChassis, BALocation, BAMotion, BAWeightClass
from designer.model.common import TechBase

TECH_BASES = [(TechBase.INNER_SPHERE.value, "Inner Sphere"), (TechBase.CLAN.value, "Clan")]
BODIES = [(b.value, label_of(b.value)) for b in BAChassis]
CLASSES = [(c.value, "PA(L)" if c is BAWeightClass.PA_L else label_of(c.value)) for c in BAWeightClass]
MOTIONS = [
    (BAMotion.GROUND.value, "Ground only"),
    (BAMotion.JUMP.value, "Jump"),
    (BAMotion.VTOL.value, "VTOL"),
    (BAMotion.UMU.value, "UMU"),
]
# The word for the unit and for its extra movement, as the player reads them (seed 002 line 23:
# an Inner Sphere squad, a Clan Point; the Motion choice names the MP the second field holds).
UNIT_WORD = {TechBase.INNER_SPHERE.value: "Squad", TechBase.CLAN.value: "Point"}
MOTION_MP_LABEL = {BAMotion.GROUND.value: "Jump MP", BAMotion.JUMP.value: "Jump MP",
                   BAMotion.VTOL.value: "VTOL MP", BAMotion.UMU.value: "UMU MP"}
PLACES = [(loc.value, label_of(loc.value)) for loc in BALocation] + [("", "No location")]
STRUCTURE_CODES = {
    "BA-TROOPERS": "troopers",
    "BA-SQUAD-SIZE": "troopers",
    "BA-GROUND-MP": "ground_mp",
    "BA-JUMP-MP": "jump_mp",
    "BA-ARMOR-POINTS": "armor",
    "BA-ARMOR-TYPE": "armor_type",
    "BA-SUIT-WEIGHT": "weight_class",
}


class BattleArmorEditor(KindEditor):
    LOADOUT_CODES = frozenset(
        {
            "BA-SLOTS",
            "BA-AP-MOUNTS",
            "BA-WEAPONS-PER-LOCATION",
            "BA-MANIPULATOR",
            "BA-PLACEMENT",
            "BA-UNKNOWN-ITEM",
            "BA-AMMO-SHOTS",
            "BA-AP-WEAPON",
            "BA-ARMOR-SLOTS",
        }
    )

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        self.weights = WeightTable(document)
        self.pages[STRUCTURE] = Page(
            STRUCTURE, [[self.identity_group(), self._squad_group()], [self.weights]], [3, 2], self._refresh
        )
        self.items = EquipmentBox(document)
        self.pages[LOADOUT] = Page(
            LOADOUT, [[self._hands_group(), SlotView(document)], [self.items]], [1, 3], self._refresh_hands
        )
        widgets = {
            "troopers": self.troopers,
            "ground_mp": self.ground,
            "jump_mp": self.jump,
            "armor": self.armor,
            "armor_type": self.armor_type,
            "weight_class": self.weight_class,
        }
        self.fields = {code: widgets[name] for code, name in STRUCTURE_CODES.items()}

    def _squad_group(self):
        self.tech_base = self._choice("tech_base", TECH_BASES, "tech_base")
        self.body = self._choice("body", BODIES, "body")
        self.weight_class = self._choice("weight_class", CLASSES, "weight_class")
        self.troopers = self._spin("troopers", 1, 6, "troopers")
        self.ground = self._spin("ground_mp", 0, 7, "ground_mp")
        self.motion = self._choice("motion", MOTIONS, "motion")
        self.jump = self._spin("jump_mp", 0, 9, "jump_mp")
        self.armor_type = combo("armor_type", [(row.id, row.name) for row in ba_construction().armor])
        self.armor_type.currentIndexChanged.connect(
            lambda _i: self.document.edit(edits.set_armor_type, self.armor_type.currentData())
        )
        self.armor = self._spin("armor", 0, 20, "armor")
        self.squad_note = note_label("squad_note")
        rows = (
            ("Tech base", self.tech_base),
            ("Body", self.body),
            ("Weight class", self.weight_class),
            ("Troopers", self.troopers),
            ("Ground MP", self.ground),
            ("Motion", self.motion),
            ("Jump / VTOL / UMU MP", self.jump),
            ("Armor type", self.armor_type),
            ("Armor points per suit", self.armor),
            ("Limits", self.squad_note),
        )
        grid = QGridLayout()
        for row, (label, widget) in enumerate(rows):
            spin_row(grid, row, label, widget)
        self.jump_label = grid.itemAtPosition(6, 0).widget()
        self.squad_box = group("Squad", grid)
        return self.squad_box

    def _choice(self, name: str, choices, field: str):
        box = combo(name, choices)
        box.currentIndexChanged.connect(
            lambda _i: self.document.edit(edits.update, **{field: box.currentData()})
        )
        return box

    def _spin(self, name: str, low: int, high: int, field: str):
        box = spin_box(name, low, high)
        box.valueChanged.connect(lambda v: self.document.edit(edits.update, **{field: v}))
        return box

    def _hands_group(self):
        grid = QGridLayout()
        self.hands = {}
        for row, arm in enumerate(edits.ARMS):
            box = combo(f"manipulator_{arm.value}", edits.manipulator_choices())
            box.currentIndexChanged.connect(
                lambda _i, a=arm, b=box: self.document.edit(edits.set_manipulator, a, b.currentData())
            )
            self.hands[arm] = box
            spin_row(grid, row, f"{label_of(arm.value)} manipulator", box)
        return group("Manipulators", grid)

    def _refresh(self) -> None:
        unit = self.document.unit
        self.refresh_identity()
        for box, value in (
            (self.tech_base, unit.tech_base.value),
            (self.body, unit.body.value),
            (self.weight_class, unit.weight_class.value),
            (self.motion, unit.motion.value),
            (self.armor_type, unit.armor_type),
        ):
            select(box, value)
        for spin, number in (
            (self.troopers, unit.troopers),
            (self.ground, unit.ground_mp),
            (self.jump, unit.jump_mp),
            (self.armor, unit.armor),
        ):
            set_spin(spin, number, spin.minimum(), spin.maximum())
        row = ba_construction().weight_class(unit.weight_class.value)
        squad = ba_construction().squad_size[unit.tech_base.value]
        word = UNIT_WORD.get(unit.tech_base.value, "Squad")
        self.squad_box.setTitle(word)
        self.squad_note.setText(f"suit up to {row.max_kg} kg, armor up to {row.max_armor}, "
                                f"a {word} of {squad}")
        jump_label = MOTION_MP_LABEL.get(unit.motion.value, "Jump / VTOL / UMU MP")
        self.jump_label.setText(jump_label)
        self.jump.setAccessibleName(jump_label)   # the name follows the label it sits beside
        # Ground only: nothing to enter (a file's stray jump MP stays editable until it is 0).
        self.jump.setEnabled(unit.motion is not BAMotion.GROUND or unit.jump_mp != 0)

    def _refresh_hands(self) -> None:
        for arm, box in self.hands.items():
            select(box, edits.manipulator(self.document.unit, arm))


class EquipmentBox(QGroupBox):
    """The items of the suits: on every suit or on one trooper, with their location and marks."""

    grows = True   # the table takes the page's height

    def __init__(self, document: DesignDocument) -> None:
        super().__init__("Equipment")
        self.document = document
        self.table = table("ba_equipment", ["Item", "Location", "Trooper", "Marks"])
        self.table.setAccessibleName("Suit equipment")
        self.item = searchable(combo("ba_item", []), "Item", "item")   # typed to find
        self.place = combo("ba_location", PLACES)
        self.trooper = spin_box("ba_trooper", 0, 6)
        self.trooper.setSpecialValueText("Every suit")
        row = QHBoxLayout()
        for text, field in (("Item", self.item), ("Location", self.place), ("Trooper", self.trooper)):
            row.addWidget(buddy_label(text, field))
            row.addWidget(field, 2 if field is self.item else 1)
        row.addWidget(button("&Add item", "ba_add", self._add))
        row.addWidget(button("&Remove item", "ba_remove", self._remove))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(row)

    def _add(self) -> None:
        item = chosen(self.item)
        if item:
            place = self.place.currentData()
            self.document.edit(
                edits.add_item,
                item,
                BALocation(place) if place else None,
                self.trooper.value() or None,
            )

    def _remove(self) -> None:
        if self.table.currentRow() >= 0:
            self.document.edit(edits.remove_item, self.table.currentRow())

    def refresh(self) -> None:
        unit = self.document.unit
        offer(self.item, edits.item_choices(unit))
        self.table.setRowCount(len(unit.equipment))
        for index, mount in enumerate(unit.equipment):
            for column, text in enumerate(edits.mount_cells(mount)):
                self.table.setItem(index, column, cell(text))

    def focus_location(self, location: str) -> bool:
        """Selects the first item in the location a finding names ("trooper 1: body")."""
        place = location.rpartition(": ")[2]
        for index, mount in enumerate(self.document.unit.equipment):
            if mount.location is not None and mount.location.value == place:
                self.table.selectRow(index)
                self.table.setFocus()
                return True
        return False
