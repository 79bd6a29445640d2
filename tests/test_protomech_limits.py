"""What a ProtoMech may not be or carry (issue 29; decisions D-PM3-3, D-PM3-4), without the corpus:
items MegaMek refuses on a ProtoMech are a finding naming the item; a glider ProtoMech file is
refused by name; an ultraheavy ProtoMech is one tonnage finding, not a cascade of armor and
location findings; a non-standard armor type is noted, never read silently."""

from __future__ import annotations

import pytest

from designer.catalog.protomech_tables import item_choices, not_protomech
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.model.protomech import ProtoLocation as L, ProtoMount
from designer.rules.validate import validate
from tests.conftest import REPO

CENTAUR = load_unit(REPO / "units" / "examples" / "protomech-centaur.yaml").unit
TEXT = unit_to_blk(CENTAUR)

# MegaMek ArtilleryWeapon sets F_ARTILLERY, F_MEK_WEAPON, F_TANK_WEAPON, F_AERO_WEAPON and no
# F_PROTO_WEAPON; TestProtoMek refuses a weapon without it. Heat sinks, 'Mech MASC and improved jump
# jets have ProtoMech forms instead (catalog/data/protomech/legality.yaml).
NOT_PROTOMECH = ["Clan Arrow IV", "Clan Long Tom", "Clan Sniper", "Clan Thumper", "Clan Heat Sink",
                 "Clan Double Heat Sink", "Clan MASC", "Clan Improved Jump Jet"]


@pytest.mark.parametrize("item", NOT_PROTOMECH)
def test_an_item_a_protomech_may_not_mount_is_a_finding(item):
    proto = CENTAUR.model_copy(update={"equipment": (*CENTAUR.equipment, ProtoMount(item=item))})
    hits = [f for f in validate(proto).findings if f.code == "PROTOMECH-ITEM-NOT-ALLOWED"]
    assert [(f.location, item in f.message) for f in hits] == [("torso", True)]
    assert item not in {choice.id for choice in item_choices()}


def test_protomech_weapons_stay_allowed():
    # LRMWeapon, SRMWeapon, LaserWeapon, LBXACWeapon, GaussWeapon all carry F_PROTO_WEAPON
    allowed = ("Clan LRM 10", "Clan SRM 6", "Clan ER Medium Laser", "Clan LB 2-X AC", "Clan AP Gauss Rifle")
    for item in allowed:
        assert not_protomech(item) is None
    assert validate(CENTAUR).is_valid


def test_a_glider_file_is_refused_by_name():
    # MegaMek writes a glider ProtoMech as <motion_type> WiGE
    with pytest.raises(FormatError, match="'WiGE' \\(a glider ProtoMech\\) is not supported"):
        parse_blk(TEXT.replace("<motion_type>\nBiped", "<motion_type>\nWiGE"), "glider.blk")


def test_an_ultraheavy_protomech_is_one_tonnage_finding():
    # 10-15 t is MegaMek's ultraheavy ProtoMech (TestProtoMek.MAX_TONNAGE 15): not catalogued here
    heavy = CENTAUR.model_copy(update={"tonnage": 13, "armor": {**CENTAUR.armor, L.TORSO: 30}})
    errors = [f for f in validate(heavy).findings if f.severity.value == "error"]
    assert [f.code for f in errors if f.code.startswith(("PROTOMECH-ARMOR", "PROTOMECH-LOCATION",
                                                        "PROTOMECH-SLOTS"))] == []
    (tonnage,) = [f for f in errors if f.code == "PROTOMECH-TONNAGE"]
    assert "13 (an ultraheavy ProtoMech" in tonnage.message


def test_a_non_standard_armor_type_is_noted():
    text = TEXT.replace("<internal_type>", "<armor_type>\n18\n</armor_type>\n\n<internal_type>")
    read = parse_blk(text, "edp.blk")
    assert [(i.code, "read as standard ProtoMech armor" in i.message) for i in read.issues
            if i.code == "BLK-UNSUPPORTED-TECH"] == [("BLK-UNSUPPORTED-TECH", True)]
