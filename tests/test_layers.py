"""The layering rule: the core (designer/ minus gui/, sheets/ and the CLI shell) imports neither
Qt nor reportlab, and only the GUI imports Qt."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "designer"
NOT_CORE = {"gui", "sheets", "cli"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def _modules(include) -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if include(p.relative_to(PACKAGE).parts[0])]


@pytest.mark.parametrize("path", _modules(lambda top: top not in NOT_CORE), ids=str)
def test_core_imports_neither_qt_nor_reportlab(path):
    assert not _imports(path) & {"PySide6", "shiboken6", "reportlab"}


@pytest.mark.parametrize("path", _modules(lambda top: top != "gui"), ids=str)
def test_only_the_gui_imports_qt(path):
    assert "PySide6" not in _imports(path)
