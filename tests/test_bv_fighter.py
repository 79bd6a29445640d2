"""Battle Value 2.0 of an aerospace fighter (decisions D-BV-3, D-BV-7), each working written out
by hand from the TechManual method as MegaMek's AeroBVCalculator applies it: heat efficiency 6 +
the heat sinks' dissipation (a double sink 2), a targeting computer x 1.25 and Artemis IV x 1.2 on
the weapons they aim, 1 point off a Gauss rifle without CASE."""

from __future__ import annotations

from designer.bv import battle_value, not_rated_reason
from designer.fighter.model import Fighter


def fighter(weapons, ammo=(), **fields) -> Fighter:
    base = {"chassis": "Worked", "model": "Example", "tech_base": "inner_sphere", "rules_level": 2,
            "year": 3067, "tonnage": 50, "thrust": 5,
            "armor": {"nose": 30, "left_wing": 25, "right_wing": 25, "fuselage": 20},
            "weapons": [{"item": item, "location": location} for item, location in weapons],
            "ammo": [{"weapon": weapon, "tons": tons} for weapon, tons in ammo]}
    return Fighter.model_validate({**base, **fields})


def base(unit: Fighter) -> int:
    value = battle_value(unit)
    assert value is not None, not_rated_reason(unit)
    return value.base


# The Batu B: a 40-ton Clan OmniFighter, safe thrust 9 (maximum 14), 153 armor points, ten double
# heat sinks, seven Clan medium pulse lasers (three in the nose, two in each wing), a Clan ER
# medium laser in the aft and a targeting computer. Published Battle Value (MUL card): 2,651.
BATU_B = {"tech_base": "clan", "tonnage": 40, "thrust": 9, "heat_sinks": 10, "heat_sink_type": "double",
          "armor": {"nose": 50, "left_wing": 38, "right_wing": 38, "fuselage": 27}}
BATU_B_WEAPONS = ([("Clan Medium Pulse Laser", "nose")] * 3 + [("Clan Medium Pulse Laser", "left_wing")] * 2
                  + [("Clan Medium Pulse Laser", "right_wing")] * 2
                  + [("Clan ER Medium Laser", "aft"), ("Clan Targeting Computer", "nose")])


def test_double_heat_sinks_and_a_targeting_computer_worked_by_hand():
    # Defensive: 153 x 2.5 = 382.5; structural integrity max(9, 40 / 10) = 9 x 2 = 18 -> 400.5;
    # x 1.2 (AeroSpace) = 480.6.
    # Offensive: medium pulse laser 111 x 1.25 (targeting computer) = 138.75, heat 4; ER medium laser
    # 108 x 1.25 = 135 in the aft, the smaller arc: x 0.5 = 67.5, heat 5. Heat efficiency 6 + 10 x 2
    # = 26: the seven pulse lasers (heat 4 ... 28) count in full, 28 >= 26 after the seventh, so the
    # ER medium laser counts half: 7 x 138.75 + 33.75 = 1,005; speed factor (1 + (14 - 5) / 10) ^ 1.2
    # = 2.1603 -> 2.16: 2,170.8. 480.6 + 2,170.8 = 2,651.4 -> 2,651, the published figure.
    assert base(fighter(BATU_B_WEAPONS, **BATU_B)) == 2651


def test_single_heat_sinks_dissipate_one_each():
    # the same fighter with ten single heat sinks: efficiency 6 + 10 = 16, reached after the fourth
    # pulse laser (4 x 4 = 16): 4 x 138.75 = 555, three at half 3 x 69.375 = 208.125, the ER medium
    # laser 33.75 -> 796.875 x 2.16 = 1,721.25; 480.6 + 1,721.25 = 2,201.85 -> 2,202.
    single = {**BATU_B, "heat_sink_type": "single"}
    assert base(fighter(BATU_B_WEAPONS, **single)) == 2202


def test_a_gauss_rifle_without_case_costs_one_point():
    # 50 tons, thrust 5 (maximum 8), 100 armor points: 250 + structural integrity 5 x 2 = 260; the
    # Gauss rifle -1 (its slugs do not explode: no 15 for the ammunition) = 259 x 1.2 = 310.8.
    # Offensive: Gauss rifle 320 (heat 1, well under 16) + 2 tons of slugs 2 x 40 = 80 -> 400 x 1.37
    # (maximum thrust 8: 1.3 ^ 1.2 = 1.3702) = 548; 310.8 + 548 = 858.8 -> 859.
    assert base(fighter([("IS Gauss Rifle", "nose")], [("IS Gauss Rifle", 2)])) == 859


def test_case_anywhere_spares_an_inner_sphere_fighter_every_explosive_penalty():
    # MegaMek AeroBVCalculator.processExplosiveEquipment: a fighter with CASE loses nothing. An AC/5
    # (70, heat 1) in the nose with a ton of ammunition (9): without CASE 260 - 15 = 245 x 1.2 = 294;
    # offensive (70 + 9) x 1.37 = 108.23; 402.23 -> 402. With CASE (in the nose): 260 x 1.2 = 312
    # + 108.23 = 420.23 -> 420. The Gauss rifle above with CASE: 260 x 1.2 = 312 + 548 = 860.
    assert base(fighter([("AC/5", "nose")], [("AC/5", 1)])) == 402
    assert base(fighter([("AC/5", "nose"), ("IS CASE", "nose")], [("AC/5", 1)])) == 420
    assert base(fighter([("IS Gauss Rifle", "nose"), ("IS CASE", "nose")], [("IS Gauss Rifle", 2)])) == 860


def test_artemis_iv_raises_the_launcher_it_links():
    # defensive 260 - 15 (a type of explosive ammunition, no CASE) = 245 x 1.2 = 294. LRM-10 90 x 1.2
    # (Artemis IV) = 108 + a ton of ammunition 11 = 119 x 1.37 = 163.03; 294 + 163.03 = 457.03 -> 457.
    linked = fighter([("LRM-10", "nose"), ("IS Artemis IV FCS", "nose")], [("LRM-10", 1)])
    assert base(linked) == 457


def test_a_ppc_capacitor_adds_its_value_and_heat_to_the_ppc_it_links():
    # Decision D-BV-9 (MegaMek AeroBVCalculator: a PPC linked to a capacitor adds the capacitor's
    # MiscType.getBV, 114 for an IS ER PPC, and 5 heat; an Inner Sphere fighter without CASE loses
    # 1 point for it, as for a Gauss rifle). 50 tons, thrust 5 (maximum 8), 100 armor points, ten
    # single heat sinks. Defensive: 100 x 2.5 = 250 + SI max(5, 50 / 10) = 5 x 2 = 10 -> 260; - 1
    # (the capacitor-linked PPC) = 259 x 1.2 = 310.8. Offensive: ER PPC 229 + 114 = 343, heat 15 +
    # 5 = 20 (the first weapon counts full); speed factor (1 + (8 - 5) / 10) ^ 1.2 = 1.3700 -> 1.37;
    # 343 x 1.37 = 469.91; 310.8 + 469.91 = 780.71 -> 781. Without the capacitor: 260 x 1.2 = 312,
    # 229 x 1.37 = 313.73; 625.73 -> 626.
    charged = fighter([("IS ER PPC", "nose"), ("IS PPC Capacitor", "nose")], heat_sinks=10)
    assert base(charged) == 781
    assert base(fighter([("IS ER PPC", "nose")], heat_sinks=10)) == 626


def test_a_capacitor_without_a_ppc_in_its_location_leaves_the_fighter_not_rated():
    # decision D-BV-4: a capacitor links only a PPC of its own location; alone it has no value
    stray = fighter([("IS ER PPC", "nose"), ("IS PPC Capacitor", "left_wing")], heat_sinks=10)
    assert battle_value(stray) is None
    assert not_rated_reason(stray) == "no Battle Value for IS PPC Capacitor"
