"""The vehicle editor's support vehicle group: the exact weight, the armor's
barrier armor rating (BAR) and the tech ratings of chassis, engine and armor. Each field edits the
design through ``designer.vehicle.support_edits`` (the whole tonnage follows the exact weight:
decision D-GUI3-1); the group is shown only for a vehicle with a support chassis."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel

from designer.vehicle import support_edits as edits
from designer.gui.document import DesignDocument
from designer.gui.unit_widgets import combo, group, refresh_spin, select, spin_box, spin_row
from designer.gui.widgets import buddy_label, note_label, tons_box
from designer.vehicle.support_model import TECH_RATINGS
from designer.vehicle.model import Vehicle

AS_CHASSIS = -1   # the engine's or armor's rating left to the chassis's (None in the model)
WEIGHT_STEP = 0.5


def _rating_box(part: edits.Part) -> QComboBox:
    choices = [(rating, letter) for rating, letter in edits.tech_rating_choices()]
    if part != "chassis":
        choices.insert(0, (AS_CHASSIS, "As the chassis (F)"))   # sized for the widest
    return combo(f"{part}_tech_rating", choices)


class SupportVehicleFields:
    """The widgets of the support vehicle group, each editing the design through the document."""

    def __init__(self, document: DesignDocument) -> None:
        self.document = document
        self.weight = tons_box("support_weight")
        self.weight.setDecimals(3)   # a small support vehicle is weighed to the kilogram
        self.weight.setSingleStep(WEIGHT_STEP)
        self.weight.valueChanged.connect(lambda tons: document.edit(edits.set_weight, tons))
        self.weight_note = note_label("support_weight_note")
        self.bar = spin_box("support_bar", *edits.BAR_RANGE)
        self.bar.valueChanged.connect(lambda bar: document.edit(edits.set_bar, bar))
        self.ratings = {part: _rating_box(part) for part in edits.RATING_FIELDS}
        for part, box in self.ratings.items():
            box.currentIndexChanged.connect(lambda _i, p=part, b=box: self._rating_chosen(p, b))
        self.box: QGroupBox | None = None

    def _rating_chosen(self, part: edits.Part, box: QComboBox) -> None:
        rating = box.currentData()
        self.document.edit(edits.set_tech_rating, part, None if rating == AS_CHASSIS else rating)

    def group(self) -> QGroupBox:
        """Two rows, so the Structure tab still fits 1366x768: the weight and BAR, then the three
        tech ratings side by side (each named in full for a screen reader: "Engine tech rating")."""
        grid = QGridLayout()
        spin_row(grid, 0, "Exact weight", self.weight, self.weight_note)
        grid.addWidget(buddy_label("Armor BAR", self.bar), 0, 3)
        grid.addWidget(self.bar, 0, 4)
        grid.addWidget(QLabel("Tech ratings"), 1, 0)
        ratings = QHBoxLayout()
        for part, box in self.ratings.items():
            label = part.capitalize()
            box.setAccessibleName(f"{label} tech rating")
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            ratings.addWidget(buddy_label(label, box))
            ratings.addWidget(box)
        ratings.addStretch(1)
        grid.addLayout(ratings, 1, 1, 1, 4)
        grid.setColumnStretch(2, 0)   # the BAR beside the weight's note, the room left at the end
        grid.setColumnStretch(5, 1)
        self.box = group("Support vehicle", grid)
        self.box.setVisible(edits.is_support(self.document.unit))   # no height on a combat vehicle
        return self.box

    def refresh(self, vehicle: Vehicle) -> None:
        if self.box is not None:
            self.box.setVisible(vehicle.support is not None)
        support = vehicle.support
        if support is None:
            return
        refresh_spin(self.weight, support.tons, edits.KILOGRAM, edits.tonnage_limit(vehicle))
        self.weight_note.setText(f"at most {edits.tonnage_limit(vehicle):g} t for this motive type")
        refresh_spin(self.bar, support.bar, *edits.BAR_RANGE)
        select(self.ratings["chassis"], support.chassis_tech)
        for part, value in (("engine", support.engine_tech), ("armor", support.armor_tech)):
            box = self.ratings[part]
            box.setItemText(0, f"As the chassis ({TECH_RATINGS[support.chassis_tech]})")
            select(box, AS_CHASSIS if value is None else value)
