"""Size rules of the items sized by the 'Mech, as MegaMek rounds them: MASC tons =
slots = 'Mech tons / 20 (Inner Sphere) or / 25 (Clan), rounded half up (MegaMek MiscType.getTonnage:
Math.round(weight / 20.0f)); the targeting computer tons = slots = direct-fire weapon tons / 4
(Inner Sphere) or / 5 (Clan), rounded up; a hatchet 'Mech tons / 15 rounded up. Values by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.catalog import catalog
from designer.formats import read_unit
from designer.mech.model import Mount
from designer.mech.layout import mount_size

UNITS = Path(__file__).parent / "units"


def _merlin(tonnage: int, clan: bool = False):
    mech = read_unit(UNITS / "merlin.yaml")
    return mech.model_copy(update={"tonnage": tonnage, "tech_base": "clan" if clan else "inner_sphere"})


@pytest.mark.parametrize(("item", "tonnage", "size"), [
    ("IS MASC", 30, 2),    # 1.5 -> 2 (half up)
    ("IS MASC", 50, 3),    # 2.5 -> 3 (the canon Centurion CN9-D5's three ISMASC slots)
    ("IS MASC", 60, 3),
    ("IS MASC", 90, 5),    # 4.5 -> 5
    ("Clan MASC", 65, 3),  # 2.6 -> 3
    ("Clan MASC", 85, 3),  # 3.4 -> 3
    ("Hatchet", 45, 3),    # 3
    ("Hatchet", 50, 4),    # 3.33 -> 4
])
def test_size_follows_the_mechs_tonnage(item, tonnage, size):
    mech = _merlin(tonnage, clan=item.startswith("Clan"))
    assert mount_size(mech, catalog().find(item)) == (float(size), size)


def test_targeting_computer_follows_the_direct_fire_weapons():
    # the Merlin's direct-fire weapons: PPC 7 t + 2 medium lasers 2 t = 9 t (flamer and machine gun
    # are not served, D-L2W-1; the LRM-5 is a missile launcher): IS ceil(9 / 4) = 3, Clan ceil(9 / 5) = 2
    merlin = _merlin(60)
    assert mount_size(merlin, catalog().find("IS Targeting Computer")) == (3.0, 3)
    with_laser = merlin.model_copy(update={"equipment": (*merlin.equipment, Mount(item="Large Laser"))})
    assert mount_size(with_laser, catalog().find("IS Targeting Computer")) == (4.0, 4)   # 14 / 4 -> 4
    assert mount_size(_merlin(60, clan=True), catalog().find("Clan Targeting Computer")) == (2.0, 2)


def test_written_fixed_slots_are_bounded_and_never_overrun_a_location():
    # a head given 12 fixed slots (it has 6) is a design: the layout keeps its 6, validation says
    # what is wrong; more than the sane limit of 100 is an input error (docs/limits.md)
    from designer.mech.model import Mech, MechLocation
    from designer.rules.summary import summarize
    from designer.rules.validate import validate

    merlin = read_unit(UNITS / "merlin.yaml")
    data = merlin.model_dump(by_alias=True)
    crowded = Mech.model_validate(data | {"fixed_slots": {MechLocation.HD: ("Cockpit",) * 12}})
    assert "HD   6/6  free  0: " + ", ".join(["Cockpit"] * 6) in summarize(crowded).text
    assert [f.code for f in validate(crowded).errors] == ["MECH-FIXED-SLOTS"]
    with pytest.raises(ValueError, match="101 fixed slots; the sane limit is 100"):
        Mech.model_validate(data | {"fixed_slots": {MechLocation.HD: ("Cockpit",) * 101}})
