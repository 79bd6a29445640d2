"""Fuzzing the BLK reader: any text either reads (with issues) or raises FormatError with its
source set; no other exception may escape, and whatever was read can be written."""

from __future__ import annotations

from designer.formats.blk import BlkResult, parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.errors import FormatError
from tests.conftest import canon, library_stems
from tests.text_fuzz import fuzz_tests

# Seeds: the library designs as written by the BLK writer (the MegaMek files themselves are
# fuzzed by tests/test_corpus_blk_fuzz.py).
TEXTS = [unit_to_blk(canon(name)) for name in library_stems("vehicles") + library_stems("fighters")]

# Fragments that steer mutations towards the format's own vocabulary.
TOKENS = [
    "<UnitType>", "</UnitType>", "Tank", "Aero", "ConvFighter", "Infantry", "BattleArmor", "<armor>", "</armor>",
    "<tonnage>", "</tonnage>", "-5", "0", "99999999", "1e9", "35.5", "<motion_type>", "WiGE", "VTOL", "Submarine",
    "<cruiseMP>", "<SafeThrust>", "<fuel>", "abc", "IS Ammo MG - Half", "IS Gauss Ammo", "Autocannon/20:OMNI",
    "Medium Laser (R)", "LRM 20:SIZE:2", "<Turret Equipment>", "</Turret Equipment>", "<transporters>",
    "troopspace:3.0", "cargobay:x:1", "<fuselage_armor>", "<squad_size>", "</squadn>", "#", "", "\t", "<>", "</>",
]


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


(test_arbitrary_text, test_truncated_reference_files, test_reference_files_with_lines_deleted_or_mutated,
 test_reference_files_with_noise_spliced_in) = fuzz_tests(check, TEXTS, TOKENS, 80)
