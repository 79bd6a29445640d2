"""The values of an invalid design are still shown but marked as such: Battle Value, the Alpha Strike
card and Point Value, in text and JSON (``valid: false`` beside them)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from designer.cli import main

FINDINGS = Path(__file__).parent / "findings" / "MECH-ARMOR-HEAD-OVER-MAX"
MARK = "(INVALID DESIGN: 1 error; designer validate lists them)"


def _run(argv: list[str]) -> str:
    out = io.StringIO()
    main(argv, out)
    return out.getvalue()


def test_info_marks_the_battle_value_and_point_value_of_an_invalid_design():
    text = _run(["info", "--jobs", "1", str(FINDINGS / "bad.yaml")])   # head armor 10 over its 9
    assert f"Battle Value: 1,194 {MARK}" in text
    assert text.count(MARK) == 2 and "Alpha Strike Point Value: " in text
    assert MARK not in _run(["info", "--jobs", "1", str(FINDINGS / "good.yaml")])
    [facts] = json.loads(_run(["info", "--json", "--jobs", "1", str(FINDINGS / "bad.yaml")]))
    assert facts["valid"] is False and facts["battle_value"] == 1194 and facts["point_value"] is not None


def test_alphastrike_marks_an_invalid_designs_card():
    assert _run(["alphastrike", str(FINDINGS / "bad.yaml")]).rstrip().endswith(MARK)
    assert MARK not in _run(["alphastrike", str(FINDINGS / "good.yaml")])
    [card] = json.loads(_run(["alphastrike", "--json", str(FINDINGS / "bad.yaml")]))
    assert card["valid"] is False
