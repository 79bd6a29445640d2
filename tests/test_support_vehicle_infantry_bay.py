"""An infantry bay's weight (decision D-LEAD-2): MegaMek's InfantryBay reads the file's size as
platoons (squads for mechanized infantry), each weighing its platoon type's tons (PlatoonType:
foot 5, jump 6, motorized 7, mechanized 8). The canon Generic Expandable Services Vehicle Trailer
(Bunk), "infantrybay:2.0:1:2:Foot", then weighs exactly its 15 tons (2 chassis + 10 bay + 1.5
armor + 1.5 cargo), where reading the size as tons left 8 tons unexplained."""

from __future__ import annotations

import pytest

from designer.vehicle.support_model import SupportBay
from designer.vehicle import support as sv
from tests.test_cost_support_vehicle import TRUCK


def _with_bays(*bays: SupportBay):
    return TRUCK.model_copy(update={"support": TRUCK.support.model_copy(update={"bays": bays})})


@pytest.mark.parametrize("size, rest, tons", [
    (2, "1:2:Foot", 10.0),         # 2 foot platoons x 5 t
    (1, "1:1:Jump", 6.0),          # 1 jump platoon x 6 t
    (3, "2:1:Motorized", 21.0),    # 3 motorized platoons x 7 t
    (4, "1:1:Mechanized", 32.0),   # 4 mechanized squads x 8 t
])
def test_an_infantry_bay_weighs_its_platoons(size, rest, tons):
    assert sv.infantry_bay_tons(size, rest) == tons
    # with the truck's two standard seats, 2 x 0.075 = 0.15 t: seats and bays are carrying space,
    # summed to the kilogram and not rounded to the half ton (MegaMek TestEntity.getWeightCarryingSpace;
    # decision D-SV-SEATS), so whole tons + 0.15
    bays = _with_bays(SupportBay(kind="standardseats", size=2),
                      SupportBay(kind="infantrybay", size=size, rest=rest))
    assert sv.bay_tons(bays) == pytest.approx(tons + 0.15)


def test_an_unknown_platoon_type_keeps_the_size_as_tons():
    assert sv.infantry_bay_tons(2, "1:1:Hovering") is None
    unknown = SupportBay(kind="infantrybay", size=2, rest="1:1:Hovering")
    assert sv.bay_tons(_with_bays(unknown)) == pytest.approx(2)
