"""Level 2 combat vehicle construction (decisions D-VEH2-1..5), every number computed by
hand in the test. Sources: the Engine Table (seed 000 lines 4835-4922: rating 100 = 3, 140 = 5,
160 = 6, 165 = 6, 180 = 7, 200 = 8.5, 210 = 9 tons); the vehicle rules of seed 000 lines 4453-4483
(controls 5 %, lift/dive/rotor 10 %, structure 10 %, turret 10 % of its contents, 16 armor points a
ton); MegaMek's facts for what the seeds do not print (data/vehicle/vehicle_tables.yaml `source`:
engine factors and the vehicle x1.5 shielding, each rounded up to the half ton; wheeled suspension
factor 20; WiGE factors; free heat sinks); ferro-fibrous 16 x 1.12 points a ton (construction.yaml)."""

from __future__ import annotations

import pytest

from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.vehicle.model import Vehicle
from designer.vehicle import weights as w
from designer.vehicle.validation import check_vehicle


def make(**fields) -> Vehicle:
    base = {"chassis": "Test", "tech_base": "inner_sphere", "rules_level": 2, "year": 3067}
    return Vehicle.model_validate({**base, **fields})


def breakdown(vehicle: Vehicle) -> dict[str, float]:
    return {line.component: line.tons for line in w.weight_breakdown(vehicle)}


# 40-ton tank, cruising MP 5: rating 40 x 5 = 200 (tracked: suspension factor 0), table 8.5 tons.
@pytest.mark.parametrize(("engine_type", "tech_base", "tons"), [
    (None, "inner_sphere", 13.0),      # fusion: 8.5 x 1.5 = 12.75 -> 13
    ("xl", "inner_sphere", 7.0),       # 8.5 x 0.5 = 4.25 -> 4.5; x 1.5 = 6.75 -> 7
    ("clan_xl", "clan", 7.0),          # as the Inner Sphere XL
    ("light", "inner_sphere", 10.0),   # 8.5 x 0.75 = 6.375 -> 6.5; x 1.5 = 9.75 -> 10
    ("compact", "inner_sphere", 19.5),  # 8.5 x 1.5 = 12.75 -> 13; x 1.5 = 19.5
    ("fuel_cell", "inner_sphere", 10.5),  # 8.5 x 1.2 = 10.2 -> 10.5, no shielding
    ("fission", "inner_sphere", 22.5),  # 8.5 x 1.75 = 14.875 -> 15; x 1.5 = 22.5
])
def test_engine_weight_by_type(engine_type, tech_base, tons):
    vehicle = make(motive="tracked", tonnage=40, cruise_mp=5, engine_type=engine_type, tech_base=tech_base)
    assert w.engine_rating(vehicle) == 200
    lines = breakdown(vehicle)
    assert lines["Engine"] + lines.get("Shielding", 0.0) == tons


def test_ice_engine_weighs_twice_the_table_and_needs_power_amplifiers():
    # ICE 200: 8.5 x 2 = 17 tons; a large laser (5 tons, 8 heat) needs 8 heat sinks (no free ones)
    # and 5 / 10 = 0.5 ton of power amplifiers (seed 000 line 4475)
    vehicle = make(motive="tracked", tonnage=40, cruise_mp=5, engine="ice",
                   weapons=[{"item": "Large Laser", "location": "front"}])
    lines = breakdown(vehicle)
    assert (lines["Engine"], lines["Heat Sinks"], lines["Power Amplifiers"]) == (17.0, 8.0, 0.5)


def test_fuel_cell_includes_one_heat_sink_and_needs_power_amplifiers():
    # fuel cell: 1 free sink (MegaMek getWeightFreeEngineHeatSinks); medium laser 3 heat -> 2 tons
    vehicle = make(motive="tracked", tonnage=40, cruise_mp=5, engine="ice", engine_type="fuel_cell",
                   weapons=[{"item": "Medium Laser", "location": "front"}])
    lines = breakdown(vehicle)
    assert (lines["Heat Sinks"], lines["Power Amplifiers"]) == (2.0, 0.5)   # 1 t / 10 = 0.1 -> 0.5


def test_tracked_xl_ferro_fibrous_tank_by_hand():
    # 40 tons, cruise 5: XL 4.5 + shielding 2.5 = 7; controls 40 x 5 % = 2; structure 4;
    # ferro-fibrous 5 tons = 89 points
    # (5 x 17.92 = 89.6, rounded down); ER large laser (5 t, 12 heat) in the turret: 2 heat sinks over
    # the free 10, turret 0.5 (10 % of 5); CASE 0.5 in the body: 26 tons; cargo 14 -> 40 tons in all.
    vehicle = make(motive="tracked", tonnage=40, cruise_mp=5, engine_type="xl", armor_type="ferro_fibrous",
                   armor_tons=5.0, armor={"front": 25, "left": 18, "right": 18, "rear": 14, "turret": 14},
                   weapons=[{"item": "IS ER Large Laser", "location": "turret"},
                            {"item": "IS CASE", "location": "body"}], cargo_tons=14.0)
    assert breakdown(vehicle) == {"Engine": 4.5, "Shielding": 2.5, "Controls": 2.0, "Internal Structure": 4.0,
                                  "Armor": 5.0, "Heat Sinks": 2.0, "Turret": 0.5, "IS ER Large Laser": 5.0,
                                  "IS CASE": 0.5,
                                  "Cargo": 14.0}
    assert [f.code for f in check_vehicle(vehicle)] == []


def test_wheeled_level2_uses_suspension_factor_20():
    # 40 x 5 - 20 = 180 -> 7 tons x 1.5 = 10.5 (the 1987 table's factor 0 would give 200 -> 13)
    vehicle = make(motive="wheeled", tonnage=40, cruise_mp=5)
    lines = breakdown(vehicle)
    assert (w.engine_rating(vehicle), lines["Engine"] + lines["Shielding"]) == (180, 10.5)
    assert w.engine_rating(make(motive="wheeled", tonnage=40, cruise_mp=5, rules_level=1)) == 200


def test_hover_light_engine_by_hand():
    # 30 tons, cruise 9: 270 - 130 = 140 -> 5 x 0.75 = 3.75 -> 4; x 1.5 = 6 = 20 % of 30 (no top-up);
    # lift 3, controls 1.5, structure 3
    lines = breakdown(make(motive="hover", tonnage=30, cruise_mp=9, engine_type="light"))
    assert (lines["Engine"], lines["Shielding"], lines["Lift Equipment"], lines["Controls"],
            lines["Internal Structure"]) == (4.0, 2.0, 3.0, 1.5, 3.0)
    assert "Engine minimum (20 %)" not in lines


def test_vtol_xl_by_hand():
    # 30 tons, cruise 8: 240 - 140 = 100 -> 3 x 0.5 = 1.5; x 1.5 = 2.25 -> 2.5; rotors 3
    lines = breakdown(make(motive="vtol", tonnage=30, cruise_mp=8, engine_type="xl"))
    assert (lines["Engine"] + lines["Shielding"], lines["Rotors"], lines["Controls"]) == (2.5, 3.0, 1.5)


def test_naval_and_submarine_by_hand():
    # 60 tons, cruise 4: 240 - 30 = 210 -> 9; fusion 9 x 1.5 = 13.5; submarine ICE 18 + diving 6
    naval = breakdown(make(motive="naval", tonnage=60, cruise_mp=4))
    sub = breakdown(make(motive="submarine", tonnage=60, cruise_mp=4, engine="ice"))
    assert (naval["Engine"] + naval["Shielding"], sub["Engine"], sub["Diving Equipment"]) == (13.5, 18.0, 6.0)


def test_hydrofoil_by_hand():
    # 40 tons, cruise 9: 360 - 195 = 165 -> 6 x 1.5 = 9; lift 4
    lines = breakdown(make(motive="hydrofoil", tonnage=40, cruise_mp=9))
    assert (lines["Engine"] + lines["Shielding"], lines["Lift Equipment"]) == (9.0, 4.0)


def test_wige_by_hand():
    # WiGE 30 tons, cruise 8: 240 - 80 = 160 -> 6 x 1.5 = 9; lift 3 (decision D-VEH2-2)
    vehicle = make(motive="wige", tonnage=30, cruise_mp=8)
    lines = breakdown(vehicle)
    assert (w.engine_rating(vehicle), lines["Engine"] + lines["Shielding"], lines["Lift Equipment"]) == (
        160, 9.0, 3.0)


def test_targeting_computer_and_artemis_on_a_vehicle():
    # IS targeting computer: direct-fire weapon tons / 4 rounded up: PPC 7 + medium laser 1 = 8 -> 2;
    # Artemis IV 1 ton (seed 002 equipment table)
    items = [("PPC", "front"), ("Medium Laser", "front"), ("LRM-10", "front"), ("IS Artemis IV FCS", "front"),
             ("IS Targeting Computer", "body")]
    vehicle = make(motive="tracked", tonnage=60, cruise_mp=4,
                   weapons=[{"item": item, "location": where} for item, where in items])
    lines = breakdown(vehicle)
    assert (lines["IS Targeting Computer"], lines["IS Artemis IV FCS"]) == (2.0, 1.0)


def test_omni_turret_weight_is_the_fixed_one():
    vehicle = make(motive="tracked", tonnage=40, cruise_mp=5, omni=True, turret_tons=2.0,
                   weapons=[{"item": "Medium Laser", "location": "turret"}])
    assert breakdown(vehicle)["Turret"] == 2.0


def test_level2_blk_round_trip_keeps_the_construction_types():
    vehicle = make(motive="vtol", tonnage=30, cruise_mp=8, engine_type="xl", armor_type="ferro_fibrous",
                   armor_tons=2.0,
                   armor={"front": 10, "left": 8, "right": 8, "rear": 6, "rotor": 2, "turret": 1},
                   weapons=[{"item": "Medium Laser", "location": "turret"},
                            {"item": "IS Guardian ECM Suite", "location": "body"}])
    text = unit_to_blk(vehicle)
    assert "<engine_type>\n2\n</engine_type>" in text and "<armor_type>\n1\n</armor_type>" in text
    assert "ISGuardianECMSuite" in text
    again = parse_blk(text, "again").unit
    fields = ("engine_type", "armor_type", "armor", "weapons", "rules_level", "tech_base")
    assert {f: getattr(again, f) for f in fields} == {f: getattr(vehicle, f) for f in fields}
