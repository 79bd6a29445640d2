"""File > New: one entry per unit kind, built from the kind registrations (designer.kinds), with
the texts, mnemonics and keys the menu has always had."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from designer.kinds import UnitKind, register_kind, unregister_kind


def _new_menu(window):
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    return next(a.menu() for a in file_menu.actions() if a.text() == "&New")


def test_file_new_lists_every_kind_with_its_text_and_key(window):
    entries = {a.text(): a.shortcut().toString() for a in _new_menu(window).actions()}
    # The entries as the menu declared them before the registry carried them (texts and keys unchanged)
    assert entries == {
        "&New 'Mech": QKeySequence(QKeySequence.StandardKey.New).toString(),
        "New &Vehicle": "Ctrl+Shift+V", "New &Fighter": "Ctrl+Shift+F",
        "New &Building / Gun Emplacement": "Ctrl+Shift+B", "New &Infantry Platoon": "Ctrl+Shift+I",
        "New B&attle Armor": "Ctrl+Shift+T", "New P&rotoMech": "Ctrl+Shift+M",
        "New &DropShip": "", "New S&mall Craft": "",
        "New &Support Vehicle": "Ctrl+Shift+U",
    }


def test_each_new_entry_opens_a_design_of_its_kind(window):
    for kind in ("vehicle", "fighter", "building", "infantry", "battlearmor", "protomech"):
        window.actions_by_id[f"new_{kind}"].trigger()
        assert window.current_view().document.kind == kind


def test_a_registered_kind_gets_its_entry_with_no_other_edit(qtbot, settings, tmp_path):
    from designer.gui.main_window import MainWindow

    register_kind(UnitKind("toy", "Toy", "designer.vehicle.model:Vehicle", validator=lambda unit: [],
                           summarizer=lambda unit: None, new_text="New &Toy", new_shortcut="Ctrl+Alt+Y"))
    try:
        window = MainWindow(settings, recovery_folder=tmp_path / "recovery")
        qtbot.addWidget(window)
        action = window.actions_by_id["new_toy"]
        assert (action.text(), action.shortcut().toString()) == ("New &Toy", "Ctrl+Alt+Y")
        assert action in _new_menu(window).actions()
    finally:
        unregister_kind("toy")
