"""Only tests/conftest.py writes the path of ../shared (the third-party corpus and the rulebooks'
text beside the checkout). Every other test reaches it through the ``reference_dir``,
``level2_dir`` or ``seeds_dir`` fixture, which fails instead of skipping when CI requires the
corpus (DESIGNER_REQUIRE_CORPUS=1); a module that builds the path itself would skip in silence.
Each test module's syntax tree is scanned (docstrings are prose, not paths)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent
THE_ONE_PLACE = TESTS / "conftest.py"
THIS_GUARD = Path(__file__).resolve()   # it spells the path only to recognise it


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring constants of the module, its classes and functions."""
    owners = [node for node in ast.walk(tree)
              if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))]
    return {id(owner.body[0].value) for owner in owners
            if owner.body and isinstance(owner.body[0], ast.Expr)
            and isinstance(owner.body[0].value, ast.Constant) and isinstance(owner.body[0].value.value, str)}


def names_shared(text: str) -> bool:
    """A string that is (a piece of) a path to the shared folder: ``"shared"`` itself (``REPO.parent
    / "shared"``), ``"../shared..."``, ``"shared/..."`` or an absolute path through ``/shared``."""
    if text == "shared" or text.startswith(("../shared", "shared/")):
        return True
    return text.startswith("/") and ("/shared/" in text or text.endswith("/shared"))


def shared_paths(source: str) -> Iterator[tuple[int, str]]:
    """(line, string) of every string of the module's code that names the shared folder."""
    tree = ast.parse(source)
    prose = _docstrings(tree)
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
                and names_shared(node.value)):
            yield node.lineno, node.value


def test_no_test_module_but_conftest_builds_the_shared_path():
    found = [f"{path.relative_to(TESTS)}:{line}: {text!r}"
             for path in sorted(TESTS.rglob("*.py")) if path not in (THE_ONE_PLACE, THIS_GUARD)
             for line, text in shared_paths(path.read_text(encoding="utf-8"))]
    assert found == [], "use the reference_dir / level2_dir / seeds_dir fixture:\n" + "\n".join(found)


def test_conftest_is_where_the_path_is_written():
    assert [text for _, text in shared_paths(THE_ONE_PLACE.read_text(encoding="utf-8"))] == ["shared"]


def test_the_scan_tells_paths_from_prose():
    source = ('"""Reads ../shared/reference."""\n'
              'A = ROOT.parent / "shared" / "reference"\n'
              'B = Path("../shared/seeds")\n'
              'C = "/work/shared"\n'
              'D = "test ! -e ../shared" in ci   # a CI script checked for the words, not a path\n'
              'def f():\n    """In ../shared/seeds."""\n')
    assert sorted(line for line, _ in shared_paths(source)) == [2, 3, 4]
