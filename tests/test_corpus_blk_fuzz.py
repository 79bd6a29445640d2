"""Corpus: the BLK fuzz tests (tests/test_blk_fuzz.py) seeded with MegaMek's own files in
../shared/reference/megamek-units/ (through the ``reference_dir`` fixture), whose quirks the
writer's output does not have."""

from tests.test_blk_fuzz import TOKENS, check
from tests.text_fuzz import fuzz_tests


def test_reference_files_fuzzed(reference_dir):
    files = sorted((reference_dir / "megamek-units").glob("*.blk"))
    texts = [path.read_text(encoding="utf-8") for path in files]
    assert texts
    _, truncated, lines_edited, noise_spliced = fuzz_tests(check, texts, TOKENS, 80)
    for fuzz in (truncated, lines_edited, noise_spliced):
        fuzz()
