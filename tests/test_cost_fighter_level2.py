"""The cost of a Level 2 fighter, line by line (decision D-COST4-3): the AeroSpace Fighter Cost
Chart (seed 000 lines 4662-4700) with the Level 2 prices MegaMek gives (prices.yaml), and no total
while a part has no price (D-L2K-1)."""

from __future__ import annotations

import pytest

from designer.fighter.model import FighterMount
from designer.rules.common.cost import cost_text
from designer.fighter.cost import fighter_cost, fighter_cost_1987
from tests.test_fighter_level2 import bashkir_prime, sabre_sb27b


def lines(fighter) -> dict[str, float]:
    found: dict[str, float] = {}
    for line in fighter_cost_1987(fighter).lines:
        found[line.part] = found.get(line.part, 0) + line.c_bills
    return found


def test_sabre_sb27b_costed_by_hand():
    # Cockpit 200,000; life support 50,000; sensors 25 t x 2,000 = 50,000; structural integrity
    # max(thrust 11, 25 // 10) = 11 x 50,000 = 550,000 (the chart, seed 000).
    # Engine: rating 25 x (11 - 2) = 225; XL base 20,000 (MegaMek Engine.getBaseCost) x 225 x 25 / 75
    #   = 1,500,000 (the chart's fusion 5,000 would give 375,000).
    # Heat sinks: ten doubles at 6,000, none free (MegaMek) = 60,000.
    # Armor: 6 tons of ferro-aluminum at 20,000 (MegaMek ArmorType) = 120,000.
    # Six medium lasers at 40,000 (Weapons Price List) = 240,000.
    assert lines(sabre_sb27b()) == pytest.approx({
        "Cockpit": 200_000, "Life Support": 50_000, "Sensors": 50_000, "Structural": 550_000,
        "Engine": 1_500_000, "Heat Sinks": 60_000, "Armor": 120_000, "Medium Laser": 240_000})
    # 2,770,000 x (1 + 25 / 200) = 3,116,250
    assert fighter_cost_1987(sabre_sb27b()).total == 3_116_250
    # TechManual (decision D-COST-2) adds flight systems 25,000 + 10 x 25 = 25,250 and fuel tanks
    # 5 t x 200 = 1,000: 2,796,250 x 1.125 = 3,145,781.25 -> 3,145,781
    assert fighter_cost(sabre_sb27b()).total == 3_145_781


def test_bashkir_prime_costed_by_hand():
    # Cockpit 200,000; life support 50,000; sensors 20 x 2,000 = 40,000; SI 13 x 50,000 = 650,000.
    # Engine: 20 x (13 - 2) = 220; XL 20,000 x 220 x 20 / 75 = 1,173,333.33.
    # Heat sinks 11 x 6,000 = 66,000; armor 3.5 t of Clan ferro-aluminum x 20,000 = 70,000.
    # Clan ER small laser 11,250; Streak SRM 2 15,000; two ER medium lasers 160,000; Clan CASE
    # 50,000 (MegaMek createCLCASE); a ton of Streak SRM ammunition 54,000.
    assert lines(bashkir_prime()) == pytest.approx({
        "Cockpit": 200_000, "Life Support": 50_000, "Sensors": 40_000, "Structural": 650_000,
        "Engine": 20_000 * 220 * 20 / 75, "Heat Sinks": 66_000, "Armor": 70_000,
        "Clan ER Small Laser": 11_250, "Clan Streak SRM 2": 15_000, "Clan ER Medium Laser": 160_000,
        "Clan CASE": 50_000, "Clan Streak SRM 2 Ammo": 54_000})
    # 2,539,583.33 x (1 + 20 / 200) = 2,793,541.67 -> 2,793,542
    assert fighter_cost_1987(bashkir_prime()).total == 2_793_542
    # TechManual: + flight systems 25,000 + 200 + fuel 3 t x 200 = 600; its written Clan CASE covers
    # the one location its ammunition needs (none built in): 2,565,383.33 x 1.1 = 2,821,921.67
    assert fighter_cost(bashkir_prime()).total == 2_821_922


def test_an_unpriced_item_leaves_the_fighter_total_not_computed(monkeypatch):
    # with the remote sensor dispenser's catalogued price taken away: named, and no total (D-L2K-1)
    from designer.rules.common.level2_prices import prices
    monkeypatch.delitem(prices()["items"], "Remote Sensor Dispenser")
    sabre = sabre_sb27b()
    sensor = FighterMount(item="Remote Sensor Dispenser")
    fighter = sabre.model_copy(update={"weapons": (*sabre.weapons, sensor)})
    cost = fighter_cost(fighter)
    assert cost.unpriced == ("Remote Sensor Dispenser",)
    assert cost_text(cost) == "not computed"
