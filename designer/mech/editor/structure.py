"""Structure tab: names, tonnage, movement (engine derived), heat sinks, armor tons,
configuration and arm actuators. Widgets offer only the values the rules allow."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from designer.rules.common.technology import MASTER_RULES_ERA
from designer.catalog import catalog
from designer.mech import choices
from designer.mech import technology_edits as technology
from designer.mech import edits
from designer.mech import tech_convert
from designer.gui.document import DesignDocument
from designer.gui.widgets import (
    note_label, set_spin, show_locked, signals_blocked, spin_box, tons, tons_box,
)
from designer.mech.model import ARMS, LOCATION_NAMES, MechLocation
from designer.model.common import TechBase
from designer.mech.layout import engine_heat_sinks, heat_sinks_to_place


JUMP_FIELD_MAX = 40
YEAR_UNSET, YEAR_MAX = 2000, 3150   # the year box's lowest value reads "Not set"
YEAR_TIP = (f"Not set: a Level 2 design is offered and judged by {MASTER_RULES_ERA}, the Master Rules era; "
            "later technology needs a year")
# Alt + the underlined letter reaches each field (Help > Keyboard); F, E, B, H are the menus'.
TYPE_LABELS = {"engine_type": "E&ngine type", "structure_type": "St&ructure type",
               "armor_type": "&Armor type", "heat_sink_type": "Heat sin&k type",
               "gyro_type": "&Gyro type", "cockpit_type": "Cock&pit type"}
ILLEGAL_ROLE = Qt.ItemDataRole.UserRole + 1   # an entry added to show an illegal value


class StructureTab(QWidget):
    def __init__(self, document: DesignDocument) -> None:
        super().__init__()
        self.document = document
        self.setObjectName("structure_tab")
        columns = QHBoxLayout(self)   # three columns: the window fits a 1366x768 screen
        left, middle = QVBoxLayout(), QVBoxLayout()
        placed = ((left, (self._identity_group(), self._chassis_group(), self._movement_group(),
                          self._arms_group())),
                  (middle, (self._technology_group(), self._heat_armor_group())))
        for column, groups in placed:
            for widget in groups:
                column.addWidget(widget)
            column.addStretch(1)
        columns.addLayout(left, 3)
        columns.addLayout(middle, 3)
        columns.addWidget(self._weights_group(), 2)

    # --- building -------------------------------------------------------------------------
    def _identity_group(self) -> QGroupBox:
        self.chassis = QLineEdit(objectName="chassis")
        self.model = QLineEdit(objectName="model")
        for line in (self.chassis, self.model):
            line.editingFinished.connect(self._names_edited)
        form = QFormLayout()
        form.addRow("Chassis", self.chassis)
        form.addRow("Mo&del", self.model)
        return _group("Identity", form)

    def _chassis_group(self) -> QGroupBox:
        self.tonnage = QComboBox(objectName="tonnage")
        for value in choices.tonnages():
            self.tonnage.addItem(f"{value} tons", value)
        self.tonnage.currentIndexChanged.connect(self._tonnage_edited)
        self.quad = QCheckBox("Four-legged (quad)", objectName="quad")
        self.lam = QCheckBox("Land-Air 'Mech (LAM)", objectName="lam")
        for box in (self.quad, self.lam):
            box.toggled.connect(self._config_edited)
        form = QFormLayout()
        form.addRow("&Tonnage", self.tonnage)
        row = QHBoxLayout()
        row.addWidget(self.quad)
        row.addWidget(self.lam)
        row.addStretch(1)
        form.addRow("Configuration", row)
        return _group("Chassis", form)

    def _movement_group(self) -> QGroupBox:
        self.walking = spin_box("walking_mp", 1, 40)
        self.walking.valueChanged.connect(lambda v: self.document.edit(edits.set_walking_mp, v))
        self.engine = note_label("engine")
        self.running = note_label("running")
        self.jump = spin_box("jump_mp", 0, 40)
        self.jump.valueChanged.connect(lambda v: self.document.edit(edits.set_jump_mp, v))
        self.jump_note = note_label("jump_note")
        form = QGridLayout()
        _grid_row(form, 0, "&Walking MP", self.walking, self.engine)
        _grid_row(form, 1, "Running MP", self.running, QLabel())
        _grid_row(form, 2, "&Jump MP", self.jump, self.jump_note)
        return _group("Movement", form)

    def _technology_group(self) -> QGroupBox:
        self.tech_base = QComboBox(objectName="tech_base")
        for base, name in technology.TECH_BASE_NAMES.items():
            self.tech_base.addItem(name, base)
        self.tech_base.currentIndexChanged.connect(self._tech_base_edited)
        self.year = spin_box("year", YEAR_UNSET, YEAR_MAX)
        self.year.setSpecialValueText("Not set")
        self.year.setToolTip(YEAR_TIP)
        self.year.setProperty("own_tip", YEAR_TIP)
        self.year.valueChanged.connect(self._year_edited)
        self.tech_note = note_label("tech_note")
        self.tech_note.setWordWrap(True)
        self.tech_note.hide()   # shown after a tech base switch: what it converted
        form = QFormLayout()
        form.addRow("Tech ba&se", self.tech_base)
        form.addRow(self.tech_note)
        form.addRow("&Year", self.year)
        self.types: dict[str, QComboBox] = {}
        for field, label in TYPE_LABELS.items():
            box = QComboBox(objectName=field)
            box.currentIndexChanged.connect(lambda _i, f=field: self._type_edited(f))
            self.types[field] = box
            form.addRow(label, box)
        return _group("Technology", form)

    def _heat_armor_group(self) -> QGroupBox:
        self.heat_sinks = spin_box("heat_sinks", *choices.heat_sink_range())
        self.heat_sinks.valueChanged.connect(lambda v: self.document.edit(edits.set_heat_sinks, v))
        self.sinks_note = note_label("sinks_note")
        self.armor_tons = tons_box("armor_tons")
        self.armor_tons.setSingleStep(choices.armor_tons_step())
        self.armor_tons.valueChanged.connect(lambda v: self.document.edit(edits.set_armor_tons, v))
        self.armor_note = note_label("armor_note")
        form = QGridLayout()
        _grid_row(form, 0, "Heat s&inks", self.heat_sinks, self.sinks_note)
        _grid_row(form, 1, "Ar&mor", self.armor_tons, self.armor_note)
        return _group("Heat sinks and armor", form)

    def _arms_group(self) -> QGroupBox:
        self.arms: dict[MechLocation, QComboBox] = {}
        form = QFormLayout()
        for location in ARMS:
            box = QComboBox(objectName=f"arm_{location.value}")
            for option in choices.ArmOption:
                box.addItem(option.value, option)
            box.currentIndexChanged.connect(lambda _i, loc=location: self._arm_edited(loc))
            self.arms[location] = box
            form.addRow(LOCATION_NAMES[location], box)
        self.pod_arms = QCheckBox("Arms are weapon pods (cannot punch)", objectName="weapon_pod_arms")
        self.pod_arms.toggled.connect(lambda on: self.document.edit(edits.set_weapon_pod_arms, on))
        form.addRow(self.pod_arms)
        self.arms_group = _group("Arm actuators", form)
        return self.arms_group

    def _weights_group(self) -> QGroupBox:
        self.weights = QTableWidget(0, 2, objectName="weights")
        self.weights.setHorizontalHeaderLabels(["Component", "Tons"])
        self.weights.verticalHeader().setVisible(False)
        self.weights.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.weights.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.weights.verticalHeader().setDefaultSectionSize(22)
        self.weights.setWordWrap(False)
        self.weights.setTabKeyNavigation(False)   # Tab leaves the table: its cells are not a stop each
        layout = QVBoxLayout()
        layout.addWidget(self.weights)
        return _group("Weight breakdown", layout)

    # --- edits ----------------------------------------------------------------------------
    def _names_edited(self) -> None:
        self.document.edit(edits.set_names, self.chassis.text().strip(), self.model.text().strip())

    def _tonnage_edited(self) -> None:
        self.document.edit(edits.set_tonnage, self.tonnage.currentData())

    def _config_edited(self) -> None:
        self.document.edit(edits.set_config, self.quad.isChecked(), self.lam.isChecked())

    def _tech_base_edited(self) -> None:
        """Converts what has a counterpart of the new tech base (``mech.tech_convert``); what has
        none is listed and the player keeps the switch or undoes it."""
        base = self.tech_base.currentData()
        if base is None:
            return
        result = tech_convert.convert_tech_base(self.document.mech, TechBase(base))
        if not self.document.edit(lambda _mech: result.mech):
            return
        self.tech_note.setText("Converted: " + "; ".join(result.converted) if result.converted else "")
        self.tech_note.setVisible(bool(result.converted))
        if result.unconverted:
            answer = QMessageBox.question(
                self, "Tech base switched",
                "These have no counterpart of the new tech base:\n" + "\n".join(f"• {u}" for u in result.unconverted)
                + "\n\nKeep the switch (Yes), or undo it (No)?",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
            if answer == QMessageBox.StandardButton.No:
                self.document.undo()
                self.tech_note.setText("")
                self.tech_note.hide()

    def _year_edited(self, value: int) -> None:
        self.document.edit(technology.set_year, None if value == YEAR_UNSET else value)

    def _type_edited(self, field: str) -> None:
        value = self.types[field].currentData()
        if value is not None and value != getattr(self.document.mech, field):
            self.document.edit(technology.set_construction, field, value)

    def _arm_edited(self, location: MechLocation) -> None:
        if self.arms[location].currentData() is None:
            return   # the entry that only shows an illegal set of actuators
        self.document.edit(edits.set_arm, location, self.arms[location].currentData())

    # --- showing the document -------------------------------------------------------------
    def refresh(self) -> None:
        mech, figures = self.document.mech, self.document.analysis.figures
        with signals_blocked(self.chassis, self.model, self.tonnage, self.quad, self.lam):
            _set_text(self.chassis, mech.chassis)
            _set_text(self.model, mech.model)
            _show_choice(self.tonnage, mech.tonnage, f"{mech.tonnage} tons (not allowed)")
            self.quad.setChecked(mech.is_quad)
            self.lam.setChecked(mech.lam)
        set_spin(self.walking, mech.walking_mp, *choices.walking_mp_range(mech.tonnage))
        set_spin(self.jump, mech.jump_mp, 0, JUMP_FIELD_MAX)   # above walking MP: the finding explains
        set_spin(self.heat_sinks, mech.heat_sinks, *choices.heat_sink_range())
        set_spin(self.armor_tons, mech.armor_tons, 0, max(choices.armor_tons_max(mech), mech.armor_tons))
        self._refresh_technology()
        show_locked([self.tonnage, self.quad, self.lam, self.walking, self.tech_base, self.year,
                     self.armor_tons, *self.types.values()], getattr(self.document, "chassis_locked", False))
        self._refresh_notes(figures)
        self._refresh_arms()
        self._refresh_weights(figures)

    def _refresh_notes(self, figures) -> None:
        mech = self.document.mech
        engine = catalog().engine(mech.engine_rating)
        weight = next((line.tons for line in figures.weights if line.component == "Engine"), None)
        made_by = (f"{engine.manufacturer} {mech.engine_rating}, {tons(weight if weight is not None else engine.tons)}"
                   if engine else "not in the Engine Table")   # the design's engine type weighs it
        self.engine.setText(f"Engine rating {mech.engine_rating} ({made_by})")
        self.engine.setToolTip(self.engine.text())
        self.running.setText(str(figures.running_mp))
        jump_tons = next((line.tons for line in figures.weights if line.component == "Jump Jets"), 0.0)
        self.jump_note.setText(f"Jump jets {tons(jump_tons)}")
        self.sinks_note.setText(f"{engine_heat_sinks(mech)} inside the engine, "
                                f"{heat_sinks_to_place(mech)} to place in slots")
        self.armor_note.setText(f"{figures.armor_points_bought} points of "
                                f"{sum(figures.max_armor.values())} possible")

    def _refresh_technology(self) -> None:
        mech = self.document.mech
        with signals_blocked(self.tech_base):
            _show_choice(self.tech_base, mech.tech_base, str(mech.tech_base))
        set_spin(self.year, mech.year if mech.year is not None else YEAR_UNSET, YEAR_UNSET, YEAR_MAX)
        for field, box in self.types.items():
            with signals_blocked(box):
                box.clear()
                for row in technology.construction_choices(mech, field):
                    box.addItem(row.label, row.id)   # a later type says so (D-L2-LATER)
                _show_choice(box, getattr(mech, field), f"{getattr(mech, field)} (not for this tech base or year)")

    def _refresh_arms(self) -> None:
        mech = self.document.mech
        self.arms_group.setEnabled(not mech.is_quad)
        self.pod_arms.setVisible(not mech.is_quad)
        with signals_blocked(self.pod_arms):
            self.pod_arms.setChecked(mech.weapon_pod_arms)
        for location, box in self.arms.items():
            with signals_blocked(box):
                option = choices.arm_option(mech.arm_actuators(location))
                _show_choice(box, option, "Not allowed by the rules")

    def _refresh_weights(self, figures) -> None:
        lines = [line for line in figures.weights if line.location is None or line.tons]
        self.weights.setRowCount(len(lines) + 1)
        for row, line in enumerate(lines):
            where = f" ({line.location})" if line.location else ""
            self.weights.setItem(row, 0, QTableWidgetItem(line.component + where))
            self.weights.setItem(row, 1, _number(tons(line.tons)))
        self.weights.setItem(len(lines), 0, QTableWidgetItem("Total"))
        self.weights.setItem(len(lines), 1, _number(f"{figures.total_weight:g} / {self.document.mech.tonnage} t"))

    def focus_field(self, code: str) -> None:
        """Puts the cursor on the widget a finding code is about."""
        widget = {"MECH-TONNAGE-INVALID": self.tonnage, "MECH-JUMP-EXCEEDS-WALK": self.jump,
                  "MECH-HEAT-SINKS-MIN": self.heat_sinks, "MECH-LAM-QUAD": self.lam,
                  "MECH-ARMOR-LOT": self.armor_tons}.get(code, self.walking)
        widget.setFocus()


def _show_choice(box: QComboBox, value, illegal_text: str) -> None:
    """Selects ``value``; a value the rules do not offer is shown as an extra, marked entry, so
    the box never shows anything but what the design holds (the findings say what is wrong)."""
    for index in reversed(range(box.count())):
        if box.itemData(index, ILLEGAL_ROLE):
            box.removeItem(index)
    index = box.findData(value) if value is not None else -1
    if index < 0:
        box.addItem(illegal_text, value)
        index = box.count() - 1
        box.setItemData(index, True, ILLEGAL_ROLE)
    box.setCurrentIndex(index)


def _group(title: str, layout) -> QGroupBox:
    group = QGroupBox(title)
    group.setLayout(layout)
    return group


def _grid_row(grid: QGridLayout, row: int, label: str, field: QWidget, note: QWidget) -> None:
    shown = QLabel(label)
    shown.setBuddy(field)   # its mnemonic focuses the field
    grid.addWidget(shown, row, 0)
    grid.addWidget(field, row, 1)
    grid.addWidget(note, row, 2)
    grid.setColumnStretch(2, 1)
    grid.setColumnMinimumWidth(1, 90)


def _set_text(line: QLineEdit, text: str) -> None:
    if line.text() != text:
        line.setText(text)


def _number(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item
