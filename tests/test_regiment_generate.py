"""Regiment generation from the 'Mech regimental breakdown (seed 001 lines 1957-1990): lance
types and counts, experience chits, the budget, the organisation, determinism."""

from collections import Counter
from pathlib import Path

import pytest

from designer.battleforce.generate import generate_regiment, library_pool, quick_pool
from designer.battleforce.quick import find_published
from designer.battleforce.regiment_data import LEVELS
from designer.battleforce.regiment_file import regiment_from_data

# Lance types per regiment, and the experience counters of each, from the printed rows
# (seed 001 lines 1967-1987): type: (lances, Green, Regular, Veteran, Elite).
ROWS = {
    "heavy": {
        "assault": (5, 0, 1, 2, 2),
        "heavy": (10, 1, 2, 3, 4),
        "fire": (4, 1, 1, 1, 1),
        "medium": (8, 2, 2, 2, 2),
        "light": (5, 1, 2, 2, 0),
    },
    "light": {
        "assault": (1, 0, 0, 0, 1),
        "heavy": (3, 0, 2, 1, 0),
        "fire": (2, 0, 1, 1, 0),
        "medium": (10, 4, 5, 1, 0),
        "light": (16, 7, 4, 5, 0),
    },
}


def _regiment(kind, level=None, seed=0, **options):
    return regiment_from_data(generate_regiment(kind, level, seed, **options), Path("generated.yaml"))


def _type(lance) -> str:
    return lance.name.split()[0].casefold()


@pytest.mark.parametrize("kind", sorted(ROWS))
def test_lance_types_and_chits_follow_the_breakdown_table(kind):
    regiment = _regiment(kind, seed=5)
    lances = regiment.lances()
    assert len(lances) == 32
    for lance_type, (count, *chits) in ROWS[kind].items():
        of_type = [lance for lance in lances if _type(lance) == lance_type]
        assert len(of_type) == count
        assert tuple(Counter(lance.level for lance in of_type)[level] for level in LEVELS) == tuple(chits)


def test_half_of_medium_regiments_have_an_elite_medium_lance():
    # seed 001 line 1981; the printed Medium rows give no Elite Medium lance (line 1977).
    elite = [
        any(_type(x) == "medium" and x.level == "Elite" for x in _regiment("medium", seed=s).lances())
        for s in range(12)
    ]
    assert 2 <= sum(elite) <= 10 and True in elite and False in elite


@pytest.mark.parametrize("level", LEVELS)
def test_regiment_level_sets_the_chits(level):
    # seed 001 lines 1925-1928 (D-REG-4): e.g. a Veteran regiment has 9 Elite, 13 Veteran, 8 Regular, 2 Green.
    expected = {
        "Green": (16, 10, 5, 1),
        "Regular": (8, 13, 8, 3),
        "Veteran": (2, 8, 13, 9),
        "Elite": (0, 4, 12, 16),
    }
    chits = Counter(lance.level for lance in _regiment("light", level, seed=2).lances())
    assert tuple(chits[name] for name in LEVELS) == expected[level]


def test_better_chits_go_to_costlier_lances():
    # seed 001 line 1859: "the more experienced 'Mech pilots are assigned to the more powerful 'Mechs".
    regiment = _regiment("heavy", "Regular", seed=3)
    rank = {level: n for n, level in enumerate(LEVELS)}
    lances = sorted(regiment.lances(), key=lambda lance: -rank[lance.level])
    elite = [lance.cost.points - 10 for lance in lances if lance.level == "Elite"]
    green = [lance.cost.points + 2 for lance in lances if lance.level == "Green"]
    assert min(elite) >= max(green)


@pytest.mark.parametrize("kind", ["heavy", "medium", "light"])
def test_generated_regiments_fit_their_budget(kind):
    for seed in range(8):
        for level in (None, "Green", "Elite"):
            regiment = _regiment(kind, level, seed)
            assert regiment.total().points <= regiment.budget.points
            assert not regiment.findings, [str(f) for f in regiment.findings]


def test_generation_is_deterministic_under_a_seed():
    assert generate_regiment("medium", "Veteran", 11) == generate_regiment("medium", "Veteran", 11)
    assert generate_regiment("medium", "Veteran", 11) != generate_regiment("medium", "Veteran", 12)


def test_organisation():
    # seed 001 line 1869: three battalions of a headquarters lance and three companies of three
    # lances, and two regimental headquarters lances.
    regiment = _regiment("heavy", seed=1)
    assert [len(b.headquarters) for b in regiment.battalions] == [1, 1, 1]
    assert [[len(c.lances) for c in b.companies] for b in regiment.battalions] == [[3, 3, 3]] * 3
    assert [c.name for b in regiment.battalions for c in b.companies] == [f"{x} Company" for x in "ABCDEFGHI"]
    assert len(regiment.headquarters) == 2
    assert [t.name for t in regiment.trucks] == ["Ordnance Truck", "Coolant Truck", "Mobile Headquarters"]
    assert {t.level for t in regiment.trucks} == {"Regular"}  # seed 001 lines 2006-2010


def test_quick_pools_hold_the_weight_classes():
    # Published sections (seed 001 lines 1711-1800): assault 'Mechs 80 t and more, light under 40 t.
    assert all(find_published(name).tons >= 80 for name in quick_pool("assault"))
    assert all(find_published(name).tons < 40 for name in quick_pool("light"))
    assert "mech:Archer" in quick_pool("fire") and "mech:Atlas" not in quick_pool("fire")


def test_lances_from_the_library_by_weight_class():
    data = generate_regiment("light", None, 4, from_library=True)
    lances = [
        *data["headquarters"],
        *(lance for b in data["battalions"] for lance in b["headquarters"]),
        *(lance for b in data["battalions"] for c in b["companies"] for lance in c["lances"]),
    ]
    for kind in ("assault", "light"):
        units = {
            m["unit"]
            for lance in lances
            if lance["name"].casefold().startswith(kind)
            for m in lance["members"]
        }
        assert units and units <= set(library_pool(kind))
    assert "Atlas AS7-D" in library_pool("assault") and "Wasp WSP-1A" in library_pool("light")


def test_library_pools_take_neither_level2_nor_omnimech_designs():
    # A 1987 regiment draws 1987 designs (D-NEW-1): units/mechs/level2's Atlas AS7-K
    # (rules level 2) is not drawn; an OmniMech design is one unit per configuration, which a lance
    # member cannot name, so the Daishi (100 t) is not drawn either.
    assert "Atlas AS7-K" not in library_pool("assault") and "Mercury MCY-104" not in library_pool("light")
    assert "Atlas AS7-D" in library_pool("assault")
    assert not any(name.startswith(("Daishi", "Mad Cat", "Dasher")) for kind in ("assault", "heavy", "light")
                   for name in library_pool(kind))
