"""Decision D-ERA-1: a Level 2 design that names no year is judged at 3060, the era of the Master
Rules tables (their newest items, the IS Ultra AC/20 and the Clan ER micro laser, appear in 3060),
and the pickers offer what validation accepts: the IS Plasma Rifle (3068) needs a year."""

from __future__ import annotations

from pathlib import Path

from designer.cli import main
from designer.mech import technology_edits as technology
from designer.formats.load import load_unit
from designer.mech.model import Mech
from designer.rules.validate import validate

REPO = Path(__file__).resolve().parents[1]
CATAPHRACT = REPO / "units" / "mechs" / "level2" / "Cataphract CTF-5D.yaml"   # no year; a plasma rifle


def _level2(year: int | None) -> Mech:
    mech = load_unit(REPO / "tests" / "units" / "merlin.yaml").unit
    return mech.model_copy(update={"rules_level": 2, "year": year})


def _offered(mech: Mech) -> set[str]:
    return {item.id for item in technology.catalog_items(mech)}


def test_a_level2_design_without_a_year_is_offered_the_master_rules_era():
    offered = _offered(_level2(None))
    assert "IS Ultra AC/20" in offered           # 3060: the newest Master Rules item
    assert "IS Plasma Rifle" not in offered      # 3068: later technology needs a year
    assert "IS Plasma Rifle" in _offered(_level2(3068))


def test_a_level2_design_without_a_year_is_validated_at_3060():
    mech = load_unit(CATAPHRACT).unit
    assert mech.year is None and mech.rules_level >= 2
    findings = validate(mech).findings
    needed = [f for f in findings if f.code == "MECH-YEAR-NEEDED"]
    plasma = [f.message for f in needed if f.message.startswith("IS Plasma Rifle")]
    assert plasma == ["IS Plasma Rifle appears in 3068, after 3060, the Master Rules era a design without "
                      "a year is judged at; set the design's year."]
    assert {f.severity.value for f in needed} == {"info"}
    assert not [f for f in findings if f.code == "MECH-EQUIPMENT-ERA"]   # no year claimed, none broken
    dated = mech.model_copy(update={"year": 3068})
    assert not [f for f in validate(dated).findings if f.code in ("MECH-EQUIPMENT-ERA", "MECH-YEAR-NEEDED")]
    early = mech.model_copy(update={"year": 3060})
    assert [f for f in validate(early).findings if f.code == "MECH-EQUIPMENT-ERA"]


def test_the_command_line_says_it_too(capsys):
    main(["validate", str(CATAPHRACT)])
    out = capsys.readouterr().out
    assert "MECH-YEAR-NEEDED" in out and "IS Plasma Rifle appears in 3068, after 3060" in out


def test_a_level1_design_without_a_year_is_held_by_rules_level_not_by_a_year():
    from designer.rules.common.technology import judged_year

    mech = load_unit(REPO / "tests" / "units" / "merlin.yaml").unit
    assert (mech.rules_level, mech.year) == (1, None)
    assert judged_year(mech) == (None, "")
