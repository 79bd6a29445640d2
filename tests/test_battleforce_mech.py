"""Per-'Mech BattleForce values: the rules' worked examples (seed 001 lines 1357-1540) and
values computed by hand from the Maximum Damage, Attack Value and Defensive Value Tables."""

import pytest

from designer.battleforce import UnsupportedUnitError, unit_values
from designer.mech.battleforce import mech_values
from tests.conftest import canon


def test_thunderbolt_worked_example():
    # seed 001 lines 1428-1437: LL 8 + LRM-15 9 + 3 ML 15 + SRM-2 2 + 2 MG 4 = 38 -> RA 13.
    values = unit_values(canon("Thunderbolt TDR-5S"))
    assert values.ra == 13
    assert "= 38 -> Attack Value Table 13" in values.working[0]
    # seed 001 line 1510: 7 + 7 + 13 + 38 - 9 = 56 -> CA 19. With unrounded punches (D-BF-6)
    # 6.5 + 6.5 + 13 + 38 - 9 = 55, also 19 on the Attack Value Table.
    assert values.ca == 19
    assert "= 55 -> Attack Value Table 19" in values.working[1]
    # seed 001 lines 1477-1486: ratings 105 / 38 = 2.7 -> 3. The example rates the 2 MGs at 2;
    # the Maximum Damage Table rates them 0 (D-BF-2): 103 / 38 = 2.71 -> 3 either way.
    assert values.r == 3
    assert "= 103 / maximum damage 38" in values.working[3]
    # Printed table row (seed 001 line 1767): D 10 (13 t of armor: 11.6-13.0 band -> 10), MP 4.
    assert (values.d, values.mp, values.jump, values.indirect) == (10, 4, False, False)


def test_wasp_defensive_value_example():
    # seed 001 line 1397: 3 tons of armor -> base 4, +1 for jump jets = 5.
    values = unit_values(canon("Wasp WSP-1A"))
    assert values.d == 5
    assert values.jump and values.jump_mp == 6


@pytest.mark.parametrize(("file", "ra", "d", "r"), [
    # seed 001 lines 1399-1402, 1441-1444 and 1490-1493: the Four Brothers' per-'Mech values.
    ("Vindicator VND-1R", 8, 9, 3),
    ("Hatchetman HCT-3F", 7, 7, 3),
    ("Wasp WSP-1A", 3, 5, 2),
    ("Thunderbolt TDR-5S", 13, 10, 3),
])
def test_four_brothers_members(file, ra, d, r):
    values = unit_values(canon(file))
    assert (values.ra, values.d, values.r) == (ra, d, r)


def test_quad_kicks_but_does_not_punch():
    # Scorpion SCP-1N (55 t quad): PPC* 10 + SRM-6 8 = 18; CA = 18 - 10 + kick 55/5 = 11 = 19
    # -> 7, as printed (seed 001 line 1752). Punching would give 30 -> 11.
    values = unit_values(canon("Scorpion SCP-1N"))
    assert values.ca == 7
    assert "no punches (quad)" in values.working[1]


def test_weapon_pod_arms_do_not_punch():
    # Locust (20 t): ML 5 + 2 MG 4 = 9; with punches 9 + 4 + 4 = 17 -> 6; with arm pods
    # 9 + 4 = 13 -> 5, the printed CA (seed 001 line 1722).
    # MegaMek's file marks it "quirk:no_arms", which the reader turns into weapon_pod_arms.
    locust = canon("Locust LCT-1V")
    assert locust.weapon_pod_arms
    assert mech_values(locust).ca == 5
    assert mech_values(locust, pod_arms=False).ca == 6


def test_rear_mounted_weapons_count():
    # Atlas AS7-D: 4 ML (2 rear) 20 + LRM-20 12 + SRM-6 8 + AC/20 20 = 60 -> RA 21, as printed
    # (seed 001 line 1783); leaving the rear lasers out would give 50 -> 17.
    values = unit_values(canon("Atlas AS7-D"))
    assert values.ra == 21
    assert any("rear-mounted" in line for line in values.working)


def test_range_rounds_half_up():
    # Hatchetman: AC/10 30 + 2 ML 20 = 50 / 20 = 2.5 -> 3 (printed R 3, seed 001 line 1742).
    assert unit_values(canon("Hatchetman HCT-3F")).r == 3


def test_indirect_fire_flag():
    # Archer ARC-2R: 2 LRM-20 ratings 120 of 160 = 75% >= 55% -> (I), printed "15 (I)".
    assert unit_values(canon("Archer ARC-2R")).indirect
    # Thunderbolt: LRM-15 45 of 103 = 44% -> no (I), as printed.
    assert not unit_values(canon("Thunderbolt TDR-5S")).indirect


def test_merlin_by_hand(merlin):
    # Merlin (seed 000 lines 4231-4365): PPC* 10 + LRM-5* 3 + 2 ML 10 + MG 2 + Flamer 2 = 27
    # -> RA 10; CA 27 - 13 + 12 + 12 = 38 -> 13; 10 t armor -> 8 + 1 jump = 9;
    # R (40 + 15 + 20) / 27 = 2.78 -> 3.
    values = unit_values(merlin)
    assert (values.ra, values.ca, values.d, values.r, values.mp, values.jump) == (10, 13, 9, 3, 4, True)


def test_unit_json_keys(merlin):
    assert set(unit_values(merlin).as_dict()) == {"name", "class", "ra", "ca", "d", "r", "mp", "jump", "indirect"}


def test_unsupported_unit_kind():
    with pytest.raises(UnsupportedUnitError):
        unit_values(object())
