"""The unit browser: the unit library and the player's folders in one sortable table, filtered by
name, kind, tonnage range, tech base, rules level, year range and validity. Double-click or
Enter opens a design; the selected rows go to the lance builder or the print queue. Every value
comes from the core (``designer.editing.browser``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QKeySequence, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QFileDialog, QHBoxLayout, QHeaderView, QLineEdit, QMainWindow,
    QTableView, QVBoxLayout, QWidget,
)

from designer.editing.browser import BrowserFilter, BrowserRow, scan, without_year
from designer.editing.library import library_folders
from designer.editing.units import KIND_LABELS, UnitKind
from designer.gui.accessibility import name_widgets
from designer.gui.settings import Key, Settings
from designer.gui.unit_widgets import button, group
from designer.gui.widgets import buddy_label, plural, spin_box

COLUMNS = ("Name", "Kind", "Tons", "Tech base", "Rules", "Year", "Validity", "Cost (C-bills)", "MP",
           "RA/AV", "CA/ST", "D", "R", "BF MP", "Folder")
ROW_ROLE = Qt.ItemDataRole.UserRole + 1
ANY = ("", "Any")


class RowFilter(QSortFilterProxyModel):
    """Shows the rows the core's ``BrowserFilter`` accepts."""

    def __init__(self) -> None:
        super().__init__()
        self.filter = BrowserFilter()
        self.setSortRole(Qt.ItemDataRole.UserRole)

    def set_filter(self, wanted: BrowserFilter) -> None:
        self.beginFilterChange()
        self.filter = wanted
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, parent) -> bool:  # noqa: N802 (Qt API)
        row = self.sourceModel().index(source_row, 0, parent).data(ROW_ROLE)
        return row is not None and self.filter.accepts(row)


def _cells(row: BrowserRow) -> list[tuple[str, object]]:
    """(shown text, sort key) per column."""
    bf = row.battleforce or (None,) * 5
    known = row.kind in {k.value for k in UnitKind}
    kind = KIND_LABELS.get(UnitKind(row.kind), row.kind) if known else row.kind
    numbers = [(str(v) if v is not None else "—", v if v is not None else -1) for v in bf]
    return [(row.name, row.name.casefold()), (kind, kind), (f"{row.tons:g}", row.tons),
            (row.tech_base, row.tech_base), (row.rules_level, row.rules_level),
            (row.year_text, row.filter_year or 0), (row.validity, (row.errors, row.warnings)),
            _cost_cell(row.cost),
            (row.movement, row.movement), *numbers,
            ("unit library" if row.library else str(row.path.parent), str(row.path.parent))]


def _cost_cell(cost: int | None) -> tuple[str, object]:
    return (f"{cost:,}", cost) if cost is not None else ("not computed", -1)


class UnitBrowser(QMainWindow):
    def __init__(self, settings: Settings, open_path: Callable[[Path], object],
                 to_lance: Callable[[list[Path]], object], to_queue: Callable[[list[Path]], object]) -> None:
        super().__init__()
        self.settings, self.open_path, self.to_lance, self.to_queue = settings, open_path, to_lance, to_queue
        self.setObjectName("unit_browser")
        self.setWindowTitle("Unit Browser")
        self.model = QStandardItemModel(0, len(COLUMNS))
        self.model.setHorizontalHeaderLabels(list(COLUMNS))
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
        self.kind = self._combo("browser_kind", [ANY, *((k.value, text) for k, text in KIND_LABELS.items())])
        self.min_tons = spin_box("browser_min_tons", 0, 200)
        self.max_tons = spin_box("browser_max_tons", 0, 200)
        self.max_tons.setSpecialValueText("any")
        self.tech = self._combo("browser_tech", [ANY])
        self.rules = self._combo("browser_rules", [ANY])
        self.year_from = spin_box("browser_year_from", 0, 3200)
        self.year_to = spin_box("browser_year_to", 0, 3200)
        for box in (self.year_from, self.year_to):
            box.setSpecialValueText("any")
        self.validity = self._combo("browser_validity", [ANY, ("valid", "Valid"), ("invalid", "Invalid")])
        self.name.textChanged.connect(self.apply_filter)
        for box in (self.min_tons, self.max_tons, self.year_from, self.year_to):
            box.setKeyboardTracking(True)
            box.valueChanged.connect(self.apply_filter)
        rows = QVBoxLayout()
        for fields in ((("&Name", self.name), ("&Kind", self.kind), ("&Validity", self.validity)),
                       (("Tons &from", self.min_tons), ("Tons &to", self.max_tons),
                        ("&Year from", self.year_from), ("Year t&o", self.year_to), ("Tech &base", self.tech),
                        ("R&ules level", self.rules))):
            row = QHBoxLayout()
            for text, field in fields:
                row.addWidget(buddy_label(text, field))
                row.addWidget(field, 3 if field is self.name else 0)
                row.addSpacing(8)
            rows.addLayout(row)
        add_folder = button("Add &folder…", "browser_add_folder", self.add_folder_dialog)
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
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.activated.connect(lambda _index: self.open_selected())   # double-click or Enter
        return self.table

    def _actions(self) -> QHBoxLayout:
        self.count = QLineEdit(objectName="browser_count", readOnly=True, frame=False)
        self.count.setAccessibleName("Units shown")
        row = QHBoxLayout()
        row.addWidget(self.count, 1)
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
        rows, problems = scan(self.folders())
        self.model.removeRows(0, self.model.rowCount())
        for row in rows:
            items = []
            for text, key in _cells(row):
                item = QStandardItem(text)
                item.setData(key, Qt.ItemDataRole.UserRole)
                if isinstance(key, (int, float)) and not isinstance(key, bool):   # numbers line up right
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                items.append(item)
            items[0].setData(row, ROW_ROLE)
            items[0].setToolTip(str(row.path))
            self.model.appendRow(items)
        self._fill_choices(self.tech, sorted({r.tech_base for r in rows}))
        self._fill_choices(self.rules, sorted({r.rules_level for r in rows}))
        if problems:
            self.statusBar().showMessage(f"{plural(len(problems), 'file')} could not be read: {problems[0]}")
        self.apply_filter()

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
            self.year_to.value(), self.validity.currentData() or ""))
        shown = f"{plural(self.proxy.rowCount(), 'unit')} of {self.model.rowCount()} shown"
        rows = [self.model.index(r, 0).data(ROW_ROLE) for r in range(self.model.rowCount())]
        left_out = without_year(rows, self.proxy.filter)
        if left_out:   # D-GUI-6: a Level 2 design that names no year never matches a year range
            shown += f"; {plural(left_out, 'unit')} without a year left out by the year filter"
        self.count.setText(shown)

    def shown_rows(self) -> list[BrowserRow]:
        return [self.proxy.index(r, 0).data(ROW_ROLE) for r in range(self.proxy.rowCount())]

    def selected_paths(self) -> list[Path]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.proxy.index(r, 0).data(ROW_ROLE).path for r in rows]

    # --- acting ---------------------------------------------------------------------------
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
