"""The undo/redo key filter (designer/gui/shortcuts.py) is installed once per application: with one
filter per window, every closed window's filter stayed on the application and every event of the
session ran through all of them (the 1366x768 fit test over the library took 104 s in the whole
suite against 17 s alone)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from designer.gui.shortcuts import HistoryKeysToWindow, install_history_keys


def test_windows_share_the_application_filter(qtbot, tmp_path):
    from designer.gui.main_window import MainWindow

    app = QApplication.instance()
    first = MainWindow(recovery_folder=tmp_path / "one")
    qtbot.addWidget(first)
    second = MainWindow(recovery_folder=tmp_path / "two")
    qtbot.addWidget(second)
    filters = app.findChildren(HistoryKeysToWindow)
    assert len(filters) == 1
    assert install_history_keys(app) is filters[0]
