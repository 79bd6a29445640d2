"""DropShips and small craft (designer/dropship): weights worked by hand for one spheroid and one
aerodyne, the construction checks, the BLK round trip of a hand-made file, the YAML form and the
BattleForce counters. Every expected number is worked out in the comments from the TechManual's
rules as MegaMek's verifier applies them (decision D-DS-1, docs/rules-decisions.md)."""

from __future__ import annotations

import pytest

from designer.battleforce import UnsupportedUnitError, unit_values
from designer.dropship import weights as w
from designer.dropship.model import (
    Arc,
    Complement,
    CraftArmor,
    CraftBay,
    CraftMount,
    DropShip,
    Shape,
    SmallCraft,
)
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.kinds import unit_kind
from designer.model.common import TechBase
from designer.rules import validate

SPHEROID = DropShip(
    chassis="Test Sphere",
    model="TS-1",
    year=3025,
    mass=3600,
    safe_thrust=3,
    structural_integrity=11,
    heat_sinks=90,
    fuel=6450,
    armor={Arc.NOSE: 180, Arc.LEFT: 180, Arc.RIGHT: 180, Arc.AFT: 104},
    equipment=(
        CraftMount(item="PPC", bay=True),
        CraftMount(item="LRM 20", arc=Arc.LEFT, bay=True),
        CraftMount(item="IS Ammo LRM-20", arc=Arc.LEFT, shots=24),
        CraftMount(item="LRM 20", arc=Arc.RIGHT, bay=True),
        CraftMount(item="IS Ammo LRM-20", arc=Arc.RIGHT, shots=24),
        CraftMount(item="Large Laser", arc=Arc.AFT, bay=True),
    ),
    bays=(
        CraftBay(type="mechbay", size=12, doors=2),
        CraftBay(type="cargobay", size=100, doors=1),
        CraftBay(type="crewquarters", size=77),
    ),
    complement=Complement(crew=35, officers=2, gunners=1, escape_pods=7),
)
AERODYNE = DropShip(
    chassis="Test Wing",
    year=3025,
    shape=Shape.AERODYNE,
    mass=1900,
    safe_thrust=4,
    structural_integrity=7,
    heat_sinks=80,
    fuel=5480,
    armor={Arc.NOSE: 140, Arc.LEFT: 130, Arc.RIGHT: 130, Arc.AFT: 100},
)


def tons(craft: DropShip) -> dict[str, float]:
    return {line.label: line.tons for line in w.weight_lines(craft)}


def test_spheroid_weights_worked_by_hand():
    assert tons(SPHEROID) == {
        "Structural integrity": 79.5,  # SI 11 x 3,600 t / 500 (spheroid) = 79.2, up to the half ton
        "Engine": 702.0,  # 3,600 t x thrust 3 x 0.065 = 702
        "Control systems": 27,  # 3,600 t x 0.0075 = 27, up to the ton
        "Fuel": 219.5,  # 6,450 points / 30 a ton (3,000-19,999 t) = 215 t x 1.02 = 219.3
        "Heat sinks": 21,  # 90 - floor(sqrt(702 x 6.8) = 69.09) weight-free = 21
        "Armor": 37.5,  # (644 points - SI 11 x 4) / 16 a ton = 37.5
        "Life boats and escape pods": 49,  # 7 pods x 7 t
        "Bays and quarters": 1977.0,  # 12 cubicles x 150 t + 100 t cargo + 77 t crew quarters
        "Weapons, ammunition and equipment": 40.0,  # PPC 7 + 2 LRM 20 x 10 + 2 x 24 shots / 6 + Large Laser 5
        "Extra fire control": 0.0,  # no arc holds more than 20 weapons
    }
    assert w.total_tons(SPHEROID) == 3152.5


def test_aerodyne_weights_worked_by_hand():
    assert tons(AERODYNE) == {
        "Structural integrity": 66.5,  # SI 7 x 1,900 t / 200 (aerodyne) = 66.5
        "Engine": 494.0,  # 1,900 t x thrust 4 x 0.065 = 494
        "Control systems": 15,  # 1,900 t x 0.0075 = 14.25, up to the ton
        "Fuel": 140.0,  # 5,480 points / 40 a ton (1,900-2,999 t) = 137 t x 1.02 = 139.74
        "Heat sinks": 56,  # 80 - floor(494 / 20) = 24 weight-free (military aerodyne)
        "Armor": 29.5,  # (500 points - SI 7 x 4) / 16 a ton = 29.5
        "Life boats and escape pods": 0,
        "Bays and quarters": 0.0,
        "Weapons, ammunition and equipment": 0.0,
        "Extra fire control": 0.0,
    }


def test_the_spheroid_is_valid_but_underweight():
    report = validate(SPHEROID)
    # 3,152.5 t of 3,600: a warning only; crew 35 - 24 (12 cubicles x 2) = 11 >= 3 + 1 + 1 + 1 gunner (4
    # weapons / 6, rounded up); quarters 77 / 7 = 11 for the 11 aboard; 2 officers x 5 >= 6 needed
    assert report.is_valid and report.codes() == {"DROPSHIP-UNDERWEIGHT"}


def test_armor_points_a_ton_fall_with_the_crafts_tons():
    # decision D-DS-14 (the large craft armor table, MegaMek ArmorType.getPointsPerTon): a spheroid of
    # 12,500 t or more gets 14 points a ton of standard aerospace armor, below it 16
    big = SPHEROID.model_copy(update={"mass": 16_000, "structural_integrity": 14, "armor": {
        Arc.NOSE: 198, Arc.LEFT: 186, Arc.RIGHT: 186, Arc.AFT: 144}})
    # (714 points - SI 14 x 4) / 14 a ton = 47 t (at 16 a ton it was 41.125 -> 41.5)
    assert w.armor_tons(big).tons == 47.0
    edge = [big.model_copy(update={"mass": tons}) for tons in (12_499, 12_500)]
    assert [w.armor_points_per_ton(craft) for craft in edge] == [16, 14]
    # an aerodyne steps at 6,000 t: 14; a Clan craft's armor at 20,000 t spheroid: 20, 17, then 14
    assert w.armor_points_per_ton(AERODYNE.model_copy(update={"mass": 6_000})) == 14
    clan = big.model_copy(update={"mass": 20_000, "tech_base": TechBase.CLAN})
    assert w.armor_points_per_ton(clan) == 14
    # ferro-aluminum on the 16,000-ton spheroid: 15.68 a ton (16 x 1.12 = 17.92 below 12,500 t)
    assert w.armor_points_per_ton(big.model_copy(update={"armor_type": CraftArmor.FERRO_ALUMINUM})) == 15.68


def test_a_primitive_crafts_fuel_weighs_more_by_its_year():
    # decision D-DS-12 (MegaMek Dropship.primitiveFuelFactor): a 3,600 t DropShip burns 30 points a ton;
    # built in 2312 with primitive armor, 30 / 1.4 (2251-2350) = 21.43: 6,450 points = 301.0 t, to the
    # nearest half ton 301, + 2 % pumps = 307.02, up to the half ton 307.5 (standard: 6,450 / 30 = 215 t,
    # x 1.02 = 219.3 -> 219.5)
    assert w.fuel_tons(SPHEROID).tons == 219.5
    primitive = SPHEROID.model_copy(update={"armor_type": CraftArmor.PRIMITIVE, "year": 2312})
    assert w.fuel_tons(primitive).tons == 307.5
    # a primitive small craft of 2350: 80 / 1.4 (2300-2399) = 57.14 a ton; 400 points = 7.0 t, x 1.02 =
    # 7.14 -> 7.5 (standard: 400 / 80 = 5 t, x 1.02 = 5.1 -> 5.5)
    craft = SmallCraft(chassis="Boat", model="B", year=2350, mass=100, safe_thrust=3, fuel=400,
                       structural_integrity=5, armor_type=CraftArmor.PRIMITIVE)
    assert w.fuel_tons(craft).tons == 7.5
    assert w.fuel_tons(craft.model_copy(update={"armor_type": CraftArmor.STANDARD})).tons == 5.5


def test_a_five_ton_small_craft_needs_three_crew_an_officer_and_quarters():
    # decision D-DS-11 (MegaMek TestSmallCraft.minimumBaseCrew and correctCrew): every small craft,
    # whatever its size, needs 3 crew, 1 officer for each 5 of them and quarters for all aboard; a
    # craft written as the canon Life Boat is (5 t, 1 crew, no officer, a 1.85-ton cargo bay, no
    # quarters) breaks all three
    boat = SmallCraft(chassis="Boat", mass=5, safe_thrust=0, structural_integrity=1,
                      armor={Arc.NOSE: 1, Arc.LEFT: 1, Arc.RIGHT: 1, Arc.AFT: 1},
                      bays=(CraftBay(type="cargobay", size=1.85, doors=1),), complement=Complement(crew=1))
    report = validate(boat)
    assert {(f.code, f.message) for f in report.errors} == {
        ("DROPSHIP-CREW-MIN", "1 crew beyond the bays' 0; 3 needed"),
        ("DROPSHIP-OFFICERS-MIN", "0 officers; 1 needed for 3 crew"),
        ("DROPSHIP-QUARTERS", "quarters for 0, 1 aboard"),
    }
    # SI 1 x 5 t / 200 = 0.025 -> 0.5 t; engine 5 x thrust 0 = 0; controls 5 x 0.0075 = 0.0375 -> 0.5 t
    # (small craft: up to the half ton); armor 4 points - SI 1 x 4 free = 0; cargo 1.85 t: 2.85 of 5 t,
    # a warning only (decision D-DS-13)
    assert w.total_tons(boat) == pytest.approx(2.85)
    assert [f.severity.value for f in report.findings if f.code == "DROPSHIP-UNDERWEIGHT"] == ["warning"]
    # crewed by the rule, it cannot fly: quarters for 3 weigh 3 x 7 t = 21 t, and 2.85 + 21 = 23.85 t
    # is more than the craft's 5 t. No 5-ton small craft can meet the crew rule.
    crewed = boat.model_copy(update={
        "complement": Complement(crew=3, officers=1),
        "bays": (*boat.bays, CraftBay(type="crewquarters", size=21))})
    assert [(f.code, f.message[:24]) for f in validate(crewed).errors] == [
        ("DROPSHIP-OVERWEIGHT", "components weigh 23.9 t,")]


def test_an_ammunition_line_without_shots_is_one_ton():
    # MegaMek loads "IS Ammo LRM-20" with no ":shots" as a full ton (6 shots of LRM-20): the line
    # weighs 1 t, is priced as 1 t (30,000 C-Bills) and feeds its launcher
    lines = (CraftMount(item="LRM 20"), CraftMount(item="IS Ammo LRM-20"),
             CraftMount(item="IS Ammo LRM-20", shots=12))
    boat = SmallCraft(chassis="Boat", mass=100, safe_thrust=3, structural_integrity=5, equipment=lines)
    # LRM 20 10 t + 1 t (one ton's shots) + 12 shots / 6 a ton = 2 t
    assert w.equipment_tons(boat).tons == 13.0
    from designer.dropship.cost import large_craft_cost

    ammo = [line.c_bills for line in large_craft_cost(boat).lines if line.part == "LRM-20 Ammo"]
    assert ammo == [30_000, 60_000]


def door_findings(craft: DropShip) -> list[str]:
    return [f.message for f in validate(craft).findings if f.code == "DROPSHIP-BAY-DOOR"]


def test_battle_armor_bays_need_no_door_small_craft_bays_do():
    # MegaMek's BayData counts battle armor bays among the infantry bays, which (like cargo bays) need
    # no door; a small craft bay does (decision D-DS-9)
    bays = (*SPHEROID.bays, CraftBay(type="battlearmorbay", size=5, doors=0))
    assert door_findings(SPHEROID.model_copy(update={"bays": bays})) == []
    bays = (*bays, CraftBay(type="smallcraftbay", size=2, doors=0))
    assert door_findings(SPHEROID.model_copy(update={"bays": bays})) == ["smallcraftbay (2) has no door"]


def test_a_clan_crafts_infantry_bays_carry_clan_points():
    # 12 'Mech cubicles x 2 = 24 bay crew; 10 foot and 5 mechanized infantry cubicles carry, on a Clan
    # craft, 10 x 25 + 5 x 5 = 275 men (Inner Sphere: 10 x 28 + 5 x 7 = 315) (decision D-DS-10).
    # The ship itself needs 3 + 1 (3,600 t / 5,000, up) + 1 military + 1 gunner (4 weapons / 6) = 6:
    # crew 24 + 275 + 6 = 305 is enough on a Clan craft, 34 short on an Inner Sphere one.
    bays = (
        *SPHEROID.bays,
        CraftBay(type="infantrybay", size=10, doors=1, platoon="Foot"),
        CraftBay(type="infantrybay", size=5, doors=1, platoon="Mechanized"),
    )
    complement = Complement(crew=305, officers=2, gunners=1, escape_pods=7)
    clan = SPHEROID.model_copy(update={"bays": bays, "complement": complement, "tech_base": TechBase.CLAN})
    assert "DROPSHIP-CREW-MIN" not in validate(clan).codes()
    inner_sphere = clan.model_copy(update={"tech_base": TechBase.INNER_SPHERE})
    crew = [f.message for f in validate(inner_sphere).findings if f.code == "DROPSHIP-CREW-MIN"]
    assert crew == ["-34 crew beyond the bays' 339; 6 needed"]


def test_every_finding_at_once():
    broken = SPHEROID.model_copy(
        update={
            "heat_sinks": 10,  # 69 weight-free
            "equipment": (*SPHEROID.equipment, CraftMount(item="PPC", arc=Arc.LEFT)),  # sides differ
            "bays": (CraftBay(type="mechbay", size=12, doors=0),),  # no door, no quarters
            "complement": Complement(crew=20, officers=0),  # 20 - 24 bay crew
        }
    )
    assert {
        "DROPSHIP-HEAT-SINKS-MIN",
        "DROPSHIP-SIDES-UNMATCHED",
        "DROPSHIP-BAY-DOOR",
        "DROPSHIP-CREW-MIN",
        "DROPSHIP-OFFICERS-MIN",
    } <= validate(broken).codes()


def test_a_bay_short_of_ammunition_and_a_foreign_bin():
    craft = SPHEROID.model_copy(
        update={
            "equipment": (
                CraftMount(item="LRM 20", arc=Arc.LEFT, bay=True),
                CraftMount(item="IS Ammo LRM-20", arc=Arc.LEFT, shots=6),
                CraftMount(item="LRM 20", arc=Arc.RIGHT, bay=True),
                CraftMount(item="IS Ammo LRM-20", arc=Arc.RIGHT, shots=12),
                CraftMount(item="IS Ammo AC/5", arc=Arc.RIGHT, shots=20),
            )
        }
    )
    found = {(f.code, f.location) for f in validate(craft).findings}
    # one LRM 20 needs 10 shots: 6 are too few; AC/5 ammunition feeds no weapon of the bay
    assert ("DROPSHIP-WEAPON-BAY-AMMO", "left_side") in found
    assert ("DROPSHIP-WEAPON-BAY-FOREIGN-AMMO", "right_side") in found
    assert ("DROPSHIP-WEAPON-BAY-AMMO", "right_side") not in found


def test_blk_and_yaml_round_trip():
    text = unit_to_blk(SPHEROID)
    assert (
        "<UnitType>\nDropship\n</UnitType>" in text and "(B) LRM 20" in text and "IS Ammo LRM-20:24" in text
    )
    assert "mechbay:12.0:2" in text
    again = parse_blk(text, "test.blk").unit
    assert again.model_copy(update={"meta": {}}) == SPHEROID
    assert parse_unit(dump_unit(SPHEROID), "test.yaml") == SPHEROID
    small = SmallCraft(chassis="Shuttle", mass=100, safe_thrust=5, structural_integrity=6)
    assert parse_unit(dump_unit(small), "small.yaml") == small and "kind: small_craft" in dump_unit(small)


def test_both_kinds_are_registered_with_their_blk_unit_types():
    assert unit_kind("dropship").blk_unit_types == ("dropship",)
    assert unit_kind("small_craft").blk_unit_types == ("smallcraft",)


def test_published_dropships_take_their_printed_counters():
    # BattleForce Values Table (battleforce-1987-values.csv): Union RA 13, D 7, RN 6
    values = unit_values(SPHEROID.model_copy(update={"chassis": "Union"}))
    assert (values.ra, values.d, values.r, values.source) == (13, 7, 6, "published")
    with pytest.raises(UnsupportedUnitError, match="no BattleForce value"):
        unit_values(SPHEROID)


def test_spheroid_battle_value_worked_by_hand():
    from designer.bv import battle_value

    value = battle_value(SPHEROID)
    # defensive: 644 armor x 2.5 = 1,610 + SI 11 x 2 = 1,632, x 1.0 (unit type)
    # offensive (bv_mech_items.yaml values): left arc LRM 20 181 + 4 t ammunition (24 shots / 6) x 23 = 92
    # (at most the launcher's 181) = 273, heat 6; the right arc the same; nose PPC 176, heat 10; aft Large
    # Laser 123. Left and right tie: the left (MegaMek's first) is best, x 1; its better neighbour the nose
    # x 1 (heat 16 <= 90 heat sinks); the right and aft arcs a quarter: 273 + 176 + 68.25 + 30.75 = 548;
    # speed factor of maximum thrust 5: (1 + 0 / 10) ^ 1.2 = 1. Base 1,632 + 548 = 2,180.
    assert value is not None and value.base == 2180


def test_aerodyne_battle_value_worked_by_hand():
    from designer.bv import battle_value

    value = battle_value(AERODYNE)
    # 500 armor x 2.5 = 1,250 + SI 7 x 2 = 1,264; no weapons: offensive 0
    assert value is not None and value.base == 1264


# The aerodyne armed: a PPC bay in the nose, a large laser bay on each side, a medium laser bay aft,
# only its 24 weight-free heat sinks (494 t engine / 20), the crew it needs and their quarters.
ARMED_AERODYNE = AERODYNE.model_copy(update={
    "heat_sinks": 24,
    "equipment": (
        CraftMount(item="PPC", bay=True), CraftMount(item="PPC"),
        CraftMount(item="Large Laser", arc=Arc.LEFT, bay=True),
        CraftMount(item="Large Laser", arc=Arc.RIGHT, bay=True),
        CraftMount(item="Medium Laser", arc=Arc.AFT, bay=True), CraftMount(item="Medium Laser", arc=Arc.AFT),
    ),
    "bays": (CraftBay(type="crewquarters", size=42),),
    "complement": Complement(crew=6, officers=2),
})


def test_the_armed_aerodyne_weighs_and_validates_by_hand():
    # 66.5 SI + 494 engine + 15 controls + 140 fuel + 0 heat sinks (24 - 24 weight-free) + 29.5 armor
    # + 42 t crew quarters + weapons 2 x 7 + 2 x 5 + 2 x 1 = 26: 813 t of 1,900
    assert w.total_tons(ARMED_AERODYNE) == 813.0
    # crew 3 + 1 (1,900 t / 5,000, up) + 1 military + 1 gunner (6 weapons / 6) = 6; 2 officers x 5 >= 6;
    # quarters 42 / 7 = 6 for the 6 aboard: valid, with the underweight warning (decision D-DS-13)
    assert validate(ARMED_AERODYNE).codes() == {"DROPSHIP-UNDERWEIGHT"}


def test_armed_aerodyne_battle_value_worked_by_hand():
    from designer.bv import battle_value

    value = battle_value(ARMED_AERODYNE)
    # defensive: 500 armor x 2.5 = 1,250 + SI 7 x 2 = 1,264, x 1.0
    # offensive (bv_mech_items.yaml values): nose 2 PPC 2 x 176 = 352, heat 20; each side a Large Laser
    # 123, heat 8; aft 2 Medium Laser 2 x 46 = 92, heat 6. The aerodyne's four arcs: the nose is best,
    # x 1; its neighbours are the two sides (equal: either is the better one): heat 20 + 8 = 28 passes
    # the 24 heat sinks, so the better side counts x 0.5 (not whole) and the other, 36 > 24, x 0.25
    # (not a half); the aft x 0.25: 352 + 61.5 + 30.75 + 23 = 467.25; maximum thrust 6 (4 x 1.5):
    # speed factor (1 + (6 - 5) / 10) ^ 1.2 = 1.1212 -> 1.12: 523.32. Base 1,264 + 523.32 = 1,787.32
    assert value is not None and value.base == 1787


def test_armed_aerodyne_cost_worked_by_hand():
    from designer.dropship.cost import large_craft_cost

    cost = large_craft_cost(ARMED_AERODYNE)
    # bridge 200,000 + 10 x 1,900 = 219,000; computer 200,000; life support 5,000 x 6 crew = 30,000;
    # sensors 80,000; fire control 100,000; gunnery control 4 arcs x 10,000 = 40,000; SI 7 x 100,000 =
    # 700,000; attitude thrusters 25,000; landing gear 10 x 1,900 = 19,000; engine 494,000; drive 500 x 4
    # x 1,900 / 100 = 38,000; fuel 200 x 5,480 / 40 x 1.02 = 27,948; armor 29.5 t x 10,000 = 295,000;
    # heat sinks 24 x 2,000 = 48,000; 2 PPC x 200,000 + 2 Large Laser x 100,000 + 2 Medium Laser x
    # 40,000 = 680,000; quarters are structure: 2,995,948, x 36 (aerodyne) = 107,854,128
    assert cost.subtotal == pytest.approx(2_995_948)
    assert (cost.total, cost.unpriced) == (107_854_128, ())


def test_spheroid_cost_worked_by_hand():
    from designer.dropship.cost import large_craft_cost

    cost = large_craft_cost(SPHEROID)
    # bridge 200,000 + 10 x 3,600 = 236,000; computer 200,000; life support 5,000 x 35 crew = 175,000;
    # sensors 80,000; fire control 100,000; gunnery control 4 arcs x 10,000 = 40,000; SI 11 x 100,000 =
    # 1,100,000; attitude thrusters 25,000; landing gear 10 x 3,600 = 36,000; engine 702 t x 1,000 =
    # 702,000; drive unit 500 x 3 x 3,600 / 100 = 54,000; fuel tanks 200 x 6,450 / 30 x 1.02 = 43,860;
    # armor 37.5 t x 10,000 = 375,000; heat sinks 90 x 2,000 = 180,000; PPC 200,000, 2 LRM 20 x 250,000,
    # Large Laser 100,000 (catalog prices); 2 x 4 t LRM ammunition x 30,000 = 240,000; 12 'Mech cubicles x
    # 20,000 = 240,000 (cargo and quarters are structure); 3 doors x 1,000; 7 escape pods x 5,000 = 35,000
    assert cost.subtotal == pytest.approx(4_664_860)
    assert (cost.multiplier, cost.total, cost.unpriced) == (28.0, 130_616_080, ())   # x 28: a spheroid


def test_aerodyne_cost_worked_by_hand():
    from designer.dropship.cost import large_craft_cost

    cost = large_craft_cost(AERODYNE)
    # 219,000 + 200,000 + 0 + 80,000 + 100,000 + 0 + 700,000 + 25,000 + 19,000 + engine 494,000 + drive
    # 500 x 4 x 1,900 / 100 = 38,000 + fuel 200 x 5,480 / 40 x 1.02 = 27,948 + armor 29.5 x 10,000 = 295,000
    # + heat sinks 80 x 2,000 = 160,000: 2,357,948, x 36 (aerodyne) = 84,886,128
    assert cost.subtotal == pytest.approx(2_357_948)
    assert cost.total == 84_886_128


def test_a_weapon_of_another_class_opens_its_own_bay_and_keeps_its_ammunition():
    from designer.dropship.bays import weapon_bays

    # "(B) Gauss, Gauss, RAC/5, RAC/5, Gauss ammo, RAC ammo": MegaMek's bays hold one class of weapon,
    # so the rotary autocannons open a bay of their own and each bay keeps its own ammunition
    lines = ("ISGaussRifle", "ISGaussRifle", "ISRotaryAC5", "ISRotaryAC5")
    craft = SPHEROID.model_copy(update={"equipment": (
        *(CraftMount(item=name, bay=i == 0) for i, name in enumerate(lines)),
        CraftMount(item="IS Gauss Ammo", shots=80), CraftMount(item="ISRotaryAC5 Ammo", shots=480))})
    bays = weapon_bays(craft)
    assert [[m.item for m in bay.mounts] for bay in bays] == [
        ["ISGaussRifle", "ISGaussRifle", "IS Gauss Ammo"], ["ISRotaryAC5", "ISRotaryAC5", "ISRotaryAC5 Ammo"]]
    # 80 Gauss shots for 2 rifles (20 needed); 480 rotary shots for 2 (2 x 10 x 6 = 120 needed)
    assert not {"DROPSHIP-WEAPON-BAY-AMMO", "DROPSHIP-WEAPON-BAY-FOREIGN-AMMO"} & validate(craft).codes()


def test_a_kind_naming_its_blk_unit_type_reads_its_files_with_no_other_edit():
    # the BLK reader dispatches on <UnitType> through the registry (blk_unit_types, blk_reader)
    import dataclasses

    from designer.formats.blk_blocks import unit_name
    from designer.kinds import register_kind, unregister_kind
    from tests.toy_kind import TOY, Toy

    def read_toy(blk, unit_type):
        chassis, model = unit_name(blk)
        return Toy(chassis=chassis, model=model, tonnage=int(blk.number("tonnage", "tonnage")))

    register_kind(dataclasses.replace(TOY, blk_unit_types=("toycraft",), blk_reader=read_toy))
    try:
        text = "<UnitType>\nToyCraft\n</UnitType>\n<Name>\nTin\n</Name>\n<tonnage>\n7\n</tonnage>\n"
        unit = parse_blk(text, "toy.blk").unit
        assert (type(unit).__name__, unit.chassis, unit.tonnage) == ("Toy", "Tin", 7)
    finally:
        unregister_kind("toy")


def test_a_new_craft_starts_valid_but_for_its_unspent_tons():
    from designer.dropship.model import blank_dropship, blank_small_craft

    # the 1,000-ton DropShip: engine 1,000 x 3 x 0.065 = 195 t, floor(sqrt(195 x 6.8) = 36.4) = 36
    # weight-free heat sinks; crew 3 + 1 + 1 (military) = 5, 1 officer, 5 x 7 t = 35 t of quarters;
    # SI 6 x 1,000 / 500 = 12 t, controls 1,000 x 0.0075 = 7.5 -> 8 t: 195 + 12 + 8 + 35 = 250 t of 1,000
    dropship = blank_dropship()
    assert (w.free_heat_sinks(dropship), w.total_tons(dropship)) == (36, 250.0)
    assert validate(dropship).codes() == {"DROPSHIP-UNDERWEIGHT"}
    # the 100-ton small craft: engine 19.5 t, floor(sqrt(19.5 x 1.6) = 5.6) = 5 heat sinks; 3 crew,
    # 1 officer, 21 t of quarters; SI 6 x 100 / 500 = 1.2 -> 1.5 t, controls 0.75 -> 1 t: 43 t of 100
    small = blank_small_craft()
    assert (w.free_heat_sinks(small), w.total_tons(small)) == (5, 43.0)
    assert validate(small).codes() == {"DROPSHIP-UNDERWEIGHT"}


def test_the_summary_prints_the_maximum_thrust_rounded_up_and_the_bays_by_name():
    from designer.dropship.summary import summarize_large_craft

    text = summarize_large_craft(SPHEROID).text
    # maximum thrust = safe thrust 3 x 1.5 = 4.5, rounded up: 5 (as the sheet and the Battle Value)
    assert "Safe thrust 3, max 5" in text and SPHEROID.max_thrust == 5
    assert "'Mech bay (cubicles): 12, 2 doors" in text and "Cargo bay (tons): 100, 1 door" in text
