"""End to end on a real X server (Xvfb, xdotool): a support vehicle's exact weight typed by mouse
and keyboard carries its whole tonnage with it (decision D-GUI3-1), its BAR reached with Tab, and
the design saved valid. Where the widgets are comes from the automation map."""

from __future__ import annotations

import shutil
from pathlib import Path

from xdesktop import needs_x

from designer.formats.yaml_io import read_unit
from designer.rules import validate

REPO = Path(__file__).resolve().parents[2]
TRACTOR = REPO / "tests" / "units" / "sv-field-tractor.yaml"   # 10 t, BAR 5, 3.5 t of cargo
pytestmark = needs_x


def test_support_vehicle_weight_and_bar_by_mouse_and_keyboard(desktop, tmp_path):
    design = tmp_path / "tractor.yaml"
    shutil.copy(TRACTOR, design)
    desktop.start(str(design))
    desktop.wait_for("the window", lambda s: any("tractor.yaml" in t for t in s["windows"]))
    desktop.click("support_weight")
    desktop.keys("ctrl+a")
    desktop.type("11")
    desktop.keys("Tab")   # the weight is taken when the focus moves on; Tab reaches the BAR next
    desktop.wait_for("the whole tonnage", lambda s: s["widgets"]["tonnage"]["text"] == "11 t")
    desktop.keys("ctrl+a")
    desktop.type("6")
    desktop.keys("Return")
    desktop.wait_for("the BAR", lambda s: s["widgets"]["support_bar"]["text"] == "6")
    desktop.keys("ctrl+s")
    desktop.wait_for("the save", lambda s: any(t.startswith("tractor.yaml —") for t in s["windows"]))
    saved = read_unit(design)
    assert (saved.support.tons, saved.tonnage, saved.support.bar) == (11.0, 11, 6)
    # By hand (support_vehicles.yaml, D-SV-3), 11 t tracked, medium, tech rating D: chassis
    # 11 x 0.15 x 1.0 = 1.65 -> 2 t; ICE engine 0.013 x (4 + 3 x 3) x 1.5 x 11 = 2.79 -> 3 t;
    # armor 20 x 0.038 (BAR 6) = 0.76 -> 1 t; fuel 0.5, machine gun 0.5, ammunition 0.5, cargo 3.5:
    # 11 t exactly, a valid design.
    assert validate(saved).findings == ()
