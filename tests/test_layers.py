"""The layering rule: the core (designer/ minus gui/, sheets/, the CLI shell and each kind folder's
sheet and editor) imports neither Qt nor reportlab, and only the GUI (gui/ and a kind folder's editor)
imports Qt."""

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
    return [p for p in sorted(PACKAGE.rglob("*.py")) if include(p.relative_to(PACKAGE).parts)]


def _kind_part(parts: tuple[str, ...], part: str) -> bool:
    """A kind folder's ``part`` module or package (``dropship/editor.py``, ``mech/sheet/...``)."""
    return len(parts) >= 2 and parts[1].removesuffix(".py") == part and (PACKAGE / parts[0]).is_dir()


def _is_core(parts: tuple[str, ...]) -> bool:
    return parts[0] not in NOT_CORE and not _kind_part(parts, "sheet") and not _kind_part(parts, "editor")


def _is_gui(parts: tuple[str, ...]) -> bool:
    return parts[0] == "gui" or _kind_part(parts, "editor")


@pytest.mark.parametrize("path", _modules(_is_core), ids=str)
def test_core_imports_neither_qt_nor_reportlab(path):
    assert not _imports(path) & {"PySide6", "shiboken6", "reportlab"}


@pytest.mark.parametrize("path", _modules(lambda parts: not _is_gui(parts)), ids=str)
def test_only_the_gui_imports_qt(path):
    assert "PySide6" not in _imports(path)


def test_a_kind_folders_editor_and_sheet_are_outside_the_core():
    assert _is_gui(("dropship", "editor.py")) and _is_gui(("dropship", "editor", "tabs.py"))
    assert not _is_core(("dropship", "sheet.py")) and not _is_core(("dropship", "sheet", "page.py"))
    assert _is_core(("dropship", "sheet_figures.py")) and not _is_gui(("dropship", "edits.py"))
    assert _is_core(("kinds.py",)) and not _is_gui(("sheets", "job.py"))
