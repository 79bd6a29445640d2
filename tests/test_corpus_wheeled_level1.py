"""Corpus: MegaMek's 1987 reference wheeled vehicles tagged `IS Level 1` (../shared/reference/
megamek-units/, through the ``reference_dir`` fixture) are valid with the warning of decision
D-VEH-SUSPENSION: each weighs more than its tonnage by the 1987 Vehicle Table's wheeled factor 0
(seed 000 lines 4392-4394) and fits with the TechManual's 20. Engine Table (seed 000): 60 = 1.5
(line 4848), 80 = 2.5 (line 4852), 120 = 4.0 (line 4860), 140 = 5.0 (line 4864), 155 = 5.5
(line 4867), 175 = 7.0 (line 4871); ICE x 2, fusion + half as shielding (line 4453)."""

from __future__ import annotations

import pytest

from designer.formats.blk import read_blk
from designer.rules import validate
from designer.vehicle import weights as w

# (file, 1987 weight, weight with factor 20), by hand:
WHEELED_LEVEL1 = [
    # 20 t x 7 = fusion 140 (5 + 2.5) against 120 (4 + 2): 1.5 tons lighter
    ("Packrat LRPV PKR-T5", 21.5, 20.0),
    # 35 t x 5 = ICE 175 (14) against 155 (11): 3 tons lighter
    ("Striker Light Tank", 38.0, 35.0),
    # 8 t x 10 = fusion 80 (2.5 + 1.25) against 60 (1.5 + 0.75): 1.5 tons lighter
    ("Swift Wind Scout Car", 9.25, 7.75),
]


@pytest.mark.parametrize(("name", "by_1987", "by_factor_20"), WHEELED_LEVEL1)
def test_a_reference_wheeled_level1_vehicle_is_valid_with_the_warning(name, by_1987, by_factor_20,
                                                                     reference_dir):
    vehicle = read_blk(reference_dir / "megamek-units" / f"{name}.blk").unit
    assert vehicle.rules_level == 1
    assert (w.total_weight(vehicle), w.weight_with_factor(vehicle, 20)) == (by_1987, by_factor_20)
    report = validate(vehicle)
    assert not report.errors
    assert "VEHICLE-WHEELED-FACTOR" in {f.code for f in report.findings}


def test_every_reference_vehicle_and_fighter_validates(reference_dir):
    # 32 files: 29 validated before D-VEH-SUSPENSION (the three above were VEHICLE-OVERWEIGHT)
    files = sorted((reference_dir / "megamek-units").glob("*.blk"))
    rejected = {path.stem: [f.code for f in validate(read_blk(path).unit).errors] for path in files}
    assert len(files) == 32
    assert {name: codes for name, codes in rejected.items() if codes} == {}
