"""Where the 1987 'Mech Cost Chart and TechManual meet (decision D-COST-1): the default cost is
TechManual's, the Master Unit List's; the chart's price is named beside it where they differ."""

from __future__ import annotations

import json

from designer.catalog import catalog
from designer.cli import main
from designer.cli.unit_facts import unit_facts
from designer.formats import read_unit
from designer.mech.omni import expand
from designer.rules.common.cost import CostLine, UnitCost, item_cost_line
from designer.rules.common.level2_prices import ammo_price
from designer.rules.cost import cost_1987, cost_total
from designer.mech.cost_editions import built_in_case_locations
from designer.mech.cost_level2 import mech_unit_cost, mech_unit_cost_1987
from tests.conftest import REPO, canon

LEVEL2 = REPO / "units" / "mechs" / "level2"


def test_jump_jets_cost_techmanuals_price_by_default_and_the_charts_beside_it():
    # Phoenix Hawk PXH-1, 45 tons, 6 jump MP. The chart (seed 000 line 4652): 1/2 x 45 x 6^2 x 200 =
    # 162,000; TechManual: 200 x 45 x 6^2 = 324,000. The difference x (1 + 45 / 100) = 162,000 x 1.45
    # = 234,900: the Master Unit List's 4,067,540 against the chart's 3,832,640 (the figures).
    hawk = canon("Phoenix Hawk PXH-1")
    default, chart = mech_unit_cost(hawk), mech_unit_cost_1987(hawk)
    lines = {line.part: line.c_bills for line in default.lines}
    assert lines["Jump Jets"] == 324_000
    assert {line.part: line.c_bills for line in chart.lines}["Jump Jets"] == 162_000
    assert (default.total, chart.total) == (4_067_540, 3_832_640)
    assert cost_total(hawk) == (4_067_540, None) and cost_1987(hawk) == 3_832_640


def test_a_design_both_price_alike_has_no_second_figure():
    # the Atlas AS7-D has no jump jets: 9,626,000 either way (test_cli_bv), no 1987 figure beside it
    atlas = canon("Atlas AS7-D")
    assert cost_total(atlas)[0] == 9_626_000 and cost_1987(atlas) is None


def test_info_names_both_figures_and_json_adds_the_1987_one(capsys):
    assert main(["info", "Phoenix Hawk PXH-1"]) == 0
    out = capsys.readouterr().out
    assert "Cost: 4,067,540 C-bills (TechManual); 1987 Cost Chart: 3,832,640 C-bills\n" in out
    assert main(["info", "--json", "Phoenix Hawk PXH-1"]) == 0
    facts = json.loads(capsys.readouterr().out)[0]
    assert (facts["cost"], facts["cost_1987"]) == (4_067_540, 3_832_640)
    atlas = unit_facts(REPO / "units/mechs/Atlas AS7-D.yaml", canon("Atlas AS7-D"))
    assert "cost_1987" not in atlas


def test_a_full_head_ejection_system_costs_1725000():
    # TechManual (MegaMek MekCostCalculator): 1,725,000 before the tonnage multiplier; the Hatchetman
    # HCT-5DD (45 tons) with one: + 1,725,000 x 1.45 = 2,501,250
    hatchetman = read_unit(LEVEL2 / "Hatchetman HCT-5DD.yaml")
    ejecting = hatchetman.model_copy(update={"meta": {"ejection": "Full Head Ejection System"}})
    assert mech_unit_cost(ejecting).total - mech_unit_cost(hatchetman).total == 2_501_250
    assert "Full Head Ejection System" not in {line.part for line in mech_unit_cost_1987(ejecting).lines}


def test_a_clan_mechs_built_in_case_is_priced_where_it_holds_explosives():
    # the Koshi Prime carries LRM ammunition in the left arm, Streak and machine-gun ammunition in the
    # right: Clan CASE (50,000) in both, 100,000 x 1.25 (OmniMech) x 1.25 (25 tons) = 156,250
    koshi = read_unit(LEVEL2 / "Koshi (Mist Lynx).yaml")
    prime = next(unit for unit in expand(koshi) if unit.model == "Prime")
    assert [location.value for location in built_in_case_locations(prime)] == ["LA", "RA"]
    cases = [line for line in mech_unit_cost(prime).lines if line.part.startswith("Clan CASE (built in")]
    assert sum(line.c_bills for line in cases) == 100_000
    assert not any(line.part.startswith("Clan CASE") for line in mech_unit_cost_1987(prime).lines)
    # an Inner Sphere 'Mech has none built in
    assert built_in_case_locations(canon("Atlas AS7-D")) == []


def test_artemis_and_narc_capable_ammunition_cost_twice_their_type():
    # LRM-10 ammunition 30,000 a ton (seed reload cost): Artemis-capable 60,000, Narc-capable 60,000;
    # an MML's SRM rounds 27,000, Artemis-capable 54,000
    lrm, mml = catalog().weapon("LRM-10"), catalog().weapon("IS MML 5")
    assert (ammo_price(lrm), ammo_price(lrm, "artemis"), ammo_price(lrm, "narc")) == (30_000, 60_000, 60_000)
    assert (ammo_price(mml, "srm"), ammo_price(mml, "srm artemis")) == (27_000, 54_000)


def test_a_rocket_launcher_is_priced_with_its_one_volley():
    # RL 10: 15,000 + its rockets 1,000 (MegaMek createISRL10Ammo: one shot, 1,000) = 16,000
    launcher = catalog().weapon("IS Rocket Launcher 10")
    assert item_cost_line(launcher, 0.5, 0, []) == CostLine("IS Rocket Launcher 10", 16_000)


def test_totals_round_half_up():
    # 1,000.5 -> 1,001 (MegaMek Math.round), not 1,000 (round half to even)
    assert UnitCost((CostLine("part", 2_001),), 0.5).total == 1_001
