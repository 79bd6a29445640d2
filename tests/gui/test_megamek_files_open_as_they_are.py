"""A MegaMek file opens as it is: unmodified until edited (closing it asks nothing), and an OmniMech
configuration file opens as its OmniMech, every configuration beside it in the folder on the
configuration switcher, showing the one opened. Tables let Tab leave them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QAbstractItemView

from designer.cli import main

REPO = Path(__file__).resolve().parents[2]
MERLIN = REPO / "tests" / "units" / "merlin.yaml"
LOKI = REPO / "units" / "mechs" / "level2" / "Loki (Hellbringer).yaml"


def test_an_mtf_file_opens_unmodified(window, tmp_path, capsys):
    mtf = tmp_path / "merlin.mtf"
    assert main(["convert", str(MERLIN), str(mtf)]) == 0
    view = window.open_path(mtf)
    assert not view.document.is_dirty
    assert window.may_discard(view)          # nothing to save: no question asked
    assert view.document.path is None        # Save keeps it as YAML where the player says


def test_an_omnimech_configuration_file_opens_with_its_switcher(window, tmp_path, capsys):
    # `convert DESIGN.yaml OUT.mtf` writes one MegaMek file per configuration, as MegaMek keeps them
    assert main(["convert", str(LOKI), str(tmp_path / "Loki.mtf")]) == 0
    files = sorted(tmp_path.glob("*.mtf"))
    assert len(files) >= 2
    opened = next(path for path in files if path.stem.endswith(" A"))
    view = window.open_path(opened)
    import yaml

    configurations = list(yaml.safe_load(LOKI.read_text(encoding="utf-8"))["configurations"])
    assert view.switcher.names()[:-1] == configurations   # then "Base chassis"
    assert view.shown.name == "A"
    assert not view.document.is_dirty


def test_tab_leaves_every_table_of_every_kind(window):
    for kind in ("mech", "vehicle", "fighter", "battlearmor", "protomech", "infantry", "building"):
        view = window.new_unit(kind)
        trapping = [table.objectName() for table in view.findChildren(QAbstractItemView)
                    if table.tabKeyNavigation()]
        assert trapping == [], kind


def test_the_chassis_of_both_mtf_layouts(tmp_path):
    from designer.mech.mtf_omni import _chassis_line

    old = tmp_path / "old.mtf"
    old.write_text("Version:1.1\nMad Cat (Timber Wolf)\nPrime\nmul id:1985\n\nConfig:Biped Omnimech\n")
    new = tmp_path / "new.mtf"
    new.write_text("generator:MegaMekLab\nchassis:Mad Cat\nclanname:Timber Wolf\nmodel:Prime\n")
    assert (_chassis_line(old), _chassis_line(new)) == ("mad cat (timber wolf)", "mad cat")


def test_the_print_queue_keeps_the_chosen_open_design(window):
    # New ProtoMech + Add x5 queued 1 ProtoMech and 4 'Mechs: each Add reset the choice
    window.new_design()
    window.new_unit("protomech")
    queue = window.show_print_queue()
    titles = [queue.open_designs.itemText(i) for i in range(queue.open_designs.count())]
    queue.open_designs.setCurrentIndex(1)
    for _ in range(5):
        queue.add_open()
    assert [entry.label for entry in queue.entries] == [titles[1]] * 5
    assert queue.open_designs.currentIndex() == 1


def _level2_vehicle_view(window):
    from designer.editing.units import blank_unit
    from designer.gui.document import DesignDocument

    unit = blank_unit("vehicle").model_copy(update={"rules_level": 2, "year": 3055})
    return window.add_document(DesignDocument(unit))


def test_the_vehicle_weapon_box_can_be_typed_into(qtbot, window):
    # the space in "IS LB 10" opened the list and picked IS ER Large Laser
    view = _level2_vehicle_view(window)
    weapons = view.editor.weapons
    weapons.choice.setFocus()
    weapons.choice.lineEdit().selectAll()
    qtbot.keyClicks(weapons.choice.lineEdit(), "IS LB 10-X AC")
    assert weapons.choice.currentText() == "IS LB 10-X AC"
    weapons._add()
    assert [mount.item for mount in view.document.unit.weapons] == ["IS LB 10-X AC"]
    weapons.choice.lineEdit().setText("LB 10")   # part of a name adds nothing: the list shows the match
    weapons._add()
    assert len(view.document.unit.weapons) == 1


def test_ammunition_for_follows_the_weapon_just_added(window):
    view = _level2_vehicle_view(window)
    view.show_tab("loadout")
    editor = view.editor
    editor.weapons.choice.setCurrentIndex(editor.weapons.choice.findData("AC/2"))
    editor.weapons._add()
    editor.weapons.choice.setCurrentIndex(editor.weapons.choice.findData("IS LB 10-X AC"))
    editor.weapons._add()
    assert editor.ammo.choice.currentData() == "IS LB 10-X AC"
    editor.ammo._add()
    assert view.document.unit.ammo[-1].weapon == "IS LB 10-X AC"


def test_file_new_support_vehicle(window):
    window.actions_by_id["new_support_vehicle"].trigger()
    view = window.current_view()
    unit = view.document.unit
    assert unit.kind == "vehicle" and unit.support is not None
    assert (unit.support.unit_type, unit.support.tons, unit.support.bar) == ("support_tank", 10, 5)
    assert view.document.analysis.report.is_valid
    assert not view.document.is_dirty
