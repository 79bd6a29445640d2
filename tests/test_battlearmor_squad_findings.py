"""A finding every suit of a battle armor squad has alike is said once ("every trooper"), not once
per trooper; one that only some suits have stays with each of them."""

from designer.formats import read_unit
from designer.battlearmor.validation import squad_findings
from designer.rules.findings import Finding, Severity
from designer.rules.validate import validate
from tests.conftest import REPO


def test_the_overweight_squad_is_one_weight_finding():
    # five Elementals of 1,450 kg each, over the medium class's 1,000 kg (MegaMek EntityWeightClass)
    report = validate(read_unit(REPO / "tests" / "findings" / "BA-SUIT-WEIGHT" / "bad.yaml"))
    weight = [f for f in report.findings if f.code == "BA-SUIT-WEIGHT"]
    assert [(f.location, f.message) for f in weight] == [
        ("every trooper", "A suit weighs 1450 kg; a medium suit weighs at most 1000 kg.")]


def _at(where: str, message: str = "10 slots used; the body has 4.") -> Finding:
    return Finding("BA-SLOTS", Severity.ERROR, where, message, "rule")


def test_only_what_every_suit_shares_is_merged():
    findings = [_at("trooper 1: body"), _at("trooper 2: body"), _at("trooper 3: body"),
                _at("trooper 2: left_arm", "3 slots used; the arm has 2."), _at(None)]
    merged = squad_findings(findings, 3)
    assert [f.location for f in merged] == ["every trooper: body", "trooper 2: left_arm", None]
    assert squad_findings(findings[:2], 3) == findings[:2]   # two of three suits: each keeps its own
