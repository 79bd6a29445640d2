"""Battle Value 2.0 against the published figures of 539 canon 'Mechs (Master Unit List,
../shared/reference/bv/mul-mech-bv.csv): the floor reached, every difference explained, and
docs/battle-value-accuracy.md current."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import bv_accuracy as accuracy

# The floor reached (decision D-BV-1): 534 of 539 exact (99.1 %), 538 within 2 % (99.8 %);
# the acceptance asks 95 % and 99 %. Raise these when the calculator improves.
EXACT_FLOOR = 534
WITHIN_FLOOR = 538
LIBRARY_EXACT_SHARE = 0.90


@pytest.fixture(scope="module")
def rows(reference_dir: Path) -> list[accuracy.Row]:
    return accuracy.compare(reference_dir)


@pytest.fixture(scope="module")
def library(reference_dir: Path) -> list[accuracy.Row]:
    return accuracy.library_rows(reference_dir)


def test_every_published_mech_is_rated(rows: list[accuracy.Row]) -> None:
    assert len(rows) == 539


def test_accuracy_floor(rows: list[accuracy.Row]) -> None:
    exact, within, total = accuracy.summary(rows)
    assert exact >= EXACT_FLOOR, f"{exact} of {total} exact (floor {EXACT_FLOOR})"
    assert within >= WITHIN_FLOOR, f"{within} of {total} within 2 % (floor {WITHIN_FLOOR})"


def test_library_canon_mechs(library: list[accuracy.Row]) -> None:
    exact, _, total = accuracy.summary(library)
    assert total > 200   # the 1987 library and every configuration of the Level 2 one
    assert exact >= LIBRARY_EXACT_SHARE * total


def test_every_difference_is_explained_and_every_explanation_still_differs(rows: list[accuracy.Row]) -> None:
    known = accuracy.known_differences()
    differing = {row.file for row in rows if row.difference}
    assert differing - set(known) == set(), "differences without a reason in bv_known_differences.yaml"
    assert set(known) - differing == set(), "reasons for 'Mechs that now match: remove them"


def test_the_report_is_current(rows: list[accuracy.Row], library: list[accuracy.Row]) -> None:
    text = accuracy.DOC.read_text(encoding="utf-8")
    assert text == accuracy.render(rows, library), "stale: run python -m tools.bv_accuracy"
