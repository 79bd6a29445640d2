"""Fluff tab: the Technical Readout prose of a design (overview, capabilities, deployment,
history, manufacturer, systems), kept in the unit file, beside the readout as it would print
(prose and statistics), which can be copied or exported as text."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QFocusEvent, QGuiApplication
from PySide6.QtWidgets import (
    QFileDialog, QFormLayout, QHBoxLayout, QLineEdit, QMessageBox, QPlainTextEdit, QVBoxLayout, QWidget,
)

from designer.editing import fluff as edits
from designer.formats.yaml_io import atomic_write_text
from designer.gui.document import DesignDocument
from designer.gui.unit_widgets import button, group
from designer.gui.widgets import buddy_label
from designer.rules.summary import summarize

TITLES = {"overview": "&Overview", "capabilities": "&Capabilities", "deployment": "&Deployment",
          "history": "H&istory", "manufacturer": "&Manufacturer", "systems": "&Systems"}
ONE_LINE = {"manufacturer"}


class ProseEdit(QPlainTextEdit):
    """A text box that reports its text when the player leaves it (like editingFinished)."""

    editing_finished = Signal()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        super().focusOutEvent(event)
        self.editing_finished.emit()


class FluffTab(QWidget):
    def __init__(self, document: DesignDocument) -> None:
        super().__init__()
        self.document = document
        self.setObjectName("fluff_tab")
        self.fields: dict[str, QLineEdit | ProseEdit] = {}
        form = QFormLayout()
        for field in edits.FIELDS:
            widget: QLineEdit | ProseEdit
            if field in ONE_LINE:
                widget = QLineEdit(objectName=f"fluff_{field}")
                widget.editingFinished.connect(lambda f=field: self._edited(f))
            else:
                widget = ProseEdit(objectName=f"fluff_{field}")
                widget.setTabChangesFocus(True)   # Tab moves on; the keyboard never gets stuck
                widget.setMinimumHeight(48)
                widget.editing_finished.connect(lambda f=field: self._edited(f))
            self.fields[field] = widget
            form.addRow(buddy_label(TITLES[field], widget), widget)
        self.readout = QPlainTextEdit(objectName="readout", readOnly=True)
        self.readout.setAccessibleName("Technical Readout")   # named after its group's title
        font = self.readout.font()
        font.setFamily("monospace")
        self.readout.setFont(font)
        buttons = QHBoxLayout()
        buttons.addWidget(button("Cop&y readout", "copy_readout", self.copy_readout))
        buttons.addWidget(button("Ex&port readout…", "export_readout", self.export_dialog))
        buttons.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.readout, 1)
        side.addLayout(buttons)
        row = QHBoxLayout(self)
        row.addWidget(group("Fluff", form), 1)
        row.addWidget(group("Technical Readout", side), 1)

    def _text(self, field: str) -> str:
        widget = self.fields[field]
        return widget.text() if isinstance(widget, QLineEdit) else widget.toPlainText()

    def _edited(self, field: str) -> None:
        self.document.edit(edits.set_fluff, field, self._text(field))

    def refresh(self) -> None:
        fluff = edits.fluff_of(self.document.unit)
        for field, widget in self.fields.items():
            text = getattr(fluff, field)
            if self._text(field) != text:   # always what the design holds (an undo too)
                widget.setText(text) if isinstance(widget, QLineEdit) else widget.setPlainText(text)
        self.readout.setPlainText(self.readout_text())

    def readout_text(self) -> str:
        unit = self.document.unit
        return edits.readout(unit, summarize(unit).text)

    def copy_readout(self) -> None:
        QGuiApplication.clipboard().setText(self.readout_text())

    def export_dialog(self) -> None:
        suggested = f"{self.document.title}.txt"
        name, _ = QFileDialog.getSaveFileName(self, "Export readout", suggested, "Text (*.txt)")
        if name:
            self.export(Path(name))

    def export(self, path: Path) -> bool:
        try:
            atomic_write_text(path, self.readout_text())
        except OSError as error:
            QMessageBox.warning(self, "Cannot export", f"{path}: {error}")
            return False
        return True

    def focus_location(self, _location: str | None) -> None:
        self.fields["overview"].setFocus()
