"""Each kind's pip limit is the most its rules allow (decision D-SHEET4-2): a vehicle's or fighter's
location above the 'Mech's 100 points prints every pip, read back from the PDF."""

from __future__ import annotations

from designer.formats.yaml_io import read_unit
from designer.fighter.model import FighterArmorLocation
from designer.vehicle.model import VehicleLocation
from designer.fighter import sheet_figures as fighter_figures
from designer.vehicle import sheet_figures as vehicle_figures
from tests.conftest import REPO
from tests.sheet_readback import fast_pages, pdf, pip_regions

EXAMPLES = REPO / "units" / "examples"


def test_the_limits_follow_the_rules():
    tank = read_unit(EXAMPLES / "vehicle-tracked-striker.yaml")
    # D-VEH2-3: 3.5 x tonnage + 40 points
    assert vehicle_figures.pip_limit(tank) == int(3.5 * tank.tonnage) + 40
    fighter = read_unit(EXAMPLES / "fighter-aerospace-lancer.yaml")
    # seed 000 line 4540: 16 points a ton; the whole tonnage as standard armor
    assert fighter_figures.pip_limit(fighter) == 16 * fighter.tonnage


def test_a_front_of_130_points_prints_130_pips():
    tank = read_unit(EXAMPLES / "vehicle-tracked-striker.yaml")
    armored = tank.model_copy(update={"armor": {**tank.armor, VehicleLocation.FRONT: 130}})
    regions = pip_regions(fast_pages(pdf([armored]))[0])
    assert [(number, pips) for label, number, pips in regions if number == 130] == [(130, 130)]


def test_a_nose_of_120_points_prints_120_pips():
    fighter = read_unit(EXAMPLES / "fighter-aerospace-lancer.yaml")
    armored = fighter.model_copy(update={"armor": {**fighter.armor, FighterArmorLocation.NOSE: 120}})
    regions = pip_regions(fast_pages(pdf([armored]))[0])
    assert ("NOSE (120)", 120, 120) in regions
