"""Hand-computed weight breakdowns of two canon support vehicles (decision D-SV-3). Every figure
is worked out below from the support vehicle facts (designer/catalog/data/vehicle/
support_vehicles.yaml, each row citing MegaMek: TestSupportVehicle.SVType base chassis and engine
values, STRUCTURE_TECH_MULTIPLIER, Engine.SV_ENGINE_RATINGS, SV_ARMOR_WEIGHT, ChassisModification)
and the files' own numbers; none is produced by the code under test."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import read_blk
from designer.rules.validate import validate
from designer.vehicle import support as sv


@pytest.fixture(scope="module")
def folder(reference_dir: Path) -> Path:
    path = reference_dir / "level2-blk" / "vehicles"
    if not path.is_dir():
        pytest.skip("Level 2 vehicle corpus absent")
    return path


def _lines(vehicle) -> dict[str, float]:
    out: dict[str, float] = {}
    for line in sv.weight_breakdown(vehicle):
        out[line.component] = out.get(line.component, 0.0) + line.tons
    return out


def test_kallon_backhoe_support_tank(folder: Path):
    # 10-ton tracked SupportTank (medium: 5 to 100 tons), cruising MP 1, ICE (engine_type 1),
    # structural tech rating 2 = C (engine and armor default to C), BAR 3, 5+5+5+5 armor, fuel .5.
    vehicle = read_blk(folder / "Kallon UL-series Construction Vehicle UL-10 'Backhoe'.blk").unit
    chassis = 10 * 0.15 * 1.15             # tracked medium 0.15, tech C x1.15 = 1.725 -> up to 2.0
    engine = 0.013 * (4 + 1 ** 2) * 2.0 * 10   # tracked medium 0.013, ICE at C x2.0 = 1.3 -> nearest 1.5
    armor = 20 * 0.024                     # BAR 3 at C: 0.024 t a point = 0.48 -> up to 0.5
    assert (round(chassis, 3), round(engine, 3), round(armor, 3)) == (1.725, 1.3, 0.48)
    assert _lines(vehicle) == {"Chassis": 2.0, "Engine": 1.5, "Fuel": 0.5, "Armor": 0.5,
                               "Backhoe": 5.0}   # the catalog's Backhoe: 5 t
    assert sv.total_weight(vehicle) == 9.5   # 2 + 1.5 + 0.5 + 0.5 + 5, under the 10 tons
    assert not [f for f in validate(vehicle).findings if f.severity.name == "ERROR"]


def test_cal_boeing_swiftran_support_vtol(folder: Path):
    # 25-ton SupportVTOL (medium: 5 to 30 tons), cruising MP 11, ICE, chassis tech 4 = E, engine
    # tech E, armor tech 3 = D, BAR 10, 8+7+7+5+2 = 29 armor points, Armored chassis, fuel 1,
    # 20 standard seats, a 0.5-ton cargo bay, six paramedic equipment.
    vehicle = read_blk(folder / "Cal-Boeing Swiftran RTC-215M (Passenger).blk").unit
    chassis = 25 * 0.25 * 0.85 * 1.5          # VTOL medium 0.25, E x0.85, armored x1.5 = 7.96875 -> 8.0
    engine = 0.0025 * (4 + 11 ** 2) * 1.3 * 25   # VTOL medium 0.0025, ICE at E x1.3 = 10.15625 -> 10.0
    armor = 29 * 0.063                        # BAR 10 at D: 0.063 t a point = 1.827 -> up to 2.0
    seats = 20 * 0.075                        # 0.075 t a standard seat = 1.5
    assert (chassis, engine, round(armor, 3), seats) == (7.96875, 10.15625, 1.827, 1.5)
    assert _lines(vehicle) == {"Chassis": 8.0, "Engine": 10.0, "Fuel": 1.0, "Crew and Passengers": 1.5,
                               "Armor": 2.0, "Paramedic Equipment": 1.5,   # 6 x 0.25 t (catalog)
                               "Cargo": 0.5}
    assert sv.total_weight(vehicle) == 24.5
    assert not [f for f in validate(vehicle).findings if f.severity.name == "ERROR"]


def test_zugvogel_fixed_wing_support_vehicle(folder: Path):
    # 200-ton FixedWingSupport (large: 100 to 200 tons), safe thrust 4, fusion, tech rating E (4)
    # for chassis, engine and armor, BAR 10, 4 x 51 armor, Armored and STOL chassis, 369 fuel
    # points, a fixed 5.5-ton fire control (OmniVehicle), a 23.5-ton cargo bay (decision D-SV-2).
    vehicle = read_blk(folder / "Zugvogel Omni Support Aircraft Prime.blk").unit
    chassis = 200 * 0.15 * 0.85 * 1.5 * 1.5   # large 0.15, E x0.85, armored x1.5, STOL x1.5 = 57.375 -> 57.5
    engine = 0.015 * (4 + 4 ** 2) * 0.75 * 200   # large 0.015, fusion at E x0.75 = 45
    fuel = 369 * 23 / 1000                    # large, engine E: 23 kg a point = 8.487 -> 8.5
    armor = 204 * 0.056                       # BAR 10 at E: 0.056 t a point = 11.424 -> 11.5
    assert (chassis, round(engine, 6), round(fuel, 3), round(armor, 3)) == (57.375, 45.0, 8.487, 11.424)
    lines = _lines(vehicle)
    assert {k: lines[k] for k in ("Chassis", "Engine", "Fuel", "Armor", "Fire Control", "Heat Sinks",
                                  "Cargo")} == {"Chassis": 57.5, "Engine": 45.0, "Fuel": 8.5, "Armor": 11.5,
                                                "Fire Control": 5.5, "Cargo": 23.5,
                                                "Heat Sinks": 4.0}   # medium pulse laser: heat 4, none free
    # weapons 2 x 7 (LRM-15) + 2 + 2 x 4 (light AC/2) + 12 (light Gauss) = 36; ammunition 5 + 2 + 1;
    # CASE 0.5: 57.5 + 45 + 8.5 + 11.5 + 5.5 + 4 + 23.5 + 36 + 8 + 0.5 = 200
    assert sv.total_weight(vehicle) == 200.0
    assert not [f for f in validate(vehicle).findings if f.severity.name == "ERROR"]


def test_battleforce_says_how_a_support_vehicle_is_converted(folder: Path):
    from designer.vehicle.battleforce import vehicle_values

    vehicle = read_blk(folder / "Jifty Transportable Field Repair Unit JI-50 (MG).blk").unit
    values = vehicle_values(vehicle)
    # 92 armor points, counted as combat vehicle armor: 92 / 16 = 5.75 t (decision D-SV-5)
    assert sum(vehicle.armor.values()) == 92
    assert any("92 points / 16 = 5.75 t" in line for line in values.working)
    assert any("BAR 6 armor counts point for point" in line for line in values.working)
    assert any("left out: Lift Hoist/Arresting Hoist" in line for line in values.working)


def test_buffalo_hovertruck_carries_its_cargo_containers(folder: Path):
    # 100-ton LargeSupportTank hover (large: over 50 tons), cruising MP 5, fuel cell (engine_type 6),
    # structural tech rating 3 = D, BAR 2, 8+6+6+6+6+6 = 38 armor points, fuel 6, and four
    # "Cargo Container (10 tons)": tonnage devoted to cargo space (seed 000 line 2348), decision D-SV-4.
    vehicle = read_blk(folder / "Buffalo BFFL Hovertruck (Standard).blk").unit
    chassis = 100 * 0.3 * 1.0             # hover large 0.3, tech D x1.0 = 30
    engine = 0.007 * (4 + 5 ** 2) * 1.0 * 100   # hover large 0.007, fuel cell at D x1.0 = 20.3 -> 20.5
    armor = 38 * 0.013                    # BAR 2 at D: 0.013 t a point = 0.494 -> 0.5
    assert (chassis, round(engine, 3), round(armor, 3)) == (30.0, 20.3, 0.494)
    assert _lines(vehicle) == {"Chassis": 30.0, "Engine": 20.5, "Fuel": 6.0, "Armor": 0.5,
                               "Cargo Container (10 tons)": 40.0}
    assert sv.total_weight(vehicle) == 97.0   # not 57: the containers' 40 tons count
    assert not [f for f in validate(vehicle).findings if f.code == "SV-UNWEIGHED-ITEM"]
