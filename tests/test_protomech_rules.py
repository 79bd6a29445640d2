"""ProtoMech construction (decision D-PM-1): weights, structure, armor and movement figures
computed by hand here from MegaMek's facts (catalog/data/protomech, each row's `source`), for the
numbers of the canon Centaur (TRO 3060: 5 tons, walking 6, SRM 2 and LRM 3 in the torso, ER micro
laser as main gun, 20 armor points)."""

from __future__ import annotations

import math

import pytest

from designer.formats import read_unit
from designer.model.common import TechBase
from designer.protomech.model import ProtoAmmo, ProtoLocation as L, ProtoMech, ProtoMotive, ProtoMount
from designer.protomech import weights as w
from designer.protomech.summary import summarize_protomech
from designer.rules.validate import validate

CENTAUR = ProtoMech(
    chassis="Centaur", model="Test", year=3060, tonnage=5, walk_mp=6, main_gun=True,
    armor={L.HEAD: 3, L.TORSO: 7, L.RIGHT_ARM: 2, L.LEFT_ARM: 2, L.LEGS: 4, L.MAIN_GUN: 2},
    equipment=(ProtoMount(item="Clan SRM 2"), ProtoMount(item="Clan LRM 3"),
               ProtoMount(item="Clan ER Micro Laser", location=L.MAIN_GUN)),
    ammo=(ProtoAmmo(ammo="Clan Ammo SRM-2", shots=10), ProtoAmmo(ammo="Clan Ammo Protomech LRM-3", shots=8)),
)


def test_centaur_weight_breakdown_by_hand():
    structure = 5 * 0.1                   # TestProtoMek.getWeightStructure: 10 % of the tonnage
    rating = math.ceil(6 * 1.5) * 5       # calcEngineRating: running MP 9 x 5 t = 45 (a multiple of 5)
    engine = 1.0                          # rating 45 >= 40: Engine Table row 45 (seed 000 line 4837)
    cockpit = 0.5                         # getWeightControls
    heat_sinks = 1 * 0.25                 # the ER micro laser's 1 heat (energy weapon), 250 kg a sink
    armor = (3 + 7 + 2 + 2 + 4 + 2) * 0.05  # 20 points at 50 kg
    weapons = 0.5 + 0.6 + 0.25            # SRM 2, LRM 3 (0.2 t a tube), ER micro laser
    ammo = 10 * 20 / 1000 + 8 * 25 / 1000  # SRM-2 50 shots a ton = 20 kg; LRM-3 3 x 1000/120 = 25 kg
    expected = structure + engine + cockpit + heat_sinks + armor + weapons + ammo
    assert w.engine_rating(CENTAUR) == rating == 45
    assert [line.tons for line in w.weight_breakdown(CENTAUR).lines] == pytest.approx(
        [structure, engine, cockpit, heat_sinks, armor, 0.5, 0.6, 0.25, 0.2, 0.2])
    assert w.total_weight(CENTAUR) == pytest.approx(expected) == pytest.approx(5.0)
    assert validate(CENTAUR).is_valid


def test_small_engine_weighs_25_kg_a_point():
    # a 2-ton ProtoMech walking 4: running 6 x 2 = rating 12, below 40: 12 x 0.025 = 0.3 t
    proto = ProtoMech(chassis="x", tonnage=2, walk_mp=4)
    assert w.engine_rating(proto) == 12
    assert w.engine_tons(proto) == pytest.approx(0.3)


def test_quad_rating_uses_two_less_running_mp():
    # a 6-ton quad walking 6: (9 - 2) x 6 = 42, rounded up to 45
    assert w.engine_rating(ProtoMech(chassis="x", tonnage=6, walk_mp=6, motive=ProtoMotive.QUAD)) == 45


def test_structure_and_maximum_armor_by_tonnage():
    # ProtoMek.autoSetInternal for 5 t: head 1, torso 5, arms 1, legs 3, main gun 1;
    # maxArmorFactor: head 2 + 5 // 2 = 4, torso 10, arms 2 (under 6 t), legs 6, main gun 3
    assert w.structure(CENTAUR) == {L.HEAD: 1, L.TORSO: 5, L.RIGHT_ARM: 1, L.LEFT_ARM: 1, L.LEGS: 3,
                                    L.MAIN_GUN: 1}
    assert [w.max_armor(CENTAUR, loc) for loc in CENTAUR.armored_locations()] == [4, 10, 2, 2, 6, 3]


def test_jump_jets_and_booster_weights():
    # under 6 t a jump jet weighs 50 kg, the extended system 100 kg; 6-9 t: 100 and 200 kg;
    # the myomer booster 2.5 % of the tonnage: 3 t -> 75 kg; running MP = walking x 2
    small = ProtoMech(chassis="x", tonnage=3, walk_mp=5,
                      equipment=(ProtoMount(item="CLMyomerBooster", location=L.BODY),))
    assert w.jump_jet_tons(small, extended=False) == 0.05 and w.jump_jet_tons(small, extended=True) == 0.1
    assert w.item_tons(small, "CLMyomerBooster") == pytest.approx(0.075)
    assert w.run_mp(small) == 10
    big = ProtoMech(chassis="x", tonnage=8, walk_mp=5)
    assert w.jump_jet_tons(big, extended=False) == 0.1


def test_findings_come_all_at_once():
    bad = CENTAUR.model_copy(update={"tonnage": 16, "tech_base": TechBase.INNER_SPHERE, "jump_mp": 7})
    codes = validate(bad).codes()
    assert {"PROTOMECH-TONNAGE", "PROTOMECH-CLAN", "PROTOMECH-JUMP-MAX", "PROTOMECH-JUMP-JETS"} <= codes


def test_info_summary_lists_weights_and_armor():
    text = summarize_protomech(CENTAUR).text
    assert "Engine rating: 45" in text and "Running MP: 9" in text
    assert "main_gun" in text and "Total" in text


def test_library_example_validates():
    from tests.conftest import UNITS

    for path in sorted((UNITS / "protomechs").glob("*.yaml")):
        assert validate(read_unit(path)).is_valid, path.name


def test_every_catalogued_fact_names_its_megamek_source():
    # decision D-PM-1 (the D-L2-LATER pattern): no ProtoMech fact without the place it comes from
    from designer.catalog.loader import load_data_file

    items = load_data_file("protomech/items.yaml")
    rows = [*items["weapons"], *items["equipment"], *items["ammo"]]
    assert rows and all(row["source"].startswith("MegaMek ") for row in rows)
    construction = load_data_file("protomech/construction.yaml")
    blocks = [value for value in construction.values() if isinstance(value, dict)]
    assert blocks and all(block["source"].startswith("MegaMek ") for block in blocks)


def test_minotaur_2_weighs_9_tons_by_hand():
    # TRO 3060 Minotaur 2: 9 t, walking 3, LB 2-X AC main gun with 20 shots, 24 armor points.
    # MegaMek AmmoType.createCLLB2XAmmo sets kgPerShot = 20 (not 1000 / 45): decision D-PM3-1.
    minotaur = ProtoMech(
        chassis="Minotaur", model="2", year=3062, tonnage=9, walk_mp=3, main_gun=True,
        armor={L.HEAD: 3, L.TORSO: 7, L.RIGHT_ARM: 3, L.LEFT_ARM: 3, L.LEGS: 6, L.MAIN_GUN: 2},
        equipment=(ProtoMount(item="CLLBXAC2", location=L.MAIN_GUN),),
        ammo=(ProtoAmmo(ammo="Clan LB 2-X AC Ammo", shots=20),))
    structure = 0.9                       # 10 % of 9 t
    engine = 1.0                          # rating ceil(3 x 1.5) x 9 = 45: Engine Table row 45
    armor = 24 * 0.05
    ammo = 20 * 20 / 1000                 # 400 kg; 1000 / 45 a shot would make it 445 kg, 45 kg over
    assert w.ammo_tons(minotaur.ammo[0]) == pytest.approx(ammo)
    assert w.total_weight(minotaur) == pytest.approx(structure + engine + 0.5 + armor + 5.0 + ammo) \
        == pytest.approx(9.0)
    assert validate(minotaur).is_valid


def test_gorgon_lrm_10_weighs_2_tons_by_hand():
    # TRO 3060 Gorgon: 8 t walking 4, LRM 10 main gun with 12 shots, ER micro laser, 34 armor points.
    # MegaMek LRMWeapon.getTonnage: on a ProtoMech rack size x 0.2 t (decision D-PM3-2).
    gorgon = ProtoMech(
        chassis="Gorgon", year=3059, tonnage=8, walk_mp=4, main_gun=True,
        armor={L.HEAD: 4, L.TORSO: 12, L.RIGHT_ARM: 4, L.LEFT_ARM: 4, L.LEGS: 7, L.MAIN_GUN: 3},
        equipment=(ProtoMount(item="CLERMicroLaser"), ProtoMount(item="CLLRM10", location=L.MAIN_GUN)),
        ammo=(ProtoAmmo(ammo="Clan Ammo LRM-10", shots=12),))
    structure, engine, cockpit = 0.8, 1.5, 0.5   # rating ceil(4 x 1.5) x 8 = 48 -> 50: Engine Table 1.5 t
    heat_sink = 0.25                              # the ER micro laser's 1 heat
    armor = 34 * 0.05
    launcher = 10 * 0.2                           # 2.5 t on a 'Mech
    ammo = 12 * 1000 / 12 / 1000                  # 12 shots a ton: 1.0 t
    assert w.item_tons(gorgon, "CLLRM10") == pytest.approx(launcher)
    assert w.total_weight(gorgon) == pytest.approx(
        structure + engine + cockpit + heat_sink + armor + 0.25 + launcher + ammo) == pytest.approx(8.0)
    assert validate(gorgon).is_valid
    # the SRM-6 ammunition: 60 kg a shot (AmmoType.createCLSRM6Ammo), 10 shots = 0.6 t, not 0.667 t
    assert w.ammo_tons(ProtoAmmo(ammo="Clan Ammo SRM-6", shots=10)) == pytest.approx(0.6)


@pytest.mark.parametrize(("ammo", "shots", "tons"), [
    ("Clan Streak SRM 6 Ammo", 10, 0.6),   # AmmoType.createCLStreakSRM6Ammo: kgPerShot = 60 (not 66.7)
    ("CLNarc Pods", 6, 0.9),               # createISNarcAmmo (CLNarc Pods): kgPerShot = 150 (not 166.7)
    ("Clan Streak SRM 2 Ammo", 10, 0.2),   # 1000 / 50 = 20 kg: the canon Satyr 3 weighs its 4 t so (D-PM3-1)
])
def test_protomech_kilograms_a_shot(ammo, shots, tons):
    assert w.ammo_tons(ProtoAmmo(ammo=ammo, shots=shots)) == pytest.approx(tons)
