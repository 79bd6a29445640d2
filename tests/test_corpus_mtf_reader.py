"""Corpus: the MTF reader on the 55 MegaMek reference 'Mechs (../shared/reference/megamek-units/,
through the ``reference_dir`` fixture), values checked by hand against the files."""

from __future__ import annotations

import re

import pytest

from designer.mech.mtf import read_mtf
from designer.mech.model import AmmoBin, ArmActuators, MechConfig, MechLocation as L, Mount
from designer.mech.weights import total_weight
from tests.conftest import library_stems


@pytest.fixture
def ref(reference_dir):
    """Reads one reference file by name (without ``.mtf``)."""
    return lambda name: read_mtf(reference_dir / "megamek-units" / f"{name}.mtf")


def test_all_reference_mechs_are_present(reference_dir):
    # README.md of the reference folder: "55 .mtf files", the same names as the library's 'Mechs
    assert sorted(p.stem for p in (reference_dir / "megamek-units").glob("*.mtf")) == library_stems("mechs")


@pytest.mark.parametrize("name", library_stems("mechs"))
def test_reference_file_reads_without_issues_and_weighs_its_mass(name: str, reference_dir):
    path = reference_dir / "megamek-units" / f"{name}.mtf"
    result = read_mtf(path)
    assert result.issues == ()
    # Independent check: the canon tonnage printed on the file's mass: line.
    mass = int(re.search(r"^mass:(\d+)", path.read_text(encoding="utf-8"), re.I | re.M).group(1))
    assert result.mech.tonnage == mass
    assert total_weight(result.mech) == mass


def test_atlas_header_armor_and_slots(ref):
    mech = ref("Atlas AS7-D").mech  # legacy "Version:1.0" file: chassis and model are bare lines 2-3
    assert (mech.chassis, mech.model, mech.tonnage, mech.engine_rating) == ("Atlas", "AS7-D", 100, 300)
    assert mech.walking_mp == 3  # 300 // 100
    assert mech.heat_sinks == 20 and mech.jump_mp == 0
    assert mech.armor == {L.LA: 34, L.RA: 34, L.LT: 32, L.RT: 32, L.CT: 47, L.HD: 9, L.LL: 41, L.RL: 41}
    assert mech.rear_armor == {L.LT: 10, L.RT: 10, L.CT: 14}
    assert mech.armor_tons == 19.0  # 304 points / 16 = 19 tons exactly
    assert Mount(item="AC/20", location=L.RT, slot=1) in mech.equipment  # RT lines 1-10 "Autocannon/20"
    assert Mount(item="LRM-20", location=L.LT, slot=2) in mech.equipment  # LT lines 2-6 "LRM 20"
    assert Mount(item="SRM-6", location=L.LT, slot=7) in mech.equipment
    assert Mount(item="Heat Sink", location=L.HD, slot=4) in mech.equipment
    assert [m.slot for m in mech.equipment if m.item == "Medium Laser" and m.rear] == [11, 12]
    assert [(a.weapon, a.location, a.slot) for a in mech.ammo] == [
        ("LRM-20", L.LT, 9), ("LRM-20", L.LT, 10), ("SRM-6", L.LT, 11),
        ("AC/20", L.RT, 11), ("AC/20", L.RT, 12)]
    assert mech.source == "TRO 3039 - Star League"


def test_multi_slot_weapons_become_one_mount_each(ref):
    mech = ref("Atlas AS7-D").mech  # one AC/20 (10 lines), one LRM 20 (5 lines), one SRM 6 (2 lines)
    assert [m.item for m in mech.equipment].count("AC/20") == 1
    assert [m.item for m in mech.equipment].count("LRM-20") == 1
    # Heat sink lines: HD 1, LA 1, RA 1, LT 1, LL 2, RL 2 = 8 (20 sinks - 300 / 25 in the engine).
    assert [m.item for m in mech.equipment].count("Heat Sink") == 8


def test_goliath_is_a_quad_with_leg_armor(ref):
    mech = ref("Goliath GOL-1H").mech
    assert mech.config is MechConfig.QUAD and mech.tonnage == 80 and mech.walking_mp == 4  # 320 // 80
    assert mech.armor == {L.FLL: 24, L.FRL: 24, L.LT: 20, L.RT: 20, L.CT: 30, L.HD: 9, L.RLL: 30, L.RRL: 30}
    assert mech.rear_armor == {L.LT: 13, L.RT: 13, L.CT: 19}
    assert Mount(item="Heat Sink", location=L.FLL, slot=5) in mech.equipment
    assert Mount(item="PPC", location=L.RT, slot=1) in mech.equipment
    assert AmmoBin(weapon="Machine Gun", location=L.LT, slot=4) in mech.ammo  # "IS Ammo MG - Full"
    assert mech.actuators == {}


def test_hatchetman_hatchet_and_ac10_ammo(ref):
    mech = ref("Hatchetman HCT-3F").mech
    assert (mech.tonnage, mech.heat_sinks, mech.jump_mp, mech.armor_tons) == (45, 11, 4, 6.5)  # 104 points
    hatchets = [m for m in mech.equipment if m.item == "Hatchet"]
    assert hatchets == [Mount(item="Hatchet", location=L.RA, slot=5)]  # RA lines 5-7; 45 / 15 = 3 slots
    assert Mount(item="Medium Laser", location=L.RA, slot=8) in mech.equipment
    assert Mount(item="AC/10", location=L.RT, slot=3) in mech.equipment
    assert mech.ammo == (AmmoBin(weapon="AC/10", location=L.CT, slot=11),
                         AmmoBin(weapon="AC/10", location=L.CT, slot=12))


def test_archer_rear_lasers(ref):
    mech = ref("Archer ARC-2R").mech  # CT lines 11-12 "Medium Laser (R)"
    rear = [m for m in mech.equipment if m.rear]
    assert rear == [Mount(item="Medium Laser", location=L.CT, slot=11, rear=True),
                    Mount(item="Medium Laser", location=L.CT, slot=12, rear=True)]
    assert Mount(item="Medium Laser", location=L.LA, slot=5) in mech.equipment


def test_arms_without_lower_arm_and_hand(ref):
    # Rifleman RFL-3N and Locust LCT-1V: both arms read Shoulder, Upper Arm Actuator, then weapons.
    no_lower = ArmActuators(lower_arm=False, hand=False)
    assert ref("Rifleman RFL-3N").mech.actuators == {L.LA: no_lower, L.RA: no_lower}
    locust = ref("Locust LCT-1V").mech
    assert locust.actuators == {L.LA: no_lower, L.RA: no_lower}
    assert Mount(item="Machine Gun", location=L.LA, slot=3) in locust.equipment
    assert AmmoBin(weapon="Machine Gun", location=L.CT, slot=12) in locust.ammo
    # Zeus ZEU-6S: both arms keep the lower arm actuator (slot 3) but not the hand.
    no_hand = ArmActuators(hand=False)
    assert ref("Zeus ZEU-6S").mech.actuators == {L.LA: no_hand, L.RA: no_hand}
