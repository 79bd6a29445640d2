"""The window's slow spots a player meets (each should leave the window answering within 0.3 s,
but for opening and indexing, which show progress):

* the first paint of the main window (imports done: the window's own building);
* the unit browser's first open: the time the window's thread is busy, then the indexing of the
  library on the worker thread (cold cache, then warm) until the rows are shown;
* typing into the browser's filter while a folder indexes: the longest the window's thread does
  not answer (a 10 ms heartbeat timer's worst gap) while a key a 40 ms is typed;
* the same while the reference sets beside the checkout (``../shared/reference/level2`` and
  ``level2-blk``: some 1,500 files with the library) index with a cold cache, when they are there;
* clearing the browser filter with some 1,400 rows showing again;
* the preview after an edit: the window's thread's part, and the time until the new image;
* opening a design: a 'Mech and the library's Timber Wolf (every configuration), first and again.

    python -m bench window
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import Row  # noqa: E402

ANSWER = "< 300 ms"
MERLIN = Path(__file__).resolve().parents[1] / "tests" / "units" / "merlin.yaml"
REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "reference"
REFERENCE_SETS = ("level2", "level2-blk")


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


class Heartbeat:
    """A 10 ms timer on the window's thread; ``worst`` is the longest gap between its ticks."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.last = time.perf_counter()
        self.worst = 0.0
        self.timer = QTimer(interval=10)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, (now - self.last) * 1000)
        self.last = now

    def stop(self) -> float:
        self.timer.stop()
        return self.worst


def _spin(app, until, timeout_s: float = 300.0) -> None:
    end = time.perf_counter() + timeout_s
    while not until() and time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.002)


def _settings(folder: Path):
    from PySide6.QtCore import QSettings

    from designer.gui.settings import Settings

    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


def first_paint(app, folder: Path):
    from designer.gui.main_window import MainWindow

    start = time.perf_counter()
    window = MainWindow(_settings(folder), recovery_folder=folder / "recovery", record_recent=False)
    window.resize(1366, 768)
    window.show()
    window.grab()
    return window, _ms(start)


def browser_open(app, window) -> tuple[object, float, float]:
    """(browser, the window's thread's part, until the rows are shown) in ms."""
    start = time.perf_counter()
    browser = window.show_unit_browser()
    app.processEvents()
    gui = _ms(start)
    browser.wait_indexed()
    return browser, gui, _ms(start)


def typing_while_indexing(app, browser) -> tuple[float, int]:
    """The worst stall (ms) while typing during a cold indexing; how many keys were typed."""
    heart = Heartbeat()
    browser.reload()
    typed, word = 0, "Atlas Wolverine Marauder Shadow Hawk "
    next_key = time.perf_counter()
    while browser.indexing() or browser.poll.isActive():
        app.processEvents()
        if time.perf_counter() >= next_key:
            browser.name.setText(word[: typed % len(word) + 1])
            typed += 1
            next_key = time.perf_counter() + 0.04
        time.sleep(0.001)
    browser.name.clear()
    return heart.stop(), typed


def typing_while_reference_indexes(app, browser) -> tuple[float, int, int]:
    """The worst stall (ms) and keys typed while the library and the reference sets index with a
    cold cache, and how many files they are; (0, 0, 0) without the reference sets."""
    from designer.gui.settings import Key

    sets = [str(REFERENCE / name) for name in REFERENCE_SETS if (REFERENCE / name).is_dir()]
    if not sets:
        return 0.0, 0, 0
    kept = browser.settings.get(Key.BROWSER_FOLDERS)
    browser.settings.set(Key.BROWSER_FOLDERS, sets)
    try:
        stall, typed = typing_while_indexing(app, browser)
        files = browser.indexer.total if browser.indexer is not None else 0
    finally:
        browser.settings.set(Key.BROWSER_FOLDERS, kept)
    browser.reload()
    browser.wait_indexed()
    return stall, typed, files


def clear_filter(app, browser) -> tuple[float, int]:
    """Clearing the name filter with the library's rows shown eight times over (some 1,400 rows,
    as a library and a folder or two of the player's give), in ms."""
    from designer.gui.browser_model import cells

    rows = browser.model.rows * 8
    browser.model.set_rows(rows, [cells(row) for row in rows])
    browser.apply_filter()
    browser.name.setText("Atlas")
    app.processEvents()
    start = time.perf_counter()
    browser.name.clear()
    app.processEvents()
    return _ms(start), browser.proxy.rowCount()


def preview(app, window) -> tuple[float, float]:
    """(the edit's part on the window's thread, edit to new image) in ms, best of three."""
    from designer.mech.edits import set_names

    view = window.open_path(MERLIN)
    view.show_tab("preview")
    page = view.page("preview")
    done: list[bool] = []
    page.rendered.connect(lambda: done.append(True))
    page.refresh()
    _spin(app, lambda: done)
    gui, whole = [], []
    for n in range(3):
        done.clear()
        start = time.perf_counter()
        view.document.edit(set_names, f"Merlin {n}", "MLN-1A")
        app.processEvents()
        gui.append(_ms(start))
        _spin(app, lambda: done)
        whole.append(_ms(start))
    view.document.history.mark_saved()
    return min(gui), min(whole)


def open_design(app, window, name: str) -> tuple[float, float]:
    """(first, best of three more) ms to open the library design ``name`` and show its tab."""
    from designer.editing.library import find_canon

    path = find_canon(name)
    times = []
    for _ in range(4):
        start = time.perf_counter()
        view = window.open_path(path)
        app.processEvents()
        times.append(_ms(start))
        window.tabs.removeTab(window.tabs.indexOf(view))
        view.deleteLater()
    return times[0], min(times[1:])


def measure() -> dict[str, float]:
    from designer.gui.app import application

    app = application()
    cache_before = os.environ.get("DESIGNER_CACHE_DIR")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ["DESIGNER_CACHE_DIR"] = str(folder / "cache-cold")   # every cache cold
        window, paint = first_paint(app, folder)
        browser, open_gui, open_rows = browser_open(app, window)
        browser.close()
        app.processEvents()
        _browser, reopen, _rows = browser_open(app, window)   # closed and opened: the rows are kept
        warm_index = browser_open_warm(app, browser)
        os.environ["DESIGNER_CACHE_DIR"] = str(folder / "cache-cold-2")
        stall, typed = typing_while_indexing(app, browser)
        os.environ["DESIGNER_CACHE_DIR"] = str(folder / "cache-cold-3")
        ref_stall, ref_typed, ref_files = typing_while_reference_indexes(app, browser)
        clear, rows = clear_filter(app, browser)
        edit_gui, edit_image = preview(app, window)
        atlas_first, atlas = open_design(app, window, "Atlas AS7-D")
        omni_first, omni = open_design(app, window, "Mad Cat (Timber Wolf)")
        for view in window.views():
            view.document.history.mark_saved()
        browser.close()
        window.close()
        if cache_before is None:
            del os.environ["DESIGNER_CACHE_DIR"]
        else:
            os.environ["DESIGNER_CACHE_DIR"] = cache_before
    return {"paint": paint, "open_gui": open_gui, "open_rows": open_rows, "reopen": reopen,
            "warm_index": warm_index, "stall": stall, "typed": typed,
            "ref_stall": ref_stall, "ref_typed": ref_typed, "ref_files": ref_files,
            "clear": clear, "rows": rows,
            "edit_gui": edit_gui, "edit_image": edit_image, "atlas_first": atlas_first, "atlas": atlas,
            "omni_first": omni_first, "omni": omni}


def browser_open_warm(app, browser) -> float:
    """Indexing the library again with a warm cache, until the rows are shown (ms)."""
    start = time.perf_counter()
    browser.reload()
    browser.wait_indexed()
    return _ms(start)


def run() -> list[Row]:
    m = measure()
    s = {key: value / 1000 for key, value in m.items()}   # Row values are seconds
    paint = "first paint (imports done)"
    rows = int(m["rows"])
    return [
        Row(paint, s["paint"], paint, s["paint"], ANSWER),
        Row("unit browser first open: window thread busy", s["open_gui"], paint, s["paint"], ANSWER),
        Row("unit browser first open: rows shown (cold)", s["open_rows"], paint, s["paint"],
            "progress shown"),
        Row("unit browser closed and opened again", s["reopen"], paint, s["paint"], ANSWER),
        Row("unit browser: index again, warm cache", s["warm_index"], paint, s["paint"], "progress shown"),
        Row(f"typing while indexing: worst stall ({int(m['typed'])} keys)", s["stall"], paint, s["paint"],
            ANSWER),
        *([Row(f"typing, {int(m['ref_files'])} reference files index: stall "
               f"({int(m['ref_typed'])} keys)", s["ref_stall"], paint, s["paint"], ANSWER)]
          if m["ref_files"] else []),
        Row(f"browser: clear the filter ({rows} rows)", s["clear"], paint, s["paint"], ANSWER),
        Row("preview: an edit's part on the window thread", s["edit_gui"], paint, s["paint"], ANSWER),
        Row("preview: edit to new image (worker)", s["edit_image"], paint, s["paint"], "progress shown"),
        Row("open Atlas AS7-D: first", s["atlas_first"], paint, s["paint"], ANSWER),
        Row("open Atlas AS7-D: again (best of 3)", s["atlas"], paint, s["paint"], ANSWER),
        Row("open Timber Wolf (8 configurations): first", s["omni_first"], paint, s["paint"], ANSWER),
        Row("open Timber Wolf: again (best of 3)", s["omni"], paint, s["paint"], ANSWER),
    ]


if __name__ == "__main__":
    for row in run():
        print(f"{row.name}: {row.value * 1000:.0f} ms")
