"""Each vehicle finding code has a failing and a passing example in tests/findings/<CODE>/, and
every example in units/examples validates without errors."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from designer.vehicle.model import Vehicle
from designer.rules.findings import REGISTRY, Severity
from designer.vehicle.validation import check_vehicle

ROOT = Path(__file__).parent
CODES = sorted(code for code, spec in REGISTRY.specs.items() if spec.kind == "vehicle")


def load(path: Path) -> Vehicle:
    return Vehicle.model_validate(yaml.safe_load(path.read_text()))


def expected(path: Path) -> tuple[str, str]:
    first = path.read_text().splitlines()[0]
    code, _, location = first.removeprefix("# expect: ").partition(" at ")
    return code.strip(), location.strip()


@pytest.mark.parametrize("code", CODES)
def test_bad_example_raises_its_code(code):
    bad = ROOT / "findings" / code / "bad.yaml"
    want_code, want_location = expected(bad)
    assert want_code == code
    found = {(f.code, f.location or "-") for f in check_vehicle(load(bad))}
    assert (code, want_location) in found


@pytest.mark.parametrize("code", CODES)
def test_good_example_has_no_error(code):
    good = ROOT / "findings" / code / "good.yaml"
    assert not [f for f in check_vehicle(load(good)) if f.severity is Severity.ERROR]


@pytest.mark.parametrize("path", sorted((ROOT.parent / "units" / "examples").glob("vehicle-*.yaml")),
                         ids=lambda p: p.name)
def test_examples_are_clean(path):
    assert check_vehicle(load(path)) == []


def test_every_motive_type_has_an_example():
    motives = {load(p).motive.value for p in (ROOT.parent / "units" / "examples").glob("vehicle-*.yaml")}
    assert motives == {"tracked", "wheeled", "hover", "hydrofoil", "naval", "submarine", "vtol"}
