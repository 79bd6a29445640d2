"""Vehicle weapons MegaMek defines beyond the reference samples (decision D-CANON-VEH): the Clan
long- and short-range torpedoes and the Inner Sphere torpedo's ``ISLRTorpedo`` spelling, each row's
facts against the MegaMek class it names, and a canon-style Clan naval vehicle that mounts them."""

from __future__ import annotations

import pytest

from designer.catalog import catalog
from designer.formats.blk import parse_blk
from designer.formats.mtf_level2 import level2_ammo
from designer.formats.spellings import find_item_name
from designer.rules import validate
from designer.vehicle.weights import weight_breakdown

# (MegaMek lookup name, catalog id, tons, slots) from the class: CLLRT5 (tonnage 1.0, criticals 1),
# CLLRT15 (3.5, 2; its internal name set twice, CLLRTorpedo15 then CLLRT15), CLSRT6 (1.5, 1),
# ISLRT15 (7.0, 3; lookup ISLRTorpedo15).
NAMES = [
    ("CLLRTorpedo5", "Clan LRT 5", 1, 1),
    ("CLLRT5", "Clan LRT 5", 1, 1),
    ("Clan LRT-15", "Clan LRT 15", 3.5, 2),
    ("CLLRTorpedo15", "Clan LRT 15", 3.5, 2),
    ("Clan SRT 6", "Clan SRT 6", 1.5, 1),
    ("CLSRT6", "Clan SRT 6", 1.5, 1),
    ("ISLRTorpedo15", "IS LRT 15", 7, 3),
]


@pytest.mark.parametrize(("name", "item_id", "tons", "slots"), NAMES)
def test_torpedo_facts_against_the_megamek_class(name, item_id, tons, slots):
    item = find_item_name(name)
    assert item is not None and item.id == item_id
    assert (item.tons, item.slots) == (tons, slots)


@pytest.mark.parametrize(("name", "weapon", "shots"), [("CLLRTorpedo15 Ammo", "Clan LRT 15", 8),
                                                       ("CLSRT6 Ammo", "Clan SRT 6", 15)])
def test_torpedo_ammunition_feeds_its_launcher(name, weapon, shots):
    # MegaMek's critical tables name the Clan torpedo ammunition "CLLRTorpedo15 Ammo", "CLSRT6 Ammo";
    # a ton holds the launcher's shots (LRM 15: 8, SRM 6: 15, seed 002 lines 409 and 449)
    assert level2_ammo(name) == (weapon, False, "standard")
    assert catalog().find(weapon).shots_per_ton == shots


BOAT = """<BlockVersion>
1
</BlockVersion>
<Version>
MAM0
</Version>
<UnitType>
Tank
</UnitType>
<Name>
Test Torpedo Boat
</Name>
<Model>
(Standard)
</Model>
<Tonnage>
40
</Tonnage>
<cruiseMP>
5
</cruiseMP>
<Armor>
44
34
34
32
</Armor>
<Front Equipment>
CLLRTorpedo15
CLSRT6
</Front Equipment>
<Left Equipment>
CLLRTorpedo15
</Left Equipment>
<Right Equipment>
CLLRTorpedo15
</Right Equipment>
<Body Equipment>
CLLRTorpedo15 Ammo
CLLRTorpedo15 Ammo
CLLRTorpedo15 Ammo
CLSRT6 Ammo
</Body Equipment>
<type>
Clan Level 2
</type>
<year>
3060
</year>
<internal_type>
0
</internal_type>
<armor_type>
0
</armor_type>
<engine_type>
0
</engine_type>
<motion_type>
Naval
</motion_type>
"""


def test_a_canon_style_clan_torpedo_boat_is_valid():
    unit = parse_blk(BOAT, "boat.blk").unit
    assert validate(unit).findings == ()
    tons = {}
    for line in weight_breakdown(unit):
        tons[line.component] = tons.get(line.component, 0) + line.tons
    # By hand: three LRT 15 at 3.5 t, an SRT 6 at 1.5 t (the classes above), three tons of LRT and
    # one of SRT ammunition; engine 170 (40 t x 5 MP less the naval suspension factor 30) 6 t,
    # shielding 3, controls 2, structure 4, armor 9 (144 points / 16): 40 t.
    assert (tons["Clan LRT 15"], tons["Clan SRT 6"]) == (10.5, 1.5)
    assert sum(tons.values()) == 40


def test_vehicle_jump_jets_and_sponson_turrets_are_named_outside_level2():
    # MegaMek's internal names VehicleJumpJet and SponsonTurret: Tactical Operations equipment
    boat = BOAT.replace("<Body Equipment>\n", "<Body Equipment>\nVehicleJumpJet\nSponsonTurret\n")
    messages = [f.message for f in validate(parse_blk(boat, "boat.blk").unit).findings
                if f.code == "VEHICLE-UNKNOWN-WEAPON"]
    assert len(messages) == 2
    assert all("advanced rules, outside Level 2" in m for m in messages)
