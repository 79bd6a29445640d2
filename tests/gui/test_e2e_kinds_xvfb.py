"""End to end for every kind but the 'Mech (which has its own tests), a support vehicle too, on a
real X server (Xvfb, xdotool): created from File > New by keyboard, one armor value and one weapon
set by mouse and keyboard, Tab and Shift+Tab leave every table and Ctrl+Tab moves on to the next
tab, saved to YAML and printed to PDF. The steps are the shared ones of tests/gui/xdesktop.py; the
saved file is read back and checked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
import os
import time
from pathlib import Path

import pytest
from xdesktop import needs_x

from designer.formats.yaml_io import read_unit

pytestmark = needs_x
LOADOUT = "tab:Armor & Weapons"
SCREENS = os.environ.get("DESIGNER_E2E_SCREENS")   # a folder: each test leaves a screenshot there


@dataclass(frozen=True)
class Case:
    letter: str                          # the underlined letter of File > New's item
    title: str                           # the new design's window title
    armor: tuple[str, str, str] | None   # (tab, number box, value)
    weapon: tuple[str, str, str, str]    # (tab, list, item, Add button)
    tables: dict[str, tuple[str, ...]]   # tab -> its tables
    saved: Callable[[object], object]    # what the saved design holds of the two edits
    expected: object
    steps: tuple[tuple[str, str, str], ...] = field(default=())   # (action, widget, text) before the edits


CASES = {
    "vehicle": Case("v", "New Vehicle", (LOADOUT, "armor_front", "12"),
                    (LOADOUT, "weapon_choice", "Medium Laser", "add_weapon"),
                    {"tab:Structure": ("weights",), LOADOUT: ("weapons", "ammo")},
                    lambda u: (u.armor.get("front"), [w.item for w in u.weapons]), (12, ["Medium Laser"])),
    "fighter": Case("f", "New Fighter", (LOADOUT, "armor_nose", "9"),
                    (LOADOUT, "weapon_choice", "Medium Laser", "add_weapon"),
                    {"tab:Structure": ("weights",), LOADOUT: ("weapons", "ammo")},
                    lambda u: (u.armor.get("nose"), [w.item for w in u.weapons]), (9, ["Medium Laser"])),
    "battlearmor": Case("a", "New Battle Armor", ("tab:Structure", "armor", "5"),
                        (LOADOUT, "ba_item", "Medium Laser (ISBAMediumLaser)", "ba_add"),
                        {"tab:Structure": ("weights",), LOADOUT: ("ba_equipment",)},
                        lambda u: (u.armor, "ISBAMediumLaser" in [m.item for m in u.equipment]), (5, True)),
    "protomech": Case("r", "New ProtoMech", (LOADOUT, "armor_torso", "3"),
                      (LOADOUT, "item_choice", "Clan ER Small Laser", "add_item"),
                      {"tab:Structure": ("weights",), LOADOUT: ("protomech_items", "protomech_ammo")},
                      lambda u: (u.armor.get("torso"), [m.item for m in u.equipment]),
                      (3, ["Clan ER Small Laser"])),
    # A support vehicle buys its armor by the point at its BAR: the points typed are the armor.
    "support_vehicle": Case("s", "New Support Vehicle", (LOADOUT, "armor_front", "8"),
                            (LOADOUT, "weapon_choice", "Machine Gun", "add_weapon"),
                            {"tab:Structure": ("weights",), LOADOUT: ("weapons", "ammo")},
                            lambda u: (u.armor.get("front"), [w.item for w in u.weapons]),
                            (8, ["Machine Gun"])),
    # A platoon of the basic rules wears no armor: the weapon is its one edit.
    "infantry": Case("i", "New Platoon", None, ("tab:Structure", "weapon", "Laser", ""),
                     {"tab:Structure": ("weights",)}, lambda u: u.weapon, "laser"),
    # A building's armor is its construction factor.
    "building": Case("b", "New Building", ("tab:Structure", "cf", "40"),
                     (LOADOUT, "weapon_choice", "Medium Laser", "add_weapon"),
                     {"tab:Structure": ("weights",), LOADOUT: ("weapons", "ammo")},
                     lambda u: (u.cf, [w.item for w in u.weapons]), (40, ["Medium Laser"])),
    # A DropShip's items are typed by name (no list).
    "dropship": Case("d", "New DropShip", (LOADOUT, "armor_nose", "30"),
                     (LOADOUT, "new_item", "PPC", "add_item"),
                     {"tab:Structure": ("weights",), LOADOUT: ("bays", "equipment")},
                     lambda u: (u.armor.get("nose"), [m.item for m in u.equipment]), (30, ["PPC"])),
}


def _edit(desktop, case: Case) -> None:
    if case.armor is not None:
        tab, box, value = case.armor
        desktop.click(tab)
        desktop.number(box, value)
    tab, choice, item, add = case.weapon
    desktop.click(tab)
    if not add:                 # a plain list: the choice is the edit
        desktop.choose(choice, item)
        return
    desktop.find(choice, item)
    desktop.click(add)


def _tab_leaves_every_table(desktop, case: Case) -> None:
    for tab, tables in case.tables.items():
        desktop.click(tab)
        for table in tables:
            for key in ("Tab", "shift+Tab"):
                desktop.tab_leaves(table, key)
    desktop.click("tab:Structure")
    desktop.ctrl_tab_leaves("weights")   # Ctrl+Tab from a table moves to the next tab


@pytest.mark.parametrize("kind", sorted(CASES))
def test_new_edit_save_print_by_mouse_and_keyboard(desktop, tmp_path, kind):
    case = CASES[kind]
    desktop.start()
    desktop.wait_for("the window", lambda s: any("New 'Mech" in t for t in s["windows"]))
    desktop.window_focus("New 'Mech")   # no window manager gives it the keyboard
    desktop.new_from_menu(case.letter, case.title)
    _edit(desktop, case)
    if SCREENS:
        time.sleep(0.5)
        desktop.screenshot(Path(SCREENS) / f"e2e-{kind}.png")
    _tab_leaves_every_table(desktop, case)
    design = tmp_path / f"{kind}.yaml"
    desktop.save_as(design)
    assert case.saved(read_unit(design)) == case.expected
    assert desktop.print_pdf(tmp_path / f"{kind}.pdf").startswith(b"%PDF")
