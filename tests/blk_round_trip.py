"""What a BLK file loses when it is read and written again (docs/interchange.md): the corpus
tests of every BLK kind ask the same three questions of each file."""

from __future__ import annotations

from pathlib import Path

from designer.formats.blk import parse_blk, read_blk
from designer.formats.blk_writer import unit_to_blk
from tests.test_corpus_interchange import normal

# A doubly encoded byte order mark ("\ufeff" read as Latin-1 and saved as UTF-8) opens one canon
# vehicle file's first line; the writer writes the plain first line (docs/interchange.md, as the BOM
# itself).
MOJIBAKE_BOM = "\u00ef\u00bb\u00bf"


def lost_in_round_trip(path: Path) -> list[str]:
    """The file's lines (normalised) missing from what is written back, then "reads back
    differently" when the written text is another unit and "writes differently" when writing it
    again changes it; empty: the round trip is lossless."""
    unit = read_blk(path).unit
    source = path.read_text(encoding="utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    written = unit_to_blk(unit)
    missing = {normal(line.removeprefix(MOJIBAKE_BOM)) for line in source.split("\n") if line.strip()}
    lost = sorted(missing - {normal(line) for line in written.split("\n")})
    if parse_blk(written, "again").unit != unit:
        lost.append("reads back differently")
    if unit_to_blk(unit) != written:
        lost.append("writes differently")
    return lost
