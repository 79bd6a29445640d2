"""A rules level 1 wheeled vehicle over its tonnage only by the 1987 suspension factor (decision
D-VEH-SUSPENSION): a warning naming both engines, the breakdown kept by the 1987 table.

Sources, every weight by hand: the Vehicle Table's wheeled suspension factor 0 (seed 000 lines
4392-4394); rating = tons x cruising MP - suspension factor (line 4449); an internal combustion
engine weighs twice the Engine Table weight, a fusion engine adds half its weight as shielding
(line 4453); controls 5 % (line 4457), structure 10 % (line 4465), turret 10 % of its weapons
(line 4479), 16 armor points a ton (line 4469). Engine Table (seed 000): 120 = 4.0 (line 4860),
140 = 5.0 (line 4864), 155 = 5.5 (line 4867), 160 = 6.0 (line 4868), 175 = 7.0 (line 4871),
180 = 7.0 (line 4872). The TechManual's wheeled factor 20 is MegaMek's fact
(``Tank.getSuspensionFactor``, data/vehicle/vehicle_tables.yaml ``level2_source``)."""

from __future__ import annotations

from pathlib import Path

from designer.formats import read_unit
from designer.formats.blk import parse_blk
from designer.model.common import revised
from designer.rules import validate
from designer.vehicle import weights as w
from designer.vehicle.model import Vehicle

REPO = Path(__file__).parent.parent
VEHICLES = REPO / "units" / "vehicles"
CANON_STYLE = Path(__file__).parent / "data" / "canon_style" / "wheeled_level1.blk"


def _library(name: str) -> Vehicle:
    vehicle = read_unit(VEHICLES / name)
    assert isinstance(vehicle, Vehicle)
    return vehicle


def _engine(vehicle: Vehicle) -> dict[str, float]:
    return {line.component: line.tons for line in w.engine_lines(vehicle)}


def _codes(vehicle: Vehicle) -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in validate(vehicle).findings]


def test_the_striker_fits_with_the_techmanual_factor_and_is_warned():
    striker = _library("Striker Light Tank.yaml")
    # 35 t x cruising 5 - 0 = ICE 175: 7.0 x 2 = 14 tons; controls 1.75 -> 2, structure 3.5,
    # armor 6.5, LRM-10 5 + SRM-6 3 in the turret (0.8 -> 1), SRM-6 ammo 2, LRM-10 ammo 1: 38 tons
    assert (w.computed_rating(striker), _engine(striker)) == (175, {"Engine": 14.0})
    assert w.total_weight(striker) == 38.0
    # TechManual: 175 - 20 = ICE 155: 5.5 x 2 = 11 tons, 3 tons lighter: 35 tons of 35
    assert w.techmanual_factor(striker) == 20
    assert w.engine_rating(striker, 20) == 155
    assert w.weight_with_factor(striker, 20) == 35.0
    (finding,) = validate(striker).findings
    assert (finding.code, finding.severity.value) == ("VEHICLE-WHEELED-FACTOR", "warning")
    for words in ("suspension factor 20", "ICE 155 engine fits: 35 tons of 35", "(factor 0)",
                  "ICE 175 engine weighs 3 tons more: 38 tons of 35"):
        assert words in finding.message


def test_the_packrat_fits_with_the_techmanual_factor_and_is_warned():
    packrat = _library("Packrat LRPV PKR-T5.yaml")
    # 20 t x cruising 7 = fusion 140: 5.0 + 2.5 shielding; controls 1, structure 2, armor 4,
    # SRM-6 3, flamer 1, SRM-6 ammo 2, cargo 1: 21.5 tons
    assert _engine(packrat) == {"Engine": 5.0, "Shielding": 2.5}
    assert w.total_weight(packrat) == 21.5
    # TechManual: 140 - 20 = fusion 120: 4.0 + 2.0 shielding, 1.5 tons lighter: 20 tons of 20
    assert w.weight_with_factor(packrat, 20) == 20.0
    assert _codes(packrat) == [("VEHICLE-WHEELED-FACTOR", "warning")]
    assert "FUSION 140 engine weighs 1.5 tons more: 21.5 tons of 20" in validate(packrat).findings[0].message


def test_a_canon_style_level1_wheeled_file_is_valid_with_the_warning():
    vehicle = parse_blk(CANON_STYLE.read_text(encoding="utf-8"), CANON_STYLE.name).unit
    assert isinstance(vehicle, Vehicle) and vehicle.rules_level == 1
    # 30 t x cruising 6 - 0 = ICE 180: 7.0 x 2 = 14 tons (the breakdown and sheet keep it);
    # controls 1.5, structure 3, armor 7 (112 points), LRM-5 2 + SRM-2 1 in the turret
    # (0.3 -> 0.5), machine gun 0.5, ammo 1 + 1 + 0.5: 32 tons
    assert _engine(vehicle) == {"Engine": 14.0}
    assert w.total_weight(vehicle) == 32.0
    # TechManual: 180 - 20 = ICE 160: 6.0 x 2 = 12 tons: 30 tons of 30
    assert w.weight_with_factor(vehicle, 20) == 30.0
    assert _codes(vehicle) == [("VEHICLE-WHEELED-FACTOR", "warning")]
    assert not validate(vehicle).errors


def test_the_same_file_declaring_level2_is_built_with_factor_20_and_no_warning():
    text = CANON_STYLE.read_text(encoding="utf-8").replace("IS Level 1", "IS Level 2")
    vehicle = parse_blk(text, CANON_STYLE.name).unit
    assert isinstance(vehicle, Vehicle)
    # the Level 2 rules rate it 160 (ICE 12 tons): exactly 30 tons, nothing to warn of
    assert w.techmanual_factor(vehicle) is None
    assert w.total_weight(vehicle) == 30.0
    assert not validate(vehicle).findings


def test_a_wheeled_design_over_even_with_factor_20_keeps_the_error():
    striker = _library("Striker Light Tank.yaml")
    # one more ton of armor (16 points to the front): 39 tons by the 1987 table, 36 with factor 20
    armor = {location.value: points for location, points in striker.armor.items()}
    heavier = revised(striker, armor_tons=7.5, armor={**armor, "front": armor["front"] + 16})
    assert (w.total_weight(heavier), w.weight_with_factor(heavier, 20)) == (39.0, 36.0)
    (finding,) = validate(heavier).errors
    assert finding.code == "VEHICLE-OVERWEIGHT"
    assert finding.message == ("The components weigh 39 tons, 4 tons more than the 35-ton vehicle. Even with "
                               "the TechManual's suspension factor 20 they weigh 36 tons.")
    assert "VEHICLE-WHEELED-FACTOR" not in {f.code for f in validate(heavier).findings}


def test_a_tracked_design_has_no_techmanual_factor_of_its_own():
    # the TechManual's tracked factor is the 1987 table's 0 (seed 000 lines 4388-4390): no warning
    striker = _library("Striker Light Tank.yaml")
    tracked = revised(striker, motive="tracked")
    assert w.techmanual_factor(tracked) is None
    assert [f.code for f in validate(tracked).errors] == ["VEHICLE-OVERWEIGHT"]
