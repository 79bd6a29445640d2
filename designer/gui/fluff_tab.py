"""Fluff tab: the Technical Readout prose of a design (overview, capabilities, deployment,
history, manufacturer, systems) and its design quirks, kept in the unit file, beside the readout
as it would print (``designer tro``: statistics, quirks, prose), which can be copied as text,
Markdown or HTML, or exported."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QMessageBox, QPlainTextEdit, QVBoxLayout, QWidget,
)

from designer.editing import fluff as edits
from designer.editing import quirks as quirk_edits
from designer.mech.omni import expand
from designer.readout import FORMATS, render, technical_readout
from designer.rules.common.quirks import UnitQuirks, quirk_lines, quirks_of
from designer.formats.yaml_io import atomic_write_text
from designer.gui.document import DesignDocument
from designer.gui.unit_widgets import button, group
from designer.gui.widgets import buddy_label

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
        self.quirks = self._quirk_list()
        self.weapon_quirks = QLabel(objectName="weapon_quirks", wordWrap=True)
        quirk_box = QVBoxLayout()
        quirk_box.addWidget(self.quirks, 1)
        quirk_box.addWidget(self.weapon_quirks)
        self.format = QComboBox(objectName="readout_format")
        self.format.addItems([form.capitalize() for form in FORMATS])
        self.format.setAccessibleName("Readout format")
        buttons = QHBoxLayout()
        buttons.addWidget(buddy_label("Forma&t", self.format))
        buttons.addWidget(self.format)
        buttons.addWidget(button("Cop&y readout", "copy_readout", self.copy_readout))
        buttons.addWidget(button("Ex&port readout…", "export_readout", self.export_dialog))
        buttons.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.readout, 1)
        side.addLayout(buttons)
        left = QVBoxLayout()
        left.addWidget(group("Fluff", form), 3)
        left.addWidget(group("Design Quirks", quirk_box), 2)
        row = QHBoxLayout(self)
        row.addLayout(left, 1)
        row.addWidget(group("Technical Readout", side), 1)

    def _quirk_list(self) -> QListWidget:
        """Every unit quirk the design's kind may carry, checked when it carries it; each item's
        tooltip is the quirk's summary (decision D-QUIRK-1)."""
        quirks = QListWidget(objectName="quirks")
        quirks.setAccessibleName("Design quirks")
        for row in quirk_edits.offered_quirks(self.document.unit):
            item = QListWidgetItem(f"{row.name} ({'+' if row.positive else '-'})")
            item.setData(Qt.ItemDataRole.UserRole, row.code)
            item.setToolTip(row.summary)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            quirks.addItem(item)
        quirks.itemChanged.connect(self._quirk_toggled)
        return quirks

    def _quirk_toggled(self, item: QListWidgetItem) -> None:
        code = item.data(Qt.ItemDataRole.UserRole)
        on = item.checkState() == Qt.CheckState.Checked
        if (code in quirks_of(self.document.unit).unit) != on:
            self.document.edit(quirk_edits.toggle_quirk, code, on)

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
        self._show_quirks()
        self.readout.setPlainText(self.readout_text())

    def _show_quirks(self) -> None:
        carried = set(quirks_of(self.document.unit).unit)
        self.quirks.blockSignals(True)
        for index in range(self.quirks.count()):
            item = self.quirks.item(index)
            on = item.data(Qt.ItemDataRole.UserRole) in carried
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.quirks.blockSignals(False)
        weapons = quirk_lines(UnitQuirks(weapons=quirks_of(self.document.unit).weapons))
        self.weapon_quirks.setText("Weapon quirks (from the file): " + "; ".join(weapons) if weapons else "")

    def readout_text(self, form: str = "text") -> str:
        """The Technical Readout of the design, every OmniMech configuration in turn."""
        return "\n".join(render(technical_readout(unit), form) for unit in expand(self.document.unit))

    def copy_readout(self) -> None:
        QGuiApplication.clipboard().setText(self.readout_text(FORMATS[self.format.currentIndex()]))

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
