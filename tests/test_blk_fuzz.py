"""Fuzzing the BLK reader: any text either reads (with issues) or raises FormatError with its
source set; no other exception may escape, and whatever was read can be written."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from designer.formats.blk import BlkResult, parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.errors import FormatError

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "reference" / "megamek-units"
TEXTS = [path.read_text(encoding="utf-8") for path in sorted(REFERENCE.glob("*.blk"))]
FUZZ = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Fragments that steer mutations towards the format's own vocabulary.
TOKENS = st.sampled_from([
    "<UnitType>", "</UnitType>", "Tank", "Aero", "ConvFighter", "Infantry", "BattleArmor", "<armor>", "</armor>",
    "<tonnage>", "</tonnage>", "-5", "0", "99999999", "1e9", "35.5", "<motion_type>", "WiGE", "VTOL", "Submarine",
    "<cruiseMP>", "<SafeThrust>", "<fuel>", "abc", "IS Ammo MG - Half", "IS Gauss Ammo", "Autocannon/20:OMNI",
    "Medium Laser (R)", "LRM 20:SIZE:2", "<Turret Equipment>", "</Turret Equipment>", "<transporters>",
    "troopspace:3.0", "cargobay:x:1", "<fuselage_armor>", "<squad_size>", "</squadn>", "#", "", "\t", "<>", "</>",
])


def check(text: str) -> None:
    try:
        result = parse_blk(text, "fuzz.blk")
    except FormatError as error:
        assert error.source == "fuzz.blk"
        assert "cannot read as a BLK" not in error.message  # the reader's safety net: a bug
        return
    assert isinstance(result, BlkResult)
    try:
        unit_to_blk(result.unit)  # whatever was read can be written...
    except ValueError as error:  # ...unless a value cannot be held on one BLK line
        assert "BLK line" in str(error) or "tons" in str(error)


@FUZZ
@given(st.text(max_size=400))
def test_arbitrary_text(text: str):
    check(text)


@FUZZ
@given(st.sampled_from(TEXTS), st.floats(min_value=0, max_value=1))
def test_truncated_reference_files(text: str, fraction: float):
    check(text[: int(len(text) * fraction)])


@FUZZ
@given(st.sampled_from(TEXTS), st.lists(st.tuples(st.floats(0, 1), st.integers(0, 2), TOKENS), max_size=8))
def test_reference_files_with_lines_deleted_or_mutated(text: str, edits: list[tuple[float, int, str]]):
    lines = text.splitlines()
    for where, action, token in edits:
        if not lines:
            break
        index = int(where * (len(lines) - 1))
        if action == 0:
            del lines[index]
        elif action == 1:
            lines[index] = token
        else:
            lines.insert(index, token)
    check("\n".join(lines))


@FUZZ
@given(st.sampled_from(TEXTS), st.binary(max_size=40), st.floats(0, 1))
def test_reference_files_with_noise_spliced_in(text: str, noise: bytes, where: float):
    cut = int(len(text) * where)
    check(text[:cut] + noise.decode("latin-1") + text[cut:])
