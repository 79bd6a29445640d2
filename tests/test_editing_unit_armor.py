"""Automatic armor allocation for vehicles and fighters: every point bought placed, in the shares
of decision D-GUI-3, computed by hand below."""

from pathlib import Path

import pytest

from designer.editing.unit_armor import auto_allocate
from designer.editing.units import blank_unit, update
from designer.formats.yaml_io import read_unit

REPO = Path(__file__).resolve().parents[1]


def test_a_tank_without_turret():
    # 10 t of vehicle armor at 16 points a ton (seed 000 line 4469) = 160 points; shares 4:3:3:2 of
    # 12: front 160*4//12 = 53, sides 40, rear 26 (159); the last point goes to the front.
    tank = update(blank_unit("vehicle"), armor_tons=10.0)
    assert dict(auto_allocate(tank).armor) == {"front": 54, "left": 40, "right": 40, "rear": 26}


def test_a_vtol_rotor_gets_two_points():
    # "not allocate more than 2 points of armor to the rotor location of a VTOL" (seed 000 line 4483)
    hornet = read_unit(REPO / "units" / "examples" / "vehicle-vtol-hornet.yaml")
    allocated = auto_allocate(hornet)
    assert allocated.armor["rotor"] == 2
    assert sum(allocated.armor.values()) == round(hornet.armor_tons * 16)


def test_a_fighter():
    # The Lancer's 13 t at 16 points a ton (seed 000 line 4540) = 208; shares 6:4:4:4:3 of 21:
    # nose 59, wings 39 each, fuselage 39, engine 29 (205); the 3 left over: nose +1, then the
    # wings +1 each.
    lancer = read_unit(REPO / "units" / "examples" / "fighter-aerospace-lancer.yaml")
    assert dict(auto_allocate(lancer).armor) == {"nose": 60, "left_wing": 40, "right_wing": 40,
                                                 "fuselage": 39, "engine": 29}


def test_a_kind_whose_facts_give_no_shares_is_refused():
    # the shares come from the unit kind's registered facts; a building's give none
    with pytest.raises(TypeError, match="no automatic armor allocation for 'building'"):
        auto_allocate(blank_unit("building"))
