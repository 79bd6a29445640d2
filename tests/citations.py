"""Seed citations, the one syntax the project writes them in, and their check.

A citation names a seed file (``../shared/seeds/NNN_*.txt``), a line or an inclusive range of
lines, and a short phrase copied verbatim from those lines (OCR noise included)::

    seed 000 lines 4352-4354: "up to 9 on their heads"
    seed 002 line 241: "debe tener manos"

The phrase must stand inside the lines (whitespace and case folded); it holds 3 to 12 words and no
double quote. A finding code's ``rule`` starts with one citation, may add more separated by ``; ``,
and may end with a short note after ``; `` (``; decision D-009``); the only rule without a
citation is ``designer internal: ...`` (a code no rulebook passage stands behind). A mention of a
seed's lines in any other form is a loose citation, which the tests reject."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

CITATION = re.compile(r'(?i:seed) (?P<seed>\d{3}) (?P<word>lines?) (?P<first>\d+)(?:-(?P<last>\d+))?'
                      r': "(?P<phrase>[^"\n]+)"')
# Anything that looks like a citation of a seed's lines (so a loose one cannot slip past the check).
LOOSE = re.compile(r"\bseed:? (?P<seed>\d{3})(?:'s)?(?:(?!seed)[^\n.;\"]){0,40}?\blines? \d", re.IGNORECASE)
INTERNAL = "designer internal: "
# A rule from a book the seeds do not hold (design quirks): it names the decision that records its
# source, and says the seeds are silent; the test checks the decision is recorded.
BEYOND_SEEDS = re.compile(r"decision (?P<code>D-[A-Z0-9]+(?:-[A-Z0-9]+)*): [^\n]+\(the seeds are silent\)$")
MIN_WORDS, MAX_WORDS, MAX_SPAN = 3, 12, 40


@dataclass(frozen=True)
class Citation:
    seed: str
    first: int
    last: int
    phrase: str
    text: str   # as written

    def problem(self, seed_lines: dict[str, list[str]]) -> str | None:
        """Why the citation is wrong, or None when the phrase stands inside the cited lines."""
        words = len(self.phrase.split())
        if not MIN_WORDS <= words <= MAX_WORDS:
            return f"{self.text}: the phrase has {words} words (3-12)"
        if self.last < self.first or self.last - self.first > MAX_SPAN:
            return f"{self.text}: line range {self.first}-{self.last} is reversed or longer than {MAX_SPAN}"
        lines = seed_lines.get(self.seed)
        if lines is None:
            return f"{self.text}: no seed {self.seed}"
        if self.last > len(lines):
            return f"{self.text}: seed {self.seed} has {len(lines)} lines"
        if fold(self.phrase) not in fold(" ".join(lines[self.first - 1:self.last])):
            return f"{self.text}: the phrase is not in seed {self.seed} lines {self.first}-{self.last}"
        return None


def fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def citations(text: str) -> list[Citation]:
    out = []
    for m in CITATION.finditer(text):
        plural = m["last"] is not None
        if (m["word"] == "lines") != plural:
            raise ValueError(f"{m[0]}: write 'line N' for one line and 'lines A-B' for a range")
        first = int(m["first"])
        out.append(Citation(m["seed"], first, int(m["last"] or first), m["phrase"], m[0]))
    return out


def loose_citations(text: str) -> list[str]:
    """Mentions of a seed's lines that are not in the strict form (each is a defect)."""
    strict = [m.span() for m in CITATION.finditer(text)]
    return [m[0] for m in LOOSE.finditer(text) if not any(a <= m.start() < b for a, b in strict)]


def rule_problem(rule: str) -> str | None:
    """A finding code's rule text breaks the syntax: why, else None."""
    if rule.startswith(INTERNAL):
        return None if "seed" not in rule.casefold() else f"{rule}: an internal rule cites no seed"
    if BEYOND_SEEDS.match(rule):
        return None
    if not CITATION.match(rule):
        return f"{rule}: does not start with a citation"
    if loose_citations(rule):
        return f"{rule}: loose citation {loose_citations(rule)[0]!r}"
    return None


def read_seeds(folder: Path) -> dict[str, list[str]]:
    return {path.name[:3]: path.read_text(encoding="utf-8").splitlines()
            for path in sorted(folder.glob("*.txt"))}
