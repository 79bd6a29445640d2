"""The Level 2 vehicle corpus (the 285 MegaMek BLK files of ../shared/reference/level2-blk/vehicles):
how many validate with no error finding, every rejection explained in
docs/level2-vehicle-rejections.md (tools/vehicle_report.py, kept current), and every
readable file read and written again line for line, reading back as the same unit.

One pass reads each file once (module-scoped fixtures)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import parse_blk, read_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.errors import FormatError
from tools import vehicle_report as rejections
from tests.blk_round_trip import lost_in_round_trip


@pytest.fixture(scope="module")
def folder(reference_dir: Path) -> Path:
    path = reference_dir / "level2-blk" / "vehicles"
    if not path.is_dir():
        pytest.skip("Level 2 vehicle corpus absent")
    return path


@pytest.fixture(scope="module")
def results(folder: Path) -> list[rejections.FileResult]:
    return rejections.check_folder(folder)


def test_the_combat_vehicles_validate(results):
    # measured: 26 of 285 with 1987 construction; 224 with the Level 2 construction (D-VEH2-1..5): every
    # combat vehicle (Tank, VTOL) but the 10 of REASONS; 275 with the support vehicle construction
    # (D-SV-1..4): the 51 SupportTank, LargeSupportTank, SupportVTOL and FixedWingSupport files too;
    # 282 with the support equipment a catalogued item (D-VEH3-1: the four Mobile Headquarters and the
    # Daimyo HQ) and a file's declared rules level its own (D-VEH3-2: the Kruger and Turhan originals);
    # 283 with the first <transporters> block read, as MegaMek reads it (D-VEH3-5: the R10 Prime)
    assert len(results) == 285
    assert sum(r.valid for r in results) == 283
    combat = [r for r in results if r.unit_type in ("Tank", "VTOL")]
    assert (len(combat), sum(r.valid for r in combat)) == (234, 232)


def test_the_support_vehicles_validate(results):
    by_type: dict[str, list[int]] = {}
    for r in results:
        by_type.setdefault(r.unit_type, [0, 0])
        by_type[r.unit_type][0] += 1
        by_type[r.unit_type][1] += r.valid
    assert {t: tuple(by_type[t]) for t in ("SupportTank", "SupportVTOL", "LargeSupportTank",
                                           "FixedWingSupport")} == {
        "SupportTank": (41, 41), "SupportVTOL": (5, 5), "LargeSupportTank": (3, 3),
        "FixedWingSupport": (2, 2)}


def test_every_rejection_has_its_reason(results):
    assert [r.name for r in results if not r.valid and rejections.reason(r) is None] == []
    combat_rejected = {r.name for r in results if not r.valid and r.unit_type in ("Tank", "VTOL")}
    assert combat_rejected == set(rejections.REASONS)


def test_the_rejections_document_is_current(results):
    assert rejections.DOC.read_text(encoding="utf-8") == rejections.render(results) + "\n", \
        "run: python -m tools.vehicle_report"


def test_every_readable_file_comes_back_line_for_line(folder: Path):
    # every file is readable since D-SV-2: one that is not fails here
    assert [path.name for path in sorted(folder.glob("*.blk")) if lost_in_round_trip(path)] == []


def test_support_vehicles_written_from_the_design_alone_read_back_the_same(folder: Path):
    # no kept lines (meta) help: the writer's own support blocks (D-SV-1) carry the design
    changed = []
    for path in sorted(folder.glob("*.blk")):
        try:
            unit = read_blk(path).unit
        except FormatError:
            continue
        if getattr(unit, "support", None) is None:
            continue
        fresh = unit.model_copy(update={"meta": {}, "fluff": None})
        back = parse_blk(unit_to_blk(fresh), "fresh").unit.model_copy(update={"meta": {}, "fluff": None})
        if back != fresh:
            changed.append(path.name)
    assert changed == []
