"""DropShips as MegaMek's later files write them (canon beyond the reference samples): the 'Mek
bay spelling, seven-field transporter lines, variable-size items (``name:SIZE:n``), mixed craft on a
Clan chassis with a named rules level, and equipment lines before an arc's first weapon bay. Each
file is written here by hand in MegaMek's form; every expected number is worked in the comments
(decisions D-DS-15, D-DS-16, docs/rules-decisions.md)."""

from __future__ import annotations

from designer.dropship import bays as b
from designer.dropship import cost as c
from designer.dropship import weights as w
from designer.dropship.items import ammo_tons, mount_facts
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.model.common import TechBase
from designer.rules import validate


def blk(type_line: str, transporters: list[str], hull: list[str], left: list[str] | None = None,
        right: list[str] | None = None, crew: int = 20) -> str:
    """A 1,900 t spheroid DropShip in MegaMek's BLK form."""
    def block(tag: str, lines: list[str]) -> str:
        return f"<{tag}>\n" + "".join(line + "\n" for line in lines) + f"</{tag}>\n"

    side = ["(B) Large Laser", "Medium Laser"]
    return "".join([
        block("UnitType", ["Dropship"]), block("Name", ["Test Carrier"]), block("Model", ["TC-1"]),
        block("year", ["3060"]), block("type", [type_line]), block("motion_type", ["Spheroid"]),
        block("transporters", transporters), block("SafeThrust", ["4"]), block("heatsinks", ["92"]),
        block("sink_type", ["0"]), block("fuel", ["5400"]), block("armor_type", ["41"]),
        block("armor", ["180", "160", "160", "116"]),
        block("Nose Equipment", ["(B) Large Laser", "Medium Laser"]),
        block("Left Side Equipment", left or side), block("Right Side Equipment", right or side),
        block("Aft Equipment", ["(B) Large Laser"]), block("Hull Equipment", hull),
        block("structural_integrity", ["10"]), block("tonnage", ["1900.0"]), block("designtype", ["1"]),
        block("crew", [str(crew)]), block("officers", ["3"]), block("gunners", ["2"]),
    ])


def test_the_mek_bay_spelling_and_seven_field_transporters_are_read_and_written_back():
    text = blk("IS Level 2", ["mekbay:4.0:2:-1::-1:0", "infantrybay:1.0:0:4:Foot:-1:0",
                              "crewquarters:84.0:0:-1::-1:0"], [])
    craft = parse_blk(text, "later.blk").unit
    mek, infantry, quarters = craft.bays
    assert (mek.type, mek.kind, mek.size, mek.doors, mek.number, mek.platoon, mek.tail) == (
        "mekbay", "mechbay", 4, 2, -1, "", ("-1", "0"))
    assert (infantry.number, infantry.platoon, infantry.tail) == (4, "Foot", ("-1", "0"))
    assert (mek.shown_number, infantry.shown_number) == ("", "4")   # -1: no bay number, none shown
    # 'Mech cubicles weigh 150 t each (MegaMek's mechbay; decision D-DS-1): 4 x 150 = 600 t; a foot
    # platoon's bay 5 t (the support vehicles' table); crew quarters their 84 t
    assert w.bay_tons(mek.kind, mek.size, mek.platoon) == 600
    assert w.bays_tons(craft).tons == 600 + 5 + 84
    # bay crew: 2 a 'Mech cubicle (4 x 2 = 8) and a foot platoon's 28 men (decision D-DS-10)
    assert b.bay_personnel(craft) == 8 + 28
    assert not [f for f in validate(craft).findings if f.code == "DROPSHIP-BAY-UNKNOWN"]
    written = unit_to_blk(craft)
    assert "mekbay:4.0:2:-1::-1:0" in written and "infantrybay:1.0:0:4:Foot:-1:0" in written
    assert parse_blk(written, "again.blk").unit.model_copy(update={"meta": {}}) == craft.model_copy(
        update={"meta": {}})


def test_a_mash_weighs_by_its_theaters_and_communications_equipment_by_its_tons():
    hull = ["MASH Equipment:SIZE:2", "Communications Equipment (15 ton)"]
    text = blk("IS Level 2", ["mechbay:2.0:2"], hull)
    craft = parse_blk(text, "mash.blk").unit
    mash, comms = (m for m in craft.equipment if m.arc.value == "hull")
    assert (mash.item, mash.size) == ("MASH Equipment", 2)
    # MegaMek MiscType.getTonnage (F_MASH): 2.5 t + 1 t a theater = 4.5 t; getCost: 10,000 a ton
    assert (mount_facts(mash, 1900).tons, mount_facts(mash, 1900).cost) == (4.5, 45_000)
    # F_COMMUNICATIONS: its size in tons; MegaMek's older name gives the size: 15 t
    assert mount_facts(comms, 1900).tons == 15
    assert "MASH Equipment:SIZE:2" in unit_to_blk(craft)
    assert not [f for f in validate(craft).findings if f.code == "DROPSHIP-ITEM-UNKNOWN"]
    lines = c.large_craft_cost(craft).lines
    assert any(line.part == "MASH Equipment" and line.c_bills == 45_000 for line in lines)


def test_a_mixed_craft_on_a_clan_chassis_builds_its_engine_as_the_clans_and_names_its_level():
    text = blk("Mixed (Clan Chassis) Advanced", ["mechbay:2.0:2"], [])
    craft = parse_blk(text, "mixed.blk").unit
    assert (craft.tech_base, craft.clan_chassis, craft.is_clan, craft.rules_level) == (
        TechBase.MIXED, True, True, 3)   # "Advanced" is rules level 3
    lines = {line.label: line.tons for line in w.weight_lines(craft)}
    # 1,900 t x thrust 4 x 0.061 (Clan) = 463.6, up to the half ton = 464 (Inner Sphere 0.065: 494)
    assert lines["Engine"] == 464
    # weight-free heat sinks floor(sqrt(464 x 6.8) = 56.17) = 56: 92 - 56 = 36 t
    assert lines["Heat sinks"] == 36
    assert "Mixed (Clan Chassis) Advanced" in unit_to_blk(craft)   # the file's own line, kept
    assert "Mixed (Clan Chassis) Level 3" in unit_to_blk(craft.model_copy(update={"meta": {}}))
    inner = parse_blk(blk("Mixed (IS Chassis) Level 2", ["mechbay:2.0:2"], []), "is.blk").unit
    engine = {line.label: line.tons for line in w.weight_lines(inner)}["Engine"]
    assert (inner.is_clan, engine) == (False, 494)


def test_equipment_before_an_arcs_first_weapon_joins_its_next_bay():
    right = ["ISArtemisIV", "(B) LRM 20", "IS Ammo LRM-20 Artemis-capable:12", "(B) Large Laser"]
    left = ["(B) LRM 20", "IS Ammo LRM-20 Artemis-capable:12", "ISArtemisIV", "(B) Large Laser"]
    craft = parse_blk(blk("IS Level 2", ["mechbay:2.0:2"], [], left=left, right=right), "art.blk").unit
    bays = [bay for bay in b.weapon_bays(craft) if bay.arc.value == "right_side"]
    # two bays on the right side (LRM 20 with its Artemis, large laser), as on the left: no empty bay
    assert [[m.item for m in bay.mounts] for bay in bays] == [
        ["ISArtemisIV", "LRM 20", "IS Ammo LRM-20 Artemis-capable"], ["Large Laser"]]
    assert not [f for f in validate(craft).findings if f.code == "DROPSHIP-WEAPON-BAY-EMPTY"]


def test_a_tele_operated_kraken_weighs_its_launcher_and_its_missiles():
    nose = ["(B) Tele-operated Missile (Kraken T)", "Ammo KrakenT:2", "(B) Large Laser"]
    text = blk("IS Level 2", ["mechbay:2.0:2"], []).replace(
        "<Nose Equipment>\n(B) Large Laser\nMedium Laser\n</Nose Equipment>",
        "<Nose Equipment>\n" + "\n".join(nose) + "\n</Nose Equipment>")
    craft = parse_blk(text, "kraken.blk").unit
    launcher, missiles = (mount_facts(m, 1900) for m in craft.equipment[:2])
    # MegaMek CapMissTeleKrakenWeapon (TechManual p. 210): 220 t, heat 50, 10 capital damage, BV 2,306,
    # 500,000 C-Bills; a missile 100 t: 2 missiles weigh 200 t (decision D-DS-17)
    assert (launcher.kind, launcher.tons, launcher.heat, launcher.damage, launcher.capital) == (
        "weapon", 220, 50, 10, True)
    assert (launcher.bv, launcher.cost) == (2306, 500_000)
    assert missiles.kind == "ammo" and ammo_tons(missiles, 2) == 200
    assert not [f for f in validate(craft).findings if f.code == "DROPSHIP-ITEM-UNKNOWN"]


def test_large_craft_technology_beyond_level_2_is_named_so():
    left = ["(B) ISLargeXPulseLaser", "(B) Large Laser"]
    craft = parse_blk(blk("IS Level 3", ["mechbay:2.0:2"], [], left=left, right=left), "x.blk").unit
    messages = [f.message for f in validate(craft).findings if f.code == "DROPSHIP-ITEM-UNKNOWN"]
    # MegaMek ISXPulseLaserLarge: rulesRefs 321, TO (Tactical Operations)
    assert messages == ["'ISLargeXPulseLaser' is not in the catalog. It is an X-pulse laser: advanced rules, "
                        "outside Level 2."]


def test_a_naval_tug_adaptor_weighs_a_tenth_of_its_craft_more():
    text = blk("IS Level 2", ["mechbay:2.0:2"], ["ISNavalTugAdaptor", "Cargo Container (10 tons)"])
    craft = parse_blk(text, "tug.blk").unit
    tug, container = (m for m in craft.equipment if m.arc.value == "hull")
    # MegaMek MiscType.getTonnage F_NAVAL_TUG_ADAPTOR: 100 t + 1,900 t x 0.1 = 290 t; a cargo container
    # 10 t (the support vehicles' row, MegaMek MiscType): decision D-DS-18
    assert (mount_facts(tug, craft.mass).tons, mount_facts(container, craft.mass).tons) == (290, 10)


def test_the_list_and_the_large_craft_items_agree():
    # tests/data/megamek_catalog.yaml: every large-craft name known or named outside Level 2, and the
    # catalogued ones weigh their class's tons
    from tools.catalog_coverage import gaps, load_list

    found = gaps({"large_craft_items": load_list()["large_craft_items"]})
    assert [g for g in found if g.problem not in ("unknown", "unnamed")] == []
    assert [g for g in found if g.problem in ("unknown", "unnamed")] == []
