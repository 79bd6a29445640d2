"""Cost as the published figures have it (decision D-COST-2): a combat vehicle's TechManual price (a
1987 wheeled design's engine at TechManual's rating, cargo bay doors, a Clan vehicle's built-in
CASE), an AeroSpace fighter's TechManual lines (flight systems, fuel tanks, every heat sink, the
OmniFighter multiplier, built-in CASE) and a one-shot launcher's salvo. Every figure is worked by
hand here from the method, not read from the code."""

from __future__ import annotations

import pytest

from designer.catalog import catalog
from designer.formats.blk import parse_blk
from designer.fighter.model import FighterHeatSinkType
from designer.vehicle.model import Vehicle
from designer.rules.common.cost import listed_price
from designer.rules.cost import cost_1987, cost_total
from designer.fighter.cost import built_in_case_count as fighter_case_count
from designer.fighter.cost import fighter_cost, fighter_cost_1987
from designer.vehicle.cost import vehicle_cost, vehicle_cost_1987
from designer.vehicle.cost_level2 import built_in_case_count, techmanual_rating
from tests.test_blk_reader import blk
from tests.test_fighter_level2 import bashkir_prime


def scout_car(**fields) -> Vehicle:
    """A 1987 wheeled scout car as the Swift Wind Scout Car file has it: 8 tons, cruising MP 10, ICE,
    24 armor points (1.5 tons), 2-ton communications equipment, half a ton of cargo space."""
    base = {"chassis": "Scout", "model": "Car", "motive": "wheeled", "tonnage": 8, "cruise_mp": 10,
            "engine": "ice", "armor_tons": 1.5, "armor": {"front": 6, "left": 6, "right": 6, "rear": 6},
            "weapons": [{"item": "Communications Equipment (2 ton)", "location": "body"}],
            "cargo_tons": 0.5}
    return Vehicle.model_validate({**base, **fields})


def test_a_1987_wheeled_scout_car_costs_techmanuals_figure_and_the_charts_beside_it():
    # The 1987 chart (seed 000 lines 4702-4730; the 1987 Vehicle Table's wheeled suspension factor 0):
    #   rating 8 x 10 = 80, ICE engine [8 x 1,250 x 80] / 75 = 10,666.67; controls 5 % of 8 = 0.4 ->
    #   0.5 t x 10,000 = 5,000; structure 10 % = 0.8 -> 1 t = 10,000; armor 1.5 t = 15,000;
    #   communications equipment 2 t x 10,000 = 20,000: 60,666.67 x (1 + 8 / 200) = 63,093.33 -> 63,093.
    # TechManual: rating 80 - the wheeled suspension factor 20 = 60, engine [8 x 1,250 x 60] / 75 =
    #   8,000; the cargo bay's door 1,000: 59,000 x 1.04 = 61,360.
    car = scout_car()
    assert techmanual_rating(car) == 60
    assert vehicle_cost_1987(car).total == 63_093
    assert vehicle_cost(car).total == 61_360
    assert cost_total(car) == (61_360, None) and cost_1987(car) == 63_093
    from designer.vehicle.summary import summarize_vehicle

    assert "Cost: 61,360 C-bills (TechManual); 1987 Cost Chart: 63,093 C-bills" in summarize_vehicle(car).text


def test_cargo_bay_doors_cost_a_thousand_each():
    # The same car, its doors recorded: none (troop space read as cargo has none) takes 1,000 off
    # the TechManual subtotal, two add 1,000: 58,000 x 1.04 = 60,320; 60,000 x 1.04 = 62,400.
    assert vehicle_cost(scout_car(cargo_doors=0)).total == 60_320
    assert vehicle_cost(scout_car(cargo_doors=2)).total == 62_400
    # without cargo space there is no door: 58,000 x 1.04 = 60,320
    assert vehicle_cost(scout_car(cargo_tons=0)).total == 60_320


@pytest.mark.parametrize(("transporters", "doors", "cargo", "insulated"), [
    ("cargobay:8:1", None, 8.0, 0.0),          # one door for the one bay: what the model assumes
    ("cargobay:8:2", 2, 8.0, 0.0),
    ("troopspace:1.0", None, 0.0, 0.0),        # troop space is not cargo (decision D-VEH-TROOPS): no door
    # an insulated cargo bay is kept as one (decision D-COST-3), its one door the one bay's
    ("insulatedcargobay:4.35:1:1", None, 0.0, 4.35),
])
def test_the_blk_reader_records_the_cargo_bays_doors(transporters, doors, cargo, insulated):
    text = blk(("UnitType", "Tank"), ("Name", "Hauler"), ("Model", "T"), ("motion_type", "Tracked"),
               ("tonnage", "30"), ("cruiseMP", "4"), ("engine_type", "1"), ("type", "IS Level 2"),
               ("transporters", transporters), ("armor", "10\n10\n10\n10"))
    vehicle = parse_blk(text, "h.blk").unit
    read = (vehicle.cargo_doors, vehicle.cargo_tons, vehicle.insulated_cargo_tons)
    assert read == (doors, cargo, insulated)


def clan_hag_tank(**fields) -> Vehicle:
    """A 60-ton Clan tracked tank: a HAG/20 in the turret, two tons of HAG/20 and one of LRM 10
    ammunition in the body, an LRM 10 in front, one written Clan CASE."""
    base = {"chassis": "Test", "model": "HAG", "tech_base": "clan", "rules_level": 2, "year": 3070,
            "motive": "tracked", "tonnage": 60, "cruise_mp": 4, "armor_tons": 6.0,
            "armor": {"front": 30, "left": 20, "right": 20, "rear": 15, "turret": 15},
            "weapons": [{"item": "Clan HAG/20", "location": "turret"},
                        {"item": "Clan LRM 10", "location": "front"},
                        {"item": "Clan CASE", "location": "body"}],
            "ammo": [{"weapon": "Clan HAG/20", "tons": 2}, {"weapon": "Clan LRM 10"}]}
    return Vehicle.model_validate({**base, **fields})


def test_a_clan_vehicles_case_is_built_into_each_explosive_location():
    # MegaMek Tank.implicitClanCASE: locations holding explosive items -- the body (the LRM
    # ammunition explodes; HAG slugs do not) and the turret (the HAG itself) -- 2, less the one CASE
    # written: one built in, 50,000 before the multipliers: x (1 + 60 / 100) = 80,000 more.
    tank = clan_hag_tank()
    assert built_in_case_count(tank) == 1
    without = clan_hag_tank(weapons=[{"item": "Clan LRM 10", "location": "front"},
                                     {"item": "Clan CASE", "location": "body"}],
                            ammo=[{"weapon": "Clan LRM 10"}])
    assert built_in_case_count(without) == 0   # the written CASE covers the body alone
    lines = {line.part: line.c_bills for line in vehicle_cost(tank).lines}
    assert lines["Clan CASE (built in)"] == 50_000
    inner_sphere = tank.model_copy(update={"tech_base": "inner_sphere"})
    assert built_in_case_count(inner_sphere) == 0   # only Clan vehicles build it in
    assert vehicle_cost(tank).total - vehicle_cost(inner_sphere).total == 80_000


def test_an_aerospace_fighters_techmanual_lines():
    # The Bashkir Prime (tests/test_fighter_level2.py), 20 tons, 3 tons of fuel, 11 double heat sinks:
    # by the chart with the Level 2 prices 2,539,583.33 x 1.1 = 2,793,541.67 -> 2,793,542 (D-COST4-3).
    # TechManual adds flight systems 25,000 + 10 x 20 = 25,200 and fuel tanks 200 x 3 = 600:
    # 2,565,383.33 x 1.1 = 2,821,921.67 -> 2,821,922.
    bashkir = bashkir_prime()
    lines = {line.part: line.c_bills for line in fighter_cost(bashkir).lines}
    assert (lines["Flight Systems"], lines["Fuel Tanks"]) == (25_200, 600)
    assert (fighter_cost(bashkir).total, fighter_cost_1987(bashkir).total) == (2_821_922, 2_793_542)
    assert cost_1987(bashkir) == 2_793_542


def test_an_omnifighter_costs_a_quarter_more():
    # MegaMek Aero.getPriceMultiplier: 1.25 for an OmniFighter (the file's <omni> 1), then
    # 1 + 20 / 200: 2,565,383.33 x 1.25 x 1.1 = 3,527,402.08 -> 3,527,402
    omni = bashkir_prime().model_copy(update={"meta": {"omni": "1"}})
    assert fighter_cost(omni).total == 3_527_402


def test_a_clan_fighters_case_is_built_into_the_fuselage_and_each_explosive_weapons_location():
    # MegaMek Aero.implicitClanCASE: ammunition counts once (the fuselage), a Gauss-type weapon its
    # location. The Bashkir Prime's Streak ammunition: 1, less its written CASE = 0. Without the
    # written CASE: 1 built in, 50,000 x 1.1 = 55,000 (and the written one's 50,000 gone too: the
    # same total).
    bashkir = bashkir_prime()
    assert fighter_case_count(bashkir) == 0
    kept = tuple(mount for mount in bashkir.weapons if mount.item != "Clan CASE")
    unprotected = bashkir.model_copy(update={"weapons": kept})
    assert fighter_case_count(unprotected) == 1
    assert fighter_cost(unprotected).total == fighter_cost(bashkir).total


def test_a_single_heat_sink_fighter_pays_for_every_sink():
    # TechManual (MegaMek AeroCostCalculator): 2,000 each, none free. The Bashkir with 11 single heat
    # sinks: 22,000 by TechManual, 1 x 2,000 by the chart (ten free).
    single = bashkir_prime().model_copy(update={"heat_sink_type": FighterHeatSinkType.SINGLE})
    tm = {line.part: line.c_bills for line in fighter_cost(single).lines}
    chart = {line.part: line.c_bills for line in fighter_cost_1987(single).lines}
    assert (tm["Heat Sinks"], chart["Heat Sinks"]) == (22_000, 2_000)


def test_a_one_shot_launcher_is_priced_with_its_salvos_ton_of_ammunition():
    # MegaMek mounts a one-shot launcher's salvo as a ton of its ammunition and prices it a ton: the
    # SRM 4 (OS) 30,000 (ISSRM4OS) + a ton of SRM ammunition 27,000 = 57,000; the SRM 2 (I-OS) 8,000
    # + 27,000 = 35,000; the Clan Streak SRM 4 (OS) 45,000 + 54,000 = 99,000.
    prices = {name: listed_price(catalog().find(name), 0.0, 0)
              for name in ("SRM-4 (OS)", "IS SRM 2 (I-OS)", "Clan Streak SRM 4 (OS)")}
    assert prices == {"SRM-4 (OS)": 57_000, "IS SRM 2 (I-OS)": 35_000, "Clan Streak SRM 4 (OS)": 99_000}


def test_thunderbolt_10_ammunition_costs_50000_a_ton():
    # Tactical Operations' price; the JES III Missile Carrier (Thunderbolt)'s published cost holds with
    # it: its 6 tons add 300,000 before the multiplier.
    from designer.rules.common.level2_prices import ammo_price

    assert ammo_price(catalog().weapon("IS Thunderbolt 10")) == 50_000


def test_a_clan_mechs_one_shot_launcher_gets_built_in_case():
    # The Daishi (Dire Wolf) C carries a Streak SRM 4 (OS) in its head: its salvo is ammunition that
    # MegaMek mounts at no location, which the Clan 'Mech's built-in CASE counts as one more location
    # (decision D-COST-4), beside the ATM ammunition's arms. Against the price without either
    # (29,570,000, the Master Unit List's 29,792,500 less 89,000 x 2.5): the launcher's salvo 54,000
    # less the launcher's old 60,000 + 45,000 = +39,000, the salvo's CASE +50,000: 89,000 x (1 + 100 /
    # 100) x 1.25 = 222,500.
    from designer.formats import read_unit
    from designer.mech.omni import expand
    from designer.mech.cost_editions import built_in_case_locations, salvo_case_count
    from designer.mech.cost_level2 import mech_unit_cost
    from tests.conftest import REPO

    daishi = read_unit(REPO / "units" / "mechs" / "level2" / "Daishi (Dire Wolf).yaml")
    c = next(unit for unit in expand(daishi) if unit.model == "C")
    assert [location.value for location in built_in_case_locations(c)] == ["LA", "RA"]
    assert salvo_case_count(c) == 1
    assert {line.part: line.c_bills for line in mech_unit_cost(c).lines}["Clan Streak SRM 4 (OS)"] == 99_000
    assert mech_unit_cost(c).total == 29_570_000 + 222_500 == 29_792_500
