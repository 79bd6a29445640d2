"""``designer index``: exact rows of two library 'Mechs (figures worked out by hand
below), a second run served from the cache and rereading only a changed file, a cache folder that
cannot be used (a note, the index still made), a cache file that is not one, and ``-o`` through the
output guard."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
from pathlib import Path

import pytest

from designer.cli import main
from designer.library import library_root
from designer.unit_index import build
from designer.unit_index.cache import CACHE_FORMAT


def _locust_cost() -> float:
    # seed 000 lines 4633-4660, 'Mech Cost Chart: 20 tons, 160 fusion, 10 heat sinks (none over 10),
    # 4 t armor, no lower arm or hand actuators, no jump jets
    parts = (200_000 + 50_000 + 20 * 2_000 + 20 * 2_000 + 20 * 400   # cockpit, life support, sensors...
             + 20 * (2 * 100 + 2 * (150 + 80 + 120))                   # actuators: 18,000
             + 5_000 * 160 * 20 / 75                                   # engine: 213,333.33
             + 300_000 * 2                                             # gyro: 160 / 100 -> 2 tons
             + 10_000 * 4                                              # armor
             + 40_000 + 2 * 5_000 + 1_000)   # medium laser, 2 MGs, a ton of MG ammunition (D-008)
    return parts * (1 + 20 / 100)


def _stinger_cost() -> float:
    # the same chart: 20 tons, 120 fusion, 6 jump jets, 10 heat sinks, 3 t armor, full arms; the jump
    # jets at TechManual's 200 x tons x jets^2 (decision D-COST-1; the chart's half of it is the
    # 1987 price named beside the cost)
    parts = (200_000 + 50_000 + 20 * 2_000 + 20 * 2_000 + 20 * 400
             + 20 * (2 * (100 + 50 + 80) + 2 * (150 + 80 + 120))       # actuators: 23,200
             + 5_000 * 120 * 20 / 75 + 300_000 * 2                      # engine 160,000; gyro 2 t
             + 20 * 6 ** 2 * 200                                        # jump jets: tons x jets^2 x 200
             + 10_000 * 3 + 40_000 + 2 * 5_000 + 1_000)
    return parts * (1 + 20 / 100)


def _row(name: str, file: str, bv: int, cost: float) -> dict[str, object]:
    return {"file": file, "name": name, "kind": "mech", "tonnage": 20.0, "tech_base": "Inner Sphere",
            "rules_level": "Level 1", "year": None, "valid": True, "error_codes": [],
            "battle_value": bv, "cost": round(cost)}


@pytest.fixture()
def cache_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    return home


@pytest.fixture()
def folder(tmp_path) -> Path:
    root = library_root()
    assert root is not None
    where = tmp_path / "units"
    where.mkdir()
    for name in ("Locust LCT-1V", "Stinger STG-3R"):
        shutil.copy(root / "mechs" / f"{name}.yaml", where / f"{name}.yaml")
    # the Swift Wind on tracks: an invalid row (a tracked vehicle's suspension factor is 0 in the 1987
    # table and the TechManual alike, so its 9.25 tons on 8 stay an error; D-VEH-SUSPENSION)
    swift = (root / "vehicles" / "Swift Wind Scout Car.yaml").read_text(encoding="utf-8")
    assert "motive: wheeled\n" in swift
    (where / "Swift Wind Scout Car.yaml").write_text(swift.replace("motive: wheeled\n", "motive: tracked\n"),
                                                     encoding="utf-8")
    return where


def _index(argv: list[str], capsys) -> tuple[int, str, str]:
    code = main(["index", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_rows_of_two_library_mechs(folder, cache_home, capsys):
    code, out, err = _index(["--json", "--jobs", "1", str(folder)], capsys)
    assert (code, err) == (0, "")
    rows = {Path(str(row["file"])).stem: row for row in json.loads(out)}
    # Battle Values: the Master Unit List's figures for these two designs (432 and 359)
    assert rows["Locust LCT-1V"] == _row("Locust LCT-1V", str(folder / "Locust LCT-1V.yaml"), 432,
                                         _locust_cost())
    assert rows["Stinger STG-3R"] == _row("Stinger STG-3R", str(folder / "Stinger STG-3R.yaml"), 359,
                                          _stinger_cost())
    # the Master Unit List's costs of the two designs: 1,512,400 and 1,615,440
    assert round(_locust_cost()) == 1_512_400 and round(_stinger_cost()) == 1_615_440
    # the tracked Swift Wind, a 1987 design, weighs 9.25 tons on 8 (seed 000: rating 8 x 10 = 80, fusion
    # 2.5 + 1.25 shielding; its 2-ton communications equipment counted, decision D-VEH3-1)
    assert rows["Swift Wind Scout Car"]["valid"] is False
    assert rows["Swift Wind Scout Car"]["error_codes"] == ["VEHICLE-OVERWEIGHT"]


def test_the_second_run_comes_from_the_cache_and_rereads_a_changed_file(folder, cache_home, capsys):
    first = _index(["--csv", "--jobs", "1", str(folder)], capsys)
    run = build.start(build_files(folder))
    again = list(build.entries(run))
    assert (run.read, run.cached) == (0, 3)
    stinger = folder / "Stinger STG-3R.yaml"
    stinger.write_text(stinger.read_text(encoding="utf-8").replace("armor_tons: 3.0", "armor_tons: 3.5"),
                       encoding="utf-8")
    run = build.start(build_files(folder))
    changed = list(build.entries(run))
    assert (run.read, run.cached) == (1, 2)
    assert [entry.row for entry in again] != [entry.row for entry in changed]
    second = _index(["--csv", "--jobs", "1", str(folder)], capsys)
    table = list(csv.reader(io.StringIO(first[1])))
    assert table[0] == ["file", "name", "kind", "tonnage", "tech_base", "rules_level", "year", "valid",
                        "error_codes", "battle_value", "cost"]
    assert len(table) == 4 and first[1] != second[1]


def build_files(folder: Path) -> list[tuple[Path, Path]]:
    return [(path, folder.resolve()) for path in sorted(folder.iterdir())]


def test_an_unusable_cache_folder_is_a_note(folder, tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    code, out, err = _index(["--jobs", "1", str(folder)], capsys)
    assert code == 0 and out.count("\n") == 3
    assert err.startswith("note: ") and "without a cache" in err and err.count("\n") == 1


def test_a_cache_file_that_is_not_one_is_a_note_and_is_replaced(folder, cache_home, capsys):
    _index(["--jobs", "1", str(folder)], capsys)
    [cache] = list((cache_home / "designer").iterdir())
    cache.write_bytes(b"\x00garbage{")
    code, out, err = _index(["--jobs", "1", str(folder)], capsys)
    assert code == 0 and "not an index cache" in err
    assert json.loads(cache.read_text(encoding="utf-8"))["format"] == CACHE_FORMAT


def test_output_file_goes_through_the_guard(folder, cache_home, tmp_path, capsys):
    target = tmp_path / "index.json"
    assert _index(["--json", "-o", str(target), str(folder)], capsys)[0] == 0
    assert len(json.loads(target.read_text(encoding="utf-8"))) == 3
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(b"%PDF-1.4 keep me")
    code, out, err = _index(["--csv", "-o", str(pdf), str(folder)], capsys)
    assert code == 2 and "refusing to overwrite" in err and pdf.read_bytes() == b"%PDF-1.4 keep me"
    assert os.listdir(tmp_path).count("sheet.pdf") == 1


def test_caches_of_folders_not_indexed_for_90_days_are_removed(folder, cache_home, capsys):
    stale, fresh = cache_home / "designer" / "index-old.json", cache_home / "designer" / "index-new.json"
    stale.parent.mkdir(parents=True)
    for path in (stale, fresh):
        path.write_text("{}", encoding="utf-8")
    ninety_one_days = 91 * 24 * 3600
    os.utime(stale, (stale.stat().st_atime - ninety_one_days, stale.stat().st_mtime - ninety_one_days))
    assert _index(["--jobs", "1", str(folder)], capsys)[0] == 0
    assert not stale.exists() and fresh.exists()
