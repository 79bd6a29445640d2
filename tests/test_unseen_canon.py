"""Canon MegaMek unit files never seen before: what they taught, each on a canon-style
file written by hand for these tests (tests/data/canon_style/), weighed line by line.

- D-SV-SEATS: a support vehicle's seats are carrying space, weighed to the kilogram (MegaMek
  ``TestEntity.getWeightCarryingSpace``), not rounded to the half ton with the crew quarters;
- D-UNSEEN-1: MegaMek's variable-size MASH, ``MASH Equipment:SIZE:n``, is the core component and
  n - 1 operation theaters (``MiscType.getTonnage``, F_MASH: 2.5 + n tons); Arrow IV special
  munitions and the drone carrier control system are named outside Level 2, not unknown."""

from __future__ import annotations

from pathlib import Path

from designer.formats.blk import parse_blk
from designer.vehicle.blk_types import sized_lines
from designer.formats.blk_writer import unit_to_blk
from designer.rules import validate
from designer.vehicle import support as sv
from designer.vehicle.weights import total_weight, weight_breakdown

CANON = Path(__file__).parent / "data" / "canon_style"


def _read(name: str):
    return parse_blk((CANON / name).read_text(encoding="utf-8"), name).unit


def test_six_seats_weigh_their_kilograms_and_the_air_taxi_its_tonnage():
    unit = _read("support_vtol_seats.blk")
    tons = {line.component: line.tons for line in sv.weight_breakdown(unit)}
    # MegaMek TestSupportVehicle.SVType.VTOL, medium (5-30 t): chassis 20 x 0.25 x 0.85 (tech rating
    # E) = 4.25, up to the half ton 4.5; engine 0.0025 x (4 + 10 x 10) x 0.75 (fusion at E) x 20 =
    # 3.9, to the nearest half ton 4; armor 20 points x 0.040 (BAR 7 at E) = 0.8, up to 1.
    assert (tons["Chassis"], tons["Engine"], tons["Armor"]) == (4.5, 4, 1)
    # six standard seats x 0.075 t = 0.45 t, carrying space to the kilogram (was 0.5 rounded up)
    assert tons["Crew and Passengers"] == 0.45
    # 4.5 + 4 + 1 + 0.45 + 10.05 cargo = 20 exactly
    assert sv.total_weight(unit) == 20
    assert validate(unit).errors == ()


def test_quarters_still_round_as_crew_accommodations():
    unit = _read("support_vtol_seats.blk")
    quarters = unit.support.bays[0].model_copy(update={"kind": "2ndclassquarters", "size": 0.3})
    bays = (*unit.support.bays, quarters)
    quartered = unit.model_copy(update={"support": unit.support.model_copy(update={"bays": bays})})
    # the cargo bay and the seats stay 10.05 + 0.45; 0.3 t of quarters round up to the half ton
    assert sv.bay_tons(quartered) == 0.45 + 0.5


def test_the_air_taxi_round_trips():
    unit = _read("support_vtol_seats.blk")
    assert parse_blk(unit_to_blk(unit), "again.blk").unit == unit


def test_a_sized_mash_is_its_core_and_further_theaters():
    assert sized_lines("MASH Equipment:SIZE:3.0") == ["MASH Core Component", "MASH Operation Theater",
                                                      "MASH Operation Theater"]
    assert sized_lines("MASH Equipment:SIZE:1") == ["MASH Core Component"]
    assert sized_lines("Communications Equipment:SIZE:7.0") == ["Communications Equipment:SIZE:7.0"]


def test_the_three_theater_field_hospital_weighs_its_25_tons():
    unit = _read("mash_truck_sized.blk")
    lines = [(line.component, line.tons) for line in weight_breakdown(unit)]
    # MiscType.getTonnage (F_MASH): 2.5 + 3 theaters = 5.5 t = the 3.5 t core + 2 x 1 t theaters
    assert sum(tons for name, tons in lines if name.startswith("MASH")) == 5.5
    # tracked 25 t at cruise 4: ICE 100 = 2 x 3 t; controls 1.25 -> 1.5; structure 2.5; armor
    # 64 points = 4 t; machine gun 0.5 and half a ton of its ammunition; cargo 4.5
    assert total_weight(unit) == 6 + 1.5 + 2.5 + 4 + 0.5 + 5.5 + 0.5 + 4.5 == 25
    assert validate(unit).errors == ()
    assert parse_blk(unit_to_blk(unit), "again.blk").unit == unit


def test_arrow_iv_homing_ammunition_and_a_drone_carrier_are_named_outside_level2():
    text = (CANON / "mash_truck_sized.blk").read_text(encoding="utf-8")
    for item, what in (("ISArrowIVHomingAmmo", "an Arrow IV special munition"),
                       ("ISDroneCarrierControlSystem", "a drone carrier control system")):
        unit = parse_blk(text.replace("IS Machine Gun Ammo - Half", item), "later.blk").unit
        messages = [f.message for f in validate(unit).errors if item in f.message]
        assert messages and all(f"{what}" in m and "advanced rules, outside Level 2" in m for m in messages)


def test_a_standard_fluid_suction_system_weighs_a_ton():
    text = (CANON / "support_vtol_seats.blk").read_text(encoding="utf-8")
    text = text.replace("<Body Equipment>\n</Body Equipment>",
                        "<Body Equipment>\nFluid Suction System[Standard]\n</Body Equipment>")
    unit = parse_blk(text.replace("cargobay:10.05:1:1", "cargobay:9.05:1:1"), "pumper.blk").unit
    tons = {line.component: line.tons for line in sv.weight_breakdown(unit)}
    # MegaMek's standard fluid suction system, 1 t (SolarisSkunkWerks: 1 t, 1 slot; D-UNSEEN-2):
    # the air taxi's 20 tons with a ton of its cargo given to the pump
    assert tons["Fluid Suction System[Standard]"] == 1
    assert sv.total_weight(unit) == 4.5 + 4 + 1 + 0.45 + 1 + 9.05 == 20
    assert validate(unit).errors == () and not validate(unit).warnings


def test_ammunition_of_a_weapon_beyond_level2_says_so():
    # MegaMek's canon Goth C carries CLRotaryAC5 ammunition for its Clan rotary AC/5s (MegaMek
    # CLRAC5: Tactical Operations, advanced rules, D-CANON-FTR): the lot's finding names the
    # weapon as outside Level 2 too, not only "no weapon fires it"
    text = (CANON / "fighter_items.blk").read_text(encoding="utf-8")
    text = text.replace("<Aft Equipment>\nLarge Laser", "<Aft Equipment>\nCLRotaryAC5")
    text = text.replace("</Right Wing Equipment>", "</Right Wing Equipment>\n<Fuselage Equipment>\n"
                        "CLRotaryAC5 Ammo\n</Fuselage Equipment>", 1)
    unit = parse_blk(text, "rotary.blk").unit
    orphan = [f for f in validate(unit).errors if f.code == "FIGHTER-AMMO-NO-WEAPON"]
    assert orphan and "Clan rotary autocannon: advanced rules, outside Level 2" in orphan[0].message


def test_a_rock_cutter_is_industrial_equipment_of_five_tons():
    from designer.catalog import catalog
    from designer.bv import battle_value

    # MegaMek MiscType.createRockCutter: 5 t, 5 slots, cost 100,000, bv 6 (createChainsaw alike, bv 7)
    cutter, saw = catalog().find("Rock Cutter"), catalog().find("Chainsaw")
    assert (cutter.tons, cutter.slots, saw.tons, saw.slots) == (5, 5, 5, 5)
    unit = _read("quarry_crawler.blk")
    tons = {line.component: line.tons for line in sv.weight_breakdown(unit)}
    # tracked, medium (5-100 t): chassis 12 x 0.15 x 1.15 (tech rating C) = 2.07, up to 2.5; ICE at C
    # 0.013 x (4 + 1) x 2.0 x 12 = 1.56, to the nearest half ton 1.5; armor 20 points x 0.024 (BAR 3
    # at C) = 0.48, up to 0.5; fuel 0.5; the cutter 5; cargo 2: 12 tons
    assert (tons["Chassis"], tons["Engine"], tons["Armor"], tons["Rock Cutter"]) == (2.5, 1.5, 0.5, 5)
    assert sv.total_weight(unit) == 12
    assert validate(unit).errors == () and not validate(unit).warnings
    assert battle_value(unit) is not None   # rated: the cutter has its Battle Value row
    assert parse_blk(unit_to_blk(unit), "again.blk").unit == unit


def test_artemis_v_capable_ammunition_is_named_outside_level2():
    # MegaMek's canon Sabutai X carries "Clan Ammo LRM-20 (Clan) Artemis V-capable" (Artemis V:
    # MiscType.createArtemisV, experimental, later Tactical Operations)
    text = (CANON / "fighter_items.blk").read_text(encoding="utf-8")
    text = text.replace("</Right Wing Equipment>", "</Right Wing Equipment>\n<Fuselage Equipment>\n"
                        "Clan Ammo LRM-20 (Clan) Artemis V-capable\n</Fuselage Equipment>", 1)
    findings = validate(parse_blk(text, "artemis.blk").unit).errors
    orphan = [f for f in findings if f.code == "FIGHTER-AMMO-NO-WEAPON"]
    assert orphan and "Artemis V-capable ammunition: advanced rules, outside Level 2" in orphan[0].message


def test_support_vehicle_equipment_beyond_level2_is_an_error():
    # MegaMek's canon Savior Repair Vehicle (IS Level 3) mounts a mobile field base (MiscType
    # createISMobileFieldBase: advanced); an item without a read weight stays a warning (D-SV-4)
    text = (CANON / "quarry_crawler.blk").read_text(encoding="utf-8")
    later = parse_blk(text.replace("<Body Equipment>\n</Body Equipment>",
                                   "<Body Equipment>\nISMobileFieldBase\n</Body Equipment>"), "base.blk").unit
    errors = [f for f in validate(later).errors if f.code == "SV-BEYOND-LEVEL2"]
    assert errors and "mobile field base: advanced rules, outside Level 2" in errors[0].message
    unknown = parse_blk(text.replace("<Body Equipment>\n</Body Equipment>",
                                     "<Body Equipment>\nDumper (Rear)\n</Body Equipment>"), "dump.blk").unit
    assert validate(unknown).errors == ()
    assert [f.code for f in validate(unknown).warnings] == ["SV-UNWEIGHED-ITEM"]


def test_a_super_heavy_vehicle_file_is_refused_as_outside_level2():
    import pytest

    from designer.formats.errors import FormatError

    # MegaMek's canon Gulltoppr OmniMonitor (190 t, IS Level 3) writes eight armor values: front,
    # front right, front left, rear right, rear left, rear and two turrets (SuperHeavyTank)
    text = (CANON / "mash_truck_sized.blk").read_text(encoding="utf-8")
    eight = text.replace("<armor>\n20\n16\n16\n12\n</armor>", "<armor>\n" + "10\n" * 8 + "</armor>")
    with pytest.raises(FormatError, match="super-heavy vehicle's locations .*outside Level 2"):
        parse_blk(eight, "super.blk")


def test_a_large_support_vehicle_has_the_large_type():
    # MegaMek TestSupportVehicle.SVType.TRACKED: medium up to 100 tons; the quarry crawler (12 t)
    # written as a LargeSupportTank, and a 120-ton one as a SupportTank, are the wrong type
    text = (CANON / "quarry_crawler.blk").read_text(encoding="utf-8")
    large = text.replace("<UnitType>\nSupportTank", "<UnitType>\nLargeSupportTank").replace(
        "<armor>\n5\n5\n5\n5\n</armor>", "<armor>\n5\n5\n5\n5\n5\n5\n</armor>")
    codes = {f.code for f in validate(parse_blk(large, "large.blk").unit).errors}
    assert "SV-LARGE-LOCATIONS" in codes
    assert "SV-LARGE-LOCATIONS" not in {f.code for f in validate(_read("quarry_crawler.blk")).errors}
    big = parse_blk(text.replace("<tonnage>\n12.0", "<tonnage>\n120.0"), "big.blk").unit
    messages = [f.message for f in validate(big).errors if f.code == "SV-LARGE-LOCATIONS"]
    assert messages == ["A 120-ton tracked support vehicle is large (large above 100 tons): it is a "
                        "LargeSupportTank, with that type's locations."]


def test_a_long_item_name_keeps_its_location_apart_in_the_weight_table():
    from designer.rules.common.weights import WeightLine, weight_table

    lines = weight_table([WeightLine("Chassis", 18), WeightLine("Fluid Suction System[Standard]", 1, "body")])
    # 30 characters: the column widens to 31, so " body" stays a word of its own; totals line up
    assert lines[1] == "  Fluid Suction System[Standard] body              1"
    assert lines[0].index("18") == lines[1].index("1") - 1 == lines[2].index("19")


def test_the_inner_sphere_narc_pods_feed_a_clan_narc():
    from designer.catalog.level2 import level2_catalog
    from designer.formats.ammo_spelling import own_tech_ammo

    # MegaMek AmmoType: IS and Clan Narc pods are both Narc ammunition of rack 1, 6 shots a ton, a ton
    # (seed 002 prints both rows alike); the canon Batu A and Scytha A load ISNarc Pods for a CLNarcBeacon
    rows = {row.id: row for row in level2_catalog().ammo}
    assert (rows["IS Narc Ammo"].shots_per_ton, rows["IS Narc Ammo"].tons) == (6, 1)
    assert (rows["Clan Narc Ammo"].shots_per_ton, rows["Clan Narc Ammo"].tons) == (6, 1)
    result = parse_blk((CANON / "clan_narc_fighter.blk").read_text(encoding="utf-8"), "narc.blk")
    assert [lot.weapon for lot in result.unit.ammo] == ["Clan Narc"]
    assert "BLK-TECH-SPELLING" in {issue.code for issue in result.issues}
    assert validate(result.unit).errors == ()
    assert parse_blk(unit_to_blk(result.unit), "again.blk").unit == result.unit
    # another launcher's ammunition stays as written: AC/10 shells are no LB 10-X cluster ammunition
    assert own_tech_ammo("AC/10", ["Clan LB 10-X AC"]) is None
    assert own_tech_ammo("IS Narc", ["IS Narc"]) is None


def test_the_lift_hoist_under_its_newer_name():
    from designer.catalog import catalog

    # MegaMek MiscType.createLiftHoist: 3 t; newer files write "Lift Hoist/Arresting Hoist"
    hoist = catalog().find("Lift Hoist/Arresting Hoist")
    assert (hoist.tons, hoist.id) == (3, "Lift Hoist/Arresting Hoist")
    text = (CANON / "mash_truck_sized.blk").read_text(encoding="utf-8")
    # the field hospital's 4.5 t of cargo: 3 t to a hoist, 1.5 t left
    hoist_line = "<Rear Equipment>\nLift Hoist/Arresting Hoist\n</Rear Equipment>"
    text = text.replace("<Rear Equipment>\n</Rear Equipment>", hoist_line)
    text = text.replace("cargobay:4.5:1", "cargobay:1.5:1")
    unit = parse_blk(text, "hoist.blk").unit
    assert total_weight(unit) == 25 and validate(unit).errors == ()
    assert "Lift Hoist/Arresting Hoist" in unit_to_blk(unit)
