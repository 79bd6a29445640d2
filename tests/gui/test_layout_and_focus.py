"""Layout and focus: the Criticals tab's buttons never cover the Unallocated list on a short window,
a library OmniMech joins a lance as one configuration, and Ctrl+Tab on an OmniMech moves between
its tabs."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton

from helpers import click_button

REPO = Path(__file__).resolve().parents[2]
CATAPHRACT = REPO / "units" / "mechs" / "level2" / "Cataphract CTF-5D.yaml"   # findings fill the panel
LOKI = REPO / "units" / "mechs" / "level2" / "Loki (Hellbringer).yaml"


def _top(widget, window) -> int:
    return widget.mapTo(window, QPoint(0, 0)).y()


def test_place_all_never_covers_the_unallocated_list(window):
    view = window.open_path(CATAPHRACT)
    window.resize(1366, 600)   # a 1366x768 screen less a title bar, task bar and a tall findings panel
    view.show_tab("criticals")
    QApplication.processEvents()
    tab = view.page("criticals")
    place_all = tab.findChild(QPushButton, "place_all")
    list_bottom = _top(tab.unallocated, window) + tab.unallocated.height()
    assert tab.unallocated.height() >= tab.unallocated.minimumHeight()
    assert _top(place_all, window) >= list_bottom   # it overlapped the list's last rows by 32 px


def test_a_library_omnimech_joins_a_lance_as_one_configuration(qtbot, window):
    builder = window.show_lance_builder()
    qtbot.addWidget(builder)
    builder.library.setCurrentText("Loki (Hellbringer)")   # eight configurations
    click_button(qtbot, builder, "add_library")
    assert [m.configuration for m in builder.lance.members] == ["Prime"]
    builder.library.setCurrentText("Loki (Hellbringer): A")
    click_button(qtbot, builder, "add_library")
    assert [m.configuration for m in builder.lance.members] == ["Prime", "A"]
    assert not builder.lance.is_full
    builder.dirty = False


def test_ctrl_tab_on_an_omnimech_moves_between_its_tabs(qtbot, window):
    window.new_design()
    view = window.open_path(LOKI)
    documents = window.tabs.currentIndex()
    view.switcher.combo.setFocus()
    first = view.tabs.currentIndex()
    qtbot.keyClick(view.switcher.combo, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == documents   # it switched to the other design
    assert view.tabs.currentIndex() == (first + 1) % view.tabs.count()
    qtbot.keyClick(view.switcher.combo, Qt.Key.Key_Backtab,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert view.tabs.currentIndex() == first


def test_the_protomech_picker_offers_what_it_can_mount_and_takes_typing(qtbot, window):
    from designer.editing.units import update

    view = window.new_unit("protomech")
    view.document.edit(update, tonnage=5)
    view.show_tab("armor")
    box = window.findChild(QComboBox, "item_choice")
    names = {box.itemText(i) for i in range(box.count())}
    # a 5-ton biped: torso 2 slots / 2 t, arms 1 slot / 0.5 t, no main gun (D-PM-1); the Clan ER
    # PPC weighs 6 t (seed 002 Clan weapons table), the ER small laser 0.5 t
    assert "Clan ER Small Laser" in names and "Clan ER PPC" not in names
    view.document.edit(update, main_gun=True)   # a main gun carries any one weapon
    assert box.findText("Clan ER PPC") >= 0
    assert box.isEditable()
    box.lineEdit().clear()
    qtbot.keyClicks(box.lineEdit(), "Clan ER Small Laser")
    click_button(qtbot, view, "add_item")
    assert [m.item for m in view.document.unit.equipment] == ["Clan ER Small Laser"]


def test_picker_items_tell_their_weight_bv_and_price(window):
    view = window.new_unit("vehicle")
    view.show_tab("armor")
    box = window.findChild(QComboBox, "weapon_choice")
    tip = box.itemData(box.findText("Medium Laser"), Qt.ItemDataRole.ToolTipRole)
    # seed 000: 1 t, 40,000 C-bills; Battle Value 2.0 (TechManual, MegaMek): 46
    assert tip == "Medium Laser: 1 t, BV 46, 40,000 C-bills"


def test_maximum_armor_fills_a_protomech(qtbot, window):
    view = window.new_unit("protomech")   # 2 t biped: structure head 1, torso 2, arms 1, legs 2
    view.show_tab("armor")
    click_button(qtbot, view, "maximum_armor")
    armor = {loc.value: points for loc, points in view.document.unit.armor.items()}
    # MegaMek TestProtoMek.maxArmorFactor: head 2 + 1 per two tons = 3; arms 2 below 6 t;
    # torso and legs 2 points per structure point: 4 and 4
    assert armor == {"head": 3, "torso": 4, "right_arm": 2, "left_arm": 2, "legs": 4}


def test_maximum_armor_fills_a_level2_vehicle_and_hides_for_a_1987_one(qtbot, window):
    tank = REPO / "tests" / "findings" / "VEHICLE-EQUIPMENT-ERA" / "good.yaml"   # 55 t, rules level 2
    view = window.open_path(tank)
    view.show_tab("armor")
    fill = view.findChild(QPushButton, "maximum_armor")
    assert fill.isVisible()
    click_button(qtbot, view, "maximum_armor")
    vehicle = view.document.unit
    # D-VEH2-3: floor(3.5 x 55) + 40 = 232 points; 16 a ton (seed 000 line 4472): 14.5 t
    assert vehicle.armor_tons == 14.5 and sum(vehicle.armor.values()) == 232
    assert not [f for f in view.document.analysis.report.findings if f.code == "VEHICLE-ARMOR-MAX"]
    old = window.new_unit("vehicle")   # the 1987 rules set no maximum (seed 000 line 4469)
    old.show_tab("armor")
    assert not old.findChild(QPushButton, "maximum_armor").isVisible()


def test_the_battle_armor_picker_offers_what_the_weight_class_can_carry(window):
    from designer.editing.units import update
    from designer.battlearmor.model import BAWeightClass

    view = window.new_unit("battlearmor")   # an Inner Sphere biped
    view.show_tab("armor")
    box = window.findChild(QComboBox, "ba_item")
    assert box.isEditable()

    def offered() -> set[str]:
        return {str(box.itemData(i)) for i in range(box.count())}

    view.document.edit(update, weight_class=BAWeightClass.MEDIUM)
    assert "ISBAERMediumLaser" in offered()        # 800 kg within 1,000 - 175 kg of chassis
    view.document.edit(update, weight_class=BAWeightClass.LIGHT)
    # a light suit: 750 kg less a 100 kg chassis leaves 650 kg (MegaMek's weight class rows)
    assert "ISBAERMediumLaser" not in offered() and "ISBASRM6" in offered()   # 800 kg; 360 kg


TIMBER_WOLF = REPO / "units" / "mechs" / "level2" / "Mad Cat (Timber Wolf).yaml"


def test_the_criticals_side_column_of_an_omnimech_fits_1366_by_768(window):
    from PySide6.QtWidgets import QLabel, QScrollArea

    view = window.open_path(TIMBER_WOLF)   # Prime: the configuration bar sits above the tabs
    window.resize(1366, 768)
    view.show_tab("criticals")
    QApplication.processEvents()
    tab = view.page("criticals")
    area = tab.findChild(QScrollArea, "criticals_side_scroll")
    hint = tab.findChild(QLabel, "slot_catalog_empty")
    assert area.viewport().height() >= area.widget().minimumSizeHint().height()   # room for it all
    assert area.verticalScrollBar().maximum() == 0   # it scrolled (21 px here, 35 on screen): hint cut
    bottom = hint.mapTo(area.viewport(), QPoint(0, hint.height())).y()
    assert hint.text().startswith("Double-click or Enter adds to the") and bottom <= area.viewport().height()
