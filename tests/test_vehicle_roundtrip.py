"""Every vehicle, infantry, building and fighter example reads through designer.formats and
survives save -> load unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.yaml_io import dump_unit, parse_unit, read_unit

EXAMPLES = Path(__file__).parent.parent / "units" / "examples"
PATHS = sorted(p for prefix in ("vehicle", "infantry", "building", "fighter")
               for p in EXAMPLES.glob(f"{prefix}-*.yaml"))


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_round_trip(path):
    unit = read_unit(path)
    assert parse_unit(dump_unit(unit)) == unit


def test_every_kind_has_examples():
    kinds = {read_unit(p).kind for p in PATHS}
    assert kinds == {"vehicle", "infantry", "building", "fighter"}
