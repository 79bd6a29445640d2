"""The cost of a support vehicle (decision D-BV3-3): a breakdown computed by hand from the
TechManual method as MegaMek's CombatVehicleCostCalculator (support branch) applies it, on a
10-ton tracked support vehicle written here (the library holds no support vehicle)."""

from __future__ import annotations

import pytest

from designer.vehicle.support_model import SupportBay, SupportChassis
from designer.vehicle.model import AmmoLot, Vehicle, VehicleLocation as L, VehicleMotive, WeaponMount
from designer.rules.cost import cost_total, unit_cost
from designer.rules.summary import summarize

TRUCK = Vehicle(
    chassis="Worked", model="Support", rules_level=2, motive=VehicleMotive.TRACKED, tonnage=10,
    cruise_mp=4, engine_type="ice",
    armor={L.FRONT: 10, L.LEFT: 8, L.RIGHT: 8, L.REAR: 6},
    weapons=(WeaponMount(item="Machine Gun", location=L.FRONT),
             WeaponMount(item="Basic Fire Control", location=L.BODY)),
    ammo=(AmmoLot(weapon="Machine Gun", tons=0.5),),
    support=SupportChassis(tons=10.0, bar=5, chassis_tech=3,
                           bays=(SupportBay(kind="standardseats", size=2),)),
)


def test_a_tracked_support_vehicle_costed_by_hand():
    # Chassis: 10 t x 0.15 (tracked, medium) x 1.0 (tech D) = 1.5 t; x 2,500 = 3,750.
    # Engine (ICE at tech D: x 1.5): 0.013 x (4 + 4 x 4) x 1.5 x 10 = 3.9 -> 4.0 t (nearest half
    # ton); x 5,000 x 1.0 (ICE) = 20,000. Armor: 32 points x 200 (BAR 5) = 6,400.
    # Structure: (3,750 + 20,000 + 6,400) = 30,150 x (0.5 + 0.25 x 3) = 1.25 -> 37,687.5.
    # Machine gun 5,000; basic fire control 5 % of the weapons' 5,000 = 250; half a ton of
    # machine gun ammunition at 1,000 a ton = 500; 2 standard seats x 100 = 200.
    # Sum 43,637.5; x (1 + 10 / 100) = 1.1 -> 48,001.25 -> 48,001.
    cost = unit_cost(TRUCK)
    assert cost is not None and cost.unpriced == ()
    assert cost.subtotal == pytest.approx(43637.5)
    assert cost.multiplier == pytest.approx(1.1)
    assert cost.total == 48001


def test_an_item_priced_nowhere_leaves_the_total_not_computed():
    truck = TRUCK.model_copy(update={"weapons": (WeaponMount(item="HHSearchlight", location=L.FRONT),)})
    total, why = cost_total(truck)
    assert total is None and why is not None and "HHSearchlight" in why


def test_info_prints_the_support_cost_lines():
    text = summarize(TRUCK).text
    assert "Structure x 1.25 (tech rating D)" in text
    assert "48,001" in text


def test_quarters_are_priced_by_the_persons_their_tons_hold():
    # MegaMek SecondClassQuartersCargoBay: 15,000 a person, 7 tons a person: 15 t hold 2 persons
    # (15 / 7 = 2.1, rounded down) = 30,000. The truck above: (43,637.5 + 30,000) x 1.1
    # = 81,001.25 -> 81,001.
    bays = (SupportBay(kind="standardseats", size=2), SupportBay(kind="2ndclassquarters", size=15))
    truck = TRUCK.model_copy(update={"support": TRUCK.support.model_copy(update={"bays": bays})})
    assert cost_total(truck) == (81001, None)


@pytest.mark.parametrize(("item", "price"), [
    # MegaMek MiscType createSearchlight: cost 2,000.
    ("Searchlight", 2_000),
    # MegaMek MiscType createLiftHoist: cost 50,000 (the canon files' lookup name).
    ("Lift Hoist/Arresting Hoist", 50_000),
    # MegaMek MiscType createCombine: cost 75,000.
    ("Combine", 75_000),
    # MegaMek MiscType.getCost, F_LADDER: 5 a metre; 100 m = 500.
    ("Ladder (100m)", 500),
    # MegaMek MiscType.getCost, F_COMMUNICATIONS: 10,000 a ton; 7 t = 70,000.
    ("Communications Equipment (7 ton)", 70_000),
])
def test_support_items_take_megamek_prices(item, price):
    # Decision D-PRICE5-1: the truck above (43,637.5) + the item's price, x 1.1, rounded down.
    weapons = TRUCK.weapons + (WeaponMount(item=item, location=L.BODY),)
    truck = TRUCK.model_copy(update={"weapons": weapons})
    cost = unit_cost(truck)
    assert cost is not None and cost.unpriced == ()
    assert [line.c_bills for line in cost.lines if line.part == item] == [price]
    assert cost_total(truck) == (int((43_637.5 + price) * 1.1), None)


def test_an_infantry_bay_is_priced_by_its_weight_and_doors():
    # Decision D-PRICE5-3, MegaMek InfantryBay: the file's "infantrybay:1.0:1:1:Foot" is one foot
    # platoon, 1 x 5 t (PlatoonType FOOT) = 5 t; 15,000 x 5 = 75,000 + 1 door x 1,000 = 76,000.
    # The truck above: (43,637.5 + 76,000) x 1.1 = 131,601.25 -> 131,601.
    bays = (SupportBay(kind="standardseats", size=2), SupportBay(kind="infantrybay", size=1, rest="1:1:Foot"))
    truck = TRUCK.model_copy(update={"support": TRUCK.support.model_copy(update={"bays": bays})})
    cost = unit_cost(truck)
    assert cost is not None and cost.unpriced == ()
    assert ("Infantry bay (5 t, 1 door)", 76_000) in [(line.part, line.c_bills) for line in cost.lines]
    assert cost_total(truck) == (131601, None)


def test_two_jump_platoons_weigh_twelve_tons():
    # 2 jump platoons x 6 t = 12 t: 15,000 x 12 = 180,000 + 2 doors x 1,000 = 182,000.
    bays = (SupportBay(kind="standardseats", size=2), SupportBay(kind="infantrybay", size=2, rest="2:1:Jump"))
    truck = TRUCK.model_copy(update={"support": TRUCK.support.model_copy(update={"bays": bays})})
    assert cost_total(truck) == (int((43_637.5 + 182_000) * 1.1), None)
