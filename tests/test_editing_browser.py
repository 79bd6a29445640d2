"""The unit browser's filter (Qt-free): every field narrows, zero or "" means any."""

from pathlib import Path

from designer.editing.browser import BrowserFilter, BrowserRow, row_for

REPO = Path(__file__).resolve().parents[1]


def row(**changes) -> BrowserRow:
    base = dict(path=Path("x.yaml"), name="Merlin MLN-1", kind="mech", tons=60.0, tech_base="Inner Sphere",
                rules_level="Level 1", year=3025, errors=0, warnings=0, cost=1, movement="4/6/4",
                battleforce=None, library=False)
    return BrowserRow(**{**base, **changes})


def test_each_field_narrows_and_blank_means_any():
    merlin = row()
    assert BrowserFilter().accepts(merlin)
    assert BrowserFilter(name="merl").accepts(merlin) and not BrowserFilter(name="atlas").accepts(merlin)
    assert not BrowserFilter(kind="vehicle").accepts(merlin)
    assert BrowserFilter(min_tons=60, max_tons=60).accepts(merlin)
    assert not BrowserFilter(max_tons=55).accepts(merlin) and not BrowserFilter(min_tons=65).accepts(merlin)
    assert not BrowserFilter(tech_base="Clan").accepts(merlin)
    assert not BrowserFilter(rules_level="Level 2").accepts(merlin)
    assert BrowserFilter(year_from=3000, year_to=3050).accepts(merlin)
    assert not BrowserFilter(year_to=3000).accepts(merlin)
    # D-GUI-6: a Level 2 design that names no year has none; a year range never matches it.
    assert not BrowserFilter(year_from=3000).accepts(row(year=None, rules_level="Level 2"))
    assert not BrowserFilter(validity="invalid").accepts(merlin)
    assert BrowserFilter(validity="invalid").accepts(row(errors=2))


def test_a_row_reads_the_design():
    # tests/units/merlin.yaml: 60 tons, walking 4, running 4 x 1.5 = 6, jumping 4 (seed 000 lines 4231-4365).
    merlin = row_for(REPO / "tests" / "units" / "merlin.yaml")
    assert (merlin.name, merlin.kind, merlin.tons, merlin.movement) == ("Merlin MLN-1", "mech", 60.0, "4/6/4")
    assert merlin.valid and not merlin.library


def test_tech_base_and_rules_level_read_as_words():
    from designer.editing.browser import rules_level_label, tech_base_label

    assert tech_base_label("inner_sphere") == "Inner Sphere" and tech_base_label("clan") == "Clan"
    assert tech_base_label(None) == "Inner Sphere"           # decision D-GUI-2
    assert rules_level_label(2) == "Level 2" and rules_level_label(None) == "Level 1"


def test_a_1987_design_without_a_year_counts_as_its_eras_year():
    # D-GUI-6 (after D-MTF-4: the 1987 rules are the 3025 era): the library's TRO 3025 designs
    # keep no year and are found by a year range that holds 3025.
    library = row_for(REPO / "units" / "mechs" / "Atlas AS7-D.yaml")
    assert library.year is None and library.filter_year == 3025 and library.year_text == "3025 (era)"
    assert BrowserFilter(year_from=3000, year_to=3050).accepts(library)
    assert not BrowserFilter(year_from=3026).accepts(library)
    assert not BrowserFilter(year_to=3024).accepts(library)
    assert row(year=3058).filter_year == 3058 and row(year=3058).year_text == "3058"
    assert row(year=None, rules_level="Level 2").filter_year is None


def test_the_browser_counts_the_rows_a_year_filter_leaves_out_for_having_no_year():
    from designer.editing.browser import without_year

    level2 = row(year=None, rules_level="Level 2")
    rows = [row(), row(year=None), level2, level2]
    assert without_year(rows, BrowserFilter(year_from=3000)) == 2
    assert without_year(rows, BrowserFilter()) == 0   # no year filter: nothing left out for it


def test_a_battle_value_range_narrows_and_leaves_out_kinds_not_rated():
    rated, unrated = row(battle_value=1_000), row(kind="building", battle_value=None)
    assert BrowserFilter(min_bv=1_000, max_bv=1_000).accepts(rated)
    assert not BrowserFilter(min_bv=1_001).accepts(rated) and not BrowserFilter(max_bv=999).accepts(rated)
    assert BrowserFilter().accepts(unrated) and not BrowserFilter(max_bv=5_000).accepts(unrated)


def test_a_row_without_a_battle_value_carries_the_cores_reason():
    # decision D-BV-4: the browser reads the reason from the core (designer.bv.not_rated_reason);
    # the example office building has no weapons: no gun emplacement (decision D-BV2-3)
    office = row_for(REPO / "units/examples/building-office.yaml")
    assert office.battle_value is None
    assert office.battle_value_reason == "a building without weapons is no gun emplacement (decision D-BV2-3)"
    atlas = row_for(REPO / "units/mechs/Atlas AS7-D.yaml")
    assert (atlas.battle_value, atlas.battle_value_reason) == (1897, "")
