"""Support vehicles MegaMek defines beyond the reference samples (decisions D-CANON-RAIL and
D-CANON-SV): rail and maglev support vehicles read and weighed as the support vehicle construction
gives them, large WiGE support vehicles up to 240 tons, and no combat vehicle on rails."""

from __future__ import annotations

from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.vehicle.model import VehicleMotive
from designer.rules import validate
from designer.vehicle import support as sv

RAIL = """<BlockVersion>
1
</BlockVersion>
<Version>
MAM0
</Version>
<UnitType>
SupportTank
</UnitType>
<Name>
Test Freight Locomotive
</Name>
<Model>
(Standard)
</Model>
<year>
3050
</year>
<type>
IS Level 2
</type>
<motion_type>
Rail
</motion_type>
<transporters>
cargobay:37.0:1:1
</transporters>
<cruiseMP>
4
</cruiseMP>
<engine_type>
1
</engine_type>
<armor>
10
8
8
6
</armor>
<Body Equipment>
Tractor
</Body Equipment>
<Front Equipment>
</Front Equipment>
<barrating>
5
</barrating>
<structural_tech_rating>
3
</structural_tech_rating>
<engine_tech_rating>
3
</engine_tech_rating>
<armor_tech_rating>
3
</armor_tech_rating>
<tonnage>
60
</tonnage>
"""

WIGE = """<BlockVersion>
1
</BlockVersion>
<Version>
MAM0
</Version>
<UnitType>
LargeSupportTank
</UnitType>
<Name>
Test Ground-Effect Freighter
</Name>
<Model>
(Standard)
</Model>
<year>
3050
</year>
<type>
IS Level 2
</type>
<motion_type>
WiGE
</motion_type>
<transporters>
cargobay:80.0:1:1
</transporters>
<cruiseMP>
4
</cruiseMP>
<engine_type>
1
</engine_type>
<armor>
10
8
8
6
6
6
0
</armor>
<Body Equipment>
</Body Equipment>
<Front Equipment>
</Front Equipment>
<barrating>
5
</barrating>
<structural_tech_rating>
3
</structural_tech_rating>
<engine_tech_rating>
3
</engine_tech_rating>
<armor_tech_rating>
3
</armor_tech_rating>
<tonnage>
200
</tonnage>
"""


def _tons(unit) -> dict[str, float]:
    return {line.component: line.tons for line in sv.weight_breakdown(unit)}


def test_a_rail_support_vehicle_is_read_and_weighed():
    unit = parse_blk(RAIL, "rail.blk").unit
    assert unit.motive is VehicleMotive.RAIL
    assert validate(unit).errors == ()
    tons = _tons(unit)
    # MegaMek TestSupportVehicle.SVType.RAIL: medium (5 to 300 t) chassis 0.2, engine 0.004.
    # Chassis: 60 t x 0.2 x 1.0 (tech rating D) x 1.2 (tractor) = 14.4, up to the half ton 14.5.
    assert tons["Chassis"] == 14.5
    # Engine: 0.004 x (4 + 4 x 4) x 1.5 (ICE at D) x 60 t = 7.2, to the nearest half ton 7.
    assert tons["Engine"] == 7
    # Armor: 32 points x 0.032 t (BAR 5 at D) = 1.024, up to the half ton 1.5; cargo 37 t.
    assert (tons["Armor"], tons["Cargo"]) == (1.5, 37)
    assert sv.total_weight(unit) == 60


def test_a_rail_support_vehicle_round_trips():
    unit = parse_blk(RAIL, "rail.blk").unit
    written = unit_to_blk(unit)
    assert "<motion_type>\nRail\n</motion_type>" in written
    assert parse_blk(written, "again.blk").unit == unit


def test_maglev_is_the_rail_type():
    unit = parse_blk(RAIL.replace("<motion_type>\nRail", "<motion_type>\nMagLev"), "maglev.blk").unit
    assert unit.motive is VehicleMotive.MAGLEV
    assert _tons(unit)["Chassis"] == 14.5   # the same SVType.RAIL chassis value


def test_a_large_wige_support_vehicle_up_to_240_tons():
    unit = parse_blk(WIGE, "wige.blk").unit
    assert validate(unit).errors == ()
    # Large WiGE (above 80 t): chassis 200 x 0.17 = 34; engine 0.006 x 20 x 1.5 x 200 = 36.
    assert (_tons(unit)["Chassis"], _tons(unit)["Engine"]) == (34, 36)
    heavier = parse_blk(WIGE.replace("<tonnage>\n200", "<tonnage>\n250"), "wige.blk").unit
    assert "SV-TONNAGE-RANGE" in {f.code for f in validate(heavier).errors}   # 240 t at most


def test_no_combat_vehicle_runs_on_rails():
    tank = RAIL.replace("SupportTank", "Tank").replace("tonnage>", "Tonnage>")
    unit = parse_blk(tank, "tank.blk").unit
    assert "VEHICLE-MOTIVE-SUPPORT-ONLY" in {f.code for f in validate(unit).errors}
