"""`designer regiment`: reading a regiment file, its totals worked by hand, JSON/CSV, the
printed counters, roster and worksheet, scenarios as briefings and budgets, bad input."""

import csv
import io
import json
from pathlib import Path

import pdfplumber
import pytest

from designer.battleforce.regiment_file import read_regiment, regiment_budget
from designer.cli import main
from designer.sheets.counters import counter_boxes

LANCERS = Path(__file__).parent / "data" / "regiment-lancers.yaml"


def run(args):
    out = io.StringIO()
    return main(["regiment", *args], out), out.getvalue()


def test_lancers_costs_worked_by_hand():
    # Published rows (seed 001 lines 1711-1853), lance = totals / 4, Overburn RA = RA + step loss:
    # Command: Atlas 21 + BattleMaster 18 + Stalker 22 + Victor 13 = 74/4 = 18.5 -> 19, +4 = 23,
    # Veteran +5 = 28.
    # Fire Lance: 15 + 17 + 12 + 13 = 57/4 -> 14, +3 = 17, Elite +10 = 27.
    # Recon: 4 + 3 + 4 + 7 = 18/4 = 4.5 -> 5, +2 = 7, Green -2 = 5.
    # Hover: 8 + 8 + 4 + 4 = 24/4 = 6, no Overburn Value (D-BF-26), Regular = 6.
    # Lancer HQ (pilots 3/4, 4/5 x 3 -> Green): 13 + 8 + 7 + 3 = 31/4 -> 8, +2 = 10, Green -2 = 8.
    # Union 3 x 13 = 39; mines 20 / 5 = 4; two Recon ESR chits 2 x 3 = 6.
    regiment = read_regiment(LANCERS)
    assert [lance.cost.points for lance in regiment.lances()] == [28, 27, 5, 6, 8]
    assert [item.cost.points for item in (*regiment.dropships, *regiment.specials)] == [39, 4, 6]
    assert regiment.total().points == 74 + 49 == 123
    assert [lance.location for lance in regiment.lances()][:2] == [
        "1st Battalion/Headquarters/Command",
        "1st Battalion/A Company/Fire Lance",
    ]
    assert regiment.findings == ()


def test_text_json_and_csv():
    code, text = run([str(LANCERS)])
    assert code == 0
    assert "Total: Lances 74 + DropShips and special purchases 49 = 123 of 150" in text
    code, text = run([str(LANCERS), "--json"])
    data = json.loads(text)
    assert (data["total"], data["budget"]["points"], data["type"]) == (123, 150, "mixed")
    assert data["battalions"][0]["companies"][1]["lances"][0]["cost"] == 6
    code, text = run([str(LANCERS), "--csv"])
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [row["kind"] for row in rows].count("lance") == 5
    assert rows[-1] == rows[-1] | {"kind": "total", "cost": "123"}
    assert {row["name"]: row["cost"] for row in rows}["Union DropShip"] == "39"


def test_over_budget_exits_1(tmp_path):
    text = LANCERS.read_text().replace("budget: 150", "budget: 100")
    path = tmp_path / "poor.yaml"
    path.write_text(text)
    code, out = run([str(path)])
    assert code == 1
    assert "BF-REGIMENT-OVER-BUDGET" in out and "costs 123 points, 23 over its budget of 100" in out


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("type: mixed", "type: huge"), "regiment type must be one of"),
        (("experience: Elite", "experience: Superb"), "unknown Experience Level"),
        (("budget: 150", "budget: steel-tip:sideways"), "names no side of The Steel Tip"),
        (("dropships: [Union]", "dropships: [Titanic]"), "battlegroup DropShip"),
        (("- {item: mines, attack: 20}", "- {item: mines, attack: 21}"), "groups of 5"),
        (("name: 1st Battalion", "nmae: 1st Battalion"), "unknown battalion key 'nmae'"),
        (("kind: regiment", "kind: regiment\nbugdet: 3"), "unknown regiment key 'bugdet'"),
        (("name: Command", "name: Command\n        expereince: Elite"), "unknown lance key"),
    ],
)
def test_bad_input_exits_2_with_one_line(tmp_path, capsys, change, message):
    path = tmp_path / "bad.yaml"
    path.write_text(LANCERS.read_text().replace(*change))
    code, _ = run([str(path)])
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and message in err and "bad.yaml" in err


def test_missing_file_exits_2(capsys):
    code, _ = run(["no-such-regiment.yaml"])
    assert code == 2 and "no-such-regiment.yaml" in capsys.readouterr().err


def test_scenario_budget():
    # seed 001 line 2227: "The Lancers have 350 Purchase Points"; one pool, no special allowance.
    budget = regiment_budget("mixed", None, "steel-tip:attacker")
    assert (budget.points, budget.special) == (350, 0)
    assert regiment_budget("heavy").points == 670
    # D-REG-4: a Veteran Heavy regiment: 9 Elite 90 + 13 Veteran 65 - 2 Green 4 = 151 vs 130 -> 691.
    assert regiment_budget("heavy", "Veteran").points == 691


def test_counters_roster_and_worksheet_pdf(tmp_path):
    out = tmp_path / "lancers.pdf"
    code, _ = run([str(LANCERS), "--counters", str(out)])
    assert code == 0
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == 4  # counters, chits, roster, worksheet
        first = pdf.pages[0].crop(counter_boxes("letter")[0]).extract_text().splitlines()
        fifth = pdf.pages[0].crop(counter_boxes("letter")[3]).extract_text().splitlines()
        chits = pdf.pages[1].extract_text()
        roster = pdf.pages[2].extract_text()
        worksheet = pdf.pages[3].extract_text()
    # Command counter, worked above: Overburn M 3 x 1.5 = 4.5 -> 5, RA 23; Full RA 19.
    # Its place in the regiment heads the counter, beside its name; the foot is the damage step
    # track, and the Experience Level is on a separate chit (D-SHEET-1).
    assert first[0] == "Command 1st Bn HQ" and first[3].split()[:4] == ["3", "5", "OVR", "23"]
    assert first[-1].split() == ["STEP", "0", "1", "2", "3"] and "VETERAN" not in " ".join(first)
    assert chits.split()[:2] == ["Crucis", "Lancers"] and "VETERAN" in chits
    # Hover counter: the red row repeats Full Strength (no Overburn Value, D-BF-26).
    assert fifth[0] == "Hover Platoon 1st Bn B Co" and fifth[3].split()[:4] == ["2", "8", "OVR", "6"]
    assert "Lances 74 + DropShips and special purchases 49 = 123 of 150" in roster
    assert "BATTLEFORCE BATTLEGROUP WORKSHEET" in worksheet and "Union DropShip" in worksheet


def test_scenario_briefing(tmp_path):
    code, text = run(["scenario"])
    assert code == 0 and len(text.splitlines()) == 5
    code, text = run(["scenario", "steel-tip"])
    assert "350 Purchase Points" in text and "250 Purchase Points" in text
    out = tmp_path / "brief.pdf"
    assert run(["scenario", "The Pounce", "-o", str(out)])[0] == 0
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == 1
        assert "THE POUNCE" in pdf.pages[0].extract_text()
    assert run(["scenario", "nowhere"])[0] == 2


def test_generate_writes_a_file_that_reads_back(tmp_path):
    out = tmp_path / "heavy.yaml"
    code, _ = run(["generate", "--type", "heavy", "--experience", "R", "--seed", "7", "-o", str(out)])
    assert code == 0
    regiment = read_regiment(out)
    assert len(regiment.lances()) == 32 and regiment.level == "Regular"
    assert run([str(out)])[0] == 0
    assert run(["generate"])[0] == 2


def test_a_lance_of_two_movement_modes_is_reported_at_its_place(tmp_path):
    # seed 001 line 1654: the vehicles of one unit share a movement mode; in a regiment the lance's
    # BF-LANCE-MIXED is reported at the lance's place, and the regiment exits 1.
    path = tmp_path / "modes.yaml"
    path.write_text(
        LANCERS.read_text().replace("{unit: J. Edgar}, {unit: J. Edgar}", "{unit: Rommel}, {unit: Rommel}")
    )
    regiment = read_regiment(path)
    assert [(f.code, f.location) for f in regiment.findings] == [
        ("BF-LANCE-CLASS", "1st Battalion/B Company/Hover Platoon"),
        ("BF-LANCE-CLASS", "1st Battalion/B Company/Hover Platoon"),
        ("BF-LANCE-MIXED", "1st Battalion/B Company/Hover Platoon"),
    ]
    assert run([str(path)])[0] == 1
