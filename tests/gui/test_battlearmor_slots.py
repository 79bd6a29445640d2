"""The battle armor slot view: one suit's locations with their slots and items, as MegaMekLab
shows a suit; a suit's own item shows on that suit only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QTreeWidget

from designer.battlearmor import facts as edits
from designer.battlearmor.model import BALocation
from helpers import type_value

REPO = Path(__file__).resolve().parents[2]
ELEMENTAL = REPO / "units" / "battlearmor" / "elemental-flamer.yaml"


def shown(tree: QTreeWidget) -> list[tuple[str, list[str]]]:
    places = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    return [(p.text(0), [p.child(j).text(0) for j in range(p.childCount())]) for p in places]


# Elemental [Flamer] (TRO 3058U), a medium biped suit. Slots by hand from MegaMek's facts
# (BattleArmor.getBodyCrits / getArmCrits: a medium biped suit has 4 body slots, 3 an arm; item
# criticals: Clan BA SRM 2 takes 2, its ammunition 1 a line, the flamer 1, the anti-personnel
# mount 1; manipulators, the mounted rifle and the anti-'Mech attacks none):
# body 2 + 1 = 3 of 4, right arm 1 of 3, left arm 1 of 3; the attacks are placed nowhere.
ELEMENTAL_SLOTS = [
    ("Body: 3 of 4 slots", ["1. SRM 2", "2. SRM 2", "3. SRM 2 Ammo", "4. empty"]),
    ("Left arm: 1 of 3 slots", ["1. Anti-Personnel Weapon Mount", "2. empty", "3. empty",
                                "Auto-Rifle (no slot)", "Battle Claw (no slot)"]),
    ("Right arm: 1 of 3 slots", ["1. Flamer", "2. empty", "3. empty"]),
    ("No location", ["Swarm attack (no slot)", "Swarm weapons (no slot)", "Stop swarm (no slot)",
                     "Leg attack (no slot)"]),
]


def test_the_slot_view_shows_each_location_of_a_suit(window):
    view = window.open_path(ELEMENTAL)
    view.show_tab("loadout")
    tree = view.page("loadout").findChild(QTreeWidget, "ba_slots")
    assert shown(tree) == ELEMENTAL_SLOTS


def test_a_suits_own_item_shows_on_that_suit_only(qtbot, window):
    view = window.open_path(ELEMENTAL)
    view.document.edit(edits.add_item, "CLBAFlamer", BALocation.BODY, 2)   # trooper 2 alone
    view.show_tab("loadout")
    page = view.page("loadout")
    tree = page.findChild(QTreeWidget, "ba_slots")
    assert shown(tree)[0][0] == "Body: 3 of 4 slots"   # suit 1
    type_value(qtbot, page.findChild(type(view.editor.troopers), "ba_slot_suit"), 2)
    assert shown(tree)[0] == ("Body: 4 of 4 slots", ["1. SRM 2", "2. SRM 2", "3. SRM 2 Ammo", "4. Flamer"])

