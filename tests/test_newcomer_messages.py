"""The rest of a newcomer's first hour: every problem of a unit file at once with a "did
you mean", regiment options that do not apply refused, scenario restrictions checked, library
regiments of 1987 designs only, and no invented era in MTF export. Each expected line is typed here."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.errors import FormatError
from designer.formats.yaml_io import parse_unit

ROOT = Path(__file__).resolve().parent.parent
LOCUST = (ROOT / "units" / "mechs" / "Locust LCT-1V.yaml").read_text(encoding="utf-8")


def test_a_mistyped_key_shows_every_problem_with_a_suggestion():
    text = LOCUST.replace("walking_mp: 8", "walkng_mp: 8")
    with pytest.raises(FormatError) as info:
        parse_unit(text, "locust.yaml")
    assert str(info.value) == ("locust.yaml:7: unknown key 'walkng_mp' (did you mean 'walking_mp'?); "
                               "walking_mp: Field required (line 1)")


def test_problems_in_nested_mappings_are_named_with_their_lines():
    text = (LOCUST.replace("armor_tons: 4.0", "armr_tons: 4.0")
            .replace("{item: Medium Laser, location: CT", "{item: Medium Laser, locaton: CT"))
    with pytest.raises(FormatError) as info:
        parse_unit(text, "locust.yaml")
    assert str(info.value) == ("locust.yaml:8: unknown key 'armr_tons' (did you mean 'armor_tons'?); "
                               "unknown key 'equipment.0.locaton' (did you mean 'location'?) (line 16)")


def test_an_unknown_key_like_no_other_gets_no_suggestion():
    with pytest.raises(FormatError) as info:
        parse_unit(LOCUST + "wings: 2\n", "locust.yaml")   # the file has 25 lines
    assert str(info.value) == "locust.yaml:26: unknown key 'wings'"


# --- regiment: options that do not apply, scenario restrictions, library regiments of 1987 designs

LANCERS = ROOT / "tests" / "data" / "regiment-lancers.yaml"


def _regiment(args, capsys):
    import io

    from designer.cli import main

    out = io.StringIO()
    code = main(["regiment", *args], out)
    return code, out.getvalue(), capsys.readouterr().err


@pytest.mark.parametrize(("args", "line"), [
    (["generate", "--type", "heavy", "--counters", "x.pdf"],
     "designer regiment: --counters does not apply to 'regiment generate' (it takes --type, --experience, "
     "--seed, --from-library, --regiment-name, -o, --force)"),
    ([str(LANCERS), "--type", "heavy"],
     "designer regiment: --type does not apply to a regiment file (it takes --json, --csv, --explain, "
     "--counters, --paper, --seed, --force)"),
    (["scenario", "steel-tip", "--from-library"],
     "designer regiment: --from-library does not apply to 'regiment scenario' (it takes NAME, -o, --paper, "
     "--force)"),
])
def test_regiment_refuses_options_the_action_does_not_use(args, line, capsys):
    code, out, err = _regiment(args, capsys)
    assert (code, out, err) == (2, "", line + "\n")


def test_a_steel_tip_attacker_buying_vehicles_and_mines_breaks_the_scenario(tmp_path):
    from designer.battleforce.regiment_file import read_regiment

    # The Lancers (a Green recon lance, a Green headquarters lance from its pilots, a hover
    # platoon, a Union DropShip and 20 points of mines) bought as the Steel Tip's attackers, who
    # "may buy only 'Mechs, Air Units, and any Variation Counters" and whose "'Mech units must be
    # Regular Experience Level or better" (seed 001 line 2227).
    path = tmp_path / "lancers.yaml"
    path.write_text(LANCERS.read_text(encoding="utf-8").replace("budget: 150", "budget: steel-tip:attacker"),
                    encoding="utf-8")
    found = [(f.code, f.location, f.message) for f in read_regiment(path).findings
             if f.code.startswith("BF-SCENARIO")]
    assert found == [
        ("BF-SCENARIO-PURCHASE", "special", "7th Crucis Lancers may not buy DropShip ('Union DropShip')"),
        ("BF-SCENARIO-PURCHASE", "special", "7th Crucis Lancers may not buy Mine Attack"),
        ("BF-SCENARIO-EXPERIENCE", "1st Battalion/A Company/Recon",
         "the 'Mech lances of 7th Crucis Lancers must be Regular or better, not Green"),
        ("BF-SCENARIO-UNITS", "1st Battalion/B Company/Hover Platoon",
         "7th Crucis Lancers may buy only 'Mech and air lances, not a vehicle lance"),
        ("BF-SCENARIO-EXPERIENCE", "Regimental Headquarters/Lancer HQ",
         "the 'Mech lances of 7th Crucis Lancers must be Regular or better, not Green"),
    ]


def test_library_regiments_draw_only_1987_designs():
    from designer.battleforce.generate import LANCE_TYPES, fits_1987_regiment, library_pool

    level2 = {path.stem for path in (ROOT / "units" / "mechs" / "level2").glob("*.yaml")}
    drawn = {name for lance_type in LANCE_TYPES for name in library_pool(lance_type)}
    assert "Atlas AS7-D" in drawn and "Locust LCT-1V" in drawn
    assert not drawn & level2   # none of the 61 Level 2 files (rules level 2, 17 of them Clan)
    assert fits_1987_regiment({"kind": "mech", "tonnage": 20})
    assert not fits_1987_regiment({"rules_level": 2})
    assert not fits_1987_regiment({"tech_base": "clan", "rules_level": 1})
    assert not fits_1987_regiment({"year": 3026})
    assert fits_1987_regiment({"year": 3025})


# --- MTF export: the era MegaMek needs (D-NEW-2)

def _era(path: str) -> str:
    from designer.mech.mtf_writer import mech_to_mtf

    text = mech_to_mtf(parse_unit((ROOT / path).read_text(encoding="utf-8"), path))
    return next(line for line in text.splitlines() if line.casefold().startswith("era:"))


def test_mtf_export_writes_the_rules_era_when_no_year_is_set():
    # a 1987 design: the 1987 rules' era (D-MTF-4)
    assert _era("units/mechs/Atlas AS7-D.yaml") == "era:3025"
    # a Level 2 design with no year: its latest technology, the IS Light AC/2 of 3068 (MegaMek's
    # own Annihilator ANH-3A file says Era:3068)
    assert _era("units/mechs/level2/Annihilator ANH-3A.yaml") == "era:3068"


# --- README: the unit file example is a schema 2 file that validates; the options are documented

README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_unit_example_is_a_valid_schema_2_file():
    from designer.rules import validate

    block = README.split("```yaml\n", 1)[1].split("```", 1)[0]
    unit = parse_unit(block, "README.md")
    assert block.splitlines()[:2] == ["kind: mech", "schema: 2"]
    assert (unit.chassis, unit.model, unit.tonnage) == ("Locust", "LCT-1V", 20)
    assert [f.code for f in validate(unit).findings if f.severity.value == "error"] == []
    assert "[docs/unit-files.md](docs/unit-files.md)" in README


def test_the_readme_names_the_options_of_the_commands():
    for text in ("--counters OUT.pdf", "--roll --seed N", "[--config NAME]", '"import_notes"', "bv --explain",
                 "info [--json]"):
        assert text in README, text
