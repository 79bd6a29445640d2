"""The numbers the window shows are the numbers the core computes: the catalog's Cost column is
the price the design's cost lines take, the unit browser shows an OmniMech's Prime rather than its
bare chassis, and a support vehicle's weight counts its cargo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from designer.mech import technology_edits as technology
from designer.gui.actions import ActionId
from designer.mech.edits import add_item, remove_mount, set_tonnage
from designer.rules.cost import cost_total

REPO = Path(__file__).resolve().parents[2]
TIMBER_WOLF = REPO / "units" / "mechs" / "level2" / "Mad Cat (Timber Wolf).yaml"


def _catalog_cost(tab, name: str) -> str:
    row = next(row for row in range(tab.model.rowCount()) if tab.model.item(row, 0).text() == name)
    return tab.model.item(row, 11).text()


def test_the_er_ppc_costs_in_the_catalog_what_adding_it_adds(window):
    view = window.new_design()
    view.document.edit(technology.set_year, 3058)
    view.document.edit(set_tonnage, 55)
    view.show_tab("equipment")
    tab = view.page("equipment")
    # TechManual ER PPC: 300,000 C-bills (MegaMek ISERPPC); the catalog showed "—"
    assert _catalog_cost(tab, "IS ER PPC") == "300,000"
    before = cost_total(view.document.mech)[0]
    view.document.edit(add_item, "IS ER PPC")
    after = cost_total(view.document.mech)[0]
    tons = view.document.mech.tonnage
    # the 'Mech Cost Chart's final multiplier, 1 + tons / 100 (seed 000): 300,000 x 1.55 = 465,000
    assert tons == 55
    assert after - before == round(300_000 * (1 + tons / 100)) == 465_000


def test_the_browser_shows_the_timber_wolf_prime_not_the_bare_chassis():
    from designer.editing.browser import row_for
    from designer.unit_index.row import index_file

    for row in (index_file(TIMBER_WOLF).row, row_for(TIMBER_WOLF)):
        assert row is not None
        assert row.name == "Mad Cat (Timber Wolf) Prime"
        assert row.battle_value == 2737   # Master Unit List: Timber Wolf (Mad Cat) Prime, BV 2,737


def test_year_not_set_offers_the_master_rules_era_and_says_why(window):
    # decision D-ERA-1: a Level 2 design without a year is offered and judged by 3060
    from designer.model.common import TechBase

    view = window.new_design()
    view.document.edit(technology.set_tech_base, TechBase.CLAN)   # Clan technology is Level 2 (seed 002)
    assert view.document.mech.rules_level == 2
    assert view.document.mech.year is None
    view.show_tab("equipment")
    tab = view.page("equipment")
    names = {tab.model.item(row, 0).text() for row in range(tab.model.rowCount())}
    assert "Clan ER Micro Laser" in names        # 3060, the newest Master Rules item
    assert "Clan Plasma Cannon" not in names     # 3069: "Not set" let later technology through
    structure = view.page("structure")
    assert structure.year.text() == "Not set" and "3060" in structure.year.toolTip()


def test_the_breakdown_is_what_bv_explain_prints(qtbot, window, capsys):
    from designer.cli import main

    atlas = REPO / "units" / "mechs" / "Atlas AS7-D.yaml"
    window.open_path(atlas)
    qtbot.mouseClick(window.status.labels["battle_value"], Qt.MouseButton.LeftButton)
    dialog = window.breakdown
    assert dialog.isVisible()
    assert main(["bv", "--explain", str(atlas)]) == 0
    printed = capsys.readouterr().out
    shown = dialog.text.toPlainText()
    assert shown.strip() == printed.strip()
    # Atlas AS7-D: Battle Value 1,897 (the Master Unit List's BV 2.0); its cost lines follow
    assert shown.startswith("Atlas AS7-D: Battle Value 1,897") and "Cost (C-Bills):" in shown
    assert window.actions_by_id[ActionId.VALUE_BREAKDOWN].shortcut().toString() == "Ctrl+I"


def test_file_print_to_printer_opens_the_print_dialog_of_the_sheet(window, monkeypatch, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    view = window.new_design()
    preview = view.page("preview")
    asked: list[bool] = []
    monkeypatch.setattr(preview, "print_dialog", lambda: asked.append(True))
    action = window.actions_by_id[ActionId.PRINT_PRINTER]
    assert action.isEnabled() and action.text() == "Print &to Printer…"
    action.trigger()
    assert asked == [True]
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)   # what the dialog hands on: a printer
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert preview.print_to(printer) == 1   # the 'Mech record sheet: one page


def test_fits_the_tons_left_hides_what_is_too_heavy(window):
    from designer.mech.figures import figures

    view = window.open_path(REPO / "units" / "mechs" / "Atlas AS7-D.yaml")
    view.show_tab("equipment")
    tab = view.page("equipment")
    everything = tab.proxy.rowCount()
    tab.fits.setChecked(True)
    assert figures(view.document.mech).tons_left == 0    # the Atlas AS7-D weighs its 100 tons
    assert tab.proxy.rowCount() == 0                     # so nothing fits
    view.document.edit(remove_mount, next(i for i, m in enumerate(view.document.mech.equipment)
                                          if m.item == "AC/20"))   # 14 t (seed 000 Weapons Table)
    assert figures(view.document.mech).tons_left == 14
    shown = [float(tab.proxy.index(r, 8).data()) for r in range(tab.proxy.rowCount())]
    assert 0 < len(shown) < everything and max(shown) == 14 and all(t <= 14 for t in shown)
    tab.fits.setChecked(False)
    assert tab.proxy.rowCount() == everything


def test_the_catalog_shows_each_items_battle_value(window):
    view = window.new_design()
    view.document.edit(technology.set_year, 3058)
    view.show_tab("equipment")
    tab = view.page("equipment")
    column = tab.model.columnCount() - 1
    assert tab.model.horizontalHeaderItem(column).text() == "BV"
    values = {tab.model.item(r, 0).text(): tab.model.item(r, column).text()
              for r in range(tab.model.rowCount())}
    # TechManual Battle Value 2.0 weapon values (MegaMek): medium laser 46, IS ER PPC 229, AC/20 178
    assert (values["Medium Laser"], values["IS ER PPC"], values["AC/20"]) == ("46", "229", "178")
