"""JSON text indented two spaces a level, byte for byte what ``json.dumps(value, indent=2)``
writes, made faster: the standard library encodes indented JSON in pure Python, one generator step
a token (a batch's findings spent more time there than in writing the bytes). Strings are escaped
by the standard library's own C escaper; anything this encoder does not know (a key that is not
text, a type JSON has no form for) is left to ``json.dumps`` itself, so the text and the errors
stay the library's."""

from __future__ import annotations

import json
from json.encoder import encode_basestring_ascii
from typing import Any

STEP = "  "   # one level of indentation (indent=2)


class _Unknown(Exception):
    """A value the fast path does not encode: the standard library does it (or refuses it)."""


def indented(value: Any, indent: str = "") -> str:
    """``value`` as ``json.dumps(value, indent=2)`` writes it, every line after the first starting
    with ``indent`` (the nesting it is written at)."""
    try:
        return _encoded(value, indent)
    except (_Unknown, RecursionError):
        text = json.dumps(value, indent=2)
        return text.replace("\n", "\n" + indent) if indent else text   # strings hold no raw newline


def _encoded(value: Any, indent: str) -> str:
    # the order of the standard encoder's tests: a str subclass (a StrEnum) is text, True is not 1
    if isinstance(value, str):
        return encode_basestring_ascii(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        return _float(value)
    inner = indent + STEP
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        items = ",\n".join(inner + _encoded(item, inner) for item in value)
        return f"[\n{items}\n{indent}]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        members = ",\n".join(f"{inner}{_key(key)}: {_encoded(item, inner)}" for key, item in value.items())
        return f"{{\n{members}\n{indent}}}"
    raise _Unknown


def _key(key: Any) -> str:
    if not isinstance(key, str):
        raise _Unknown
    return encode_basestring_ascii(key)


def _float(value: float) -> str:
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    return float.__repr__(value)
