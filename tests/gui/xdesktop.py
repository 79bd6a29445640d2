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

    def type(self, text: str) -> None:
        self.xdotool("type", "--delay", "40", text)

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
