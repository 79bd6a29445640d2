"""The window asks the unit kind registry (designer.kinds) which tab edits a design and which
MegaMek file it exports to, never the document's class: a 'Mech opens in its DesignView and
exports MTF, a vehicle opens in the UnitView that hosts its registered editor and exports BLK."""

from __future__ import annotations

from designer.gui.actions import ActionId
from designer.mech.editor import DesignView
from designer.gui.unit_view import UnitView
from designer.vehicle.editor import VehicleEditor
from designer.library import find_unit


def _enabled(window, action: ActionId) -> bool:
    return window.actions_by_id[action].isEnabled()


def test_a_mech_opens_in_its_own_view_and_exports_mtf(window):
    view = window.open_path(find_unit("Locust LCT-1V"))
    assert type(view) is DesignView
    assert _enabled(window, ActionId.EXPORT_MTF) and not _enabled(window, ActionId.EXPORT_BLK)
    # the 'Mech status line: walking 8 (the file), running 1.5 x 8 = 12, no jump; free slots counted
    assert window.status.labels["movement"].text() == "MP 8 / 12"
    assert window.status.labels["slots"].text().startswith("Free slots ")


def test_a_vehicle_opens_in_the_unit_view_and_exports_blk(window):
    window.new_unit("vehicle")
    view = window.current_view()
    assert type(view) is UnitView and type(view.editor) is VehicleEditor
    assert _enabled(window, ActionId.EXPORT_BLK) and not _enabled(window, ActionId.EXPORT_MTF)
    # the vehicle facts' engine line where a 'Mech shows free slots, and no heat figure
    assert window.status.labels["slots"].text().startswith("Engine rating ")
    assert window.status.labels["heat"].text() == ""
