"""Purchase Points (seed 001 lines 1934-1947, 2016-2094, 2122-2141): the seed's worked cost
examples, experience costs and raises, and the special purchases, each worked by hand."""

import pytest

from designer.battleforce.lance import lance_values
from designer.battleforce.purchase import base_cost, experience_change, lance_cost, special_cost
from designer.battleforce.quick import published_values
from designer.battleforce.values import LanceFigures, LanceValues, Overburn, StepValues, UnitValues

PILOTS = [(4, 5)] * 4


def _mechs(ra: int) -> list[UnitValues]:
    return [UnitValues(f"Heavy {n}", "mech", ra, ra, 8, 3, 4) for n in range(4)]


def test_heavy_mech_unit_with_overburn_ra_18_costs_18():
    # seed 001 line 1936: "a Heavy 'Mech unit with an 18 Overburn Ranged Attack Value costs 18
    # points". Four 'Mechs of RA 15: lance RA 60/4 = 15, Overburn 15 + 3 = 18 (D-BF-15).
    lance = lance_values(_mechs(15), PILOTS, name="Heavy")
    assert lance.overburn.ra == 18
    assert lance_cost(lance, "Regular").points == 18


def test_elite_heavy_lance_is_worth_28():
    # seed 001 line 2153: a destroyed Elite Heavy 'Mech lance is worth 28 (18 + 10 for Elite).
    lance = lance_values(_mechs(15), PILOTS, name="Heavy")
    cost = lance_cost(lance, "Elite")
    assert cost.points == 28
    assert cost.working[-1] == "Cost: 18 + 10 (Elite) = 28"


def test_type_1_heavy_mech_costs_its_printed_overburn_21():
    # seed 001 line 2124: "a Type 1 Heavy 'Mech has an Overburn Value of 21, which is also its
    # purchase price"; the counter (lines 251-256) prints Full RA 18, Overburn 21. The cost reads
    # the counter's red row, whatever rule made it.
    counter = LanceValues(
        "Type 1",
        "mech",
        (),
        LanceFigures(18, 17, 11, 4, 4, False),
        Overburn(21, 6),
        (StepValues(15, 13, 9),),
        "Regular",
    )
    assert lance_cost(counter).points == 21


def test_medium_wheeled_unit_costs_4():
    # seed 001 line 1936: "A Medium Wheeled unit costs 4 points"; line 2124: a Type 7 vehicle's
    # Full Strength RA is 4, "and so it costs 4". Four Strikers (printed RA 4, 5W, line 1847):
    # RA 16/4 = 4; vehicles have no Overburn Value (D-BF-26), so the cost is the Step 0 RA.
    lance = lance_values([published_values("Striker")] * 4, PILOTS, name="Wheeled")
    assert lance.class_ == "vehicle:wheeled" and lance.values.ra == 4
    cost = lance_cost(lance, "Regular")
    assert cost.points == 4
    assert "no Overburn Value" in cost.working[0]


def test_elite_to_green_saves_17_and_green_to_elite_costs_17():
    # seed 001 line 2020: "If a player turns an Elite unit into a Green unit, he saves 17
    # points ... (+10 + 5 + 2 = 17). The cost to raise a Green Unit to an Elite unit is also 17".
    assert experience_change("Elite", "Green").points == -17
    assert experience_change("Green", "Elite").points == 17
    assert experience_change("Regular", "Veteran").points == 5  # lines 2026-2034
    assert experience_change("G", "R").points == 2
    assert experience_change("Veteran", "Veteran").points == 0


@pytest.mark.parametrize(
    ("level", "points"), [("Green", 16), ("Regular", 18), ("Veteran", 23), ("Elite", 28)]
)
def test_experience_costs(level, points):
    # Experience Purchase Point Cost (seed 001 lines 1940-1945): Green -2, Regular 0, Veteran +5, Elite +10.
    assert lance_cost(lance_values(_mechs(15), PILOTS), level).points == points


def test_very_weak_green_unit_costs_at_least_1():
    # seed 001 line 1947: minimum cost 1. Four Swift Winds (RA 0): Step 0 RA 0, Green 0 - 2 -> 1.
    lance = lance_values([published_values("Swift Wind")] * 4, PILOTS)
    cost = lance_cost(lance, "Green")
    assert cost.points == 1
    assert cost.working[-1] == "Cost: 0 - 2 (Green) = -2; minimum 1 -> 1"


def test_air_lance_costs_its_air_attack_value():
    # seed 001 line 1936: "AeroSpace units are purchased using their Air Attack Value". Two Stukas
    # (AV 22, line 1805): 44/4 = 11.
    lance = lance_values([published_values("Stuka")] * 2, PILOTS[:2])
    assert base_cost(lance).points == 11
    assert lance_cost(lance, "Veteran").points == 16


def test_infantry_lance_costs_its_step_0_ra():
    # seed 001 line 2124: units without an Overburn Value cost their Step 0 RA.
    # Four platoons of RA 3: RA 12/4 = 3; Regular adds 0.
    lance = lance_values([UnitValues("Rifles", "infantry", 3, 3, 2, 0, 1)] * 4, PILOTS)
    assert lance.values.ra == 3
    assert lance_cost(lance, "Regular").points == 3


def test_special_purchases():
    # Special Purchases Table (seed 001 lines 2036-2094, 2176-2193).
    assert special_cost("artillery", ra=7).points == 14  # 2 x RA
    assert special_cost("dropship", ra=13).points == 39  # 3 x RA (a Union, RA 13)
    assert special_cost("mines", attack=100).points == 20  # 1 point per 5 points of attack
    assert special_cost("bombs", attack=30).points == 6
    assert special_cost("hidden_infantry", unit_cost=4).points == 14  # infantry cost + 10
    assert special_cost("drop", count=6).points == 60  # 10 points per 'Mech
    assert special_cost("salvage").points == 10
    assert special_cost("recon_esr").points == 3
    assert special_cost("extra_mech").points == 10
    assert special_cost("jump").points == 5
    assert [special_cost(key).points for key in ("firepower", "armor", "ecm", "aep")] == [3, 3, 3, 10]
    assert special_cost("dropship", ra=13).working == ("DropShip: 3 x RA 13 = 39 (seed 001 lines 2060-2062)",)


def test_mines_come_in_groups_of_5():
    # seed 001 line 2050: "Must be purchased in groups of 5."
    with pytest.raises(ValueError, match="groups of 5"):
        special_cost("mines", attack=12)
    with pytest.raises(KeyError):
        special_cost("nukes")
