"""The unit browser's BV cell shows the core's reason a design has no Battle Value as its tooltip
(decision D-BV-4)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from designer.editing.browser import BrowserRow
from designer.gui.browser_model import BV_COLUMN, RowsModel


def _row(value, reason) -> BrowserRow:
    return BrowserRow(Path("x.yaml"), "Office", "building", 0.0, "Inner Sphere", "Level 1", None, 0, 0, None,
                      "", None, False, value, reason)


def test_the_bv_cell_tooltip_is_the_reason(qtbot):
    model = RowsModel()
    model.set_rows([_row(None, "no Battle Value for Backhoe"), _row(1897, "")])
    tip = Qt.ItemDataRole.ToolTipRole
    assert model.data(model.index(0, BV_COLUMN), Qt.ItemDataRole.DisplayRole) == "not rated"
    assert model.data(model.index(0, BV_COLUMN), tip) == "no Battle Value for Backhoe"
    assert model.data(model.index(1, BV_COLUMN), tip) is None
