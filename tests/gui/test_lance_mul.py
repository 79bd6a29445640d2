"""The lance builder opens and saves MegaMek force files (.mul): File > Open takes a .mul into the
builder as a force with its lances (tests/mul/lance.mul: Alpha Lance holds the Archer and the Wasp,
Bravo Lance the Thunderbolt and the Locust), with each pilot's skills and Battle Value."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.mul import read_mul

MUL = Path(__file__).parents[1] / "mul"


@pytest.fixture
def builder(qtbot, window):
    lance_builder = window.show_lance_builder()
    qtbot.addWidget(lance_builder)
    yield lance_builder
    lance_builder.dirty = False


def test_file_open_takes_a_force_file_into_the_lance_builder(qtbot, window, builder):
    window.open_path(MUL / "lance.mul")
    force = builder.force
    assert force.name == "Hand Force"
    assert [(lance.name, [m.label for m in lance.members]) for lance in force.lances] == [
        ("Alpha Lance", ["Archer ARC-2R", "Wasp WSP-1A"]),
        ("Bravo Lance", ["Thunderbolt TDR-5S", "Locust LCT-1V"])]
    archer = force.lances[0].members[0]
    assert (archer.pilot_name, archer.gunnery, archer.piloting) == ('Jürgen "Ace" Müller', 2, 3)
    # Master Unit List BV 1,477 and 384 at 2/3 (x1.68) and 3/4 (x1.32), TechManual p. 315
    assert force.lances[0].battle_value() == (round(1477 * 1.68) + round(384 * 1.32), 0)
    assert builder.lances.count() == 2
    pilots = [builder.members.item(row, 0).toolTip() for row in range(2)]
    assert pilots == ['Pilot: Jürgen "Ace" Müller', "Pilot: Zoë Okonkwo-山田"]
    # the whole force: Thunderbolt 1,335 and Locust 432 at 4/5 join the Alpha Lance's two
    assert builder.force_total.text() == f"Force: Battle Value {2481 + 507 + 1335 + 432:,}"


def test_the_lance_builder_saves_a_force_file(qtbot, builder, tmp_path):
    assert builder.open_path(MUL / "lance.mul")
    target = tmp_path / "saved.mul"
    assert builder.save_to(target)
    saved = read_mul(target).units
    assert [(u.designation, u.crew.name if u.crew else None, u.crew.gunnery if u.crew else None,
             u.crew.piloting if u.crew else None, u.path_names) for u in saved] == [
        ("Archer ARC-2R", 'Jürgen "Ace" Müller', 2, 3, ("Hand Force", "Alpha Lance")),
        ("Wasp WSP-1A", "Zoë Okonkwo-山田", 3, 4, ("Hand Force", "Alpha Lance")),
        ("Thunderbolt TDR-5S", "Sam Reyes", 4, 5, ("Hand Force", "Bravo Lance")),
        ("Locust LCT-1V", "", 4, 5, ("Hand Force", "Bravo Lance"))]
    assert [a.shots for a in saved[0].ammo] == [6, 5]   # what the file gave is kept


def test_units_left_out_are_named(qtbot, builder, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append(text))
    assert builder.open_path(MUL / "unresolved.mul")
    assert [m.label for m in builder.force.lances[0].members] == ["Wasp WSP-1A"]
    assert shown == [f"{MUL / 'unresolved.mul'}:3: Nosuch NS-1X: no unit file or library design of that name"]
