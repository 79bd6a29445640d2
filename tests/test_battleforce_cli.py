"""``designer battleforce``: unit files, canon names, --lance, lance and force files."""

import io
import json

from designer.cli import main
from tests.conftest import TESTS, UNITS

THUNDERBOLT = str(UNITS / "mechs" / "Thunderbolt TDR-5S.yaml")
MERLIN = str(TESTS / "units" / "merlin.yaml")


def run(argv):
    out = io.StringIO()
    code = main(["battleforce", *argv], out)
    return code, out.getvalue()


def test_units_as_json():
    code, text = run(["--json", THUNDERBOLT, "Atlas"])
    assert code == 0
    units = json.loads(text)["units"]
    # Thunderbolt: the worked example's RA 13 / CA 19 and the printed D 10 R 3 MP 4 (seed 001).
    assert units[0] == {"name": "Thunderbolt TDR-5S", "class": "mech", "ra": 13, "ca": 19, "d": 10, "r": 3,
                        "mp": 4, "jump": False, "indirect": False}
    # Atlas from the published table: RA 21 CA 30 D 14 R 3 MP 3 (seed 001 line 1783).
    assert (units[1]["ra"], units[1]["ca"], units[1]["d"]) == (21, 30, 14)


def test_explain_prints_the_working():
    code, text = run(["--explain", THUNDERBOLT])
    assert code == 0
    assert "= 38 -> Attack Value Table 13" in text
    assert "Defensive Value Table 10" in text


def test_lance_with_pilots():
    # Four Brothers from canon names; skills give 4, 4, 3.5, 2 -> 3.375 -> Veteran (seed 001 line 1625).
    code, text = run(["--json", "--lance", "Four Brothers", "--pilot", "1/1", "--pilot", "1/1", "--pilot", "2/1",
                      "--pilot", "2/4", "Thunderbolt", "Vindicator", "Hatchetman", "Wasp"])
    assert code == 0
    lance = json.loads(text)["lances"][0]
    assert lance["experience"] == "Veteran"
    # Printed rows: RA 13+8+7+3 = 31 -> 8; CA 19+9+13+6 = 47 -> 12; D 10+9+7+5 = 31 -> 8; R 11 -> 3.
    assert lance["values"] == {"ra": 8, "ca": 12, "d": 8, "r": 3, "mp": 4, "jump": False}


def test_lance_file_and_force_file(tmp_path):
    lance = tmp_path / "brothers.yaml"
    lance.write_text("kind: lance\nname: Brothers\nclass: mech\nmembers:\n"
                     f"  - {{unit: '{THUNDERBOLT}', pilot: 2/4}}\n  - {{unit: Wasp, pilot: {{gunnery: 1, piloting: 1}}}}\n",
                     encoding="utf-8")
    code, text = run(["--json", str(lance)])
    assert code == 0
    data = json.loads(text)["lances"][0]
    # RA (13 + 3) / 4 = 4; experience (2 + 4) / 2 = 3.0 -> Veteran.
    assert (data["name"], data["values"]["ra"], data["experience"]) == ("Brothers", 4, "Veteran")
    force = tmp_path / "force.yaml"
    force.write_text("kind: force\nname: F\nlances:\n  - {name: A, members: [{unit: Wasp}]}\n"
                     "  - {name: B, class: mech, members: [{unit: 'vehicle:Pegasus'}]}\n", encoding="utf-8")
    code, text = run(["--json", str(force)])
    assert code == 1   # lance B declares 'mech' but holds a hover tank
    assert json.loads(text)["lances"][1]["findings"][0]["code"] == "BF-LANCE-CLASS"


def test_csv_output():
    code, text = run(["--csv", "Valkyrie"])
    assert code == 0
    # Printed "4 (I) 6 7 4 5 (J)" (seed 001 line 1729).
    assert text.splitlines()[1] == "unit,Valkyrie,mech,4,6,7,4,5,J,I,,"


def test_bad_input_is_one_line(capsys):
    code, _ = run(["NoSuchMech"])
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("NoSuchMech: ")


def test_rolled_experience_with_seed():
    first = run(["--json", "--lance", "L", "--roll", "--seed", "3", "Wasp"])[1]
    assert first == run(["--json", "--lance", "L", "--roll", "--seed", "3", "Wasp"])[1]
