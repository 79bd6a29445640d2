"""Fighter construction (seed 000 lines 4491-4563, SI lines 3160-3162, costs 4662-4700): numbers
worked by hand in each test, and the finding examples."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from designer.fighter.model import Fighter
from designer.fighter import weights as w
from designer.fighter.cost import fighter_cost, fighter_cost_1987
from designer.fighter.summary import summarize_fighter
from designer.fighter.validation import check_fighter
from designer.rules.findings import REGISTRY, Severity

ROOT = Path(__file__).parent
EXAMPLES = ROOT.parent / "units" / "examples"


def load(path: Path) -> Fighter:
    return Fighter.model_validate(yaml.safe_load(path.read_text()))


def test_engine_ratings():
    # AeroSpace: 50 t x (6 - 2) = 200 (line 4518); conventional: 30 t x 6 = 180 (line 4520)
    assert w.computed_rating(Fighter(chassis="A", tonnage=50, thrust=6)) == 200
    assert w.computed_rating(Fighter(chassis="C", type="conventional", tonnage=30, thrust=6)) == 180
    assert w.engine_rating(Fighter(chassis="A", tonnage=50, thrust=2)) is None


def test_structural_integrity_and_overthrust():
    # SI = max(thrust, tonnage / 10 rounded down) (line 3160); overthrust 1.5 x thrust rounded up
    assert w.structural_integrity(Fighter(chassis="A", tonnage=85, thrust=5)) == 8
    assert w.structural_integrity(Fighter(chassis="A", tonnage=50, thrust=6)) == 6
    assert w.max_thrust(Fighter(chassis="A", tonnage=50, thrust=5)) == 8


def test_aerospace_example_by_hand():
    # rating 200 = 8.5 t (line 4876), no shielding (D-UNIT-9); fuel 6 t = 90 points (line 4530);
    # cockpit 3 (line 4534); 12 heat sinks, 10 free -> 2 t; armor 13; weapons 16.5; ammo 1 = 50.
    lancer = load(EXAMPLES / "fighter-aerospace-lancer.yaml")
    assert w.total_weight(lancer) == 50 and w.fuel_points(lancer) == 90
    # cost: 200,000 + 50,000 + 50 x 2,000 + SI 6 x 50,000 + 5,000 x 200 x 50 / 75 + 2 x 2,000
    # + 130,000 armor + 451,250 weapons + 27,000 ammo = 1,928,916.67; x (1 + 50/200) = 2,411,146
    cost = fighter_cost_1987(lancer)
    assert cost.subtotal == pytest.approx(1_928_916.667, abs=0.01)
    assert cost.total == 2_411_146
    # TechManual (decision D-COST-2): + flight systems 25,000 + 10 x 50 = 25,500, fuel tanks 6 t x 200
    # = 1,200, every one of its 12 single heat sinks at 2,000 (24,000 for the chart's 4,000):
    # 1,975,616.67 x 1.25 = 2,469,520.83 -> 2,469,521
    assert fighter_cost(lancer).total == 2_469_521


def test_conventional_example_by_hand():
    # turbine 180 = 7 t x 2 = 14 (line 4522); controls 10 % = 3 (line 4538); fuel 2.5 t = 75
    # points; medium laser heat 3 -> 3 heat sinks (turbine: all weigh); power amps 1/10 t -> 0.5;
    # armor 1.5 t = 24 points <= 30 (line 4542); weapons 4; ammo 1.5 -> 30 tons.
    sparrow = load(EXAMPLES / "fighter-conventional-sparrow.yaml")
    tons = {line.component: line.tons for line in w.weight_breakdown(sparrow)}
    assert (tons["Engine"], tons["Controls"], tons["Heat Sinks"], tons["Power Amplifiers"]) == (14, 3, 3, 0.5)
    assert w.total_weight(sparrow) == 30 and w.fuel_points(sparrow) == 75
    # cost: controls 30 x 4,000 + SI 6 x 4,000 + 1,250 x 180 x 30 / 75 + 3 x 2,000 + 15,000 armor
    # + 80,000 weapons + 30,500 ammo = 365,500; x (1 + 30/200) = 420,325
    assert fighter_cost(sparrow).total == 420_325


def test_conventional_fusion_adds_half_shielding():
    # 20 t x 5 = 100 -> 3 t (Engine Table) + 1.5 shielding (line 4522)
    jet = Fighter(chassis="C", type="conventional", tonnage=20, thrust=5)
    tons = {line.component: line.tons for line in w.weight_breakdown(jet)}
    assert (tons["Engine"], tons["Shielding"]) == (3.0, 1.5)


def test_summary():
    text = summarize_fighter(load(EXAMPLES / "fighter-aerospace-lancer.yaml")).text
    assert "Maximum thrust: 9" in text and "cockpit       10 (free)" in text and "2,469,521" in text
    assert "Cost: 2,469,521 C-bills (TechManual); 1987 Cost Chart: 2,411,146 C-bills" in text


CODES = sorted(code for code, spec in REGISTRY.specs.items() if spec.kind == "fighter")


@pytest.mark.parametrize("code", CODES)
def test_finding_examples(code):
    folder = ROOT / "findings" / code
    assert code in {f.code for f in check_fighter(load(folder / "bad.yaml"))}
    assert not [f for f in check_fighter(load(folder / "good.yaml")) if f.severity is Severity.ERROR]


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("fighter-*.yaml")), ids=lambda p: p.name)
def test_examples_are_clean(path):
    assert check_fighter(load(path)) == []
