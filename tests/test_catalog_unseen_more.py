"""More battle armor and ProtoMech canon the reference samples never showed (MegaMek's own unit
files of TRO 3058 Upgrade, 3075, 3085, 3145, Prototypes and Wars of Reaving, measured in
docs/catalog-coverage.md): each new spelling's and rule's facts against its source, and canon-style
files written for these tests (decisions D-BA-UNSEEN-NAMES, D-BA-UNSEEN-MINE, D-BA-UNSEEN-MORTAR,
D-BA-UNSEEN-PROTO)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.battlearmor.alphastrike import ba_specials
from designer.battlearmor.cost import battle_armor_cost
from designer.battlearmor.sheet_figures import weapon_rows
from designer.battlearmor.weights import suit_kg
from designer.catalog.battlearmor import ba_equipment
from designer.catalog.beyond_level2 import equipment_note
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import write_blk
from designer.formats.load import load_unit
from designer.rules import validate

CANON = Path(__file__).parent / "data" / "canon_style"


def _errors(unit) -> list[str]:
    return [f.code for f in validate(unit).findings if f.severity.value == "error"]


# MegaMek ArmorType.createISBAReactiveArmor: internal name "IS BA Reactive (Blazer)", lookup name
# "IS BA Reactive" (TRO 3145's Quirinus, the Kopis (Mortar)); createClanBAReflectiveArmor: internal
# name "Clan BA Laser Reflective (Reflec/Glazed)", lookup name "Clan BA Reflective". Both 7 slots.
@pytest.mark.parametrize(("name", "armor_id"), [
    ("IS BA Reactive", "IS BA Reactive (Blazer)"),
    ("Clan BA Reflective", "IS BA Laser Reflective (Reflec/Glazed)"),
    ("Clan BA Laser Reflective (Reflec/Glazed)", "IS BA Laser Reflective (Reflec/Glazed)"),
])
def test_battle_armor_armor_lookup_names(name, armor_id):
    row = ba_equipment().find(name)
    assert row is not None and (row.kind, row.id) == ("armor", armor_id)


def test_the_older_medium_laser_name():
    # MegaMek's older ISBAMediumLaser class: name and internal name "BA Medium Laser", lookup names
    # "IS BA Medium Laser" and "ISBAMediumLaser"; tonnage 0.5, criticals 3, damage 5, 3/6/9.
    row = ba_equipment().find("BA Medium Laser")
    assert row is not None
    assert (row.id, row.kg, row.slots, row.damage, row.ranges) == ("ISBAMediumLaser", 500, 3, "5", (3, 6, 9))


def test_a_canon_style_reactive_squad_is_valid_and_weighed_by_hand(tmp_path):
    squad = load_unit(CANON / "ba_unseen_reactive.blk").unit
    assert _errors(squad) == []
    # IS heavy (construction.yaml): chassis 300, walking 1 free; armor 10 reactive x 60 = 600;
    # medium laser 500 + battle claw 15 = 515: 1,415 of 1,500 kg.
    assert suit_kg(squad, 1) == 300 + 600 + 515
    write_blk(squad, tmp_path / "reactive.blk")
    assert load_unit(tmp_path / "reactive.blk").unit == squad


def _minelayer(arm: str, chassis: str = "biped"):
    text = (CANON / "ba_unseen_is.blk").read_text()
    text = text.replace("ISBAMineDispenser:Body", f"ISBAMineDispenser:{arm}")
    return parse_blk(text.replace("<chassis>\nbiped", f"<chassis>\n{chassis}"), "minelayer.blk").unit


def test_the_mine_dispenser_goes_in_the_body_or_an_arm():
    # TechManual p. 260: 50 kg, 2 slots; MegaMek's TestBattleArmor limits no location for it and
    # TRO 3145 Lyran Commonwealth's Gray Death Infiltrator Suit (Mines) carries it in the left arm's
    # modular mount (decision D-BA-UNSEEN-MINE).
    row = ba_equipment().find("ISBAMineDispenser")
    assert row is not None and (row.kg, row.slots) == (50, 2)
    assert row.locations == ("body", "left_arm", "right_arm")
    squad = _minelayer("LA")
    assert _errors(squad) == []
    # IS medium: chassis 175 + armor 8 x 50 = 575; light mortar 300 + claw 15 + dispenser 50 = 365
    assert suit_kg(squad, 1) == 940


def test_a_quad_still_has_no_arm_for_a_mine_dispenser():
    quad = _minelayer("LA", "quad")
    placement = [f.message for f in validate(quad).findings if f.code == "BA-PLACEMENT"]
    assert any("ISBAMineDispenser in the left arm: this suit has none." in m for m in placement)


# MegaMek ISBAMortarLight / ISBAMortarHeavy: minimumRange 1 / 2 (TM p. 263); the sheet names it
# beside the weapon as the one-shot launchers' "(one shot)" (decision D-BA-UNSEEN-MORTAR).
@pytest.mark.parametrize(("name", "least"), [("ISBALightMortar", 1), ("CLBAHeavyMortar", 2)])
def test_mortar_minimum_ranges(name, least):
    row = ba_equipment().find(name)
    assert row is not None and row.min_range == least


def test_the_sheet_prints_a_mortars_minimum_range():
    squad = load_unit(CANON / "ba_unseen_is.blk").unit
    rows = weapon_rows(squad)
    assert [(r.name, r.short, r.medium, r.long) for r in rows] == [("Light Mortar (min 1)", "1", "2", "3")]


# ProtoMech equipment beyond the standard rules (decision D-BA-UNSEEN-PROTO), each with the rules
# level of its source: IO:AE pp. 59-61, TO:AUE p. 105, MegaMek's weapon and armor classes.
@pytest.mark.parametrize(("name", "what"), [
    ("ProtoMagneticClamp", "a ProtoMech magnetic clamp system: advanced rules"),
    ("ProtoQuadMeleeSystem", "a quad ProtoMech melee weapon system: advanced rules"),
    ("ProtoMechPartialWing", "a ProtoMech partial wing: experimental rules"),
    ("Fusillade", "a Fusillade launcher: experimental rules"),
    ("CLEDPArmor", "electric discharge ProtoMech armor: experimental rules"),
    ("CLStreakLRM5", "a Clan Streak LRM launcher: advanced rules"),
    ("CLMediumChemLaser", "a Clan chemical laser: advanced rules"),
    ("CLMediumChemicalLaser", "a Clan chemical laser: advanced rules"),
])
def test_protomech_items_beyond_level_2_are_named_so(name, what):
    assert equipment_note(name) == f" It is {what}, outside Level 2."
    text = (CANON / "proto_unseen_ac.blk").read_text().replace(
        "<Main Gun Equipment>", f"<Torso Equipment>\n{name}\n</Torso Equipment>\n<Main Gun Equipment>")
    proto = parse_blk(text, "proto.blk").unit
    messages = [f.message for f in validate(proto).findings if f.code == "PROTOMECH-UNKNOWN-ITEM"]
    assert messages == [f"'{name}' is not a known ProtoMech item (the catalog holds the Level 2 ProtoMech "
                        f"items). It is {what}, outside Level 2."]


def test_a_protomech_may_mount_the_improved_heavy_small_laser():
    # MegaMek's newest CLImprovedHeavyLaserSmall (weapons/lasers/clan/small): static tech level STANDARD,
    # Clan 3069, common 3085 (an older copy said experimental); its medium sibling is a Level 2 row too
    # (decision D-UNSEEN-12).
    text = (CANON / "proto_unseen_ac.blk").read_text().replace(
        "<Main Gun Equipment>",
        "<Torso Equipment>\nCLImprovedSmallHeavyLaser\n</Torso Equipment>\n<Main Gun Equipment>")
    proto = parse_blk(text, "proto.blk").unit
    assert [f.code for f in validate(proto).findings if f.code == "PROTOMECH-UNKNOWN-ITEM"] == []


@pytest.mark.parametrize("ammo", ["CLMediumChemLaserAmmo", "Clan Streak LRM 5 Ammo"])
def test_protomech_ammunition_beyond_level_2_is_named_so(ammo):
    text = (CANON / "proto_unseen_ac.blk").read_text().replace(
        "Clan ProtoMech AC/4 Ammo (10)", f"Clan ProtoMech AC/4 Ammo (10)\n{ammo} (10)")
    proto = parse_blk(text, "proto.blk").unit
    messages = [f.message for f in validate(proto).findings if f.code == "PROTOMECH-UNKNOWN-AMMO"]
    assert len(messages) == 1 and "outside Level 2" in messages[0]


def test_a_squad_on_a_clan_chassis_writes_a_point(tmp_path):
    # MegaMek's BLK writer names the block by Entity.isClan(), which a Mixed (Clan Chassis) squad is
    # (decision D-BA-MIXED): TRO 3145's Black Wolf [Plasma] reads and writes <Point Equipment>.
    squad = load_unit(CANON / "ba_unseen_mixed.blk").unit
    write_blk(squad, tmp_path / "mixed.blk")
    text = (tmp_path / "mixed.blk").read_text()
    assert "<Point Equipment>" in text and "<Squad Equipment>" not in text
    assert load_unit(tmp_path / "mixed.blk").unit == squad


# MegaMek MiscType (the battle armor section of the stored 2025 copy): createISSingleHexECM, internal
# name "IS BA ECM", lookup names "ECM Suite (Light)", "ISBAECM", "IS" + "Single-Hex ECM", 0.1 t;
# createCLSingleHexECM, "CL BA ECM", "CLBAECM", "CL" + "Single-Hex ECM", 0.075 t (the 75 kg decision
# D-BA-CLECM took from TRO 3145); each 1 slot (D-BA-UNSEEN-NAMES).
@pytest.mark.parametrize(("name", "ecm", "kg"), [
    ("ECM Suite (Light)", "IS BA ECM", 100),
    ("ISSingle-Hex ECM", "IS BA ECM", 100),
    ("CLSingle-Hex ECM", "CL BA ECM", 75),
])
def test_the_light_ecm_suite_spellings(name, ecm, kg):
    row = ba_equipment().find(name)
    assert row is not None and (row.id, row.kg, row.slots) == (ecm, kg, 1)


@pytest.mark.parametrize(("name", "item"), [
    ("Clan BA Improved Sensors", "CLBAImprovedSensors"),  # createCLImprovedSensors: 0.045 t
    ("IS BA Remote Sensor Dispenser", "ISBARemoteSensorDispenser"),  # createISBARemoteSensorDispenser
    ("Clan BA Remote Sensor Dispenser", "ISBARemoteSensorDispenser"),
    ("Heavy Battle Claw (w/ Magnets)", "BAHeavyBattleClawMagnets"),  # createBAHeavyBattleClawMagnet
    ("Heavy Battle Claw (w/ Vibro-Claws)", "BAHeavyBattleClawVibro"),
])
def test_more_equipment_lookup_names(name, item):
    row = ba_equipment().find(name)
    assert row is not None and row.id == item


def test_the_power_pack():
    # MiscType.createBAPowerPack: internal name BAPowerpack, tonnage 0.025, 1 slot, cost 1,000 (TM p. 268)
    row = ba_equipment().find("BAPowerpack")
    assert row is not None and (row.kind, row.kg, row.slots) == ("equipment", 25, 1)
    text = (CANON / "ba_unseen_is.blk").read_text()
    text = text.replace("BABattleClaw:LA", "BABattleClaw:LA\nBAPowerpack:Body")
    squad = parse_blk(text, "powered.blk").unit
    assert _errors(squad) == []
    assert suit_kg(squad, 1) == 940 + 25   # the minelayer's 940 kg and the pack
    cost = battle_armor_cost(squad)
    assert cost.unpriced == ()
    assert [line.c_bills for line in cost.lines if line.part == "BAPowerpack"] == [1000]


# MiscType.createISBALightActiveProbe: internal name "ISBALightActiveProbe" (Sensor.IS_BA_LIGHT_AP),
# lookup names "ISBAActiveProbe", "IS BA Light Active Probe", tonnage 0.25, criticalSlots 2;
# createCLBALightActiveProbe: "CLBALightActiveProbe", "CLBAActiveProbe", "Clan BA Light Active
# Probe", tonnage 0.15, criticalSlots 1; both cost 50,000 (D-BA-UNSEEN-NAMES).
@pytest.mark.parametrize(("name", "kg", "slots", "tech"), [
    ("ISBALightActiveProbe", 250, 2, "both"),
    ("IS BA Light Active Probe", 250, 2, "both"),
    ("CLBAActiveProbe", 150, 1, "clan"),
    ("Clan BA Light Active Probe", 150, 1, "clan"),
])
def test_the_light_active_probes(name, kg, slots, tech):
    row = ba_equipment().find(name)
    assert row is not None and (row.kg, row.slots, row.tech_base) == (kg, slots, tech)


def test_a_clan_point_with_the_clan_light_active_probe():
    text = (CANON / "ba_unseen_clan.blk").read_text().replace("CL BA ECM:Body", "CLBAActiveProbe:Body")
    point = parse_blk(text, "probe.blk").unit
    assert _errors(point) == []
    # the Clan point's 480 kg a suit (tests/test_catalog_unseen_battlearmor.py) less the 75 kg ECM
    # suite, with the 150 kg probe
    assert suit_kg(point, 1) == 480 - 75 + 150
    assert {"RCN", "LPRB"} <= set(ba_specials(point))   # alphastrike.yaml, as the IS probe's
    cost = battle_armor_cost(point)
    assert [line.c_bills for line in cost.lines if line.part == "CLBALightActiveProbe"] == [50000]


def test_the_magnetic_clamps_lookup_name():
    # MiscType.createBAMagneticClamp: lookup name "Magnetic Clamp", tonnage 0.030, 2 slots
    row = ba_equipment().find("Magnetic Clamp")
    assert row is not None and (row.id, row.kg, row.slots) == ("BA-Magnetic Clamp", 30, 2)


@pytest.mark.parametrize(("item", "what"), [
    ("ISBADropChuteStd", "a battle armor drop chute: advanced rules"),  # TO:AUE p. 161
])
def test_tactical_operations_battle_armor_equipment_is_named_outside_level_2(item, what):
    text = (CANON / "ba_unseen_is.blk").read_text()
    text = text.replace("BABattleClaw:LA", f"BABattleClaw:LA\n{item}:Body")
    messages = [f.message for f in validate(parse_blk(text, "later.blk").unit).findings
                if f.code == "BA-UNKNOWN-ITEM"]
    assert messages == [f"{item!r} is not a battle armor weapon or item. It is {what}, outside Level 2."]


# Each launcher's MegaMek class cost (weapons/battlearmor/<class>.java): the squads of the second
# sample that mount them had no total before (D-BA-UNSEEN-NAMES).
@pytest.mark.parametrize(("weapon", "price"), [
    ("ISBASRM2", 10000), ("ISBASRM5", 25000), ("CLBASRM1", 5000), ("CLBASRM5", 25000),
    ("ISBASRM4OS", 10000), ("ISBASRM5OS", 12500), ("ISBALRM3", 18000), ("CLBASRM3OS", 7500),
])
def test_launcher_prices(weapon, price):
    text = (CANON / "ba_unseen_is.blk").read_text().replace("ISBALightMortar:RA", f"{weapon}:RA")
    cost = battle_armor_cost(parse_blk(text, "priced.blk").unit)
    row = ba_equipment().find(weapon)
    assert row is not None and cost.unpriced == ()
    assert [line.c_bills for line in cost.lines if line.part == row.id] == [price]


def test_reflective_armor_is_priced_by_the_point():
    # ArmorType createISBAReflectiveArmor / createClanBAReflectiveArmor: cost 37,000 (a point)
    text = (CANON / "ba_unseen_is.blk").read_text().replace("<armor_type>\n28", "<armor_type>\n37")
    cost = battle_armor_cost(parse_blk(text, "reflective.blk").unit)
    assert cost.unpriced == ()
    assert [line.c_bills for line in cost.lines if "armor" in line.part.casefold()] == [8 * 37000]
