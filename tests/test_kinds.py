"""The unit kind registry (designer/kinds.py): every dispatch on a unit's kind goes through it, and
a new kind is one package plus one registration (tests/toy_kind)."""

from __future__ import annotations

import pytest

from designer.battleforce import UnsupportedUnitError, unit_values
from designer.editing.units import blank_unit
from designer.formats.errors import FormatError
from designer.formats.yaml_io import parse_unit
from designer.kinds import kind_names, register_kind, unit_kind, unregister_kind
from designer.model.units import Vehicle
from designer.rules import validate
from designer.rules.summary import summarize
from designer.vehicle import validation as vehicle_validation
from tests.toy_kind import TOY, Toy

TOY_FILE = "kind: toy\nschema: 1\nchassis: Tin Soldier\nmodel: TS-1\ntonnage: 12\n"


@pytest.fixture
def toy_registered():
    register_kind(TOY)
    yield TOY
    unregister_kind("toy")


def test_every_kind_is_registered_with_its_pieces():
    # every registered kind: tests/test_kind_conformance.py checks each piece it names
    assert kind_names()[:5] == ("mech", "vehicle", "fighter", "building", "infantry")
    for kind in kind_names():
        spec = unit_kind(kind)
        assert callable(spec.piece("validator")) and callable(spec.piece("summarizer"))
        assert spec.model.model_fields["kind"].default == kind


def test_a_toy_kind_is_read_validated_summarised_and_listed(toy_registered):
    assert "toy" in kind_names()
    toy = parse_unit(TOY_FILE, "toy.yaml")
    assert isinstance(toy, Toy) and toy.tonnage == 12
    report = validate(toy)
    assert report.codes() == {"TOY-TOO-HEAVY"}
    assert "12" in report.findings[0].message
    summary = summarize(toy)
    assert (summary.name, summary.kind, summary.tonnage) == ("Tin Soldier TS-1", "toy", 12)
    assert blank_unit("toy") == Toy(chassis="New Toy", tonnage=1)
    with pytest.raises(UnsupportedUnitError):
        unit_values(toy)  # the toy names no BattleForce converter


def test_an_unregistered_kind_is_a_format_error_naming_the_known_kinds():
    with pytest.raises(FormatError) as error:
        parse_unit(TOY_FILE, "toy.yaml")
    assert "unknown unit kind 'toy'" in str(error.value) and "vehicle" in str(error.value)


def test_a_kind_cannot_be_registered_twice_with_other_pieces(toy_registered):
    other = unit_kind("vehicle")
    with pytest.raises(ValueError):
        register_kind(
            type(other)("toy", "Other toy", Vehicle, validator=other.validator, summarizer=other.summarizer)
        )


def test_a_crashing_check_of_any_kind_becomes_its_check_failed_finding(monkeypatch):
    def broken(vehicle):
        raise ZeroDivisionError("boom")
        yield  # pragma: no cover

    checks = (broken, *vehicle_validation.CHECKS)
    monkeypatch.setattr(vehicle_validation, "CHECKS", checks)
    report = validate(blank_unit("vehicle"))
    failed = [f for f in report.findings if f.code == "VEHICLE-CHECK-FAILED"]
    assert len(failed) == 1 and "broken failed: ZeroDivisionError: boom" in failed[0].message
    # the other checks still ran: a 20-ton tank with nothing in it is underweight
    assert "VEHICLE-UNDERWEIGHT" in report.codes()
