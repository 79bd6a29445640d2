"""The batch commands' JSON text (designer/cli/json_indent.py) is byte for byte what the standard
library's ``json.dumps(value, indent=2)`` writes: the library is the reference here, not the code
under test."""

from __future__ import annotations

import json
from enum import IntEnum, StrEnum

import pytest

from designer.cli.json_indent import indented
from designer.cli.outcome import JsonList


class _Colour(StrEnum):
    RED = "red"


class _Level(IntEnum):
    TWO = 2


VALUES = [
    {},
    [],
    {"file": "a\u00e9\"\\\n\tb.mtf", "valid": True, "errors": [], "warnings": {}, "bv": None},
    {"nested": [{"a": 1, "b": [1.5, -0.0, 1e300, 2, False]}, (), ("x", [])], "z": {"y": {"x": {}}}},
    [float("nan"), float("inf"), float("-inf"), 10**30, -7, 0.1 + 0.2],
    {"enum": _Colour.RED, "level": _Level.TWO, "text": "\u2014 \U0001f600"},
    "just text",
    3,
    None,
]


@pytest.mark.parametrize("value", VALUES)
def test_indented_is_the_standard_librarys_text(value: object) -> None:
    assert indented(value) == json.dumps(value, indent=2)


@pytest.mark.parametrize("value", VALUES)
def test_nested_text_continues_at_its_indent(value: object) -> None:
    assert indented(value, "    ") == json.dumps(value, indent=2).replace("\n", "\n    ")


def test_keys_and_types_json_has_no_fast_form_for_are_the_librarys() -> None:
    # non-text keys: the library writes them as text (1 -> "1", False -> "false", None -> "null")
    value = {1: "a", False: [2], None: {}, 2.5: 0}
    assert indented(value) == json.dumps(value, indent=2)
    with pytest.raises(TypeError):   # the library's own refusal
        indented({"a": {1, 2}})


def test_a_streamed_list_is_the_librarys_list() -> None:
    import io

    out = io.StringIO()
    objects = JsonList(out)
    for value in VALUES[:6]:
        objects.add(value)  # type: ignore[arg-type]
    objects.close()
    assert out.getvalue() == json.dumps(VALUES[:6], indent=2) + "\n"
