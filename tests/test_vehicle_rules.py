"""Vehicle construction numbers from the 1987 rules (seed 000), computed by hand in each test."""

from __future__ import annotations

import pytest

from designer.catalog.vehicle_tables import vehicle_tables
from designer.vehicle.model import Vehicle, WeaponMount
from designer.vehicle import weights as w
from designer.vehicle.cost import vehicle_cost, vehicle_cost_1987
from designer.rules.common.power_plant import ceil_half, table_rating
from designer.vehicle.summary import summarize_vehicle


def make(**fields) -> Vehicle:
    return Vehicle.model_validate({"chassis": "Test", **fields})


# Vehicle Table suspension factors: hovercraft lines 4396-4401, hydrofoils 4414-4423,
# naval/submarine 4431, VTOL lift factors 4443-4445, tracked/wheeled 0 (lines 4387, 4391).
@pytest.mark.parametrize(("motive", "tonnage", "factor"), [
    ("tracked", 100, 0), ("wheeled", 80, 0),
    ("hover", 1, 40), ("hover", 10, 40), ("hover", 11, 85), ("hover", 30, 130), ("hover", 50, 235),
    ("hydrofoil", 10, 60), ("hydrofoil", 55, 300), ("hydrofoil", 100, 480),
    ("naval", 300, 30), ("submarine", 120, 30),
    ("vtol", 10, 50), ("vtol", 20, 95), ("vtol", 30, 140),
])
def test_suspension_factor(motive, tonnage, factor):
    assert w.suspension_factor(make(motive=motive, tonnage=tonnage, cruise_mp=1)) == factor


# Maximum tonnage by type (lines 4386, 4390, 4394, 4412, 4429, 4441).
@pytest.mark.parametrize(("motive", "limit"), [("tracked", 100), ("wheeled", 80), ("hover", 50),
                                               ("hydrofoil", 100), ("naval", 300), ("submarine", 300),
                                               ("vtol", 30)])
def test_max_tonnage(motive, limit):
    assert vehicle_tables().motives[motive].max_tonnage == limit


def test_engine_rating_subtracts_suspension_factor():
    # (30 tons x 8 MP) - 130 = 110 (line 4454); a 35-ton tank at 4 MP needs 140.
    assert w.computed_rating(make(motive="hover", tonnage=30, cruise_mp=8)) == 110
    assert w.engine_rating(make(motive="tracked", tonnage=35, cruise_mp=4)) == 140


def test_rating_rounds_up_to_the_table_and_at_least_ten():
    # decision D-UNIT-2: 132 -> 135, 3 -> 10, 401 -> none
    assert (table_rating(132), table_rating(3), table_rating(401)) == (135, 10, None)


def test_ceil_half():
    assert (ceil_half(1.75), ceil_half(1.3), ceil_half(2.0)) == (2.0, 1.5, 2.0)


def test_fusion_shielding_and_ice_doubling():
    # rating 200 weighs 8.5 tons (line 4876): fusion + half shielding = 12.75; ICE = 17 (line 4456)
    fusion = make(motive="tracked", tonnage=50, cruise_mp=4)
    ice = make(motive="tracked", tonnage=50, cruise_mp=4, engine="ice")
    assert sum(line.tons for line in w.engine_lines(fusion)) == 12.75
    assert sum(line.tons for line in w.engine_lines(ice)) == 17.0


def test_hovercraft_engine_is_at_least_a_fifth_of_the_craft():
    # 10 t x 5 - 40 = 10 -> 0.5 t + 0.25 shielding, raised to 20 % of 10 t = 2 t (line 4403)
    hover = make(motive="hover", tonnage=10, cruise_mp=5)
    assert sum(line.tons for line in w.engine_lines(hover)) == 2.0


def test_wheeled_scout_weights_by_hand():
    # 20 t wheeled ICE, cruise 6: rating 120 = 4 t x 2 = 8; controls 5 % = 1; structure 10 % = 2;
    # armor 3; heat sinks = 3 heat of the medium laser, ICE so all 3 weigh; power amps 1/10 of
    # 1 t -> 0.5 (D-UNIT-1); turret 10 % of 1 t -> 0.5; laser 1, MG 0.5, MG ammo 0.5: 20 tons.
    scout = make(motive="wheeled", tonnage=20, cruise_mp=6, engine="ice", armor_tons=3,
                 weapons=[{"item": "Medium Laser", "location": "turret"}, {"item": "MG"}],
                 ammo=[{"weapon": "MG", "tons": 0.5}])
    tons = {line.component: line.tons for line in w.weight_breakdown(scout)}
    assert tons["Engine"] == 8 and tons["Controls"] == 1 and tons["Internal Structure"] == 2
    assert tons["Heat Sinks"] == 3 and tons["Power Amplifiers"] == 0.5 and tons["Turret"] == 0.5
    assert w.total_weight(scout) == 20
    # Vehicle Cost Chart (lines 4706-4730): engine 20 x 1,250 x 120 / 75 = 40,000; controls 10,000;
    # structure 20,000; armor 30,000; heat sinks 3 x 2,000; amps 10,000; turret 2,500; laser 40,000;
    # MG 5,000; MG ammo 500 -> 164,000 x (1 + 20/200) = 180,400.
    cost = vehicle_cost_1987(scout)
    assert cost.subtotal == 164_000
    assert cost.total == 180_400
    # TechManual (decision D-COST-2): the wheeled suspension factor 20 makes the rating 20 x 6 - 20 =
    # 100, engine 20 x 1,250 x 100 / 75 = 33,333.33; the rest as above: 157,333.33 x 1.1 = 173,067.
    assert vehicle_cost(scout).total == 173_067


def test_fusion_vehicle_needs_heat_sinks_only_beyond_ten():
    # PPC 10 + medium laser 3 = 13 heat: fusion includes 10, so 3 tons (line 4478)
    tank = make(motive="tracked", tonnage=50, cruise_mp=4,
                weapons=[{"item": "PPC"}, {"item": "Medium Laser"}])
    assert w.heat_sinks(tank) == (13, 3)


def test_structure_points_and_special_equipment():
    # one circle per 10 tons rounded up (line 4468); rotors 10 % (line 4464) cost 40,000 a ton
    vtol = make(motive="vtol", tonnage=25, cruise_mp=8)
    assert w.structure_points(vtol) == 3
    tons = {line.component: line.tons for line in w.weight_breakdown(vtol)}
    assert tons["Rotors"] == 2.5
    assert {line.part: line.c_bills for line in vehicle_cost(vtol).lines}["Rotors"] == 100_000
    assert vehicle_cost(vtol).multiplier == pytest.approx(1 + 25 / 30)


def test_infantry_cargo_and_flank_speed():
    # foot 3 t + motorized 6 t (lines 2360-2362); flank = ceil(1.5 x 9) = 14
    boat = make(motive="naval", tonnage=100, cruise_mp=9, infantry=["foot", "motorized"])
    assert w.infantry_tons(boat) == 9
    assert w.flank_mp(boat) == 14


def test_summary_shows_weights_movement_terrain_and_cost():
    tank = make(motive="tracked", tonnage=50, cruise_mp=4, weapons=[WeaponMount(item="PPC", location="turret")])
    text = summarize_vehicle(tank).text
    for part in ("Engine", "Turret", "Flank MP: 6", "No Heavy Woods or Water Hexes", "C-Bills"):
        assert part in text
