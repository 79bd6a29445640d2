"""Infantry platoon figures from seed 000 (platoon table lines 2105-2124, cost chart 4753-4773,
anti-'Mech table 2697-2703, carriers 2360-2362) and the finding examples."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from designer.infantry.model import Infantry
from designer.rules.findings import REGISTRY, Severity
from designer.infantry import figures as fig
from designer.infantry.summary import summarize_infantry
from designer.infantry.validation import check_infantry

ROOT = Path(__file__).parent


def make(motive: str, weapon: str, **fields) -> Infantry:
    return Infantry(chassis="Test", motive=motive, weapon=weapon, **fields)


@pytest.mark.parametrize(("motive", "weapon", "mp", "men", "max_damage"), [
    ("foot", "rifle", 1, 28, 7),            # line 2108
    ("foot", "srm", 1, 28, 14),             # line 2112
    ("motorized", "machine_gun", 3, 28, 10),  # line 2115
    ("motorized", "laser", 2, 28, 14),      # line 2117
    ("jump", "flamer", 3, 21, 7),           # line 2122
    ("jump", "srm", 2, 21, 11),             # line 2124
])
def test_platoon_table(motive, weapon, mp, men, max_damage):
    row = fig.row(make(motive, weapon))
    assert (row.mp, row.men, row.max_damage) == (mp, men, max_damage)


def test_damage_by_men_left():
    # full rifle platoon 7; 11-man foot laser platoon: 14 x 11 / 28 = 5.5 -> 6 (RULES-MAP gap note)
    assert fig.current_damage(make("foot", "rifle")) == 7
    assert fig.current_damage(make("foot", "laser", men=11)) == 6
    assert fig.damage(14, 1, 28) == 1  # 0.5 rounds up


@pytest.mark.parametrize(("men", "to_hit"), [(28, 4), (22, 4), (21, 7), (16, 7), (15, 10), (10, 10),
                                             (9, 12), (5, 12), (4, None), (1, None)])
def test_anti_mech_to_hit_by_men_left(men, to_hit):
    assert fig.anti_mech_to_hit(men) == to_hit


def test_cost_chart_and_anti_mech_factor():
    assert fig.cost(make("foot", "rifle")) == 600_000          # line 4757
    assert fig.cost(make("motorized", "srm")) == 2_240_000     # line 4765
    assert fig.cost(make("jump", "laser", anti_mech=True)) == 5 * 2_400_000  # lines 4769, 4772
    assert fig.cost(make("foot", "flamer")) == 800_000         # decision D-UNIT-6: as machine guns


def test_cargo_tonnage_when_carried():
    assert [fig.cargo_tons(make(m, "rifle")) for m in ("foot", "jump", "motorized")] == [3, 4, 6]


def test_summary_lists_damage_rows_and_cost():
    text = summarize_infantry(make("foot", "laser", anti_mech=True)).text
    assert " 11 men: damage  6" in text and "6,000,000" in text


CODES = sorted(code for code, spec in REGISTRY.specs.items() if spec.kind == "infantry")


def load(path: Path) -> Infantry:
    return Infantry.model_validate(yaml.safe_load(path.read_text()))


@pytest.mark.parametrize("code", CODES)
def test_finding_examples(code):
    folder = ROOT / "findings" / code
    assert code in {f.code for f in check_infantry(load(folder / "bad.yaml"))}
    assert not [f for f in check_infantry(load(folder / "good.yaml")) if f.severity is Severity.ERROR]


@pytest.mark.parametrize("path", sorted((ROOT.parent / "units" / "examples").glob("infantry-*.yaml")),
                         ids=lambda p: p.name)
def test_examples_are_clean(path):
    assert check_infantry(load(path)) == []


def test_every_motive_has_an_example():
    motives = {load(p).motive for p in (ROOT.parent / "units" / "examples").glob("infantry-*.yaml")}
    assert motives == {"foot", "motorized", "jump"}
