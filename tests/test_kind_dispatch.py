"""The project's standard: "A new unit kind is one package plus one registration in
designer/kinds.py; no isinstance chain on kinds anywhere else." Every module of ``designer/`` is
scanned (its syntax tree, nothing is imported) for ``isinstance(x, K)`` (or ``type(x) is K``,
``case K():``) where K is the document class of a registered unit kind; only the kind's own
modules may ask, plus the short allow-list below of tests that are not dispatch on kinds."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from designer.kinds import unit_kinds

REPO = Path(__file__).resolve().parents[1]
KIND_OF_CLASS = {spec.model.__name__: spec.kind for spec in unit_kinds()}
# (module, class) -> why that isinstance test is not a dispatch on kinds.
ALLOWED = {
    ("designer/model/omni.py", "Mech"): "the OmniMech type guards of the 'Mech's own model",
    ("designer/formats/mtf_writer.py", "Mech"): "an MTF file holds a 'Mech: the writer refuses others",
}


def _class_name(node: ast.AST) -> str | None:
    """``Mech`` of ``Mech`` or ``model.Mech``."""
    return node.id if isinstance(node, ast.Name) else getattr(node, "attr", None)


def _tested_classes(node: ast.AST) -> list[ast.AST]:
    """The classes a node tests a value against: ``isinstance(x, K)`` or ``(K1, K2)``,
    ``type(x) is K`` (or ``==``), ``case K():``."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance"
            and len(node.args) == 2):
        target = node.args[1]
        return list(target.elts) if isinstance(target, ast.Tuple) else [target]
    if (isinstance(node, ast.Compare) and isinstance(node.left, ast.Call)
            and isinstance(node.left.func, ast.Name) and node.left.func.id == "type"):
        return [right for op, right in zip(node.ops, node.comparators, strict=True)
                if isinstance(op, (ast.Is, ast.Eq, ast.IsNot, ast.NotEq))]
    return [node.cls] if isinstance(node, ast.MatchClass) else []


def kind_tests(source: str) -> Iterator[tuple[int, str]]:
    """(line, class name) of every test of a value against a kind's document class, by the name
    the module spells it with."""
    for node in ast.walk(ast.parse(source)):
        for klass in _tested_classes(node):
            name = _class_name(klass)
            if name in KIND_OF_CLASS:
                yield getattr(node, "lineno", 0), name


def owned_by(module: str, kind: str) -> bool:
    """A kind's own module: a folder or file named with the kind's name as one of its words
    (``rules/mech/``, ``bv/mech_defense.py``, ``formats/blk_vehicle_writer.py``)."""
    return any(kind in part.removesuffix(".py").split("_") for part in module.split("/"))


@pytest.fixture(scope="module")
def modules() -> dict[str, str]:
    return {path.relative_to(REPO).as_posix(): path.read_text(encoding="utf-8")
            for path in sorted((REPO / "designer").rglob("*.py"))}


def test_no_module_outside_a_kind_tests_for_that_kind(modules):
    found = [f"{module}:{line}: isinstance(..., {name})"
             for module, source in modules.items() for line, name in kind_tests(source)
             if not owned_by(module, KIND_OF_CLASS[name]) and (module, name) not in ALLOWED]
    assert found == [], "dispatch through a designer.kinds registry piece instead:\n" + "\n".join(found)


def test_every_allowed_exception_is_still_there(modules):
    # an allow-list entry whose isinstance is gone would hide the next one silently
    for module, name in ALLOWED:
        assert name in {found for _, found in kind_tests(modules[module])}, (module, name)


def test_the_scan_sees_plain_tuple_and_dotted_kind_classes():
    source = ("if isinstance(u, Mech): pass\n"
              "ok = isinstance(u, (Fighter, model.Vehicle))\n"
              "fine = isinstance(u, dict) and isinstance(u, UnitDocument)\n"
              "same = type(u) is Building or type(u) == dict\n"
              "match u:\n    case Infantry():\n        pass\n")
    assert sorted(kind_tests(source)) == [(1, "Mech"), (2, "Fighter"), (2, "Vehicle"), (4, "Building"),
                                          (6, "Infantry")]


def test_a_kinds_own_modules_are_told_apart_from_others():
    assert owned_by("designer/rules/mech/checks_core.py", "mech")
    assert owned_by("designer/formats/blk_vehicle_writer.py", "vehicle")
    assert not owned_by("designer/rules/protomech/validation.py", "mech")
    assert not owned_by("designer/editing/browser.py", "mech")
