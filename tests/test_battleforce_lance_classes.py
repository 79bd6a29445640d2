"""Vehicle, infantry and air lances (seed 001 lines 1652-1683, 1063, 1163): values computed by
hand from printed rows or from the platoon table."""

from designer.battleforce import unit_values
from designer.battleforce.lance import lance_values
from designer.battleforce.purchase import lance_cost
from designer.battleforce.quick import published_values
from designer.infantry.model import Infantry
from tests.conftest import canon

PILOTS = [(4, 5)] * 4


def test_hover_lance_from_files():
    # Pegasus (RA 8 CA 8 D 6 R 2 MP 8) x 2, J. Edgar (4 4 6 2 11, D 6 from the MegaMek file) x 2:
    # RA 24/4 = 6, CA 6, D 24/4 = 6, R 8/4 = 2, MP 8 (slowest). Vehicles have no Overburn Value
    # (seed 001 line 2124, D-BF-26; before D-BF-26 this row read MP 12, RA 8): the red row
    # repeats Full Strength, MP 8 and RA 6, and the lance costs its Step 0 RA, 6.
    pegasus = unit_values(canon("Pegasus Scout Hover Tank"))
    edgar = unit_values(canon("J. Edgar Light Hover Tank"))
    lance = lance_values([pegasus, pegasus, edgar, edgar], PILOTS, name="Hover")
    v = lance.values
    assert (lance.class_, v.ra, v.ca, v.d, v.r, v.mp, v.jump) == ("vehicle:hover", 6, 6, 6, 2, 8, False)
    assert (lance.overburn.mp, lance.overburn.ra) == (8, 6)
    assert len(lance.steps) == 3 and not lance.findings
    assert lance_cost(lance, "Regular").points == 6


def test_vehicles_of_two_motive_types_do_not_mix():
    # seed 001 line 1654: all vehicles in one unit must possess the same movement mode.
    lance = lance_values([published_values("Pegasus"), published_values("Rommel")], PILOTS[:2])
    assert [f.code for f in lance.findings] == ["BF-LANCE-MIXED"]


def test_infantry_lance():
    # Four foot laser platoons: damage 14 -> 5 each; RA 20/4 = 5, CA 5, D 8/4 = 2, R 0, MP 1;
    # infantry do not overburn (seed 001 line 689): the red row repeats Full Strength.
    platoon = Infantry(chassis="Lasers", motive="foot", weapon="laser")
    lance = lance_values([platoon] * 4, PILOTS, name="Foot")
    v = lance.values
    assert (lance.class_, v.ra, v.ca, v.d, v.r, v.mp) == ("infantry", 5, 5, 2, 0, 1)
    assert (lance.overburn.ra, lance.overburn.mp) == (5, 1)
    assert not lance.findings


def test_air_lance_of_two_heavy_fighters():
    # Stuka (AV 22 ST 16 D 12 R 15 M 10) + Slayer (14 11 12 10 10), printed lines 1802-1805:
    # AV 36/4 = 9, ST 27/4 = 6.75 -> 7, D 24/4 = 6, R 25/4 = 6.25 -> 6, M 10.
    lance = lance_values([published_values("Stuka"), published_values("Slayer")], PILOTS[:2], name="Air")
    v = lance.values
    assert (lance.class_, v.ra, v.ca, v.d, v.r, v.mp) == ("fighter", 9, 7, 6, 6, 10)
    # "Air lances have only two damage steps" (line 1163): Full and one step; under 10 lose 2.
    assert [(s.ra, s.ca, s.d) for s in lance.steps] == [(7, 5, 4)]
    assert not lance.findings


def test_air_lance_fighters_share_a_type():
    # Line 1063: two AeroSpace Fighters, always of the same type; Seydlitz is Light (M 20).
    lance = lance_values([published_values("Seydlitz"), published_values("Stuka")], PILOTS[:2])
    assert [f.code for f in lance.findings] == ["BF-LANCE-MIXED"]
    assert "one type" in lance.findings[0].message
