"""Validation as a whole: every finding at once, locations, robustness."""

from hypothesis import HealthCheck, given, settings

from mech_strategies import designs

from designer.mech.model import MechLocation, Mount
from designer.rules import Severity, validate
from designer.mech import validation


def test_a_design_breaking_several_rules_gets_all_of_them(merlin):
    broken = merlin.model_copy(update={
        "jump_mp": 5,                                    # jump > walk, and 4 jets for 5 MP
        "armor": {**merlin.armor, "HD": 12, "LA": 22},   # head over 9, arm over 20, over bought
        "ammo": merlin.ammo[1:],                         # LRM-5 without ammunition
        "equipment": merlin.equipment + (Mount(item="Medium Laser", location=MechLocation.CT, slot=1),),
    })
    report = validate(broken)
    found = {(f.code, f.location) for f in report.findings}
    assert {("MECH-JUMP-EXCEEDS-WALK", None), ("MECH-JUMP-JETS-COUNT", None),
            ("MECH-ARMOR-HEAD-OVER-MAX", "HD"), ("MECH-ARMOR-OVER-MAX", "LA"),
            ("MECH-ARMOR-OVER-BOUGHT", None), ("MECH-AMMO-MISSING", "RT"),
            ("MECH-SLOT-CONFLICT", "CT"), ("MECH-OVERWEIGHT", None)} <= found
    assert not report.is_valid


def test_messages_carry_the_numbers(merlin):
    report = validate(merlin.model_copy(update={"armor": {**merlin.armor, "LA": 21, "RA": 11}}))
    (finding,) = [f for f in report.findings if f.code == "MECH-ARMOR-OVER-MAX"]
    # left arm: 10 structure boxes (Internal Structure Table, 60 t) -> cap 20
    assert "21" in finding.message and "10 structure boxes" in finding.message and "(20)" in finding.message
    assert finding.rule.startswith("seed 000")


def test_rear_armor_counts_against_the_torso_cap(merlin):
    # LT has 14 boxes -> 28 points for front and rear together (seed 000 lines 4352-4356)
    report = validate(merlin.model_copy(update={"armor": {**merlin.armor, "LT": 22, "LA": 12},
                                                "rear_armor": {**merlin.rear_armor, "LT": 7}}))
    assert ("MECH-ARMOR-OVER-MAX", "LT") in {(f.code, f.location) for f in report.findings}


def test_underweight_is_a_warning_stating_tons_left(merlin):
    lighter = merlin.model_copy(update={"equipment": tuple(m for m in merlin.equipment if m.item != "Flamer")})
    (finding,) = validate(lighter).findings
    assert (finding.code, finding.severity) == ("MECH-UNDERWEIGHT", Severity.WARNING)
    assert "1 tons are left" in finding.message  # 60 - 59 t
    assert validate(lighter).is_valid


def test_a_crashing_check_becomes_a_finding(merlin, monkeypatch):
    def explode(mech, fig):
        raise ZeroDivisionError("boom")
        yield

    monkeypatch.setattr(validation, "ALL_CHECKS", (explode,) + validation.ALL_CHECKS)
    report = validate(merlin)
    assert [f.code for f in report.findings] == ["MECH-CHECK-FAILED"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(designs)
def test_validate_never_raises_and_never_uses_the_internal_code(mech):
    report = validate(mech)
    assert "MECH-CHECK-FAILED" not in report.codes()
    for finding in report.findings:
        assert finding.message and finding.rule
        assert finding.location is None or finding.location in {loc.value for loc in MechLocation}
