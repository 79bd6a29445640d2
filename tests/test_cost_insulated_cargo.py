"""An insulated cargo bay (decision D-COST-3): kept as the file writes it, weighing its cargo tons /
0.87 and costing 250 C-Bills a ton of that weight rounded up, its door 1,000 as every bay's (MegaMek
InsulatedCargoBay, CostCalculator). Every figure is worked by hand here from the method."""

from __future__ import annotations

from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.vehicle.model import Vehicle
from designer.vehicle.cost_level2 import level2_vehicle_cost
from designer.vehicle.insulated_cargo import bay_price, bay_tons
from designer.vehicle.weights import total_weight, weight_breakdown
from tests.test_blk_reader import blk


def coolant_hauler(transporters: str = "insulatedcargobay:4.35:1:1") -> Vehicle:
    """A 30-ton tracked ICE truck, cruising MP 4, 40 armor points, and the Coolant Truck (Tracked)'s
    insulated bay for 4.35 tons of coolant."""
    text = blk(("UnitType", "Tank"), ("Name", "Hauler"), ("Model", "C"), ("motion_type", "Tracked"),
               ("tonnage", "30"), ("cruiseMP", "4"), ("engine_type", "1"), ("type", "IS Level 2"),
               ("transporters", transporters), ("armor", "10\n10\n10\n10"))
    return parse_blk(text, "c.blk").unit


def test_the_bay_weighs_its_cargo_over_0_87_and_costs_250_a_ton_rounded_up():
    # 4.35 / 0.87 = 5 tons: 5 x 250 = 1,250; 1.74 / 0.87 = 2 tons: 500; 1 / 0.87 = 1.149 t -> 2 x 250
    assert bay_tons(4.35) == 5.0 and bay_price(4.35) == 1_250
    assert bay_tons(1.74) == 2.0 and bay_price(1.74) == 500
    assert bay_price(1.0) == 500


def test_the_reader_keeps_the_bay_and_its_weight_counts():
    hauler = coolant_hauler()
    assert (hauler.insulated_cargo_tons, hauler.cargo_tons, hauler.cargo_doors) == (4.35, 0.0, None)
    lines = {line.component: line.tons for line in weight_breakdown(hauler)}
    assert lines["Insulated cargo bay (4.35 t)"] == 5.0
    # ICE 120 (30 t x 4 MP, tracked factor 0): 8 t; controls 1.5 t; structure 3 t; armor 40 / 16 =
    # 2.5 t; the bay 5 t: 20 t.
    assert total_weight(hauler) == 20.0


def test_the_bay_is_priced_with_its_door():
    # TechManual (MegaMek CombatVehicleCostCalculator): ICE engine 1,250 x 120 x 30 / 75 = 60,000;
    # armor 2.5 t x 10,000 = 25,000; structure 3 t x 10,000 = 30,000; controls 1.5 t x 10,000 =
    # 15,000; the bay 1,250; its door 1,000: 132,250 x (1 + 30 / 100) = 171,925.
    cost = level2_vehicle_cost(coolant_hauler())
    parts = {line.part: line.c_bills for line in cost.lines}
    assert parts["Insulated cargo bay (5 t)"] == 1_250 and parts["Cargo bay doors (1)"] == 1_000
    assert cost.total == 171_925


def test_the_writer_writes_the_bay_back():
    hauler = coolant_hauler().model_copy(update={"meta": {}})   # no kept file lines: written anew
    text = unit_to_blk(hauler)
    lines = text.splitlines()
    assert "insulatedcargobay:4.35:1" in lines and not any(line.startswith("cargobay:") for line in lines)
    again = parse_blk(text, "again.blk").unit
    assert (again.insulated_cargo_tons, again.cargo_tons, again.cargo_doors) == (4.35, 0.0, None)


def test_the_sheet_counts_the_insulated_cargo_as_cargo():
    from designer.vehicle.sheet_figures import transport_field

    assert transport_field(coolant_hauler()) == ("Cargo", "4.35 t")
