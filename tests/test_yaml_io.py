"""YAML unit files: round trip, file:line errors, atomic saves."""

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from mech_strategies import designs

from designer.formats import FormatError, dump_unit, parse_unit, read_unit, write_unit
from designer.formats.yaml_io import atomic_write_text

UNITS = Path(__file__).parent / "units"


@pytest.mark.parametrize("name", ["merlin", "hatchetman", "goliath", "merlin-lam"])
def test_load_save_load_gives_an_identical_model(name, tmp_path):
    unit = read_unit(UNITS / f"{name}.yaml")
    write_unit(unit, tmp_path / "copy.yaml")
    assert read_unit(tmp_path / "copy.yaml") == unit


def test_saved_file_starts_with_kind_and_schema(merlin):
    text = dump_unit(merlin)
    assert text.splitlines()[:3] == ["kind: mech", "schema: 2", "chassis: Merlin"]  # schema 2: construction types


def test_malformed_yaml_names_file_and_line():
    with pytest.raises(FormatError) as info:
        parse_unit("kind: mech\nchassis: Merlin\ntonnage: [60\n", "m.yaml")
    # the file stops on line 3, inside the list that line opens (line 4 does not exist)
    assert str(info.value).startswith("m.yaml:3: malformed YAML")


def test_unknown_key_names_its_line():
    text = "kind: mech\nchassis: Merlin\ntonnage: 60\nengine_rating: 240\nwalking_mp: 4\nwings: 2\n"
    with pytest.raises(FormatError) as info:
        parse_unit(text, "m.yaml")
    assert str(info.value) == "m.yaml:6: unknown key 'wings'"


def test_wrong_type_names_its_line():
    text = "kind: mech\nchassis: Merlin\ntonnage: sixty\nengine_rating: 240\nwalking_mp: 4\n"
    with pytest.raises(FormatError) as info:
        parse_unit(text, "m.yaml")
    assert str(info.value).startswith("m.yaml:3: tonnage:")


def test_nested_error_points_at_the_mount_line():
    text = ("kind: mech\nchassis: M\ntonnage: 20\nengine_rating: 120\nwalking_mp: 6\nequipment:\n"
            "  - {item: Medium Laser, location: XX, slot: 5}\n")
    with pytest.raises(FormatError) as info:
        parse_unit(text, "m.yaml")
    assert str(info.value).startswith("m.yaml:7: equipment.0.location:")


def test_negative_values_are_rejected_on_load():
    text = "kind: mech\nchassis: M\ntonnage: -20\nengine_rating: 120\nwalking_mp: 6\n"
    with pytest.raises(FormatError, match="m.yaml:3"):
        parse_unit(text, "m.yaml")


@pytest.mark.parametrize("text", ["", "- a list\n", "kind: starship\n", "just text", "kind: mech\nschema: 9\n"])
def test_not_a_unit_is_a_format_error(text):
    with pytest.raises(FormatError):
        parse_unit(text, "x.yaml")


def test_binary_file_is_a_format_error(tmp_path):
    path = tmp_path / "binary.yaml"
    path.write_bytes(b"\x00\xff\xfe garbage")
    with pytest.raises(FormatError, match="binary.yaml"):
        read_unit(path)


def test_missing_file_is_a_format_error(tmp_path):
    with pytest.raises(FormatError, match="cannot read file"):
        read_unit(tmp_path / "nope.yaml")


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "unit.yaml"
    target.write_text("old content", encoding="utf-8")

    def failing_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        atomic_write_text(target, "new content")
    assert target.read_text(encoding="utf-8") == "old content"
    # no temporary file left behind; the backup copy of the old version is kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["unit.yaml", "unit.yaml.bak"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores folder permissions")
def test_save_into_read_only_folder_raises_oserror(tmp_path, merlin):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(OSError):
            write_unit(merlin, folder / "m.yaml")
    finally:
        folder.chmod(0o700)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(designs)
def test_any_design_round_trips_through_yaml(mech):
    assert parse_unit(dump_unit(mech), "generated.yaml") == mech


def test_saving_keeps_the_previous_version_as_backup(tmp_path, merlin):
    from designer.formats.yaml_io import backup_path

    target = tmp_path / "m.yaml"
    target.write_text("previous version", encoding="utf-8")
    write_unit(merlin, target)
    assert backup_path(target).read_text(encoding="utf-8") == "previous version"
    assert read_unit(target) == merlin
