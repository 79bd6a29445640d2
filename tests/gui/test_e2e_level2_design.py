"""The 55-ton Level 2 'Mech (XL 330, endo steel, ferro-fibrous, double heat
sinks, ER large laser, Streak SRM-2 with a ton of ammunition and CASE, five jump jets) built in
the real window under Xvfb to a valid design and saved: once by keyboard alone, once by mouse
(typing only numbers and search text). Each prints its action count (a click, a key chord or a
typed string is one action, every one counted); MegaMekLab takes about 30-40 for this design,
so each must stay at or under 40."""

from __future__ import annotations

import time

from xdesktop import needs_x

from designer.formats.yaml_io import read_unit
from designer.rules.validate import validate

pytestmark = needs_x
MEGAMEKLAB_ACTIONS = 40


class Counted:
    """The desktop's user actions, counted: a key chord, a typed string or a click is one."""

    def __init__(self, desktop) -> None:
        self.desktop, self.count = desktop, 0

    def keys(self, *keys: str) -> None:
        self.count += len(keys)
        self.desktop.keys(*keys)

    def type(self, text: str) -> None:
        self.count += 1
        self.desktop.type(text)
        time.sleep(0.3)

    def click(self, name: str) -> None:
        self.count += 1
        self.desktop.click(name)

    def double_click(self, name: str) -> None:
        self.count += 1
        self.desktop.double_click(name)


def _started(desktop):
    desktop.start()
    desktop.wait_for("the window", lambda s: any("New 'Mech" in t for t in s["windows"]))
    desktop.widget("tonnage")
    return Counted(desktop)


def _text(desktop, name: str) -> str:
    return desktop.text(name) or ""




def _check_saved(path, steps: int, how: str) -> None:
    mech = read_unit(path)
    print(f"\n{how}: {steps} actions (MegaMekLab about 30-40)")
    assert (mech.tonnage, mech.engine_rating, mech.engine_type, mech.structure_type, mech.armor_type,
            mech.heat_sink_type, mech.jump_mp) == (55, 330, "xl", "endo_steel", "ferro_fibrous", "double", 5)
    items = [m.item for m in mech.equipment]
    assert {"IS ER Large Laser", "IS Streak SRM 2", "IS CASE"} <= set(items)
    assert [b.weapon for b in mech.ammo] == ["IS Streak SRM 2"]
    report = validate(mech)
    assert list(report.errors) == [], [f.message for f in report.errors]
    assert steps <= MEGAMEKLAB_ACTIONS


def _save(user: Counted, desktop, path) -> None:
    user.keys("ctrl+s")
    desktop.wait_for("the save dialog", lambda s: any("Save as YAML" in t for t in s["windows"]))
    user.keys("ctrl+a")
    user.type(str(path))
    user.keys("Return")
    desktop.wait_for("the save", lambda s: any(t.startswith(path.name) for t in s["windows"]))


def test_the_level2_design_by_keyboard_alone(desktop, tmp_path):
    user = _started(desktop)
    desktop.xdotool("search", "--name", "New 'Mech", "windowfocus", "--sync")   # no window manager
    # Structure tab: Alt + the underlined letter of each field (Help > Keyboard).
    # A number is taken when the focus moves on (the next Alt+letter); the last one with Enter.
    for mnemonic, value, enter in (("alt+t", "55", False), ("alt+y", "3058", False), ("alt+w", "6", False),
                                   ("alt+n", "X", False), ("alt+r", "E", False), ("alt+a", "F", False),
                                   ("alt+k", "D", False), ("alt+j", "5", True)):
        user.keys(mnemonic)
        user.type(value)
        if enter:
            user.keys("Return")
    desktop.wait_text("jump_mp", "5")
    assert _text(desktop, "engine_type") == "XL" and _text(desktop, "heat_sink_type").startswith("Double")
    user.keys("ctrl+Tab")                    # Armor
    user.keys("alt+x")                       # Fill to maximum
    user.keys("ctrl+Tab")                    # Equipment
    for search, ammo in (("ER Large", False), ("Streak SRM 2", True), ("CASE", False)):
        user.keys("ctrl+f")
        user.type(search)
        user.keys("Return", "Return")        # to the first match, add it
        if ammo:
            user.keys("alt+m")               # a ton of its ammunition
    user.keys("ctrl+Tab")                    # Criticals
    user.keys("alt+p")                       # Place all
    design = tmp_path / "keyboard.yaml"
    _save(user, desktop, design)
    _check_saved(design, user.count, "keyboard")


def test_the_level2_design_by_mouse(desktop, tmp_path):
    user = _started(desktop)

    def choose(combo: str, text: str) -> None:
        user.click(combo)
        desktop.widget(f"{combo}:item:{text}")
        user.click(f"{combo}:item:{text}")
        desktop.wait_text(combo, text)

    def number(box: str, value: str, select_all: bool = False) -> None:
        """Double-click the number (selects it), type the new one; the next click takes it."""
        user.double_click(box)
        if select_all:            # "Not set" is two words: select the whole field
            user.keys("ctrl+a")
        user.type(value)

    choose("tonnage", "55 tons")
    number("year", "3058", select_all=True)
    number("walking_mp", "6")
    for combo, text in (("engine_type", "XL"), ("structure_type", "Endo Steel"),
                        ("armor_type", "Ferro-Fibrous"), ("heat_sink_type", "Double")):
        choose(combo, text)
    number("jump_mp", "5")
    user.click("tab:Armor")                 # the click moves the focus: the jump MP is taken
    user.click("fill_armor")
    user.click("tab:Equipment")
    for search, ammo in (("ER Large", False), ("Streak SRM 2", True), ("CASE", False)):
        user.click("catalog_filter")
        if search != "ER Large":
            user.keys("ctrl+a")              # replace the last search
        user.type(search)                    # the first match is selected as the list narrows
        user.click("add_item")
        if ammo:
            user.click("add_ammo")
    user.click("tab:Criticals")
    user.click("place_all")
    design = tmp_path / "mouse.yaml"
    _save(user, desktop, design)
    _check_saved(design, user.count, "mouse")


def test_criticals_by_keyboard_choose_the_location_place_and_remove(desktop):
    # Add a medium laser, place it in the right arm (the sixth column) from the Unallocated list's
    # menu, take it out again with Delete on its slot, and place it where it first fits with Enter.
    user = _started(desktop)
    desktop.xdotool("search", "--name", "New 'Mech", "windowfocus", "--sync")
    user.keys("ctrl+Tab", "ctrl+Tab")        # Equipment
    user.keys("ctrl+f")
    user.type("Medium Laser")
    user.keys("Return", "Return")
    user.keys("ctrl+Tab")                    # Criticals
    desktop.wait_for("the unallocated laser", lambda s: "Medium Laser" in s["widgets"].get(
        "unallocated:1", {}).get("text", ""))
    user.keys("alt+u", "Menu", "6")          # the list, its menu, the sixth column: Right Arm
    desktop.wait_for("the laser in the right arm", lambda s: "Medium Laser" in s["widgets"].get(
        "slots_RA:5", {}).get("text", ""))
    desktop.click("slots_RA:5")              # the slot (a click: slot columns are a Tab away)
    user.keys("Delete")
    desktop.wait_for("the laser back in Unallocated", lambda s: "Medium Laser" in s["widgets"].get(
        "unallocated:1", {}).get("text", ""))
    user.keys("alt+u", "Return")             # where it first fits
    desktop.wait_for("the list empty", lambda s: "unallocated:1" not in s["widgets"])
    print(f"\ncriticals by keyboard: {user.count} actions")
