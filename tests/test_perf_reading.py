"""Reading cheaper (D-SCALE3-): the bounded reader asks the system for the size fstat
gives instead of a megabyte per read, and still reads a file whose size fstat does not know (the
files of /proc say 0) to its end, within the limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.errors import FormatError
from designer.safe_io import read_bytes
from designer.safe_io.reading import READ_CHUNK

PROC_STATUS = Path("/proc/self/status")


def test_a_file_is_read_whole_in_one_size_and_beyond_it(tmp_path):
    body = b"x" * (3 * READ_CHUNK + 17)    # more than one chunk: every byte comes back
    path = tmp_path / "unit.mtf"
    path.write_bytes(body)
    assert read_bytes(path, len(body), "an MTF file") == body
    with pytest.raises(FormatError, match=f"the limit is {len(body) - 1}"):
        read_bytes(path, len(body) - 1, "an MTF file")


@pytest.mark.skipif(not PROC_STATUS.is_file(), reason="no /proc")
def test_a_file_whose_size_fstat_does_not_know_is_read_to_its_end_and_bounded():
    assert PROC_STATUS.stat().st_size == 0   # what the reader's first request is sized on
    text = read_bytes(PROC_STATUS, 1_000_000, "a status file").decode()
    assert text.startswith("Name:") and "\nPid:" in text and text.endswith("\n")
    with pytest.raises(FormatError, match="too large for a status file .* the limit is 10\\)"):
        read_bytes(PROC_STATUS, 10, "a status file")
