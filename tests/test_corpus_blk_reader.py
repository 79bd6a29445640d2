"""Corpus: the BLK reader on the 32 MegaMek reference vehicles and fighters
(../shared/reference/megamek-units/, through the ``reference_dir`` fixture), values checked by hand
against the files."""

from __future__ import annotations

import re

import pytest

from designer.formats.blk import read_blk
from designer.formats.load import load_unit
from designer.fighter.model import FighterAmmo, FighterArmorLocation as A, FighterLocation as F, FighterType
from designer.vehicle.model import AmmoLot, PowerPlant, VehicleLocation as V, VehicleMotive, WeaponMount
from tests.conftest import library_stems

BLK_NAMES = library_stems("vehicles") + library_stems("fighters")


@pytest.fixture
def ref(reference_dir):
    """Reads one reference file by name (without ``.blk``)."""
    return lambda name: read_blk(reference_dir / "megamek-units" / f"{name}.blk")


def block_values(text: str, tag: str) -> list[str]:
    """The value lines of the first <tag> block, read independently of the reader."""
    match = re.search(rf"^<{re.escape(tag)}>\n(.*?)^</{re.escape(tag)}>", text, re.M | re.S | re.I)
    return [line.strip() for line in match.group(1).splitlines() if line.strip()] if match else []


def test_all_reference_vehicles_and_fighters_are_present(reference_dir):
    # README.md of the reference folder: 15 fighter .blk files and 17 vehicle .blk files
    kinds = [read_blk(path).unit.kind for path in sorted((reference_dir / "megamek-units").glob("*.blk"))]
    assert (kinds.count("vehicle"), kinds.count("fighter"), len(kinds)) == (17, 15, 32)


@pytest.mark.parametrize("name", BLK_NAMES)
def test_reference_file_tonnage_and_armor_points(name: str, reference_dir):
    path = reference_dir / "megamek-units" / f"{name}.blk"
    text = path.read_text(encoding="utf-8")
    unit = read_blk(path).unit
    assert unit.tonnage == float(block_values(text, "tonnage")[0])
    assert sum(unit.armor.values()) == sum(int(v) for v in block_values(text, "armor"))
    assert unit.armor_tons == -(-sum(unit.armor.values()) // 8) / 2  # 16 points a ton, half-ton lots


def test_hunter_by_hand(ref):
    result = ref("Hunter Light Support Tank")  # a tracked fusion tank with four armor values, no turret
    unit = result.unit
    assert result.issues == ()
    assert (unit.chassis, unit.model, unit.motive, unit.tonnage) == (
        "Hunter Light Support Tank", "(Standard)", VehicleMotive.TRACKED, 35)
    assert (unit.cruise_mp, unit.engine) == (5, PowerPlant.FUSION)  # <cruiseMP> 5, <engine_type> 0
    # <armor> 32 24 24 16 in MegaMek's order front, right, left, rear
    assert unit.armor == {V.FRONT: 32, V.RIGHT: 24, V.LEFT: 24, V.REAR: 16}
    assert unit.armor_tons == 6.0  # 96 points / 16
    assert unit.weapons == (WeaponMount(item="LRM-20", location=V.FRONT),
                            WeaponMount(item="Flamer", location=V.REAR))
    # two "IS Ammo LRM-20" lines in <Body Equipment>
    assert unit.ammo == (AmmoLot(weapon="LRM-20", tons=2.0),)
    assert unit.source == "TRO 3039 - Succession Wars"


def test_condor_turret_ice_and_half_ton_of_mg_ammo(ref):
    unit = ref("Condor Heavy Hover Tank").unit
    assert (unit.motive, unit.engine, unit.cruise_mp) == (VehicleMotive.HOVER, PowerPlant.ICE, 8)
    assert unit.armor == {V.FRONT: 30, V.RIGHT: 15, V.LEFT: 15, V.REAR: 14, V.TURRET: 22}
    assert [(m.item, m.location) for m in unit.weapons] == [
        ("Machine Gun", V.FRONT), ("AC/5", V.TURRET), ("Medium Laser", V.TURRET), ("Medium Laser", V.TURRET)]
    # "IS Ammo AC/5" and "IS Machine Gun Ammo - Half"
    assert unit.ammo == (AmmoLot(weapon="AC/5", tons=1.0), AmmoLot(weapon="Machine Gun", tons=0.5))


def test_corsair_fuel_armor_and_heat_sinks(ref):
    unit = ref("Corsair CSR-V12").unit
    assert (unit.type, unit.thrust, unit.heat_sinks) == (FighterType.AEROSPACE, 6, 16)
    # <fuel> 400 points / 80 a ton; the file's own prose says "a fuel load of five tons"
    assert unit.fuel_tons == 5.0
    # <armor> 73 50 50 43 = nose, right wing, left wing, aft; the aft armor is the engine's (D-BLK-3)
    assert unit.armor == {A.NOSE: 73, A.RIGHT_WING: 50, A.LEFT_WING: 50, A.ENGINE: 43}
    assert unit.armor_tons == 13.5  # 216 points; the prose: "thirteen and a half tons of armor"
    assert [m.location for m in unit.weapons].count(F.AFT) == 2  # two small lasers in <Aft Equipment>


def test_fuselage_ammunition_goes_where_there_is_room(ref):
    unit = ref("Chippewa CHP-W5").unit  # nose: 2 LRM 15, SRM 6, 2 medium lasers; 5 bins in the fuselage
    assert unit.ammo == (FighterAmmo(weapon="LRM-15", location=F.NOSE),
                         *[FighterAmmo(weapon="LRM-15", location=F.LEFT_WING)] * 3,
                         FighterAmmo(weapon="SRM-6", location=F.LEFT_WING))


def test_unknown_equipment_is_kept_and_reported_with_its_line(ref):
    result = ref("Coolant Truck (Tracked)")
    unit = result.unit
    # "Vehicle Flamer" is the vehicle flamer of seed 002 (its own item, ammunition-fed: line 509
    # "0.5 6 8 12 14 0.5" tons, its sixth cell; line 513 "12 45 20 10 5 20" shots; decision D-L2W-2,
    # which revises D-IX-3), so its ammunition is known now
    assert [m.item for m in unit.weapons] == ["IS Flamer (Vehicle)", "IS Flamer (Vehicle)"]
    # two "IS Vehicle Flamer Ammo" lines
    assert unit.ammo == (AmmoLot(weapon="IS Flamer (Vehicle)", tons=2.0),)
    # two <transporters> blocks: MegaMek reads the first, insulatedcargobay 4.35 (decision D-VEH3-5),
    # kept as an insulated cargo bay (decision D-COST-3), not as cargo space; the second (1.74) is
    # noted and kept for the writer
    assert (unit.insulated_cargo_tons, unit.cargo_tons) == (4.35, 0.0)
    assert {(i.line, i.code) for i in result.issues} == {(39, "BLK-DUPLICATE-TAG")}


def test_support_equipment_is_kept_in_the_body(ref):
    # the communications equipment is a catalogued item (decision D-VEH3-1): it stays in the body,
    # and with it the file's "IS Level 2" and 2620 are the design's technology (D-L2K-2)
    result = ref("Mobile Headquarters")
    assert WeaponMount(item="Communications Equipment (7 ton)", location=V.BODY) in result.unit.weapons
    assert "BLK-BODY-ITEM" not in {i.code for i in result.issues}
    assert (result.unit.rules_level, result.unit.year) == (2, 2620)
    assert result.unit.cargo_tons == 0.5  # cargobay:0.5:1


def test_duplicate_fluff_is_silent_but_a_differing_duplicate_is_noted(ref):
    assert ref("Condor Heavy Hover Tank").issues == ()  # its fluff blocks appear three times, identical
    issues = ref("Chippewa CHP-W5").issues  # a second <source> at line 147 names another book
    assert [(i.line, i.code) for i in issues] == [(147, "BLK-DUPLICATE-TAG")]


def test_load_unit_reads_blk_files(reference_dir):
    loaded = load_unit(reference_dir / "megamek-units" / "Hunter Light Support Tank.blk")
    assert loaded.unit.tonnage == 35 and loaded.issues == ()
