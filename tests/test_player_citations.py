"""Findings cite, for a player, the book and section a rule comes from (designer/rules/citations.py):
never an OCR line number, a quoted phrase of the text files (the Master Rules seed is in Spanish)
or a research note. The seed citation itself stays in ``rule`` and docs/findings.md."""

import re

import pytest

from designer.formats import FormatError, read_unit
from designer.rules.citations import BOOKS, SEED_CITATION, player_citation, section_of
from designer.rules.findings import Finding, Severity, all_specs
from designer.rules.validate import validate
from tests.conftest import REPO

SPECS = all_specs()
DECISION = re.compile(r"\bD-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
# What a player cannot follow: a seed or line number, a research note, the Spanish text.
UNFOLLOWABLE = re.compile(r"seed|\bline|level2-spec|research/|[áéíóúñ¿¡]|\"", re.IGNORECASE)
SPANISH_WORDS = re.compile(r"\b(?:armas|equipos?|radiador|blindaje|tabla|esfera|munición|por|los|las|del)\b",
                           re.IGNORECASE)


def _followable(text: str) -> bool:
    without_decisions = DECISION.sub("", text).replace("docs/rules-decisions.md", "")
    return (not UNFOLLOWABLE.search(without_decisions) and not SPANISH_WORDS.search(without_decisions)
            and not re.search(r"\d", without_decisions))


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.code)
def test_every_finding_code_has_a_player_citation(spec):
    citation = player_citation(spec.rule)
    assert _followable(citation), citation
    for match in SEED_CITATION.finditer(spec.rule):   # each cited seed names its book and a section
        assert match["seed"] in BOOKS
        assert section_of(match["seed"], int(match["first"])) in citation


def test_the_critical_hit_table_citation_of_the_issue():
    # seed 000 lines 4340-4351 ("COMPLETE RECORD SHEET": the Equipment Tables, "These hit tables
    # are already partially filled in", line 4342) are where 'Mech construction fills the table.
    spec = next(spec for spec in SPECS if spec.code == "MECH-HEAT-SINKS-EXCESS")
    assert player_citation(spec.rule) == "BattleTech Manual, 'Mech Construction: Critical Hit Table"


def test_sections_follow_the_books_headings():
    # seed 000 line 4797 "WEAPONS TABLE" (the table's header is line 4799); line 4334 "ADD WEAPONS
    # AND AMMUNITION"; seed 002 line 461 heads the Inner Sphere table ("ARMAS Y EQUIPAMIENTOS DE LA
    # ESFERA INTERIOR"), line 341 the Clan one; seed 001 line 1367 "CREATING 'MECH LANCES".
    assert section_of("000", 4799) == "BattleTech Manual, Weapons Table"
    assert section_of("000", 4336) == "BattleTech Manual, 'Mech Construction: Add Weapons and Ammunition"
    assert section_of("002", 461) == "BattleTech Master Rules, Inner Sphere Weapons and Equipment Table"
    assert section_of("002", 453) == "BattleTech Master Rules, Clan Weapons and Equipment Table"
    assert section_of("001", 1400) == "BattleForce, Creating 'Mech Lances"


def test_decisions_are_kept_and_internal_checks_say_so():
    rule = 'seed 000 line 4348: "Upper, Lower, or Hand Actuators may be removed"; decision D-009'
    assert player_citation(rule) == ("BattleTech Manual, 'Mech Construction: Critical Hit Table; "
                                     "designer decision D-009 (docs/rules-decisions.md)")
    internal = player_citation("designer internal: a check failed")
    assert internal == "designer's own check (no rulebook passage)"


def test_a_printed_finding_shows_the_book_not_the_seed():
    spec = next(spec for spec in SPECS if spec.code == "MECH-UNKNOWN-EQUIPMENT")
    finding = Finding(spec.code, Severity.ERROR, "LA", "'Foo' is not in the equipment catalog.", spec.rule)
    assert "seed" not in str(finding) and "seed" not in str(finding.as_dict())
    assert finding.rule == spec.rule   # the seed citation stays for docs/findings.md and its tests
    assert "BattleTech Manual, Weapons Table" in str(finding)


FAILING_EXAMPLES = sorted((REPO / "tests" / "findings").glob("*/bad.yaml"))


def test_no_printed_message_cites_a_seed_line_or_quotes_the_spanish_text():
    problems = []
    for path in FAILING_EXAMPLES:
        try:
            unit = read_unit(path)
        except FormatError:   # a lance or scenario example, not a unit
            continue
        for finding in validate(unit).findings:
            text = f"{finding.message} ({finding.citation})"
            if UNFOLLOWABLE.search(DECISION.sub("", text).replace('"', "")):
                problems.append(f"{path.parent.name}: {text}")
    assert problems == []
