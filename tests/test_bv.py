"""Battle Value 2.0 (decision D-BV-1): hand-worked examples, each step written out from the
TechManual method (as MegaMek's BVCalculator applies it), on canon designs of the library."""

from __future__ import annotations

import pytest

from designer.bv import battle_value, not_rated_reason, skill_multiplier
from designer.bv.tables import speed_factor, target_movement_modifier
from designer.model.common import Pilot
from tests.conftest import canon


def _step(value, label: str) -> float:
    return next(step.total for step in value.steps if step.label == label)


def test_atlas_as7_d_worked_by_hand():
    atlas = canon("Atlas AS7-D")
    # Defensive: armor 304 x 2.5 = 760; structure 152 x 1.5 = 228 (988); gyro 100 x 0.5 = 50 (1038);
    # explosive ammunition without CASE: LT 2 LRM-20 + 1 SRM-6 bins, RT 2 AC/20 bins: 5 x 15 = 75
    # (963); running 5 MP -> TMM 2 -> x 1.2 = 1155.6.
    # Offensive: heat efficiency 6 + 20 sinks - 2 (running) = 24. By value: LRM-20 181 (heat 6),
    # AC/20 178 (13), SRM-6 59 (17), medium lasers LA 46 (20), RA 46 (23), rear CT 46 x 0.5 = 23
    # (26: reaches 24, counts full), rear CT 23 x 0.5 = 11.5 -> 544.5; ammunition LRM-20 2 x 23 = 46,
    # SRM-6 7, AC/20 2 x 22 = 44 (641.5); weight 100 (741.5); speed factor of 5 MP 1.0 = 741.5.
    # 1155.6 + 741.5 = 1897.1 -> 1897 (the Master Unit List prints 1897).
    value = battle_value(atlas)
    assert _step(value, "Defensive factor") == pytest.approx(1155.6)
    assert _step(value, "Speed factor") == pytest.approx(741.5)
    assert value.base == value.value == 1897


def test_banshee_bnc_8s_worked_by_hand():
    banshee = canon("level2/Banshee BNC-8S")
    # Defensive: armor 288 x 2.5 = 720; structure 145 x 1.5 x 0.5 (Inner Sphere XL) = 108.75
    # (828.75); XL gyro 95 x 0.5 = 47.5 (876.25); Guardian ECM 61 (937.25); 2 LB 10-X bins in the
    # left torso: CASE, but an Inner Sphere XL engine fills 3 slots there: 2 x -15 (907.25);
    # TSM walks 4 + 1 = 5, runs 8 -> TMM 3 -> x 1.3 = 1179.425.
    # Offensive: heat efficiency 6 + 13 x 2 - 2 = 30. Snub-nose PPC 165 (10), ER large 163 (22),
    # LB 10-X 148 (24), ER medium 62 (29), ER medium 62 (34: counts full), then half: medium lasers
    # 23 + 23, ER small 8.5, small 4.5 -> 659; LB 10-X ammunition 2 x 19 = 38 (697); hatchet
    # ceil(95 / 5) x 1.5 = 28.5, x 2 with TSM = 57 (754); weight 95 x 1.5 (TSM) = 142.5 (896.5);
    # speed factor of 8 MP 1.37 = 1228.205. 1179.425 + 1228.205 = 2407.63 -> 2408 (MUL 2408).
    value = battle_value(banshee)
    assert _step(value, "Defensive factor") == pytest.approx(1179.425)
    assert _step(value, "Speed factor") == pytest.approx(1228.205)
    assert value.base == 2408


def test_a_lam_counts_its_airmech_movement():
    from designer.formats.yaml_io import read_unit
    from tests.conftest import REPO
    merlin = read_unit(REPO / "tests/units/merlin-lam.yaml")
    # Defensive: armor 160 x 2.5 = 400; structure 99 x 1.5 = 148.5 (548.5); gyro 60 x 0.5 = 30
    # (578.5); LRM-5 ammunition in the RT and machine-gun ammunition in the LT, no CASE: -30 (548.5);
    # AirMech cruise = jump 4 x 3 = 12, flank 18 -> TMM 5, +1 for a LAM = 6 -> x 1.6 = 877.6.
    # Offensive: heat efficiency 6 + 18 - round(18 / 3) + 3 (LAM) = 21: every weapon full, machine
    # gun 5, 3 medium lasers 138, LRM-5 45, flamer 6 = 194; ammunition LRM-5 6, machine gun 1 (201);
    # weight 60 (261); speed MP 6 + round(18 / 2) = 15: 2 ^ 1.2 = 2.297 -> 2.3 = 600.3.
    # 877.6 + 600.3 = 1477.9 -> 1478.
    value = battle_value(merlin)
    assert _step(value, "Defensive factor") == pytest.approx(877.6)
    assert _step(value, "Speed factor") == pytest.approx(600.3)
    assert value.base == 1478


def test_the_pilot_multiplies_by_the_skill_table():
    atlas = canon("Atlas AS7-D")
    # gunnery 3 / piloting 4: 1.32 (TechManual skill table); 1897 x 1.32 = 2504.04 -> 2504
    veteran = battle_value(atlas, Pilot(gunnery=3, piloting=4))
    assert (veteran.base, veteran.multiplier, veteran.value) == (1897, 1.32, 2504)
    # 2/3: 1.68 -> 3186.96 -> 3187; the regular 4/5 leaves it at 1
    assert battle_value(atlas, Pilot(gunnery=2, piloting=3)).value == 3187
    assert skill_multiplier(4, 5) == 1.0 and skill_multiplier(9, -1) == skill_multiplier(8, 0) == 1.10


def test_movement_tables():
    # target movement modifier: 0-2 hexes 0, 3-4 1, 5-6 2, 7-9 3, 10-17 4, 18-24 5, 25+ 6; jumping +1
    assert [target_movement_modifier(mp) for mp in (0, 2, 3, 5, 7, 10, 18, 25)] == [0, 0, 1, 2, 3, 4, 5, 6]
    assert target_movement_modifier(6, jumping=True) == 3
    # speed factor (1 + (MP - 5) / 10) ^ 1.2: 5 -> 1.0, 8 -> 1.3 ^ 1.2 = 1.370, 10 -> 1.5 ^ 1.2 = 1.627,
    # 20 -> 2.5 ^ 1.2 = 3.003
    assert [speed_factor(mp) for mp in (5, 8, 10, 20)] == [1.0, 1.37, 1.63, 3.0]


def test_every_configuration_of_an_omnimech_is_rated():
    from designer.mech.omni import configurations
    daishi = canon("level2/Daishi (Dire Wolf)")
    values = {mech.model: battle_value(mech).base for mech in configurations(daishi)}
    assert values["B"] == 2609 and values["S"] == 2985   # the Master Unit List figures


def test_hunter_light_support_tank_worked_by_hand():
    hunter = canon("Hunter Light Support Tank")
    # Defensive (decision D-BV-3): armor 32 + 24 + 24 + 16 = 96 x 2.5 = 240; structure
    # ceil(35 / 10) = 4 in each of 4 locations = 16 x 1.5 = 24 (264); tracked x 0.9 = 237.6;
    # cruise 5, flank 8 -> TMM 3 -> x 1.3 = 308.88.
    # Offensive: LRM-20 in front 181, flamer at the rear 6: the rear arc is worth less, half:
    # 181 + 3 = 184; LRM-20 ammunition 2 x 23 = 46 (230); half the tonnage 17.5 (247.5); speed
    # factor of flank 8 1.37 = 339.075. 308.88 + 339.075 = 647.955 -> 648.
    value = battle_value(hunter)
    assert _step(value, "Defensive factor") == pytest.approx(308.88)
    assert _step(value, "Speed factor") == pytest.approx(339.075)
    assert value.base == 648


def test_cheetah_f_10_worked_by_hand():
    cheetah = canon("Cheetah F-10")
    # Defensive: armor 13 + 11 + 11 + 13 = 48 x 2.5 = 120; structural integrity max(thrust 12,
    # 25 / 10 = 2) = 12 x 2 = 24 (144); no ammunition; AeroSpace x 1.2 = 172.8.
    # Offensive: heat 3 + 3 + 1 = 7 within 6 + 10 sinks: every weapon full, 46 + 46 + 9 = 101;
    # maximum thrust ceil(12 x 1.5) = 18: (1 + 13 / 10) ^ 1.2 = 2.717 -> 2.72; 274.72.
    # 172.8 + 274.72 = 447.52 -> 448.
    value = battle_value(cheetah)
    assert _step(value, "Unit type") == pytest.approx(172.8)
    assert _step(value, "Speed factor") == pytest.approx(274.72)
    assert value.base == 448


def test_a_kind_without_a_method_is_not_rated(monkeypatch):
    import dataclasses

    from designer import kinds
    from designer.formats.yaml_io import read_unit
    from tests.conftest import REPO
    platoon = read_unit(REPO / "units/examples/infantry-jump-laser.yaml")
    unrated = dataclasses.replace(kinds.unit_kind("infantry"), battle_value=None)
    monkeypatch.setitem(kinds._KINDS, "infantry", unrated)
    assert battle_value(platoon) is None
    assert "infantry" in not_rated_reason(platoon)


def test_a_lance_total_adds_the_skill_adjusted_values():
    from designer.bv import force_battle_value
    # Atlas with a 3/4 pilot 2504 (above) + Hunter with a regular 4/5 crew 648 + the foot rifle
    # platoon 66 (tests/test_bv_infantry.py) + a building without weapons, not rated (adds nothing)
    from designer.formats.yaml_io import read_unit
    from tests.conftest import REPO
    platoon = read_unit(REPO / "units/examples/infantry-foot-rifle.yaml")
    office = read_unit(REPO / "units/examples/building-office.yaml")
    total, values = force_battle_value([(canon("Atlas AS7-D"), Pilot(gunnery=3, piloting=4)),
                                        (canon("Hunter Light Support Tank"), None), (platoon, None),
                                        (office, None)])
    assert total == 2504 + 648 + 66 and values[3] is None


def test_every_catalogued_value_and_price_names_its_source_and_a_catalog_item():
    # decisions D-BV-1 and D-BV-2 (as D-L2-LATER): facts the seeds do not print name their source
    from designer.catalog import catalog
    from designer.catalog.loader import load_data_file
    values = load_data_file("bv_mech_items.yaml")
    prices = load_data_file("level2/prices.yaml")
    rows = [*values["items"], *values["ammo"], *prices["types"], *prices["other"], *prices["items"],
            *prices["ammo"]]
    assert all(row.get("source") for row in rows)
    named = [row["id"] for row in (*values["items"], *prices["items"])]
    named += [row["weapon"] for row in (*values["ammo"], *prices["ammo"])]
    assert [name for name in named if catalog().find(name) is None] == []
