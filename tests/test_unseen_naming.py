"""Technology of canon vehicle and fighter files declaring rules level 3-4 that MegaMek's newest
class holds at its advanced level: the finding names it "advanced rules, outside Level 2", never an
unknown item; the simple lasers it holds standard are later Level 2 rows (decision D-UNSEEN-18).
Each case is a hand-written canon-style file (tests/data/canon_style/) with one item swapped in."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.bv import not_rated_reason
from designer.bv.tables import item_values
from designer.catalog import catalog
from designer.catalog.beyond_level2 import table
from designer.formats.blk import parse_blk
from designer.rules import validate
from designer.rules.common.level2_prices import prices

CANON = Path(__file__).parent / "data" / "canon_style"

# (lookup name as a canon file spells it, what the finding calls it, the MegaMek class it was read
# from). Static tech levels as the newest classes set them: LongTomCannon ADVANCED (285, TO);
# ISReengineeredLaserSmall/Medium/Large ADVANCED (83, IO:AE); ISBombastLaser ADVANCED (319, TO).
ADVANCED = [
    ("ISLongTomCannon", "a Long Tom artillery cannon", "LongTomCannon"),
    ("ISLongTomCannonAmmo", "a Long Tom artillery cannon", "LongTomCannon"),
    ("CLLongTomCannon", "a Long Tom artillery cannon", "LongTomCannon"),
    ("Medium Re-engineered Laser", "a re-engineered laser", "ISReengineeredLaserMedium"),
    ("ISLargeRELaser", "a re-engineered laser", "ISReengineeredLaserLarge"),
    ("ISSmallReengineeredLaser", "a re-engineered laser", "ISReengineeredLaserSmall"),
    ("Bombast Laser", "a Bombast laser", "ISBombastLaser"),
    # ArmorType (newest copy): reactive 94, reflective and hardened 93, TO:AUE, each static level advanced
    ("IS Reflective", "laser-reflective armor", "createISReflective"),
    ("Clan Reflective", "laser-reflective armor", "createClanReflective"),
    ("IS Reactive", "reactive armor", "createISReactive"),
    ("Clan Hardened", "hardened armor", "createHardenedArmor"),
    # MiscType.createC3SBS (newest copy): 298, TO; static tech level advanced
    ("ISC3BoostedSystemSlaveUnit", "a boosted C3 slave", "createC3SBS"),
]


def _row_source(name: str) -> str:
    return next(row.source for row in table().equipment if name in row.names)


def _messages(file: str, block: str, old: str, name: str) -> list[str]:
    """The errors naming ``name`` once it takes the place of ``old`` in the file's ``block``."""
    text = (CANON / file).read_text(encoding="utf-8")
    text = text.replace(f"{old}\n</{block}>", f"{name}\n</{block}>", 1)
    unit = parse_blk(text, file).unit
    return [f.message for f in validate(unit).errors if repr(name) in f.message]


@pytest.mark.parametrize("name, what, megamek_class", ADVANCED)
def test_vehicle_technology_beyond_level_2_is_named_so(name, what, megamek_class):
    assert megamek_class in _row_source(name)
    messages = _messages("mortar_carrier_is.blk", "Turret Equipment", "IS Mech Mortar-4", name)
    assert messages == [f"'{name}' is not on the Weapons Table. It is {what}: advanced rules, "
                        "outside Level 2."]


@pytest.mark.parametrize("name, what, megamek_class", ADVANCED)
def test_fighter_technology_beyond_level_2_is_named_so(name, what, megamek_class):
    assert megamek_class in _row_source(name)
    messages = _messages("fighter_items.blk", "Aft Equipment", "Large Laser", name)
    assert messages == [f"'{name}' is not on the Weapons Table. It is {what}: advanced rules, "
                        "outside Level 2."]


# A vehicle's <armor_type> code (MegaMek EquipmentType: T_ARMOR_REACTIVE 2, T_ARMOR_REFLECTIVE 3,
# T_ARMOR_HARDENED 4) as the BLK reader keeps an armor the Level 2 tables do not hold.
@pytest.mark.parametrize("code, what", [(2, "reactive armor"), (3, "laser-reflective armor"),
                                        (4, "hardened armor")])
def test_vehicle_armor_beyond_level_2_is_named_so(code, what):
    text = (CANON / "mortar_carrier_is.blk").read_text(encoding="utf-8")
    text = text.replace("<armor>\n", f"<armor_type>\n{code}\n</armor_type>\n\n<armor>\n", 1)
    unit = parse_blk(text, "mortar_carrier_is.blk").unit
    messages = [f.message for f in validate(unit).errors if f.code == "VEHICLE-ARMOR-TYPE"]
    assert messages == [f"'megamek armor {code}' is not an armor type a combat vehicle may use. "
                        f"It is {what}: advanced rules, outside Level 2."]


def test_a_vehicle_xxl_engine_is_named_outside_level_2():
    # MegaMek Engine IS_XXL_TA and CLAN_XXL_TA: static tech level advanced; BLK <engine_type> 3
    text = (CANON / "mortar_carrier_is.blk").read_text(encoding="utf-8")
    text = text.replace("<engine_type>\n0\n", "<engine_type>\n3\n", 1)
    unit = parse_blk(text, "mortar_carrier_is.blk").unit
    messages = [f.message for f in validate(unit).errors if f.code == "VEHICLE-ENGINE-TYPE"]
    assert len(messages) == 1 and messages[0].startswith("'xxl' is not an engine a combat vehicle may use")
    assert messages[0].endswith(" It is an XXL fusion engine: advanced rules, outside Level 2.")


def test_vehicular_stealth_armor_stays_unnamed_while_uncatalogued():
    # MegaMek ArmorType.createVehicularStealth (newest copy): static tech level STANDARD, so it is not
    # named outside Level 2; it is later Level 2 technology the catalogue does not hold yet.
    text = (CANON / "mortar_carrier_is.blk").read_text(encoding="utf-8")
    text = text.replace("<armor>\n", "<armor_type>\n22\n</armor_type>\n\n<armor>\n", 1)
    unit = parse_blk(text, "mortar_carrier_is.blk").unit
    messages = [f.message for f in validate(unit).errors if f.code == "VEHICLE-ARMOR-TYPE"]
    assert messages == ["'megamek armor 22' is not an armor type a combat vehicle may use."]


# The lasers MegaMek's newest classes hold standard, catalogued as later Level 2 rows (as D-UNSEEN-16):
# ISVariableSpeedPulseLaserMedium / Large (TO:AUE p. 133): heat 7 / 10, damage 9/7/5 and 11/9/7,
# 2/5/9 and 4/8/15, 4 t 2 slots and 9 t 4 slots, BV 56 and 123, 200,000 and 465,000 C-Bills;
# ISBinaryLaserCannon (319, TO): heat 16, damage 12, 5/10/15, 9 t, 4 slots, BV 222, 200,000 C-Bills.
LATER_LASERS = [
    ("ISMediumVSPLaser", "IS Medium VSP Laser", 7, (9, 7, 5), (2, 5, 9), 4, 2, 56, 200000),
    ("ISLargeVSPLaser", "IS Large VSP Laser", 10, (11, 9, 7), (4, 8, 15), 9, 4, 123, 465000),
    ("Binary Laser (Blazer) Cannon", "IS Binary Laser Cannon", 16, None, (5, 10, 15), 9, 4, 222, 200000),
]


@pytest.mark.parametrize("name, item_id, heat, by_range, ranges, tons, slots, bv, cost", LATER_LASERS)
def test_later_standard_lasers_hold_the_newest_class_facts(name, item_id, heat, by_range, ranges, tons,
                                                           slots, bv, cost):
    row = catalog().weapon(name)
    assert row is not None and row.id == item_id and row.rules_level == 2
    assert (row.heat, row.damage_by_range, (row.short, row.medium, row.long)) == (heat, by_range, ranges)
    assert (row.tons, row.slots, item_values()[item_id], prices()["items"][item_id]["cost"]) == (
        tons, slots, bv, cost)


@pytest.mark.parametrize("name", ["ISMediumVSPLaser", "ISBlazer"])
def test_a_vehicle_and_a_fighter_mount_the_later_lasers(name):
    vehicle = parse_blk((CANON / "mortar_carrier_is.blk").read_text(encoding="utf-8").replace(
        "IS Mech Mortar-4\n</Turret Equipment>", f"{name}\n</Turret Equipment>", 1), "vehicle.blk").unit
    fighter = parse_blk((CANON / "fighter_items.blk").read_text(encoding="utf-8").replace(
        "Large Laser\n</Aft Equipment>", f"{name}\n</Aft Equipment>", 1), "fighter.blk").unit
    for unit in (vehicle, fighter):
        assert [f for f in validate(unit).findings if "UNKNOWN" in f.code] == []
        assert not_rated_reason(unit) is None
