"""All 55 TRO 3025 'Mechs of the canon library (units/mechs, converted from MegaMek's files; equal
to them by tests/test_corpus_library.py) validate with no error finding (warnings allowed; each is
explained in docs/rules-decisions.md) and weigh their tonnage."""

import pytest

from designer.rules import validate
from designer.mech.figures import figures
from tests.conftest import canon, library_stems

MECHS = library_stems("mechs")
# Warnings that canon designs legitimately carry (docs/rules-decisions.md D-016).
EXPECTED_WARNINGS = {"Orion ON1-K": {"MECH-ARMOR-UNALLOCATED"}}


def test_the_reference_set_has_55_mechs():
    assert len(MECHS) == 55


@pytest.mark.parametrize("name", MECHS)
def test_canon_mech_validates_without_errors(name):
    mech = canon(name)
    report = validate(mech)
    assert report.is_valid, [str(f) for f in report.errors]
    assert {f.code for f in report.warnings} == EXPECTED_WARNINGS.get(mech.name, set())


@pytest.mark.parametrize("name", MECHS)
def test_canon_mech_weighs_its_printed_mass(name):
    # the design's tonnage is the TRO's printed mass (MegaMek's "mass:" line, carried over by the
    # conversion); the sum of the component weights is computed independently of it
    mech = canon(name)
    assert figures(mech).total_weight == mech.tonnage


def test_quads_and_the_hatchetman_are_in_the_set():
    assert canon("Goliath GOL-1H").is_quad and canon("Scorpion SCP-1N").is_quad
    assert any(m.item == "Hatchet" for m in canon("Hatchetman HCT-3F").equipment)
