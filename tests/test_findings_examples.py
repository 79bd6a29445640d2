"""Every finding code has a failing example (the code is reported at the expected location)
and a passing example (no error at all) in tests/findings/<CODE>/."""

from pathlib import Path

import pytest

from designer.battleforce.lance import lance_values
from designer.battleforce.lance_file import read_group_file
from designer.battleforce.regiment_file import read_regiment
from designer.formats import read_unit
from designer.rules import all_specs, validate

FINDINGS = Path(__file__).parent / "findings"
# Codes with no file example: raised only when a check itself crashes (tested separately).
INTERNAL_CODES = {spec.code for spec in all_specs() if spec.code.endswith("-CHECK-FAILED")}


def _expectation(path: Path) -> tuple[str, str | None]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# expect: "), f"{path} must start with '# expect: CODE at LOCATION'"
    code, _, location = first.removeprefix("# expect: ").partition(" at ")
    return code.strip(), None if location.strip() == "-" else location.strip()


def _findings(path: Path, kind: str) -> tuple:
    """Every finding of an example: a unit file is validated; a lance file (kind "lance") is
    converted to its BattleForce lance, which carries the lance findings; a regiment file (kind
    "regiment") is read whole, with its budget findings."""
    if kind == "regiment":
        return read_regiment(path).findings
    if kind != "lance":
        return validate(read_unit(path)).findings
    (spec,) = read_group_file(path)
    lance = lance_values([m.values for m in spec.members], spec.skills(), declared_class=spec.declared_class)
    return lance.findings


KINDS = {spec.code: spec.kind for spec in all_specs()}


def _codes() -> list[str]:
    return sorted(spec.code for spec in all_specs() if spec.code not in INTERNAL_CODES)


@pytest.mark.parametrize("code", _codes())
def test_bad_example_reports_code_at_location(code):
    bad = FINDINGS / code / "bad.yaml"
    assert bad.exists(), f"no failing example for {code}"
    expected_code, location = _expectation(bad)
    assert expected_code == code
    findings = _findings(bad, KINDS[code])
    hits = [f for f in findings if f.code == code]
    assert hits, f"{code} not reported; got {[f.code for f in findings]}"
    assert location in {f.location for f in hits}


@pytest.mark.parametrize("code", _codes())
def test_good_example_is_valid(code):
    good = FINDINGS / code / "good.yaml"
    assert good.exists(), f"no passing example for {code}"
    findings = _findings(good, KINDS[code])
    assert code not in {f.code for f in findings}
    assert not [f for f in findings if f.severity.value == "error"], [str(f) for f in findings]


def test_every_example_folder_names_a_registered_code():
    known = {spec.code for spec in all_specs()}
    assert {p.name for p in FINDINGS.iterdir() if p.is_dir()} <= known
