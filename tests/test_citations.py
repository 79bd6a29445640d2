"""Every seed citation the project writes is checked against the seed text (syntax in
tests/citations.py): the ``rule`` of every registered finding code, every citation in
docs/rules-decisions.md and in the comments of the catalog YAML (designer/catalog/data).

The syntax tests run everywhere; the tests that open the seeds need ../shared/seeds (the rulebooks'
OCR text is not part of the repository) and are corpus tests."""

import re
from pathlib import Path

import pytest

from designer.rules.findings import all_specs
from tests.citations import BEYOND_SEEDS, citations, loose_citations, read_seeds, rule_problem
from tests.conftest import REPO

DECISIONS = REPO / "docs" / "rules-decisions.md"
CATALOG_FILES = sorted((REPO / "designer" / "catalog" / "data").rglob("*.yaml"))
SPECS = all_specs()


def cited_texts() -> dict[str, str]:
    """Name -> text of every place whose seed citations are checked."""
    texts = {f"rule of {spec.code}": spec.rule for spec in SPECS}
    texts["docs/rules-decisions.md"] = DECISIONS.read_text(encoding="utf-8")
    for path in CATALOG_FILES:
        comments = [line.partition("#")[2] for line in path.read_text(encoding="utf-8").splitlines()]
        texts[str(path.relative_to(REPO))] = "\n".join(comments)
    return texts


@pytest.fixture(scope="module")
def seeds(seeds_dir: Path) -> dict[str, list[str]]:
    return read_seeds(seeds_dir)


def test_every_finding_rule_follows_the_citation_syntax():
    assert [problem for spec in SPECS if (problem := rule_problem(spec.rule))] == []


def test_every_finding_rule_but_the_internal_ones_cites_a_seed():
    uncited = sorted(spec.code for spec in SPECS if not citations(spec.rule))
    # "designer internal": no rulebook passage stands behind a check that could not run
    from designer.kinds import kind_names

    beyond = sorted(spec.code for spec in SPECS if BEYOND_SEEDS.match(spec.rule))
    assert uncited == sorted([f"{kind.upper()}-CHECK-FAILED" for kind in kind_names()] + beyond)


def test_every_rule_beyond_the_seeds_names_a_recorded_decision():
    # a rule from a book the seeds do not hold names its decision, which records the source and says
    # the seeds are silent
    text = DECISIONS.read_text(encoding="utf-8")
    sections = {match.group(1): match.group(2) for match in
                re.finditer(r"^### (D-[A-Z0-9-]+):(.*?)(?=^### |\Z)", text, re.MULTILINE | re.DOTALL)}
    for spec in SPECS:
        if (match := BEYOND_SEEDS.match(spec.rule)) is not None:
            code = match.group("code")
            assert code in sections, f"{spec.code}: {code} is not in docs/rules-decisions.md"
            assert "seeds are silent" in " ".join(sections[code].split()), f"{spec.code}: {code}"


def test_no_loose_seed_citation_in_docs_or_catalog():
    # "seed 000 lines 4343-4345" without its quoted phrase cannot be checked, so it is not allowed
    assert {name: found for name, text in cited_texts().items() if (found := loose_citations(text))} == {}


def test_every_citation_stands_in_its_seed(seeds):
    problems = [f"{name}: {problem}" for name, text in cited_texts().items()
                for citation in citations(text) if (problem := citation.problem(seeds))]
    assert problems == []


def test_the_checker_rejects_a_phrase_off_by_a_few_lines(seeds):
    # The defect this test exists for: MECH-ARMOR-HEAD-OVER-MAX once cited line 4352
    # ("ALLOCATE ARMOR"); the phrase is on line 4354.
    [wrong] = citations('seed 000 line 4352: "up to 9 on their heads"')
    [right] = citations('seed 000 lines 4352-4354: "up to 9 on their heads"')
    assert wrong.problem(seeds) is not None and right.problem(seeds) is None


def test_citation_syntax_details():
    [c] = citations('Seed 002 line 241: "debe tener manos (o actuadores de mano)"')
    assert (c.seed, c.first, c.last) == ("002", 241, 241)
    with pytest.raises(ValueError, match="write 'line N'"):
        citations('seed 000 lines 4354: "up to 9 on their heads"')
    assert loose_citations("as the text says (seed 000 line 4352)") == ["seed 000 line 4"]
    assert rule_problem('seed 000 line 4354: "up to 9 on their heads"; decision D-005') is None
    assert rule_problem("seed 000 line 4354 (Allocate Armor)") is not None
