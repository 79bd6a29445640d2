"""``designer bv`` and the Battle Value and cost of ``designer info`` (text and --json)."""

from __future__ import annotations

import json

import pytest

from designer.cli import main
from tests.conftest import REPO


def _run(argv, capsys):
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_bv_prints_the_value_and_the_skill_adjusted_one(capsys):
    code, out, _ = _run(["bv", "Atlas AS7-D", "--pilot", "3/4"], capsys)
    # 1897 (Master Unit List) x 1.32 (gunnery 3, piloting 4) = 2504.04
    assert code == 0 and out == "Atlas AS7-D: Battle Value 1,897; 2,504 with a 3/4 pilot\n"


def test_bv_explain_prints_the_working_and_the_cost(capsys):
    code, out, _ = _run(["bv", "--explain", "Atlas AS7-D"], capsys)
    assert code == 0
    assert "Defensive factor" in out and "x 1.2 (TMM run 2, jump 0)" in out
    assert "Cost (C-Bills):" in out and "9,626,000" in out


def test_bv_rejects_a_skill_out_of_range(capsys):
    # one range for every command and the unit file's pilot: 0-12 (docs/limits.md, decision D-NAMES-3)
    with pytest.raises(SystemExit) as exit_info:   # a usage error: argparse exits 2
        main(["bv", "--pilot", "13/4", "Atlas AS7-D"])
    assert exit_info.value.code == 2 and "skills run from 0 to 12" in capsys.readouterr().err


def test_bv_takes_the_skills_a_sheet_takes_and_counts_beyond_8_as_8(capsys):
    # TechManual skill table rows end at gunnery 8: a 9/5 or 12/5 pilot is rated as an 8/5 one
    values = []
    for pilot in ("8/5", "9/5", "12/5"):
        code, out, _ = _run(["bv", "--pilot", pilot, "Atlas AS7-D"], capsys)
        assert code == 0
        values.append(out.split("; ")[-1].split(" with")[0])
    assert values[0] == values[1] == values[2]


def test_info_prints_battle_value_and_cost_lines(capsys):
    code, out, _ = _run(["info", "Atlas AS7-D"], capsys)
    assert code == 0 and "Battle Value: 1,897\n" in out and "Cost: 9,626,000 C-bills\n" in out


def test_info_json_one_object_per_design(capsys):
    infantry = str(REPO / "units/examples/infantry-foot-rifle.yaml")
    code, out, _ = _run(["info", "--json", "Atlas AS7-D", infantry, "missing.mtf"], capsys)
    assert code == 2   # the missing file
    atlas, platoon, missing = json.loads(out)
    assert {key: atlas[key] for key in ("name", "kind", "tonnage", "battle_value", "cost")} == {
        "name": "Atlas AS7-D", "kind": "mech", "tonnage": 100.0, "battle_value": 1897, "cost": 9_626_000}
    assert atlas["battle_value_reason"] is None and atlas["cost_reason"] is None
    # the foot rifle platoon's BV 2.0 (worked in tests/test_bv_infantry.py): 66
    assert platoon["battle_value"] == 66 and platoon["battle_value_reason"] is None
    assert platoon["cost"] is not None
    assert "error" in missing


def test_info_json_gives_each_omnimech_configuration(capsys):
    daishi = str(REPO / "units/mechs/level2/Daishi (Dire Wolf).yaml")
    code, out, _ = _run(["info", "--json", daishi], capsys)
    objects = json.loads(out)
    assert code == 0 and {o["configuration"]: o["battle_value"] for o in objects}["S"] == 2985
    assert all(o["cost"] for o in objects)
