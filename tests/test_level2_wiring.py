"""The Level 2 catalog wired into the MTF reader, the 'Mech weights and slots, validation and
BattleForce. Expected values are the seed 002 table cells and footnotes, and
research/level2-spec.md sections 2 and 5.1, worked by hand in each test."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.battleforce import unit_values
from designer.battleforce.level2 import level2_max_damage
from designer.catalog import catalog
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_slots import slot_meaning
from designer.mech.mtf_writer import mech_to_mtf
from designer.formats.yaml_io import read_unit
from designer.mech.model import MechLocation as L, Mount
from designer.rules import validate
from designer.mech.layout import mount_size
from designer.mech.weights import weight_breakdown

TESTS = Path(__file__).parent
MERLIN = TESTS / "units" / "merlin.yaml"
CLAN_MERLIN = TESTS / "findings" / "MECH-TARGETING-COMPUTER" / "good.yaml"


def merlin_with(lines: dict[int, str], header: str = "Left Arm:", techbase: str | None = None) -> str:
    out = mech_to_mtf(read_unit(MERLIN)).split("\n")
    start = out.index(header)
    for number, text in lines.items():
        out[start + number] = text
    if techbase:
        out[out.index("techbase:Inner Sphere")] = f"techbase:{techbase}"
    return "\n".join(out)


@pytest.mark.parametrize(("text", "weapon", "half"), [
    ("Clan Ammo LRM-20", "Clan LRM 20", False),          # not the 1987 LRM-20 the words name
    ("CLLBXAC10 CL Ammo", "Clan LB 10-X AC", False),     # cluster ammunition
    ("Clan Machine Gun Ammo - Half", "Clan Machine Gun", True),
    ("IS Ammo SRM-6 Narc-capable", "SRM-6", False),       # the Raven RVN-3L's Narc-capable SRM ammunition
    ("IS Ammo LRM-20", "LRM-20", False),
])
def test_level2_ammunition_spellings(text, weapon, half):
    meaning = slot_meaning(text)
    assert (meaning.kind, meaning.name, meaning.half) == ("ammo", weapon, half)


def test_omnipod_slot_is_the_item():
    meaning = slot_meaning("CLERLargeLaser (OMNIPOD)")
    assert (meaning.kind, meaning.name, meaning.flags) == ("item", "Clan ER Large Laser", ("OMNIPOD",))


@pytest.mark.parametrize(("item", "tonnage", "size"), [
    ("IS MASC", 60, (3.0, 3)),            # 60 / 20 = 3 (seed 002 line 581 "Tonelaje del Mech / 20")
    ("IS MASC", 70, (4.0, 4)),            # 70 / 20 = 3.5, rounded to the nearest, .5 up
    ("IS MASC", 85, (4.0, 4)),            # 4.25 -> 4
    ("Clan MASC", 85, (3.0, 3)),          # 85 / 25 = 3.4 -> 3 (line 455 "Tonelaje del Mech / 25")
    ("IS Sword", 65, (3.5, 5)),           # 65 / 20 = 3.25 up to the half ton; slots 65 / 15 up = 5
    ("IS CASE", 60, (0.5, 1)),
    ("Clan CASE", 60, (0.0, 0)),          # built in, never mounted
    ("IS Guardian ECM Suite", 60, (1.5, 2)),
])
def test_other_equipment_sizes(item, tonnage, size):
    mech = read_unit(MERLIN).model_copy(update={"tonnage": tonnage})
    assert mount_size(mech, catalog().find(item)) == size


def test_targeting_computer_is_sized_by_direct_fire_weapons():
    # Clan ER PPC 6 t + 2 Clan ER medium lasers 2 t = 8 t (the Clan machine gun and flamer are not
    # served, D-L2W-1) -> 8 / 5 = 1.6, up to 2 tons and 2 slots
    mech = read_unit(CLAN_MERLIN)
    computer = next(line for line in weight_breakdown(mech) if line.component == "Clan Targeting Computer")
    assert computer.tons == 2.0
    assert mount_size(mech, catalog().find("CLTargeting Computer")) == (2.0, 2)


def test_reader_makes_one_mount_of_each_multi_slot_item():
    text = merlin_with({6: "ISMASC", 7: "ISMASC", 8: "ISMASC", 9: "ISDoubleHeatSink", 10: "ISDoubleHeatSink",
                        11: "ISDoubleHeatSink"})
    equipment = parse_mtf(text).mech.equipment
    assert Mount(item="IS MASC", location=L.LA, slot=6) in equipment
    assert Mount(item="IS Double Heat Sink", location=L.LA, slot=9) in equipment
    assert not [m for m in equipment if m.location is L.LA and m.slot in (7, 8, 10, 11)]


def test_other_tech_base_spelling_of_a_shared_item_is_read_as_the_designs_own():
    # the Hellbringer Prime file writes ISAntiPersonnelPod on a Clan 'Mech; both tables print the A-Pod
    # at 0.5 t and 1 slot (seed 002 lines 429-445 Clan, 551-567 Inner Sphere), D-L2W-6
    result = parse_mtf(merlin_with({6: "ISAntiPersonnelPod"}, techbase="Clan"))
    assert Mount(item="Clan A-Pod", location=L.LA, slot=6) in result.mech.equipment
    assert "MTF-TECH-SPELLING" in {issue.code for issue in result.issues}
    inner = parse_mtf(merlin_with({6: "ISAntiPersonnelPod"})).mech
    assert Mount(item="IS A-Pod", location=L.LA, slot=6) in inner.equipment


def test_clan_equipment_on_an_inner_sphere_mech_is_an_error():
    mech = read_unit(MERLIN)
    mixed = mech.model_copy(update={"equipment": (*mech.equipment, Mount(item="Clan ER Small Laser",
                                                                       location=L.LA, slot=6))})
    assert "MECH-TECH-BASE-MIXED" in {f.code for f in validate(mixed).findings}


def test_battleforce_rows_of_level2_weapons():
    # spec 5.1: Clan ER Large Laser 10 damage, long 25 / 4 = 6 -> range 5, rating 50
    row = level2_max_damage()["Clan ER Large Laser"]
    assert (row.damage, row.range, row.range_rating, row.close_attack) == (10, 5, 50, True)
    assert level2_max_damage()["Long Tom"] is not None  # the Clan Long Tom is the Long Tom


def test_battleforce_names_what_it_leaves_out_and_the_chits():
    mech = read_unit(MERLIN)
    added = (Mount(item="IS TAG", location=L.LA, slot=6),
             Mount(item="IS Guardian ECM Suite", location=L.RA, slot=6),
             Mount(item="IS AMS", location=L.LA, slot=7))
    tagged = mech.model_copy(update={"equipment": (*mech.equipment, *added)})
    working = unit_values(tagged).working
    assert "not in the Maximum Damage Table, left out: IS TAG" in working
    assert "not in the Maximum Damage Table, left out: IS AMS" in working
    assert any(line.startswith("variation chit ECM") for line in working)
    assert unit_values(tagged).ra == unit_values(mech).ra


def test_a_design_of_level2_items_written_without_meta_reads_back_the_same():
    # the Clan Merlin of the targeting computer example: Clan ER PPC, LRM 5 with its ammunition, ER
    # medium lasers, machine gun (half-ton-capable ammunition), flamer, targeting computer
    mech = read_unit(CLAN_MERLIN)
    text = mech_to_mtf(mech)
    assert "CLERPPC" in text and "Clan Ammo LRM-5" in text and "CLTargeting Computer" in text
    again = parse_mtf(text).mech
    assert set(again.equipment) == set(mech.equipment) and len(again.equipment) == len(mech.equipment)
    assert set(again.ammo) == set(mech.ammo) and again.tech_base == mech.tech_base


def test_level2_equipment_takes_its_catalogued_price():
    # the seeds print no Level 2 prices (D-L2W-7); decision D-BV-2 prices them from MegaMek's facts:
    # a 1987 Merlin with one Clan ER small laser (11,250 C-bills) costs the chart's lines plus it
    from designer.mech.cost import mech_cost
    from designer.rules.summary import summarize

    mech = read_unit(MERLIN)
    assert "C-bills" in summarize(mech).text.splitlines()[-1]
    laser = mech.model_copy(update={"equipment": (*mech.equipment, Mount(item="Clan ER Small Laser",
                                                                       location=L.LA, slot=6))})
    chart = mech_cost(mech)
    # decision D-COST-1: the default is TechManual's, whose jump jets cost 200 x 60 tons x 4 MP^2 =
    # 192,000 where the 1987 chart's cost 96,000; the chart's own price is named beside it
    techmanual_jets = 200 * 60 * 4 ** 2 - 96_000
    expected = round((chart.structure_total + chart.weapons_total + 11_250 + techmanual_jets)
                     * (1 + mech.tonnage / 100))
    in_1987 = round((chart.structure_total + chart.weapons_total + 11_250) * (1 + mech.tonnage / 100))
    assert summarize(laser).text.splitlines()[-1] == (f"Cost: {expected:,} C-bills (TechManual); "
                                                       f"1987 Cost Chart: {in_1987:,} C-bills")


def test_items_both_tables_print_serve_both_tech_bases():
    # seed 002 prints the Long Tom, Sniper, Thumper (Clan artillery block, line 451; Inner Sphere line
    # 573) and the heat sink in both tables: one row, which a Clan 'Mech may mount
    for name, item_id in (("CLLongTom", "Long Tom"), ("CLSniper", "Sniper"), ("Clan Thumper", "Thumper")):
        row = catalog().find(name)
        assert (row.id, row.tech_base.value) == (item_id, "both")
        assert row in catalog().weapons  # the 1987 row itself
    assert catalog().find("Long Tom").tons == 30  # the 1987 and seed 002 value
