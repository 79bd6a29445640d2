"""Battle armor: suit weights computed by hand from MegaMek's construction facts
(decision D-BA-1; the seeds print no battle armor construction rules), the squad size of seed 002
line 23, the YAML round trip, the summary and BattleForce's refusal (decision D-BA-4)."""

from fractions import Fraction

import pytest

from designer.battleforce.unit_values import UnsupportedUnitError, unit_values
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.battlearmor.model import BALocation as L, BAMount, BattleArmor
from designer.rules import validate
from designer.battlearmor.blank import blank_battle_armor
from designer.battlearmor.weights import suit_kg
from designer.rules.summary import summarize

LEFT, RIGHT, BODY = L.LEFT_ARM, L.RIGHT_ARM, L.BODY


def inner_sphere_scout() -> BattleArmor:
    return BattleArmor(
        chassis="Test Scout",
        tech_base="inner_sphere",
        rules_level=2,
        weight_class="medium",
        troopers=4,
        ground_mp=1,
        motion="jump",
        jump_mp=3,
        armor=8,
        equipment=(
            BAMount(item="ISBASmallLaser", location=RIGHT),
            BAMount(item="BABasicManipulator", location=LEFT),
            BAMount(item="BABasicManipulator", location=RIGHT),
        ),
    )


def elemental() -> BattleArmor:
    # Elemental Battle Armor [Flamer], TRO 3058U (MegaMek's file, numbers only)
    return BattleArmor(
        chassis="Elemental Battle Armor",
        model="[Flamer]",
        tech_base="clan",
        rules_level=2,
        weight_class="medium",
        troopers=5,
        ground_mp=1,
        motion="jump",
        jump_mp=3,
        armor=10,
        equipment=(
            BAMount(item="CLBAFlamer", location=RIGHT),
            BAMount(item="CLBASRM2", location=BODY),
            BAMount(item="BA-SRM2 Ammo", location=BODY, shots=2),
            BAMount(item="BAAPMount", location=LEFT),
            BAMount(item="InfantryAssaultRifle", location=LEFT, apm=True),
            BAMount(item="BABattleClaw", location=LEFT),
        ),
    )


def test_inner_sphere_suit_weight_by_hand():
    # MegaMek TestBattleArmor.getWeightStructure: IS medium chassis 0.175 t, ground MP 1 is free,
    # 3 jump MP x 0.05 t; EquipmentType.getBaArmorWeightPerPoint: IS standard 0.05 t a point;
    # ISBALaserSmall tonnage 0.2; basic manipulators weigh nothing
    by_hand = 175 + 3 * 50 + 8 * 50 + 200
    assert by_hand == 925
    assert suit_kg(inner_sphere_scout(), 1) == by_hand
    assert validate(inner_sphere_scout()).errors == ()


def test_clan_elemental_suit_weight_by_hand():
    # Clan medium chassis 0.25 t; 3 jump MP x 0.05 t; Clan standard armor 0.025 t a point x 10;
    # flamer 150 kg (CLBAFlamer tonnage 0.15), SRM 2 70 kg (CLBASRM2 tonnage 0.07), 2 shots x 20 kg,
    # AP mount 5 kg, its rifle carried in the mount
    # (decision D-BA-2), battle claw 15 kg (catalog/data/battlearmor/equipment.yaml rows)
    by_hand = 250 + 3 * 50 + 10 * 25 + 150 + 70 + 2 * 20 + 5 + 0 + 15
    assert by_hand == 930
    assert suit_kg(elemental(), 3) == Fraction(by_hand)
    assert validate(elemental()).findings == ()  # a Point of 5: seed 002 line 23


def test_squad_size_follows_seed_002_line_23():
    # "una Escuadra de 4 hombres (Esfera Interior) o una Punta de 5 hombres (Clanes)"
    four_clan = elemental().model_copy(update={"troopers": 4})
    assert [f.code for f in validate(four_clan).findings] == ["BA-SQUAD-SIZE"]
    assert [f.code for f in validate(inner_sphere_scout()).findings] == []


def test_every_finding_at_once():
    broken = BattleArmor.model_validate(
        elemental().model_dump() | {"weight_class": "light", "armor": 8, "jump_mp": 4, "ground_mp": 4}
    )
    # light: 150 + 3 x 30 (ground MP beyond the free one) + 4 x 25 (jump) + 8 x 25 + 280 of items
    codes = {f.code for f in validate(broken).findings}
    assert {"BA-ARMOR-POINTS", "BA-JUMP-MP", "BA-GROUND-MP", "BA-SUIT-WEIGHT"} <= codes


def test_yaml_and_blk_round_trip():
    unit = elemental()
    assert parse_unit(dump_unit(unit)) == unit
    again = parse_blk(unit_to_blk(unit), "again").unit
    assert again.model_copy(update={"meta": {}}) == unit.model_copy(update={"year": again.year})


def test_blank_design_is_valid_and_summarised():
    blank = blank_battle_armor()
    assert validate(blank).errors == ()
    text = summarize(elemental()).text
    assert "930 kg of 1000 kg" in text and "Movement: ground 1, jump 3" in text


def test_battleforce_refuses_battle_armor_with_the_reason():
    with pytest.raises(UnsupportedUnitError, match="rate no battle armor"):
        unit_values(elemental())


def test_an_ammunition_slot_with_no_shots_set_is_a_full_slot_of_4():
    # MegaMek TestBattleArmor.NUM_SHOTS_PER_CRIT: a slot holds 4 shots. With no `shots` the
    # Elemental's SRM 2 slot weighs 4 x 20 kg (930 - 2 x 20 + 4 x 20 = 970 kg) and its sheet prints
    # 4 boxes, as its Battle Value counts 4 (tests/test_bv_battlearmor.py).
    from designer.battlearmor.sheet_figures import ammo_lines

    unset = elemental().model_copy(update={"equipment": tuple(
        m.model_copy(update={"shots": None}) if m.item == "BA-SRM2 Ammo" else m
        for m in elemental().equipment)})
    assert suit_kg(unset, 3) == Fraction(970)
    assert [line.shots for line in ammo_lines(unset, 1)] == [4]
