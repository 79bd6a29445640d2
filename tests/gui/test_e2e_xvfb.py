"""End to end: ``designer gui`` as a separate process on a real X server (Xvfb, no window
manager), driven by xdotool with real mouse and keyboard events: open a file, edit a field,
undo and redo from the focused field, drag a weapon to another slot, save, print to PDF, quit.
Where the widgets are comes from the window's automation map (``DESIGNER_AUTOMATION_MAP``)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

from xdesktop import TIMEOUT, needs_x

from designer.formats.yaml_io import read_unit
from designer.mech.model import MechLocation

REPO = Path(__file__).resolve().parents[2]
MERLIN = REPO / "tests" / "units" / "merlin.yaml"
pytestmark = needs_x


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
    assert desktop.print_pdf(tmp_path / "hawk.pdf").startswith(b"%PDF")

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
