"""The 'Mech regimental breakdown and the regiment tables as the generator reads them
(designer/catalog/data/battleforce/regiments.yaml), checked against the printed totals of seed 001
lines 1949-1988 and 1923-1928."""

import pytest

from designer.battleforce.purchase import experience_cost
from designer.battleforce.regiment_data import LEVELS, regiment_tables

PRINTED = {  # seed 001 lines 1972-1973, 1979-1980, 1987-1988: lances, points, G R V E, experience
    "heavy": (32, 490, (5, 8, 10, 9), 130),
    "medium": (32, 420, (8, 14, 8, 2), 54),
    "light": (32, 350, (11, 12, 8, 1), 28),
}
BUDGETS = {"heavy": 670, "medium": 524, "light": 428}  # seed 001 lines 1951-1953


@pytest.mark.parametrize("kind", sorted(PRINTED))
def test_breakdown_rows_add_up_to_the_printed_lances_and_counters(kind):
    lances, _, counters, _ = PRINTED[kind]
    table = regiment_tables().breakdown[kind]
    assert sum(row.lances for row in table.rows) == lances == 32
    assert tuple(sum(row.counters[level] for row in table.rows) for level in LEVELS) == counters
    # every lance has one experience counter
    assert all(sum(row.counters.values()) == row.lances for row in table.rows)


@pytest.mark.parametrize("kind", sorted(PRINTED))
def test_budget_is_lances_plus_experience_plus_50_special(kind):
    # D-REG-2: 490 + 130 + 50 = 670, 420 + 54 + 50 = 524, 350 + 28 + 50 = 428.
    _, points, _, experience = PRINTED[kind]
    table = regiment_tables().breakdown[kind]
    assert (table.total_points, table.experience_points) == (points, experience)
    assert (
        points + experience + regiment_tables().special_points
        == BUDGETS[kind]
        == regiment_tables().budgets[kind]
    )


def _experience_of(counters):
    return sum(experience_cost(level) * count for level, count in counters.items())


def test_printed_experience_costs_follow_from_the_counters():
    # Heavy: 5 Green -10, 10 Veteran +50, 9 Elite +90 = 130. Light: -22 + 40 + 10 = 28.
    # Medium: -16 + 40 + 20 = 44; the printed 54 counts the Elite Medium lance of half of all
    # Medium regiments (line 1981) in place of a Regular one: 44 + 10 = 54 (D-REG-3).
    tables = regiment_tables().breakdown
    totals = {kind: dict(zip(LEVELS, PRINTED[kind][2], strict=True)) for kind in PRINTED}
    assert _experience_of(totals["heavy"]) == 130 == tables["heavy"].experience_points
    assert _experience_of(totals["light"]) == 28 == tables["light"].experience_points
    assert _experience_of(totals["medium"]) + 10 == 54 == tables["medium"].experience_points
    assert tables["medium"].elite_medium_chance == 0.5


def test_printed_row_points_do_not_add_up_to_the_printed_totals():
    # D-REG-3: the Purchase Points Cost column as printed sums to 460 / 370 / 290, not 490 / 420
    # / 350; the totals are the ones the budgets are built from, so the totals stand.
    sums = {
        kind: sum(row.points for row in table.rows) for kind, table in regiment_tables().breakdown.items()
    }
    assert sums == {"heavy": 460, "medium": 370, "light": 290}


def test_organisation_makes_32_lances():
    # seed 001 line 1869: 3 lances a company, 3 companies + 1 HQ lance a battalion, 3 battalions
    # + 2 regimental HQ lances = 32.
    t = regiment_tables()
    assert (
        t.battalions * (t.companies_per_battalion * t.lances_per_company + 1) + t.regimental_headquarters
        == 32
    )


def test_experience_level_averages_have_32_lances_each():
    # seed 001 lines 1925-1928: G 1/5/10/16, R 3/8/13/8, V 9/13/8/2, E 16/12/4/0 (E V R G).
    rows = regiment_tables().level_lances
    assert [
        (rows[level]["Elite"], rows[level]["Veteran"], rows[level]["Regular"], rows[level]["Green"])
        for level in LEVELS
    ] == [(1, 5, 10, 16), (3, 8, 13, 8), (9, 13, 8, 2), (16, 12, 4, 0)]
    assert all(sum(row.values()) == 32 for row in rows.values())
