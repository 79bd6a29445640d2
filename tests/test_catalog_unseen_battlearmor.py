"""Battle armor and ProtoMech canon the reference samples never showed (MegaMek's own unit files,
TRO 3058 Upgrade, 3075 and 3145): each catalogue family's facts against its source, and one
canon-style file per family, written for these tests, that validates and is weighed by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.catalog.battlearmor import ba_equipment
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import write_blk
from designer.formats.load import load_unit
from designer.model.common import TechBase
from designer.rules import validate
from designer.battlearmor.weights import suit_kg
from designer.protomech.weights import ammo_tons, item_tons
from designer.protomech.weights import item as proto_item

CANON = Path(__file__).parent / "data" / "canon_style"


def _valid(name: str):
    unit = load_unit(CANON / name).unit
    assert [f.code for f in validate(unit).findings if f.severity.value == "error"] == []
    return unit


# MegaMek weapons/battlearmor/innerSphere/ISBAMortarLight and ISBAMortarHeavy: tonnage 0.3 / 0.4,
# criticalSlots 2, damage 3, minimumRange 1 / 2, short/medium/long 1/2/3 and 2/4/6 (TM p. 263).
@pytest.mark.parametrize(("name", "kg", "ranges"), [
    ("ISBALightMortar", 300, (1, 2, 3)),
    ("CLBALightMortar", 300, (1, 2, 3)),
    ("ISBAHeavyMortar", 400, (2, 4, 6)),
    ("CL BA Heavy Mortar", 400, (2, 4, 6)),
])
def test_mortar_ranges_are_the_megamek_classes(name, kg, ranges):
    row = ba_equipment().find(name)
    assert row is not None and (row.kg, row.slots, row.damage, row.ranges) == (kg, 2, "3", ranges)


# MegaMek ArmorType createClanBA<...>: internal names "Clan BA Stealth (Basic)" ... and
# "Clan BA Reactive (Blazer)"; a file may also write "Clan BA Reactive" (TRO 3145 Black Wolf).
@pytest.mark.parametrize(("name", "armor_id"), [
    ("Clan BA Stealth (Basic)", "IS BA Stealth (Basic)"),
    ("Clan BA Stealth (Standard)", "IS BA Stealth"),
    ("Clan BA Stealth (Improved)", "IS BA Stealth (Improved)"),
    ("Clan BA Stealth (Prototype)", "IS BA Stealth Prototype"),
    ("Clan BA Reactive (Blazer)", "IS BA Reactive (Blazer)"),
    ("Clan BA Reactive", "IS BA Reactive (Blazer)"),
    ("IS BA Reflective", "IS BA Laser Reflective (Reflec/Glazed)"),  # TRO 3145's Zou
])
def test_clan_armor_spellings(name, armor_id):
    row = ba_equipment().find(name)
    assert row is not None and (row.kind, row.id) == ("armor", armor_id)


def test_clan_equipment_spellings():
    # MegaMek createBAExtendedLifeSupport (25 kg, 1 slot, every tech base): "CLBAExtendedLifeSupport"
    # in TRO 3075's Clan files; createCLSingleHexECM "CL BA ECM": 75 kg (decision D-BA-CLECM).
    life = ba_equipment().find("CLBAExtendedLifeSupport")
    ecm = ba_equipment().find("CL BA ECM")
    assert life is not None and (life.id, life.kg, life.slots) == ("ISBAExtendedLifeSupport", 25, 1)
    assert ecm is not None and (ecm.kg, ecm.slots, ecm.tech_base) == (75, 1, "clan")


@pytest.mark.parametrize(("name", "kg", "tech"), [
    ("ISBAAngelECM", 250, "both"),  # MiscType.createBAISAngelECM: tonnage 0.25, criticals 3
    ("BA IS Angel ECM Suite", 250, "both"),
    ("CLBAAngelECM", 150, "clan"),  # MiscType.createBACLAngelECM: tonnage 0.15, criticals 3
])
def test_angel_ecm_suites(name, kg, tech):
    row = ba_equipment().find(name)
    assert row is not None and (row.kg, row.slots, row.tech_base) == (kg, 3, tech)


def test_the_mine_dispenser():
    # TechManual p. 260 and its battle armor equipment table: 50 kg, 2 slots; in the body or an arm
    # (decision D-BA-UNSEEN-MINE, tests/test_catalog_unseen_more.py).
    row = ba_equipment().find("ISBAMineDispenser")
    assert row is not None and (row.kind, row.kg, row.slots) == ("equipment", 50, 2)
    assert "body" in row.locations


def test_an_anti_personnel_mount_takes_any_infantry_weapon():
    # TechManual p. 273: the Mauser IIC IAS laser rifle weighs 0.012 t, does 1.37 a trooper, range 3;
    # on a battle armor sheet its bands are 3/6/9 hexes (decision D-BA-AP-WEAPONS).
    row = ba_equipment().find("Laser Rifle (Mauser IIC IAS)")
    assert row is not None
    assert (row.kind, row.kg, row.damage, row.ranges) == ("ap_weapon", 12, "1.37", (3, 6, 9))
    assert ba_equipment().find("Not A Weapon") is None


@pytest.mark.parametrize(("item", "what"), [
    ("ISBC3i", "a battle armor improved C3 computer: experimental rules, outside Level 2"),
    ("ISBATubeArtilleryAmmo", "battle armor tube artillery: advanced rules, outside Level 2"),
    ("BattleArmorC3", "a battle armor C3 computer: advanced rules, outside Level 2"),  # createBC3
])
def test_later_items_are_named_outside_level_2(item, what):
    text = (CANON / "ba_unseen_is.blk").read_text().replace("BABattleClaw:LA", f"{item}:LA")
    unit = parse_blk(text, "later.blk").unit
    messages = [f.message for f in validate(unit).findings if f.code == "BA-UNKNOWN-ITEM"]
    assert messages and all(what in message for message in messages)


def test_a_canon_style_clan_point_of_clan_spellings_is_valid_and_weighed_by_hand():
    unit = _valid("ba_unseen_clan.blk")
    # Clan light (construction.yaml): chassis 150 + jump 3 x 25 + armor 5 basic stealth x 30 = 375;
    # ECM 75 + extended life support 25 + AP mount 5 = 105; the rifle rides in its mount (0).
    assert suit_kg(unit, 1) == 375 + 105


def test_a_canon_style_minelayer_is_valid_and_weighed_by_hand():
    unit = _valid("ba_unseen_is.blk")
    # IS medium: chassis 175 + armor 8 x 50 = 575; light mortar 300 + battle claw 15 + each
    # trooper's mine dispenser 50 = 365.
    assert [suit_kg(unit, n) for n in (1, 4)] == [940, 940]


def test_mixed_clan_chassis_reads_clan_chassis_and_armor():
    unit = _valid("ba_unseen_mixed.blk")
    # MegaMek's newer <type> "Mixed (Clan Chassis) Advanced": mixed technology, rules level 3, on a
    # Clan chassis. Clan heavy: chassis 400 + jump 1 x 125 + armor 10 reactive x 35 = 875; heavy
    # battle claw 20 + heavy mortar 400 = 420 (on an IS chassis: 300 + 125 + 600 + 420 = 1,445).
    assert (unit.tech_base, unit.rules_level, unit.clan_chassis) == (TechBase.MIXED, 3, True)
    assert suit_kg(unit, 1) == 875 + 420


@pytest.mark.parametrize(("written", "level", "noted"), [
    ("IS Level 2", 2, False),
    ("Clan Advanced", 3, False),
    ("Mixed (IS Chassis) Experimental", 4, False),
    ("Mixed (IS Chassis)", 2, True),  # TRO 3145's Oni names no rules level
])
def test_the_rules_level_megamek_writes(written, level, noted):
    text = (CANON / "ba_unseen_is.blk").read_text().replace("IS Level 2", written)
    parsed = parse_blk(text, "level.blk")
    assert parsed.unit.rules_level == level
    assert any("names no rules level" in issue.message for issue in parsed.issues) == noted


@pytest.mark.parametrize("name", ["ba_unseen_clan.blk", "ba_unseen_is.blk", "ba_unseen_mixed.blk"])
def test_the_unseen_canon_style_squads_round_trip(name, tmp_path):
    squad = _valid(name)
    write_blk(squad, tmp_path / name)
    assert load_unit(tmp_path / name).unit == squad


def test_a_clan_chassis_is_written_as_such(tmp_path):
    # a squad designed here (no <type> kept from a file) writes its Clan chassis in MegaMek's words
    squad = _valid("ba_unseen_mixed.blk").model_copy(update={"meta": {}})
    write_blk(squad, tmp_path / "mixed.blk")
    assert "Mixed (Clan Chassis) Level 3" in (tmp_path / "mixed.blk").read_text()
    assert load_unit(tmp_path / "mixed.blk").unit.clan_chassis


def test_a_canon_style_protomech_with_a_protomech_autocannon_is_valid():
    unit = _valid("proto_unseen_ac.blk")
    # MegaMek CLProtoMechAC4: 4.5 t; ammunition "Clan ProtoMech AC/4 Ammo", 20 shots a ton:
    # 10 shots x 50 kg = 0.5 t (the ProtoMech carries it by the shot).
    assert item_tons(unit, "CLProtoMechAC4") == 4.5
    assert [ammo_tons(lot) for lot in unit.ammo] == [0.5]


@pytest.mark.parametrize(("name", "tons", "ranges"), [
    ("CLProtoMechAC2", 3.5, (7, 14, 20)),  # CLProtoMechAC2: damage 2, 3.5 t, 7/14/20
    ("CLProtoMechAC4", 4.5, (5, 10, 15)),  # CLProtoMechAC4: damage 4, 4.5 t, 5/10/15
])
def test_protomech_autocannon_facts(name, tons, ranges):
    row = proto_item(name)
    assert row is not None and (row.tons, (row.short, row.medium, row.long)) == (tons, ranges)
