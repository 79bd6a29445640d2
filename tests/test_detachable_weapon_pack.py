"""The battle armor detachable weapon pack (decision D-UNSEEN-17): catalogued with the facts of
MegaMek's newest class (MiscType.createISDetachableWeaponPack) and checked as MegaMek checks it, on
canon-style squads written for these tests."""

from __future__ import annotations

from fractions import Fraction

import pytest

from designer.battlearmor import layout
from designer.bv import battle_value
from designer.battlearmor.cost import battle_armor_cost
from designer.battlearmor.model import BALocation
from designer.battlearmor.sheet_figures import weapon_rows
from designer.battlearmor.summary import summarize_battle_armor
from designer.battlearmor.weights import suit_kg
from designer.catalog.battlearmor import ba_equipment
from designer.formats.blk import parse_blk
from designer.rules import validate
from tests.blk_round_trip import lost_in_round_trip

# A canon-style squad of our own: a heavy Inner Sphere biped on foot, a battle claw.
_SQUAD = """#canon-style squad written for the detachable pack tests
<UnitType>
BattleArmor
</UnitType>
<Name>
Pack Trooper
</Name>
<Model>
DWP
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
3
</weightclass>
<Trooper Count>
4
</Trooper Count>
<motion_type>
Leg
</motion_type>
<cruiseMP>
{ground}
</cruiseMP>
<jumpingMP>
0
</jumpingMP>
<armor>
6
</armor>
<armor_type>
28
</armor_type>
<Squad Equipment>
BABattleClaw:LA
{extra}
</Squad Equipment>
"""

_PPC_PACK = "ISDetachableWeaponPack:RA\nISBASupportPPC:DWP"


def _text(extra: str = "", ground: int = 2, level: str = "IS Level 2") -> str:
    return _SQUAD.format(extra=extra, ground=ground, level=level)


def _squad(extra: str = "", ground: int = 2, level: str = "IS Level 2"):
    return parse_blk(_text(extra, ground, level), "pack.blk").unit


def _codes(unit) -> list[str]:
    return [f.code for f in validate(unit).findings if f.severity.value == "error"]


# MegaMek MiscType.createISDetachableWeaponPack (newest copy): name "Detachable Weapon Pack",
# internal name ISDetachableWeaponPack (EquipmentTypeLookup.BA_DWP), lookup name
# CLDetachableWeaponPack; TechBase.ALL; criticalSlots 1; tonnage unset (0); static tech level
# STANDARD (TO:AUE p. 99), where the catalogue named it outside Level 2 before.
@pytest.mark.parametrize("name", [
    "ISDetachableWeaponPack", "CLDetachableWeaponPack", "Detachable Weapon Pack",
])
def test_every_pack_name_is_the_one_item(name):
    row = ba_equipment().find(name)
    assert row is not None
    assert (row.id, row.kind, row.tech_base, row.kg, row.slots) == (
        "ISDetachableWeaponPack", "equipment", "both", 0, 1)


@pytest.mark.parametrize("level", ["IS Level 2", "Clan Level 2"])
def test_a_squad_with_a_pack_is_valid_level2(level):
    unit = _squad(_PPC_PACK.replace("IS", "CL", 1) if level.startswith("Clan") else _PPC_PACK, level=level)
    assert _codes(unit) == []


def test_the_pack_takes_one_slot_and_its_weapon_none():
    # TestBattleArmor.correctCriticals: the pack counts its 1 critical where it is mounted; the weapon
    # in it has no location (getUnallocatedEquipment skips weapons linked to a pack).
    used = layout.used_slots(_squad(_PPC_PACK), 1)
    assert used[BALocation.RIGHT_ARM] == 1
    assert used[BALocation.BODY] == 0
    assert layout.weapons_in(_squad(_PPC_PACK), 1)[BALocation.RIGHT_ARM] == 0


def test_the_pack_weighs_nothing_and_its_weapon_three_quarters():
    # The pack's class sets no tonnage; TestEntity.getWeightWeapon weighs a weapon in a pack x 0.75:
    # the support PPC's 250 kg (ISBASupportPPC: 0.25 t) is 187.5 kg in the pack.
    bare = suit_kg(_squad(), 1)
    assert suit_kg(_squad("ISDetachableWeaponPack:RA"), 1) == bare
    assert suit_kg(_squad(_PPC_PACK), 1) - bare == Fraction(375, 2)


def test_the_pack_costs_18000_and_adds_no_battle_value():
    # MiscType.createISDetachableWeaponPack: cost 18,000 C-Bills; no bv set (0).
    lines = battle_armor_cost(_squad("ISDetachableWeaponPack:RA")).lines
    assert [line.c_bills for line in lines if line.part == "ISDetachableWeaponPack"] == [18000]
    bare, packed = battle_value(_squad()), battle_value(_squad("ISDetachableWeaponPack:RA"))
    assert bare is not None and packed is not None and bare.base is not None
    assert packed.base == bare.base


@pytest.mark.parametrize(("extra", "ground", "message"), [
    # one weapon a pack (MegaMekLab links one weapon to a pack; BLKFile links each :DWP weapon to a pack)
    (_PPC_PACK + "\nISBASmallLaser:DWP", 2,
     "2 weapon(s) in detachable packs; the suit mounts 1 pack(s), one weapon each."),
    ("ISBASupportPPC:DWP", 2, "1 weapon(s) in detachable packs; the suit mounts 0 pack(s), one weapon each."),
    # no missile weapon (MegaMekLab: a pack takes no F_MISSILE weapon but tube artillery)
    ("ISDetachableWeaponPack:RA\nISBASRM2:DWP", 2,
     "ISBASRM2 is a missile weapon; a detachable pack carries none."),
    # TestBattleArmor.correctMovement: walk MP under 2 with a pack is refused
    (_PPC_PACK, 1, "Ground MP 1 with a detachable pack; a suit carrying one moves at least 2."),
])
def test_a_pack_beyond_its_limits_is_a_finding(extra, ground, message):
    found = [(f.location, f.message) for f in validate(_squad(extra, ground)).findings if f.code == "BA-DWP"]
    assert found == [("every trooper", message)]


def test_a_squad_with_a_pack_round_trips(tmp_path):
    path = tmp_path / "pack.blk"
    path.write_text(_text(_PPC_PACK), encoding="utf-8")
    assert lost_in_round_trip(path) == []


def test_the_sheet_prints_a_pack_weapon_in_the_pack():
    # MegaMek's unit view prints a weapon in a pack at location "DWP"; the sheet says "Pack". The
    # support PPC's row: damage 2, ranges 2/5/7 (ISBASupportPPC).
    rows = weapon_rows(_squad(_PPC_PACK))
    assert [(r.name, r.location, r.damage, r.short, r.medium, r.long) for r in rows] == [
        ("Support PPC", "Pack", "2", "2", "5", "7")]


def test_a_pack_weapon_rates_as_one_in_an_arm():
    # MegaMek BattleArmorBVCalculator: every weapon of the squad counts, and again for anti-'Mech
    # attacks when it is not body-mounted (a pack's weapon has no mount location); the speed factor
    # reads MPCalculationSetting.BV_CALCULATION, which ignores the pack (noDWP). A medium suit (it can
    # make anti-'Mech attacks) rates the same with its support PPC in a pack or in its right arm.
    def medium(extra: str):
        return parse_blk(_text(extra).replace("<weightclass>\n3\n", "<weightclass>\n2\n"), "m.blk").unit
    packed, armed = battle_value(medium(_PPC_PACK)), battle_value(medium("ISBASupportPPC:RA"))
    assert packed is not None and armed is not None and armed.base is not None
    assert packed.base == armed.base


def test_the_summary_lists_a_pack_weapon_under_pack():
    text = summarize_battle_armor(_squad(_PPC_PACK)).text
    # a heavy suit's arm holds 3 slots (construction.yaml); the pack takes 1 of them
    assert "  right arm  1/3 slots: Detachable Weapon Pack" in text
    assert "  pack       no slots: Support PPC" in text
