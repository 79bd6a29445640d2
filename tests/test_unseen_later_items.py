"""Later standard-rules items MegaMek's canon mounts (decision D-UNSEEN-16): the battle armor
mechanical jump booster and myomer booster and the Angel ECM suite of 'Mechs and ProtoMechs,
catalogued with the facts of MegaMek's newest class, each checked
against its source on canon-style files written for these tests."""

from __future__ import annotations

from fractions import Fraction

import pytest

from pathlib import Path

from designer.battlearmor.alphastrike import ba_movement
from designer.battlearmor.bv import defensive_factor
from designer.battlearmor.cost import battle_armor_cost
from designer.battlearmor.movement import jump_mp
from designer.battlearmor.summary import movement_text
from designer.battlearmor.weights import suit_kg
from designer.catalog.battlearmor import ba_equipment
from designer.bv import battle_value
from designer.bv.tables import ammo_values, item_values
from designer.bv.working import Working
from designer.catalog.level2 import level2_catalog
from designer.formats import read_unit
from designer.formats.blk import parse_blk
from designer.mech.model import MechLocation as L, Mount
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.protomech.alphastrike import protomech_card
from designer.protomech.weights import item_tons
from designer.rules import validate
from designer.rules.common.level2_prices import prices

# A canon-style squad of our own: a medium Inner Sphere biped on foot, one small laser.
_SQUAD = """#canon-style squad written for the later-items tests
<UnitType>
BattleArmor
</UnitType>
<Name>
Later Trooper
</Name>
<Model>
Booster
</Model>
<year>
3085
</year>
<type>
{level}
</type>
<chassis>
biped
</chassis>
<weightclass>
{weight_class}
</weightclass>
<Trooper Count>
4
</Trooper Count>
<motion_type>
{motion}
</motion_type>
<cruiseMP>
1
</cruiseMP>
<jumpingMP>
{jump}
</jumpingMP>
<armor>
4
</armor>
<armor_type>
28
</armor_type>
<Squad Equipment>
ISBASmallLaser:RA
BABattleClaw:LA
{extra}
</Squad Equipment>
"""


def _squad(extra: str = "", weight_class: int = 2, motion: str = "Leg", jump: int = 0,
           level: str = "IS Level 2"):
    text = _SQUAD.format(extra=extra, weight_class=weight_class, motion=motion, jump=jump, level=level)
    return parse_blk(text, "later.blk").unit


def _errors(unit) -> list[str]:
    return [f.code for f in validate(unit).findings if f.severity.value == "error"]


# MegaMek MiscType.createISBAMechanicalJumpBooster (newest copy): internal name
# BAMechanicalJumpBooster, lookup names ISMechanicalJumpBooster and CLMechanicalJumpBooster, every
# tech base, no critical slot, static tech level STANDARD (TO:AUE p. 99).
@pytest.mark.parametrize("name", [
    "BAMechanicalJumpBooster", "ISMechanicalJumpBooster", "CLMechanicalJumpBooster",
])
def test_the_mechanical_jump_booster_is_a_battle_armor_item(name):
    row = ba_equipment().find(name)
    assert row is not None
    assert (row.id, row.tech_base, row.slots) == ("BAMechanicalJumpBooster", "both", 0)


# MiscType.getTonnage, F_MECHANICAL_JUMP_BOOSTER: 2 x 0.025 t for PA(L) and light suits, 2 x 0.05 t
# medium, 2 x 0.125 t heavy, 2 x 0.25 t assault; MiscType.getCost: 50,000 (PA(L), light), 75,000,
# 150,000, 300,000 C-Bills.
@pytest.mark.parametrize(("weight_class", "kg", "price"), [
    (0, 50, 50000), (1, 50, 50000), (2, 100, 75000), (3, 250, 150000), (4, 500, 300000),
])
def test_the_booster_weighs_and_costs_by_weight_class(weight_class, kg, price):
    bare = _squad(weight_class=weight_class)
    boosted = _squad("ISMechanicalJumpBooster:Body", weight_class=weight_class)
    assert suit_kg(boosted, 1) - suit_kg(bare, 1) == Fraction(kg)
    lines = battle_armor_cost(boosted).lines
    assert [line.c_bills for line in lines if line.part == "BAMechanicalJumpBooster"] == [price]


def test_a_suit_on_foot_with_the_booster_is_valid_and_jumps_one():
    # BattleArmor.getJumpMP: no jump MP of its own, so the booster gives 1; getWalkMP: "mechanical
    # jump booster gives an extra MP", ground 1 + 1 = 2.
    unit = _squad("ISMechanicalJumpBooster:Body")
    assert _errors(unit) == []
    assert jump_mp(unit) == 1
    assert movement_text(unit) == "ground 2, jump 1"
    # Battle Value (BattleArmorBVCalculator counts getWalkMP and getJumpMP): ground 2 is TMM 0 (0-2
    # hexes), the booster's jump 1 is TMM 0 + 1 for jumping = 1: factor 1 + 0.1 + 0.1 battle armor =
    # 1.2 against the bare suit's 1.1 (ground 1: TMM 0). Alpha Strike: the better, ground 2 MP x 2.
    assert defensive_factor(unit)[0] == pytest.approx(1.2)
    assert defensive_factor(_squad())[0] == pytest.approx(1.1)
    assert ba_movement(unit, Working()) == {"f": 4}


def test_the_booster_adds_nothing_to_a_suit_with_jump_jets():
    # BattleArmor.getJumpMP: "if we have no normal jump jets, we get 1 jump MP" - with 2 of its own
    # the suit jumps 2.
    unit = _squad("CLMechanicalJumpBooster:Body", motion="Jump", jump=2)
    assert _errors(unit) == []
    assert jump_mp(unit) == 2


# MegaMek MiscType.createCLBAMyomerBooster (newest copy): internal name CLBAMyomerBooster, lookup
# names CLBAMB and BAMyomerBooster, Clan, static tech level STANDARD (TO:AUE p. 99); 3 spreadable
# slots, a file's line a slot, 0.250 t split over the three (MiscType.getTonnage: 0.250 / 3).
_BOOSTER = "CLBAMyomerBooster:Body\nCLBAMB:Body\nBAMyomerBooster:Body"


@pytest.mark.parametrize("name", ["CLBAMyomerBooster", "CLBAMB", "BAMyomerBooster"])
def test_the_myomer_booster_is_a_clan_battle_armor_item(name):
    row = ba_equipment().find(name)
    assert row is not None
    assert (row.id, row.tech_base, row.slots) == ("CLBAMyomerBooster", "clan", 1)


# BattleArmor.getWalkMP: +2 ground MP to a medium suit, +1 to a heavy one. MiscType.getCost (F_MASC
# and F_BA_EQUIPMENT): each line the run MP x 75,000 - medium: 3 lines x (1 + 2) x 75,000 = 675,000;
# heavy: 3 x (1 + 1) x 75,000 = 450,000.
@pytest.mark.parametrize(("weight_class", "ground", "price"), [(2, 3, 675000), (3, 2, 450000)])
def test_the_myomer_booster_weighs_a_quarter_ton_and_boosts_the_ground_mp(weight_class, ground, price):
    bare = _squad(weight_class=weight_class, level="Clan Level 2")
    boosted = _squad(_BOOSTER, weight_class=weight_class, level="Clan Level 2")
    assert suit_kg(boosted, 1) - suit_kg(bare, 1) == Fraction(250)
    assert movement_text(boosted) == f"ground {ground}"
    assert ba_movement(boosted, Working()) == {"f": 2 * ground}   # Alpha Strike: ground MP x 2
    lines = battle_armor_cost(boosted).lines
    assert sum(line.c_bills for line in lines if line.part == "CLBAMyomerBooster") == price
    assert "BA-UNKNOWN-ITEM" not in _errors(boosted)


# MegaMek MiscType.createISAngelECM (newest copy): one class of every tech base, internal name
# ISAngelECMSuite, lookup names IS Angel ECM Suite, ISAngelECM, CLAngelECMSuite, Clan Angel ECM
# Suite, CLAngelECM; tonnage 2, criticalSlots 2, bv 100, cost 750,000, static tech level STANDARD.
@pytest.mark.parametrize("name", [
    "ISAngelECMSuite", "IS Angel ECM Suite", "ISAngelECM",
    "CLAngelECMSuite", "Clan Angel ECM Suite", "CLAngelECM",
])
def test_every_angel_ecm_name_is_the_one_item(name):
    # one class, so one item: the Clan row is the Inner Sphere row's twin, chosen by the unit's tech base
    assert level2_catalog().group_of(name) == "IS Angel ECM Suite"
    assert level2_catalog().find(name, "Clan").id == "Clan Angel ECM Suite"
    assert level2_catalog().find(name, "IS").id == "IS Angel ECM Suite"


@pytest.mark.parametrize("item_id", ["IS Angel ECM Suite", "Clan Angel ECM Suite"])
def test_the_angel_ecm_suite_holds_the_megamek_class_facts(item_id):
    row = level2_catalog().get(item_id)
    assert row is not None and (row.tons, row.slots, row.rules_level) == (2, 2, 2)
    assert (item_values()[item_id], prices()["items"][item_id]["cost"]) == (100, 750000)


def test_a_mech_with_the_angel_ecm_suite_is_valid_and_rated():
    # The Merlin of tests/units with two heat sinks (LT 7-8, 2 t) traded for the suite (2 t, 2 slots).
    mech = read_unit(Path(__file__).parent / "units" / "merlin.yaml")
    traded = [m for m in mech.equipment if m.item == "Heat Sink" and m.location == L.LT and m.slot in (7, 8)]
    suite = Mount(item="IS Angel ECM Suite", location=L.LT, slot=7)
    kept = tuple(m for m in mech.equipment if m not in traded)
    ecm = mech.model_copy(update={"year": 3085, "heat_sinks": mech.heat_sinks - 2,
                                  "equipment": (*kept, suite)})
    assert [f.code for f in validate(ecm).findings if f.severity.value == "error"] == []
    # BV 2.0 by hand from the Merlin's own 1194 working: defensive (400 armor + 148.5 structure + 30
    # gyro - 30 ammunition + 100 the suite, defensive equipment as F_ECM) x 1.2 = 778.2; offensive:
    # heat efficiency 6 + 16 - 4 = 18, so the flamer (heat 21) counts half (6 -> 3): 331 - 3 + 60
    # tons = 388 x 1.37 = 531.56; 778.2 + 531.56 = 1309.76 -> 1310.
    assert battle_value(ecm).value == 1310
    text = mech_to_mtf(ecm)
    assert "ISAngelECMSuite" in text
    assert set(parse_mtf(text).mech.equipment) == set(ecm.equipment)


def test_a_protomech_mounts_the_angel_ecm_suite():
    # A canon-style ProtoMech of ours: the catalogue test's 9-ton AC carrier with the suite in its
    # torso, written as the canon Gorgon 6 (Clan Level 2) writes it.
    text = (Path(__file__).parent / "data" / "canon_style" / "proto_unseen_ac.blk").read_text()
    text = text.replace("<Main Gun Equipment>", "<Torso Equipment>\nISAngelECMSuite\n</Torso Equipment>\n"
                        "<Main Gun Equipment>")
    proto = parse_blk(text, "proto.blk").unit
    assert "PROTOMECH-UNKNOWN-ITEM" not in {f.code for f in validate(proto).findings}
    assert item_tons(proto, "ISAngelECMSuite") == 2
    assert "AECM" in protomech_card(proto, Working()).specials


# MegaMek AmmoType.createISThunderbolt<n>Ammo: Thunderbolt 5 ammunition 12 shots a ton, bv 8; 15: 4
# shots, bv 26; 20: 3 shots, bv 35; each 50,000 C-Bills a ton; lookup names ISTBolt<n> Ammo.
@pytest.mark.parametrize(("launcher", "shots", "bv"), [
    ("IS Thunderbolt 5", 12, 8), ("IS Thunderbolt 15", 4, 26), ("IS Thunderbolt 20", 3, 35),
])
def test_thunderbolt_ammunition_value_and_price(launcher, shots, bv):
    size = launcher.rsplit(" ", 1)[1]
    row = level2_catalog().find(f"ISTBolt{size} Ammo")
    assert row is not None and (row.id, row.shots_per_ton) == (f"{launcher} Ammo", shots)
    assert ammo_values()[launcher] == bv
    assert prices()["ammo"][(launcher, None)]["cost"] == 50000


# MegaMek TestBattleArmor: "BattleArmor may not mount a mechanical jump booster and a myomer
# booster", "... a myomer booster and stealth armor" (and mimetic), one mechanical jump booster, no
# more myomer booster mounts than its 3 criticals. Armor code 32 is standard stealth.
@pytest.mark.parametrize(("extra", "armor", "message"), [
    (_BOOSTER + "\nCLMechanicalJumpBooster:Body", 28,
     "A myomer booster and a mechanical jump booster; a suit mounts one or the other."),
    (_BOOSTER, 32, "A myomer booster with stealth armor; it goes with neither stealth nor mimetic armor."),
    ("CLMechanicalJumpBooster:Body\nCLMechanicalJumpBooster:Body", 28,
     "2 mechanical jump boosters; a suit mounts one."),
    (_BOOSTER + "\nCLBAMB:Body", 28, "4 myomer booster slots; one booster fills 3."),
])
def test_boosters_beyond_their_limits_are_a_finding(extra, armor, message):
    text = _SQUAD.format(extra=extra, weight_class=2, motion="Leg", jump=0, level="Clan Level 2")
    text = text.replace("<armor_type>\n28\n", f"<armor_type>\n{armor}\n")
    found = [(f.location, f.message) for f in validate(parse_blk(text, "later.blk").unit).findings
             if f.code == "BA-BOOSTERS"]
    assert found == [("every trooper", message)]


def test_one_booster_of_each_alone_is_no_finding():
    unit = _squad(_BOOSTER, level="Clan Level 2")
    assert "BA-BOOSTERS" not in {f.code for f in validate(unit).findings}
