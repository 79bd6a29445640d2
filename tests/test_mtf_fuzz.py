"""Fuzzing the MTF reader: any text either reads (with issues) or raises FormatError with its
source set; no other exception may escape (STYLE.md 12)."""

from __future__ import annotations

from designer.formats.errors import FormatError
from designer.mech.mtf import MtfResult, parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from tests.conftest import canon, library_stems
from tests.text_fuzz import fuzz_tests

# Seeds: the library designs as written by the MTF writer (the MegaMek files themselves are
# fuzzed by tests/test_corpus_mtf_fuzz.py).
TEXTS = [mech_to_mtf(canon(name)) for name in library_stems("mechs")]

# Fragments that steer mutations towards the format's own vocabulary.
TOKENS = [
    "-Empty-", "mass:", "mass:0", "mass:-5", "engine:", "engine:99999999 Fusion Engine", "Config:Quad",
    "Config:Tripod", "Left Arm:", "Head:", "Rear Left Leg:", "IS Ammo MG - Half", "IS Ammo Gauss",
    "Autocannon/20", "Hatchet", "Medium Laser (R)(T)", "Weapons:99", "Version:1.0", "heat sinks:x Double",
    "LA armor:abc", "RTC armor:-3", "Fusion Engine", "Lower Arm Actuator", "", "\t", ":", "Gyro",
]


def check(text: str) -> None:
    try:
        result = parse_mtf(text, "fuzz.mtf")
    except FormatError as error:
        assert error.source == "fuzz.mtf"
        assert "cannot read as an MTF" not in error.message  # the reader's safety net: a bug
        return
    assert isinstance(result, MtfResult)
    mech_to_mtf(result.mech)  # whatever was read can be written


(test_arbitrary_text, test_truncated_reference_files, test_reference_files_with_lines_deleted_or_mutated,
 test_reference_files_with_noise_spliced_in) = fuzz_tests(check, TEXTS, TOKENS, 100)
