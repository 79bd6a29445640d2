"""Vehicle Battle Value and 'Mech and vehicle cost against the Master Unit List figures of
../shared/reference/published/mul-values.csv (decisions D-BV-5, D-COST-1); battle armor and fighters
against the Alpha Strike cards: the floors reached, every difference explained, and
docs/value-accuracy.md current."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import value_accuracy as accuracy

# The floors reached; the acceptance asks 95 % of each. Raise them when the calculators improve.
# Vehicle Battle Value 121 of 132 (91.7 %; 96 before), 'Mech cost 521 of 537 (97.0 %; 161 before; 519
# before D-COST-4), vehicle cost 119 of 127 (93.7 %; 67 before; 118 before D-COST-3), fighter cost 9 of 9
# (0 before: decision D-COST-2).
# Battle armor 10 of 11 squads' cards (4 before, decision D-BV-8), fighters 4 of 9 (2 before, D-BV-7);
# the 12 combat vehicle cards naming a file, 4 of them files mul-values.csv lacks: all exact.
FLOORS = {accuracy.VEHICLE_BV: (121, 132), accuracy.MECH_COST: (521, 537), accuracy.VEHICLE_COST: (119, 127),
          accuracy.FIGHTER_COST: (9, 9), accuracy.BATTLE_ARMOR_BV: (10, 11), accuracy.FIGHTER_BV: (4, 9),
          accuracy.CARD_VEHICLE_BV: (12, 12)}
CARDS_COMPARED = {accuracy.CARD_VEHICLE_BV: 12, accuracy.BATTLE_ARMOR_BV: 11, accuracy.FIGHTER_BV: 9,
                  accuracy.FIGHTER_COST: 9}


@pytest.fixture(scope="module")
def rows(reference_dir: Path) -> list[accuracy.Row]:
    return accuracy.values_rows(reference_dir) + accuracy.card_rows(reference_dir)


def test_accuracy_floors(rows: list[accuracy.Row]) -> None:
    for measure, (floor, compared) in FLOORS.items():
        exact, total = accuracy.summary(rows, measure)
        assert total == compared and exact >= floor, f"{measure}: {exact} of {total} (floor {floor})"


def test_the_cards_naming_a_file_of_ours_are_compared(rows: list[accuracy.Row]) -> None:
    assert {measure: accuracy.summary(rows, measure)[1] for measure in CARDS_COMPARED} == CARDS_COMPARED


def test_every_difference_is_explained_and_every_explanation_still_differs(rows: list[accuracy.Row]) -> None:
    known = accuracy.known_differences()
    differing = {(row.measure, row.file) for row in rows
                 if not row.exact and row.measure in accuracy.EXPLAINED}
    assert differing - set(known) == set(), "differences without a reason in mul_known_differences.yaml"
    assert set(known) - differing == set(), "reasons for figures that now match: remove them"


def test_the_report_is_current(rows: list[accuracy.Row]) -> None:
    text = accuracy.DOC.read_text(encoding="utf-8")
    assert text == accuracy.render(rows), "stale: run python -m tools.value_accuracy"
