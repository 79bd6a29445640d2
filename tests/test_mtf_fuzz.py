"""Fuzzing the MTF reader: any text either reads (with issues) or raises FormatError with its
source set; no other exception may escape (STYLE.md 12)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from designer.formats.errors import FormatError
from designer.formats.mtf import MtfResult, parse_mtf
from designer.formats.mtf_writer import mech_to_mtf

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "reference" / "megamek-units"
TEXTS = [path.read_text(encoding="utf-8") for path in sorted(REFERENCE.glob("*.mtf"))]
FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Fragments that steer mutations towards the format's own vocabulary.
TOKENS = st.sampled_from([
    "-Empty-", "mass:", "mass:0", "mass:-5", "engine:", "engine:99999999 Fusion Engine", "Config:Quad",
    "Config:Tripod", "Left Arm:", "Head:", "Rear Left Leg:", "IS Ammo MG - Half", "IS Ammo Gauss",
    "Autocannon/20", "Hatchet", "Medium Laser (R)(T)", "Weapons:99", "Version:1.0", "heat sinks:x Double",
    "LA armor:abc", "RTC armor:-3", "Fusion Engine", "Lower Arm Actuator", "", "\t", ":", "Gyro",
])


def check(text: str) -> None:
    try:
        result = parse_mtf(text, "fuzz.mtf")
    except FormatError as error:
        assert error.source == "fuzz.mtf"
        assert "cannot read as an MTF" not in error.message  # the reader's safety net: a bug
        return
    assert isinstance(result, MtfResult)
    mech_to_mtf(result.mech)  # whatever was read can be written


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
