"""The findings panel: every finding of the current snapshot; activating one asks the design
view to show the widget or location at fault (by code and location, never by message)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from designer.rules.findings import Finding, Report, Severity
from designer.gui.widgets import ERROR_COLOR, WARNING_COLOR

SEVERITY_COLORS = {Severity.ERROR: ERROR_COLOR, Severity.WARNING: WARNING_COLOR, Severity.INFO: "#555555"}


class FindingsPanel(QWidget):
    finding_selected = Signal(object)   # a Finding

    def __init__(self, valid_text: str = "none, the design is valid") -> None:
        super().__init__()
        self.valid_text = valid_text
        self.setObjectName("findings_panel")
        self.heading = QLabel(objectName="findings_heading")
        self.tree = QTreeWidget(objectName="findings")
        self.tree.setHeaderLabels(["", "Where", "Finding"])
        self.tree.setRootIsDecorated(False)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(True)
        self.tree.itemActivated.connect(self._activated)
        self.tree.itemClicked.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.tree)
        self._report: Report | None = None

    def show_report(self, report: Report) -> None:
        if report is self._report:
            return
        self._report = report
        self.tree.clear()
        items = [self._item(finding) for finding in report.findings]
        self.tree.addTopLevelItems(items)
        count = len(report.findings)
        self.heading.setText(f"<b>Findings</b> ({count})" if count else f"<b>Findings</b>: {self.valid_text}")

    def _item(self, finding: Finding) -> QTreeWidgetItem:
        item = QTreeWidgetItem(["●", finding.location or "", finding.message])
        item.setForeground(0, QBrush(QColor(SEVERITY_COLORS[finding.severity])))
        item.setToolTip(2, f"{finding.code}\n{finding.message}\n{finding.rule}")
        item.setToolTip(0, finding.severity.value)
        item.setData(0, Qt.ItemDataRole.UserRole, finding)
        return item

    def findings(self) -> list[Finding]:
        return [self.tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) for i in range(self.tree.topLevelItemCount())]

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.finding_selected.emit(item.data(0, Qt.ItemDataRole.UserRole))
