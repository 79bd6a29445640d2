"""MegaMek's whole battle armor, vehicle and fighter catalogues, not the samples' words (decision
D-BA-CANON): every name of our hand-compiled list (tests/data/megamek_catalog.yaml) is known to the
kind's resolver or named outside Level 2; facts of each family against the MegaMek class that
defines them; one canon-style file per family, written here, valid and weighed by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.catalog import catalog
from designer.catalog.battlearmor import ba_equipment
from designer.fighter.catalog import fighter_level2_tables
from designer.formats.blk_writer import write_blk
from designer.formats.load import load_unit
from designer.rules import validate
from designer.battlearmor.weights import suit_kg
from designer.fighter.weights import weight_breakdown as fighter_weights
from designer.vehicle.weights import weight_breakdown as vehicle_weights
from tools.catalog_coverage import gaps, load_list

CANON = Path(__file__).parent / "data" / "canon_style"
LIST = load_list()


@pytest.mark.parametrize("family", sorted(LIST))
def test_every_name_of_the_family_is_known_or_named_beyond_level2(family):
    missing = [g for g in gaps({family: LIST[family]}) if g.problem in ("unknown", "unnamed")]
    assert missing == []


def test_the_list_and_the_catalogue_agree_on_every_battle_armor_fact():
    # Weight and slots of each battle armor row against the list's figures from the classes.
    families = {key: rows for key, rows in LIST.items() if key.startswith("battle_armor")}
    assert [g for g in gaps(families) if g.problem not in ("unknown", "unnamed")] == []


def test_no_battle_armor_name_finds_two_rows():
    seen: dict[str, str] = {}
    for row in ba_equipment().items:
        for name in dict.fromkeys((row.id, *row.names)):
            key = " ".join(name.casefold().split())
            assert seen.setdefault(key, row.id) == row.id, name


# (name as a file writes it, row kg, slots, damage, ranges): MegaMek weapons/battlearmor/<folder>/<class>,
# tonnage x 1000, criticalSlots, damage (or 1 a missile), short/medium/long range.
BA_WEAPONS = [
    ("ISBAGrandMauler", 125, 2, "1", (2, 4, 5)),  # innerSphere/ISBAGaussRifleGrandMauler: 0.125, 2
    ("IS BA MRM 3", 180, 2, "1/missile", (3, 8, 15)),  # innerSphere/ISBAMRM3: 0.18, 2
    ("BA MRM-4", 240, 3, "1/missile", (3, 8, 15)),  # innerSphere/ISBAMRM4: 0.24, 3
    ("IS BA MRM3 OS", 150, 3, "1/missile", (3, 8, 15)),  # innerSphere/ISBAMRM3OS: 0.15, 3
    ("IS BA OS LRM-5", 200, 5, "1/missile", (7, 14, 21)),  # innerSphere/ISBALRM5OS: 0.2, 5
    ("IS BA LRM-3", 180, 3, "1/missile", (7, 14, 21)),  # innerSphere/ISBALRM3: 0.180, 3
    ("OS BA SRM-4", 150, 3, "2/missile", (3, 6, 9)),  # innerSphere/ISBASRM4OS: .150, 3
    ("IS BA SRM 6", 360, 3, "2/missile", (3, 6, 9)),  # innerSphere/ISBASRM6: 0.360, 3
    ("IS BA RLauncher-5", 125, 4, "1/missile", (3, 7, 12)),  # innerSphere/ISBARL5: .125, 4
    ("ISMine Launcher", 200, 1, "-", (0, 0, 0)),  # innerSphere/ISBAPopUpMineLauncher: 0.2, 1
    ("Clan Advanced SRM 4", 150, 3, "2/missile", (4, 8, 12)),  # clan/CLAdvancedSRM4: 0.15, 3
    ("Clan Advanced SRM-6", 210, 4, "2/missile", (4, 8, 12)),  # clan/CLAdvancedSRM6: .21, 4
    ("CLAdvancedSRM6OS", 195, 5, "2/missile", (4, 8, 12)),  # clan/CLAdvancedSRM6OS: .195, 5
    ("Clan BA SRM 6", 210, 3, "2/missile", (3, 6, 9)),  # clan/CLBASRM6: .210, 3
    ("Clan BA OS SRM-4", 80, 3, "2/missile", (3, 6, 9)),  # clan/CLBASRM4OS: .080, 3
    ("CLBALRM1", 35, 2, "1/missile", (7, 14, 21)),  # clan/CLBALRM1: 0.035, 2
    ("Clan BA LRM 5", 175, 4, "1/missile", (7, 14, 21)),  # clan/CLBALRM5: .175, 4
    ("BA Clan ER Medium Pulse Laser", 800, 4, "7", (5, 9, 14)),  # clan/CLBAERPulseLaserMedium: .8, 4
    ("Clan BA ER Small Pulse Laser", 550, 2, "5", (2, 4, 6)),  # clan/CLBAERPulseLaserSmall: .55, 2
    ("CLBASupportPPC", 240, 2, "2", (2, 5, 7)),  # clan/CLBASupportPPC: 0.240, 2
    ("CLBAAPGaussRifle", 200, 2, "3", (3, 6, 9)),  # clan/CLBAAPGaussRifle: 0.2, 2
    ("CLBAHeavyFlamer", 350, 1, "4", (2, 3, 4)),  # clan/CLBAFlamerHeavy: .35, 1
    ("IS BA Medium Pulse Laser", 800, 3, "6", (2, 4, 6)),  # innerSphere/ISBALaserPulseMedium: 0.8, 3
]


@pytest.mark.parametrize(("name", "kg", "slots", "damage", "ranges"), BA_WEAPONS)
def test_battle_armor_weapon_facts_against_the_class(name, kg, slots, damage, ranges):
    row = ba_equipment().find(name)
    assert row is not None, name
    assert (row.kind, row.kg, row.slots, row.damage, row.ranges) == ("weapon", kg, slots, damage, ranges)


# (name, kg, slots): MiscType.create<...>() tonnage x 1000 and criticals.
BA_EQUIPMENT = [
    ("BAExtendedLifeSupport", 25, 1),  # createBAExtendedLifeSupport: 0.025, 1
    ("CLBAHeatSensor", 20, 1),  # createCLBAHeatSensor: 0.020, 1
    ("ISBAHeatSensor", 20, 1),  # createISBAHeatSensor: 0.020, 1
    ("CLBAFuelTank", 50, 1),  # createCLBAFuelTank: 0.05, 1
    ("BALaserMicrophone", 5, 1),  # createLaserMicrophone: 0.005, 1
    ("BAShotgunMicrophone", 5, 1),  # createShotgunMicrophone: 0.005, 1
]


@pytest.mark.parametrize(("name", "kg", "slots"), BA_EQUIPMENT)
def test_battle_armor_equipment_facts_against_misctype(name, kg, slots):
    row = ba_equipment().find(name)
    assert row is not None and (row.kind, row.kg, row.slots) == ("equipment", kg, slots)


# (spelling, the launcher it feeds, kg a shot): AmmoType internal and older mtf / mep names; a shot
# weighs the family's weight a missile times the rack (LRM 8 kg, advanced SRM 10 kg, MRM 5 kg).
BA_AMMO = [
    ("IS BA Ammo LRM-4", "ISBALRM4", 32),
    ("BALRM5 Ammo", "ISBALRM5", 40),  # createBALRM5Ammo mtfName
    ("BA LRM 5 Ammo", "ISBALRM5", 40),  # createBALRM5Ammo tdbName
    ("BACL Ammo LRM-5", "CLBALRM5", 40),
    ("BACL Ammo LRM-4", "CLBALRM4", 32),
    ("BA-Advanced SRM2 Ammo", "CLAdvancedSRM2", 20),  # createBAAdvancedSRM2Ammo internalName (old)
    ("BA-Advanced SRM-3 Ammo", "CLAdvancedSRM3", 30),
    ("IS MRM 4 Ammo", "ISBAMRM4", 20),
    ("BACompactNarc Ammo", "CLBACompactNarc", 16),  # createBACompactNarcAmmo mtfName
]


@pytest.mark.parametrize(("name", "weapon", "kg"), BA_AMMO)
def test_battle_armor_ammunition_spellings_feed_their_launcher(name, weapon, kg):
    row = ba_equipment().find(name)
    assert row is not None and row.kind == "ammo", name
    assert (row.weapon, row.kg_per_shot) == (weapon, kg)


def _valid(name: str):
    unit = load_unit(CANON / name).unit
    assert [f.code for f in validate(unit).findings] == []
    return unit


def test_a_canon_style_squad_of_new_weapons_is_valid_and_weighed_by_hand():
    unit = _valid("ba_weapons.blk")
    # IS heavy (construction.yaml): chassis 300 + jump 2 x 125 + armor 10 x 50 = 1,050; Grand
    # Mauler 125 + light TAG 35 + MRM 3 (OS) 150 + SRM 2 (OS) 75 = 385; two armored gloves 0.
    assert suit_kg(unit, 1) == 1050 + 385


def test_a_canon_style_clan_point_of_new_equipment_is_valid_and_weighed_by_hand():
    unit = _valid("ba_equipment.blk")
    # Clan medium: chassis 250 + jump 3 x 50 + armor 5 x 25 = 525; small laser 200 + battle claw
    # 15 + heat sensor 20 + fuel tank 50 + laser microphone 5 + extended life support 25 = 315.
    assert suit_kg(unit, 1) == 525 + 315


def test_a_canon_style_squad_with_new_ammunition_spellings_is_valid_and_weighed_by_hand():
    unit = _valid("ba_ammo.blk")
    # IS heavy: 300 + 2 x 125 + 5 x 50 = 800; LRM 4 240 + 2 shots x 32 + MRM 3 180 + 2 shots x 15.
    assert suit_kg(unit, 1) == 800 + 240 + 64 + 180 + 30


@pytest.mark.parametrize(("item", "what"), [
    ("ISBATaser", "battle armor taser: advanced rules"),  # ISBATaser: rulesRefs 346, TO
    ("ISBAMVSPL", "variable-speed pulse laser: advanced rules"),  # ISBALaserVSPMedium: TO
    ("ISBAAPDS", "point defense system: experimental rules"),  # ISBAAPDS: rulesRefs 91, IO
    ("CLBearhunterSuperheavyACi", "(improved): unofficial rules"),  # rulesRefs Unofficial
])
def test_battle_armor_technology_beyond_level2_is_named_so(item, what, tmp_path):
    path = tmp_path / "beyond.blk"
    path.write_text((CANON / "ba_weapons.blk").read_text().replace("ISBAGrandMauler:RA", f"{item}:RA"))
    findings = validate(load_unit(path).unit).findings
    [unknown] = [f for f in findings if f.code == "BA-UNKNOWN-ITEM"]
    assert what in unknown.message and unknown.message.endswith("outside Level 2.")


# (name as a file writes it, catalog tons): MiscType.create<...>() tonnage (T_ALLOWED_ALL).
VEHICLE_ITEMS = [
    ("Hitch", 0),  # createHitch: name "Trailer Hitch", internal name "Hitch", tonnage 0
    ("Trailer Hitch", 0),
    ("FieldKitchen", 3),  # createFieldKitchen: 3
    ("Bulldozer", 2),  # createBulldozer: 2
    ("HeavyBridgeLayer", 6),  # createHeavyBridgeLayer: 6
    ("RefuelingDrogue", 1),  # createRefuelingDrogue: 1
    ("Lifeboat (Maritime)", 1),  # createMaritimeLifeboat: 1
    ("Tank Sprayer", 0.015),  # createTankSprayer: 0.015
    ("Ladder (60m)", 0.3),  # create60mLadder: 0.3
]


@pytest.mark.parametrize(("name", "tons"), VEHICLE_ITEMS)
def test_vehicle_item_facts_against_misctype(name, tons):
    item = catalog().find(name)
    assert item is not None and item.tons == tons


def test_the_trailer_hitch_serves_both_tech_bases():
    # createHitch: T_ALLOWED_ALL, one MegaMek entry for the Inner Sphere and the Clans
    assert catalog().find("Hitch").tech_base.value == "both"


def _tons_by_component(lines) -> dict[str, float]:
    tons: dict[str, float] = {}
    for line in lines:
        tons[line.component] = tons.get(line.component, 0) + line.tons
    return tons


def test_a_canon_style_vehicle_with_industrial_equipment_is_valid_and_round_trips(tmp_path):
    vehicle = _valid("vehicle_items.blk")
    tons = _tons_by_component(vehicle_weights(vehicle))
    # By hand: engine 6 + shielding 3 + controls 2 + structure 4 + armor 9 (the torpedo boat of
    # test_catalog_canon_vehicles) = 24; light TAG 0.5, two machine guns 1, a ton of their ammunition,
    # field kitchen 3, maritime lifeboat 1, trailer hitch 0, 100 m ladder 0.5, heavy bridge layer 6,
    # bulldozer 2, refueling drogue 1: 40 tons.
    assert (tons["FieldKitchen"], tons["Hitch"], tons["HeavyBridgeLayer"]) == (3, 0, 6)
    assert sum(tons.values()) == 40
    write_blk(vehicle, tmp_path / "again.blk")
    assert load_unit(tmp_path / "again.blk").unit == vehicle


# (name, catalog tons): megamek/common/weapons/tag/<class> tonnage.
FIGHTER_ITEMS = [
    ("ISLightTAG", 0.5),  # ISLightTAG: 0.5, criticals 1, F_AERO_WEAPON
    ("Light TAG [Clan]", 0.5),  # CLLightTAG: 0.5, F_AERO_WEAPON
    ("TAG (Clan)", 1),  # CLTAG: 1
    ("IS TAG", 1),  # ISTAG: 1
]


@pytest.mark.parametrize(("name", "tons"), FIGHTER_ITEMS)
def test_fighter_tag_facts_against_the_class_and_a_fighter_carries_it(name, tons):
    item = catalog().find(name)
    assert item is not None and item.tons == tons
    assert fighter_level2_tables().equipment_row(item.id) is not None


def test_a_canon_style_fighter_with_light_tag_is_valid_and_round_trips(tmp_path):
    fighter = _valid("fighter_items.blk")
    tons = _tons_by_component(fighter_weights(fighter))
    # By hand: the 40-ton fighter of test_catalog_canon_fighters (engine 4, cockpit 3, armor 15, four
    # medium lasers 4, a large laser 5) with 11 heat sinks (1 t) and 520 fuel points (6.5 t), IS light
    # TAG 0.5 in the left wing and IS TAG 1 in the right: 40 tons.
    assert (tons["IS Light TAG"], tons["IS TAG"]) == (0.5, 1)
    assert sum(tons.values()) == 40
    write_blk(fighter, tmp_path / "again.blk")
    assert load_unit(tmp_path / "again.blk").unit == fighter


@pytest.mark.parametrize("name", ["ba_weapons.blk", "ba_equipment.blk", "ba_ammo.blk"])
def test_the_canon_style_squads_round_trip(name, tmp_path):
    squad = _valid(name)
    write_blk(squad, tmp_path / name)
    assert load_unit(tmp_path / name).unit == squad


def test_a_clan_point_written_with_the_squad_tag_round_trips_once(tmp_path):
    # The reader takes a squad's items from <Squad Equipment> or <Point Equipment> whatever the tech
    # base; the writer writes a Clan Point's under <Point Equipment>: the items are read back once.
    text = (CANON / "ba_equipment.blk").read_text().replace("Point Equipment>", "Squad Equipment>")
    (tmp_path / "point.blk").write_text(text)
    point = load_unit(tmp_path / "point.blk").unit
    assert len(point.equipment) == 6
    write_blk(point, tmp_path / "again.blk")
    assert load_unit(tmp_path / "again.blk").unit.equipment == point.equipment
