"""The live status line: weight, free slots, heat, movement, Battle Value, cost and validity."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from designer.editing import facts
from designer.mech.critical_edits import unallocated_slots
from designer.gui.document import Analysis
from designer.gui.widgets import ERROR_COLOR, OK_COLOR, WARNING_COLOR


def battle_value_text(value: int | None) -> str:
    """"BV 1,897", or "BV not rated" for a kind the Battle Value method does not rate."""
    return "BV not rated" if value is None else f"BV {value:,}"


def cost_text(cost: int | None) -> str:
    """"6,762,000 C-bills", or "Cost not computed" for a design the seeds price no part of."""
    return "Cost not computed" if cost is None else f"{cost:,} C-bills"


class StatusLine(QWidget):
    """Labels named after what they show (``status_weight`` ...) so tests can read them."""

    FIELDS = ("weight", "slots", "heat", "movement", "battle_value", "cost", "validity")
    BREAKDOWN_FIELDS = ("battle_value", "cost")   # a click shows their breakdown
    breakdown_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 0, 6, 0)
        row.setSpacing(18)
        self.labels: dict[str, QLabel] = {}
        for field in self.FIELDS:
            label = QLabel(objectName=f"status_{field}")
            self.labels[field] = label
            row.addWidget(label)
            if field in self.BREAKDOWN_FIELDS:
                label.setCursor(Qt.CursorShape.PointingHandCursor)
                label.setToolTip("Click (or Ctrl+I) for the Battle Value and cost, line by line")
                label.installEventFilter(self)
        row.addStretch(1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.MouseButtonRelease and watched in (
                self.labels[field] for field in self.BREAKDOWN_FIELDS):
            self.breakdown_requested.emit()
            return True
        return False

    def show_analysis(self, analysis: Analysis) -> None:
        if not analysis.shows_mech_figures:
            self._show_unit(analysis)
            self._show_validity(analysis.report)
            return
        mech, figures, report = analysis.mech, analysis.figures, analysis.report
        over = figures.tons_left < 0
        self._set("weight", f"Weight {figures.total_weight:g} / {mech.tonnage} t "
                            f"({figures.tons_left:g} t left)", ERROR_COLOR if over else None)
        free = sum(figures.slots_free(loc) for loc in mech.locations)
        waiting = unallocated_slots(mech)
        total = sum(len(slots) for slots in figures.critical_table.values())
        note = f" ({waiting} to place)" if waiting else ""
        self._set("slots", f"Free slots {free - waiting} / {total}{note}",
                  ERROR_COLOR if free - waiting < 0 else None)
        heat = figures.heat
        hot = heat.worst_case > heat.dissipation
        self._set("heat", f"Heat {heat.worst_case} generated / {heat.dissipation} dissipated",
                  WARNING_COLOR if hot else None)
        jump = f" / {figures.jumping_mp}" if figures.jumping_mp else ""
        self._set("movement", f"MP {figures.walking_mp} / {figures.running_mp}{jump}")
        self._show_battle_value(analysis)
        self._set("cost", cost_text(analysis.cost))
        self._show_validity(report)

    def _show_unit(self, analysis: Analysis) -> None:
        """Vehicles, infantry, buildings, fighters: weight against tonnage (a building's CF),
        engine or plant and heat sinks, movement, cost."""
        unit = analysis.unit
        weight, over = facts.weight_status(unit)   # as the unit's kind words it
        self._set("weight", weight, ERROR_COLOR if over else None)
        self._set("slots", facts.power_text(unit))
        self._set("heat", "")
        self._set("movement", facts.movement_text(unit))
        self._show_battle_value(analysis)
        self._set("cost", cost_text(analysis.cost))

    def _show_battle_value(self, analysis: Analysis) -> None:
        """The value, or "not rated" with the core's reason as the label's tooltip."""
        self._set("battle_value", battle_value_text(analysis.battle_value))
        self.labels["battle_value"].setToolTip(analysis.battle_value_reason or "")

    def _show_validity(self, report) -> None:
        errors, warnings = len(report.errors), len(report.warnings)
        verdict = "Valid" if report.is_valid else f"{errors} error{'s' * (errors != 1)}"
        if warnings:
            verdict += f", {warnings} warning{'s' * (warnings != 1)}"
        self._set("validity", verdict, OK_COLOR if report.is_valid else ERROR_COLOR)

    def _set(self, field: str, text: str, color: str | None = None) -> None:
        label = self.labels[field]
        label.setText(text)
        label.setStyleSheet(f"color: {color}; font-weight: bold;" if color else "")

    def clear(self) -> None:
        for label in self.labels.values():
            label.setText("")
            label.setStyleSheet("")

    def text(self) -> str:
        return " | ".join(label.text() for label in self.labels.values())
