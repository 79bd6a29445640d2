"""The vehicle and fighter editors offer the Level 2 catalog of the
design's tech base and year (the lists of ``editing.technology``, as the 'Mech's Equipment tab),
and a change of tech base, rules level or year on the Structure tab changes the weapon and
ammunition lists at once. Introduction years from the catalog rows (catalog/data/level2): the IS
ER large laser 2620, the IS ER medium laser 3058, the Clan ER medium laser 2824."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox

from helpers import type_value

REPO = Path(__file__).resolve().parents[2]
STRIKER = REPO / "units" / "examples" / "vehicle-tracked-striker.yaml"


def offered(box: QComboBox) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


def choose(box: QComboBox, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, f"{text!r} not offered: {offered(box)}"
    box.setCurrentIndex(index)


def loadout(view):
    view.show_tab("loadout")
    return view.editor.weapons.choice, view.editor.ammo.choice


def test_vehicle_weapon_list_follows_rules_level_year_and_tech_base(qtbot, window):
    view = window.open_path(STRIKER)
    weapons, ammo = loadout(view)
    # a 1987 design: the 21 weapons of the Weapons Table (seed 000 lines 4797-4834)
    assert len(offered(weapons)) == 21 and "IS ER Large Laser" not in offered(weapons)
    view.show_tab("structure")
    technology = view.editor.technology
    type_value(qtbot, technology.rules_level, 2)
    type_value(qtbot, technology.year, 3050)
    weapons, ammo = loadout(view)
    assert "IS ER Large Laser" in offered(weapons)          # 2620
    assert "IS ER Medium Laser" not in offered(weapons)     # 3058: after the design's year
    assert "IS LB 10-X AC" in offered(ammo)
    view.show_tab("structure")
    type_value(qtbot, technology.year, 3058)
    weapons, _ = loadout(view)
    assert "IS ER Medium Laser" in offered(weapons)
    view.show_tab("structure")
    choose(technology.tech_base, "Clan")
    weapons, _ = loadout(view)
    names = offered(weapons)
    assert "Clan ER Medium Laser" in names and not any(name.startswith("IS ") for name in names)
    assert "Medium Laser" not in names   # the 1987 Inner Sphere laser: VEHICLE-TECH-BASE on a Clan design


def test_the_list_refreshes_on_the_visible_page_and_keeps_the_choice(qtbot, window):
    view = window.open_path(STRIKER)
    weapons, _ = loadout(view)
    choose(weapons, "PPC")
    view.document.edit(lambda unit: unit.model_copy(update={"rules_level": 2, "year": 3050}))
    assert "IS ER Large Laser" in offered(weapons)   # the page shown is refreshed by the edit
    assert weapons.currentText() == "PPC"


def test_fighter_weapon_list_follows_the_tech_base(qtbot, window):
    view = window.new_unit("fighter")
    weapons, _ = loadout(view)
    assert "Clan ER Medium Laser" not in offered(weapons)
    view.show_tab("structure")
    technology = view.editor.technology
    choose(technology.tech_base, "Clan")
    type_value(qtbot, technology.rules_level, 2)
    type_value(qtbot, technology.year, 3050)
    weapons, _ = loadout(view)
    names = offered(weapons)
    assert "Clan ER Medium Laser" in names and "IS ER Large Laser" not in names
    assert "Clan CASE" in names   # fighter equipment of the Level 2 catalog (D-FTR2-5)
    choose(weapons, "Clan ER Medium Laser")
    view.editor.weapons._add()
    assert [m.item for m in view.document.unit.weapons] == ["Clan ER Medium Laser"]
    assert not [f for f in view.document.analysis.report.findings if f.code.startswith("FIGHTER-TECH")]


L2_TANK = REPO / "tests" / "units" / "l2-tank.yaml"   # IS, 3050: ER large laser (5 t), LB 10-X (11 t)


def test_a_level2_vehicle_is_offered_its_equipment_and_each_row_shows_its_weight(qtbot, window):
    view = window.open_path(L2_TANK)
    weapons, _ = loadout(view)
    names = offered(weapons)
    # equipment a vehicle mounts (D-VEH2-4), never the 'Mech-only MASC or a spreadable slot (TSM)
    assert {"IS CASE", "IS Artemis IV FCS", "IS Guardian ECM Suite"} <= set(names)
    assert "IS MASC" not in names and "IS TSM" not in names
    choose(weapons, "IS CASE")
    choose(view.editor.weapons.where, "Body")
    view.editor.weapons._add()
    table = view.editor.weapons.table
    assert view.document.unit.weapons[-1].item == "IS CASE"
    assert table.item(table.rowCount() - 1, 2).text() == "0.5 t"   # seed 002 line 563: CASE weighs half a ton
    view.show_tab("structure")
    type_value(qtbot, view.editor.technology.year, 3062)
    weapons, _ = loadout(view)
    choose(weapons, "IS Targeting Computer")
    view.editor.weapons._add()
    # direct-fire weapons 5 + 11 = 16 t; an Inner Sphere targeting computer weighs 16 / 4 = 4 t
    # (later_is_equipment.yaml, MegaMek's fact: decision D-L2-LATER)
    assert table.item(table.rowCount() - 1, 2).text() == "4 t"


def test_a_1987_fighter_switched_to_clan_is_offered_the_clan_catalog(qtbot, window):
    view = window.open_path(REPO / "units" / "fighters" / "Corsair CSR-V12.yaml")   # rules level 1
    technology = view.editor.technology
    choose(technology.tech_base, "Clan")
    # Clan technology is Level 2 (D-GUI3-3): before, the list held only the artillery of both bases
    assert technology.rules_level.value() == 2
    weapons, _ = loadout(view)
    assert "Clan ER Large Laser" in offered(weapons) and "Large Laser" not in offered(weapons)
    view.document.undo()   # one edit: back to the Inner Sphere 1987 design
    assert (view.document.unit.tech_base.value, view.document.unit.rules_level) == ("inner_sphere", 1)


def test_the_type_pickers_offer_the_rows_of_the_tech_base(window):
    view = window.open_path(L2_TANK)
    engines = view.editor.technology.types["engine_type"]
    assert "XL Fusion" in offered(engines) and "Clan XL Fusion" not in offered(engines)
    choose(view.editor.technology.tech_base, "Clan")
    assert "Clan XL Fusion" in offered(engines) and "Light Fusion" not in offered(engines)
    assert "Fuel Cell" in offered(engines)   # both tech bases
    fighter = window.new_unit("fighter").editor
    armors = fighter.technology.types["armor_type"]
    assert "Clan Ferro-Aluminum" not in offered(armors)
    choose(fighter.technology.tech_base, "Clan")
    assert "Clan Ferro-Aluminum" in offered(armors) and "Ferro-Aluminum" not in offered(armors)
    assert "Light Fusion" not in offered(fighter.engine)   # Inner Sphere only
