"""Starting the window, and ``--screenshot``: render the window offscreen, save a PNG, exit."""

from __future__ import annotations

import os
import sys
from pathlib import Path

SCREENSHOT_SIZE = (1280, 800)
PREVIEW_WAIT_MS = 20_000


def application():
    """The one QApplication (created on first use)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setOrganizationName("designer")
        app.setApplicationName("designer")
    return app


def run(file: str | None = None, screenshot: str | None = None, tab: str | None = None) -> int:
    """Opens the window (with ``file`` if given); with ``screenshot`` saves a PNG and exits."""
    if screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = application()
    from designer.gui.main_window import MainWindow

    window = MainWindow()
    view = window.open_path(Path(file)) if file else window.new_design()
    if file and view is None:
        return 2
    if screenshot:
        return save_screenshot(window, Path(screenshot), tab)
    window.show()
    return app.exec()


def save_screenshot(window, path: Path, tab: str | None = None) -> int:
    """Grabs the window at 1280x800 with ``tab`` showing; waits for the preview to render."""
    from PySide6.QtCore import QEventLoop, QTimer

    from designer.gui.design_view import TabName

    window.resize(*SCREENSHOT_SIZE)
    window.show()
    view = window.current_view()
    if tab and view is not None:
        view.show_tab(TabName(tab.lower()))
        if TabName(tab.lower()) is TabName.PREVIEW:
            loop = QEventLoop()
            view.page(TabName.PREVIEW).rendered.connect(loop.quit)
            QTimer.singleShot(PREVIEW_WAIT_MS, loop.quit)
            loop.exec()
    application().processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    saved = window.grab().save(str(path))
    for view in window.views():
        view.document.history.mark_saved()   # nothing to ask about when exiting
    window.close()
    return 0 if saved else 2
