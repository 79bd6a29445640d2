"""LAM files as MegaMek writes them (decision D-LAM-SLOTS): the conversion equipment written into
slots (Avionics: head slot 4, side torso slot 2; Landing Gear: side torso slot 1, the center
torso's slot after engine and gyro, MegaMek LandAirMech's constructor) is read as the LAM's;
a file placing it elsewhere, or a 'Mech that is no LAM writing it, is still a finding. One
hand-written LAM of each LAM weight class (light 30 t, medium 50 t; seed 000's LAMs weigh at most
55 t), every figure worked by hand below."""

from __future__ import annotations

import pytest

from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.rules import validate

ARM = ["Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator"]
LEG = ["Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator"]
HEAD = ["Life Support", "Sensors", "Cockpit", "Avionics", "Sensors", "Life Support"]
CT = ["Fusion Engine"] * 3 + ["Gyro"] * 4 + ["Fusion Engine"] * 3 + ["Landing Gear"]
SIDE = ["Landing Gear", "Avionics"]


def _block(name: str, slots: list[str]) -> str:
    return f"{name}:\n" + "\n".join(slots + ["-Empty-"] * (12 - len(slots))) + "\n\n"


def _lam(mass: int, engine: int, mp: int, sinks: int, armor: dict[str, int], weapons: list[str],
         slots: dict[str, list[str]], config: str = "LAM") -> str:
    header = (f"Version:1.0\nTest LAM\nT-{mass}\n\nConfig:{config}\nTechBase:Inner Sphere\nEra:2690\n"
              f"Rules Level:1\n" + ("lam:Standard\n" if config == "LAM" else "") + "\n"
              f"Mass:{mass}\nEngine:{engine} Fusion Engine\nStructure:Standard\nMyomer:Standard\n\n"
              f"Heat Sinks:{sinks} Single\nWalk MP:{mp}\nJump MP:{mp}\n\nArmor:Standard(Inner Sphere)\n")
    text = header + "".join(f"{k} Armor:{v}\n" for k, v in armor.items())
    text += f"\nWeapons:{len(weapons)}\n" + "".join(w + "\n" for w in weapons) + "\n"
    for name in ("Left Arm", "Right Arm", "Left Torso", "Right Torso", "Center Torso", "Head",
                 "Left Leg", "Right Leg"):
        text += _block(name, slots[name])
    return text


# Light LAM, 30 t: structure 3 + engine 180 7 + gyro 2 + cockpit 3 + conversion 10 % 3 + six jump
# jets 3 (0.5 t each up to 55 t) + medium laser 1 + SRM 2 1 + a ton of SRM 2 ammunition 1 + 6 t of
# armor (96 points, within the 30-ton maximum of 105) = 30 t; 10 heat sinks, 7 in the engine
# (180 / 25), 3 in slots.
LIGHT = _lam(30, 180, 6, 10,
             {"LA": 8, "RA": 8, "LT": 10, "RT": 10, "CT": 14, "HD": 9, "LL": 13, "RL": 13,
              "RTL": 3, "RTR": 3, "RTC": 5},
             ["SRM 2, Left Arm", "Medium Laser, Right Arm"],
             {"Left Arm": ARM + ["SRM 2"], "Right Arm": ARM + ["Medium Laser"],
              "Left Torso": SIDE + ["Heat Sink"] + ["Jump Jet"] * 3,
              "Right Torso": SIDE + ["Heat Sink"] * 2 + ["Jump Jet"] * 3,
              "Center Torso": CT + ["IS Ammo SRM-2"], "Head": HEAD, "Left Leg": LEG, "Right Leg": LEG})

# Medium LAM, 50 t: structure 5 + engine 250 12.5 + gyro 3 + cockpit 3 + conversion 5 + five jump
# jets 2.5 + large laser 5 + two medium lasers 2 + two heat sinks beyond the ten free ones 2
# + 10 t of armor (160 points, the maximum is 169) = 50 t; 12 heat sinks, 10 in the engine.
MEDIUM = _lam(50, 250, 5, 12,
              {"LA": 14, "RA": 14, "LT": 18, "RT": 18, "CT": 24, "HD": 9, "LL": 23, "RL": 23,
               "RTL": 5, "RTR": 5, "RTC": 7},
              ["Medium Laser, Left Arm", "Large Laser, Right Arm", "Medium Laser, Center Torso"],
              {"Left Arm": ARM + ["Medium Laser"], "Right Arm": ARM + ["Large Laser"] * 2,
               "Left Torso": SIDE + ["Heat Sink"] + ["Jump Jet"] * 2,
               "Right Torso": SIDE + ["Heat Sink"] + ["Jump Jet"] * 3,
               "Center Torso": CT + ["Medium Laser"], "Head": HEAD, "Left Leg": LEG, "Right Leg": LEG})


@pytest.mark.parametrize("text", [LIGHT, MEDIUM], ids=["light-30t", "medium-50t"])
def test_a_megamek_lam_file_is_valid_as_written(text):
    mech = parse_mtf(text, "lam.mtf").mech
    assert mech.lam
    assert validate(mech).findings == ()


@pytest.mark.parametrize("text", [LIGHT, MEDIUM], ids=["light-30t", "medium-50t"])
def test_a_lam_file_round_trips_with_its_conversion_slots(text):
    mech = parse_mtf(text, "lam.mtf").mech
    written = mech_to_mtf(mech)
    assert parse_mtf(written, "again.mtf").mech == mech
    # three of each, as MegaMek places them: head or center torso, and both side torsos
    assert written.count("\nAvionics\n") == 3 and written.count("\nLanding Gear\n") == 3


def _codes(text: str) -> list[tuple[str, str | None]]:
    return sorted((f.code, f.location) for f in validate(parse_mtf(text, "lam.mtf").mech).findings)


def test_landing_gear_missing_from_a_side_torso_is_a_finding():
    broken = LIGHT.replace("Left Torso:\nLanding Gear\n", "Left Torso:\n-Empty-\n")
    assert _codes(broken) == [("MECH-FIXED-SLOTS", "LT")]


def test_avionics_in_an_arm_is_a_finding():
    broken = LIGHT.replace("Head:\nLife Support\nSensors\nCockpit\nAvionics\n",
                           "Head:\nLife Support\nSensors\nCockpit\n-Empty-\n")
    broken = broken.replace("Right Arm:\nShoulder\nUpper Arm Actuator\nLower Arm Actuator\n"
                            "Hand Actuator\nMedium Laser\n-Empty-\n",
                            "Right Arm:\nShoulder\nUpper Arm Actuator\nLower Arm Actuator\n"
                            "Hand Actuator\nMedium Laser\nAvionics\n")
    codes = _codes(broken)
    assert ("MECH-FIXED-SLOTS", "HD") in codes and ("MECH-FIXED-SLOTS", "RA") in codes


def test_a_mech_that_is_no_lam_may_not_write_conversion_slots():
    # The same file as a plain biped: Avionics and Landing Gear are no 'Mech's fixed components.
    codes = _codes(LIGHT.replace("Config:LAM", "Config:Biped").replace("lam:Standard\n", ""))
    assert {location for code, location in codes if code == "MECH-FIXED-SLOTS"} == {"HD", "CT", "LT", "RT"}
