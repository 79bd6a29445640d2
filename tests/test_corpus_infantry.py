"""The 84 MegaMek Infantry files of ../shared/reference/level2-blk/infantry: each read and written
again gives back every line and reads back as the same platoon (meta included); 83 validate;
docs/infantry-rejections.md lists the rejection and is kept current."""

from pathlib import Path

import pytest

from designer.formats.blk import read_blk
from tools import infantry_report as report
from tests.blk_round_trip import lost_in_round_trip

pytestmark = pytest.mark.corpus


@pytest.fixture(scope="module")
def folder(reference_dir: Path) -> Path:
    return reference_dir / "level2-blk" / "infantry"


@pytest.fixture(scope="module")
def results(folder):
    return report.check_folder(folder)


def test_every_platoon_round_trips_losslessly(folder):
    files = sorted(folder.glob("*.blk"))
    assert len(files) == 84
    assert [path.name for path in files if lost_in_round_trip(path)] == []


def test_every_platoon_is_read_the_later_way(folder):
    # every canon file names an armor kit: all 84 are later platoons with squads and weapons
    units = [read_blk(path).unit for path in sorted(folder.glob("*.blk"))]
    assert all(unit.later is not None for unit in units)


def test_83_of_84_validate(results):
    # measured: 83 of 84 (98.8 %); the Clan Mechanized Wheeled Point (Rifle) carries 5 x 5 = 25
    # troopers where a wheeled platoon may have 24 (MegaMek TestInfantry.maxUnitSize)
    assert (sum(r.valid for r in results), len(results)) == (83, 84)
    assert [r.name for r in results if not r.valid] == ["Clan Mechanized Wheeled Point (Rifle)"]
    assert [f.code for r in results for f in r.errors] == ["INFANTRY-TROOPERS"]


def test_rejections_doc_is_not_stale(results):
    assert report.DOC.read_text(encoding="utf-8") == report.render(results) + "\n"
