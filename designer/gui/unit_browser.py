"""The unit browser: the unit library and the player's folders in one sortable table, filtered by
name, kind, tonnage range, tech base, rules level, year range and validity, with Battle Value and
cost. Double-click or Enter opens a design; the selected rows go to the lance builder or the print
queue. Every value comes from the core (``designer.editing.browser``).

The folders are indexed on a worker thread (``designer.editing.browser_index``), the files read
in worker processes (``designer.unit_index.workers``), while a progress bar runs and the window
keeps answering; unchanged files come from the index cache, so a folder
seen before opens at once."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QSortFilterProxyModel, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QApplication, QComboBox, QFileDialog, QHBoxLayout, QHeaderView, QLineEdit,
    QMainWindow, QProgressBar, QTableView, QVBoxLayout, QWidget,
)

from designer.editing.browser import BrowserFilter, BrowserRow, without_year
from designer.editing.browser_index import FolderIndexer
from designer.editing.library import library_folders
from designer.kinds import unit_kinds
from designer.gui.browser_model import ROW_ROLE, SORT_ROLE, RowsModel, cells
from designer.gui.accessibility import name_widgets
from designer.gui.settings import Key, Settings
from designer.gui.unit_widgets import button, group
from designer.gui.widgets import buddy_label, plural, spin_box

ANY = ("", "Any")
POLL_MS = 50   # how often the window looks at the indexing thread's progress
CELL_PADDING = 16   # pixels beside a cell's text (the style's margins and grid line)


class RowFilter(QSortFilterProxyModel):
    """Shows the rows the core's ``BrowserFilter`` accepts."""

    def __init__(self) -> None:
        super().__init__()
        self.filter = BrowserFilter()
        self.setSortRole(SORT_ROLE)

    def set_filter(self, wanted: BrowserFilter) -> None:
        self.beginFilterChange()
        self.filter = wanted
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The rows model sorts itself; this filter keeps its order (its own sort column stays -1)."""
        self.sourceModel().sort(column, order)

    def filterAcceptsRow(self, source_row: int, parent) -> bool:  # noqa: N802 (Qt API)
        row = self.sourceModel().index(source_row, 0, parent).data(ROW_ROLE)
        return row is not None and self.filter.accepts(row)


class UnitBrowser(QMainWindow):
    def __init__(self, settings: Settings, open_path: Callable[[Path], object],
                 to_lance: Callable[[list[Path]], object], to_queue: Callable[[list[Path]], object]) -> None:
        super().__init__()
        self.settings, self.open_path, self.to_lance, self.to_queue = settings, open_path, to_lance, to_queue
        self.setObjectName("unit_browser")
        self.setWindowTitle("Unit Browser")
        self.model = RowsModel()
        self.indexer: FolderIndexer | None = None
        self.poll = QTimer(self, interval=POLL_MS)
        self.poll.timeout.connect(self._poll_indexer)
        self.proxy = RowFilter()
        self.proxy.setSourceModel(self.model)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self._filters())
        layout.addWidget(self._table(), 1)
        layout.addLayout(self._actions())
        self.setCentralWidget(central)
        self.resize(1200, 640)
        self.reload()
        name_widgets(self)

    # --- building -------------------------------------------------------------------------
    def _filters(self) -> QWidget:
        self.name = QLineEdit(objectName="browser_name", placeholderText="part of the name")
        self.kind = self._combo("browser_kind", [ANY, *((k.kind, k.label) for k in unit_kinds())])
        self.min_tons = spin_box("browser_min_tons", 0, 200)
        self.max_tons = spin_box("browser_max_tons", 0, 200)
        for box in (self.min_tons, self.max_tons):
            box.setSpecialValueText("any")   # 0 t: no bound, like the year and BV filters
            box.setSuffix(" t")
        self.tech = self._combo("browser_tech", [ANY])
        self.rules = self._combo("browser_rules", [ANY])
        self.year_from = spin_box("browser_year_from", 0, 3200)
        self.year_to = spin_box("browser_year_to", 0, 3200)
        for box in (self.year_from, self.year_to):
            box.setSpecialValueText("any")
        self.validity = self._combo("browser_validity", [ANY, ("valid", "Valid"), ("invalid", "Invalid")])
        self.min_bv = spin_box("browser_min_bv", 0, 99_999)
        self.max_bv = spin_box("browser_max_bv", 0, 99_999)
        for box in (self.min_bv, self.max_bv):
            box.setSpecialValueText("any")
        self.name.textChanged.connect(self.apply_filter)
        self.name.returnPressed.connect(self.to_list)   # Enter: on to the units found
        for box in (self.min_tons, self.max_tons, self.year_from, self.year_to, self.min_bv, self.max_bv):
            box.setKeyboardTracking(True)
            box.valueChanged.connect(self.apply_filter)
        rows = QVBoxLayout()
        for fields in ((("&Name", self.name), ("&Kind", self.kind), ("&Validity", self.validity),
                        ("BV fro&m", self.min_bv), ("BV u&p to", self.max_bv)),
                       (("Tons &from", self.min_tons), ("Tons &to", self.max_tons),
                        ("&Year from", self.year_from), ("Yea&r to", self.year_to), ("Tech &base", self.tech),
                        ("R&ules level", self.rules))):
            row = QHBoxLayout()
            for text, field in fields:
                row.addWidget(buddy_label(text, field))
                row.addWidget(field, 3 if field is self.name else 0)
                row.addSpacing(8)
            rows.addLayout(row)
        add_folder = button("Add fol&der…", "browser_add_folder", self.add_folder_dialog)
        rows.itemAt(0).layout().addWidget(add_folder)
        rows.itemAt(1).layout().addStretch(1)
        return group("Filter", rows)

    def _combo(self, name: str, choices) -> QComboBox:
        box = QComboBox(objectName=name)
        for value, label in choices:
            box.addItem(label, value)
        box.currentIndexChanged.connect(self.apply_filter)
        return box

    def _table(self) -> QTableView:
        self.table = QTableView(objectName="browser_table")
        self.table.setAccessibleName("Units found")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)   # Tab leaves the table: its cells are not a stop each
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        # Columns fitted to the shown rows' text when the filter changes (``_fit_columns``), then
        # left as they are (the player may drag them): a header that fits itself to its contents
        # measures rows again at every show, sort and filter (0.2-0.5 s with 1,400 rows).
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.activated.connect(lambda _index: self.open_selected())   # double-click or Enter
        self.table.setDragEnabled(True)   # rows drag onto the main window, lance builder, print queue
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setDefaultDropAction(Qt.DropAction.CopyAction)
        return self.table

    def _actions(self) -> QHBoxLayout:
        self.count = QLineEdit(objectName="browser_count", readOnly=True, frame=False)
        self.count.setAccessibleName("Units shown")
        self.progress = QProgressBar(objectName="browser_progress", visible=False)
        self.progress.setAccessibleName("Indexing progress")
        self.progress.setFormat("indexing %v of %m files")
        row = QHBoxLayout()
        row.addWidget(self.count, 1)
        row.addWidget(self.progress, 1)
        for text, name, slot, key in (("&Open", "browser_open", self.open_selected, "Ctrl+O"),
                                      ("Add to &lance", "browser_to_lance", self.add_to_lance, "Ctrl+L"),
                                      ("Add to print &queue", "browser_to_queue", self.add_to_queue,
                                       "Ctrl+P"),
                                      ("&Close", "browser_close", self.close, "Esc")):
            widget = button(text, name, slot)
            widget.setShortcut(QKeySequence(key))
            row.addWidget(widget)
        return row

    # --- rows -----------------------------------------------------------------------------
    def folders(self) -> list[Path]:
        """The unit library and every folder the player added."""
        return [*library_folders()[:1], *(Path(p) for p in self.settings.get(Key.BROWSER_FOLDERS))]

    def add_folder(self, folder: Path) -> None:
        folders = [str(Path(p)) for p in self.settings.get(Key.BROWSER_FOLDERS)]
        if str(folder.resolve()) not in folders:
            self.settings.set(Key.BROWSER_FOLDERS, [*folders, str(folder.resolve())])
        self.reload()

    def add_folder_dialog(self) -> None:
        start = self.settings.get(Key.LAST_FOLDER)
        name = QFileDialog.getExistingDirectory(self, "Add a folder of designs", start)
        if name:
            self.add_folder(Path(name))

    def reload(self) -> None:
        """Indexes the folders again on a worker thread; the rows are shown when it is done."""
        if self.indexer is not None:
            self.indexer.cancel()
        self.indexer = FolderIndexer(self.folders(), prepare=cells)
        self.indexer.start()
        self.progress.setRange(0, 0)   # busy until the files are counted
        self.progress.setVisible(True)
        self.poll.start()

    def indexing(self) -> bool:
        return self.indexer is not None and not self.indexer.finished

    def wait_indexed(self, timeout_ms: int = 120_000) -> bool:
        """Lets the event loop run until the rows are shown (scripts and tests); False on timeout."""
        clock = QElapsedTimer()
        clock.start()
        while self.poll.isActive() and clock.elapsed() < timeout_ms:
            QApplication.processEvents()
            if self.indexer is not None and self.indexer.finished:
                self._poll_indexer()
            else:
                time.sleep(0.005)   # let the indexing thread run
        return not self.poll.isActive()

    def _poll_indexer(self) -> None:
        indexer = self.indexer
        if indexer is None:
            self.poll.stop()
            return
        if not indexer.finished:
            if indexer.total:
                self.progress.setRange(0, indexer.total)
                self.progress.setValue(indexer.done)
            return
        self.poll.stop()
        self.progress.setVisible(False)
        self._show_rows(indexer.rows, indexer.problems, indexer.prepared)

    def _show_rows(self, rows: list[BrowserRow], problems: list[str], prepared: list) -> None:
        self.model.set_rows(rows, prepared)
        self._fill_choices(self.tech, sorted({r.tech_base for r in rows}))
        self._fill_choices(self.rules, sorted({r.rules_level for r in rows}))
        unreadable = [line for line in problems if not line.startswith("note: ")]
        if unreadable:
            self.statusBar().showMessage(
                f"{plural(len(unreadable), 'file')} could not be read: {unreadable[0]}")
        self.apply_filter()

    def _fit_columns(self) -> None:
        """Each column as wide as its header and the longest text of the rows shown (the longest
        by characters, measured once: Qt fitting a column to every row's text took 0.5-2.7 s
        for 2,000 rows)."""
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        shown = [self.proxy.mapToSource(self.proxy.index(r, 0)).row() for r in range(self.proxy.rowCount())]
        for column, text in enumerate(self.model.longest_texts(shown)):
            header.resizeSection(column, max(header.sectionSizeHint(column),
                                             metrics.horizontalAdvance(text) + CELL_PADDING))

    def _fill_choices(self, box: QComboBox, values: list[str]) -> None:
        current = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(ANY[1], ANY[0])
        for value in values:
            box.addItem(value, value)
        box.setCurrentIndex(max(0, box.findData(current)))
        box.blockSignals(False)

    def apply_filter(self) -> None:
        self.proxy.set_filter(BrowserFilter(
            self.name.text().strip(), self.kind.currentData() or "",
            self.min_tons.value(), self.max_tons.value(),
            self.tech.currentData() or "", self.rules.currentData() or "", self.year_from.value(),
            self.year_to.value(), self.validity.currentData() or "", self.min_bv.value(),
            self.max_bv.value()))
        self._fit_columns()
        shown = f"{plural(self.proxy.rowCount(), 'unit')} of {self.model.rowCount()} shown"
        left_out = without_year(self.model.rows, self.proxy.filter)
        if left_out:   # D-GUI-6: a Level 2 design that names no year never matches a year range
            shown += f"; {plural(left_out, 'unit')} without a year left out by the year filter"
        self.count.setText(shown)

    def shown_rows(self) -> list[BrowserRow]:
        """The rows the filter shows, in the table's order (once the indexing running is done)."""
        if self.poll.isActive():
            self.wait_indexed()
        return [self.proxy.index(r, 0).data(ROW_ROLE) for r in range(self.proxy.rowCount())]

    def selected_paths(self) -> list[Path]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.proxy.index(r, 0).data(ROW_ROLE).path for r in rows]

    # --- acting ---------------------------------------------------------------------------
    def to_list(self) -> None:
        """Focus the units found, the first selected when none is (Enter in the name filter)."""
        self.table.setFocus()
        if self.proxy.rowCount() and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)

    def open_selected(self) -> None:
        for path in self.selected_paths():
            self.open_path(path)

    def add_to_lance(self) -> None:
        paths = self.selected_paths()
        if paths:
            self.to_lance(paths)

    def add_to_queue(self) -> None:
        paths = self.selected_paths()
        if paths:
            self.to_queue(paths)
