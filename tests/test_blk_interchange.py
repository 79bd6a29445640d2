"""BLK interchange: MegaMek's ammunition shot counts, cargo
equipment lines, a <Model> written inside <Name>, support vehicles refused with the rules they need,
every tag the rules do not read kept in ``meta`` and written back (year, type, troop space, engine),
CR line endings, linear parsing of long lines.

Every BLK text here is built in the test from the Outrider example (units/examples/
vehicle-wheeled-scout.yaml: a 20-ton wheeled ICE scout car with a machine gun, half a ton of its
ammunition and a turret medium laser) written by our writer, then edited line by line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.errors import FormatError
from designer.formats.yaml_io import dump_unit, parse_unit, read_unit
from designer.vehicle.model import AmmoLot, PowerPlant

OUTRIDER = Path(__file__).parent.parent / "units" / "examples" / "vehicle-wheeled-scout.yaml"


def outrider_text() -> str:
    return unit_to_blk(read_unit(OUTRIDER))


def replace_block(text: str, tag: str, *values: str) -> str:
    start = text.index(f"<{tag}>")
    end = text.index(f"</{tag}>", start) + len(tag) + 3
    return text[:start] + "\n".join([f"<{tag}>", *values, f"</{tag}>"]) + text[end:]


@pytest.mark.parametrize(
    ("spelling", "tons"),
    [
        ("ISMG Ammo (200)", 1.0),
        ("ISMG Ammo (100)", 0.5),
        ("IS Machine Gun Ammo - Half", 0.5),
        ("IS Machine Gun Ammo - Full", 1.0),
        ("IS Ammo MG - Half", 0.5),
        ("IS Ammo MG - Full", 1.0),
    ],
)
def test_machine_gun_ammunition_spellings(spelling, tons):
    # a machine gun fires 200 shots a ton (seed 000 lines 4797-4834): (200) is a ton, (100) half
    result = parse_blk(replace_block(outrider_text(), "Body Equipment", spelling))
    assert result.unit.ammo == (AmmoLot(weapon="Machine Gun", tons=tons),)
    assert [m.item for m in result.unit.weapons] == ["Machine Gun", "Medium Laser"]
    assert result.issues == ()


@pytest.mark.parametrize("block", ["Front Equipment", "Body Equipment"])
def test_shot_count_ammunition_is_never_a_weapon(block):
    text = replace_block(outrider_text(), "Body Equipment")
    text = replace_block(
        text, block, *(["Machine Gun"] if block == "Front Equipment" else []), "ISMG Ammo (100)"
    )
    unit = parse_blk(text).unit
    assert unit.ammo == (AmmoLot(weapon="Machine Gun", tons=0.5),)
    assert [m.item for m in unit.weapons].count("Machine Gun") == 1


@pytest.mark.parametrize(
    ("line", "tons"), [("Cargo (1 ton)", 1.0), ("Cargo (0.5 tons)", 0.5), ("Cargo (2 tons)", 2.0)]
)
def test_cargo_lines_are_cargo_space(line, tons):
    # read as <transporters> cargo bays are (D-BLK-9, D-BLK-12)
    result = parse_blk(replace_block(outrider_text(), "Body Equipment", "IS Ammo MG - Half", line))
    assert result.unit.cargo_tons == tons
    assert "Cargo" not in [m.item for m in result.unit.weapons]
    assert result.issues == ()


def test_model_inside_name_is_read_and_noted():
    text = replace_block(outrider_text(), "Model")
    text = replace_block(text, "Name", "Outrider", "<Model>", "Wheeled Scout", "</Model>")
    result = parse_blk(text, "o.blk")
    assert (result.unit.chassis, result.unit.model) == ("Outrider", "Wheeled Scout")
    line = text.split("\n").index("<Model>") + 1
    assert [(i.line, i.code) for i in result.issues] == [(line, "BLK-NESTED-TAG")]


def test_only_a_fixed_wing_support_vehicle_flies():
    text = replace_block(outrider_text(), "motion_type", "Aerodyne")
    with pytest.raises(FormatError) as error:
        parse_blk(text, "s.blk")
    assert "FixedWingSupport" in error.value.message   # decision D-SV-2


@pytest.mark.parametrize("unit_type", ["SupportTank", "LargeSupportTank", "SupportVTOL", "FixedWingSupport"])
def test_a_support_vehicle_without_its_bar_is_refused_in_one_line(unit_type):
    # support vehicles are read (decision D-SV-1); their <barrating> is required
    text = replace_block(outrider_text(), "UnitType", unit_type)
    with pytest.raises(FormatError) as error:
        parse_blk(text, "s.blk")
    assert "<barrating>" in error.value.message


def test_year_type_troop_space_and_engine_are_kept_as_read():
    text = replace_block(outrider_text(), "year", "2803")
    text = replace_block(text, "type", "IS Level 2")
    text = replace_block(text, "engine_type", "2")  # an XL engine, read as fusion (noted)
    text = text.replace("<cruiseMP>", "<transporters>\ntroopspace:2.0\n</transporters>\n\n<cruiseMP>")
    text = text.replace("<tonnage>", "<mul id:>\n1234\n</mul id:>\n\n<role>\nScout\n</role>\n\n<tonnage>")
    result = parse_blk(text)
    assert result.unit.engine is PowerPlant.FUSION
    # troop space that carries no 1987 platoon is troop space, not cargo (D-VEH-TROOPS, amending D-BLK-9)
    assert (result.unit.troop_space_tons, result.unit.cargo_tons) == (2.0, 0.0)
    written = unit_to_blk(result.unit)
    for block in (
        "<year>\n2803\n</year>",
        "<type>\nIS Level 2\n</type>",
        "<engine_type>\n2\n</engine_type>",
        "<transporters>\ntroopspace:2.0\n</transporters>",
        "<mul id:>\n1234\n</mul id:>",
        "<role>\nScout\n</role>",
    ):
        assert block in written
    assert parse_blk(written).unit == result.unit
    assert parse_unit(dump_unit(result.unit)) == result.unit


def test_a_kept_block_is_not_written_once_the_design_changed():
    text = outrider_text().replace(
        "<cruiseMP>", "<transporters>\ntroopspace:2.0\n</transporters>\n\n<cruiseMP>"
    )
    unit = parse_blk(text).unit
    edited = unit.model_copy(update={"cargo_tons": 3.0})
    written = unit_to_blk(edited)
    assert "troopspace:2.0" not in written and "cargobay:3:1" in written


def test_comments_are_kept():
    text = outrider_text().replace("<Version>", "##write the version number just in case...\n<Version>")
    unit = parse_blk(text).unit
    assert "##write the version number just in case...\n<Version>" in unit_to_blk(unit)


def test_cr_only_line_endings():
    text = outrider_text()
    assert parse_blk(text.replace("\n", "\r")).unit == parse_blk(text).unit


@pytest.mark.parametrize(
    "line",
    [
        "Medium Laser" + " " * 150_000 + "(R)",
        "IS Ammo" + " " * 150_000 + "MG",
        "ISMG Ammo" + " " * 150_000 + "(100)",
    ],
)
def test_long_equipment_lines_parse_in_linear_time(line):
    # a quadratic suffix pattern took 202 s on a 150 KB line
    result = parse_blk(replace_block(outrider_text(), "Front Equipment", "Machine Gun", line))
    assert result.unit.chassis == "Outrider"


def test_a_150_kb_equipment_name_is_refused_with_its_line():
    # the same pattern on a name of 149,995 characters: read in linear time, then refused as text
    # beyond the sane limit of a name (docs/limits.md), with the line it stands on
    text = replace_block(outrider_text(), "Front Equipment", "Machine Gun", "x Ammo" * 25_000)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("x Ammo"))
    with pytest.raises(FormatError) as refused:
        parse_blk(text)
    assert str(refused.value) == (f"<input>:{line}: weapon: 149,995 characters of text; the sane limit "
                                  "is 500 (docs/limits.md)")


def test_a_line_break_in_a_name_is_refused():
    vehicle = read_unit(OUTRIDER).model_copy(update={"chassis": "X\n</Name>\n<tonnage>\n100"})
    with pytest.raises(ValueError, match="one BLK line"):
        unit_to_blk(vehicle)
    with pytest.raises(ValueError):
        unit_to_blk(read_unit(OUTRIDER).model_copy(update={"meta": {"role": "x\n</role>"}}))


def test_tags_the_file_left_out_stay_out():
    # a file without <year>, <type> and <engine_type> (absent: fusion) and with no empty equipment
    # blocks comes back without them; a design edited to an ICE engine gets its <engine_type>
    text = outrider_text()
    for tag in ("year", "type", "engine_type", "Right Equipment", "Left Equipment", "Rear Equipment"):
        text = replace_block(text, tag).replace(f"<{tag}>\n</{tag}>\n\n", "")
    unit = parse_blk(text).unit
    assert unit.engine is PowerPlant.FUSION
    written = unit_to_blk(unit)
    for tag in ("<year>", "<type>", "<engine_type>", "<Right Equipment>", "<Rear Equipment>"):
        assert tag not in written
    assert parse_blk(written).unit == unit
    ice = unit_to_blk(unit.model_copy(update={"engine": PowerPlant.ICE}))
    assert "<engine_type>\n1\n</engine_type>" in ice


def test_battle_armor_handles_are_kept():
    # MegaMek's "BattleArmorHandles - troopers:-1" (the Ajax and 31 more canon vehicles): a mechanized
    # battle armor squad rides on the outside; the reader keeps it (it noted it "ignored") and the writer
    # writes it back (decision D-SHEET4-BA1)
    text = outrider_text().replace(
        "<cruiseMP>", "<transporters>\nBattleArmorHandles - troopers:-1\n</transporters>\n\n<cruiseMP>")
    result = parse_blk(text)
    assert result.unit.battle_armor_handles
    assert not [issue for issue in result.issues if "BattleArmorHandles" in issue.message]
    written = unit_to_blk(result.unit)
    assert "<transporters>\nBattleArmorHandles - troopers:-1\n</transporters>" in written
    assert parse_blk(written).unit == result.unit
    assert parse_unit(dump_unit(result.unit)) == result.unit
