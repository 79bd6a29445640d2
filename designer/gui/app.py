"""Starting the window, and ``--screenshot``: render the window offscreen, save a PNG, exit."""

from __future__ import annotations

import os
import sys
from pathlib import Path

SCREENSHOT_SIZE = (1280, 800)
PREVIEW_WAIT_MS = 20_000
SIGNAL_POLL_MS = 200


def application():
    """The one QApplication (created on first use)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setOrganizationName("designer")
        app.setApplicationName("designer")
    return app


def run(file: str | None = None, screenshot: str | None = None, tab: str | None = None,
        lance: str | None = None) -> int:
    """Opens the window (with ``file`` if given); with ``screenshot`` saves a PNG and exits.
    ``lance`` ("" for an empty one) opens the lance builder, with that lance or force file."""
    if screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = application()
    window = _built_window(bool(screenshot))
    ticker = close_on_signals(window)   # noqa: F841 - SIGTERM / Ctrl+C end it cleanly from here on
    if lance is not None:
        return _run_lance(app, window, lance, screenshot)
    view = window.open_path(Path(file)) if file else window.new_design()
    if file and view is None:
        return 2
    if screenshot:
        return save_screenshot(window, Path(screenshot), tab)
    window.show()
    window.focus_design()
    window.offer_recovery()
    from designer.gui.automation import start_if_asked

    writer = start_if_asked()   # noqa: F841 (kept alive while the window runs)
    return app.exec()


def _built_window(screenshot: bool):
    """The main window; on screen, a start-up card shows while its modules load and it is built."""
    splash = None
    if not screenshot:
        from designer.gui.splash import starting_splash

        splash = starting_splash()   # at once, before the window's imports
    from designer.gui.main_window import MainWindow

    window = MainWindow(record_recent=not screenshot, unattended=screenshot)
    if splash is not None:
        splash.close()   # the window is built: nothing modal (a file that cannot open) hides behind it
    return window


def close_on_signals(window):
    """SIGTERM and SIGINT (Ctrl+C in the terminal) end the program cleanly: the window keeps the
    unsaved designs for recovery and quits (``MainWindow.terminate``), with no traceback. Python
    runs a signal handler only between bytecodes, so a timer lets the interpreter in regularly."""
    import signal

    from PySide6.QtCore import QTimer

    def handle(_signum, _frame) -> None:
        QTimer.singleShot(0, window.terminate)

    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, handle)
    ticker = QTimer(window, interval=SIGNAL_POLL_MS)
    ticker.timeout.connect(lambda: None)
    ticker.start()
    return ticker


def _run_lance(app, window, lance: str, screenshot: str | None) -> int:
    builder = window.show_lance_builder()
    if lance and not builder.open_path(Path(lance)):
        return 2
    if not screenshot:
        window.show()
        return app.exec()
    builder.resize(*SCREENSHOT_SIZE)
    builder.panel.show_working.setChecked(True)
    app.processEvents()
    saved = save_png(builder.grab(), Path(screenshot))
    builder.dirty = False
    builder.close()
    window.close()
    return 0 if saved else 2


def save_screenshot(window, path: Path, tab: str | None = None) -> int:
    """Grabs the window at 1280x800 with ``tab`` showing; waits for the preview to render."""
    from PySide6.QtCore import QEventLoop, QTimer

    window.resize(*SCREENSHOT_SIZE)
    window.show()
    view = window.current_view()
    if tab and view is not None:
        view.show_tab(tab.lower())   # a tab a kind lacks (criticals of a vehicle) leaves the first
        if tab.lower() == "preview":
            loop = QEventLoop()
            view.page("preview").rendered.connect(loop.quit)
            QTimer.singleShot(PREVIEW_WAIT_MS, loop.quit)
            loop.exec()
    application().processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    saved = save_png(window.grab(), path)
    for view in window.views():
        view.document.history.mark_saved()   # nothing to ask about when exiting
    window.close()
    return 0 if saved else 2


def save_png(pixmap, path: Path) -> bool:
    """Encodes ``pixmap`` as PNG in memory and writes it with the atomic writer, so a failed
    save never truncates the file at ``path``; False (with one line on stderr) on failure."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from designer.safe_io import atomic_write, os_problem

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not pixmap.save(buffer, "PNG"):
        print(f"{path}: cannot encode the screenshot as PNG", file=sys.stderr)
        return False
    buffer.close()
    try:
        atomic_write(path, bytes(data.data()))
    except OSError as exc:
        print(f"{path}: cannot write: {os_problem(exc, path)}", file=sys.stderr)
        return False
    return True
