"""The 55 library 'Mechs (units/mechs) against the published 1987 BattleForce Values Table (seed 001
lines 1711-1853, shipped as designer/catalog/data/battleforce/values_1987.yaml). The transcription's
source CSV is third-party corpus: tests/test_corpus_battleforce_table.py checks the shipped file."""

import pytest

from tools import battleforce_accuracy as accuracy
from designer.battleforce.published import published_rows
from designer.battleforce.quick import UnknownCanonUnitError, find_published, published_values
from designer.catalog.loader import load_data_file


@pytest.fixture(scope="module")
def comparisons():
    return accuracy.compare_folder()


def test_all_55_mechs_are_compared(comparisons):
    assert len(comparisons) == 55
    assert len({c.printed.name for c in comparisons}) == 55


def test_at_least_378_of_385_printed_values(comparisons):
    # The accuracy target: at least 378 of the 385 printed 'Mech values (D RA CA R MP J I).
    assert sum(accuracy.column_totals(comparisons).values()) >= 378


def test_every_difference_is_explained_and_every_explanation_still_differs(comparisons):
    found = {(c.printed.name, column) for c in comparisons for column in c.differing()}
    assert found == set(accuracy.known_differences())


def test_accuracy_doc_is_not_stale(comparisons):
    assert accuracy.DOC.read_text(encoding="utf-8") == accuracy.render(comparisons)


def test_the_arm_reading_what_if_names_the_three_fisted_mechs(comparisons):
    # known_differences.yaml (hand-written): Blackjack, Rifleman and JagerMech have no lower arm
    # actuators, so they do not punch (D-IX-4), but the table prints their punching CA; reading
    # exactly these three the other way reproduces 378 + 3 = 381 of 385.
    names = [c.printed.name for c in accuracy.arm_reading_matches(comparisons)]
    assert sorted(names) == ["Blackjack", "JagerMech", "Rifleman"]
    assert "would reproduce 381 of 385; the other 4 differences" in accuracy.render(comparisons)


def test_published_table_rows():
    # seed 001 lines 1715-1851: 55 'Mechs, 15 fighters, 3 DropShips, 26 vehicles.
    classes = [row.class_.split(":")[0] for row in published_rows()]
    assert [classes.count(k) for k in ("mech", "fighter", "dropship", "vehicle")] == [55, 15, 3, 26]
    jenner = find_published("Jenner")   # printed "7/5 (J)"
    assert (jenner.mp, jenner.jump_mp, jenner.jump) == (7, 5, True)
    assert find_published("Pegasus").class_ == "vehicle:hover"   # printed MP "8H"


def test_canon_name_lookup():
    assert published_values("centurion").name == "Centurian"   # printed spelling
    assert published_values("Thunderbolt").source == "published"
    with pytest.raises(UnknownCanonUnitError):
        find_published("Scorpion")        # the quad 'Mech and the light tank
    assert find_published("mech:Scorpion").tons == 55
    with pytest.raises(UnknownCanonUnitError):
        find_published("Mad Cat")


def test_known_differences_file_loads():
    rows = load_data_file("battleforce/known_differences.yaml")["differences"]
    kinds = [row.get("kind", "mech") for row in rows]
    assert [kinds.count(k) for k in ("mech", "fighter", "vehicle")] == [7, 4, 17]


def test_readme_states_the_computed_count(comparisons):
    matched = sum(accuracy.column_totals(comparisons).values())
    total = len(comparisons) * len(accuracy.COLUMNS)
    readme = (accuracy.REPO / "README.md").read_text(encoding="utf-8")
    assert f"{matched} of the {total} published 'Mech values reproduced" in " ".join(readme.split())
