"""The findings panel: every finding of the current snapshot, identical ones (same code,
severity, location and message) on one row with their count; activating one asks the design
view to show the widget or location at fault (by code and location, never by message). Long
messages wrap: nothing is cut off."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHeaderView, QLabel, QSplitter, QStyledItemDelegate, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from designer.rules.findings import Finding, Report, Severity
from designer.gui.widgets import ERROR_COLOR, WARNING_COLOR

QWIDGETSIZE_MAX = (1 << 24) - 1
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
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setUniformRowHeights(False)
        self.tree.setItemDelegate(WrappingDelegate(self.tree))
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(True)
        header.sectionResized.connect(lambda *_: self.tree.doItemsLayout())   # re-wrap at the new width
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
        items = [self._item(finding, count) for finding, count in grouped(report.findings)]
        self.tree.addTopLevelItems(items)
        count = len(report.findings)
        self.tree.setVisible(bool(count))   # a valid design gives the room back to the tabs
        self.setMaximumHeight(QWIDGETSIZE_MAX if count else self.heading.sizeHint().height() + 6)
        splitter = self.parentWidget()
        if isinstance(splitter, QSplitter):   # lay out now: a click may follow before the event loop runs
            splitter.refresh()
        self.layout().activate()
        self.heading.setText(f"<b>Findings</b> ({count})" if count else f"<b>Findings</b>: {self.valid_text}")

    def _item(self, finding: Finding, count: int = 1) -> QTreeWidgetItem:
        message = f"{finding.message} (×{count})" if count > 1 else finding.message
        item = QTreeWidgetItem(["●", finding.location or "", message])
        item.setForeground(0, QBrush(QColor(SEVERITY_COLORS[finding.severity])))
        item.setToolTip(2, f"{finding.code}\n{finding.message}\n{finding.citation}")
        item.setToolTip(0, finding.severity.value)
        item.setData(0, Qt.ItemDataRole.UserRole, finding)
        return item

    def findings(self) -> list[Finding]:
        return [self.tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) for i in range(self.tree.topLevelItemCount())]

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.finding_selected.emit(item.data(0, Qt.ItemDataRole.UserRole))


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text at the column's current width (Qt's tree view sizes
    rows for one line, which cut long messages off)."""

    PADDING = 6

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt API)
        hint = super().sizeHint(option, index)
        width = self.tree.header().sectionSize(index.column()) - self.PADDING
        text = str(index.data() or "")
        if width <= 0 or not text:
            return hint
        bounds = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
        return QSize(hint.width(), max(hint.height(), bounds.height() + self.PADDING))


def grouped(findings) -> list[tuple[Finding, int]]:
    """Identical findings once each, in first-seen order, with how many there are."""
    counts: dict[Finding, int] = {}
    for finding in findings:
        counts[finding] = counts.get(finding, 0) + 1
    return list(counts.items())
