"""The project's standard: "A new unit kind is one package plus one registration in
designer/kinds.py; no isinstance chain on kinds anywhere else." Every module of ``designer/`` is
scanned (its syntax tree, nothing is imported) for ``isinstance(x, K)`` (or ``type(x) is K``,
``case K():``) where K is the document class of a registered unit kind, and for a kind's name
compared with a value (``kind == "vehicle"``, ``kind in ("vehicle", "fighter")``, ``case "mech":``);
only the kind's own modules may ask, plus the short allow-lists below of tests that are not
dispatch on kinds."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from designer.kinds import unit_kinds

REPO = Path(__file__).resolve().parents[1]
KIND_OF_CLASS = {spec.model.__name__: spec.kind for spec in unit_kinds()}
KIND_NAMES = frozenset(spec.kind for spec in unit_kinds())
# (module, class) -> why that isinstance test is not a dispatch on kinds. (The OmniMech type guards
# and the MTF writer's refusal of a non-'Mech are in the 'Mech's own folder now: no entry needed.)
ALLOWED: dict[tuple[str, str], str] = {}


# (module, kind name) -> why comparing a value with that kind's name is not a dispatch on kinds.
ALLOWED_NAMES = {
    ("designer/battleforce/generate.py", "mech"): "a 1987 regiment draws 'Mechs from the library "
                                                  "(a rule of the generator, read from raw YAML)",
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


def kind_folder(kind: str) -> str | None:
    """The folder ``designer/<folder>/`` a kind's code lives in: the package of its document class
    when that is a kind folder (``designer.dropship.model:SmallCraft`` -> ``dropship``), else None."""
    ref = next(spec.model_ref for spec in unit_kinds() if spec.kind == kind)
    parts = ref.partition(":")[0].split(".") if isinstance(ref, str) else []
    return parts[1] if len(parts) == 3 and parts[2] == "model" else None


def owned_by(module: str, kind: str) -> bool:
    """A kind's own module: anything in its kind folder (``designer/dropship/**``), or, for a kind
    not yet in one folder, a folder or file named with the kind's name as one of its words
    (``sheets/<kind>_sheet.py``)."""
    parts = module.split("/")
    folder = kind_folder(kind)
    if folder is not None and parts[:2] == ["designer", folder]:
        return True
    return any(kind in part.removesuffix(".py").split("_") for part in parts)


def test_a_kind_owns_its_folder():
    # The small craft's model is designer.dropship.model:SmallCraft: its folder is the DropShip's;
    # the 'Mech's model is designer.mech.model:Mech
    assert kind_folder("small_craft") == "dropship" and kind_folder("mech") == "mech"
    assert owned_by("designer/mech/omni.py", "mech")
    assert owned_by("designer/dropship/editor.py", "small_craft")
    assert not owned_by("designer/gui/unit_view.py", "small_craft")


def _kind_names_in(node: ast.AST) -> list[str]:
    """The registered kind names a string constant, or a tuple, list or set of them, spells."""
    if isinstance(node, ast.Constant):
        return [node.value] if isinstance(node.value, str) and node.value in KIND_NAMES else []
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [name for element in node.elts for name in _kind_names_in(element)]
    return []


def kind_name_tests(source: str) -> Iterator[tuple[int, str]]:
    """(line, kind name) of every comparison of a value with a kind's name (``==``, ``!=``, ``in``,
    ``not in``) and every ``case "name":``."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                for name in _kind_names_in(side):
                    yield node.lineno, name
        elif isinstance(node, ast.MatchValue):
            for name in _kind_names_in(node.value):
                yield getattr(node.value, "lineno", 0), name


@pytest.fixture(scope="module")
def modules() -> dict[str, str]:
    return {path.relative_to(REPO).as_posix(): path.read_text(encoding="utf-8")
            for path in sorted((REPO / "designer").rglob("*.py"))}


def test_no_module_outside_a_kind_tests_for_that_kind(modules):
    found = [f"{module}:{line}: isinstance(..., {name})"
             for module, source in modules.items() for line, name in kind_tests(source)
             if not owned_by(module, KIND_OF_CLASS[name]) and (module, name) not in ALLOWED]
    assert found == [], "dispatch through a designer.kinds registry piece instead:\n" + "\n".join(found)


def test_no_module_outside_a_kind_compares_with_that_kinds_name(modules):
    found = [f"{module}:{line}: compares with {name!r}"
             for module, source in modules.items() for line, name in kind_name_tests(source)
             if not owned_by(module, name) and (module, name) not in ALLOWED_NAMES]
    assert found == [], "declare the difference on designer.kinds.UnitKind instead:\n" + "\n".join(found)


def test_every_allowed_exception_is_still_there(modules):
    # an allow-list entry whose isinstance or name test is gone would hide the next one silently
    for module, name in ALLOWED:
        assert name in {found for _, found in kind_tests(modules[module])}, (module, name)
    for module, name in ALLOWED_NAMES:
        assert name in {found for _, found in kind_name_tests(modules[module])}, (module, name)


def test_the_scan_sees_kind_names_compared_and_matched():
    source = ("if kind == 'vehicle': pass\n"
              "ok = unit.kind in ('fighter', 'building') or motive == 'tracked'\n"
              "match kind:\n    case 'mech':\n        pass\n    case 'hover':\n        pass\n")
    assert sorted(kind_name_tests(source)) == [(1, "vehicle"), (2, "building"), (2, "fighter"), (4, "mech")]


def test_the_scan_sees_plain_tuple_and_dotted_kind_classes():
    source = ("if isinstance(u, Mech): pass\n"
              "ok = isinstance(u, (Fighter, model.Vehicle))\n"
              "fine = isinstance(u, dict) and isinstance(u, UnitDocument)\n"
              "same = type(u) is Building or type(u) == dict\n"
              "match u:\n    case Infantry():\n        pass\n")
    assert sorted(kind_tests(source)) == [(1, "Mech"), (2, "Fighter"), (2, "Vehicle"), (4, "Building"),
                                          (6, "Infantry")]


def test_a_kinds_own_modules_are_told_apart_from_others():
    assert owned_by("designer/mech/checks_core.py", "mech")
    assert owned_by("designer/vehicle/blk_writer.py", "vehicle")
    assert not owned_by("designer/protomech/validation.py", "mech")
    assert not owned_by("designer/editing/browser.py", "mech")
