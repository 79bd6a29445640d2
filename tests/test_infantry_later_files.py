"""Conventional platoons as MegaMek's later files write them (canon beyond the reference samples): the
``<Troopers Equipment>`` block (the armor kit by its equipment name, ``AntiMekGear``), the personal
weapons those files name, and LB-X cluster rounds among a field gun's ammunition. Each file is
written here by hand in MegaMek's form; the figures are the cited MegaMek classes' and the Tactical
Operations armor table's (decisions D-INF2-9, D-INF2-10, docs/rules-decisions.md)."""

from __future__ import annotations

import pytest

from designer.catalog.infantry_weapons import infantry_weapon
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.infantry import field_guns
from designer.infantry import later_figures as fig
from designer.infantry.cost import later_cost
from designer.rules.validate import validate


def platoon_blk(motion: str, troopers: list[str], primary: str, secondary: str = "", secondn: int = 0,
                guns: tuple[str, ...] = (), squads: int = 5) -> str:
    """A Clan Point in MegaMek's later form: 5-trooper squads."""
    def block(tag: str, lines: list[str] | tuple[str, ...]) -> str:
        return f"<{tag}>\n" + "".join(line + "\n" for line in lines) + f"</{tag}>\n\n"

    text = (block("UnitType", ["Infantry"]) + block("Name", ["Test Point"]) + block("Model", ["(Hand)"])
            + block("year", ["3060"]) + block("type", ["Clan Level 2"]) + block("motion_type", [motion])
            + block("Troopers Equipment", troopers) + block("Field Guns Equipment", guns)
            + block("squad_size", ["5"]) + block("squadn", [str(squads)]) + block("Primary", [primary]))
    if secondary:
        text += block("secondn", [str(secondn)]) + block("Secondary", [secondary])
    return text


def test_the_troopers_equipment_names_the_armor_kit_and_anti_mech_training():
    text = platoon_blk("Jump", ["AntiMekGear", "Generic Infantry Kit"], "InfantryAssaultRifle", squads=4)
    unit = parse_blk(text, "jump.blk").unit
    later = unit.later
    assert later is not None and later.trooper_equipment == ("AntiMekGear", "Generic Infantry Kit")
    assert unit.anti_mech and later.anti_mech_skill is None
    # TO:AUE p. 130, Other Periphery/Generic: damage divisor 1, 330 C-bills a trooper
    kit = fig.kit(later)
    assert kit is not None and (kit.name, kit.divisor, kit.cost) == ("GenericKit", 1, 330)
    assert not validate(unit).errors
    written = unit_to_blk(unit)
    assert "<Troopers Equipment>\nAntiMekGear\nGeneric Infantry Kit\n</Troopers Equipment>" in written
    assert "<antimek>" not in written   # the gear line says the training: no default skill written
    again = parse_blk(written, "again.blk").unit
    assert again.model_copy(update={"meta": {}}) == unit.model_copy(update={"meta": {}})
    # training taken away (the editor's anti-'Mech switch): the gear line goes with it
    untrained = parse_blk(unit_to_blk(unit.model_copy(update={"anti_mech": False, "meta": {}})), "u.blk").unit
    assert not untrained.anti_mech and untrained.later.trooper_equipment == ("Generic Infantry Kit",)


def test_a_clan_kit_divides_damage_and_is_priced_a_trooper():
    unit = parse_blk(platoon_blk("Leg", ["Clan Armor Kit (All)"], "Laser Rifle"), "clan.blk").unit
    later = unit.later
    assert not unit.anti_mech
    # TO:AUE p. 130, Clan (All): damage divisor 2, 5,560 C-bills a trooper: 25 troopers x 5,560
    assert fig.divisor(later) == 2
    assert any(line.part == "25 x Clan (All) kit" and line.c_bills == 25 * 5560
               for line in later_cost(unit, later).lines)


def test_an_uncatalogued_kit_in_the_troopers_equipment_is_named_in_its_finding():
    unit = parse_blk(platoon_blk("Leg", ["AntiMekGear", "Mystery Kit"], "Laser Rifle"), "m.blk").unit
    assert [f.message for f in validate(unit).errors if f.code == "INFANTRY-ARMOR-KIT"] == [
        "'Mystery Kit' is not a catalogued armor kit."]


@pytest.mark.parametrize(("name", "facts"), [
    # (damage a trooper, range class, crew, BV, C-bills, support weapon) as each MegaMek class gives them
    ("Submachine Gun", (0.25, 0, 1, 0.23, 80, False)),              # InfantrySMGWeapon
    ("Grenade Launcher", (0.81, 1, 1, 2.48, 465, True)),            # InfantrySupportGrenadeLauncherWeapon
    # InfantrySupportCompactGrenadeLauncherWeapon
    ("Grenade Launcher (Compact)", (0.16, 1, 1, 0.49, 290, True)),
    ("Gauss Submachinegun", (0.45, 1, 1, 1.38, 2000, False)),       # InfantrySMGClanGaussWeapon
    ("InfantryHeavyPPC", (1.58, 3, 5, 9.56, 45000, True)),          # InfantrySupportHeavyPPCWeapon
    ("Infantry Semi-Portable PPC", (0.72, 2, 2, 3.68, 7000, True)), # InfantrySupportSemiPortablePPCWeapon
    ("Sonic Stunner", (0.07, 0, 1, 0.06, 100, False)),              # InfantryPistolSonicStunnerWeapon
])
def test_the_later_files_weapons_are_catalogued_with_their_classes_facts(name, facts):
    weapon = infantry_weapon(name)
    assert weapon is not None
    assert (weapon.damage, weapon.range, weapon.crew, weapon.bv, weapon.cost, weapon.support) == facts


def test_a_field_artillery_point_with_a_submachine_gun_primary_validates():
    text = platoon_blk("Tracked", ["Generic Infantry Kit"], "Submachine Gun", "InfantryAssaultRifle", 1,
                       guns=("ISLBXAC10", "IS LB 10-X Cluster Ammo"), squads=4)
    unit = parse_blk(text, "fg.blk").unit
    # an LB-X autocannon fires cluster rounds (its catalogue row's ammunition kinds): one ton of them
    lines = field_guns.lines(unit.later)
    read = [(line.weapon is not None, line.ammo_for) for line in lines]
    assert read == [(True, None), (False, "IS LB 10-X AC")]
    assert not [f for f in validate(unit).errors if f.code in ("INFANTRY-FIELD-GUN", "INFANTRY-WEAPON")]


def test_the_list_and_the_catalogue_agree_on_every_infantry_weapon_fact():
    # tests/data/megamek_catalog.yaml: damage, range, crew, BV and cost of each class read
    from tools.catalog_coverage import gaps, load_list

    assert gaps({"infantry_weapons": load_list()["infantry_weapons"]}) == []
