"""The unit browser's table model: a list of rows, their cells (text and sort key) worked out once
when the rows arrive, so that a folder of thousands of designs shows and sorts without one Qt
item per cell."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, QPersistentModelIndex, Qt

from designer.editing.browser import BrowserRow
from designer.kinds import kind_label
from designer.gui.file_drops import URI_LIST, paths_mime

COLUMNS = ("Name", "Kind", "Tons", "Tech base", "Rules", "Year", "Validity", "BV", "PV", "Cost (C-bills)",
           "MP", "RA/AV", "CA/ST", "D", "R", "BF MP", "Folder")
BV_COLUMN = COLUMNS.index("BV")
ROW_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()


def cells(row: BrowserRow) -> list[tuple[str, object]]:
    """(shown text, sort key) per column."""
    bf = row.battleforce or (None,) * 5
    kind = kind_label(row.kind)
    numbers = [(str(v) if v is not None else "—", v if v is not None else -1) for v in bf]
    return [(row.name, row.name.casefold()), (kind, kind), (f"{row.tons:g}", row.tons),
            (row.tech_base, row.tech_base), (row.rules_level, row.rules_level),
            (row.year_text, row.filter_year or 0), (row.validity, (row.errors, row.warnings)),
            _number_cell(row.battle_value, "not rated"), _number_cell(row.point_value, "no card"),
            _number_cell(row.cost, "not computed"),
            (row.movement, row.movement), *numbers,
            ("unit library" if row.library else str(row.path.parent), str(row.path.parent))]


def _number_cell(value: int | None, none: str) -> tuple[str, object]:
    return (f"{value:,}", value) if value is not None else (none, -1)


def _sort_key(key: object) -> tuple[int, Any]:
    """A cell's sort key, comparable with every other key of its column (text after numbers)."""
    return (1, key) if isinstance(key, str) else (0, key)


class RowsModel(QAbstractTableModel):
    """The rows, kept in the order the table shows them: the model sorts itself once per sort
    (a sorting proxy asks for two keys per comparison, some 30,000 calls into Python for 1,400
    rows at every filter change)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[BrowserRow] = []
        self._cells: list[list[tuple[str, object]]] = []
        self.sort_by: tuple[int, Qt.SortOrder] | None = None

    def set_rows(self, rows: list[BrowserRow], prepared: list[list[tuple[str, object]]] | None = None
                 ) -> None:
        """Shows ``rows``; ``prepared``: their :func:`cells`, when worked out already (off this thread)."""
        self.beginResetModel()
        self.rows = list(rows)
        self._cells = prepared if prepared is not None and len(prepared) == len(rows) else [
            cells(row) for row in self.rows]
        self._reorder(self._order())
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sort_by = (column, order)
        self.layoutAboutToBeChanged.emit()
        order_now = self._order()
        new_row = {old: new for new, old in enumerate(order_now)}
        kept = self.persistentIndexList()
        self._reorder(order_now)
        self.changePersistentIndexList(kept, [self.index(new_row[i.row()], i.column()) for i in kept])
        self.layoutChanged.emit()

    def longest_texts(self, rows: list[int]) -> list[str]:
        """Each column's longest text (by characters) among ``rows``, to size the columns."""
        shown = [self._cells[row] for row in rows]
        return [max((row_cells[column][0] for row_cells in shown), key=len, default="")
                for column in range(len(COLUMNS))]

    def _order(self) -> list[int]:
        """The rows' positions in the sort asked for (stable: equal keys keep their order)."""
        if self.sort_by is None:
            return list(range(len(self.rows)))
        column, order = self.sort_by
        keys = [_sort_key(row_cells[column][1]) for row_cells in self._cells]
        return sorted(range(len(keys)), key=keys.__getitem__,
                      reverse=order == Qt.SortOrder.DescendingOrder)

    def _reorder(self, order: list[int]) -> None:
        self.rows = [self.rows[i] for i in order]
        self._cells = [self._cells[i] for i in order]

    def rowCount(self, parent: Index = NO_PARENT) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = NO_PARENT) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        text, key = self._cells[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == SORT_ROLE:
            return key
        if role == ROW_ROLE:
            return self.rows[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 0:
            return str(self.rows[index.row()].path)
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == BV_COLUMN:
            return self.rows[index.row()].battle_value_reason or None   # the core's reason
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(key, (int, float)) \
                and not isinstance(key, bool):   # numbers line up right
            return int(_RIGHT.value)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        """A row can be dragged onto the main window, the lance builder or the print queue."""
        flags = super().flags(index)
        return flags | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else flags

    def mimeTypes(self) -> list[str]:  # noqa: N802 (Qt API)
        return [URI_LIST]

    def mimeData(self, indexes) -> QMimeData:  # noqa: N802 (Qt API)
        """The files of the dragged rows, each once, in row order."""
        rows = sorted({index.row() for index in indexes if index.isValid()})
        return paths_mime([self.rows[row].path for row in rows])

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802 (Qt API)
        return Qt.DropAction.CopyAction

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section]
        return None
