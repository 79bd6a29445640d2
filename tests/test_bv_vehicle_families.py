"""Vehicle Battle Value, one hand-worked example per family the Master Unit List comparison found
wrong (decisions D-BV-3, D-BV-4, D-BV-5): Artemis IV, targeting computers, machine-gun arrays, the
MRM 40, the Thunderbolt 10 and torpedoes, support vehicle fire control and BAR, and the items
without a value that leave the vehicle not rated. Each working is written out from the TechManual
BV 2.0 method (as MegaMek's CombatVehicleBVCalculator applies it), not taken from the code."""

from __future__ import annotations

from designer.bv import battle_value, not_rated_reason
from designer.vehicle.model import Vehicle

# The common chassis: a 50-ton tracked Level 2 tank, cruise 4 (flank 6), 100 armor points.
# Defensive rating (the same in every example without defensive equipment):
#   armor 100 x 2.5 = 250; structure 5 a location x 5 locations (turret drawn) = 25 x 1.5 = 37.5;
#   287.5 x 0.9 (tracked) = 258.75; x (1 + TMM 2 at flank 6 / 10) = 1.2 -> 310.5.
DEFENSIVE = 310.5
SPEED_FACTOR_FLANK_6 = 1.12   # (1 + (6 - 5) / 10) ^ 1.2 = 1.1211 -> 1.12
WEIGHT = 50 * 0.5


def tank(weapons, ammo=(), **fields) -> Vehicle:
    base = {"chassis": "Worked", "model": "Example", "tech_base": "inner_sphere", "rules_level": 2,
            "year": 3067, "motive": "tracked", "tonnage": 50, "cruise_mp": 4, "armor_tons": 6.5,
            "armor": {"front": 30, "left": 20, "right": 20, "rear": 10, "turret": 20},
            "weapons": [{"item": item, "location": location} for item, location in weapons],
            "ammo": [{"weapon": weapon, "tons": tons} for weapon, tons in ammo]}
    return Vehicle.model_validate({**base, **fields})


def base(vehicle: Vehicle) -> int:
    value = battle_value(vehicle)
    assert value is not None, not_rated_reason(vehicle)
    return value.base


def test_the_common_chassis_defensive_rating():
    value = battle_value(tank([("Medium Laser", "turret")]))
    assert next(step.total for step in value.steps if step.label == "Defensive factor") == DEFENSIVE


def test_artemis_iv_raises_the_launcher_it_links_by_a_fifth():
    # LRM-10 90 x 1.2 (Artemis IV) = 108 (front); a ton of LRM-10 ammunition 11 (capped by the
    # launcher's own 90); + 25 weight = 144 x 1.12 = 161.28; 310.5 + 161.28 = 471.78 -> 472.
    # Without Artemis: (90 + 11 + 25) x 1.12 = 141.12 -> 451.62 -> 452.
    linked = tank([("LRM-10", "front"), ("IS Artemis IV FCS", "front")], [("LRM-10", 1)])
    assert base(linked) == 472
    assert base(tank([("LRM-10", "front")], [("LRM-10", 1)])) == 452


def test_a_targeting_computer_raises_direct_fire_weapons_only():
    # ER large laser 163 x 1.25 = 203.75 and machine gun 5 (not aimed: x 1) in the turret; machine
    # gun ammunition 1 ton = 1; (203.75 + 5 + 1 + 25) x 1.12 = 262.92; 310.5 + 262.92 = 573.42 -> 573.
    aimed = tank([("IS ER Large Laser", "turret"), ("Machine Gun", "turret"),
                  ("IS Targeting Computer", "body")], [("Machine Gun", 1)])
    assert base(aimed) == 573


def test_a_machine_gun_array_counts_two_thirds_of_its_guns():
    # four machine guns 4 x 5 = 20 and their array 0.67 x 20 = 13.4 (front); a ton of ammunition 1;
    # (20 + 13.4 + 1 + 25) x 1.12 = 66.528; 310.5 + 66.528 = 377.028 -> 377.
    guns = [("Machine Gun", "front")] * 4 + [("IS Machine Gun Array", "front")]
    assert base(tank(guns, [("Machine Gun", 1)])) == 377


def test_the_mrm_40_and_its_ammunition_are_valued():
    # MRM 40 224 (turret) + 2 tons of ammunition 2 x 28 = 56 (under the launcher's 224);
    # (224 + 56 + 25) x 1.12 = 341.6; 310.5 + 341.6 = 652.1 -> 652.
    assert base(tank([("IS MRM 40", "turret")], [("IS MRM 40", 2)])) == 652


def test_the_thunderbolt_10_and_its_ammunition_are_valued():
    # Thunderbolt 10 127 (turret) + a ton of ammunition 16; (127 + 16 + 25) x 1.12 = 188.16;
    # 310.5 + 188.16 = 498.66 -> 499.
    assert base(tank([("IS Thunderbolt 10", "turret")], [("IS Thunderbolt 10", 1)])) == 499


def test_a_torpedo_launcher_is_worth_its_missile_launcher():
    # a naval vehicle: body type 0.6. 60 tons, cruise 4 (flank 6), 100 armor points, structure 6 a
    # location x 4 (no turret) = 24: (250 + 36) x 0.6 = 171.6 x 1.2 = 205.92.
    # LRT 20 181 (front) + a ton of ammunition 23; (181 + 23 + 30) x 1.12 = 262.08;
    # 205.92 + 262.08 = 468 -> 468.
    boat = tank([("IS LRT 20", "front")], [("IS LRT 20", 1)], motive="naval", tonnage=60,
                armor={"front": 40, "left": 25, "right": 25, "rear": 10})
    assert base(boat) == 468


def test_a_support_vehicle_without_fire_control_counts_its_weapons_at_four_fifths():
    # BAR 10, no fire control: the medium laser 46 x 0.8 = 36.8; (36.8 + 25) x 1.12 = 69.216;
    # 310.5 + 69.216 = 379.716 -> 380. With advanced fire control it counts in full:
    # (46 + 25) x 1.12 = 79.52 -> 390.02 -> 390.
    support = {"chassis_tech": 4, "bar": 10, "tons": 50}
    plain = tank([("Medium Laser", "turret")], support=support)
    assert base(plain) == 380
    controlled = tank([("Medium Laser", "turret"), ("Advanced Fire Control", "body")], support=support)
    assert base(controlled) == 390


def test_an_item_without_a_value_leaves_the_vehicle_not_rated_and_names_it():
    # decision D-BV-4: a PPC capacitor has no Battle Value on a vehicle (decision D-BV-9 values it
    # on fighters only): not rated, never counted as 0
    charged = tank([("Medium Laser", "turret"), ("IS PPC Capacitor", "front")])
    assert battle_value(charged) is None
    assert not_rated_reason(charged) == "no Battle Value for IS PPC Capacitor"


def test_items_counted_elsewhere_do_not_stop_the_value():
    # CASE adds nothing of its own (the no_value rows of bv_mech_items.yaml): (46 + 25) x 1.12 =
    # 79.52; 310.5 + 79.52 = 390.02 -> 390
    assert base(tank([("Medium Laser", "turret"), ("IS CASE", "body")])) == 390


def test_a_backhoe_counts_in_full_as_offensive_equipment():
    # Decision D-BV-9 (MegaMek MiscType.createBackhoe: bv 8, a club; BVCalculator
    # .processOffensiveEquipment adds it in full, in no arc): medium laser 46 (turret) + backhoe 8 +
    # 25 weight = 79 x 1.12 = 88.48; 310.5 + 88.48 = 398.98 -> 399. In the front arc beside a rear
    # medium laser it is still not halved: rear laser 46 (the only arc-bound weapon) + 8 + 25 = 79.
    assert base(tank([("Medium Laser", "turret"), ("Backhoe", "front")])) == 399
    assert base(tank([("Medium Laser", "rear"), ("Backhoe", "front")])) == 399


def test_a_bulldozer_is_defensive_equipment():
    # Decision D-BV-9 (MegaMek BVCalculator.countsAsDefensiveEquipment: the bulldozer, bv 10): armor
    # 250 + structure 37.5 + bulldozer 10 = 297.5 x 0.9 = 267.75 x 1.2 = 321.3; offensive (46 + 25)
    # x 1.12 = 79.52; 400.82 -> 401.
    assert base(tank([("Medium Laser", "turret"), ("Bulldozer", "front")])) == 401


def test_a_heavy_machine_gun_array():
    # decision D-BV-9 (MegaMek ISHeavyMG bv 6, ISHeavyMGA: 0.67 x its guns; a ton of heavy machine
    # gun ammunition 1): two heavy machine guns 12 + their array 0.67 x 12 = 8.04 (turret); + 1 + 25
    # weight = 46.04 x 1.12 = 51.5648; 310.5 + 51.5648 = 362.06 -> 362.
    guns = tank([("IS Heavy Machine Gun", "turret"), ("IS Heavy Machine Gun", "turret"),
                 ("IS Heavy Machine Gun Array", "turret")], [("IS Heavy Machine Gun", 1)])
    assert base(guns) == 362
