"""The unit browser's rows sort themselves (the filter in front of them keeps their order): a
header click sorts every row, the selection follows its row, clearing a filter shows the rows in
the sort's order, and each column is as wide as its longest text."""

from __future__ import annotations

from pathlib import Path

import yaml
from PySide6.QtCore import QItemSelectionModel, Qt

REPO = Path(__file__).resolve().parents[2]
MECHS = REPO / "units" / "mechs"


def _browser(window):
    browser = window.show_unit_browser()
    assert browser.wait_indexed()
    return browser


def _shown(browser, column: int) -> list[str]:
    return [browser.proxy.index(r, column).data() for r in range(browser.proxy.rowCount())]


def test_a_header_click_sorts_every_row_and_the_selection_follows(window):
    browser = _browser(window)
    browser.kind.setCurrentIndex(browser.kind.findData("mech"))
    browser.table.sortByColumn(2, Qt.SortOrder.DescendingOrder)   # Tons
    tons = [int(text) for text in _shown(browser, 2)]
    # the library's 'Mechs, read straight from their YAML: heaviest first, 100 t the top
    library = sorted((yaml.safe_load(p.read_text(encoding="utf-8"))["tonnage"]
                      for p in MECHS.rglob("*.yaml")), reverse=True)
    assert tons == library
    last = browser.proxy.index(browser.proxy.rowCount() - 1, 0)
    browser.table.selectionModel().select(last, QItemSelectionModel.SelectionFlag.ClearAndSelect
                                          | QItemSelectionModel.SelectionFlag.Rows)
    lightest = browser.selected_paths()
    browser.table.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    assert browser.selected_paths() == lightest   # the same file, now near the top
    assert browser.table.selectionModel().selectedRows()[0].row() < browser.proxy.rowCount() // 2


def test_clearing_the_filter_shows_every_row_in_the_sort_order(window):
    browser = _browser(window)
    browser.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)   # Name
    every = browser.proxy.rowCount()
    browser.name.setText("Atlas")
    assert 0 < browser.proxy.rowCount() < every
    browser.name.clear()
    names = _shown(browser, 0)
    assert len(names) == every and names == sorted(names, key=str.casefold)


def test_each_column_is_as_wide_as_its_longest_text(window):
    browser = _browser(window)
    metrics, header = browser.table.fontMetrics(), browser.table.horizontalHeader()
    names = _shown(browser, 0)
    longest = max(names, key=metrics.horizontalAdvance)
    assert header.sectionSize(0) >= metrics.horizontalAdvance(longest)
