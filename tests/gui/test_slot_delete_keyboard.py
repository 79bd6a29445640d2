"""Delete on a slot column takes the focused slot's item out, and keeps working from
the keyboard after each edit: the column keeps its current row when the design is redrawn, so
the next Delete needs no click first."""

from __future__ import annotations

from PySide6.QtCore import Qt

from designer.library import find_unit
from designer.mech.model import MechLocation


def _heat_sink_locations(view) -> list:
    return [m.location for m in view.document.mech.equipment if m.item == "Heat Sink"]


def test_two_deletes_from_the_keyboard_take_out_two_items(qtbot, window):
    # The Locust LCT-1V (units/mechs) has heat sinks in slots 5 and 6 of each leg, and the leg's
    # slots 1-4 hold the hip and the leg actuators (the file's own lines).
    view = window.open_path(find_unit("Locust LCT-1V"))
    view.show_tab("criticals")
    column = view.page("criticals").columns[MechLocation.LL]
    column.setFocus(Qt.FocusReason.TabFocusReason)   # as the Tab key brings the focus
    qtbot.waitUntil(column.hasFocus)
    for _ in range(5):   # from slot 1 down to slot 6
        qtbot.keyClick(column, Qt.Key.Key_Down)
    assert column.currentRow() == 5 and "Heat Sink" in column.currentItem().text()
    qtbot.keyClick(column, Qt.Key.Key_Delete)
    assert _heat_sink_locations(view) == [MechLocation.LL, None, MechLocation.RL, MechLocation.RL]
    assert column.currentRow() == 5, "the redrawn column keeps the focused slot"
    qtbot.keyClick(column, Qt.Key.Key_Up)   # slot 5: the other heat sink, no click needed
    qtbot.keyClick(column, Qt.Key.Key_Delete)
    assert _heat_sink_locations(view) == [None, None, MechLocation.RL, MechLocation.RL]
    assert column.hasFocus()
