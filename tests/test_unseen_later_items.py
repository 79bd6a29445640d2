"""Later standard-rules items MegaMek's canon mounts (decision D-UNSEEN-16): the battle armor
mechanical jump booster and myomer booster, catalogued with the facts of MegaMek's newest class, each checked
against its source on canon-style files written for these tests."""

from __future__ import annotations

from fractions import Fraction

import pytest

from designer.battlearmor.cost import battle_armor_cost
from designer.battlearmor.movement import jump_mp
from designer.battlearmor.summary import movement_text
from designer.battlearmor.weights import suit_kg
from designer.catalog.battlearmor import ba_equipment
from designer.formats.blk import parse_blk
from designer.rules import validate

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
    # BattleArmor.getJumpMP: no jump MP of its own, so the booster gives 1.
    unit = _squad("ISMechanicalJumpBooster:Body")
    assert _errors(unit) == []
    assert jump_mp(unit) == 1
    assert movement_text(unit) == "ground 1, jump 1"


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
    lines = battle_armor_cost(boosted).lines
    assert sum(line.c_bills for line in lines if line.part == "CLBAMyomerBooster") == price
    assert "BA-UNKNOWN-ITEM" not in _errors(boosted)
