"""The 134 MegaMek BattleArmor files of ../shared/reference/level2-blk/battlearmor: each
read and written again gives back every line and reads back as the same unit (meta included); 133
validate; docs/battlearmor-rejections.md lists the rejection and is kept current. One pass reads
each file once."""

from pathlib import Path

import pytest

from designer.formats.blk import read_blk
from tools import battlearmor_report as report
from tests.blk_round_trip import lost_in_round_trip


@pytest.fixture(scope="module")
def folder(reference_dir: Path) -> Path:
    return reference_dir / "level2-blk" / "battlearmor"


@pytest.fixture(scope="module")
def results(folder):
    return report.check_folder(folder)


def test_every_file_round_trips_losslessly(folder):
    files = sorted(folder.glob("*.blk"))
    assert len(files) == 134
    assert [path.name for path in files if lost_in_round_trip(path)] == []


def test_133_of_134_validate(results):
    # measured: 107 of 108 Inner Sphere and 26 of 26 Clan files; the Kopis AI Mk IIr names armor
    # code 2 (MegaMek's 'Mech reactive armor), no battle armor type
    assert (sum(r.valid for r in results), len(results)) == (133, 134)
    assert [r.name for r in results if not r.valid] == ["Kopis Assault Battle Armor AI Mk IIr"]


def test_rejections_doc_is_not_stale(results):
    assert (report.DOC).read_text(encoding="utf-8") == report.render(results) + "\n"


LIBRARY = {
    "elemental-flamer": "Elemental Battle Armor [Flamer]",
    "infiltrator-mk-ii": "Infiltrator Mk. II Battle Armor",
    "kage-light-mg": "Kage Light Battle Armor [MG]",
}


@pytest.mark.parametrize("stem", sorted(LIBRARY))
def test_library_battle_armor_equals_its_megamek_source(stem, folder):
    from designer.formats.yaml_io import read_unit
    from tests.conftest import REPO

    source = read_blk(folder / f"{LIBRARY[stem]}.blk").unit.model_copy(update={"meta": {}})
    assert read_unit(REPO / "units" / "battlearmor" / f"{stem}.yaml") == source
