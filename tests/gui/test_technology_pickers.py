"""The Structure tab's technology pickers (tech base, year, engine, structure, armor and heat sink
types) and the Equipment tab's catalog filtered by tech base and year."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QSpinBox

from designer.catalog.level2 import level2_catalog
from designer.model.common import TechBase

MERLIN = Path(__file__).parents[1] / "units" / "merlin.yaml"


def engine_tons_shown(view) -> float:
    """The engine's line of the weight breakdown table, as the player reads it."""
    table = view.page("structure").weights
    for row in range(table.rowCount()):
        if table.item(row, 0).text().startswith("Engine"):
            return float(table.item(row, 1).text().removesuffix(" t"))
    raise AssertionError("no engine line in the weight breakdown")


def choose(box: QComboBox, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, f"{text!r} not offered: {[box.itemText(i) for i in range(box.count())]}"
    box.setCurrentIndex(index)


def offered(box: QComboBox) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


def catalog_names(view) -> set[str]:
    view.show_tab("equipment")   # a tab shows the design when it is the current one
    model = view.page("equipment").model
    return {model.item(row, 0).text() for row in range(model.rowCount())}


def test_xl_engine_halves_the_engine_weight_shown_and_undo_restores(window):
    view = window.open_path(MERLIN)
    tab = view.page("structure")
    # Seed 000 line 4263: the Merlin's "240-ton-rated Pitban engine weighs 11.5 tons".
    assert engine_tons_shown(view) == 11.5
    choose(tab.types["engine_type"], "XL")
    # Spec 2.2: XL = standard / 2 rounded up to the half ton: 11.5 / 2 = 5.75 -> 6.0 t.
    assert view.document.mech.engine_type == "xl"
    assert engine_tons_shown(view) == 6.0
    # A 300 rating (60 t x walking 5) is 19 t standard (Engine Table, Vlar 300) -> 9.5 t XL.
    tab.walking.setValue(5)
    assert engine_tons_shown(view) == 9.5
    view.document.undo()
    view.document.undo()
    assert view.document.mech.engine_type == "fusion" and engine_tons_shown(view) == 11.5
    assert tab.types["engine_type"].currentText() == "Standard Fusion"


def test_every_construction_picker_is_named_after_its_label(window):
    tab = window.open_path(MERLIN).page("structure")
    for name, label in (("tech_base", "Tech base"), ("engine_type", "Engine type"),
                        ("structure_type", "Structure type"), ("armor_type", "Armor type"),
                        ("heat_sink_type", "Heat sink type"), ("gyro_type", "Gyro type"),
                        ("cockpit_type", "Cockpit type")):
        assert tab.findChild(QComboBox, name).accessibleName() == label
    assert tab.findChild(QSpinBox, "year").accessibleName() == "Year"


def test_switching_to_clan_offers_the_clan_types(window):
    view = window.open_path(MERLIN)
    tab = view.page("structure")
    # data/construction.yaml: XL, Endo Steel, Ferro-Fibrous and Double are the Inner Sphere rows.
    assert offered(tab.types["engine_type"]) == ["Standard Fusion", "XL"]
    assert offered(tab.types["heat_sink_type"]) == ["Single", "Double"]
    choose(tab.tech_base, "Clan")
    assert view.document.mech.tech_base is TechBase.CLAN
    assert offered(tab.types["engine_type"]) == ["Standard Fusion", "Clan XL"]
    assert offered(tab.types["structure_type"]) == ["Standard", "Clan Endo Steel"]
    assert offered(tab.types["armor_type"]) == ["Standard", "Clan Ferro-Fibrous"]
    assert offered(tab.types["heat_sink_type"]) == ["Single", "Clan Double"]
    choose(tab.types["heat_sink_type"], "Clan Double")
    assert view.document.mech.heat_sink_type == "clan_double"
    choose(tab.tech_base, "Mixed")   # mixed technology may use both tech bases' rows
    # and, as a Level 2 design with no year, the later types too (decision D-LATER-TYPE-5)
    assert offered(tab.types["engine_type"]) == ["Standard Fusion", "XL", "Clan XL",
                                                 "Light (later technology)", "Compact (later technology)"]
    view.document.undo()
    view.document.undo()
    view.document.undo()
    assert view.document.mech.tech_base is TechBase.INNER_SPHERE
    assert tab.tech_base.currentText() == "Inner Sphere"
    assert offered(tab.types["engine_type"]) == ["Standard Fusion", "XL"]


def test_switching_tech_base_converts_a_type_to_its_counterpart(window):
    # A tech base switch: the Inner Sphere XL becomes the Clan XL (data/construction.yaml: "XL" and "Clan
    # XL"), not a standard engine; a type with no counterpart goes back to standard
    # (tests/test_editing_spreadable_convert.py).
    view = window.open_path(MERLIN)
    tab = view.page("structure")
    choose(tab.types["engine_type"], "XL")
    choose(tab.tech_base, "Clan")
    assert view.document.mech.engine_type == "clan_xl"


def test_catalog_lists_the_er_medium_laser_from_its_year(window):
    # data/level2/is_weapons.yaml: the IS ER Medium Laser's intro_year is 3058 (not 3050).
    assert level2_catalog().get("IS ER Medium Laser").intro_year == 3058
    view = window.open_path(MERLIN)
    tab = view.page("structure")
    assert "IS ER Medium Laser" not in catalog_names(view)   # a 1987 design: the 1987 tables
    assert "Medium Laser" in catalog_names(view)
    tab.year.setValue(3025)
    assert view.document.mech.year == 3025
    assert "IS ER Medium Laser" not in catalog_names(view)
    tab.year.setValue(3050)
    assert "IS ER Medium Laser" not in catalog_names(view)
    tab.year.setValue(3058)
    names = catalog_names(view)
    assert "IS ER Medium Laser" in names and "Medium Laser" in names
    assert "Clan ER Medium Laser" not in names   # an Inner Sphere design
    view.page("equipment").select("IS ER Medium Laser")
    view.page("equipment").add_selected()
    assert view.document.mech.equipment[-1].item == "IS ER Medium Laser"
    view.document.undo()
    view.document.undo()
    assert view.document.mech.year == 3050 and "IS ER Medium Laser" not in catalog_names(view)


def test_a_clan_design_lists_clan_items_not_inner_sphere_ones(window):
    view = window.open_path(MERLIN)
    choose(view.page("structure").tech_base, "Clan")
    names = catalog_names(view)
    assert "Clan ER Medium Laser" in names
    assert "IS ER Medium Laser" not in names and "Medium Laser" not in names


def test_double_heat_sinks_replace_the_heat_sink_mounts(window):
    view = window.open_path(MERLIN)
    # The Merlin's 18 sinks: 240 / 25 = 9 inside the engine, 9 placed in slots (seed 000 line 4326).
    mounts = [m.item for m in view.document.mech.equipment]
    assert mounts.count("Heat Sink") == 9
    choose(view.page("structure").types["heat_sink_type"], "Double")
    mounts = [m.item for m in view.document.mech.equipment]
    assert mounts.count("IS Double Heat Sink") == 9 and "Heat Sink" not in mounts
    view.show_tab("equipment")   # the carried list shows weapons, not heat sinks of any type
    carried = view.page("equipment").carried
    shown = [carried.topLevelItem(i).text(0) for i in range(carried.topLevelItemCount())]
    assert "IS Double Heat Sink" not in shown and "PPC" in shown
    view.document.undo()
    assert [m.item for m in view.document.mech.equipment].count("Heat Sink") == 9


def test_the_pickers_and_catalogs_on_a_clan_omnimech(window, tmp_path):
    # A Clan OmniMech open in the editor. The exemplar's chassis made Clan (year 3050):
    # data/construction.yaml offers a Clan design the Clan XL (2 slots per side torso), and the
    # catalogs offer Clan items only (an Inner Sphere row is MECH-TECH-BASE-MIXED on it).
    import yaml

    from designer.gui.omni_switcher import BASE_CHASSIS
    from designer.mech.omni import configuration

    exemplar = Path(__file__).parents[1] / "units" / "omni-exemplar.yaml"
    data = yaml.safe_load(exemplar.read_text(encoding="utf-8"))
    path = tmp_path / "clan-omni.yaml"
    path.write_text(yaml.safe_dump({**data, "tech_base": "clan", "rules_level": 2, "year": 3050}),
                    encoding="utf-8")
    view = window.open_path(path)
    view.switcher.choose(BASE_CHASSIS)
    tab = view.page("structure")
    assert tab.tech_base.currentText() == "Clan"
    assert offered(tab.types["engine_type"]) == ["Standard Fusion", "Clan XL"]
    assert offered(tab.types["heat_sink_type"]) == ["Single", "Clan Double"]
    choose(tab.types["engine_type"], "Clan XL")
    design = view.document.mech
    assert [configuration(design, name).engine_type for name in design.configurations] == ["clan_xl"] * 3
    view.switcher.choose("A")
    names = catalog_names(view)
    assert {"Clan ER Medium Laser", "Clan Gauss Rifle"} <= names
    assert not {"Medium Laser", "IS ER Large Laser", "Hatchet"} & names
    view.show_tab("criticals")
    panel = view.page("criticals").catalog
    labels = [panel.items.item(row).text() for row in range(panel.items.count())]
    assert any(label.startswith("Clan ER Medium Laser") for label in labels)
    assert not any(label.startswith(("Medium Laser", "IS ", "Hatchet")) for label in labels)


def test_later_types_offered_by_year_and_weighed(window):
    """Decision D-LATER-TYPE-5: the pickers offer the later types of the design's tech base by its
    year; choosing them changes the weights shown (hand-computed below)."""
    view = window.open_path(MERLIN)
    tab = view.page("structure")
    assert offered(tab.types["gyro_type"]) == ["Standard"]   # a 1987 design
    tab.year.setValue(3052)
    # MegaMek's dates: stealth armor 3051; the gyros 3055, the small cockpit 3060
    assert offered(tab.types["armor_type"]) == ["Standard", "Ferro-Fibrous", "Stealth (later technology)"]
    assert offered(tab.types["gyro_type"]) == ["Standard"]
    tab.year.setValue(3060)
    assert offered(tab.types["gyro_type"]) == ["Standard", "Compact (later technology)",
                                               "XL (later technology)", "Heavy Duty (later technology)"]
    assert offered(tab.types["cockpit_type"]) == ["Standard", "Small (later technology)"]
    choose(tab.types["gyro_type"], "XL (later technology)")
    choose(tab.types["cockpit_type"], "Small (later technology)")
    choose(tab.types["engine_type"], "Light (later technology)")
    mech = view.document.mech
    assert (mech.gyro_type, mech.cockpit_type, mech.engine_type) == ("xl", "small", "light")
    # Merlin 240 rating: gyro ceil(240 / 100) = 3 t, XL half: 1.5 t; small cockpit 2 t;
    # light engine 11.5 t x 0.75 = 8.625 -> 9 t (half ton up)
    table = tab.weights
    shown = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert (shown["Gyro"], shown["Cockpit"], shown["Engine"]) == ("1.5 t", "2 t", "9 t")
    choose(tab.tech_base, "Clan")   # no Clan later types in the era: back to the standard ones
    assert (view.document.mech.gyro_type, view.document.mech.engine_type) == ("standard", "fusion")
    assert offered(tab.types["gyro_type"]) == ["Standard"]
