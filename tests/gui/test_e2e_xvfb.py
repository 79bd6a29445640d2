"""End to end: ``designer gui`` as a separate process on a real X server (Xvfb, no window
manager), driven by xdotool with real mouse and keyboard events: open a file, edit a field,
undo and redo from the focused field, drag a weapon to another slot, save, print to PDF, quit.
Where the widgets are comes from the window's automation map (``DESIGNER_AUTOMATION_MAP``)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from designer.formats.yaml_io import read_unit
from designer.model import MechLocation

REPO = Path(__file__).resolve().parents[2]
MERLIN = REPO / "tests" / "units" / "merlin.yaml"
SCREEN = "1366x768x24"
TIMEOUT = 40.0

pytestmark = pytest.mark.skipif(
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


@pytest.fixture
def desktop(tmp_path):
    screen = Desktop(tmp_path)
    yield screen
    screen.close()


def test_open_edit_undo_drag_save_print_under_a_real_x_server(desktop, tmp_path):
    design = tmp_path / "merlin.yaml"
    shutil.copy(MERLIN, design)
    desktop.start(str(design))
    desktop.wait_for("the window", lambda s: any("merlin.yaml" in t for t in s["windows"]))

    # Edit a field by mouse and keyboard.
    desktop.click("chassis")
    desktop.keys("ctrl+a")
    desktop.type("Hawk")
    desktop.keys("Return")
    desktop.wait_for("the edit", lambda s: any("merlin.yaml*" in t for t in s["windows"]))   # modified marker

    # Undo with the field still focused reaches the design; Ctrl+Y redoes.
    desktop.keys("ctrl+z")
    desktop.wait_for("the undo", lambda s: s["widgets"]["chassis"]["text"] == "Merlin")
    desktop.keys("ctrl+y")
    desktop.wait_for("the redo", lambda s: s["widgets"]["chassis"]["text"] == "Hawk")

    # Drag the machine gun (left torso slot 1) to slot 8 of the right arm.
    desktop.click("tab:Criticals")
    assert "Machine Gun" in desktop.widget("slots_LT:1")["text"]
    desktop.drag("slots_LT:1", "slots_RA:8")
    desktop.wait_for("the drop",
                     lambda s: "Machine Gun" in (s["widgets"].get("slots_RA:8", {}).get("text") or ""))

    # Save with Ctrl+S: the file holds the edit and the move.
    desktop.keys("ctrl+s")
    desktop.wait_for("the save", lambda s: any(t.startswith("merlin.yaml —") for t in s["windows"]))
    saved = read_unit(design)
    assert saved.chassis == "Hawk"
    gun = next(m for m in saved.equipment if m.item == "Machine Gun")
    assert (gun.location, gun.slot) == (MechLocation.RA, 8)

    # Print to PDF with Ctrl+P: the file dialog takes a path, the window says the sheet is written.
    pdf = tmp_path / "hawk.pdf"
    desktop.keys("ctrl+p")
    desktop.wait_for("the file dialog", lambda s: any("Export record sheet" in t for t in s["windows"]))
    desktop.keys("ctrl+a")
    desktop.type(str(pdf))
    desktop.keys("Return")
    desktop.wait_for("the written message", lambda s: any("Record sheet written" in t for t in s["windows"]))
    assert pdf.read_bytes().startswith(b"%PDF")
    desktop.keys("Escape")
    desktop.wait_for("the message to close",
                     lambda s: not any("Record sheet written" in t for t in s["windows"]))

    # Quit (a click first: with no window manager, X gives the focus back to nobody): nothing
    # unsaved, so no question; the process ends cleanly.
    desktop.click("tab:Structure")
    desktop.keys("ctrl+q")
    assert desktop.app.wait(timeout=TIMEOUT) == 0


def test_export_mtf_of_an_omnimech_asks_before_replacing_files(desktop, tmp_path):
    # File > Export MTF (Alt+F, M) of an OmniMech writes a file per configuration; an existing one
    # is listed in a dialog: Escape keeps every file, Alt+R replaces them (old file kept as .bak).
    design = tmp_path / "exemplar.yaml"
    shutil.copy(REPO / "tests" / "units" / "omni-exemplar.yaml", design)
    out = tmp_path / "out"
    out.mkdir()
    (out / "Exemplar A.mtf").write_text("keep me", encoding="utf-8")
    desktop.start(str(design))
    desktop.wait_for("the window", lambda s: any("exemplar.yaml" in t for t in s["windows"]))
    for answer in ("Escape", "alt+r"):
        desktop.click("tab:Structure")
        desktop.keys("alt+f", "m")
        desktop.wait_for("the file dialog", lambda s: any("Export MTF" in t for t in s["windows"]))
        desktop.keys("ctrl+a")
        desktop.type(str(out / "Exemplar.mtf"))
        desktop.keys("Return")
        desktop.wait_for("the question",
                         lambda s: any("Replace configuration files" in t for t in s["windows"]))
        desktop.keys(answer)
        desktop.wait_for("the question to close",
                         lambda s: not any("Replace configuration files" in t for t in s["windows"]))
        if answer == "Escape":
            time.sleep(0.5)
            assert sorted(p.name for p in out.iterdir()) == ["Exemplar A.mtf"]   # nothing written
    desktop.wait_for("the files", lambda s: (out / "Exemplar Prime.mtf").exists())
    assert sorted(p.name for p in out.iterdir()) == ["Exemplar A.mtf", "Exemplar A.mtf.bak", "Exemplar B.mtf",
                                                     "Exemplar Prime.mtf"]
    assert (out / "Exemplar A.mtf.bak").read_text(encoding="utf-8") == "keep me"
    assert "model:A" in (out / "Exemplar A.mtf").read_text(encoding="utf-8")
