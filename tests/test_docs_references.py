"""What the documentation cites exists: finding and import-issue codes, test files and test
functions, source files, and dotted ``designer.`` names (modules, functions, classes, constants)."""

import importlib
import re
from pathlib import Path

import pytest

from designer.rules.findings import all_specs
from tests.conftest import REPO, TESTS

DOCS = sorted((REPO / "docs").glob("*.md")) + [REPO / "README.md", REPO / "units" / "README.md"]
CODE = re.compile(r"(?<![\w*-])(?:MECH|VEHICLE|FIGHTER|BUILDING|INFANTRY|BF|MTF|BLK)"
                  r"(?:-[A-Z0-9]+)*-[A-Z]+[A-Z0-9]*\b(?![-*])")
TEST_REF = re.compile(r"(?<![\w/])(?:tests/)?((?:[\w]+/)*test_\w+\.py)(?:::(\w+\b)(?!\*))?")
FINDING_DIR = re.compile(r"tests/findings/([A-Z0-9-]*[A-Z0-9])\b(?![-*])")
SOURCE_PATH = re.compile(r"`((?:designer|tests|bench|templates|units|docs)/[\w./-]+\.(?:py|yaml|md))`")
DOTTED = re.compile(r"`(designer(?:\.\w+)+)")


def _texts() -> list[tuple[str, str]]:
    return [(path.name, path.read_text(encoding="utf-8")) for path in DOCS]


def _known_codes() -> set[str]:
    """Registered finding codes and the import-issue codes the readers write (string literals)."""
    codes = {spec.code for spec in all_specs()}
    for path in (REPO / "designer").rglob("*.py"):
        codes |= set(re.findall(r"\"((?:MTF|BLK)-[A-Z0-9-]+)\"", path.read_text(encoding="utf-8")))
    return codes


def test_every_cited_code_exists():
    known = _known_codes()
    cited = {(name, code) for name, text in _texts() for code in CODE.findall(text)}
    assert {(name, code) for name, code in cited if code not in known} == set()


def _defines(path: Path, name: str) -> bool:
    pattern = rf"^(?:def |class |async def )?{re.escape(name)}\b"
    return re.search(pattern, path.read_text(encoding="utf-8"), re.M) is not None


def test_every_cited_test_file_and_function_exists():
    missing = []
    for name, text in _texts():
        for file, function in TEST_REF.findall(text):
            path = TESTS / file
            if not path.is_file():
                missing.append(f"{name}: {file}")
            elif function and not _defines(path, function):
                missing.append(f"{name}: {file}::{function}")
        missing += [f"{name}: tests/findings/{code}" for code in FINDING_DIR.findall(text)
                    if not (TESTS / "findings" / code).is_dir()]
    assert missing == []


def test_every_cited_source_path_exists():
    missing = [f"{name}: {path}" for name, text in _texts() for path in SOURCE_PATH.findall(text)
               if not (REPO / path).exists()]
    assert missing == []


def _resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for split in range(len(parts), 0, -1):
        try:
            target = importlib.import_module(".".join(parts[:split]))
        except ImportError:
            continue
        for attribute in parts[split:]:
            if not hasattr(target, attribute):
                return False
            target = getattr(target, attribute)
        return True
    return False


def test_every_cited_designer_name_exists():
    missing = [f"{name}: {dotted}" for name, text in _texts() for dotted in DOTTED.findall(text)
               if not _resolves(dotted)]
    assert missing == []


@pytest.mark.parametrize("text", ["see `designer.battleforce.lance_file.has_no_arms_quirk`"])
def test_a_missing_name_is_caught(text):
    # D-BF-7 once named this function, which never existed
    assert not _resolves(DOTTED.findall(text)[0])
