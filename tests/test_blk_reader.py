"""BLK reader: the 32 MegaMek reference vehicles and fighters (shared/reference/megamek-units/),
values checked by hand against the files, composed infantry files, and tolerant handling of bad
input (FormatError with file and line, issues with their lines)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from designer.formats.blk import parse_blk, read_blk
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.formats.yaml_io import read_unit
from designer.model.fighter import FighterAmmo, FighterArmorLocation as A, FighterLocation as F, FighterType
from designer.model.infantry import Infantry
from designer.model.vehicle import AmmoLot, PowerPlant, VehicleLocation as V, VehicleMotive, WeaponMount

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "reference" / "megamek-units"
BLK_FILES = sorted(REFERENCE.glob("*.blk"))
UNITS = Path(__file__).parent.parent / "units"


def ref(name: str):
    return read_blk(REFERENCE / f"{name}.blk")


def block_values(text: str, tag: str) -> list[str]:
    """The value lines of the first <tag> block, read independently of the reader."""
    match = re.search(rf"^<{re.escape(tag)}>\n(.*?)^</{re.escape(tag)}>", text, re.M | re.S | re.I)
    return [line.strip() for line in match.group(1).splitlines() if line.strip()] if match else []


def test_all_reference_vehicles_and_fighters_are_present():
    # README.md of the reference folder: 15 fighter .blk files and 17 vehicle .blk files
    kinds = [read_blk(path).unit.kind for path in BLK_FILES]
    assert (kinds.count("vehicle"), kinds.count("fighter"), len(kinds)) == (17, 15, 32)


@pytest.mark.parametrize("path", BLK_FILES, ids=lambda p: p.stem)
def test_reference_file_tonnage_and_armor_points(path: Path):
    text = path.read_text(encoding="utf-8")
    unit = read_blk(path).unit
    assert unit.tonnage == float(block_values(text, "tonnage")[0])
    assert sum(unit.armor.values()) == sum(int(v) for v in block_values(text, "armor"))
    assert unit.armor_tons == -(-sum(unit.armor.values()) // 8) / 2  # 16 points a ton, half-ton lots


@pytest.mark.parametrize("path", BLK_FILES, ids=lambda p: p.stem)
def test_library_unit_equals_its_megamek_source(path: Path):
    folder = "fighters" if read_blk(path).unit.kind == "fighter" else "vehicles"
    # the file's meta (MegaMek's fluff prose, year, MUL id) is not copied into the repository
    source = read_blk(path).unit
    assert read_unit(UNITS / folder / f"{path.stem}.yaml") == source.model_copy(update={"meta": {}})


def test_hunter_by_hand():
    result = ref("Hunter Light Support Tank")  # a tracked fusion tank with four armor values, no turret
    unit = result.unit
    assert result.issues == ()
    assert (unit.chassis, unit.model, unit.motive, unit.tonnage) == ("Hunter Light Support Tank", "(Standard)",
                                                                     VehicleMotive.TRACKED, 35)
    assert (unit.cruise_mp, unit.engine) == (5, PowerPlant.FUSION)  # <cruiseMP> 5, <engine_type> 0
    # <armor> 32 24 24 16 in MegaMek's order front, right, left, rear
    assert unit.armor == {V.FRONT: 32, V.RIGHT: 24, V.LEFT: 24, V.REAR: 16}
    assert unit.armor_tons == 6.0  # 96 points / 16
    assert unit.weapons == (WeaponMount(item="LRM-20", location=V.FRONT), WeaponMount(item="Flamer", location=V.REAR))
    assert unit.ammo == (AmmoLot(weapon="LRM-20", tons=2.0),)  # two "IS Ammo LRM-20" lines in <Body Equipment>
    assert unit.source == "TRO 3039 - Succession Wars"


def test_condor_turret_ice_and_half_ton_of_mg_ammo():
    unit = ref("Condor Heavy Hover Tank").unit
    assert (unit.motive, unit.engine, unit.cruise_mp) == (VehicleMotive.HOVER, PowerPlant.ICE, 8)
    assert unit.armor == {V.FRONT: 30, V.RIGHT: 15, V.LEFT: 15, V.REAR: 14, V.TURRET: 22}
    assert [(m.item, m.location) for m in unit.weapons] == [
        ("Machine Gun", V.FRONT), ("AC/5", V.TURRET), ("Medium Laser", V.TURRET), ("Medium Laser", V.TURRET)]
    # "IS Ammo AC/5" and "IS Machine Gun Ammo - Half"
    assert unit.ammo == (AmmoLot(weapon="AC/5", tons=1.0), AmmoLot(weapon="Machine Gun", tons=0.5))


def test_corsair_fuel_armor_and_heat_sinks():
    unit = ref("Corsair CSR-V12").unit
    assert (unit.type, unit.thrust, unit.heat_sinks) == (FighterType.AEROSPACE, 6, 16)
    # <fuel> 400 points / 80 a ton; the file's own prose says "a fuel load of five tons"
    assert unit.fuel_tons == 5.0
    # <armor> 73 50 50 43 = nose, right wing, left wing, aft; the aft armor is the engine's (D-BLK-3)
    assert unit.armor == {A.NOSE: 73, A.RIGHT_WING: 50, A.LEFT_WING: 50, A.ENGINE: 43}
    assert unit.armor_tons == 13.5  # 216 points; the prose: "thirteen and a half tons of armor"
    assert [m.location for m in unit.weapons].count(F.AFT) == 2  # two small lasers in <Aft Equipment>


def test_fuselage_ammunition_goes_where_there_is_room():
    unit = ref("Chippewa CHP-W5").unit  # nose: 2 LRM 15, SRM 6, 2 medium lasers; 5 bins in the fuselage
    assert unit.ammo == (FighterAmmo(weapon="LRM-15", location=F.NOSE),
                         *[FighterAmmo(weapon="LRM-15", location=F.LEFT_WING)] * 3,
                         FighterAmmo(weapon="SRM-6", location=F.LEFT_WING))


def test_unknown_equipment_is_kept_and_reported_with_its_line():
    result = ref("Coolant Truck (Tracked)")
    unit = result.unit
    # "Vehicle Flamer" is the vehicle flamer of seed 002 (its own item, ammunition-fed: line 509
    # "0.5 6 8 12 14 0.5" tons, its sixth cell; line 513 "12 45 20 10 5 20" shots; decision D-L2W-2,
    # which revises D-IX-3), so its ammunition is known now
    assert [m.item for m in unit.weapons] == ["IS Flamer (Vehicle)", "IS Flamer (Vehicle)"]
    assert unit.ammo == (AmmoLot(weapon="IS Flamer (Vehicle)", tons=2.0),)  # "IS Vehicle Flamer Ammo" x2
    assert unit.cargo_tons == 6.09  # two <transporters> blocks: insulatedcargobay 4.35 and 1.74
    assert {(i.line, i.code) for i in result.issues} == {(36, "BLK-UNSUPPORTED-TECH"), (40, "BLK-UNSUPPORTED-TECH")}


def test_body_equipment_is_kept_in_the_front():
    result = ref("Mobile Headquarters")
    assert WeaponMount(item="Communications Equipment (7 ton)", location=V.FRONT) in result.unit.weapons
    assert (60, "BLK-BODY-ITEM") in {(i.line, i.code) for i in result.issues}
    assert result.unit.cargo_tons == 0.5  # cargobay:0.5:1


def test_duplicate_fluff_is_silent_but_a_differing_duplicate_is_noted():
    assert ref("Condor Heavy Hover Tank").issues == ()  # its fluff blocks appear three times, identical
    issues = ref("Chippewa CHP-W5").issues  # a second <source> at line 147 names another book
    assert [(i.line, i.code) for i in issues] == [(147, "BLK-DUPLICATE-TAG")]


def test_load_unit_reads_blk_files():
    loaded = load_unit(REFERENCE / "Hunter Light Support Tank.blk")
    assert loaded.unit.tonnage == 35 and loaded.issues == ()


# --- composed files -------------------------------------------------------------------------------

def blk(*blocks: tuple[str, str]) -> str:
    return "\n".join(f"<{tag}>\n{value}\n</{tag}>" for tag, value in blocks) + "\n"


def infantry(**values: str) -> str:
    base = {"UnitType": "Infantry", "Name": "Garrison", "Model": "Rifle", "motion_type": "Leg",
            "squad_size": "7", "squadn": "4", "Primary": "InfantryRifle"}
    return blk(*(base | values).items())


def test_infantry_full_strength_platoon():
    result = parse_blk(infantry(), "p.blk")
    # the design; meta only says which header tags the file left out (written back without them)
    assert result.unit.model_copy(update={"meta": {}}) == Infantry(chassis="Garrison", model="Rifle", motive="foot",
                                                                   weapon="rifle")
    assert set(result.unit.meta) == {"blk absent"}
    assert result.issues == ()  # 7 x 4 = 28 men: the full foot rifle platoon (seed 000 table)


def test_infantry_men_anti_mech_and_unknown_weapon():
    unit = parse_blk(infantry(motion_type="Jump", squadn="2", Primary="InfantryLaser", antimek=""), "p.blk").unit
    assert (unit.motive, unit.weapon, unit.men, unit.anti_mech) == ("jump", "laser", 14, True)
    result = parse_blk(infantry(Primary="InfantryGaussRifle"), "p.blk")
    assert result.unit.weapon == "infantrygaussrifle"  # kept for the validator
    assert [(i.line, i.code) for i in result.issues] == [(20, "BLK-UNKNOWN-ITEM")]


def test_unknown_tag_and_stray_line_are_noted_with_their_lines():
    text = infantry() + "stray words\n<frobnicate>\n1\n</frobnicate>\n"
    result = parse_blk(text, "p.blk")
    assert [(i.line, i.code) for i in result.issues] == [(22, "BLK-STRAY-LINE"), (23, "BLK-UNKNOWN-TAG")]


@pytest.mark.parametrize(("text", "line", "words"), [
    ("<Name>\nX\n</Name>\n", None, "no <UnitType>"),
    ("<UnitType>\nBattleArmor\n</UnitType>\n", 2, "no 1987 construction rules"),
    ("<UnitType>\nTank\n</UnitType>\n<armor>\n1\n", 4, "never closed"),
    ("<UnitType>\nTank\n</UnitType>\n<motion_type>\nWiGE\n</motion_type>\n", 4, "not a 1987 vehicle"),
    ("<UnitType>\nTank\n</UnitType>\n<motion_type>\nTracked\n</motion_type>\n<tonnage>\nheavy\n</tonnage>\n", 8,
     "<tonnage> must be a number"),
    ("<UnitType>\nAero\n</UnitType>\n<tonnage>\n20\n</tonnage>\n<SafeThrust>\n6\n</SafeThrust>\n"
     "<armor>\n1\n2\n</armor>\n", 10, "<armor> needs 4 to 4 values"),
    ("<UnitType>\nTank\n</UnitType>\x00", 3, "binary data"),
])
def test_bad_files_raise_format_error_with_file_and_line(text: str, line: int | None, words: str):
    with pytest.raises(FormatError) as caught:
        parse_blk(text, "bad.blk")
    assert (caught.value.source, caught.value.line) == ("bad.blk", line)
    assert words in caught.value.message
    assert str(caught.value).startswith(f"bad.blk:{line}: " if line else "bad.blk: ")


def test_missing_file_is_a_format_error(tmp_path: Path):
    with pytest.raises(FormatError, match="cannot read file"):
        read_blk(tmp_path / "none.blk")
