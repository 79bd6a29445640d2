"""The later (TechManual) conventional platoon: catalogue lookup, BLK read and write, limits by motive,
damage by troopers left, range modifiers, anti-'Mech to-hit and Battle Value, each worked by hand
from the figures cited (decisions D-INF2-1 to D-INF2-5)."""

import pytest

from designer.bv import battle_value
from designer.catalog.infantry_weapons import armor_kit, infantry_weapon
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.infantry.model import Infantry, LaterPlatoon
from designer.infantry import later_figures as fig
from designer.rules.validate import validate


def platoon(motive="foot", anti_mech=False, **later) -> Infantry:
    values = {"squad_size": 7, "squads": 4, "primary": "Auto-Rifle", "armor_kit": "GenericKit"} | later
    return Infantry(chassis="Test", model="Platoon", motive=motive, anti_mech=anti_mech,
                    later=LaterPlatoon(**values))


FOOT_MG = platoon(secondary="Machine Gun (Portable)", secondary_per_squad=2)
JUMP_AA = platoon("jump", squads=3, primary="Auto Rifle", secondary="InfantryMk2PortableAA",
                  secondary_per_squad=2, armor_kit="ISFlakStandard")
TRACKED_SRM = platoon("tracked", primary="Laser Rifle", secondary="SRM Launcher (Std, Two-Shot)",
                      secondary_per_squad=2, armor_kit="ClanKit")
FIELD_GUN = platoon(field_guns=("Autocannon/5", "Autocannon/5"))


def test_catalogue_lookup_by_any_megamek_name():
    # MegaMek InfantryRifleAutoRifleWeapon: damage 0.52, range 1, 0.004 t, BV 1.59, 80 C-bills
    for name in ("Auto-Rifle", "auto rifle", "InfantryAutoRifle", "Auto-Rifle (Modern, Generic)"):
        weapon = infantry_weapon(name)
        assert weapon is not None
        assert (weapon.damage, weapon.range, weapon.bv, weapon.cost) == (0.52, 1, 1.59, 80)
    assert infantry_weapon("Flamer (Man-Pack)").name == "Flamer (Man-Portable)"
    # MegaMek's internal name of the auto-rifle (EquipmentTypeLookup.INFANTRY_ASSAULT_RIFLE)
    assert infantry_weapon("InfantryAssaultRifle").name == "Auto-Rifle (Modern, Generic)"
    # MegaMek InfantryRifleTKAssaultWeapon: 0.44 damage, range 1, BV 1.34, 150 C-bills
    tk = infantry_weapon("InfantryTKAssaultRifle")
    assert (tk.damage, tk.range, tk.bv, tk.cost) == (0.44, 1, 1.34, 150)
    assert infantry_weapon("Phaser") is None
    # TO:AUE p. 130: Clan (All) kit, damage divisor 2, 5,560 C-bills a trooper
    assert (armor_kit("ClanKit").divisor, armor_kit("ClanKit").cost) == (2, 5560)


def test_blk_later_platoon_read_and_written():
    text = ("<UnitType>\nInfantry\n</UnitType>\n<Name>\nTest\n</Name>\n<Model>\nPlatoon\n</Model>\n"
            "<squad_size>\n7\n</squad_size>\n<squadn>\n4\n</squadn>\n<Primary>\nAuto-Rifle\n</Primary>\n"
            "<Secondary>\nMachine Gun (Portable)\n</Secondary>\n<secondn>\n2\n</secondn>\n"
            "<motion_type>\nLeg\n</motion_type>\n<armorKit>\nGenericKit\n</armorKit>\n"
            "<antimek>\n5\n</antimek>\n<specialization>\n192\n</specialization>\n")
    unit = parse_blk(text, "p.blk").unit
    assert unit.later.troopers == 28 and unit.later.secondary_per_squad == 2 and unit.anti_mech
    assert unit.later.specialisations == ("marines", "mountain_troops")   # bits 6 and 7
    assert parse_blk(unit_to_blk(unit), "again").unit == unit
    assert "<specialization>\n192\n</specialization>" in unit_to_blk(unit)


def test_limits_by_motive():
    # TestInfantry.maxSquadSize: hover 5; maxUnitSize: wheeled 24
    assert "INFANTRY-SQUAD-SIZE" in validate(platoon("hover")).codes()
    assert "INFANTRY-TROOPERS" in validate(platoon("wheeled", squad_size=6, squads=5)).codes()
    assert validate(platoon("wheeled", squad_size=6, squads=4)).codes() == set()
    # mountain troops: 2 squads, 20 troopers, 1 secondary weapon a squad
    mountain = platoon(squads=3, specialisations=("mountain_troops",), secondary="Machine Gun (Portable)",
                       secondary_per_squad=2)
    assert {"INFANTRY-SQUADS", "INFANTRY-TROOPERS", "INFANTRY-SECONDARY"} <= set(validate(mountain).codes())


def test_damage_rows_by_hand():
    # foot MG: (0.52 x 5 + 0.65 x 2) / 7 = 3.9 / 7 = 0.5571 a trooper
    assert fig.damage_per_trooper(FOOT_MG.later) == pytest.approx(3.9 / 7)
    track = dict(fig.damage_track(FOOT_MG, FOOT_MG.later))
    assert (track[28], track[27], track[14], track[1]) == (16, 15, 8, 1)   # 15.6, 15.04, 7.8, 0.56
    # jump AA: (0.52 x 5 + 0.81 x 2) / 7 = 4.22 / 7; 21 troopers 12.66 -> 13, 10 -> 6.03 -> 6
    track = dict(fig.damage_track(JUMP_AA, JUMP_AA.later))
    assert (track[21], track[10]) == (13, 6)
    # tracked: (0.28 x 5 + 1.14 x 2) / 7 = 3.68 / 7; 28 -> 14.72 -> 15, 5 -> 2.63 -> 3
    track = dict(fig.damage_track(TRACKED_SRM, TRACKED_SRM.later))
    assert (track[28], track[5]) == (15, 3)
    # a primary above 0.6 counts 0.6 (09/2021 errata): Firedrake 1.2 alone -> 0.6 a trooper
    assert fig.damage_per_trooper(platoon(primary="InfantrySupportNeedler").later) == pytest.approx(0.6)


def test_range_modifiers():
    # MegaMek Compute.getInfantryRangeMods: auto-rifles (range 1): the same hex -2, 1 hex 0, 2 +2, 3 +4
    assert fig.range_modifiers(platoon().later) == ((0, -2), (1, 0), (2, 2), (3, 4))
    # two portable machine guns a squad set the range (class 1); at the same hex +1 for a support weapon
    assert fig.range_modifiers(FOOT_MG.later) == ((0, -1), (1, 0), (2, 2), (3, 4))
    # two Mk. 2 AA weapons a squad (class 2, crew 2): -2 + 1 at the same hex, 1-2 hexes 0, 3-4 +2, 5-6 +4
    assert fig.range_modifiers(JUMP_AA.later) == ((0, -1), (1, 0), (2, 0), (3, 2), (4, 2), (5, 4), (6, 4))
    # one LRM launcher a squad: the primary's range (class 1), the encumbering launcher's +1 at the same hex
    one_lrm = platoon(secondary="InfantryLRM", secondary_per_squad=1)
    assert fig.range_modifiers(one_lrm.later) == ((0, -1), (1, 0), (2, 2), (3, 4))
    # ER laser rifles (class 3): 1-3 hexes 0, 4-6 +2, 7-9 +4
    er = fig.range_modifiers(platoon(primary="Laser Rifle (ER)").later)
    assert er[0] == (0, -2) and er[3] == (3, 0) and er[4] == (4, 2) and er[-1] == (9, 4) and len(er) == 10
    # Mauser IIC: a burst weapon above the damage cap (-1) and encumbering (+1): -2 at the same hex
    assert fig.range_modifiers(platoon(primary="InfantryClanMauserIICIAS").later)[0] == (0, -2)
    # flamers (class 0): the same hex only, +1 for the support weapon
    flamers = platoon(secondary="Flamer (Man-Pack)", secondary_per_squad=2)
    assert fig.range_modifiers(flamers.later) == ((0, 1),)


def test_anti_mech_to_hit():
    # seed 000 lines 2697-2703 with skill 5 for the table's 4: 22+ -> 5, 16-21 -> 8, 10-15 -> 11, 5-9 -> 13
    assert [fig.anti_mech_to_hit(5, n) for n in (28, 20, 12, 6, 4)] == [5, 8, 11, 13, None]
    assert fig.can_attack_mechs(platoon(anti_mech=True), platoon().later)
    hover = platoon("hover", anti_mech=True, squad_size=5)
    assert not fig.can_attack_mechs(hover, hover.later)
    assert "INFANTRY-ANTI-MECH-BARRED" in validate(hover).codes()


def test_field_gun_crew():
    # two AC/5 (8 t each): crew max(2, 8) = 8 each, 16 of 28 troopers
    assert validate(FIELD_GUN).codes() == set()
    assert "INFANTRY-FIELD-GUN" in validate(platoon(squads=2, field_guns=("Autocannon/5",) * 2)).codes()
    assert "INFANTRY-FIELD-GUN" in validate(platoon(field_guns=("Autocannon/5", "Autocannon/2"))).codes()


def test_bv_foot_platoon_with_secondary():
    # defensive 28 x 1.5 x 1 (GenericKit) x (1 + 0/10) = 42; offensive 20 x 1.59 + 8 x 1.99 = 47.72,
    # x speed factor 0.54 (MP 1: 0.6^1.2 = 0.5417) = 25.7688; 67.7688 -> 68
    assert battle_value(FOOT_MG).base == 68


def test_bv_jump_platoon():
    # defensive 21 x 1.5 x 1 x (1 + 2/10: jump 3 -> TMM 1 + 1) = 37.8; offensive 15 x 1.59 + 6 x 4.14
    # = 48.69, x 0.77 (MP 3: 0.8^1.2 = 0.7651) = 37.4913; 75.2913 -> 75
    assert battle_value(JUMP_AA).base == 75


def test_bv_mechanized_platoon():
    # defensive 28 x 1.5 x 2 (Clan kit) x 1.1 (MP 3: TMM 1) = 92.4; offensive 20 x 1.43 + 8 x 5.83
    # = 75.24, x 0.77 = 57.9348; 150.3348 -> 150
    assert battle_value(TRACKED_SRM).base == 150


def test_bv_anti_mech_doubles_the_weapons():
    # FOOT_MG trained: offensive 47.72 x 2 = 95.44, x 0.54 = 51.5376; + 42 = 93.5376 -> 94
    trained = platoon(anti_mech=True, secondary="Machine Gun (Portable)", secondary_per_squad=2)
    assert battle_value(trained).base == 94


def test_bv_field_gun_platoon():
    from designer.infantry import figures

    # defensive 42; offensive 28 x 1.59 = 44.52, + 2 x 70 (AC/5 field guns, their weapon value) = 184.52,
    # x 0.54 = 99.6408; 141.6408 -> 142
    assert battle_value(FIELD_GUN).base == 142
    # a ton of AC/5 ammunition: + 9 (its value a ton, under the gun's 70): (44.52 + 70 + 9) x 0.54
    # = 66.7008, + 42 = 108.7008 -> 109; it weighs a ton (2.38 + 8 + 1 = 11.38 -> 11.5 t) and adds no
    # cost (MegaMek prices the field weapons only): 510,119 + 125,000 = 635,119
    with_ammo = platoon(field_guns=("Autocannon/5", "IS Ammo AC/5"))
    assert battle_value(with_ammo).base == 109
    assert figures.cargo_tons(with_ammo) == 11.5 and figures.cost(with_ammo) == 635_119
    # a line not read (a shot count) is a finding and leaves the platoon unrated
    odd = platoon(field_guns=("Autocannon/5", "IS Ammo AC/5:Shots10#"))
    assert "INFANTRY-FIELD-GUN" in validate(odd).codes() and battle_value(odd) is None


def test_bv_specialisation_type_modifier():
    # marines x 1.3 (InfantryBVCalculator type modifier): 67.7688 x 1.3 = 88.0994 -> 88
    marines = platoon(secondary="Machine Gun (Portable)", secondary_per_squad=2, specialisations=("marines",))
    assert battle_value(marines).base == 88


def test_cost_by_hand():
    from designer.infantry.cost import infantry_cost

    # foot MG: 20 x sqrt(80) x 2000 = 357,770.88; 8 x sqrt(1000) x 2000 = 505,964.43; 28 x 330 (generic
    # kit) = 9,240; x 1 (foot) = 872,975.30
    assert infantry_cost(FOOT_MG).total == 872_975
    # jump AA: 15 x 17,888.54 + 6 x sqrt(3500) x 2000 (709,929.57) + 21 x 150 (flak) = 981,407.73 x 2.6
    assert infantry_cost(JUMP_AA).total == 2_551_660
    # tracked: 20 x sqrt(1250) x 2000 + 8 x sqrt(1500) x 2000 + 28 x 5,560 (Clan kit) = 2,189,570.90 x 3.2
    assert infantry_cost(TRACKED_SRM).total == 7_006_627
    # anti-'Mech training x5: 872,975.30 x 5 = 4,364,876.5 -> 4,364,877 (rounded half to even: .5 -> 876)
    trained = platoon(anti_mech=True, secondary="Machine Gun (Portable)", secondary_per_squad=2)
    assert abs(infantry_cost(trained).total - 4_364_876.5) <= 0.5
    # field guns at their list price after the multiplier: 28 x 17,888.54 + 28 x 330 = 510,119.23,
    # x 1 (foot), + 2 x 125,000 (AC/5, Weapons Price List) = 760,119
    assert infantry_cost(FIELD_GUN).total == 760_119
    # jump: 21 x 17,888.54 + 21 x 330 = 382,589.42 x 2.6 = 994,732.49, + 75,000 (AC/2) = 1,069,732
    jump_gun = platoon("jump", squads=3, field_guns=("Autocannon/2",))
    assert infantry_cost(jump_gun).total == 1_069_732


def test_weight_and_summary():
    from designer.infantry import figures
    from designer.rules.summary import summarize

    # MegaMek TestInfantry weights: 28 x 0.085 = 2.38 -> 2.5 t; 21 x 0.165 = 3.465 -> 3.5 t;
    # 28 x 1.0 = 28 t; 2.38 + two 8 t AC/5 field guns = 18.38 -> 18.5 t
    assert [figures.cargo_tons(p) for p in (FOOT_MG, JUMP_AA, TRACKED_SRM, FIELD_GUN)] == [2.5, 3.5, 28, 18.5]
    assert figures.current_damage(FOOT_MG) == 16 and figures.platoon_mp(JUMP_AA) == 3
    text = summarize(JUMP_AA).text
    assert "Squads: 3 x 7 = 21 troopers" in text and "21 troopers: damage 13" in text
    assert "Range (hexes:modifier): 0:-1  1:+0  2:+0  3:+2  4:+2  5:+4  6:+4" in text


def test_yaml_round_trip(tmp_path):
    from designer.formats.yaml_io import read_unit, write_unit

    path = tmp_path / "platoon.yaml"
    for unit in (FOOT_MG, JUMP_AA, FIELD_GUN, platoon(specialisations=("marines",), anti_mech_skill=4)):
        write_unit(unit, path)
        assert read_unit(path) == unit


def test_beast_mounted_platoons():
    from designer.infantry import figures
    from designer.infantry.cost import infantry_cost

    # MegaMek InfantryMount: Elephant very large (2 riders a creature, 7 creatures, 2 support weapons
    # a creature, crew halved), 6 t, 2 MP on the ground; Horse large (1 rider, 21 a platoon), 0.5 t, 3 MP
    elephants = platoon("beast", squad_size=2, squads=5, mount="Elephant", secondary="Machine Gun (Support)",
                        secondary_per_squad=2, armor_kit="")
    assert validate(elephants).codes() == set()   # crew 2 halved to 1: 2 guns on 2 riders
    assert figures.platoon_mp(elephants) == 2
    # (6 + 0.2 x 2) x 5 creatures = 32 t; cost 10 x sqrt(1,750) x 2,000 = 836,660.0, x 1 (ground creature),
    # + 5,000 x 32 = 160,000 -> 996,660
    assert figures.cargo_tons(elephants) == 32
    assert infantry_cost(elephants).total == 996_660
    horses = platoon("beast", squad_size=7, squads=3, mount="Horse")
    assert validate(horses).codes() == set() and figures.cargo_tons(horses) == 15   # (0.5 + 0.2) x 21 = 14.7
    assert "INFANTRY-SECONDARY" in validate(platoon("beast", squad_size=7, squads=3, mount="Horse",
                                                    secondary="Machine Gun (Portable)",
                                                    secondary_per_squad=1)).codes()   # large: none
    assert "INFANTRY-TROOPERS" in validate(platoon("beast", squad_size=2, squads=8, mount="Elephant")).codes()
    assert "INFANTRY-MOTIVE" in validate(platoon("beast", mount="Dragon")).codes()
    assert battle_value(horses) is None   # not rated yet (decision D-INF2-7)
    text = ("<UnitType>\nInfantry\n</UnitType>\n<Name>\nCavalry\n</Name>\n<squad_size>\n7\n</squad_size>\n"
            "<squadn>\n3\n</squadn>\n<Primary>\nInfantryAssaultRifle\n</Primary>\n"
            "<motion_type>\nBeast:Horse\n</motion_type>\n<armorKit>\nGenericKit\n</armorKit>\n")
    unit = parse_blk(text, "p.blk").unit
    assert (unit.motive, unit.later.mount) == ("beast", "Horse")
    assert "<motion_type>\nBeast:Horse\n</motion_type>" in unit_to_blk(unit)


def test_squads_beyond_the_sane_limit_are_refused():
    from designer.formats.errors import FormatError

    # docs/limits.md: squad_size 0 to 100 (the rules allow 10): a file error, not a million-trooper design
    text = ("<UnitType>\nInfantry\n</UnitType>\n<Name>\nHorde\n</Name>\n<squad_size>\n9999\n</squad_size>\n"
            "<squadn>\n4\n</squadn>\n<Primary>\nAuto-Rifle\n</Primary>\n<motion_type>\nLeg\n</motion_type>\n"
            "<armorKit>\nGenericKit\n</armorKit>\n")
    with pytest.raises(FormatError, match="squad_size: 9999 is beyond the sane limit 0 to 100"):
        parse_blk(text, "p.blk")


def test_troopers_left():
    from designer.infantry import figures

    # 20 of FOOT_MG's 28 troopers left: 20 x 3.9 / 7 = 11.14 -> 11 damage; 29 is more than it has
    assert figures.current_damage(FOOT_MG.model_copy(update={"men": 20})) == 11
    assert "INFANTRY-MEN-RANGE" in validate(FOOT_MG.model_copy(update={"men": 29})).codes()
    # BV, 20 left: defensive 20 x 1.5 = 30; offensive 47.72 x 20 / 28 = 34.0857, x 0.54 = 18.4063; -> 48
    assert battle_value(FOOT_MG.model_copy(update={"men": 20})).base == 48


def test_stealth_kit_adds_to_the_defensive_factor():
    # InfantryBVCalculator: a DEST suit adds 0.2 to the movement factor: 28 x 1.5 x 1 x (1 + 0 + 0.2) = 50.4;
    # offensive 28 x 1.59 = 44.52 x 0.54 = 24.0408; 74.4408 -> 74
    assert battle_value(platoon(armor_kit="DESTSuit")).base == 74
    # TO:AUE p. 130: Word of Blake kit, divisor 2, 4,300 C-bills a trooper
    assert (armor_kit("WobKit").divisor, armor_kit("WobKit").cost) == (2, 4300)
