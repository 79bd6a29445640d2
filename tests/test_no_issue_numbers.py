"""No issue numbers in code: a comment or docstring states the rule a check enforces, the fact or the
decision code, never the tracker entry that asked for it (the project guide). Every .py file under
designer/, tools/, bench/ and tests/ is scanned, and so are their names; docs/*.md may keep issue
references as history."""

from __future__ import annotations

import os
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FOLDERS = ("designer", "tools", "bench", "tests")
# "issue 33", "(Issue 17)", "issues #16", "issue20": the word, an optional space and '#', a number
ISSUE_NUMBER = re.compile(r"issues? ?#?[0-9]+", re.IGNORECASE)


def _python_files() -> list[Path]:
    found = []
    for folder in FOLDERS:
        for root, dirs, files in os.walk(REPO / folder):   # os.walk follows no folder link
            dirs[:] = [name for name in dirs if name != "__pycache__"]
            found += [Path(root) / name for name in files if name.endswith(".py")]
    return sorted(path for path in found if path != Path(__file__).resolve())


def _hits(path: Path) -> list[str]:
    where = path.relative_to(REPO)
    hits = [f"{where}: file name" for _ in ISSUE_NUMBER.finditer(path.name)]
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if ISSUE_NUMBER.search(line):
            hits.append(f"{where}:{number}: {line.strip()}")
    return hits


def test_the_pattern_finds_every_spelling_of_an_issue_number():
    for text in ("(issue 33)", "Issue 20, the numbered defects", "issues #16 and #17", "test_issue32.py",
                 "issue 16 item 5"):
        assert ISSUE_NUMBER.search(text), text
    for text in ("every issue of the file", "issues found: 3", "tissue", "D-SCALE3-2"):
        assert not ISSUE_NUMBER.search(text), text


def test_the_scan_reaches_every_folder():
    files = _python_files()
    assert {path.relative_to(REPO).parts[0] for path in files} == set(FOLDERS)
    assert REPO / "tests" / "conftest.py" in files


def test_no_python_file_names_an_issue_number():
    hits = [hit for path in _python_files() for hit in _hits(path)]
    assert not hits, "issue numbers in code (state the rule or decision instead):\n" + "\n".join(hits)
