"""Physical attacks of a design (BattleTech Manual 1987, seed 000 lines 1512-1610; hatchets
seed 002 line 241). Expected values are worked by hand from the quoted lines."""

from __future__ import annotations

from pathlib import Path

from designer.formats.load import load_unit
from designer.mech.model import ArmActuators, Mech, MechConfig, MechLocation, Mount
from designer.mech.physical import (
    PhysicalAttack,
    club_damage,
    kick_damage,
    physical_attacks,
    punch_damage,
)

UNITS = Path(__file__).resolve().parents[1] / "units" / "mechs"
LA, RA = MechLocation.LA, MechLocation.RA


def _unit(name: str) -> Mech:
    return load_unit(UNITS / f"{name}.yaml").unit


def test_punch_is_one_point_per_ten_tons_or_fraction():
    # seed 000 line 1538: "The Archer weighs 70 tons, and so its punch has a normal Damage Value
    # of 7 (70 divided by 10 = 7)"; line 1524 "(or fraction of 10 tons)": 45 t -> 5, 25 t -> 3.
    assert punch_damage(70) == 7
    assert punch_damage(45) == 5
    assert punch_damage(25) == 3
    assert punch_damage(100) == 10


def test_kick_and_club_are_one_point_per_five_tons():
    # seed 000 line 1546: "a Warhammer's kick would inflict 14 damage points" (70 tons).
    assert kick_damage(70) == 14
    assert kick_damage(100) == 20
    # seed 000 line 1608 (club) and seed 002 line 241 (hatchet = club rules): 45 t -> 9.
    assert club_damage(45) == 9


def test_atlas_punches_with_both_fists_and_kicks():
    # 100 tons, every arm actuator kept: punch 4 to hit (line 1522), kick 3 (line 1546).
    assert physical_attacks(_unit("Atlas AS7-D")) == (
        PhysicalAttack("Punch", LA, 4, 10), PhysicalAttack("Punch", RA, 4, 10),
        PhysicalAttack("Kick", None, 3, 20))


def test_hatchetman_swings_its_hatchet_from_the_right_arm():
    # 45 tons: punch ceil(45/10) = 5, kick 45/5 = 9, hatchet 45/5 = 9 at the club's 4 to hit.
    assert physical_attacks(_unit("Hatchetman HCT-3F")) == (
        PhysicalAttack("Punch", LA, 4, 5), PhysicalAttack("Punch", RA, 4, 5),
        PhysicalAttack("Kick", None, 3, 9), PhysicalAttack("Hatchet", RA, 4, 9))


def test_an_arm_without_a_hand_punches_at_plus_one():
    # Warhammer WHM-6R: both arms keep upper and lower actuators but no hands (seed 000
    # line 1520 "does not need hands to punch"; +1 as for a destroyed hand, line 1522).
    attacks = physical_attacks(_unit("Warhammer WHM-6R"))
    assert attacks[:2] == (PhysicalAttack("Punch", LA, 5, 7), PhysicalAttack("Punch", RA, 5, 7))


def test_no_lower_arm_actuator_means_no_punch():
    # Rifleman RFL-3N: no lower arm actuators (seed 000 line 4348: "A 'Mech must have upper and
    # lower arm actuators in order to punch"); 60 tons kicks for 12.
    assert physical_attacks(_unit("Rifleman RFL-3N")) == (PhysicalAttack("Kick", None, 3, 12),)


def test_one_arm_missing_its_lower_actuator_punches_with_the_other():
    mech = _unit("Atlas AS7-D")
    mech = mech.model_copy(update={"actuators": {LA: ArmActuators(lower_arm=False, hand=False)}})
    assert [a.location for a in physical_attacks(mech) if a.name == "Punch"] == [RA]


def test_weapon_pod_arms_and_quads_only_kick():
    # The Jenner's arms are weapon pods (decision D-BF-7); 35 tons kicks for 7.
    assert physical_attacks(_unit("Jenner JR7-D")) == (PhysicalAttack("Kick", None, 3, 7),)
    # The Goliath is a four-legged 80-ton 'Mech: no arms (RULES-MAP "Gaps in the OCR"), kick 16.
    goliath = _unit("Goliath GOL-1H")
    assert goliath.config is MechConfig.QUAD
    assert physical_attacks(goliath) == (PhysicalAttack("Kick", None, 3, 16),)


def test_a_hatchet_needs_the_hand_of_its_arm():
    mech = _unit("Atlas AS7-D").model_copy(update={
        "equipment": (Mount(item="Hatchet", location=LA, slot=5),),
        "actuators": {LA: ArmActuators(hand=False)}})
    assert all(a.name != "Hatchet" for a in physical_attacks(mech))
