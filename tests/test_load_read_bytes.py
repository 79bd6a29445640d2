"""``load_unit(path, data=...)`` (the index reads each file once and parses the bytes it digests)
gives what reading the file gives: the same unit and issues, or the same one-line error, for every
MTF and BLK file in the repository's tests (good files and the bad inputs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.safe_io import MAX_YAML_BYTES

TESTS = Path(__file__).resolve().parent
FILES = sorted(path for folder in ("data", "bad_inputs") for path in (TESTS / folder).rglob("*")
               if path.suffix.lower() in (".mtf", ".blk") and path.is_file()
               and path.stat().st_size <= MAX_YAML_BYTES)


def _outcome(path: Path, data: bytes | None) -> object:
    try:
        loaded = load_unit(path, for_writing=False, data=data)
    except FormatError as error:
        return ("error", str(error))
    return (loaded.unit.model_dump(), loaded.issues)


def test_the_files_are_there() -> None:
    assert len(FILES) > 20


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_bytes_already_read_load_as_the_file_does(path: Path) -> None:
    assert _outcome(path, path.read_bytes()) == _outcome(path, None)
