"""Canon MegaMek vehicles, support vehicles and fighters never seen before (the second sample):
what they taught, each on a canon-style file written by hand for these tests
(tests/data/canon_style/), weighed line by line.

- D-UNSEEN-9: the remote sensor dispenser is one item of both tech bases;
- D-UNSEEN-10: a propeller-driven fixed-wing support vehicle's fuel point weighs three quarters
  of the table's kilograms (MegaMek ``FixedWingSupport.kgPerFuelPoint``);
- D-UNSEEN-11: an ``<armor_tech>`` of 10 or 12 is a Clan tech level (MegaMek ``TechConstants``);
- D-UNSEEN-14: an external stores hardpoint weighs 0.2 t and costs 5,000 C-Bills; a support
  vehicle chassis modification adds no Battle Value; D-UNSEEN-15: the mining drill is industrial
  equipment of 3 t;
- a file repeating two tags reads back the same after it is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.bv import battle_value, not_rated_reason
from designer.bv.tables import ammo_values, item_values
from designer.catalog import catalog
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.rules import validate
from designer.rules.cost import cost_total, unit_cost
from designer.rules.common.level2_prices import prices
from designer.vehicle import support as sv
from designer.vehicle.model import VehicleLocation as V
from designer.vehicle.weights import total_weight, weight_breakdown

CANON = Path(__file__).parent / "data" / "canon_style"


def _text(name: str) -> str:
    return (CANON / name).read_text(encoding="utf-8")


def _read(name: str, text: str | None = None):
    return parse_blk(_text(name) if text is None else text, name).unit


def test_a_propeller_aircraft_burns_three_quarters_of_the_fuel_weight():
    unit = _read("prop_crop_duster.blk")
    tons = {line.component: line.tons for line in sv.weight_breakdown(unit)}
    # MegaMek FixedWingSupport.KG_PER_FUEL_POINT, medium (5-100 t), engine tech rating D: 20 kg a
    # point; a prop's ceil(20 x 0.75) = 15 kg: 100 points x 15 kg = 1.5 t (2 t without the prop)
    assert tons["Fuel"] == 1.5
    # chassis 20 x 0.1 (medium fixed wing) x 1.0 (D) x 1.2 (prop) = 2.4, up to 2.5; engine 0.01 x
    # (4 + 4 x 4) x 1.5 (ICE at D) x 20 = 6; armor 40 points x 0.032 (BAR 5 at D) = 1.28, up to 1.5
    assert (tons["Chassis"], tons["Engine"], tons["Armor"]) == (2.5, 6, 1.5)
    assert sv.total_weight(unit) == 2.5 + 6 + 1.5 + 1.5 + 8.5 == 20
    assert validate(unit).errors == ()
    assert parse_blk(unit_to_blk(unit), "again.blk").unit == unit


def test_a_propeller_turned_by_a_fusion_engine_needs_no_fuel():
    fusion = _text("prop_crop_duster.blk").replace("<engine_type>\n1\n", "<engine_type>\n0\n")
    unit = _read("prop_crop_duster.blk", fusion)
    # MegaMek FixedWingSupport.requiresFuel: a prop with a fusion, fission or solar engine needs none
    assert sv.fuel_tons(unit) == 0
    plain = _text("prop_crop_duster.blk").replace("PropChassisMod\n", "")
    without_prop = _read("prop_crop_duster.blk", plain)
    assert sv.fuel_tons(without_prop) == 2.0   # 100 points x 20 kg


def test_armor_tech_ten_is_clan_ferro_fibrous():
    unit = _read("clan_ferro_car.blk")
    assert unit.armor_type == "clan_ferro_fibrous"
    # 48 points of Clan ferro-fibrous (16 x 1.2 = 19.2 points a ton): 2.5 tons
    assert unit.armor_tons == 2.5
    assert [f.code for f in validate(unit).errors] == []


def test_armor_tech_ten_is_clan_ferro_aluminum_on_a_fighter():
    unit = _read("clan_sensor_fighter.blk")
    assert unit.armor_type.value == "clan_ferro_aluminum"
    inner = _read("clan_sensor_fighter.blk", _text("clan_sensor_fighter.blk").replace(
        "<armor_tech>\n10\n", "<armor_tech>\n9\n"))
    assert inner.armor_type.value == "ferro_aluminum"   # 9: an Inner Sphere level in both numberings


def test_a_clan_fighter_mounts_the_remote_sensor_dispenser():
    row = catalog().find("RemoteSensorDispenser")
    # Solaris Skunk Werks "Remote Sensor Dispenser": both tech bases, 0.5 t, 1 slot
    assert (row.tech_base.value, row.tons, row.slots) == ("both", 0.5, 1)
    unit = _read("clan_sensor_fighter.blk")
    assert validate(unit).errors == ()


def test_two_repeated_tags_read_back_the_same():
    text = _text("clan_ferro_car.blk").replace(
        "<tonnage>\n20.0\n</tonnage>\n",
        "<source>\nTRO: 3067\n</source>\n\n<tonnage>\n20.0\n</tonnage>\n\n<source>\nTRO: 3039\n</source>\n\n"
        "<tonnage>\n20\n</tonnage>\n")
    unit = _read("clan_ferro_car.blk", "<Tonnage>\n20\n</Tonnage>\n" + text.split("\n", 1)[1])
    written = unit_to_blk(unit)
    assert parse_blk(written, "again.blk").unit == unit
    assert unit_to_blk(parse_blk(written, "again.blk").unit) == written


# D-UNSEEN-12: the Inner Sphere 'Mech mortars and the other Thunderbolts are Level 2 rows (MegaMek
# holds them at its Total Warfare level from 3052 and 3081); (name as a file writes it, catalog id,
# tons, slots, heat, Battle Value, cost) from each class (weapons/mortars/ISMekMortar<n>,
# weapons/missiles/ISThunderBolt<n>, weapons/lasers/CLImprovedHeavyLaserSmall).
CLASS_FACTS = [
    ("IS Mech Mortar-1", "IS Mech Mortar 1", 2, 1, 1, 10, 7000),
    ("ISMekMortar2", "IS Mech Mortar 2", 5, 2, 2, 14, 15000),
    ("IS Mek Mortar 4", "IS Mech Mortar 4", 7, 3, 5, 26, 32000),
    ("IS Mech Mortar-8", "IS Mech Mortar 8", 10, 5, 10, 50, 70000),
    ("ISThunderbolt5", "IS Thunderbolt 5", 3, 1, 3, 64, 50000),
    ("IS Thunderbolt-15", "IS Thunderbolt 15", 11, 3, 7, 229, 325000),
    ("ISTBolt20", "IS Thunderbolt 20", 15, 5, 8, 305, 450000),
    ("CLImprovedSmallHeavyLaser", "Clan Improved Heavy Small Laser", 0.5, 1, 3, 19, 30000),
    # D-UNSEEN-15: MiscType.createMiningDrill (the canon Corx Mobile Tunnel Miner's)
    ("MiningDrill", "MiningDrill", 3, 4, 0, 6, 10000),
]


@pytest.mark.parametrize(("name", "item_id", "tons", "slots", "heat", "bv", "cost"), CLASS_FACTS)
def test_new_rows_hold_the_megamek_class_facts(name, item_id, tons, slots, heat, bv, cost):
    row = catalog().find(name)
    assert row is not None and row.id == item_id
    assert (row.tons, row.slots, getattr(row, "heat", 0)) == (tons, slots, heat)
    assert (item_values()[item_id], prices()["items"][item_id]["cost"]) == (bv, cost)


def test_a_mortar_carrier_weighs_its_forty_tons():
    unit = _read("mortar_carrier_is.blk")
    lines = {(line.component, line.location): line.tons for line in weight_breakdown(unit)}
    # 'Mech Mortar 2 (5 t) in front, 'Mech Mortar 4 (7 t) in the turret: the turret weighs a tenth,
    # 0.7 up to the half ton 1; two tons of Mortar 4 shells (6 a ton) and one of Mortar 2 (12 a ton)
    assert lines[("IS Mech Mortar 2", "front")] == 5 and lines[("IS Mech Mortar 4", "turret")] == 7
    assert lines[("Turret", "turret")] == 1
    # fusion 160 = 6 t, shielding 3, controls 2, structure 4, 144 points of armor = 9 t
    assert total_weight(unit) == 6 + 3 + 2 + 4 + 9 + 1 + 5 + 7 + 2 + 1 == 40
    assert validate(unit).errors == ()
    assert parse_blk(unit_to_blk(unit), "again.blk").unit == unit
    # the canon Mortar Carrier (3145 NTNU): 32 rounds of its three Mortar 8 in 8 tons
    assert catalog().find("IS Mech Mortar 8").shots_per_ton == 4
    # MegaMek createISAPMortar<n>Ammo: Battle Value 1.2, 2.4, 3.6, 7.2 a ton, 28,000 C-Bills a ton
    assert [ammo_values()[f"IS Mech Mortar {n}"] for n in (1, 2, 4, 8)] == [1.2, 2.4, 3.6, 7.2]
    assert {prices()["ammo"][(f"IS Mech Mortar {n}", None)]["cost"] for n in (1, 2, 4, 8)} == {28000}


@pytest.mark.parametrize(("item", "what"), [("CLMekMortar8", "a Clan 'Mech mortar"),
                                            ("CLMediumChemicalLaser", "a Clan chemical laser")])
def test_clan_mortars_and_chemical_lasers_are_named_outside_level2(item, what):
    text = _text("clan_ferro_car.blk").replace("<Turret Equipment>\nCLERMediumLaser\n",
                                               f"<Turret Equipment>\n{item}\n")
    messages = [f.message for f in validate(_read("clan_ferro_car.blk", text)).errors if item in f.message]
    assert messages and all(f"It is {what}: advanced rules, outside Level 2." in m for m in messages)


def test_a_dual_turret_file_writes_back_its_two_turret_blocks():
    # The canon Zephyros Infantry Support Vehicle (Dual Turret) writes six armor values (the sixth the
    # second turret's) and <Rear Turret Equipment>, <Front Turret Equipment>; the reader mounts both
    # turrets' items in the turret (BLK-SECOND-TURRET, decision D-BLK-10), the writer writes the
    # file's blocks back while the design is unchanged.
    text = _text("clan_ferro_car.blk").replace("<armor>\n14\n10\n10\n8\n6\n</armor>",
                                               "<armor>\n14\n10\n10\n8\n6\n4\n</armor>")
    text = text.replace("<Turret Equipment>\nCLERMediumLaser\nCLERMediumLaser\n</Turret Equipment>",
                        "<Rear Turret Equipment>\nCLERMediumLaser\n</Rear Turret Equipment>\n\n"
                        "<Front Turret Equipment>\nCLERMediumLaser\n</Front Turret Equipment>")
    unit = _read("clan_ferro_car.blk", text)
    assert unit.armor[V.TURRET] == 6 + 4
    written = unit_to_blk(unit)
    assert "<Rear Turret Equipment>\nCLERMediumLaser\n</Rear Turret Equipment>" in written
    assert "<Front Turret Equipment>\nCLERMediumLaser\n</Front Turret Equipment>" in written
    assert "<Turret Equipment>" not in written and "<armor>\n14\n10\n10\n8\n6\n4\n</armor>" in written
    assert parse_blk(written, "again.blk").unit == unit
    # edited (a laser moved out of the turret), the writer writes its own single turret block
    moved = unit.model_copy(update={"weapons": (unit.weapons[0].model_copy(update={"location": V.FRONT}),
                                                *unit.weapons[1:])})
    assert "<Front Turret Equipment>" not in unit_to_blk(moved)


def test_an_external_stores_hardpoint_weighs_a_fifth_of_a_ton():
    # D-UNSEEN-14: MegaMek MiscType.createExternalStoresHardpoint, 0.2 t, 5,000 C-Bills, no Battle
    # Value. The crop duster trades 0.4 t of its cargo bay for two hardpoints and still weighs 20 t.
    text = (_text("prop_crop_duster.blk")
            .replace("cargobay:8.5:1:1", "cargobay:8.1:1:1")
            .replace("PropChassisMod\n", "PropChassisMod\nExternal Stores Hardpoint\n"
                     "External Stores Hardpoint\n"))
    unit = _read("prop_crop_duster.blk", text)
    assert sv.item_tons(unit, "External Stores Hardpoint") == 0.2
    assert sv.unweighed_items(unit) == []
    assert sv.total_weight(unit) == pytest.approx(2.5 + 6 + 1.5 + 1.5 + 8.1 + 0.4) == 20
    assert validate(unit).errors == () and validate(unit).warnings == ()
    assert battle_value(unit) is not None and not_rated_reason(unit) is None
    total, why = cost_total(unit)
    plain, _ = cost_total(_read("prop_crop_duster.blk", text.replace("External Stores Hardpoint\n", "")))
    assert why is None and total is not None and plain is not None
    # two hardpoints add 10,000 C-Bills to the subtotal, before the fixed-wing multiplier
    assert unit_cost(unit).subtotal - unit_cost(_read("prop_crop_duster.blk", text.replace(
        "External Stores Hardpoint\n", ""))).subtotal == 10_000
    assert parse_blk(unit_to_blk(unit), "again.blk").unit == unit


@pytest.mark.parametrize("name", ["PropChassisMod", "VSTOLChassisMod", "BicycleChassisMod",
                                  "ArmoredChassisMod", "DuneBuggyChassisMod", "HydrofoilChassisMod",
                                  "OffroadChassisMod", "SnowmobileChassisMod", "SubmersibleChassisMod",
                                  "TractorChassisMod", "TrailerChassisMod",
                                  "ExternalPowerPickupChassisMod"])
def test_a_support_vehicle_chassis_modification_adds_no_battle_value(name):
    # MegaMek MiscType's SV chassis modifications all set bv 0 (D-UNSEEN-14): the canon Bayamo
    # Hoverbike (bicycle) and King Karnov Transport KC-6 (prop, VSTOL) were left unrated
    unit = _read("prop_crop_duster.blk", _text("prop_crop_duster.blk").replace("PropChassisMod", name))
    assert not_rated_reason(unit) is None
