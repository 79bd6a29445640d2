"""The plain-YAML fast path (D-SCALE3-2): ``parse_yaml_data`` gives exactly what the
guarded parser gives (the same data, or the same one-line error) for every YAML file of the
repository and for each YAML feature the fast path leaves to the guarded parser."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from designer.safe_io import MAX_DEPTH, MAX_DIGITS, FormatError, parse_yaml, parse_yaml_data
from designer.safe_io.yaml_plain import _plain_data

ROOT = Path(__file__).parent.parent
REPOSITORY_YAML = sorted(path for folder in ("tests", "units") for path in (ROOT / folder).rglob("*.y*ml"))


def typed(value: object) -> object:
    """The value with the type of every part beside it (1, 1.0 and True are equal in Python)."""
    if isinstance(value, dict):
        return ("dict", [(typed(key), typed(item)) for key, item in value.items()])
    if isinstance(value, list):
        return ("list", [typed(item) for item in value])
    return (type(value).__name__, value)


def outcome(parse, text: str) -> tuple[str, object]:
    try:
        return "data", typed(parse(text))
    except FormatError as exc:
        return "error", str(exc)


def test_every_yaml_file_of_the_repository_parses_as_the_guarded_parser_parses_it():
    assert len(REPOSITORY_YAML) > 300
    differ = []
    for path in REPOSITORY_YAML:
        text = path.read_bytes().decode("utf-8", errors="replace")
        if outcome(lambda t: parse_yaml(t, "f")[0], text) != outcome(lambda t: parse_yaml_data(t, "f"), text):
            differ.append(path.name)
    assert differ == []


CASES = {
    "plain": "kind: mech\ntonnage: 65\narmor: {HD: 9, CT: 30}\nflags: [yes, No, ~, null, 0x1F, 1_000]\n",
    "floats": "a: 1.5\nb: -0.0\nc: 6.02e+23\nd: .5\n",
    "quoted numbers stay text": "a: '65'\nb: \"true\"\n",
    "empty document": "",
    "only a comment": "# nothing\n",
    "explicit document": "---\na: 1\n...\n",
    "anchor and alias": "a: &x [1, 2]\nb: *x\n",
    "merge key": "base: &b {x: 1}\nunit: {<<: *b, y: 2}\n",
    "tag": "a: !!str 65\n",
    "local tag": "a: !thing 65\n",
    "timestamp": "built: 3025-01-02\n",
    "set": "a: !!set {x, y}\n",
    "duplicate key": "a: 1\nb: 2\na: 3\n",
    "one key two spellings": "1: a\n1.0: b\n",
    "true and one": "true: a\n1: b\n",
    "complex key": "? [a, b]\n: 1\n",
    "two documents": "a: 1\n---\nb: 2\n",
    "too deep": "a: " + "[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2) + "\n",
    "long integer": f"a: {'9' * (MAX_DIGITS + 1)}\n",
    "infinite float": "a: .inf\n",
    "malformed": "a: [1, 2\nb: 3\n",
    "unclosed quote": "a: 'open\n",
    "tab indentation": "a:\n\tb: 1\n",
}


@pytest.mark.parametrize("text", CASES.values(), ids=CASES.keys())
def test_each_feature_gives_the_guarded_parsers_answer(text):
    assert outcome(lambda t: parse_yaml(t, "f")[0], text) == outcome(lambda t: parse_yaml_data(t, "f"), text)


def test_the_fast_path_builds_plain_values_by_the_yaml_1_1_rules():
    # YAML 1.1 (PyYAML's resolver): yes/No are booleans, ~ is null, 0x1F is 31, 1_000 is 1000
    data = _plain_data(CASES["plain"])
    assert data == {"kind": "mech", "tonnage": 65, "armor": {"HD": 9, "CT": 30},
                    "flags": [True, False, None, None, 31, 1000]}
    floats = _plain_data(CASES["floats"])
    assert floats == {"a": 1.5, "b": 0.0, "c": 6.02e23, "d": 0.5} and math.copysign(1, floats["b"]) < 0


@pytest.mark.parametrize("name", ["anchor and alias", "merge key", "tag", "timestamp", "duplicate key",
                                  "one key two spellings", "two documents", "too deep", "long integer",
                                  "infinite float", "malformed"])
def test_what_is_not_plain_is_left_to_the_guarded_parser(name):
    with pytest.raises(Exception):   # noqa: B017 - any refusal: parse_yaml_data then asks parse_yaml
        _plain_data(CASES[name])
