"""The last catalog items without a Battle Value or a price (decisions D-BV-9, D-BA-UNSEEN) and the
battle armor squad on a Clan chassis (decision D-BA-MIXED): each value from its MegaMek class, each
unit worked by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.battlearmor.model import BALocation as L, BAMount
from designer.bv import battle_value
from designer.bv.small_tables import protomech_ammo_values, protomech_values
from designer.bv.tables import ammo_values
from designer.catalog import catalog
from designer.formats.load import load_unit
from designer.kinds import unit_kind
from designer.model.common import TechBase
from designer.rules.common.level2_prices import ammo_price
from tests.test_bv_battlearmor import ACHILEUS

CANON = Path(__file__).parent / "data" / "canon_style"


def _cost(unit):
    return unit_kind(unit).piece("cost")(unit)


@pytest.mark.parametrize(("table", "key", "value"), [
    (protomech_values, "Clan ProtoMech AC/2", 34),   # CLProtoMechAC2: bv = 34
    (protomech_values, "Clan ProtoMech AC/4", 49),   # CLProtoMechAC4: bv = 49
    (protomech_ammo_values, "Clan ProtoMech AC/2", 4),  # AmmoType.createCLPROAC2Ammo: bv = 4 a ton
    (protomech_ammo_values, "Clan ProtoMech AC/4", 6),  # createCLPROAC4Ammo: bv = 6 a ton
    (ammo_values, "IS Arrow IV", 30),                # AmmoType.createISArrowIVAmmo: bv = 30 a ton
    (ammo_values, "Clan Arrow IV", 21),              # AmmoType.createCLArrowIVAmmo: bv = 21 a ton
])
def test_battle_values_from_their_megamek_classes(table, key, value):
    assert table()[key] == value


def test_the_protomech_autocannon_design_is_rated_and_priced_by_hand():
    proto = load_unit(CANON / "proto_unseen_ac.blk").unit
    # 9 t, walking 4 (running 6: TMM 2), 22 armor points, 21 structure points (the catalogue test
    # file). Defensive: 22 x 2.5 = 55 + 21 x 1.5 = 31.5 -> 86.5 x (1 + 0.2 + 0.1) = 112.45.
    # Offensive: ProtoMech AC/4 49 + its 10 shots x 50 kg = 0.5 t x 6 = 3 -> 52 x speed factor
    # (1 + (6 - 5) / 10) ^ 1.2 = 1.1211 -> 1.12 = 58.24. 112.45 + 58.24 = 170.69 -> 171.
    assert battle_value(proto).base == 171
    # Cost: cockpit (under 10 t) 500,000 + life support 75,000 + sensors 9 x 2,000 + musculature
    # 9 x 2,000 + structure 9 x 400 + arm actuators 9 x 360 + leg actuators 9 x 540 + engine
    # 5,000 x 9 x 55 / 75 = 33,000 + armor 22 x 625 = 13,750 + the AC/4 133,000 + 0.5 t of its
    # ammunition x 4,800 (createCLPROAC4Ammo cost) = 2,400 -> 804,850 x 1.09 = 877,286.5 -> 877,287.
    cost = _cost(proto)
    assert cost.unpriced == ()
    assert cost.subtotal == pytest.approx(804850)
    assert cost.total == 877287


def test_protomech_ac8_ammunition_has_its_price():
    # AmmoType.createCLPROAC8Ammo: cost = 6,300 a ton (the fighters and ProtoMechs carrying it).
    assert ammo_price(catalog().weapon("Clan ProtoMech AC/8")) == 6300


def test_the_minelayer_squad_is_priced_by_hand():
    squad = load_unit(CANON / "ba_unseen_is.blk").unit
    # Each trooper's mine dispenser is priced at MiscType.createISBAMineDispenser's cost, 20,000;
    # the squad was "cost not computed" before (no price for ISBAMineDispenser).
    cost = _cost(squad)
    assert cost.unpriced == ()
    mine = [line.c_bills for line in cost.lines if line.part == "ISBAMineDispenser"]
    assert mine and set(mine) == {20000}


@pytest.mark.parametrize(("item", "price"), [
    ("CL BA ECM", 50000),            # MiscType.createCLSingleHexECM: cost = 50,000
    ("BAISAngelECMSuite", 750000),   # MiscType.createBAISAngelECM: cost = 750,000
    ("BACLAngelECMSuite", 750000),   # MiscType.createBACLAngelECM: cost = 750,000
])
def test_battle_armor_electronics_priced_from_their_classes(item, price):
    squad = ACHILEUS.model_copy(update={"equipment": (*ACHILEUS.equipment,
                                                      BAMount(item=item, location=L.BODY))})
    cost = _cost(squad)
    assert cost.unpriced == ()
    assert [line.c_bills for line in cost.lines if line.part == item] == [price]


def test_a_clan_chassis_squad_is_priced_as_a_clan_squad():
    squad = load_unit(CANON / "ba_unseen_mixed.blk").unit
    # MegaMek BattleArmorCostCalculator, isClan() (true at the Clan tech level MegaMek loads a
    # "Mixed (Clan Chassis)" file at): heavy chassis 200,000 + jump 1 x 150,000 + heavy battle claw
    # 25,000 + reactive armor 10 x 37,000 = 370,000 -> 745,000 x 1.1 = 819,500; Clan training
    # 200,000; heavy mortar 7,500 -> 1,027,000 a suit x 4 = 4,108,000 (as Inner Sphere before:
    # 745,000 + 150,000 + 7,500 = 902,500 x 4 = 3,610,000).
    cost = _cost(squad)
    assert cost.total == 4108000
    inner = squad.model_copy(update={"clan_chassis": False})
    assert _cost(inner).total == 3610000


def test_a_clan_chassis_squad_is_never_burdened():
    # The burdened squad of tests/test_bv_battlearmor.py (254 as Inner Sphere, 290 as Clan): on a
    # Clan chassis it is Clan for MegaMek's BattleArmor.isBurdened ("Clan Elemental points are
    # never burdened"), so its small laser counts again for anti-'Mech attacks: 290.
    burdened = ACHILEUS.model_copy(update={"equipment": (
        *ACHILEUS.equipment, BAMount(item="ISBASRM2", location=L.BODY),
        BAMount(item="BA-SRM2 Ammo", location=L.BODY, shots=2))})
    mixed = burdened.model_copy(update={"tech_base": TechBase.MIXED})
    assert battle_value(mixed).base == 254
    assert battle_value(mixed.model_copy(update={"clan_chassis": True})).base == 290


@pytest.mark.parametrize(("item", "bv"), [("CL BA ECM", 214), ("BAISAngelECMSuite", 222),
                                         ("BACLAngelECMSuite", 222)])
def test_an_angel_ecm_suite_adds_two_defensive_points(item, bv):
    # MegaMek BattleArmorBVCalculator: the squad's first ECM suite adds 1 to a trooper's defensive
    # rating, an Angel ECM suite (F_ANGEL_ECM) 2. The light suit of tests/test_bv_battlearmor.py
    # (205: defensive (6 x 2.5 + 1) x 1.6 = 25.6, offensive 13.86): with an ECM suite 17 x 1.6 =
    # 27.2 + 13.86 = 41.06 x 5.2 = 213.51 -> 214; with an Angel suite 18 x 1.6 = 28.8 + 13.86 =
    # 42.66 x 5.2 = 221.83 -> 222 (it counted 1, as any ECM, before: 214).
    squad = ACHILEUS.model_copy(update={"equipment": (*ACHILEUS.equipment,
                                                      BAMount(item=item, location=L.BODY))})
    assert battle_value(squad).base == bv


def test_an_anti_personnel_weapon_is_priced_from_the_infantry_weapon_table():
    squad = load_unit(CANON / "ba_unseen_clan.blk").unit
    # MegaMek prices the infantry weapon in an anti-personnel mount at its own cost: the Mauser IIC
    # IAS 18,000 (TM p. 273, infantry_weapons.yaml). The Clan light point: chassis 50,000 + jump
    # 3 x 50,000 + two armored gloves 2 x 2,500 + basic stealth 5 x 12,000 = 265,000 x 1.1 = 291,500;
    # Clan training 200,000; ECM 50,000 + extended life support 10,000 + the rifle 18,000 (the mount
    # 0) -> 569,500 a suit x 5 = 2,847,500 (not computed before: no price for the rifle).
    cost = _cost(squad)
    assert cost.unpriced == ()
    assert cost.total == 2847500
