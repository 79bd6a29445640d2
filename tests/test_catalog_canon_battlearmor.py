"""The battle armor catalogue holds MegaMek's battle armor items beyond the reference samples
(decision D-BA-1): each new row's facts against the MegaMek class it names, every lookup name
MegaMek gives it, and canon-style squads written with those spellings, weighed by hand."""

from __future__ import annotations

import pytest

from designer.catalog.battlearmor import ba_equipment
from designer.formats.blk import parse_blk
from designer.rules import validate
from designer.battlearmor.weights import suit_kg

# (lookup name as a MegaMek file writes it, kg, slots, damage, ranges) read from the class:
# megamek/common/weapons/battlearmor/<class>: tonnage x 1000, criticals, damage, short/medium/long.
WEAPONS = [
    ("CLBASmall Laser", 200, 1, "3", (1, 2, 3)),  # CLBALaserSmall: 0.2 t, 1 crit, 3 dmg
    ("CL BA Small Laser", 200, 1, "3", (1, 2, 3)),
    ("Clan BA Medium Pulse Laser", 800, 3, "7", (4, 8, 12)),  # CLBAPulseLaserMedium: 0.8 t, 3 crits
    ("Clan BA Pulse Med Laser", 800, 3, "7", (4, 8, 12)),
    ("Clan BA Light Machine Gun", 75, 1, "1", (2, 4, 6)),  # CLBAMGLight: 0.075 t, 1 crit
    ("IS BA Light Machine Gun", 75, 1, "1", (2, 4, 6)),
    ("ISBALightMG", 75, 1, "1", (2, 4, 6)),
    ("CLBAHeavyRecoillessRifle", 325, 3, "3", (3, 5, 7)),  # CLBARecoillessRifleHeavy: 0.325 t
    ("ISBAHeavy Recoilless Rifle", 325, 3, "3", (3, 5, 7)),
    ("IS BA Heavy Mortar", 400, 2, "3", None),  # CLBAMortarHeavy: 0.4 t, 2 crits
    ("CL BA Heavy Mortar", 400, 2, "3", None),
    ("ISBAGrenadeLauncher", 100, 1, "1", (1, 2, 3)),  # CLBAGrenadeLauncherHeavy (TM errata): 0.1 t
    ("IS BA Grenade Launcher", 100, 1, "1", (1, 2, 3)),
    ("ISBAAutoGL", 100, 1, "1", (1, 2, 3)),
    ("ISBAMRM5", 300, 3, "1/missile", (3, 8, 15)),  # ISBAMRM5: 0.3 t, 3 crits
    ("IS BA MRM 5", 300, 3, "1/missile", (3, 8, 15)),
    ("ISBAMRM2", 120, 2, "1/missile", (3, 8, 15)),  # ISBAMRM2: 0.12 t, 2 crits
    ("IS BA MRM5 OS", 250, 4, "1/missile", (3, 8, 15)),  # ISBAMRM5OS: 0.25 t, 4 crits
    ("Clan Advanced SRM-5", 180, 4, "2/missile", (4, 8, 12)),  # CLAdvancedSRM5: 0.18 t, 4 crits
    ("ISBACompact Narc", 150, 1, "-", (2, 4, 5)),  # ISBACompactNarc: 0.15 t, 1 crit
    ("Clan BA ER Medium Laser", 800, 3, "7", (5, 10, 15)),  # CLBAERMediumLaser: 0.8 t, 3 crits
    ("Clan BA Small Heavy Laser", 500, 3, "6", (1, 2, 3)),  # CLBAHeavySmallLaser: 0.5 t, 3 crits
    ("Clan BA Medium Heavy Laser", 1000, 4, "10", (3, 6, 9)),  # CLBAHeavyMediumLaser: 1.0 t, 4 crits
    ("CLBALightRecoillessRifle", 175, 2, "2", (2, 4, 6)),  # CLBARecoillessRifleLight: 0.175 t
    ("IS BA Medium Recoilless Rifle", 250, 2, "3", (2, 4, 6)),  # CLBARecoillessRifleMedium: 0.25 t
    ("Clan BA Heavy Machine Gun", 150, 1, "3", (1, 2, 2)),  # CLBAMGHeavy: 0.15 t, 1 crit
    ("IS BA Heavy Machine Gun", 150, 1, "3", (1, 2, 2)),
    ("IS BA Light Mortar", 300, 2, "3", None),  # CLBAMortarLight: 0.3 t, 2 crits
]


@pytest.mark.parametrize(("name", "kg", "slots", "damage", "ranges"), WEAPONS)
def test_weapon_facts_against_the_megamek_class(name, kg, slots, damage, ranges):
    row = ba_equipment().find(name)
    assert row is not None, name
    assert (row.kind, row.kg, row.slots, row.damage) == ("weapon", kg, slots, damage)
    if ranges is not None:
        assert row.ranges == ranges


# Ammunition: MegaMek AmmoType internal names (and the old mtfName "BASRM2 Ammo"); a shot is the
# family's weight a missile times the rack: MRM 5 kg, LRM 8 kg (IS BA Ammo LRM-5: 40 kg = 5 x 8),
# advanced SRM 10 kg (BA-Advanced SRM-2 Ammo: 20 kg = 2 x 10), SRM 10 kg.
AMMO = [
    ("IS MRM 5 Ammo", "ISBAMRM5", 25),
    ("IS MRM 2 Ammo", "BA MRM 2", 10),
    ("IS BA Ammo LRM-3", "ISBALRM3", 24),
    ("BA-Advanced SRM-5 Ammo", "CLAdvancedSRM5", 50),
    ("BASRM1 Ammo", "ISBASRM1", 10),
    ("BASRM2 Ammo", "ISBASRM2", 20),
]


@pytest.mark.parametrize(("name", "weapon", "kg"), AMMO)
def test_ammunition_feeds_its_weapon(name, weapon, kg):
    row = ba_equipment().find(name)
    assert row is not None and row.kind == "ammo"
    assert (row.weapon, row.kg_per_shot) == (weapon, kg)


@pytest.mark.parametrize(
    ("name", "armor_id"),
    [
        # MegaMek ArmorType: name "BA Stealth (Basic)", internal name "IS BA Stealth (Basic)"; the
        # standard stealth is "BA Stealth" in older files and "BA Stealth (Standard)" in newer ones.
        ("BA Stealth (Basic)", "IS BA Stealth (Basic)"),
        ("BA Stealth", "IS BA Stealth"),
        ("BA Stealth (Standard)", "IS BA Stealth"),
        ("IS BA Stealth (Standard)", "IS BA Stealth"),
        ("BA Stealth (Improved)", "IS BA Stealth (Improved)"),
        ("BA Stealth (Prototype)", "IS BA Stealth Prototype"),
    ],
)
def test_stealth_spellings(name, armor_id):
    row = ba_equipment().find(name)
    assert row is not None and (row.kind, row.id) == ("armor", armor_id)


def test_mission_equipment_storage():
    # MiscType.createBAMissionEquipStorage: tonnage 0.02, criticals 1
    row = ba_equipment().find("Mission Equipment Storage")
    assert row is not None and (row.kind, row.kg, row.slots) == ("equipment", 20, 1)


def _squad(tech: str, weight_class: int, troopers: int, jump: int, armor: int, items: str) -> str:
    return (
        "<UnitType>\nBattleArmor\n</UnitType>\n<Name>\nCanon Style\n</Name>\n<Model>\nA\n</Model>\n"
        f"<year>\n3067\n</year>\n<type>\n{tech} Level 2\n</type>\n<chassis>\nbiped\n</chassis>\n"
        f"<weightclass>\n{weight_class}\n</weightclass>\n<Trooper Count>\n{troopers}\n</Trooper Count>\n"
        "<motion_type>\nJump\n</motion_type>\n<cruiseMP>\n1\n</cruiseMP>\n"
        f"<jumpingMP>\n{jump}\n</jumpingMP>\n<armor>\n{armor}\n</armor>\n<armor_type>\n28\n</armor_type>\n"
        f"<Squad Equipment>\n{items}</Squad Equipment>\n"
    )


def test_a_canon_style_clan_point_with_the_new_spellings_is_valid():
    text = _squad(
        "Clan", 2, 5, 3, 5,
        "CLBASmall Laser:RA\nClan BA Light Machine Gun:LA\nMission Equipment Storage:Body\n"
        "BABattleClaw:RA\nBABattleClaw:LA\n",
    )
    unit = parse_blk(text, "point.blk").unit
    assert [f.code for f in validate(unit).findings] == []
    # By hand (construction.yaml, Clan medium): chassis 250 + jump 3 x 50 + armor 5 x 25 + small
    # laser 200 + light MG 75 + storage 20 + two battle claws 2 x 15 = 850 kg of 1,000.
    assert suit_kg(unit, 1) == 250 + 150 + 125 + 200 + 75 + 20 + 30


def test_a_canon_style_inner_sphere_squad_with_the_new_spellings_is_valid():
    text = _squad(
        "IS", 3, 4, 2, 10,
        "ISBAGrenadeLauncher:RA\nISBAMRM5:Body\nIS MRM 5 Ammo:Body:Shots2#\n"
        "BAArmoredGlove:LA\nBAArmoredGlove:RA\n",
    )
    unit = parse_blk(text, "squad.blk").unit
    assert [f.code for f in validate(unit).findings] == []
    # By hand (IS heavy): chassis 300 + jump 2 x 125 + armor 10 x 50 + grenade launcher 100
    # + MRM 5 300 + 2 shots x 25 = 1,500 kg, the heavy class's limit exactly.
    assert suit_kg(unit, 1) == 300 + 250 + 500 + 100 + 300 + 50


def test_the_heavy_flamers_other_names():
    # MegaMek CLBAFlamerHeavy: internal name CLBAHeavyFlamer, lookups ISBAHeavyFlamer, IS BA Heavy Flamer
    for name in ("CLBAHeavyFlamer", "IS BA Heavy Flamer", "ISBAHeavyFlamer"):
        row = ba_equipment().find(name)
        assert row is not None and row.id == "ISBAHeavyFlamer"
