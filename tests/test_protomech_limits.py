"""What a ProtoMech may not be or carry (decisions D-PM3-3, D-PM3-4), without the corpus:
items MegaMek refuses on a ProtoMech are a finding naming the item; a glider ProtoMech file is
refused by name; an ultraheavy ProtoMech (10-15 t) is built by its own facts, a heavier one is one
tonnage finding, not a cascade; a non-standard armor type is noted, never read silently."""

from __future__ import annotations

import pytest

from designer.catalog.protomech_tables import item_choices, not_protomech
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.protomech.model import ProtoAmmo, ProtoLocation as L, ProtoMech, ProtoMount
from designer.protomech import weights as w
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


def test_an_ultraheavy_protomech_weighs_15_tons_by_hand():
    # Wars of Reaving Sprite: 15 t walking 3, five extended jump jets, four LRM 5, 48 shots, 65 armor.
    # MegaMek facts (decision D-PM3-5): cockpit 0.75 t over 9 t (TestProtoMek.getWeightControls);
    # a jump jet 150 kg from 10 t, the extended system double (MiscType.getTonnage); structure head 4,
    # torso 15, legs 8, arms = head (ProtoMek.autoSetInternal); arms take 6 armor points from 10 t.
    sprite = ProtoMech(
        chassis="Sprite", year=3072, tonnage=15, walk_mp=3, jump_mp=5, rules_level=3,
        armor={L.HEAD: 9, L.TORSO: 30, L.RIGHT_ARM: 6, L.LEFT_ARM: 6, L.LEGS: 14},
        equipment=(*[ProtoMount(item="ExtendedJumpJetSystem", location=L.BODY)] * 5,
                   ProtoMount(item="CLLRM5"), ProtoMount(item="CLLRM5"),
                   ProtoMount(item="CLLRM5", location=L.RIGHT_ARM),
                   ProtoMount(item="CLLRM5", location=L.LEFT_ARM)),
        ammo=(ProtoAmmo(ammo="Clan Ammo LRM-5", shots=48),))
    structure, cockpit = 1.5, 0.75
    engine = 2.0                        # rating ceil(3 x 1.5) x 15 = 75: Engine Table row 75
    armor = 65 * 0.05
    jets = 5 * 0.15 * 2
    launchers = 4 * 1.0
    ammo = 48 * 1000 / 24 / 1000        # 24 shots a ton: 2.0 t
    assert w.is_ultraheavy(sprite)
    assert w.structure(sprite) == {L.HEAD: 4, L.TORSO: 15, L.RIGHT_ARM: 4, L.LEFT_ARM: 4, L.LEGS: 8}
    assert [w.max_armor(sprite, loc) for loc in sprite.armored_locations()] == [9, 30, 6, 6, 16]
    assert w.total_weight(sprite) == pytest.approx(
        structure + engine + cockpit + armor + jets + launchers + ammo) == pytest.approx(15.0)
    assert validate(sprite).is_valid
    # an ultraheavy arm carries 1 t (a standard one 0.5 t), its torso 3 items and 4 t
    assert "PROTOMECH-LOCATION-WEIGHT" in validate(sprite.model_copy(update={"tonnage": 9})).codes()


def test_over_15_tons_is_one_tonnage_finding():
    # TestProtoMek.MAX_TONNAGE 15: heavier is no ProtoMech; the tonnage finding stands alone
    heavy = CENTAUR.model_copy(update={"tonnage": 16, "armor": {**CENTAUR.armor, L.TORSO: 40}})
    errors = [f for f in validate(heavy).findings if f.severity.value == "error"]
    assert [f.code for f in errors if f.code.startswith(("PROTOMECH-ARMOR", "PROTOMECH-LOCATION",
                                                        "PROTOMECH-SLOTS"))] == []
    (tonnage,) = [f for f in errors if f.code == "PROTOMECH-TONNAGE"]
    assert "2 to 15 tons" in tonnage.message and "weighs 16" in tonnage.message


def test_a_non_standard_armor_type_is_noted():
    text = TEXT.replace("<internal_type>", "<armor_type>\n18\n</armor_type>\n\n<internal_type>")
    read = parse_blk(text, "edp.blk")
    assert [(i.code, "read as standard ProtoMech armor" in i.message) for i in read.issues
            if i.code == "BLK-UNSUPPORTED-TECH"] == [("BLK-UNSUPPORTED-TECH", True)]
