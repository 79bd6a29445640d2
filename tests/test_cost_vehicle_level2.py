"""The cost of a Level 2 combat vehicle, line by line (decisions D-COST4-1, D-COST4-2): the 1987
Vehicle Cost Chart's lines (seed 000 lines 4702-4730) with the Level 2 prices MegaMek's
CombatVehicleCostCalculator uses, and no total at all while a part has no price (D-L2K-1)."""

from __future__ import annotations

import pytest

from designer.vehicle.model import Vehicle
from designer.rules.common.cost import cost_table, cost_text
from designer.vehicle.cost import vehicle_cost


def tank(**fields) -> Vehicle:
    """A 50-ton tracked Level 2 tank, cruising MP 4, with an XL engine, endo steel, 5 tons of
    ferro-fibrous armor, an ER large laser in the turret, a Streak SRM 4 with a ton of ammunition,
    a Guardian ECM suite and CASE."""
    base = {"chassis": "Test", "model": "XL", "tech_base": "inner_sphere", "rules_level": 2, "year": 3060,
            "motive": "tracked", "tonnage": 50, "cruise_mp": 4, "engine_type": "xl",
            "structure_type": "endo_steel", "armor_type": "ferro_fibrous", "armor_tons": 5.0,
            "armor": {"front": 25, "left": 20, "right": 20, "rear": 15, "turret": 9},
            "weapons": [{"item": "IS ER Large Laser", "location": "turret"},
                        {"item": "IS Streak SRM 4", "location": "front"},
                        {"item": "IS Guardian ECM Suite", "location": "body"},
                        {"item": "IS CASE", "location": "body"}],
            "ammo": [{"weapon": "IS Streak SRM 4"}]}
    return Vehicle.model_validate({**base, **fields})


def lines(vehicle: Vehicle) -> dict[str, float]:
    return {line.part: line.c_bills for line in vehicle_cost(vehicle).lines if line.c_bills}


def test_an_xl_engined_ferro_fibrous_tank_costed_by_hand():
    # Rating: 50 t x 4 MP - 0 (tracked suspension) = 200.
    # Engine: XL base 20,000 (MegaMek Engine.getBaseCost) x 200 x 50 / 75 = 2,666,666.67
    #   (the 1987 chart's fusion 5,000 would give 666,666.67: an XL engine once priced so).
    # Armor: 5 tons of ferro-fibrous at 20,000 a ton (MegaMek ArmorType) = 100,000.
    # Internal structure: 10 % of 50 = 5 tons of standard structure at 10,000 = 50,000, although the
    #   endo steel weighs 2.5 (MegaMek prices a combat vehicle's structure whatever its type).
    # Controls: 5 % of 50 = 2.5 tons at 10,000 = 25,000.
    # Turret: 10 % of the 5-ton ER large laser = 0.5 ton at 5,000 = 2,500.
    # Heat sinks: ER large laser heat 12, the XL engine's 10 free, 2 at 2,000 = 4,000.
    # ER large laser 200,000; Streak SRM 4 90,000 (MegaMek ISStreakSRM4 cost; the published costs of
    # 16 canon 'Mechs with one hold only with it); Guardian ECM 200,000; CASE 50,000 (prices.yaml);
    # Streak SRM ammunition 54,000 a ton.
    assert lines(tank()) == pytest.approx({
        "Engine": 20_000 * 200 * 50 / 75, "Armor": 100_000, "Internal Structure": 50_000,
        "Controls": 25_000, "Turret": 2_500, "Heat Sinks": 4_000, "IS ER Large Laser": 200_000,
        "IS Streak SRM 4": 90_000, "IS Guardian ECM Suite": 200_000, "IS CASE": 50_000,
        "IS Streak SRM 4 Ammo": 54_000})
    # Subtotal 3,442,166.67 x (1 + 50 / 100) = 5,163,250.
    cost = vehicle_cost(tank())
    assert cost.unpriced == () and cost.multiplier == 1.5 and cost.total == 5_163_250


def test_an_omnivehicle_pays_a_quarter_more_and_the_table_shows_each_factor():
    # MegaMek CombatVehicleCostCalculator: an OmniVehicle's sum x 1.25, then x 1 + tons / 100:
    # 3,442,166.67 x 1.25 = 4,302,708.33, x 1.5 = 6,454,062.5 -> 6,454,063 (halves up, as the
    # published figures: decision D-COST-1).
    cost = vehicle_cost(tank(omni=True))
    assert cost.total == 6_454_063
    table = cost_table(cost)
    assert "x OmniVehicle (1.25)" in table[-2] and table[-2].rstrip().endswith("4,302,708")
    assert "x tonnage 1 + 50 / 100 (1.5)" in table[-1] and table[-1].rstrip().endswith("6,454,063")


def test_environmental_sealing_multiplies_the_cost():
    # MegaMek: the sealing itself costs 0 on a vehicle and the cost is x 1.25 after the tonnage
    # multiplier: 5,163,250 x 1.25 = 6,454,062.5 -> 6,454,063 (halves up: decision D-COST-1).
    sealed = tank(weapons=[*tank().weapons, {"item": "Environmental Sealing", "location": "body"}])
    assert "Environmental Sealing" not in lines(sealed)
    assert vehicle_cost(sealed).total == 6_454_063


def test_fuel_cell_and_fission_engines_take_megameks_base_costs():
    # Engine.getBaseCost: fuel cell 3,500, fission 7,500 (x rating 200 x 50 t / 75)
    assert lines(tank(engine_type="fuel_cell"))["Engine"] == pytest.approx(3_500 * 200 * 50 / 75)
    assert lines(tank(engine_type="fission"))["Engine"] == pytest.approx(7_500 * 200 * 50 / 75)


def test_an_unpriced_item_leaves_the_total_not_computed(monkeypatch):
    # with the remote sensor dispenser's catalogued price (51,000, TechManual p. 236; D-COST-2) taken
    # away, the part is named and the cost has no total, never the total without it (decision D-L2K-1)
    from designer.rules.common.level2_prices import prices
    sensor = tank(weapons=[*tank().weapons, {"item": "Remote Sensor Dispenser", "location": "body"}])
    assert vehicle_cost(sensor).total == round((3_442_166 + 2 / 3 + 51_000) * 1.5)
    monkeypatch.delitem(prices()["items"], "Remote Sensor Dispenser")
    cost = vehicle_cost(sensor)
    assert cost.unpriced == ("Remote Sensor Dispenser",)
    assert cost_text(cost) == "not computed"
    assert "Remote Sensor Dispenser" in cost_table(cost)[0]


def test_a_part_the_catalog_does_not_know_is_named_too():
    odd = tank(weapons=[*tank().weapons, {"item": "Death Ray", "location": "front"}], engine_type="steam")
    assert vehicle_cost(odd).unpriced == ("Death Ray", "steam engine")


def test_a_1987_design_names_what_its_chart_cannot_price():
    # the 1987 chart prices the Weapons Table only: an unknown mount on a 1987 design is named,
    # never left out of a printed total (decision D-L2K-1); the chart's own parts keep their prices
    striker = Vehicle.model_validate({
        "chassis": "Test", "motive": "tracked", "tonnage": 35, "cruise_mp": 5, "armor_tons": 3.0,
        "weapons": [{"item": "Medium Laser", "location": "turret"}, {"item": "Death Ray"}]})
    assert vehicle_cost(striker).unpriced == ("Death Ray",)
    assert vehicle_cost(striker.model_copy(update={"weapons": striker.weapons[:1]})).unpriced == ()
