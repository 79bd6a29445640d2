"""OmniVehicles (decision D-VEH3-3): MegaMek's ``:OMNI`` pod marker is the mount's ``pod`` flag,
read as written and written back; pods belong to an OmniVehicle. Weights by hand from the Engine
Table (seed 000 lines 4835-4922: rating 200 = 8.5 tons), the vehicle rules of seed 000 lines
4449-4483 (controls 5 %, structure 10 %, 16 armor points a ton) and MegaMek's facts (the shielded
engine x1.5 rounded up to the half ton; an OmniVehicle's fixed turret weight, D-VEH2-4)."""

from __future__ import annotations

from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.vehicle.model import AmmoLot, VehicleLocation as V
from designer.vehicle import weights as w
from designer.vehicle.validation import check_vehicle

OMNI_TANK = """<UnitType>
Tank
</UnitType>
<Name>
Pod Tank
</Name>
<Model>
Prime
</Model>
<year>
3060
</year>
<type>
IS Level 2
</type>
<motion_type>
Tracked
</motion_type>
<cruiseMP>
5
</cruiseMP>
<omni>
1
</omni>
<armor>
32
26
26
20
24
</armor>
<Body Equipment>
IS Ammo SRM-4:OMNI
IS Ammo SRM-4
ISCASE
</Body Equipment>
<Turret Equipment>
ISERMediumLaser:OMNI
SRM 4:OMNI
</Turret Equipment>
<tonnage>
40.0
</tonnage>
<baseChassisTurretWeight>
0.5
</baseChassisTurretWeight>
"""


def test_pod_mounts_are_read_as_written():
    result = parse_blk(OMNI_TANK)
    tank = result.unit
    assert [(m.item, m.location, m.pod) for m in tank.weapons] == [
        ("IS ER Medium Laser", V.TURRET, True), ("SRM-4", V.TURRET, True), ("IS CASE", V.BODY, False)]
    # the pod ton and the fixed ton of SRM ammunition stay two lots
    assert tank.ammo == (AmmoLot(weapon="SRM-4", tons=1.0), AmmoLot(weapon="SRM-4", tons=1.0, pod=True))
    assert "BLK-UNSUPPORTED-FLAG" not in {issue.code for issue in result.issues}


def test_the_writer_marks_the_pods_without_the_files_own_lines():
    tank = parse_blk(OMNI_TANK).unit.model_copy(update={"meta": {}})
    text = unit_to_blk(tank)
    assert "<Body Equipment>\nIS Ammo SRM-4\nIS Ammo SRM-4:OMNI\nISCASE\n</Body Equipment>" in text
    assert "<Turret Equipment>\nISERMediumLaser:OMNI\nSRM 4:OMNI\n</Turret Equipment>" in text
    assert parse_blk(text).unit == tank
    assert parse_unit(dump_unit(tank)) == tank   # YAML keeps the pod flags too


def test_omni_tank_weight_by_hand():
    # 40 x 5 = 200 -> 8.5 tons, x 1.5 = 12.75 -> 13 (shielding 4.5); controls 2; structure 4;
    # armor 128 points = 8 tons; fixed turret 0.5; ER medium laser 1 (5 heat, under the free 10);
    # SRM 4 2; CASE 0.5; two tons of ammunition: 33 tons of 40
    tank = parse_blk(OMNI_TANK).unit
    assert [(line.component, line.tons) for line in w.weight_breakdown(tank)] == [
        ("Engine", 8.5), ("Shielding", 4.5), ("Controls", 2.0), ("Internal Structure", 4.0), ("Armor", 8.0),
        ("Turret", 0.5), ("IS ER Medium Laser", 1.0), ("SRM-4", 2.0), ("IS CASE", 0.5),
        ("SRM-4 Ammo", 1.0), ("SRM-4 Ammo", 1.0)]
    assert [f.code for f in check_vehicle(tank)] == ["VEHICLE-UNDERWEIGHT"]


def test_pods_on_a_vehicle_that_is_not_an_omnivehicle_are_reported_not_dropped():
    tank = parse_blk(OMNI_TANK.replace("<omni>\n1\n</omni>\n", "")).unit
    assert tank.omni is False and sum(m.pod for m in tank.weapons) == 2
    found = [(f.code, f.location) for f in check_vehicle(tank) if f.code == "VEHICLE-POD-NOT-OMNI"]
    assert found == [("VEHICLE-POD-NOT-OMNI", "turret")] * 2 + [("VEHICLE-POD-NOT-OMNI", "body")]


def test_info_marks_the_pods():
    from designer.vehicle.summary import summarize_vehicle

    text = summarize_vehicle(parse_blk(OMNI_TANK).unit).text
    assert "  IS ER Medium Laser   turret (pod)\n" in text and "  IS CASE              body\n" in text
    assert "  SRM-4 ammo: 1 t\n  SRM-4 ammo: 1 t (pod)\n" in text
