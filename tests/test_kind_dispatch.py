"""The project's standard: "A new unit kind is one package plus one registration in
designer/kinds.py; no isinstance chain on kinds anywhere else." Every module of ``designer/`` is
scanned (its syntax tree, nothing is imported) for ``isinstance(x, K)`` where K is the document
class of a registered unit kind; only the kind's own modules may ask, plus the short allow-list
below of tests that are not dispatch on kinds."""

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


def kind_tests(source: str) -> Iterator[tuple[int, str]]:
    """(line, class name) of every ``isinstance`` call whose class (or one of a tuple's) is a kind's
    document class, by the name the module spells it with."""
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "isinstance" and len(node.args) == 2):
            continue
        target = node.args[1]
        for klass in target.elts if isinstance(target, ast.Tuple) else [target]:
            name = klass.id if isinstance(klass, ast.Name) else getattr(klass, "attr", None)
            if name in KIND_OF_CLASS:
                yield node.lineno, name


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
              "fine = isinstance(u, dict) and isinstance(u, UnitDocument)\n")
    assert list(kind_tests(source)) == [(1, "Mech"), (2, "Fighter"), (2, "Vehicle")]


def test_a_kinds_own_modules_are_told_apart_from_others():
    assert owned_by("designer/rules/mech/checks_core.py", "mech")
    assert owned_by("designer/formats/blk_vehicle_writer.py", "vehicle")
    assert not owned_by("designer/rules/protomech/validation.py", "mech")
    assert not owned_by("designer/editing/browser.py", "mech")
