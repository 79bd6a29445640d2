"""The 29 canon Level 2 ProtoMechs of ../shared/reference/level2-blk/protomechs: each file
read once; every line comes back when written again (the normalisations of docs/interchange.md) and
the written file reads back as the same design; how many validate; docs/protomech-rejections.md
current."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import parse_blk, read_blk
from designer.formats.blk_writer import unit_to_blk
from tools import protomech_report as report
from designer.rules.validate import validate

# Every file validates. The Minotaur 2 weighs its 9 tons exactly with MegaMek's ProtoMech kilograms a
# shot for LB 2-X ammunition (20 kg, not 1000 / 45; decision D-PM3-1): 0.9 structure + 1.0 engine
# (rating 45) + 0.5 cockpit + 1.2 armor (24 points) + 5.0 LB 2-X AC + 0.4 ammunition (20 x 20 kg).
EXPECTED_REJECTED: list[str] = []


def _normal(line: str) -> str:
    return " ".join(line.casefold().split())


@pytest.fixture(scope="module")
def corpus(reference_dir: Path):
    folder = reference_dir / "level2-blk" / "protomechs"
    files = sorted(folder.glob("*.blk"))
    if not files:
        pytest.skip(f"{folder}: no ProtoMech files")
    return {path: (path.read_text(encoding="utf-8-sig"), read_blk(path).unit) for path in files}


def test_the_corpus_holds_29_protomechs(corpus):
    assert len(corpus) == 29
    assert {unit.kind for _, unit in corpus.values()} == {"protomech"}


def test_every_line_comes_back_and_reads_back_the_same(corpus):
    for path, (text, unit) in corpus.items():
        written = unit_to_blk(unit)
        missing = {_normal(line) for line in text.splitlines() if line.strip()} - {
            _normal(line) for line in written.splitlines()}
        assert missing == set(), path.name
        assert parse_blk(written, "again").unit == unit, path.name
        assert unit_to_blk(unit) == written, path.name


def test_29_of_29_validate(corpus):
    rejected = sorted(unit.chassis + (f" {unit.model}" if unit.model not in ("", "(Standard)") else "")
                      for _, unit in corpus.values() if not validate(unit).is_valid)
    assert rejected == EXPECTED_REJECTED
    assert len(corpus) - len(rejected) == 29


def test_rejections_doc_is_current(reference_dir: Path):
    results = report.check_folder(reference_dir / "level2-blk" / "protomechs")
    assert report.DOC.read_text(encoding="utf-8") == report.render(results) + "\n", \
        "run: python -m tools.protomech_report"
