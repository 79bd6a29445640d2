"""Battle Value 2.0 of a ProtoMech (decision D-BV2-1): a hand-worked example, each step written
out from the method as MegaMek's BVCalculator and ProtoMekBVCalculator apply it (armor x 2.5,
structure x 1.5, defensive factor 1 + TMM / 10 + 0.1, ammunition by the shot, speed factor of
running MP + half the jumping MP, no weight bonus)."""

from __future__ import annotations

import pytest

from designer.bv import battle_value, force_battle_value
from designer.model.common import Pilot
from designer.protomech.model import ProtoAmmo, ProtoLocation as L, ProtoMech, ProtoMount

PROTO = ProtoMech(
    chassis="Worked", model="Example", year=3060, tonnage=5, walk_mp=5, jump_mp=3,
    armor={L.HEAD: 2, L.TORSO: 6, L.RIGHT_ARM: 2, L.LEFT_ARM: 2, L.LEGS: 4},
    equipment=(ProtoMount(item="Clan ER Small Laser"), ProtoMount(item="Clan SRM 2", location=L.RIGHT_ARM),
               ProtoMount(item="ProtoMech Jump Jet", location=L.BODY)),
    ammo=(ProtoAmmo(ammo="Clan Ammo SRM-2", shots=10),),
)


def _step(value, label: str) -> float:
    return next(step.total for step in value.steps if step.label == label)


def test_a_five_ton_protomech_worked_by_hand():
    # Defensive: armor 2 + 6 + 2 + 2 + 4 = 16 points x 2.5 = 40; structure of a 5-ton ProtoMech
    # (head 1, torso 5, arms 1 + 1, legs 3) = 11 x 1.5 = 16.5 (56.5); walking 5 runs ceil(7.5) = 8
    # -> TMM 3; jumping 3 -> TMM 1 + 1 = 2; the better is 3: x (1 + 0.3 + 0.1) = 1.4 = 79.1.
    # Offensive: Clan ER small laser 31 + Clan SRM 2 21 = 52; 10 shots of SRM 2 ammunition at
    # 20 kg a shot (50 shots a ton) = 0.2 t x 3 (a ton's value) = 0.6 (52.6, under the SRM's 21);
    # speed MP 8 + round(3 / 2) = 10: (1 + 5 / 10) ^ 1.2 = 1.6266 -> 1.63 = 85.738.
    # 79.1 + 85.738 = 164.838 -> 165.
    value = battle_value(PROTO)
    assert _step(value, "Armor") == pytest.approx(40)
    assert _step(value, "Internal structure") == pytest.approx(56.5)
    assert _step(value, "Defensive factor") == pytest.approx(79.1)
    assert _step(value, "Ammunition: Clan SRM 2") == pytest.approx(52.6)
    assert _step(value, "Speed factor") == pytest.approx(85.738)
    assert value.base == value.value == 165


def test_a_point_of_protomechs_adds_up_with_pilots():
    # 165 x 1.0 (4/5) + 165 x 1.20 (gunnery 3, piloting 5) = 165 + 198 = 363.
    total, values = force_battle_value([(PROTO, Pilot(gunnery=4, piloting=5)),
                                        (PROTO, Pilot(gunnery=3, piloting=5))])
    assert [value.value for value in values if value is not None] == [165, 198]
    assert total == 363


def test_every_small_unit_value_names_its_source():
    # decision D-BV2-1 (as D-L2-LATER): facts the seeds do not print name their source
    from designer.catalog.loader import load_data_file
    data = load_data_file("bv_small_units.yaml")
    rows = [row for section in data.values() for row in section]
    assert rows and all(row.get("source") and row.get("id") for row in rows)


def test_the_skill_table_reads_a_protomech_piloting_as_5():
    # MegaMek BVCalculator.bvMultiplier: a ProtoMech's piloting counts as 5; gunnery 3 -> x 1.20,
    # not the 1.32 of gunnery 3 / piloting 4: 165 x 1.20 = 198.
    value = battle_value(PROTO, Pilot(gunnery=3, piloting=4))
    assert value.multiplier == 1.20 and value.value == 198


@pytest.mark.parametrize("size, published", [(11, 139), (13, 161), (16, 214), (19, 218)])
def test_protomech_only_lrm_sizes_have_their_battle_value(size, published):
    # ProtoMech-only launcher sizes: MegaMek's CLLRM11/13/16/19 classes give bv 139,
    # 161, 214 and 218; before these rows the launcher counted 0 in the offensive rating.
    from designer.bv.small_tables import protomech_values

    assert protomech_values()[f"Clan LRM {size}"] == published


def test_the_small_units_value_file_is_parsed_once_for_every_small_kind(monkeypatch):
    # battle armor, infantry and ProtoMech values all come from bv_small_units.yaml: parsing it for
    # each section (and for each infantry platoon's squad size) repeated 20-30 ms of work a time
    from designer.battlearmor import bv as ba_bv
    from designer.bv import small_tables
    from designer.infantry import bv as infantry_bv

    cached = (small_tables.small_units_data, small_tables.section, small_tables.protomech_ammo_values,
              ba_bv._weapons, ba_bv._ammo_per_ton, ba_bv.claw_values, infantry_bv._weapons)
    parsed: list[str] = []
    real = small_tables.load_data_file
    monkeypatch.setattr(small_tables, "load_data_file", lambda name: parsed.append(name) or real(name))
    for function in cached:
        function.cache_clear()
    small_tables.section("protomech_items")
    small_tables.protomech_ammo_values()
    ba_bv._weapons(), ba_bv._ammo_per_ton(), ba_bv.claw_values()
    infantry_bv._weapons()
    assert infantry_bv._squad_size() == infantry_bv._squad_size()
    assert parsed == ["bv_small_units.yaml"]
    for function in cached:
        function.cache_clear()


def test_the_mech_items_value_file_is_parsed_once_for_all_its_tables(monkeypatch):
    # item, ammunition, capacitor, no-value and source tables all come from bv_mech_items.yaml
    from designer.bv import tables

    cached = (tables.mech_items_data, tables.item_values, tables.ammo_values, tables.sources,
              tables.capacitor_values, tables.no_value_items)
    parsed: list[str] = []
    real = tables.load_data_file
    monkeypatch.setattr(tables, "load_data_file", lambda name: parsed.append(name) or real(name))
    for function in cached:
        function.cache_clear()
    tables.item_values(), tables.ammo_values(), tables.sources()
    tables.capacitor_values(), tables.no_value_items()
    assert parsed == ["bv_mech_items.yaml"]
    for function in cached:
        function.cache_clear()
