"""One answer to "what does this design cost" for the status line and the unit browser: the 1987
price lists' total, or none while the design mounts a part the seeds give no price for (decision
D-L2-8: seed 002 prints no prices; `info` and the sheets say "not computed", never a partial total)."""

from __future__ import annotations

from pathlib import Path

from designer.editing import facts
from designer.formats.yaml_io import read_unit
from designer.mech.cost import mech_cost
from designer.vehicle.cost import vehicle_cost

REPO = Path(__file__).resolve().parents[1]


def test_a_1987_design_has_its_price_list_total():
    atlas = read_unit(REPO / "units/mechs/Atlas AS7-D.yaml")
    assert facts.priced_cost(atlas) == mech_cost(atlas).total > 0
    tank = read_unit(REPO / "units/examples/vehicle-tracked-striker.yaml")
    assert facts.priced_cost(tank) == vehicle_cost(tank).total > 0


def test_a_design_with_an_unpriced_part_has_no_cost(monkeypatch):
    # the Level 2 tank mounts an ER large laser and an LB 10-X AC: seed 002 prices neither; with the
    # ER large laser's catalogued price (D-BV-2) taken away, the tank has no total, not a partial one
    from designer.rules.common.level2_prices import prices
    tank = read_unit(REPO / "tests/units/l2-tank.yaml")
    assert not vehicle_cost(tank).unpriced and facts.priced_cost(tank) == vehicle_cost(tank).total
    monkeypatch.delitem(prices()["items"], "IS ER Large Laser")
    assert vehicle_cost(tank).unpriced == ("IS ER Large Laser",) and facts.priced_cost(tank) is None


def test_a_level2_mech_takes_the_catalogued_prices():
    # decision D-BV-2: the Atlas AS7-D (9,626,000) with its 4 medium lasers (40,000 each) swapped for
    # ER large lasers (200,000 each, MegaMek ISERLaserLarge): 9,626,000 + 4 x 160,000 x 2 = 10,906,000
    atlas = read_unit(REPO / "units/mechs/Atlas AS7-D.yaml")
    swapped = [m.model_copy(update={"item": "IS ER Large Laser"}) if m.item == "Medium Laser" else m
               for m in atlas.equipment]
    assert facts.priced_cost(atlas.model_copy(update={"equipment": swapped})) == 10_906_000


def test_the_status_line_says_not_computed():
    from designer.gui.status import cost_text
    assert cost_text(None) == "Cost not computed"
    assert cost_text(9_626_000) == "9,626,000 C-bills"
