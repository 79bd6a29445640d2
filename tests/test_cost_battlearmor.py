"""The cost of a battle armor squad (decision D-BV3-2): breakdowns computed by hand from the
TechManual method as MegaMek's BattleArmorCostCalculator applies it, for the canon Elemental
[Flamer] Point of units/battlearmor and an Inner Sphere squad written here."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.load import load_unit
from designer.battlearmor.model import BALocation as L, BAMotion, BAMount, BattleArmor, BAWeightClass
from designer.rules.cost import cost_total, unit_cost
from designer.rules.summary import summarize

ELEMENTAL = Path(__file__).parents[1] / "units" / "battlearmor" / "elemental-flamer.yaml"


def test_the_elemental_point_costed_by_hand():
    # One suit, Clan medium, jump 3, walk 1, 10 points of standard armor, a battle claw:
    # chassis 100,000 + jump 3 x 75,000 = 225,000 + ground (1 - 1) x 25,000 = 0 + battle claw
    # 10,000 + armor 10 x 10,000 = 100,000 -> 435,000; Clan x 1.1 -> + 43,500 = 478,500;
    # + training 200,000 = 678,500; + flamer 7,500 + SRM 2 10,000 + auto-rifle 80 (the SRM
    # ammunition, the AP mount and the swarm/leg attacks cost nothing) = 696,080 a suit;
    # x 5 troopers = 3,480,400.
    cost = unit_cost(load_unit(ELEMENTAL).unit)
    assert cost is not None
    assert cost.subtotal == pytest.approx(696080)
    assert cost.multiplier == 5
    assert cost.total == 3480400
    assert cost.unpriced == ()


def test_an_inner_sphere_squad_costed_by_hand():
    # Inner Sphere heavy, walk 2, UMU 2, 8 points of advanced armor, two basic manipulators, a
    # small laser: chassis 200,000 + UMU 2 x 100,000 (a heavy suit's UMU figure) = 200,000
    # + ground (2 - 1) x 25,000 = 25,000 + manipulators 2 x 5,000 = 10,000 + armor 8 x 12,500
    # = 100,000 -> 535,000 (no Clan multiplier) + training 150,000 + small laser 11,250
    # = 696,250 a suit; x 4 troopers = 2,785,000.
    squad = BattleArmor(chassis="Worked", model="Example", weight_class=BAWeightClass.HEAVY,
                        troopers=4, ground_mp=2, motion=BAMotion.UMU, jump_mp=2, armor=8,
                        armor_type="advanced",
                        equipment=(BAMount(item="BABasicManipulator", location=L.LEFT_ARM),
                                   BAMount(item="BABasicManipulator", location=L.RIGHT_ARM),
                                   BAMount(item="ISBASmallLaser", location=L.RIGHT_ARM)))
    assert cost_total(squad) == (2785000, None)


def test_an_item_priced_nowhere_leaves_the_total_not_computed():
    squad = BattleArmor(chassis="Worked", model="Example", troopers=4, armor=5,
                        equipment=(BAMount(item="Machine Gun (Bearhunter AC)", location=L.BODY),))
    total, why = cost_total(squad)
    assert total is None and why is not None and "Machine Gun (Bearhunter AC)" in why


def test_info_prints_the_cost_with_its_lines():
    text = summarize(load_unit(ELEMENTAL).unit).text
    assert "Clan suit (x 1.1 of the above)" in text
    assert "3,480,400" in text


@pytest.mark.parametrize(("item", "price"), [
    ("ISBAHeavyGrenadeLauncher", 4_500),     # MegaMek ISBAGrenadeLauncherHeavy: cost 4,500
    ("CLAdvancedSRM2", 30_000),              # MegaMek battlearmor/CLAdvancedSRM2: cost 30,000
    ("CLAdvancedSRM6", 90_000),              # MegaMek battlearmor/CLAdvancedSRM6: cost 90,000
    ("CLBAMedium Recoilless Rifle", 3_000),  # MegaMek CLBARecoillessRifleMedium: cost 3,000
    ("ISBATsunamiHeavyGaussRifle", 9_500),   # MegaMek ISBAGaussRifleTsunami: cost 9,500
    ("Mauser 960 Assault System", 8_000),    # MegaMek InfantryRifleMauser960LaserWeapon: 8,000
    ("BACargoLifter", 250),                  # MegaMek MiscType.getCost: 250 x ceil(0.5 x 2)
])
def test_the_canon_items_take_megamek_prices(item, price):
    # Decision D-PRICE5-2: the Inner Sphere squad above (696,250 a suit, no Clan multiplier)
    # + the item's price a suit, x 4 troopers.
    squad = BattleArmor(chassis="Worked", model="Example", weight_class=BAWeightClass.HEAVY,
                        troopers=4, ground_mp=2, motion=BAMotion.UMU, jump_mp=2, armor=8,
                        armor_type="advanced",
                        equipment=(BAMount(item="BABasicManipulator", location=L.LEFT_ARM),
                                   BAMount(item="BABasicManipulator", location=L.RIGHT_ARM),
                                   BAMount(item="ISBASmallLaser", location=L.RIGHT_ARM),
                                   BAMount(item=item, location=L.BODY)))
    assert cost_total(squad) == ((696_250 + price) * 4, None)
