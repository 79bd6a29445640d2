"""Lance values: the Four Brothers worked example (seed 001 lines 1357-1660) and the lance rules."""

import random

import pytest

from designer.battleforce.experience import rolled_experience
from designer.battleforce.lance import lance_values
from designer.battleforce.quick import published_values
from designer.battleforce.values import UnitValues
from tests.conftest import canon



FOUR_BROTHERS = ("Thunderbolt TDR-5S", "Vindicator VND-1R", "Hatchetman HCT-3F", "Wasp WSP-1A")
# seed 001 line 1625: Josh 2/4 averages 2; his brothers' levels are 4, 4 and 3.5.
# Skills giving those levels: 1/1 -> (4 + 4) / 2 = 4; 2/1 -> (3 + 4) / 2 = 3.5.
SKILLS = [(1, 1), (1, 1), (2, 1), (2, 4)]


@pytest.fixture(scope="module")
def four_brothers():
    units = [canon(name) for name in FOUR_BROTHERS]
    return lance_values(units, SKILLS, name="Four Brothers")


def test_four_brothers_full_strength(four_brothers):
    # seed 001 lines 1532-1538: RA 8, CA 12, D 8, R 3, MP 4; not jump-capable (line 1518).
    values = four_brothers.values
    assert (values.ra, values.ca, values.d, values.r, values.mp, values.jump) == (8, 12, 8, 3, 4, False)


def test_four_brothers_defensive_value_total_is_31(four_brothers):
    # seed 001 lines 1399-1405 list 10 + 9 + 7 + 5 = 31 and then say "30 by 4 ... 7.75": the 30
    # is a typo (30 / 4 = 7.5); 31 / 4 = 7.75 -> 8 as the text concludes.
    assert "= 31 / 4 = 7.75 -> 8" in next(line for line in four_brothers.working if line.startswith("D:"))


def test_four_brothers_experience_is_veteran(four_brothers):
    # seed 001 lines 1625-1634: 13.5 / 4 = 3.375 -> Veteran.
    assert four_brothers.experience == "Veteran"
    assert any("= 3.375 -> Experience Level Table Veteran" in line for line in four_brothers.working)


def test_four_brothers_steps(four_brothers):
    # seed 001 lines 1526-1545. The example's CA 12 -> 9 / 6 / 3 follows the rule (-3 per step).
    # Its RA 8 -> 7 / 5 / 3 and D 8 -> 7 / 6 / 5 do not: the rule ("under 10: decrease by 2")
    # gives 6 / 4 / 2 for both, which is what we print (D-BF-11).
    steps = [(s.ra, s.ca, s.d) for s in four_brothers.steps]
    assert [ca for _, ca, _ in steps] == [9, 6, 3]
    assert [ra for ra, _, _ in steps] == [6, 4, 2]
    assert [d for _, _, d in steps] == [6, 4, 2]


def test_four_brothers_overburn(four_brothers):
    # seed 001 line 1520: overburn MP = running MP of the slowest, 4 x 1.5 = 6.
    # D-BF-15: RA moves up one notch = its step loss: 8 + 2 = 10.
    assert (four_brothers.overburn.mp, four_brothers.overburn.ra) == (6, 10)


def test_divisor_is_always_four():
    # seed 001 line 1361: fewer than four members still divide by 4. Two Atlases (RA 21 CA 30
    # D 14 R 3, printed): RA 42 / 4 = 10.5 -> 11, CA 60 / 4 = 15, D 28 / 4 = 7, R 6 / 4 = 1.5 -> 2.
    atlas = published_values("Atlas")
    lance = lance_values([atlas, atlas], [(4, 5), (4, 5)], name="Pair")
    assert (lance.values.ra, lance.values.ca, lance.values.d, lance.values.r) == (11, 15, 7, 2)
    # 4/5 pilots: gunnery 4 -> 1, piloting 5 -> 1: average 1.0 -> Green (seed 001 lines 1627-1632).
    assert lance.experience == "Green"


def test_jump_only_if_all_jump():
    # seed 001 line 1518. Wasp and Stinger both jump (printed (J)); with a Locust the lance does not.
    jumpers = [published_values("Wasp"), published_values("Stinger")]
    assert lance_values(jumpers, [(4, 5)] * 2).values.jump
    assert not lance_values(jumpers + [published_values("Locust")], [(4, 5)] * 3).values.jump


def test_mixed_classes_and_size_are_findings():
    mech = published_values("Wasp")
    tank = published_values("vehicle:Scorpion")
    mixed = lance_values([mech, tank], [(4, 5)] * 2)
    assert "BF-LANCE-MIXED" in {f.code for f in mixed.findings}
    big = lance_values([mech] * 5, [(4, 5)] * 5)
    assert "BF-LANCE-SIZE" in {f.code for f in big.findings}
    assert not lance_values([mech] * 4, [(4, 5)] * 4).findings


def test_rolled_experience_is_seedable():
    # Experience Generation Table (seed 001 lines 1638-1650): 2D6 5 or 6 -> Veteran, etc.
    first = rolled_experience(random.Random(7))
    assert first == rolled_experience(random.Random(7))
    rng = random.Random(7)
    total = rng.randint(1, 6) + rng.randint(1, 6)
    table = {2: "Elite", 3: "Elite", 4: "Regular", 5: "Veteran", 6: "Veteran", 7: "Regular",
             8: "Green", 9: "Green", 10: "Regular", 11: "Regular", 12: "Regular"}
    assert first[0] == table[total]


def test_skills_count_must_match():
    with pytest.raises(ValueError):
        lance_values([published_values("Wasp")], [(4, 5), (4, 5)])


def test_lance_json_shape():
    lance = lance_values([UnitValues("A", "mech", 8, 9, 5, 2, 6)], [(4, 5)], name="Solo")
    data = lance.as_dict()
    assert set(data) == {"name", "class", "members", "experience", "values", "overburn", "steps"}
    assert set(data["values"]) == {"ra", "ca", "d", "r", "mp", "jump"}
    assert len(data["steps"]) == 3 and set(data["steps"][0]) == {"ra", "ca", "d"}


def test_declared_class_and_air_lance_size():
    # seed 001 line 1709: 'Mech lances only 'Mechs; line 1658: two aircraft per air lance.
    pegasus = published_values("Pegasus")
    wrong = lance_values([pegasus], [(4, 5)], declared_class="mech")
    assert [f.code for f in wrong.findings] == ["BF-LANCE-CLASS"]
    assert not lance_values([pegasus], [(4, 5)], declared_class="vehicle").findings
    seydlitz = published_values("Seydlitz")
    assert not lance_values([seydlitz] * 2, [(4, 5)] * 2).findings
    assert [f.code for f in lance_values([seydlitz] * 3, [(4, 5)] * 3).findings] == ["BF-LANCE-SIZE"]


def test_fighter_lance_does_not_overburn():
    # Overburn is declared for Vehicle or 'Mech units (seed 001 line 689): the red row repeats
    # Full Strength. Two Seydlitz (AV 3, M 20): AV 6 / 4 = 1.5 -> 2 (D-BF-15).
    seydlitz = published_values("Seydlitz")
    lance = lance_values([seydlitz] * 2, [(4, 5)] * 2)
    assert (lance.overburn.ra, lance.overburn.mp) == (2, 20)
