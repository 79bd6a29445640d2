"""The unit browser over a folder of 2,000 designs: the folder is indexed on a worker
thread while the window keeps answering (the event loop's latency, measured by a 10 ms timer, stays
under 100 ms, 95th percentile), and a second open comes from the index cache, in under a second
of processor time (the test machine's other work does not count against it)."""

from __future__ import annotations

import gc
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QEvent, QTimer
from PySide6.QtWidgets import QApplication

from designer.catalog import catalog
from designer.catalog.level2 import level2_catalog
from designer.gui.unit_browser import UnitBrowser

FILES = 2_000
MOTIVES = ("foot", "jump", "motorized")
WEAPONS = ("rifle", "laser", "srm")


@pytest.fixture(scope="module")
def platoons(tmp_path_factory) -> Path:
    """2,000 infantry platoon designs (the smallest unit files), 3 x 3 motives and weapons."""
    folder = tmp_path_factory.mktemp("platoons")
    for number in range(FILES):
        motive, weapon = MOTIVES[number % 3], WEAPONS[number // 3 % 3]
        (folder / f"platoon-{number:04d}.yaml").write_text(
            f"kind: infantry\nschema: 1\nchassis: Platoon {number}\nmodel: {motive} {weapon}\n"
            f"motive: {motive}\nweapon: {weapon}\n", encoding="utf-8")
    return folder


class LatencyProbe:
    """The longest wait past its due time of a timer that should fire every 10 ms, while
    ``while_true()`` holds (the indexing runs)."""

    def __init__(self, while_true) -> None:
        self.while_true = while_true
        self.clock = QElapsedTimer()
        self.timer = QTimer(interval=10)
        self.timer.timeout.connect(self._tick)
        self.last = 0
        self.waits: list[int] = []

    def start(self) -> None:
        self.clock.start()
        self.last = 0
        self.timer.start()

    def _tick(self) -> None:
        now = self.clock.elapsed()
        if self.while_true():
            self.waits.append(now - self.last - self.timer.interval())
        self.last = now

    def stop(self) -> tuple[int, int]:
        """(the 95th percentile, the worst) of the waits, in milliseconds."""
        self.timer.stop()
        ordered = sorted(self.waits)
        return ordered[len(ordered) * 95 // 100], ordered[-1]


def _browser(qtbot, settings, folder: Path) -> UnitBrowser:
    from designer.gui.settings import Key

    settings.set(Key.BROWSER_FOLDERS, [str(folder)])
    browser = UnitBrowser(settings, lambda path: None, lambda paths: None, lambda paths: None)
    qtbot.addWidget(browser)
    return browser


def test_indexing_2000_files_in_the_background_then_from_the_cache(qtbot, settings, platoons, tmp_path,
                                                                   monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    catalog(), level2_catalog()   # loaded at start-up by the window, as by any editor
    # windows of earlier tests are destroyed now, not while the probe runs (that is their work)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    gc.collect()
    browser = _browser(qtbot, settings, platoons)
    browser.show()
    assert browser.indexing() and browser.progress.isVisible()
    probe = LatencyProbe(browser.indexing)
    probe.start()
    qtbot.waitUntil(lambda: not browser.poll.isActive(), timeout=60_000)
    assert len(probe.waits) > 20
    typical, worst = probe.stop()
    indexer = browser.indexer
    assert indexer is not None and indexer.read >= FILES
    # the window answers within 100 ms; on a shared test machine a pause of the whole process
    # (another program's turn, a garbage collection) may take longer, never half a second
    assert typical < 100, (typical, worst)
    assert worst < 500, (typical, worst)
    assert browser.model.rowCount() >= FILES and not browser.progress.isVisible()
    browser.close()

    start = time.process_time()   # the work of both threads, whatever else the machine runs
    again = _browser(qtbot, settings, platoons)
    qtbot.waitUntil(lambda: not again.poll.isActive(), timeout=10_000)
    elapsed = time.process_time() - start
    assert again.indexer is not None and again.indexer.read == 0 and again.indexer.cached >= FILES
    assert again.model.rowCount() >= FILES
    assert elapsed < 1.0, elapsed
    # filters and sorting over the indexed rows: jump platoons with lasers, by name
    again.name.setText("Platoon 1")
    shown = again.shown_rows()
    assert shown and all(row.name.startswith("Platoon 1") for row in shown)
