"""Every unit of the library (units/, OmniMechs included: the Timber Wolf's ten
configurations once widened the window to 1,721 px) opens in a window whose minimum size fits a
1366x768 screen, less a window manager's frame and title bar. One window opens them in turn."""

from __future__ import annotations

from pathlib import Path

import time

from PySide6.QtWidgets import QApplication

REPO = Path(__file__).resolve().parents[2]
SCREEN_WIDTH, SCREEN_HEIGHT = 1366, 768
FRAME, TITLE = 16, 48   # designer.gui.main_window FRAME_MARGIN, TITLE_MARGIN: room the frame takes


def library_files() -> list[Path]:
    return sorted(path for path in (REPO / "units").rglob("*.yaml"))


def test_every_library_unit_fits_a_1366_by_768_screen(window):
    files = library_files()
    assert len(files) > 100   # units/: 'Mechs (61 Level 2), vehicles, fighters, examples
    window.new_design()   # kept open: the window never goes back to its start page in between
    too_big: list[str] = []
    started = time.monotonic()
    omni = 0
    for path in files:
        view = window.open_path(path)
        assert view is not None, path
        omni += hasattr(view, "switcher")
        hint = window.minimumSizeHint().expandedTo(window.minimumSize())
        if hint.width() > SCREEN_WIDTH - FRAME or hint.height() > SCREEN_HEIGHT - TITLE:
            too_big.append(f"{path.name}: {hint.width()}x{hint.height()}")
        view.document.history.mark_saved()
        window.close_view(view)
        if files.index(path) % 20 == 19:
            QApplication.processEvents()   # the closed views are deleted
    print(f"{len(files)} units in {time.monotonic() - started:.1f} s")
    assert omni >= 10   # the OmniMechs of units/mechs/level2
    assert too_big == []
