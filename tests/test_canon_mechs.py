"""All 55 TRO 3025 'Mechs of the reference set read from MegaMek's files and validate with no
error finding (warnings allowed; each is explained in docs/rules-decisions.md)."""

from pathlib import Path

import pytest

from designer.formats.mtf import read_mtf
from designer.rules import validate
from designer.rules.mech.figures import figures

REFERENCE_UNITS = Path(__file__).parent.parent.parent / "shared" / "reference" / "megamek-units"

MTF_FILES = sorted(REFERENCE_UNITS.glob("*.mtf"))
# Warnings that canon designs legitimately carry (docs/rules-decisions.md D-016).
EXPECTED_WARNINGS = {"Orion ON1-K": {"MECH-ARMOR-UNALLOCATED"}}


def test_the_reference_set_has_55_mechs():
    assert len(MTF_FILES) == 55


@pytest.mark.parametrize("path", MTF_FILES, ids=lambda p: p.stem)
def test_canon_mech_validates_without_errors(path):
    mech = read_mtf(path).mech
    report = validate(mech)
    assert report.is_valid, [str(f) for f in report.errors]
    assert {f.code for f in report.warnings} == EXPECTED_WARNINGS.get(mech.name, set())


@pytest.mark.parametrize("path", MTF_FILES, ids=lambda p: p.stem)
def test_canon_mech_weighs_its_printed_mass(path):
    # the file's "mass:" line is the independent figure
    mass = next(int(line.split(":", 1)[1]) for line in path.read_text(encoding="utf-8").splitlines()
                if line.lower().startswith("mass:"))
    assert figures(read_mtf(path).mech).total_weight == mass


def test_quads_and_the_hatchetman_are_in_the_set():
    names = {read_mtf(p).mech.name: read_mtf(p).mech for p in MTF_FILES
             if p.stem.split()[0] in {"Goliath", "Scorpion", "Hatchetman"}}
    assert names["Goliath GOL-1H"].is_quad and names["Scorpion SCP-1N"].is_quad
    assert any(m.item == "Hatchet" for m in names["Hatchetman HCT-3F"].equipment)
