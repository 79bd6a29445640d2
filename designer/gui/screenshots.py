"""The GUI screenshots of the docs, made offscreen: ``python -m designer.gui.screenshots docs/``.

gui-main-1366x768.png      the main window at 1366x768 on the Criticals tab, the catalog list
                           showing what fits the right torso
gui-unit-browser.png       the unit browser filtered to 50-60 ton 'Mechs, heaviest first
gui-fluff.png              the Fluff tab with its readout
gui-preview-zoom.png       the preview at 100 %
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

SCREEN = (1366, 768)
DESIGN = "Wolverine WVR-6R"
FLUFF = {  # our own words, written for the screenshot
    "overview": "A medium 'Mech built to hold a line on its own: jump jets to reach cover, an autocannon "
                "for range and short-range missiles for anything that closes in.",
    "capabilities": "Jump jets, an autocannon, a six-tube short-range missile rack and a medium laser.",
    "manufacturer": "Example Works, Sample City",
}


def _wait_for_preview(page) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    page.rendered.connect(loop.quit)
    QTimer.singleShot(30_000, loop.quit)
    loop.exec()


def _grab(widget, path: Path) -> Path:
    from PySide6.QtWidgets import QApplication

    from designer.gui.app import save_png

    QApplication.processEvents()
    if not save_png(widget.grab(), path):   # encoded in memory, written by the atomic writer
        raise OSError(f"{path}: could not save the screenshot")
    return path


def make(folder: Path) -> list[Path]:
    """Writes the four screenshots into ``folder``; returns their paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, Qt

    from designer.editing.fluff import set_fluff
    from designer.editing.library import find_canon
    from designer.gui.app import application
    from designer.gui.main_window import MainWindow
    from designer.gui.settings import Settings
    from designer.mech.model import MechLocation

    application()
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="designer-shots-") as scratch:
        settings = Settings(QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat))
        window = MainWindow(settings, recovery_folder=Path(scratch) / "recovery", record_recent=False)
        window.resize(*SCREEN)
        window.show()
        design = find_canon(DESIGN)
        if design is None:
            raise FileNotFoundError(f"{DESIGN} is not in the unit library")
        view = window.open_path(design)
        view.show_tab("criticals")
        view.page("criticals").catalog.select_location(MechLocation.RT)   # the catalog list: what fits there
        shots = [_grab(window, folder / "gui-main-1366x768.png")]

        browser = window.show_unit_browser()
        browser.wait_indexed()
        browser.resize(1280, 600)
        browser.kind.setCurrentIndex(browser.kind.findData("mech"))
        browser.min_tons.setValue(50)
        browser.max_tons.setValue(60)
        browser.table.sortByColumn(2, Qt.SortOrder.DescendingOrder)   # tons, heaviest first
        shots.append(_grab(browser, folder / "gui-unit-browser.png"))
        browser.close()

        for field, text in FLUFF.items():
            view.document.edit(set_fluff, field, text)
        view.show_tab("fluff")
        shots.append(_grab(window, folder / "gui-fluff.png"))

        view.show_tab("preview")
        preview = view.page("preview")
        _wait_for_preview(preview)
        preview.set_zoom(1.0)
        shots.append(_grab(window, folder / "gui-preview-zoom.png"))
        for open_view in window.views():
            open_view.document.history.mark_saved()   # nothing to ask about when closing
        window.close()
    return shots


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else Path("docs")
    for path in make(folder):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
