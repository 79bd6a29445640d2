"""The invalid-design warning on every kind's sheet (decision D-SHEET3-2): an invalid
design's sheet names its first error code, clear of every other word on the page (Letter and A4); a
valid design's sheet prints no warning. Each invalid design breaks one rule the test states."""

from __future__ import annotations

import pytest

from designer.formats.yaml_io import read_unit
from designer.sheets import SheetOptions, render_units_to_bytes
from sheet_readback import read_pages
from tests.conftest import REPO
from tests.test_bv_protomech import PROTO


def _unit(path: str):
    return read_unit(REPO / "units" / path)


def _broken():
    """(kind, invalid design, the code its sheet names first)."""
    striker = _unit("examples/vehicle-tracked-striker.yaml")
    cheetah = _unit("fighters/Cheetah F-10.yaml")
    kage = _unit("battlearmor/kage-light-mg.yaml")
    return [
        # 10 tons less than what is built into it
        ("vehicle", striker.model_copy(update={"tonnage": striker.tonnage - 10}), "VEHICLE-OVERWEIGHT"),
        ("fighter", cheetah.model_copy(update={"tonnage": cheetah.tonnage - 10}), "FIGHTER-OVERWEIGHT"),
        # a Construction Factor of 1,000, out of the range BUILDING-CF-RANGE allows
        ("emplacement", _unit("examples/building-gun-emplacement.yaml").model_copy(update={"cf": 1000}),
         "BUILDING-CF-RANGE"),
        ("installation", _unit("examples/building-office.yaml").model_copy(update={"cf": 1000}),
         "BUILDING-CF-RANGE"),
        # 30 armor points a suit weigh more than the suit may
        ("battlearmor", kage.model_copy(update={"armor": 30}), "BA-SUIT-WEIGHT"),
        ("infantry", _unit("examples/infantry-foot-rifle.yaml").model_copy(update={"men": 99}),
         "INFANTRY-MEN-RANGE"),
        # a 2-ton ProtoMech carrying the worked example's 5 tons of equipment
        ("protomech", PROTO.model_copy(update={"tonnage": 2}), "PROTOMECH-OVERWEIGHT"),
    ]


def _overlaps(a: dict, b: dict) -> bool:
    return a["x0"] < b["x1"] - 0.3 and b["x0"] < a["x1"] - 0.3 and a["top"] < b["bottom"] - 0.3 \
        and b["top"] < a["bottom"] - 0.3


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_kind_prints_the_warning_clear_of_other_words(paper):
    cases = _broken()
    pages = read_pages(render_units_to_bytes([unit for _, unit, _ in cases], paper=paper,
                                             options=SheetOptions()))
    found = {}
    for page in pages:
        words = page["word_boxes"]
        for start in (w for w in words if w["text"] == "INVALID"):
            line = [w for w in words if abs(w["top"] - start["top"]) < 1 and w["x0"] >= start["x0"] - 0.5]
            line = [w for w in line if w["x0"] - start["x0"] < 400]
            code = next(w["text"] for w in line if w["text"] not in ("INVALID", "DESIGN:"))
            found[code] = found.get(code, 0) + 1
            others = [w for w in words if w not in line]
            clash = [(w["text"], o["text"]) for w in line for o in others if _overlaps(w, o)]
            assert clash == [], (paper, code, clash)
    expected: dict[str, int] = {}
    for _, _, code in cases:
        expected[code] = expected.get(code, 0) + 1
    assert found == expected


def test_a_valid_design_prints_no_warning():
    units = [_unit(path) for path in ("examples/vehicle-tracked-striker.yaml", "fighters/Cheetah F-10.yaml",
                                      "examples/building-office.yaml", "battlearmor/kage-light-mg.yaml",
                                      "examples/infantry-foot-rifle.yaml", "examples/protomech-centaur.yaml")]
    text = " ".join(page["text"] for page in read_pages(render_units_to_bytes(units)))
    assert "INVALID" not in text
