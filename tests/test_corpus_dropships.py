"""The canon DropShips and small craft (../shared/reference/level2-blk/dropships and smallcraft, read
through ``reference_dir``): every file comes back line for line, and the files the construction
rules reject are exactly those docs/dropship-rejections.md lists, each with its rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from designer.battleforce import unit_values
from designer.formats.blk import read_blk
from designer.rules import validate
from tests.test_corpus_interchange import round_trip_problem

REPO = Path(__file__).resolve().parents[1]
FOLDERS = {"dropships": 76, "smallcraft": 8}  # files in each folder


@pytest.fixture(scope="module")
def craft_files(reference_dir: Path) -> dict[str, list[Path]]:
    return {name: sorted((reference_dir / "level2-blk" / name).glob("*.blk")) for name in FOLDERS}


@pytest.mark.parametrize("folder", list(FOLDERS))
def test_every_file_comes_back_line_for_line(craft_files, folder):
    assert len(craft_files[folder]) == FOLDERS[folder]
    assert {path.name: problem for path in craft_files[folder] if (problem := round_trip_problem(path))} == {}


def listed_rejections() -> dict[str, set[str]]:
    """docs/dropship-rejections.md: file name -> the codes it lists."""
    text = (REPO / "docs" / "dropship-rejections.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([^`]+\.blk)` \| ([^|]+) \|", text, re.MULTILINE)
    return {name: set(re.findall(r"DROPSHIP-[A-Z-]+", codes)) for name, codes in rows}


def test_the_rejected_files_are_those_listed(craft_files):
    rejected = {}
    for path in [p for files in craft_files.values() for p in files]:
        report = validate(read_blk(path).unit)
        if not report.is_valid:
            rejected[path.name] = {f.code for f in report.errors}
    assert rejected == listed_rejections()
    # at least 98 % of the DropShips validate (75 of 76) and 7 of the 8 small craft
    dropships = [p.name for p in craft_files["dropships"]]
    assert sum(name not in rejected for name in dropships) >= 75
    assert sum(p.name not in rejected for p in craft_files["smallcraft"]) >= 7


def test_the_three_published_dropships_take_the_printed_counters(reference_dir):
    # battleforce-1987-values.csv: Leopard RA 8 D 6, Union RA 13 D 7, Overlord RA 16 D 9; range 6 each
    expected = {
        "Leopard (2537).blk": (8, 6, 6),
        "Union (2708).blk": (13, 7, 6),
        "Overlord (2762).blk": (16, 9, 6),
    }
    folder = reference_dir / "level2-blk" / "dropships"
    for name, (ra, d, r) in expected.items():
        values = unit_values(read_blk(folder / name).unit)
        assert (values.ra, values.d, values.r) == (ra, d, r), name


def test_underweight_craft_are_warned_never_refused(craft_files):
    # decision D-DS-13: tons left unspent are a warning, as for every other kind; 10 of the 84 canon
    # files weigh less than their tons, and none is refused for it (the Life Boat is refused for its
    # crew, D-DS-11); the Hoshiryokou Tug Boat weighs exactly its 800 t since its tug adaptor weighs
    # 100 t + 80 t (a tenth of the craft) and its ten cargo containers 10 t each (decision D-DS-18)
    light = {}
    for path in [p for files in craft_files.values() for p in files]:
        report = validate(read_blk(path).unit)
        warned = [f for f in report.findings if f.code == "DROPSHIP-UNDERWEIGHT"]
        if warned:
            assert [f.severity.value for f in warned] == ["warning"], path.name
            light[path.name] = {f.code for f in report.errors}
    assert len(light) == 10   # 24 before the armor table of decision D-DS-14 and one-ton ammunition lines
    assert "Hoshiryokou Tug Boat.blk" not in light
    assert {name: codes for name, codes in light.items() if codes} == {
        "Life Boat.blk": {"DROPSHIP-CREW-MIN", "DROPSHIP-OFFICERS-MIN", "DROPSHIP-QUARTERS"}
    }


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_canon_sheet_keeps_its_pips_apart(craft_files, paper):
    # the record sheets of the 84 canon craft (read back with PDFium): no two pips of a page are
    # closer than 4.6 pt, centre to centre along a row or down a column; a craft whose armor diagram
    # would have to shrink further to keep its bays on page one prints them overleaf (decision D-DS-8)
    from tests.sheet_readback import fast_pages, pdf
    from tests.test_sheets_dropship import smallest_pitch

    units = [read_blk(path).unit for files in craft_files.values() for path in files]
    pitches = [smallest_pitch([shape.centre for shape in page.shapes if shape.circle])
               for page in fast_pages(pdf(units, paper)) if sum(shape.circle for shape in page.shapes) > 1]
    assert len(pitches) == 84 and min(pitches) >= 4.6 - 0.01
