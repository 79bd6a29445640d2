"""The BattleForce tables as printed in seed 001 (BattleForce, 1987)."""

from fractions import Fraction

import pytest

from designer.battleforce.tables import (
    attack_value,
    defensive_value,
    experience_level,
    fighter_movement,
    gunnery_level,
    max_damage_row,
    piloting_level,
    round_half_up,
    step_loss,
)


# Attack Value Table, seed 001 lines 1547-1599: rows copied from the printed table.
@pytest.mark.parametrize(("damage", "value"), [(1, 1), (2, 1), (3, 2), (26, 9), (27, 10), (38, 13),
                                               (55, 19), (56, 19), (57, 20), (99, 34), (100, 34)])
def test_attack_value_table_rows(damage, value):
    assert attack_value(damage) == value


def test_attack_value_beyond_the_table_continues_three_points_per_value():
    # D-BF-5: 101-102 continue the 99-100 -> 34 pattern (every 3 points one more): 102 -> 35.
    assert attack_value(101) == 34
    assert attack_value(102) == 35
    assert attack_value(0) == 0


# Defensive Value Table, seed 001 lines 1407-1421.
@pytest.mark.parametrize(("tons", "value"), [(0, 2), (1.0, 2), (2.5, 3), (3.0, 4), (7.5, 7), (13.0, 10),
                                             (14.5, 11), (Fraction(231, 16), 11), (19.0, 14)])
def test_defensive_value_table_rows(tons, value):
    assert defensive_value(tons) == value


def test_defensive_value_gap_and_beyond_the_table():
    # D-BF-3: 2.55 t lies in the printed gap 2.5-2.6 and takes the higher band (4).
    assert defensive_value(2.55) == 4
    # D-BF-4: 19.5 t continues the 1.5-ton bands: 19.1-20.5 -> 15.
    assert defensive_value(19.5) == 15


def test_maximum_damage_table_rows():
    # seed 001 lines 1449-1471: LRM-15* 9 / 5 / 45; AC/20 20 / 2 / 40.
    lrm = max_damage_row("LRM-15")
    assert (lrm.damage, lrm.range, lrm.range_rating, lrm.close_attack) == (9, 5, 45, False)
    ac20 = max_damage_row("AC/20")
    assert (ac20.damage, ac20.range_rating, ac20.close_attack) == (20, 40, True)


def test_round_half_up():
    # seed 001 line 1389: .5 or more rounds up, less is dropped.
    assert round_half_up(Fraction(31, 4)) == 8
    assert round_half_up(Fraction(5, 2)) == 3
    assert round_half_up(Fraction(9, 4)) == 2


# Step damage, seed 001 lines 1526-1530 (15 read as 10-15, D-BF-11).
@pytest.mark.parametrize(("value", "loss"), [(8, 2), (9, 2), (10, 3), (15, 3), (16, 4)])
def test_step_loss(value, loss):
    assert step_loss(value) == loss


def test_skill_level_table():
    # seed 001 lines 1609-1623; 0 and 7+ clamp to the ends (D-BF-12).
    assert [piloting_level(s) for s in range(0, 8)] == [4, 4, 3, 2, 1, 1, 0, 0]
    assert [gunnery_level(s) for s in range(0, 8)] == [4, 4, 3, 2, 1, 0, 0, 0]


@pytest.mark.parametrize(("average", "level"), [(3.5, "Elite"), (Fraction(27, 8), "Veteran"), (2.76, "Veteran"),
                                                (2.75, "Regular"), (1.76, "Regular"), (1.75, "Green"),
                                                (1.0, "Green"), (0.5, "Green")])
def test_experience_level_table(average, level):
    # seed 001 lines 1627-1632; gaps take the lower row, below 1.0 is Green (D-BF-13).
    assert experience_level(average) == level


def test_fighter_movement():
    # seed 001 lines 1678-1683; 40 t Light, 75 t Medium (D-BF-14).
    assert [fighter_movement(t).mp for t in (20, 40, 45, 75, 76, 100)] == [20, 20, 15, 15, 10, 10]
