"""No number in a unit file makes any command overflow or run without
bound. Every number field of every unit kind, given each hostile value, is either refused when
read (one line, the file and line) or is a design the rules judge; docs/limits.md states the
limits the code enforces."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from designer.battleforce.unit_values import UnsupportedUnitError, unit_values
from designer.cli import main
from designer.formats.errors import FormatError
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.kinds import unit_kind
from designer.mech.model import Mech
from designer.model.limits import DEFAULT, LIMITS, MAX_ITEMS, _number_kind
from designer.rules import validate
from designer.rules.summary import summarize

HERE = Path(__file__).parent
BAD = HERE / "bad_inputs"
DOC = Path(__file__).parents[1] / "docs" / "limits.md"

BASE = {
    "mech": "kind: mech\nschema: 1\nchassis: M\ntonnage: 60\nengine_rating: 240\nwalking_mp: 4\n",
    "vehicle": "kind: vehicle\nschema: 1\nchassis: V\nmotive: tracked\ntonnage: 40\ncruise_mp: 4\n",
    "fighter": "kind: fighter\nschema: 1\nchassis: F\ntonnage: 50\nthrust: 6\n",
    "building": "kind: building\nschema: 1\nchassis: B\ncf: 40\n",
    "infantry": "kind: infantry\nschema: 1\nchassis: I\nmotive: foot\nweapon: rifle\n",
}
HOSTILE = [
    "true",
    ".inf",
    "-.inf",
    ".nan",
    "1e308",
    "-1e308",
    "1" + "0" * 309,
    str(2**31),
    str(-(2**31)),
    str(2**63),
    "1" * 4300,
    "'1e400'",
    "-1",
    "0",
]


def _number_fields(kind: str) -> list[str]:
    fields = unit_kind(kind).model.model_fields
    return [
        name
        for name, field in fields.items()
        if _number_kind(field.annotation) is not None and name != "schema_"
    ]


def _with(kind: str, field: str, value: str) -> str:
    lines = [line for line in BASE[kind].splitlines() if not line.startswith(f"{field}:")]
    return "\n".join(lines) + f"\n{field}: {value}\n"


CASES = [(kind, field, value) for kind in BASE for field in _number_fields(kind) for value in HOSTILE]


@pytest.mark.parametrize(("kind", "field", "value"), CASES)
def test_a_hostile_number_is_refused_or_judged(kind, field, value):
    text = _with(kind, field, value)
    try:
        unit = parse_unit(text, "hostile.yaml")
    except FormatError as error:
        assert error.line is not None and "\n" not in str(error)
        return
    validate(unit)  # judged by the rules: findings, never an exception
    summarize(unit)
    dump_unit(unit)
    try:
        unit_values(unit)
    except UnsupportedUnitError:
        pass


def test_every_number_of_a_limit_is_accepted_at_the_limit_and_refused_beyond():
    for field in ("tonnage", "engine_rating", "walking_mp", "heat_sinks"):
        limit = LIMITS[field]
        assert getattr(parse_unit(_with("mech", field, str(int(limit.high)))), field) == limit.high
        with pytest.raises(FormatError, match=f"{field}: {int(limit.high) + 1} is beyond the sane limit"):
            parse_unit(_with("mech", field, str(int(limit.high) + 1)))


def test_the_model_itself_refuses_numbers_that_would_overflow():
    from pydantic import ValidationError

    for value in (2**31, 10**309, float("inf"), True):
        with pytest.raises(ValidationError):
            Mech(chassis="X", tonnage=value, engine_rating=240, walking_mp=4)
    with pytest.raises(ValidationError, match="1001 entries"):
        Mech(
            chassis="X",
            tonnage=60,
            engine_rating=240,
            walking_mp=4,
            equipment=[{"item": "Flamer"}] * (MAX_ITEMS + 1),
        )


OVERFLOWING = [
    "armor-tons-1e308.yaml",
    "fighter-fuel-inf.yaml",
    "vehicle-ammo-1e308.yaml",
    "tonnage-2e31.yaml",
    "building-turret-armor-inf.yaml",
    "heat-sinks-10M.yaml",
    "engine-4300-digits.yaml",
]


@pytest.mark.parametrize("name", OVERFLOWING)
@pytest.mark.parametrize("extension", [".blk", ".mtf", ".yaml"])
def test_convert_of_an_overflowing_file_is_one_line(name, extension, tmp_path, capsys):
    # once `fuel_tons: .inf` on convert to .blk raised OverflowError
    target = tmp_path / f"out{extension}"
    assert main(["convert", str(BAD / name), str(target)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{BAD / name}:") and "\n" not in err and not target.exists()


def test_docs_state_every_limit():
    text = DOC.read_text(encoding="utf-8")
    for field, limit in LIMITS.items():
        name = "schema" if field == "schema_" else field
        row = re.search(rf"^\| `{name}` \| (-?[\d,]+) \| (-?[\d,]+) \|", text, re.MULTILINE)
        assert row, f"docs/limits.md has no row for {name}"
        assert (float(row[1].replace(",", "")), float(row[2].replace(",", ""))) == (limit.low, limit.high), (
            name
        )
    assert f"{int(DEFAULT.high):,}" in text and f"{MAX_ITEMS:,}" in text
