"""Level 2 fighter construction (decisions D-FTR2-1..6): weights computed by hand for an
Inner Sphere and a Clan AeroSpace fighter and a conventional fighter (the canon TRO designs' numbers,
typed in here: the MegaMek files stay out of the repository), the arcs' weapon slots, fighter
equipment, the technology of the construction types, and the BLK codes read and written."""

from __future__ import annotations

from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.fighter.model import (
    Fighter,
    FighterAmmo,
    FighterArmorLocation as A,
    FighterArmorType,
    FighterCockpit,
    FighterEngine,
    FighterHeatSinkType,
    FighterLocation as F,
    FighterMount,
    FighterType,
)
from designer.fighter import level2
from designer.fighter.sheet_figures import heat_sink_text
from designer.fighter.validation import check_fighter
from designer.fighter.weights import total_weight, weight_breakdown
from designer.rules.findings import Severity


def _lines(fighter: Fighter) -> dict[tuple[str, str | None], float]:
    return {(line.component, line.location): line.tons for line in weight_breakdown(fighter)}


def _errors(fighter: Fighter) -> list[str]:
    return [f.code for f in check_fighter(fighter) if f.severity is Severity.ERROR]


def _armor(nose: int, wing: int, aft: int) -> dict[A, int]:
    return {A.NOSE: nose, A.LEFT_WING: wing, A.RIGHT_WING: wing, A.ENGINE: aft}


def sabre_sb27b() -> Fighter:
    """TRO 3075 Sabre SB-27b: 25 tons, safe thrust 11, XL engine, ferro-aluminum 30/28/28/21, ten
    double heat sinks, 400 fuel points, six medium lasers (two each in the nose and wings)."""
    lasers = [FighterMount(item="Medium Laser", location=loc) for loc in (F.NOSE, F.LEFT_WING, F.RIGHT_WING)]
    return Fighter(chassis="Sabre", model="SB-27b", tonnage=25, thrust=11, engine=FighterEngine.XL,
                   fuel_tons=5, heat_sinks=10, heat_sink_type=FighterHeatSinkType.DOUBLE,
                   armor_type=FighterArmorType.FERRO_ALUMINUM, armor_tons=6, armor=_armor(30, 28, 21),
                   weapons=(*lasers, *lasers), rules_level=2, year=2722)


def test_inner_sphere_aerospace_fighter_weighs_25_tons_by_hand():
    fighter = sabre_sb27b()
    lines = _lines(fighter)
    # Engine: rating 25 x (11 - 2) = 225 (seed 000 line 4516); the Engine Table gives 10 tons; an XL
    # engine weighs half (MegaMek Engine.getWeight, D-FTR2-1): 5 tons.
    assert lines[("Engine", None)] == 10 * 0.5
    # Fuel: 400 MegaMek fuel points at 80 a ton = 5 tons; cockpit 3 tons (seed 000 line 4534).
    assert (lines[("Fuel", None)], lines[("Cockpit", None)]) == (400 / 80, 3)
    # Ten double heat sinks: all ten come free with the fusion engine (D-FTR2-3): no line.
    assert ("Heat Sinks", None) not in lines
    # Armor: 30 + 28 + 28 + 21 = 107 points of IS ferro-aluminum at 16 x 1.12 = 17.92 a ton
    # (MegaMek ArmorType, D-FTR2-2) = 5.97 tons, bought as 6.
    assert lines[("Armor", None)] == 6
    assert level2.armor_points_bought(fighter) == 107  # 6 x 17.92 = 107.5, rounded down
    # Six medium lasers at 1 ton (seed 000 Weapons Table): 5 + 5 + 3 + 6 + 6 = 25.
    assert total_weight(fighter) == 5 + 5 + 3 + 6 + 6 == 25
    assert _errors(fighter) == []
    assert heat_sink_text(fighter) == "10 Double (20)"


def bashkir_prime() -> Fighter:
    """TRO 3055 Bashkir Prime: Clan, 20 tons, safe thrust 13, XL engine, Clan ferro-aluminum
    19/17/17/14, 11 double heat sinks, 240 fuel points; ER small laser, Streak SRM 2 and its ton of
    ammunition and CASE in the nose (the file's fuselage), an ER medium laser in each wing."""
    weapons = (FighterMount(item="Clan ER Small Laser"), FighterMount(item="Clan Streak SRM 2"),
               FighterMount(item="Clan CASE"),
               FighterMount(item="Clan ER Medium Laser", location=F.LEFT_WING),
               FighterMount(item="Clan ER Medium Laser", location=F.RIGHT_WING))
    return Fighter(chassis="Bashkir", model="Prime", tonnage=20, thrust=13, engine=FighterEngine.XL,
                   fuel_tons=3, heat_sinks=11, heat_sink_type=FighterHeatSinkType.DOUBLE,
                   armor_type=FighterArmorType.CLAN_FERRO_ALUMINUM, armor_tons=3.5, armor=_armor(19, 17, 14),
                   weapons=weapons, ammo=(FighterAmmo(weapon="Clan Streak SRM 2"),),
                   tech_base="clan", rules_level=2, year=2930)


def test_clan_aerospace_fighter_weighs_20_tons_by_hand():
    fighter = bashkir_prime()
    lines = _lines(fighter)
    # Rating 20 x (13 - 2) = 220 -> 10 tons on the Engine Table, XL half: 5 (D-FTR2-1).
    assert lines[("Engine", None)] == 5
    # 11 double heat sinks, 10 free: 1 ton (D-FTR2-3); they dissipate 22.
    assert lines[("Heat Sinks", None)] == 1 and level2.dissipation(fighter) == 22
    # 19 + 17 + 17 + 14 = 67 points of Clan ferro-aluminum at 16 x 1.2 = 19.2 a ton: 3.49 -> 3.5 tons.
    assert lines[("Armor", None)] == 3.5
    # Clan CASE weighs nothing (MegaMek CLCASE), the ER small laser 0.5, Streak SRM 2 1, ER medium 1.
    assert lines[("Clan CASE", "nose")] == 0
    assert total_weight(fighter) == 5 + 3 + 3 + 1 + 3.5 + 0.5 + 1 + 1 + 1 + 1 == 20
    assert _errors(fighter) == []


def mechbuster() -> Fighter:
    """RS Unique Fighters Mechbuster (Mary): a 50-ton conventional fighter, safe thrust 5, turbine
    (ICE), 480 fuel points, armor 19/9/9/11, a light Gauss rifle and two tons of its ammunition."""
    return Fighter(chassis="Mechbuster", model="(Mary)", type=FighterType.CONVENTIONAL, tonnage=50, thrust=5,
                   engine=FighterEngine.TURBINE, fuel_tons=3, heat_sinks=0, armor_tons=3,
                   armor=_armor(19, 9, 11), weapons=(FighterMount(item="IS Light Gauss Rifle"),),
                   ammo=(FighterAmmo(weapon="IS Light Gauss Rifle", tons=2),), rules_level=2, year=3071)


def test_conventional_fighter_weighs_50_tons_by_hand():
    fighter = mechbuster()
    lines = _lines(fighter)
    # Rating 50 x 5 = 250 (seed 000 line 4520) -> 12.5 tons; a turbine weighs twice: 25 (line 4524).
    assert lines[("Engine", None)] == 12.5 * 2
    # Fuel 480 points / 160 a ton = 3; controls 10 % of 50 = 5 (seed 000 line 4538).
    assert (lines[("Fuel", None)], lines[("Controls", None)]) == (3, 5)
    # 48 armor points = 3 tons at 16 a ton; at most 1 point a ton of fighter (50).
    assert lines[("Armor", None)] == 3
    # Light Gauss rifle 12 tons (MegaMek ISLGaussRifle) and 2 tons of ammunition.
    assert total_weight(fighter) == 25 + 3 + 5 + 3 + 12 + 2 == 50
    assert _errors(fighter) == []


def test_armor_takes_weapon_slots_from_its_arcs():
    # MegaMek TestAero.availableSpace: 5 slots an arc; ferro-aluminum takes one in each wing, light
    # ferro-aluminum one in the aft, heavy ferro-aluminum one in every arc (D-FTR2-4).
    designs = {armor: sabre_sb27b().model_copy(update={"armor_type": armor}) for armor in FighterArmorType}
    slots = {armor: [level2.arc_slots(design, loc) for loc in F] for armor, design in designs.items()}
    assert slots[FighterArmorType.STANDARD] == [5, 5, 5, 5]
    assert slots[FighterArmorType.FERRO_ALUMINUM] == [5, 4, 4, 5]     # nose, left, right, aft
    assert slots[FighterArmorType.LIGHT_FERRO_ALUMINUM] == [5, 5, 5, 4]
    assert slots[FighterArmorType.HEAVY_FERRO_ALUMINUM] == [4, 4, 4, 4]


def test_a_level2_arc_counts_weapons_and_ecm_not_ammunition_or_case():
    fighter = bashkir_prime()
    nose = [FighterMount(item="Clan ER Small Laser")] * 3 + [FighterMount(item="Clan ECM Suite")]
    crowded = fighter.model_copy(update={"weapons": (*fighter.weapons[1:3], *nose), "tonnage": 25})
    # Streak SRM 2, CASE, three lasers and ECM, and a ton of ammunition: 7 items in the nose, 5 of
    # them take a slot (CASE and the ammunition are in the fuselage)
    assert level2.slots_used(crowded, F.NOSE) == 5
    assert "FIGHTER-ARC-SLOTS" not in _errors(crowded)
    laser = FighterMount(item="Clan ER Small Laser")
    sixth = crowded.model_copy(update={"weapons": (*crowded.weapons, laser)})
    assert "FIGHTER-ARC-SLOTS" in _errors(sixth)


def test_targeting_computer_weighs_the_direct_fire_tons_over_4_or_5():
    # Inner Sphere: 3 ER large lasers (5 tons each, seed 002) = 15 tons / 4 = 3.75 -> 4 tons;
    # Clan: 2 ER large lasers (4 t) and an ER PPC (6 t) = 14 / 5 = 2.8 -> 3 tons (D-L2W-1, D-LATER-IS-2).
    inner = sabre_sb27b().model_copy(update={"weapons": (
        *[FighterMount(item="IS ER Large Laser")] * 3, FighterMount(item="IS Targeting Computer"))})
    clan = bashkir_prime().model_copy(update={"weapons": (
        *[FighterMount(item="Clan ER Large Laser")] * 2, FighterMount(item="Clan ER PPC"),
        FighterMount(item="Clan Targeting Computer"))})
    assert _lines(inner)[("IS Targeting Computer", "nose")] == 4
    assert _lines(clan)[("Clan Targeting Computer", "nose")] == 3


def test_construction_types_carry_their_technology():
    sabre = sabre_sb27b()
    codes = {f.code for f in check_fighter(sabre.model_copy(update={"rules_level": 1}))}
    assert "FIGHTER-RULES-LEVEL" in codes  # an XL engine needs rules level 2
    clan_armor = sabre.model_copy(update={"armor_type": FighterArmorType.CLAN_FERRO_ALUMINUM})
    assert "FIGHTER-TECH-BASE" in _errors(clan_armor)
    small = sabre.model_copy(update={"cockpit_type": FighterCockpit.SMALL})
    assert _lines(small)[("Cockpit", None)] == 2  # MegaMek TestAero: the small cockpit weighs 2 tons


def test_a_turbine_aerospace_fighter_is_still_refused_and_xl_is_fusion():
    turbine = sabre_sb27b().model_copy(update={"engine": FighterEngine.TURBINE})
    assert "FIGHTER-ENGINE-TYPE" in _errors(turbine)
    assert "FIGHTER-ENGINE-TYPE" not in _errors(sabre_sb27b())


BLK = """#building block data file
<BlockVersion>
1
</BlockVersion>
<UnitType>
Aero
</UnitType>
<Name>
Test
</Name>
<Model>
L2
</Model>
<year>
3070
</year>
<type>
IS Level 2
</type>
<SafeThrust>
7
</SafeThrust>
<cockpit_type>
1
</cockpit_type>
<heatsinks>
12
</heatsinks>
<sink_type>
1
</sink_type>
<fuel>
240
</fuel>
<engine_type>
4
</engine_type>
<armor_type>
21
</armor_type>
<armor_tech>
1
</armor_tech>
<armor>
20
15
15
10
</armor>
<Nose Equipment>
ISERLargeLaser
ISCASE
</Nose Equipment>
<Fuselage Equipment>
Cargo (1 ton)
Cargo (1 ton)
</Fuselage Equipment>
<tonnage>
40.0
</tonnage>
"""


def test_blk_codes_are_read_and_written_back():
    fighter = parse_blk(BLK, "test.blk").unit
    assert isinstance(fighter, Fighter)
    assert fighter.engine is FighterEngine.LIGHT
    assert fighter.armor_type is FighterArmorType.LIGHT_FERRO_ALUMINUM
    assert fighter.heat_sink_type is FighterHeatSinkType.DOUBLE
    assert fighter.cockpit_type is FighterCockpit.SMALL
    # 60 points of light ferro-aluminum at 16 x 1.06 = 16.96 a ton: 3.54 -> 4 tons; cargo 2 tons
    assert (fighter.armor_tons, fighter.cargo_tons, fighter.rules_level) == (4, 2, 2)
    assert [m.item for m in fighter.weapons] == ["IS ER Large Laser", "IS CASE"]
    edited = fighter.model_copy(update={"meta": {}})  # no kept lines: the writer's own blocks
    again = parse_blk(unit_to_blk(edited), "again").unit
    assert (again.engine, again.armor_type, again.heat_sink_type, again.cockpit_type, again.cargo_tons) == (
        fighter.engine, fighter.armor_type, fighter.heat_sink_type, fighter.cockpit_type, fighter.cargo_tons)
    assert [m.item for m in again.weapons] == ["IS ER Large Laser", "IS CASE"]


def test_air_lance_values_count_the_new_weapons():
    from designer.fighter.battleforce import fighter_values

    # Two Clan improved heavy medium lasers (damage 10, long range 9: D-FTR2-6's row 10 / 2 / 20, by
    # the Maximum Damage rules of level2-spec.md section 5.1): maximum damage 2 x 10 = 20 -> Attack
    # Value Table 7 (seed 001 lines 1660-1672: Air Attack and Strafing as Ranged Attack; both lasers
    # fire without ammunition); range ratings 2 x 20 = 40 / 20 = 2, x 5 = 10; armor 67 / 16 + 1 t =
    # 5.19 t -> 5; 20 tons: Light, 20.
    lasers = (FighterMount(item="Clan Improved Heavy Medium Laser"),) * 2
    values = fighter_values(bashkir_prime().model_copy(update={"weapons": lasers, "ammo": ()}))
    assert (values.ra, values.ca, values.d, values.r, values.mp) == (7, 7, 5, 10, 20)


def test_level2_parts_take_their_catalogued_prices():
    from designer.fighter.cost import fighter_cost

    # The seeds price no XL engine, ferro-aluminum, double heat sink or Clan CASE (decision D-L2-8);
    # MegaMek does (decision D-COST4-3): both canon fighters now have a total, worked by hand in
    # tests/test_cost_fighter_level2.py, never a 1987 fusion engine's price.
    assert fighter_cost(sabre_sb27b()).unpriced == ()
    assert fighter_cost(bashkir_prime()).unpriced == ()


def test_the_editor_tally_counts_the_armor_type_rate():
    from designer.editing.facts import armor_tally

    # 3.5 tons of Clan ferro-aluminum at 19.2 points a ton buy 67 points (3.5 x 19.2 = 67.2), all
    # 67 allocated on the Bashkir Prime: none left (16 a ton would say 56).
    tally = armor_tally(bashkir_prime())
    assert (tally.bought, tally.allocated, tally.unallocated) == (67, 67, 0)


def test_the_editor_offers_fighter_equipment_of_the_design_technology():
    from designer.editing.facts import weapon_names

    # A Clan Level 2 fighter of 2930 is offered Clan CASE, Artemis IV and the targeting computer
    # (D-FTR2-5), not the Inner Sphere rows; a 1987 design only the Weapons Table.
    offered = weapon_names(bashkir_prime())
    assert {"Clan CASE", "Clan Artemis IV FCS", "Clan Targeting Computer"} <= set(offered)
    assert "IS CASE" not in offered
    assert "Clan CASE" not in weapon_names(bashkir_prime().model_copy(update={"rules_level": 1}))
