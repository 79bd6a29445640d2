"""The canon library in units/: every unit validates, opens by name, and units/README.md is current."""

from pathlib import Path


from designer.cli import main
from designer.formats import read_unit
from designer.library import find_unit, library_files
from designer.rules import validate

REPO = Path(__file__).parent.parent
MECH_FILES = sorted((REPO / "units" / "mechs").glob("*.yaml"))
LEVEL2 = REPO / "units" / "mechs" / "level2"


def test_library_holds_the_55_reference_mechs():
    # the 55 'Mechs of the 1987 BattleForce Values Table (seed 001 lines 1715-1851)
    assert len(MECH_FILES) == 55


# MegaMek vehicles the 1987 rules reject, with the exact error codes they produce; each is explained
# in docs/rules-decisions.md (D-BLK-8). Every other library unit must have no error.
KNOWN_1987_REJECTIONS = {
    # (the Coolant Truck is valid since its two vehicle flamers are the ammunition-fed seed 002 item, D-L2W-2;
    # the MASH Truck, "IS Level 3", and the Mobile Headquarters, "IS Level 2", mount catalogued support
    # equipment, so they are the Level 2+ designs their files declare and validate, D-VEH3-1)
    # the Swift Wind, Packrat and Striker (IS Level 1, wheeled) weigh more than their tonnage by the
    # 1987 table's suspension factor 0 only, and fit with the TechManual's 20: a warning (D-VEH-SUSPENSION)
}


def test_every_library_unit_is_valid():
    # the Level 2 'Mechs of units/mechs/level2/ are validated, with their own known rejections, by
    # tests/test_library_level2.py (read once there: they are 61 of the library's files, and the slower)
    files = [p for p in library_files() if LEVEL2 not in p.resolve().parents]
    codes = {p.name: {f.code for f in validate(read_unit(p)).errors} for p in files}
    assert {name: found for name, found in codes.items() if found} == KNOWN_1987_REJECTIONS


def test_find_unit_by_name_is_case_insensitive():
    assert find_unit("atlas as7-d").resolve() == REPO / "units" / "mechs" / "Atlas AS7-D.yaml"
    assert find_unit("No Such Mech") is None


def test_cli_opens_a_canon_unit_by_name(capsys):
    assert main(["info", "Atlas AS7-D"]) == 0
    assert "Atlas AS7-D  (100 tons, biped)" in capsys.readouterr().out


def test_no_fluff_text_in_the_library():
    for path in MECH_FILES:
        text = path.read_text(encoding="utf-8")
        assert "overview" not in text and "history" not in text and "capabilities" not in text


def test_units_readme_is_current():
    from tools.library_index import render_index

    assert (REPO / "units" / "README.md").read_text(encoding="utf-8") == render_index(), \
        "run: python -m tools.library_index"
