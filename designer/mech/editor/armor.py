"""Armor tab: the armor diagram laid out like the record sheet and the Criticals tab (left arm
on the left), a value per location with its maximum, rear values for the torsos, and fill /
auto / clear. A box takes any value up to 99, a maximum broken included: the box shows what the
design holds and the finding explains what is wrong with it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from designer.mech import armor_edits as edits
from designer.gui.document import DesignDocument
from designer.gui.widgets import ERROR_COLOR, note_label, set_spin, show_locked, spin_box
from designer.mech.model import LOCATION_NAMES, TORSOS, MechLocation

L = MechLocation
# (row, column) of each location on the diagram, left side on the left as on the sheet's armor
# diagram (templates/mech-diagrams.yaml) and the Criticals tab; quads put their legs where arms
# and legs are.
DIAGRAM = {L.HD: (0, 2), L.LA: (1, 0), L.LT: (1, 1), L.CT: (1, 2), L.RT: (1, 3), L.RA: (1, 4),
           L.LL: (2, 1), L.RL: (2, 3), L.FLL: (1, 0), L.FRL: (1, 4), L.RLL: (2, 1), L.RRL: (2, 3)}
FIELD_MAX = 99   # what a box accepts; the rules' maximum is shown beside it


class LocationBox(QGroupBox):
    """One location: front (and rear) armor spin boxes with the shared maximum."""

    def __init__(self, location: MechLocation) -> None:
        super().__init__(LOCATION_NAMES[location])
        self.location = location
        self.setObjectName(f"armor_{location.value}")
        self.front = spin_box(f"armor_front_{location.value}", 0, 99)
        self.rear: QSpinBox | None = spin_box(f"armor_rear_{location.value}", 0, 99) if location in TORSOS else None
        self.maximum = note_label(f"armor_max_{location.value}")
        self.structure = note_label()
        grid = QGridLayout(self)
        grid.addWidget(QLabel("Front" if self.rear else "Armor"), 0, 0)
        grid.addWidget(self.front, 0, 1)
        if self.rear is not None:
            grid.addWidget(QLabel("Rear"), 1, 0)
            grid.addWidget(self.rear, 1, 1)
        grid.addWidget(self.maximum, 2, 0, 1, 2)
        grid.addWidget(self.structure, 3, 0, 1, 2)
        # A screen reader says which location: "Head armor", "Left torso rear armor".
        where = LOCATION_NAMES[location].capitalize()
        self.front.setAccessibleName(f"{where} front armor" if self.rear is not None else f"{where} armor")
        if self.rear is not None:
            self.rear.setAccessibleName(f"{where} rear armor")

    def set_fault(self, has_fault: bool) -> None:
        self.setStyleSheet(f"QGroupBox {{ color: {ERROR_COLOR}; font-weight: bold; }}" if has_fault else "")


class ArmorTab(QWidget):
    def __init__(self, document: DesignDocument) -> None:
        super().__init__()
        self.document = document
        self.setObjectName("armor_tab")
        self.boxes: dict[MechLocation, LocationBox] = {}
        self.diagram = QGridLayout()
        self.diagram.setHorizontalSpacing(12)
        self.diagram.setVerticalSpacing(12)
        self._shown_locations: tuple[MechLocation, ...] = ()
        layout = QVBoxLayout(self)
        layout.addLayout(self._buttons())
        self.tally = QLabel(objectName="armor_tally")
        self.tally.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.tally)
        holder = QHBoxLayout()
        holder.addStretch(1)
        holder.addLayout(self.diagram)
        holder.addStretch(1)
        layout.addLayout(holder)
        layout.addStretch(1)

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        for name, text, change in (("fill_armor", "Fill to ma&ximum", edits.fill_to_maximum),
                                   ("auto_armor", "&Allocate automatically", edits.auto_allocate),
                                   ("clear_armor", "Clear", edits.clear_armor)):
            button = QPushButton(text, objectName=name)
            button.clicked.connect(lambda _c=False, change=change: self.document.edit(change))
            row.addWidget(button)
            self.buttons.append(button)
        row.addStretch(1)
        return row

    def _build_boxes(self) -> None:
        for box in self.boxes.values():
            box.setParent(None)
        self.boxes = {}
        for location in self.document.mech.locations:
            box = LocationBox(location)
            box.front.valueChanged.connect(lambda v, loc=location: self.document.edit(edits.set_armor, loc, v))
            if box.rear is not None:
                box.rear.valueChanged.connect(lambda v, loc=location: self.document.edit(edits.set_armor, loc, v, True))
            self.diagram.addWidget(box, *DIAGRAM[location])
            self.boxes[location] = box
        self._shown_locations = self.document.mech.locations

    def refresh(self) -> None:
        mech, figures = self.document.mech, self.document.analysis.figures
        if self._shown_locations != mech.locations:
            self._build_boxes()
        locked = getattr(self.document, "chassis_locked", False)
        faults = {f.location for f in self.document.analysis.report.findings if "ARMOR" in f.code}
        for location, box in self.boxes.items():
            set_spin(box.front, mech.armor.get(location, 0), 0, FIELD_MAX)
            if box.rear is not None:
                set_spin(box.rear, mech.rear_armor.get(location, 0), 0, FIELD_MAX)
            box.maximum.setText(f"Maximum {figures.max_armor[location]}")
            box.structure.setText(f"Structure {figures.internal_structure[location]}")
            box.set_fault(location.value in faults)
            show_locked([box.front, *([box.rear] if box.rear is not None else [])], locked)
        show_locked(self.buttons, locked)
        self._refresh_tally()

    def _refresh_tally(self) -> None:
        tally = edits.armor_tally(self.document.mech)
        left = f"<b style='color:{ERROR_COLOR}'>{tally.unallocated}</b>" if tally.unallocated < 0 else f"<b>{tally.unallocated}</b>"
        wasted = f"<b style='color:{ERROR_COLOR}'>{tally.wasted}</b>" if tally.wasted else "<b>0</b>"
        self.tally.setText(f"Armor bought <b>{tally.bought}</b> ({self.document.mech.armor_tons:g} t) &nbsp; "
                           f"Allocated <b>{tally.allocated}</b> &nbsp; Unallocated {left} &nbsp; "
                           f"Maximum possible <b>{tally.maximum}</b> &nbsp; Wasted {wasted}")

    def focus_location(self, location: str | None) -> None:
        box = self.boxes.get(MechLocation(location)) if location in MechLocation.__members__ else None
        if box is not None:
            box.front.setFocus()
            box.front.selectAll()
