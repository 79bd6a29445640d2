"""Printing a force from a MegaMek force file: every resolved unit's record sheet with its pilot
filled in, and BattleForce lances by force path (tests/mul/lance.mul: Alpha Lance holds the Archer
and the Wasp, Bravo Lance the Thunderbolt and the Locust)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from designer.cli import main
from tests.sheet_readback import read_pages

MUL = Path(__file__).parent / "mul"


def run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return main(argv, out), out.getvalue()


def test_sheets_of_a_force_carry_each_pilot(tmp_path):
    target = tmp_path / "force.pdf"
    code, out = run(["sheet", str(MUL / "lance.mul"), "-o", str(target)])
    assert code == 0 and out == f"{target}: 4 units on 4 pages\n"
    pages = read_pages(target.read_bytes())
    archer = pages[0]["text"]
    # the Archer's warrior block: the pilot's name and 2/3 as tests/mul/lance.mul gives them
    assert 'Name: Jürgen "Ace" Müller' in archer and "Gunnery Skill: 2 Piloting Skill: 3" in archer
    assert "Gunnery Skill: 3 Piloting Skill: 4" in pages[1]["text"]  # the Wasp's pilot
    assert "Gunnery Skill: 4 Piloting Skill: 5" in pages[3]["text"]  # the Locust: no pilot, 4/5


def test_sheets_name_the_units_left_out_and_print_the_rest(tmp_path, capsys):
    target = tmp_path / "force.pdf"
    code, out = run(["sheet", str(MUL / "unresolved.mul"), "-o", str(target)])
    assert code == 1 and out == f"{target}: 1 unit on 1 page\n"
    err = capsys.readouterr().err
    assert err == f"{MUL / 'unresolved.mul'}:3: Nosuch NS-1X: no unit file or library design of that name\n"


def test_sheets_of_an_unsafe_force_file_write_nothing(tmp_path, capsys):
    target = tmp_path / "force.pdf"
    code, _ = run(["sheet", str(MUL / "laughs.mul"), "-o", str(target)])
    assert code == 2 and not target.exists()
    assert capsys.readouterr().err.startswith(f"{MUL / 'laughs.mul'}:2: entity declarations")


def test_sheet_output_guard_protects_the_force_file(tmp_path, capsys):
    force = tmp_path / "lance.mul"
    force.write_bytes((MUL / "lance.mul").read_bytes())
    code, _ = run(["sheet", str(force), "-o", str(force)])
    assert code == 2 and force.read_bytes() == (MUL / "lance.mul").read_bytes()
    assert capsys.readouterr().err.startswith(f"{force}: ")


def test_battleforce_lances_by_force_path():
    code, out = run(["battleforce", "--json", str(MUL / "lance.mul")])
    assert code == 0
    lances = json.loads(out)["lances"]
    assert [(lance["name"], lance["members"]) for lance in lances] == [
        ("Alpha Lance", ["Archer ARC-2R", "Wasp WSP-1A"]),
        ("Bravo Lance", ["Thunderbolt TDR-5S", "Locust LCT-1V"]),
    ]


def test_battleforce_names_units_it_cannot_convert(capsys):
    code, out = run(["battleforce", "--json", str(MUL / "unresolved.mul")])
    assert code == 1
    assert json.loads(out)["lances"][0]["members"] == ["Wasp WSP-1A"]
    assert "Nosuch NS-1X: no unit file or library design of that name" in capsys.readouterr().err


def test_designer_force_file_opens_the_lance_builder(tmp_path, capsys):
    shot = tmp_path / "builder.png"
    assert main([str(MUL / "lance.mul"), "--screenshot", str(shot)]) == 0
    assert shot.read_bytes().startswith(b"\x89PNG")
    assert main(["gui", str(MUL / "laughs.mul"), "--screenshot", str(tmp_path / "no.png")]) == 2
    assert capsys.readouterr().err.splitlines()[-1].startswith(f"{MUL / 'laughs.mul'}:2: entity declarations")
    assert not (tmp_path / "no.png").exists()


def test_alphastrike_cards_of_a_force_at_its_pilots_skills(tmp_path):
    out = io.StringIO()
    assert main(["alphastrike", "--json", str(MUL / "lance.mul")], out) == 0
    cards = json.loads(out.getvalue())
    # the pilots' gunnery 2, 3, 4 and the default 4; the Point Values as worked in
    # tests/test_forces.py::test_force_json_has_the_rows_and_totals
    assert [(card["name"], card["skill"], card["point_value"]) for card in cards] == [
        ("Archer ARC-2R", 2, 55), ("Wasp WSP-1A", 3, 17), ("Thunderbolt TDR-5S", 4, 36),
        ("Locust LCT-1V", 4, 18)]
    out = io.StringIO()
    assert main(["alphastrike", "--json", "--skill", "4", str(MUL / "lance.mul")], out) == 0
    assert [card["point_value"] for card in json.loads(out.getvalue())] == [39, 14, 36, 18]
    cards_pdf = tmp_path / "cards.pdf"
    assert main(["alphastrike", str(MUL / "lance.mul"), "-o", str(cards_pdf)], io.StringIO()) == 0
    assert cards_pdf.read_bytes().startswith(b"%PDF-")
