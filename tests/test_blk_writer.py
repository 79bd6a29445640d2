"""BLK writer: MegaMek's tag layout, exact round trips (model -> BLK -> model for the 32
library vehicles and fighters read from MegaMek's files, YAML -> BLK -> YAML for the example vehicles, platoons and fighters), atomic
writes and refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import parse_blk, read_blk
from designer.formats.blk_writer import unit_to_blk, write_blk
from designer.formats.convert import convert_file
from designer.formats.errors import FormatError
from designer.formats.yaml_io import read_unit
from designer.fighter.model import FighterLocation
from designer.vehicle.model import VehicleLocation
from tests.conftest import canon, library_stems

LIBRARY_BLK_UNITS = library_stems("vehicles") + library_stems("fighters")
EXAMPLES = Path(__file__).parent.parent / "units" / "examples"
EXAMPLE_FILES = [p for p in sorted(EXAMPLES.glob("*.yaml")) if p.stem.startswith(("vehicle", "infantry", "fighter"))]
UNKNOWN = {"BLK-UNKNOWN-ITEM", "BLK-UNKNOWN-AMMO", "BLK-BODY-ITEM"}


def canonical(unit):
    """BLK groups equipment by location block, so mounts come back in location order (D-BLK-6)."""
    if unit.kind == "vehicle":
        order = list(VehicleLocation)
    elif unit.kind == "fighter":
        order = list(FighterLocation)
    else:
        return unit
    key = lambda entry: order.index(entry.location)  # noqa: E731
    update = {"weapons": tuple(sorted(unit.weapons, key=key))}
    if unit.kind == "fighter":
        update["ammo"] = tuple(sorted(unit.ammo, key=key))
    return unit.model_copy(update=update)


@pytest.mark.parametrize("name", LIBRARY_BLK_UNITS)
def test_reference_round_trip_gives_identical_model(name: str):
    first = canon(name)
    second = parse_blk(unit_to_blk(first), "again.blk")
    assert second.unit == first
    # the written file has no issue of its own: only the unknown items it carries over
    assert {i.code for i in second.issues} <= UNKNOWN
    assert unit_to_blk(second.unit) == unit_to_blk(first)


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_example_yaml_round_trips_through_blk(path: Path):
    unit = read_unit(path)
    result = parse_blk(unit_to_blk(unit), "example.blk")
    assert result.issues == ()
    assert result.unit == canonical(unit)


def test_vehicle_layout_follows_the_reference_file():
    text = unit_to_blk(canon("Hunter Light Support Tank"))
    # blocks as in the reference file: armor front, right, left, rear; ammunition in the body
    for part in ("<UnitType>\nTank\n</UnitType>", "<motion_type>\nTracked\n</motion_type>",
                 "<cruiseMP>\n5\n</cruiseMP>", "<engine_type>\n0\n</engine_type>",
                 "<armor>\n32\n24\n24\n16\n</armor>",
                 "<Body Equipment>\nIS Ammo LRM-20\nIS Ammo LRM-20\n</Body Equipment>",
                 "<Front Equipment>\nLRM 20\n</Front Equipment>", "<Rear Equipment>\nFlamer\n</Rear Equipment>",
                 "<tonnage>\n35.0\n</tonnage>"):
        assert part in text
    assert text.startswith("#building block data file\n<BlockVersion>\n1\n</BlockVersion>")
    assert "<Turret Equipment>" not in text  # four armor values: no turret
    assert "overview" not in text and "capabilities" not in text


def test_vtol_rotor_cargo_and_half_ton_of_mg_ammo():
    text = unit_to_blk(read_unit(EXAMPLES / "vehicle-vtol-hornet.yaml"))
    assert "<UnitType>\nVTOL\n</UnitType>" in text
    assert "<armor>\n32\n26\n26\n10\n2\n</armor>" in text  # the fifth value is the rotor's 2 points
    assert "IS Ammo MG - Half\nIS Ammo SRM-2\n" in text
    assert "<transporters>\ncargobay:1.25:1\n</transporters>" in text


def test_infantry_carried_as_troop_space():
    text = unit_to_blk(read_unit(EXAMPLES / "vehicle-naval-patrol.yaml"))  # foot + motorized platoons
    assert "<UnitType>\nNaval\n</UnitType>" in text
    assert "<transporters>\ncargobay:19:1\ntroopspace:3\ntroopspace:6\n</transporters>" in text


def test_fighter_aft_armor_is_fuselage_plus_engine():
    text = unit_to_blk(read_unit(EXAMPLES / "fighter-aerospace-lancer.yaml"))
    # nose 60, right wing 40, left wing 40, aft = fuselage 36 + engine 32
    assert "<armor>\n60\n40\n40\n68\n</armor>" in text
    assert "<fuselage_armor>\n36\n</fuselage_armor>" in text
    assert "<fuel>\n480\n</fuel>" in text  # 6 tons x 80 points
    assert "<Nose Equipment>\nLarge Laser\nPPC\nSRM 4\nIS Ammo SRM-4\n</Nose Equipment>" in text


def test_conventional_fighter_fuel_and_turbine():
    text = unit_to_blk(read_unit(EXAMPLES / "fighter-conventional-sparrow.yaml"))
    assert "<UnitType>\nConvFighter\n</UnitType>" in text
    assert "<fuel>\n400\n</fuel>" in text  # 2.5 tons x 160 points
    assert "<engine_type>\n1\n</engine_type>" in text


def test_infantry_squads():
    text = unit_to_blk(read_unit(EXAMPLES / "infantry-jump-laser.yaml"))  # full strength: 21 men
    assert "<squad_size>\n7\n</squad_size>\n\n<squadn>\n3\n</squadn>" in text
    assert "<Primary>\nInfantryLaser\n</Primary>" in text and "<antimek>" in text
    platoon = read_unit(EXAMPLES / "infantry-foot-rifle.yaml").model_copy(update={"men": 20})
    text = unit_to_blk(platoon)
    assert "<squad_size>\n10\n</squad_size>\n\n<squadn>\n2\n</squadn>" in text
    assert parse_blk(text, "p.blk").unit == platoon


def test_write_is_atomic_and_readable(tmp_path: Path):
    unit = read_unit(EXAMPLES / "vehicle-tracked-striker.yaml")
    target = tmp_path / "striker.blk"
    write_blk(unit, target)
    assert [p.name for p in tmp_path.iterdir()] == ["striker.blk"]
    assert read_blk(target).unit == canonical(unit)


def test_convert_yaml_to_blk_and_back(tmp_path: Path):
    convert_file(EXAMPLES / "vehicle-submarine-shark.yaml", tmp_path / "shark.blk")
    convert_file(tmp_path / "shark.blk", tmp_path / "shark.yaml")
    assert read_unit(tmp_path / "shark.yaml") == read_unit(EXAMPLES / "vehicle-submarine-shark.yaml")


def test_mech_cannot_be_written_as_blk(tmp_path: Path):
    with pytest.raises(FormatError, match="cannot write a mech as .blk"):
        convert_file(Path(__file__).parent.parent / "units" / "mechs" / "Atlas AS7-D.yaml", tmp_path / "atlas.blk")
    assert not (tmp_path / "atlas.blk").exists()


def test_values_that_do_not_fit_a_line_are_refused():
    unit = read_unit(EXAMPLES / "vehicle-wheeled-scout.yaml")
    with pytest.raises(ValueError, match="one BLK line"):
        unit_to_blk(unit.model_copy(update={"chassis": "Two\nLines"}))
    lot = unit.ammo[0].model_copy(update={"tons": 0.3})
    with pytest.raises(ValueError, match="half tons"):
        unit_to_blk(unit.model_copy(update={"ammo": (lot,)}))
