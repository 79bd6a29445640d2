"""Ammunition types of 'Mech bins (decisions D-AMMO-1, D-AMMO-2): read and written in MTF and
YAML, and the Artemis IV links."""

from pathlib import Path

from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.formats.yaml_io import dump_unit, parse_unit, read_unit
from designer.mech.model import AmmoBin, MechLocation as L
from designer.rules import validate
from designer.rules.common.ammo_types import ammo_types
from designer.mech.checks_level2 import artemis_linked

FINDINGS = Path(__file__).parent / "findings"
ARTEMIS_MERLIN = FINDINGS / "MECH-ARTEMIS-AMMO" / "good.yaml"


def test_an_artemis_capable_bin_is_read_and_written_by_its_megamek_name():
    mech = read_unit(ARTEMIS_MERLIN)
    lines = mech_to_mtf(mech).split("\n")
    torso = lines.index("Right Torso:")
    # ammo.yaml: "IS LRM 5 Ammo (artemis)", first MegaMek name "IS Ammo LRM-5 Artemis-capable"
    assert lines[torso + 8] == "IS Ammo LRM-5 Artemis-capable"
    again = parse_mtf("\n".join(lines)).mech
    assert [b for b in again.ammo if b.weapon == "LRM-5"] == [AmmoBin(weapon="LRM-5", location=L.RT, slot=8,
                                                                      kind="artemis")]


def test_every_ammunition_spelling_of_megamek_gives_its_type():
    for line, kind in (("IS Ammo LRM-10 Narc-capable", "narc"), ("ISLBXAC10 CL Ammo", "cluster"),
                       ("IS Ammo SRM-6 Inferno", "inferno"), ("IS Ammo LRM-10", "standard")):
        text = mech_to_mtf(read_unit(ARTEMIS_MERLIN)).replace("IS Ammo LRM-5 Artemis-capable", line)
        mech = parse_mtf(text).mech
        assert [b.kind for b in mech.ammo if b.location is L.RT] == [kind], line


def test_yaml_writes_the_type_only_when_not_standard():
    mech = read_unit(ARTEMIS_MERLIN)
    text = dump_unit(mech)
    assert "{weapon: LRM-5, location: RT, slot: 8, half: false, kind: artemis}" in text
    assert "kind: standard" not in text
    assert parse_unit(text) == mech


def test_each_weapon_fires_the_types_of_its_rows():
    # ammo.yaml: the LRM-5 has standard, Artemis and Narc rows; the LB 10-X standard and cluster;
    # the SRM-6 inferno too; a 1987 AC/20 only standard
    assert ammo_types("LRM-5") == {"standard", "artemis", "narc"}
    assert ammo_types("IS LB 10-X AC") == {"standard", "cluster"}
    assert "inferno" in ammo_types("SRM-6")
    assert ammo_types("AC/20") == {"standard"}


def test_the_artemis_fcs_links_the_launcher_before_it():
    mech = read_unit(ARTEMIS_MERLIN)
    (linked,) = artemis_linked(mech)
    assert (linked.item, linked.location, linked.slot) == ("LRM-5", L.RT, 7)
    assert not [f for f in validate(mech).findings if "ARTEMIS" in f.code]


def test_a_lot_holds_the_shots_of_its_own_type():
    from designer.rules.common.ammo_types import lot_shots

    # MegaMek AmmoType (the Level 2 rows' source): an MML-9 fires 13 LRM or 11 SRM salvos a ton, an
    # MML-7 17 or 14; 3 tons of MML-9 SRM Artemis ammunition hold 33 salvos, not the LRM count's 39
    assert lot_shots("IS MML 9", "srm artemis", 3) == 33
    assert lot_shots("IS MML 9", "artemis", 4) == 52
    assert lot_shots("IS MML 7", "srm", 1) == 14
    assert lot_shots("IS MML 7", "standard", 2) == 34
    # a type without a row of its own is the weapon's shots a ton; half a ton of machine-gun
    # ammunition holds half a ton's 200 (seed 000 line 4476)
    assert lot_shots("Machine Gun", "standard", 0.5) == 100
    assert lot_shots("Medium Laser", "standard", 1) is None
