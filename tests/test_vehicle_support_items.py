"""Communications equipment and a BLK file's declared rules level (decisions D-VEH3-1, D-VEH3-2),
every weight computed by hand in the test. Sources: the Engine Table (seed 000 lines 4835-4922:
rating 50 = 1.5, 70 = 2, 80 = 2.5, 100 = 3, 130 = 4.5 tons); the vehicle rules of seed 000 lines
4449-4483 (rating = tons x cruising MP - suspension factor, wheeled factor 0; fusion shielding half
the engine; controls 5 %, structure 10 %, turret 10 % of its weapons, 16 armor points a ton);
MegaMek's facts (data/vehicle/vehicle_tables.yaml `source`): the TechManual's wheeled factor 20 and
the x1.5 shielded engine rounded up to the half ton; communications equipment weighs its tons
(data/level2/later_vehicle_equipment.yaml)."""

from __future__ import annotations

from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.vehicle.model import Vehicle, VehicleLocation
from designer.vehicle import weights as w
from designer.vehicle.cost import vehicle_cost
from designer.vehicle.validation import check_vehicle


def breakdown(vehicle: Vehicle) -> dict[str, float]:
    return {line.component: line.tons for line in w.weight_breakdown(vehicle)}


def scout_car(**fields) -> Vehicle:
    """An 8-ton wheeled scout car, cruising MP 10, with 2 tons of communications equipment (the
    build of MegaMek's 1987 Swift Wind, a unit seed 001 fields)."""
    base = {"chassis": "Scout Car", "motive": "wheeled", "tonnage": 8, "cruise_mp": 10, "armor_tons": 1.5,
            "armor": {"front": 6, "left": 6, "right": 6, "rear": 6},
            "weapons": [{"item": "Communications Equipment (2 ton)", "location": "body"}], "cargo_tons": 0.5}
    return Vehicle.model_validate({**base, **fields})


def test_a_1987_design_weighs_its_communications_equipment_and_is_warned():
    # 1987 rules: 8 x 10 - 0 = 80 -> 2.5 tons + 1.25 shielding; controls 0.4 -> 0.5; structure
    # 0.8 -> 1; armor 1.5; communications 2; cargo 0.5: 9.25 tons on 8. With the TechManual's
    # wheeled factor 20: 60 -> 1.5 + 0.75, 7.75 tons: a warning, not an error (D-VEH-SUSPENSION)
    car = scout_car()
    assert breakdown(car) == {"Engine": 2.5, "Shielding": 1.25, "Controls": 0.5, "Internal Structure": 1.0,
                              "Armor": 1.5, "Communications Equipment (2 ton)": 2.0, "Cargo": 0.5}
    assert w.weight_with_factor(car, 20) == 7.75
    assert [f.code for f in check_vehicle(car)] == ["VEHICLE-WHEELED-FACTOR", "VEHICLE-SUPPORT-EQUIPMENT"]


def test_the_same_car_under_the_level2_rules():
    # TechManual: 80 - 20 = 60 -> Engine Table 1.5 tons (seed 000: rating 60 = 1.5), x 1.5 = 2.25
    # -> 2.5; 2.5 + 0.5 + 1 + 1.5 + 2 + 0.5 = exactly 8 tons, the communications equipment counted
    car = scout_car(tech_base="inner_sphere", rules_level=2)
    lines = breakdown(car)
    assert (lines["Engine"], lines["Shielding"]) == (1.5, 1.0)
    assert w.total_weight(car) == 8.0
    assert check_vehicle(car) == []


def test_a_level2_mobile_headquarters_by_hand():
    # 25 t wheeled, cruise 6: 150 - 20 = 130 -> 4.5 tons, x 1.5 = 6.75 -> 7 (shielding 2.5);
    # controls 1.25 -> 1.5; structure 2.5; armor 5 (80 points); medium laser 1 and its turret
    # 0.1 -> 0.5; communications 7; cargo 0.5: exactly 25 tons
    hq = Vehicle.model_validate({
        "chassis": "Headquarters", "tech_base": "inner_sphere", "rules_level": 2, "year": 2620,
        "motive": "wheeled", "tonnage": 25, "cruise_mp": 6, "armor_tons": 5.0,
        "armor": {"front": 16, "left": 19, "right": 19, "rear": 16, "turret": 10},
        "weapons": [{"item": "Medium Laser", "location": "turret"},
                    {"item": "Communications Equipment (7 ton)", "location": "body"}], "cargo_tons": 0.5})
    assert breakdown(hq) == {"Engine": 4.5, "Shielding": 2.5, "Controls": 1.5, "Internal Structure": 2.5,
                             "Armor": 5.0, "Turret": 0.5, "Medium Laser": 1.0,
                             "Communications Equipment (7 ton)": 7.0, "Cargo": 0.5}
    assert check_vehicle(hq) == []


def test_communications_equipment_takes_its_catalogued_price():
    # the seeds price no communications equipment; MegaMek's MiscType.getCost gives 10,000 a ton
    # (decision D-COST4-2): the 2-ton set is a 20,000 line of the 1987 car's cost, not a gap
    cost = vehicle_cost(scout_car())
    assert cost.unpriced == ()
    assert {line.part: line.c_bills for line in cost.lines}["Communications Equipment (2 ton)"] == 20_000


def test_communications_equipment_reads_into_the_body_of_a_1987_blk_design():
    text = unit_to_blk(scout_car())
    assert "<type>\nIS Level 1\n</type>" in text
    again = parse_blk(text, "again")
    assert again.unit.rules_level == 1
    assert [(m.item, m.location) for m in again.unit.weapons] == [
        ("Communications Equipment (2 ton)", VehicleLocation.BODY)]
    assert again.issues == ()


def _combat_car(level: str) -> Vehicle:
    """A 10-ton wheeled car, cruise 7, two medium lasers in the turret, 56 armor points, written
    to BLK with the given ``<type>`` and read back."""
    car = Vehicle.model_validate({
        "chassis": "Combat Car", "motive": "wheeled", "tonnage": 10, "cruise_mp": 7, "armor_tons": 3.5,
        "armor": {"front": 14, "left": 11, "right": 11, "rear": 10, "turret": 10},
        "weapons": [{"item": "Medium Laser", "location": "turret"}] * 2})
    text = unit_to_blk(car).replace("<type>\nIS Level 1\n</type>", f"<type>\n{level}\n</type>")
    return parse_blk(text, "car").unit


def test_a_file_that_declares_level2_is_built_under_the_level2_rules():
    # "IS Level 2" (D-VEH3-2): 70 - 20 = 50 -> 1.5 tons, x 1.5 = 2.25 -> 2.5; controls 0.5,
    # structure 1, armor 3.5, lasers 2 (6 heat, under the free 10), turret 0.2 -> 0.5: 10 tons
    car = _combat_car("IS Level 2")
    assert (car.rules_level, car.tech_base.value, car.year) == (2, "inner_sphere", 3025)
    assert [(line.component, line.tons) for line in w.weight_breakdown(car)] == [
        ("Engine", 1.5), ("Shielding", 1.0), ("Controls", 0.5), ("Internal Structure", 1.0), ("Armor", 3.5),
        ("Turret", 0.5), ("Medium Laser", 1.0), ("Medium Laser", 1.0)]
    assert w.total_weight(car) == 10.0
    assert check_vehicle(car) == []


def test_the_same_file_declaring_level1_is_a_1987_design():
    # "IS Level 1": the 1987 table's factor 0: 70 -> 2 tons + 1 shielding: 10.5 tons on 10; with
    # the TechManual's factor 20, 50 -> 1.5 + 0.75: 9.75 tons, a warning (D-VEH-SUSPENSION)
    car = _combat_car("IS Level 1")
    assert car.rules_level == 1
    assert (breakdown(car)["Engine"], breakdown(car)["Shielding"]) == (2.0, 1.0)
    assert w.total_weight(car) == 10.5 and w.weight_with_factor(car, 20) == 9.75
    assert [f.code for f in check_vehicle(car)] == ["VEHICLE-WHEELED-FACTOR"]


def test_a_level2_design_without_level2_items_comes_back_from_its_blk_file():
    # the writer's "IS Level 2" is read as the design's rules level (D-VEH3-2); it was read back
    # as a 1987 design before
    car = Vehicle.model_validate({
        "chassis": "Plain Car", "tech_base": "inner_sphere", "rules_level": 2, "year": 3050,
        "motive": "wheeled", "tonnage": 20, "cruise_mp": 5, "armor_tons": 2.0,
        "armor": {"front": 8, "left": 8, "right": 8, "rear": 8}})
    assert parse_blk(unit_to_blk(car)).unit == car
