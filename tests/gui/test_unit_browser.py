"""The unit browser: library and user folders in one table, filtered, sorted, opened, sent to a
lance or the print queue."""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml
from PySide6.QtCore import QItemSelectionModel, Qt

from designer.gui.actions import ActionId

REPO = Path(__file__).resolve().parents[2]
MECHS = REPO / "units" / "mechs"


def library_mech_tons() -> dict[str, int]:
    """Tonnage of every library 'Mech, read straight from the YAML (independent of the browser): the
    TRO 3025 ones of units/mechs and the Level 2 ones of units/mechs/level2."""
    return {p.stem: yaml.safe_load(p.read_text(encoding="utf-8"))["tonnage"] for p in MECHS.rglob("*.yaml")}


def test_filter_by_kind_and_tonnage_and_sort_by_tons(window):
    window.actions_by_id[ActionId.UNIT_BROWSER].trigger()
    browser = window.unit_browser
    assert browser.wait_indexed()
    browser.kind.setCurrentIndex(browser.kind.findData("mech"))
    browser.min_tons.setValue(50)
    browser.max_tons.setValue(60)
    expected = sorted(name for name, tons in library_mech_tons().items() if 50 <= tons <= 60)
    assert sorted(row.path.stem for row in browser.shown_rows()) == expected
    assert browser.count.text().startswith(f"{len(expected)} units of ")
    browser.table.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    assert browser.proxy.index(0, 2).data() == "60"
    assert browser.proxy.index(browser.proxy.rowCount() - 1, 2).data() == "50"


def test_user_folder_validity_filter_open_and_multi_select(window, tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    merlin = yaml.safe_load((REPO / "tests" / "units" / "merlin.yaml").read_text(encoding="utf-8"))
    (folder / "ok.yaml").write_text(yaml.safe_dump(merlin), encoding="utf-8")
    broken = {**merlin, "chassis": "Overloaded", "heat_sinks": 30}   # 12 t of sinks over the 60 t limit
    (folder / "bad.yaml").write_text(yaml.safe_dump(broken), encoding="utf-8")
    browser = window.show_unit_browser()
    browser.add_folder(folder)
    assert browser.wait_indexed()
    browser.validity.setCurrentIndex(browser.validity.findData("invalid"))
    browser.name.setText("overloaded")
    assert [row.path.name for row in browser.shown_rows()] == ["bad.yaml"]
    browser.validity.setCurrentIndex(0)
    browser.name.setText("Merlin")
    assert [row.path.name for row in browser.shown_rows()] == ["ok.yaml"]
    browser.table.selectRow(0)
    browser.table.activated.emit(browser.proxy.index(0, 0))   # what double-click or Enter sends
    assert window.current_view().document.path == folder / "ok.yaml"
    browser.name.setText("")
    browser.kind.setCurrentIndex(browser.kind.findData("mech"))
    selection = browser.table.selectionModel()
    selection.clearSelection()
    for row in (0, 1):
        selection.select(browser.proxy.index(row, 0),
                         QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)
    browser.add_to_lance()
    assert len(window.lance_builder.lance.members) == 2
    browser.add_to_queue()
    assert len(window.print_queue.entries) == 2
    shutil.rmtree(folder)


def test_the_year_filter_finds_library_units_by_their_era(window):
    # D-GUI-6: the library's 1987 designs name no year and count as 3025, the era of the 1987 rules.
    browser = window.show_unit_browser()
    assert browser.wait_indexed()
    browser.kind.setCurrentIndex(browser.kind.findData("mech"))
    browser.year_from.setValue(3020)
    browser.year_to.setValue(3030)
    # the 1987 library 'Mechs (units/mechs/level2 holds Level 2 designs, which name no year)
    level1 = [stem for stem in library_mech_tons() if (REPO / "units" / "mechs" / f"{stem}.yaml").is_file()]
    assert sorted(row.path.stem for row in browser.shown_rows()) == sorted(level1)
    browser.year_from.setValue(3026)
    assert browser.shown_rows() == []
    model = browser.model
    column = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    atlas = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "Atlas AS7-D")
    assert model.index(atlas, column.index("Year")).data() == "3025 (era)"


def test_the_browser_says_how_many_units_without_a_year_a_year_range_leaves_out(window, tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    merlin = yaml.safe_load((REPO / "tests" / "units" / "merlin.yaml").read_text(encoding="utf-8"))
    level2 = yaml.safe_dump({**merlin, "schema": 2, "rules_level": 2})
    (folder / "level2.yaml").write_text(level2, encoding="utf-8")
    browser = window.show_unit_browser()
    browser.add_folder(folder)
    assert browser.wait_indexed()
    browser.name.setText("Merlin")
    assert [row.path.name for row in browser.shown_rows()] == ["level2.yaml"]
    browser.year_from.setValue(3000)
    assert browser.shown_rows() == []
    assert browser.count.text().endswith("; 1 unit without a year left out by the year filter")
    shutil.rmtree(folder)


def test_the_browser_shows_each_unit_s_alpha_strike_point_value(window):
    browser = window.show_unit_browser()
    assert browser.wait_indexed()
    model = browser.model
    column = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    atlas = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "Atlas AS7-D")
    # the Atlas AS7-D's card is worked by hand in tests/test_alphastrike.py: PV 52
    assert model.index(atlas, column.index("PV")).data() == "52"
