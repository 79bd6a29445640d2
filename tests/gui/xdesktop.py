"""One Xvfb display (1366x768, no window manager) and the designer window on it, driven by
xdotool with real mouse and keyboard events; where the widgets are comes from the window's
automation map (``DESIGNER_AUTOMATION_MAP``). Shared by the end-to-end tests."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

SCREEN = "1366x768x24"
TIMEOUT = 40.0
# A Qt screen grab of the whole display, run as a second process on it (Xvfb has no screenshot tool).
GRAB = ("import sys\nfrom PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
        "sys.exit(0 if app.primaryScreen().grabWindow(0).save(sys.argv[1]) else 1)")

needs_x = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="needs Xvfb and xdotool (apt-get install xvfb xdotool libxcb-cursor0 libxcb-icccm4 "
           "libxcb-keysyms1; .ci/run installs them)")


class Desktop:
    """One Xvfb display and the designer window on it."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        read, write = os.pipe()
        command = ["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"]
        self.xvfb = subprocess.Popen(command, pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            self.display = f":{pipe.readline().strip()}"
        self.map_file = tmp / "widgets.json"
        self.env = {**os.environ, "DISPLAY": self.display, "QT_QPA_PLATFORM": "xcb", "HOME": str(tmp),
                    "XDG_CONFIG_HOME": str(tmp / "config"), "DESIGNER_AUTOMATION_MAP": str(self.map_file)}
        self.app: subprocess.Popen | None = None

    def start(self, *args: str) -> None:
        self.stderr = tmp_file = self.tmp / "stderr.txt"
        with tmp_file.open("wb") as errors:
            self.app = subprocess.Popen([sys.executable, "-m", "designer", "gui", *args], env=self.env,
                                        stdout=subprocess.DEVNULL, stderr=errors)

    def close(self) -> None:
        if self.app is not None and self.app.poll() is None:
            self.app.kill()
            self.app.wait()
        self.xvfb.kill()
        self.xvfb.wait()

    # --- looking ----------------------------------------------------------------------------
    def state(self) -> dict:
        try:
            return json.loads(self.map_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {"windows": [], "widgets": {}}

    def wait_for(self, what: str, test, timeout: float = TIMEOUT):
        """Polls the map until ``test(state)`` is truthy; returns its value."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            assert self.app is None or self.app.poll() is None, self.stderr.read_text(errors="replace")
            value = test(self.state())
            if value:
                return value
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {what}: {self.state().get('windows')}")

    def widget(self, name: str) -> dict:
        return self.wait_for(name, lambda s: s["widgets"].get(name))

    def text(self, name: str) -> str | None:
        return self.state()["widgets"].get(name, {}).get("text")

    # --- acting -----------------------------------------------------------------------------
    def xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=20)

    def click(self, name: str) -> None:
        box = self.widget(name)
        self.xdotool("mousemove", str(box["x"] + box["w"] // 2), str(box["y"] + box["h"] // 2), "click", "1")
        time.sleep(0.2)

    def keys(self, *keys: str) -> None:
        self.xdotool("key", "--delay", "60", *keys)
        time.sleep(0.2)

    def type(self, text: str, delay_ms: int = 40) -> None:
        self.xdotool("type", "--delay", str(delay_ms), text)

    def drag(self, source: str, target: str) -> None:
        """Press on ``source``, move in steps (Qt starts a drag after a few pixels), release on ``target``."""
        start, end = self.widget(source), self.widget(target)
        x0, y0 = start["x"] + start["w"] // 2, start["y"] + start["h"] // 2
        x1, y1 = end["x"] + end["w"] // 2, end["y"] + end["h"] // 2
        self.xdotool("mousemove", str(x0), str(y0), "mousedown", "1")
        for step in range(1, 21):
            time.sleep(0.03)
            self.xdotool("mousemove", str(x0 + (x1 - x0) * step // 20), str(y0 + (y1 - y0) * step // 20))
        time.sleep(0.3)
        self.xdotool("mouseup", "1")
        time.sleep(0.3)

    def double_click(self, name: str) -> None:
        box = self.widget(name)
        self.xdotool("mousemove", str(box["x"] + box["w"] // 3), str(box["y"] + box["h"] // 2),
                     "click", "--repeat", "2", "--delay", "80", "1")
        time.sleep(0.2)

    # --- steps the end-to-end tests share -------------------------------------------------------
    def focus(self) -> list[str]:
        """The focused widget's name and the names of the widgets holding it, innermost first."""
        return self.state().get("focus", [])

    def screenshot(self, path: Path) -> Path:
        """The whole screen as a PNG, to look at what a test did."""
        grabber = {**self.env, "DESIGNER_AUTOMATION_MAP": ""}
        subprocess.run([sys.executable, "-c", GRAB, str(path)], env=grabber, check=True, timeout=30)
        return path

    def window_focus(self, title: str) -> None:
        """Gives the window titled ``title`` the keyboard (no window manager does)."""
        self.xdotool("search", "--name", title, "windowfocus", "--sync")

    def wait_text(self, name: str, wanted: str) -> None:
        self.wait_for(f"{name} to read {wanted!r}",
                      lambda s: wanted in (s["widgets"].get(name, {}).get("text") or ""))

    def new_from_menu(self, letter: str, title: str) -> None:
        """File > New > the item underlined ``letter``, by keyboard; waits for the design's window title."""
        self.keys("alt+f", "n", letter)
        self.wait_for(title, lambda s: any(t.startswith(title) for t in s["windows"]))

    def number(self, name: str, value: str) -> None:
        """Click a number box, type ``value`` over it; Tab moves on, which takes it."""
        self.click(name)
        self.keys("ctrl+a")
        self.type(value)
        self.keys("Tab")
        self.wait_for(f"{name} to read {value}",
                      lambda s: (s["widgets"].get(name, {}).get("text") or "").startswith(value))

    def find(self, combo: str, text: str) -> None:
        """Type the name of an item into a searchable list; Escape closes its completion list."""
        self.click(combo)
        self.keys("ctrl+a")
        self.type(text)
        self.keys("Escape")
        self.wait_for(f"{combo} to read {text!r}", lambda s: s["widgets"][combo]["text"] == text)

    def choose(self, combo: str, text: str) -> None:
        """Open a list by mouse and click its row ``text``."""
        self.click(combo)
        self.click(f"{combo}:item:{text}")
        self.wait_text(combo, text)

    def save_as(self, path: Path) -> None:
        """Ctrl+S on a design never saved asks where: type the path, Enter; waits for the title."""
        self.keys("ctrl+s")
        self.wait_for("the save dialog", lambda s: any("Save as YAML" in t for t in s["windows"]))
        self.keys("ctrl+a")
        self.type(str(path), delay_ms=8)   # a file dialog keeps up
        self.keys("Return")
        self.wait_for("the save", lambda s: any(t.startswith(path.name) for t in s["windows"]))
        self.window_focus(path.name)   # the dialog closed: what a window manager does, give the keyboard back

    def print_pdf(self, path: Path) -> bytes:
        """Ctrl+P: the file dialog takes the path; waits for the written message, closes it."""
        self.keys("ctrl+p")
        self.wait_for("the file dialog", lambda s: any("Export record sheet" in t for t in s["windows"]))
        self.keys("ctrl+a")
        self.type(str(path), delay_ms=8)   # a file dialog keeps up
        self.keys("Return")
        self.wait_for("the written message", lambda s: any("Record sheet written" in t for t in s["windows"]))
        self.keys("Escape")
        self.wait_for("the message to close",
                      lambda s: not any("Record sheet written" in t for t in s["windows"]))
        return path.read_bytes()

    def tab_leaves(self, table: str, key: str = "Tab", limit: int = 6) -> list[str]:
        """Click ``table``, press ``key`` until the focus is outside it (a box in one of its cells
        is inside); fails when it is still inside after ``limit`` presses. Returns the focus chain."""
        box = self.widget(table)
        self.xdotool("mousemove", str(box["x"] + box["w"] // 2), str(box["y"] + box["h"] // 2), "click", "1")
        self.wait_for(f"the focus in {table}", lambda s: table in s.get("focus", []))
        for _press in range(limit):
            self.xdotool("key", key)   # no pause after it: the wait below is the pause
            try:
                return self.wait_for(f"the focus out of {table}",
                                     lambda s: s.get("focus") and table not in s["focus"] and s["focus"], 1.0)
            except AssertionError:
                continue   # on a box in one of its cells: the next press
        raise AssertionError(f"{key} does not leave {table}: the focus stays on {self.focus()}")

    def ctrl_tab_leaves(self, table: str) -> None:
        """Click ``table``, press Ctrl+Tab: the next tab shows (the table's page is hidden)."""
        box = self.widget(table)
        self.xdotool("mousemove", str(box["x"] + box["w"] // 2), str(box["y"] + box["h"] // 2), "click", "1")
        self.wait_for(f"the focus in {table}", lambda s: table in s.get("focus", []))
        self.xdotool("key", "ctrl+Tab")
        self.wait_for(f"Ctrl+Tab out of {table}", lambda s: table not in s["widgets"])
