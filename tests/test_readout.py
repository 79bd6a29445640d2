"""The Technical Readout block (``designer tro``): headline figures, equipment with mass, weapons
with location, critical slots ('Mechs) and tonnage, quirks, in text, Markdown and HTML, for every
kind; figures checked against the rulebooks' tables by hand."""

from __future__ import annotations

from pathlib import Path

import yaml

from designer.cli import main
from designer.formats import read_unit
from designer.readout import render, technical_readout

REPO = Path(__file__).resolve().parent.parent
UNITS = REPO / "units"
PROTOMECH = REPO / "tests" / "findings" / "PROTOMECH-QUAD-RUN" / "good.yaml"


def _row(readout, name: str) -> tuple:
    [row] = [(r.location, r.critical, r.tons) for r in readout.weapons if r.name == name][:1]
    return row


def test_a_mech_readout_archer_arc_2r():
    readout = technical_readout(read_unit(UNITS / "mechs" / "Archer ARC-2R.yaml"))
    header = dict(readout.header)
    assert header["Tonnage"] == "70" and header["Technology Base"] == "Inner Sphere (Level 1)"
    # BattleTech Manual, 'Mech construction: a 280 fusion engine weighs 16 t (Engine Table), the gyro
    # 280/100 rounded up = 3 t, the cockpit 3 t, internal structure 10 % of 70 t = 7 t; 13 t of armor
    assert dict(readout.equipment) == {"Engine": 16.0, "Cockpit": 3.0, "Gyro": 3.0,
                                       "Internal Structure": 7.0, "Armor": 13.0}
    # Weapons Table: LRM-20 10 t in 5 slots, medium laser 1 t in 1 slot; one ton of ammunition a slot
    assert _row(readout, "LRM-20") == ("LT", 5, 10.0)
    assert _row(readout, "Medium Laser") == ("CT", 1, 1.0)
    assert _row(readout, "LRM-20 Ammo") == ("LT", 1, 1.0)
    assert sum(tons for _, tons in readout.equipment) + sum(r.tons for r in readout.weapons) == 70
    text = render(readout)
    assert "Weapons and Ammo  Location  Critical  Tonnage" in text
    assert "LRM-20                  LT         5       10" in text


def test_an_omnimech_readout_gives_every_configuration(capsys):
    path = UNITS / "mechs" / "level2" / "Loki (Hellbringer).yaml"
    configurations = yaml.safe_load(path.read_text(encoding="utf-8"))["configurations"]
    assert main(["tro", "--all-configs", "--jobs", "1", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("\nType:") + out.startswith("Type:") == len(configurations) >= 2
    for name in configurations:
        assert f"Type:            Loki (Hellbringer) {name}" in out
    assert main(["tro", "--config", "Prime", "--jobs", "1", str(path)]) == 0
    assert capsys.readouterr().out.count("Type:") == 1


def test_a_vehicle_readout_condor():
    readout = technical_readout(read_unit(UNITS / "vehicles" / "Condor Heavy Hover Tank.yaml"))
    equipment = dict(readout.equipment)
    # BattleTech Manual, vehicle construction: a turret weighs 10 % of the weapons in it
    # (AC/5 8 t + two medium lasers 1 t each = 10 t -> 1 t); the turret is structure, not a weapon
    assert equipment["Turret"] == 1.0
    assert not readout.slotted
    assert _row(readout, "AC/5") == ("turret", None, 8.0)
    assert _row(readout, "Machine Gun") == ("front", None, 0.5)
    assert "Weapons and Ammo  Location  Tonnage" in render(readout)


def test_a_fighter_readout_cheetah():
    readout = technical_readout(read_unit(UNITS / "fighters" / "Cheetah F-10.yaml"))
    # Engine Table: rating 250 = 12.5 t; Weapons Table: small laser 0.5 t, medium laser 1 t
    assert dict(readout.equipment)["Engine"] == 12.5
    assert _row(readout, "Small Laser") == ("nose", None, 0.5)
    assert _row(readout, "Medium Laser") == ("left wing", None, 1.0)


def test_a_battle_armor_readout_elemental():
    readout = technical_readout(read_unit(UNITS / "battlearmor" / "elemental-flamer.yaml"))
    header = dict(readout.header)
    assert header["Technology Base"] == "Clan (Level 2)" and header["Unit"] == "Battle Armor"
    # a battle armor flamer weighs 150 kg a suit (MegaMek's BA flamer)
    assert _row(readout, "Flamer") == ("-", None, 0.15)


def test_a_protomech_readout_centaur():
    readout = technical_readout(read_unit(PROTOMECH))
    # the example's Clan LRM 3 in the torso (600 kg) and ER micro laser in the main gun (250 kg)
    assert _row(readout, "Clan LRM 3") == ("torso", None, 0.6)
    assert _row(readout, "Clan ER Micro Laser") == ("main gun", None, 0.25)


def test_markdown_and_html(tmp_path):
    archer = (UNITS / "mechs" / "Archer ARC-2R.yaml").read_text(encoding="utf-8")
    path = tmp_path / "archer.yaml"
    path.write_text(archer.replace("chassis: Archer", "chassis: Archer <b>&") + "meta:\n  quirk: [stable]\n",
                    encoding="utf-8")
    readout = technical_readout(read_unit(path))
    markdown = render(readout, "markdown")
    assert "| LRM-20 | LT | 5 | 10 |" in markdown and "- Stable (+)" in markdown
    html = render(readout, "html")
    assert "<td>LRM-20</td><td>LT</td><td>5</td><td>10</td>" in html
    assert "Archer &lt;b&gt;&amp;" in html and "<b>&" not in html
    assert "<li>Stable (+)</li>" in html


def test_a_dropship_readout_lists_each_weapon_line_with_its_arc(tmp_path):
    from designer.dropship.model import blank_dropship

    craft = blank_dropship().model_validate(blank_dropship().model_dump() | {"equipment": [
        {"item": "Medium Laser", "arc": "nose"}, {"item": "Medium Laser", "arc": "left_side", "rear": True}]})
    readout = technical_readout(craft)
    # Weapons Table: a medium laser weighs 1 t
    assert [(r.name, r.location, r.critical, r.tons) for r in readout.weapons] == [
        ("Medium Laser", "nose", None, 1.0), ("Medium Laser", "left side (R)", None, 1.0)]
