"""Vehicles, infantry platoons and fighters: per-unit values (seed 001 lines 1652-1683) and the
15 reference fighters and 17 reference vehicles against the published table (seed 001 lines
1785-1851)."""

import pytest

from designer.battleforce import unit_values
from tools import battleforce_accuracy as accuracy
from tools.battleforce_accuracy_others import compare_others
from designer.fighter.model import Fighter, FighterArmorLocation, FighterMount, FighterType
from designer.infantry.model import Infantry
from designer.vehicle.model import Vehicle, VehicleLocation, VehicleMotive, WeaponMount
from tests.conftest import UNITS, canon


@pytest.fixture(scope="module")
def others():
    return compare_others(UNITS)


def test_all_fighters_and_17_vehicles_are_compared(others):
    fighters, vehicles = others
    assert len(fighters) == 15 and len({c.printed.name for c in fighters}) == 15
    assert len(vehicles) == 17 and len({c.printed.name for c in vehicles}) == 17
    assert all(c.printed.class_.startswith("vehicle:") for c in vehicles)  # not the Scorpion 'Mech


def test_fighter_differences_are_exactly_the_explained_ones(others):
    # Held level: 71 of 75 printed fighter values (AV ST D R M); the four left are explained.
    fighters, _ = others
    found = {(c.printed.name, column) for c in fighters for column in c.differing()}
    assert found == {("Sparrowhawk", "d"), ("Corsair", "d"), ("Riever", "d"), ("Transgressor", "mp")}
    assert found == set(accuracy.known_differences("fighter"))


def test_vehicle_differences_are_exactly_the_explained_ones(others):
    # Held level: 85 of 102 (RA CA D R MP motive); MegaMek's vehicles differ from the 1987 data.
    _, vehicles = others
    found = {(c.printed.name, column) for c in vehicles for column in c.differing()}
    assert found == set(accuracy.known_differences("vehicle"))
    assert len(found) == 17
    matching = {c.printed.name for c in vehicles if not c.differing()}
    assert matching == {"Scorpion", "Demolisher", "Swift Wind", "Rommel", "Patton", "Mobile HQ", "MASH", "Pegasus"}


def _values(name):
    return unit_values(canon(name))


def test_seydlitz_by_hand():
    # Large Laser: damage 8 -> AV 3; ST 3 (no ammunition); R 24 / 8 = 3 x 5 = 15;
    # 32 points = 2 t + 1 t = 3 t -> D 4; 20 t -> Light, M 20. Printed (line 1789): 3 3 4 15 20.
    v = _values("Seydlitz SYD-Z1")
    assert (v.class_, v.av, v.st, v.d, v.r, v.mp) == ("fighter", 3, 3, 4, 15, 20)


def test_riever_strafes_with_nothing():
    # AC/20, LRM-10 and four SRM-6 all need ammunition: ST 0 (printed 0, line 1804).
    assert _values("Riever F-100").st == 0


def test_pegasus_by_hand():
    # ML 5 + 2 x SRM-6 16 = 21 -> RA 8, CA 8; R (10 + 32) / 21 = 2; 104 points = 6.5 t -> 6;
    # cruise 8, hover. Printed 8 8 6 2 8H.
    v = _values("Pegasus Scout Hover Tank")
    assert (v.class_, v.ra, v.ca, v.d, v.r, v.mp, v.jump) == ("vehicle:hover", 8, 8, 6, 2, 8, False)


def test_coolant_truck_vehicle_flamers_are_flamers():
    # 2 flamers x 2 = 4 -> RA 2, CA 2, R 0 (printed 2 2 6 0 4W).
    v = _values("Coolant Truck (Tracked)")
    assert (v.ra, v.ca, v.r) == (2, 2, 0)


def test_vehicle_without_allocated_armor_uses_bought_tons():
    tank = Vehicle(chassis="Test", motive=VehicleMotive.WHEELED, tonnage=20, cruise_mp=5, armor_tons=3.0,
                   weapons=(WeaponMount(item="LRM-10", location=VehicleLocation.TURRET),))
    v = unit_values(tank)
    # LRM-10: 6 -> RA 3; CA 0 (asterisked); R 30 / 6 = 5; 3 t -> D 4; (I): all range from LRMs.
    assert (v.class_, v.ra, v.ca, v.r, v.d, v.indirect) == ("vehicle:wheeled", 3, 0, 5, 4, True)


@pytest.mark.parametrize(("motive", "weapon", "men", "expected"), [
    # (RA, CA, D, R, MP, jump MP) by hand from the platoon table (seed 000 lines 2107-2124):
    ("foot", "rifle", None, (3, 3, 2, 0, 1, 0)),        # damage 7 -> 3; no armor -> D 2
    ("jump", "laser", None, (4, 4, 3, 0, 2, 2)),        # damage 11 -> 4; jump +1 -> D 3
    ("motorized", "srm", None, (5, 5, 2, 0, 2, 0)),     # damage 14 -> 5
    ("foot", "laser", 11, (3, 3, 2, 0, 1, 0)),          # 14 x 11 / 28 = 5.5 -> 6 -> 3
])
def test_infantry_platoons(motive, weapon, men, expected):
    v = unit_values(Infantry(chassis="Platoon", motive=motive, weapon=weapon, men=men))
    assert v.class_ == "infantry"
    assert (v.ra, v.ca, v.d, v.r, v.mp, v.jump_mp) == expected


def test_conventional_fighter_converts_like_an_aerospace_fighter():
    plane = Fighter(chassis="Prop", type=FighterType.CONVENTIONAL, tonnage=30, thrust=6, armor_tons=2.0,
                    armor={FighterArmorLocation.NOSE: 32},
                    weapons=(FighterMount(item="Medium Laser"), FighterMount(item="SRM-4")))
    v = unit_values(plane)
    # ML 5 + SRM-4 6 = 11 -> AV 4; ST: ML 5 -> 2; R (10 + 12) / 11 = 2 x 5 = 10;
    # 32 points = 2 t + 1 t = 3 t -> D 4; 30 t Light -> M 20.
    assert (v.class_, v.av, v.st, v.r, v.d, v.mp) == ("fighter", 4, 2, 10, 4, 20)
    assert any("conventional" in line for line in v.working)
