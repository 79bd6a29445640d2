"""Battle Value and Cost Breakdown: the design's Battle Value working and every cost line, as
``designer bv --explain`` prints them (the core's one text), for the design or OmniMech
configuration shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from designer.bv.breakdown import value_breakdown


class BreakdownDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="value_breakdown")
        self.setWindowTitle("Battle Value and Cost Breakdown")
        self.text = QPlainTextEdit(objectName="breakdown_text", readOnly=True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setAccessibleName("Battle Value and cost, line by line")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(860, 620)   # the working's widest lines without a scroll bar

    def show_unit(self, unit: Any) -> None:
        self.text.setPlainText(value_breakdown(unit))
