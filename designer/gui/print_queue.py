"""The print queue: add open designs, unit files, lance and force files or the lance builder's
force; choose paper, pilot data, reference tables and counters; print everything to one PDF
behind a progress dialog that can be cancelled."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication, QCheckBox, QComboBox, QFileDialog, QGridLayout, QHBoxLayout, QLabel, QListWidget, QMainWindow,
    QMessageBox, QProgressDialog, QVBoxLayout, QWidget,
)

from designer.battleforce.lance_file import is_group_file
from designer.sheets import print_queue as jobs
from designer.editing.lance import read_force
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.gui.settings import PAPERS, Key, Settings
from designer.gui.accessibility import name_widgets
from designer.gui.feedback import file_written
from designer.gui.file_drops import FileDrops
from designer.gui.unit_widgets import button, group
from designer.gui.widgets import buddy_label, plural

FILE_FILTER = "Units, lances and forces (*.yaml *.yml *.mtf *.blk)"


class PrintQueueWindow(QMainWindow):
    def __init__(self, settings: Settings, open_units=lambda: [], lance_builder=lambda: None) -> None:
        super().__init__()
        self.settings, self.open_units, self.lance_builder = settings, open_units, lance_builder
        self.setObjectName("print_queue")
        self.setWindowTitle("Print Queue")
        self.entries: list[jobs.QueueEntry] = []
        self.last_pages = 0
        central = QWidget()
        row = QHBoxLayout(central)
        row.addWidget(self._queue_group(), 3)
        row.addWidget(self._options_group(), 2)
        self.setCentralWidget(central)
        self.resize(1100, 680)
        FileDrops(self, self.add_path)   # rows dragged from the unit browser are queued
        self.refresh()

    def _queue_group(self) -> QWidget:
        self.queue = QListWidget(objectName="queue")
        self.open_designs = QComboBox(objectName="open_designs")
        grid = QGridLayout()
        grid.addWidget(QLabel("Open design"), 0, 0)
        grid.addWidget(self.open_designs, 0, 1)
        grid.addWidget(button("Add", "add_open", self.add_open), 0, 2)
        grid.addWidget(button("Add the lance builder's force", "add_force", self.add_builder_force), 1, 1)
        grid.addWidget(button("Add file…", "add_file", self.add_file_dialog), 1, 2)
        grid.addWidget(button("Remove", "remove_entry", self.remove_entry), 2, 2)
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout()
        layout.addWidget(self.queue, 1)
        layout.addLayout(grid)
        return group("Queue: designs, lances and forces", layout)

    def _options_group(self) -> QWidget:
        self.paper = QComboBox(objectName="paper")
        for paper in PAPERS:
            self.paper.addItem(paper.upper() if paper == "a4" else paper.capitalize(), paper)
        self.paper.setCurrentIndex(max(0, self.paper.findData(self.settings.get(Key.PAPER))))
        self.pilot_data = QCheckBox("Print pilot names and skills", objectName="pilot_data", checked=True)
        self.tables = QCheckBox("Add reference tables", objectName="tables")
        self.counters = QCheckBox("Add BattleForce counters for lances", objectName="counters", checked=True)
        self.summary = QLabel(objectName="queue_summary", wordWrap=True)
        layout = QVBoxLayout()
        form = QHBoxLayout()
        form.addWidget(buddy_label("Paper si&ze", self.paper))
        form.addWidget(self.paper, 1)
        layout.addLayout(form)
        for widget in (self.pilot_data, self.tables, self.counters, self.summary):
            layout.addWidget(widget)
        layout.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(button("&Print to PDF…", "print_pdf", self.print_dialog))
        row.addWidget(button("&Close", "close_queue", self.close))
        layout.addLayout(row)
        return group("Options", layout)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Esc closes the queue, as it closes a dialog."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    # --- the queue ------------------------------------------------------------------------
    def add_entry(self, entry: jobs.QueueEntry) -> None:
        self.entries.append(entry)
        self.refresh()

    def add_open(self) -> None:
        units = self.open_units()
        index = self.open_designs.currentIndex()
        if 0 <= index < len(units):
            self.add_entry(jobs.design_entry(units[index][1]))

    def add_builder_force(self) -> None:
        builder = self.lance_builder()
        if builder is None or not any(lance.members for lance in builder.force.lances):
            QMessageBox.information(self, "No lances", "Build a lance in the Lance Builder first.")
            return
        self.add_entry(jobs.force_entry(builder.force))

    def add_path(self, path: Path) -> bool:
        try:
            entry = (jobs.force_entry(read_force(path)) if is_group_file(path)
                     else jobs.design_entry(load_unit(path).unit))
        except FormatError as error:
            QMessageBox.warning(self, "Cannot add file", str(error))
            return False
        self.add_entry(entry)
        return True

    def add_file_dialog(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, "Add to the print queue", self.settings.get(Key.LAST_FOLDER),
                                                FILE_FILTER)
        for name in names:
            self.add_path(Path(name))

    def remove_entry(self) -> None:
        row = self.queue.currentRow()
        if 0 <= row < len(self.entries):
            del self.entries[row]
            self.refresh()

    def refresh(self) -> None:
        self.queue.clear()
        self.queue.addItems([entry.label for entry in self.entries])
        chosen = (self.open_designs.currentIndex(), self.open_designs.currentText())
        self.open_designs.clear()
        self.open_designs.addItems([title for title, _unit, _path in self.open_units()])
        self._choose_again(*chosen)
        designs = sum(len(e.units) for e in self.entries)
        lances = sum(len(e.lances) for e in self.entries)
        name_widgets(self)
        self.summary.setText(f"{plural(len(self.entries), 'entry', 'entries')}: {plural(designs, 'design')}, "
                             f"{plural(lances, 'lance')} (record sheets for every unit with a design; "
                             "one counter per lance).")

    def _choose_again(self, index: int, title: str) -> None:
        """The open design chosen before a refresh stays chosen (Add five times adds it five
        times), found by its place or else by its title."""
        if 0 <= index < self.open_designs.count() and self.open_designs.itemText(index) == title:
            self.open_designs.setCurrentIndex(index)
        elif (found := self.open_designs.findText(title)) >= 0:
            self.open_designs.setCurrentIndex(found)

    def options(self) -> jobs.PrintOptions:
        return jobs.PrintOptions(self.paper.currentData(), self.pilot_data.isChecked(), self.tables.isChecked(),
                                 self.counters.isChecked())

    # --- printing -------------------------------------------------------------------------
    def print_dialog(self) -> None:
        suggested = str(Path(self.settings.get(Key.LAST_FOLDER) or ".") / "print.pdf")
        name, _ = QFileDialog.getSaveFileName(self, "Print to PDF", suggested, "PDF (*.pdf)")
        if name and self.print_to(Path(name)):
            file_written(self, "Print queue written", Path(name), f"{plural(self.last_pages, 'page')}")

    def print_to(self, path: Path) -> bool:
        """Prints the queue behind a cancellable progress dialog; False when cancelled or failed."""
        dialog = QProgressDialog("Printing record sheets and counters…", "Cancel", 0, 1, self)
        dialog.setObjectName("print_progress")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)

        def progress(done: int, total: int) -> None:
            dialog.setMaximum(total)
            dialog.setValue(done)
            QApplication.processEvents()
            if dialog.wasCanceled():
                raise jobs.PrintCancelled

        try:
            self.last_pages = jobs.print_queue(self.entries, path, self.options(), progress)
        except jobs.PrintCancelled:
            return False
        except (ValueError, OSError, FormatError) as error:
            QMessageBox.warning(self, "Cannot print", str(error))
            return False
        finally:
            dialog.close()
        return True
