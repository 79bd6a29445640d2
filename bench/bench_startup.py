"""GUI cold start to first paint (offscreen), and to the start-up card shown before the window's
modules load, in a fresh interpreter each time, against a bare PySide6 window started the same way."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from bench import Row

# Each snippet prints nothing; the time is the whole process: interpreter, imports, window, paint.
DESIGNER = """
from designer.gui.app import application
from designer.gui.main_window import MainWindow
app = application()
window = MainWindow()
window.resize(1280, 800)
window.show()
window.grab()          # forces the first paint
"""
CARD = """
from designer.gui.app import application
from designer.gui.splash import starting_splash
app = application()
starting_splash().grab()   # the start-up card a player sees while the window loads
"""
BARE = """
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QLabel("hello"))
window.resize(1280, 800)
window.show()
window.grab()
"""


def _cold(code: str, runs: int = 3) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], env=env, check=True, stderr=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - start)
    return best


def run() -> list[Row]:
    bare = _cold(BARE)
    return [Row("GUI cold start to first paint (offscreen)", _cold(DESIGNER),
                "bare PySide6 window, cold start", bare, "< 2 s", unit="s"),
            Row("GUI cold start to the start-up card", _cold(CARD),
                "bare PySide6 window, cold start", bare, "ratio <= 1.5", unit="s")]
