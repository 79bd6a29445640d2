"""The lance values of the lance builder: Full Strength, Overburn and the three step rows, the
Experience Level, the lance findings (class mismatches, size) and, on demand, the working."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QHBoxLayout, QHeaderView, QLabel, QPlainTextEdit, QPushButton, QTableWidget, QVBoxLayout, QWidget,
)

from designer.battleforce.values import LanceValues, is_air
from designer.gui.findings_panel import FindingsPanel
from designer.gui.unit_widgets import cell
from designer.rules.findings import Report

ROWS = ("Full strength", "Overburn", "Step 1", "Step 2", "Step 3")
GROUND, AIR = ("RA", "CA", "D", "R", "MP"), ("AV", "ST", "D", "R", "MP")
CLASS_LABELS = {"mech": "'Mech", "vehicle:tracked": "Tracked vehicle", "vehicle:wheeled": "Wheeled vehicle",
                "vehicle:hover": "Hover vehicle", "vehicle:vtol": "VTOL", "infantry": "Infantry",
                "fighter": "AeroSpace fighter"}


def lance_battle_value_text(lance: Any) -> str:
    """"Battle Value 5,012", with "(1 unit not rated)" when a member has none (a name from the
    published BattleForce table, a kind the method does not rate)."""
    total, unrated = lance.battle_value()
    if not lance.members:
        return ""
    note = f" ({unrated} unit{'s' * (unrated != 1)} not rated)" if unrated else ""
    return f"Battle Value {total:,}{note}"


def lance_point_value_text(lance: Any) -> str:
    """"PV 160 (skills as set)", with "(1 unit without a card)" when a member has none."""
    total, without = lance.point_value()
    if not lance.members:
        return ""
    note = f", {without} unit{'s' * (without != 1)} without a card" if without else ""
    return f"Alpha Strike PV {total}{note}"


def class_label(value: str) -> str:
    """A BattleForce class as the player reads it ("vehicle:hover" -> "Hover vehicle")."""
    return CLASS_LABELS.get(value, value.replace(":", " ").replace("_", " ").capitalize())


def value_rows(lance: LanceValues) -> dict[str, tuple[str, ...]]:
    """Row label -> the five cells as shown (blank where a row has no such value)."""
    full = lance.values
    mp = f"{full.mp}{' J' if full.jump else ''}"
    rows = {"Full strength": (str(full.ra), str(full.ca), str(full.d), str(full.r), mp),
            "Overburn": (str(lance.overburn.ra), "", "", "", str(lance.overburn.mp))}
    for number, step in enumerate(lance.steps, start=1):
        rows[f"Step {number}"] = (str(step.ra), str(step.ca), str(step.d), "", "")
    return rows


class LanceValuesPanel(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.heading = QLabel(objectName="lance_heading")
        self.experience = QLabel(objectName="lance_experience")
        self.table = QTableWidget(len(ROWS), len(GROUND), objectName="lance_values")
        self.table.setAccessibleName("BattleForce values of the lance")
        self.table.setVerticalHeaderLabels(list(ROWS))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setTabKeyNavigation(False)   # Tab leaves the table: its cells are not a stop each
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height() + 26 * len(ROWS) + 4)
        self.findings = FindingsPanel("none, the lance keeps the lance rules")
        self.show_working = QPushButton("Show working", objectName="show_working", checkable=True)
        self.show_working.toggled.connect(self._toggle_working)
        self.working = QPlainTextEdit(objectName="working", readOnly=True)
        self.working.setAccessibleName("Working")
        self.working.setVisible(False)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.show_working)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addWidget(self.experience)
        layout.addWidget(self.findings, 1)
        layout.addWidget(self.working, 2)

    def _toggle_working(self, on: bool) -> None:
        self.working.setVisible(on)
        self.show_working.setText("Hide working" if on else "Show working")

    def show_lance(self, lance: LanceValues | None, battle_value: str = "") -> None:
        self.table.clearContents()
        if lance is None:
            self.heading.setText("<b>Lance values</b>: add units to the lance")
            self.experience.setText("")
            self.working.setPlainText("")
            self.findings.show_report(Report(()))
            return
        self.table.setHorizontalHeaderLabels(list(AIR if is_air(lance.class_) else GROUND))
        for row, label in enumerate(ROWS):
            for column, text in enumerate(value_rows(lance).get(label, ())):
                self.table.setItem(row, column, cell(text, right=True))
        members = len(lance.members)
        self.heading.setText(f"<b>{lance.name}</b>: {members} unit{'s' * (members != 1)}, "
                             f"class {class_label(lance.class_)}" + (f"; {battle_value}" if battle_value else ""))
        self.experience.setText(f"Experience Level: <b>{lance.experience}</b>")
        self.working.setPlainText("\n".join(lance.working))
        self.findings.show_report(Report(tuple(lance.findings)))

    def cells(self, label: str) -> tuple[str, ...]:
        row = ROWS.index(label)
        return tuple(self.table.item(row, c).text() if self.table.item(row, c) else "" for c in range(len(GROUND)))
