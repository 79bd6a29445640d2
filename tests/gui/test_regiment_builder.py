"""The regiment builder: tree of the regiment file, running total from the core, moving lances
between companies, accessible names equal to visible labels, the menu action."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox

from designer.battleforce.regiment_file import read_regiment
from designer.gui.regiment_builder import RegimentBuilder

LANCERS = Path(__file__).parent.parent / "data" / "regiment-lancers.yaml"


@pytest.fixture
def builder(qtbot):
    window = RegimentBuilder()
    qtbot.addWidget(window)
    window.show()
    window.open_path(LANCERS)
    return window


def _tree(builder):
    rows = []
    for i in range(builder.tree.topLevelItemCount()):
        top = builder.tree.topLevelItem(i)
        children = [top.child(n) for n in range(top.childCount())]
        rows.append(
            (
                top.text(0),
                [(c.text(0), [c.child(k).text(0) for k in range(c.childCount())]) for c in children],
            )
        )
    return rows


def test_tree_and_total(builder):
    # The regiment of tests/data/regiment-lancers.yaml, costs worked by hand in
    # tests/test_regiment_cli.py::test_lancers_costs_worked_by_hand: 123 of 150.
    assert _tree(builder) == [
        (
            "1st Battalion",
            [
                ("Headquarters", ["Command"]),
                ("A Company", ["Fire Lance", "Recon"]),
                ("B Company", ["Hover Platoon"]),
            ],
        ),
        ("Regimental Headquarters", [("Lancer HQ", [])]),
    ]
    fire = builder.tree.topLevelItem(0).child(1).child(0)
    assert (fire.text(1), fire.text(2)) == ("Elite", "27")
    assert builder.total.text() == "Crucis Lancers Detachment: total 123 of 150 Purchase Points (27 left)"
    assert builder.findings.count() == 0


def test_move_lance_to_the_next_company_and_save(builder, tmp_path):
    recon = builder.tree.topLevelItem(0).child(1).child(1)
    builder.tree.setCurrentItem(recon)
    builder.move_selected(1)  # past the end of A Company: first of B Company
    assert _tree(builder)[0][1][1:] == [
        ("A Company", ["Fire Lance"]),
        ("B Company", ["Recon", "Hover Platoon"]),
    ]
    assert builder.tree.currentItem().text(0) == "Recon"
    assert "123 of 150" in builder.total.text()  # moving changes no cost
    out = tmp_path / "moved.yaml"
    out.write_text(builder.file_text())
    moved = read_regiment(out)
    assert [lance.location for lance in moved.lances()][2] == "1st Battalion/B Company/Recon"


def test_generate_a_regiment(builder):
    builder.type_box.setCurrentIndex(builder.type_box.findData("light"))
    builder.level_box.setCurrentIndex(builder.level_box.findData("Green"))
    builder.seed_box.setValue(3)
    builder.findChild(QPushButton, "generate_regiment").click()
    assert len(builder.regiment.lances()) == 32
    # D-REG-4: a Green Light regiment's budget is 428 + (10 + 25 - 32 - 28) = 403.
    assert builder.regiment.budget.points == 403
    assert "of 403 Purchase Points" in builder.total.text()


def test_accessible_names_equal_visible_labels(builder):
    for button in builder.findChildren(QPushButton):
        assert button.accessibleName() == button.text().replace("&", "")
    labels = {
        label.buddy(): label.text().replace("&", "")
        for label in builder.findChildren(QLabel)
        if label.buddy()
    }
    for widget in [*builder.findChildren(QComboBox), *builder.findChildren(QSpinBox)]:
        assert widget.accessibleName() == labels[widget]


def test_menu_action_opens_the_builder(window):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&BattleForce")
    action = next(a for a in menu.actions() if a.text() == "&Regiment Builder…")
    assert action.shortcut().toString() == "Ctrl+Shift+R"
    action.trigger()
    assert window.regiment_builder.isVisible()
    window.regiment_builder.close()


def test_a_drop_rebuilds_the_regiment(builder):
    # What the tree's InternalMove does on a drop (take the item, insert it under the target
    # group), then the drop callback: the regiment is read again from the tree.
    a_company, b_company = builder.tree.topLevelItem(0).child(1), builder.tree.topLevelItem(0).child(2)
    fire = a_company.takeChild(0)
    b_company.addChild(fire)
    builder.tree.on_moved()
    locations = [lance.location for lance in builder.regiment.lances()]
    assert "1st Battalion/B Company/Fire Lance" in locations
    assert "123 of 150" in builder.total.text()
