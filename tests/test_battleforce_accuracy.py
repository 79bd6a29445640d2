"""The 55 reference 'Mechs against the published 1987 BattleForce Values Table (seed 001 lines
1711-1853, transcribed in shared/reference/battleforce-1987-values.csv)."""

import pytest

from designer.battleforce import accuracy
from designer.battleforce.published import generate, published_rows
from designer.battleforce.quick import UnknownCanonUnitError, find_published, published_values
from designer.catalog.loader import load_data_file
from tests.conftest import REFERENCE_UNITS, SHARED

CSV = SHARED / "reference" / "battleforce-1987-values.csv"


@pytest.fixture(scope="module")
def comparisons():
    return accuracy.compare_folder(REFERENCE_UNITS)


def test_all_55_mechs_are_compared(comparisons):
    assert len(comparisons) == 55
    assert len({c.printed.name for c in comparisons}) == 55


def test_at_least_378_of_385_printed_values(comparisons):
    # Target of issue 5: at least 378 of the 385 printed 'Mech values (D RA CA R MP J I).
    assert sum(accuracy.column_totals(comparisons).values()) >= 378


def test_every_difference_is_explained_and_every_explanation_still_differs(comparisons):
    found = {(c.printed.name, column) for c in comparisons for column in c.differing()}
    assert found == set(accuracy.known_differences())


def test_accuracy_doc_is_not_stale(comparisons):
    assert accuracy.DOC.read_text(encoding="utf-8") == accuracy.render(comparisons)


@pytest.mark.skipif(not CSV.exists(), reason="shared reference CSV not present")
def test_published_table_data_is_not_stale():
    shipped = (accuracy.REPO / "designer" / "catalog" / "data" / "battleforce" / "values_1987.yaml")
    assert shipped.read_text(encoding="utf-8") == generate(CSV)


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
