"""The five scenarios of seed 001 (lines 2199-2497) as data: budgets, restrictions, fixed forces."""

import pytest

from designer.battleforce.briefing import briefing_lines
from designer.battleforce.regiment_data import regiment_tables
from designer.battleforce.scenarios import UnknownScenarioError, scenario, scenario_book, scenario_side


def test_five_scenarios_in_book_order():
    assert [s.title for s in scenario_book().scenarios] == [
        "Surprise Encounter",
        "The Steel Tip",
        "The Pounce",
        "Dreaded Duty",
        "No Profit in Dying",
    ]


@pytest.mark.parametrize(
    ("side", "points"),
    [
        ("surprise-encounter:a", 200),
        ("surprise-encounter:b", 200),  # line 2209
        ("steel-tip:attacker", 350),
        ("steel-tip:defender", 250),  # lines 2227, 2229
        ("pounce:attacker", 120),  # line 2271
        ("no-profit:attacker", 700),  # line 2479
        ("dreaded-duty:a", 0),
        ("pounce:defender", 0),  # fixed forces
    ],
)
def test_side_budgets(side, points):
    assert scenario_side(side).points == points


def test_restrictions_name_real_special_purchases():
    # Surprise Encounter (line 2209): no Mine Attacks, Hidden Infantry, DropShips or Artillery.
    assert set(scenario_side("surprise-encounter:a").forbidden) == {
        "mines",
        "hidden_infantry",
        "dropship",
        "artillery",
    }
    keys = {item.key for item in regiment_tables().special_purchases}
    assert all(set(side.forbidden) <= keys for s in scenario_book().scenarios for side in s.sides)


def test_fixed_forces_counted_from_the_tables():
    # The Pounce (lines 2275-2297): a 16-unit supply column and three escort 'Mechs.
    assert sum(entry.count for entry in scenario_side("pounce:defender").forces) == 16 + 3
    # Dreaded Duty (lines 2333-2361): side A 10 units, side B 10 units.
    assert sum(entry.count for entry in scenario_side("dreaded-duty:a").forces) == 10
    assert sum(entry.count for entry in scenario_side("dreaded-duty:b").forces) == 10


def test_lookup_by_title_and_errors():
    assert scenario("the steel tip").key == "steel-tip"
    with pytest.raises(UnknownScenarioError, match="expected one of"):
        scenario("Operation Nowhere")
    with pytest.raises(UnknownScenarioError, match="names no side"):
        scenario_side("pounce")


def test_briefing_names_budgets_and_victory():
    text = "\n".join(briefing_lines(scenario("surprise-encounter")))
    assert "200 Purchase Points. May not buy: Mine Attack, Hidden Infantry, DropShip, Artillery." in text
    assert "Victory conditions" in text and "Standard victory conditions" in text
