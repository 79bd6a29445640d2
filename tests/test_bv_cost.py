"""Cost breakdowns computed by hand: a 1987 design by seed 000's 'Mech Cost Chart alone, a Level 2
design by the same chart with the Level 2 lines at their catalogued prices (decision D-BV-2)."""

from __future__ import annotations

from designer.rules.cost import cost_total, unit_cost
from tests.conftest import canon


def _lines(unit) -> dict[str, float]:
    lines: dict[str, float] = {}
    for line in unit_cost(unit).lines:
        lines[line.part] = lines.get(line.part, 0) + line.c_bills
    return lines


def test_atlas_as7_d_by_the_1987_chart():
    # seed 000 lines 4633-4660 ('Mech Cost Chart), 100 tons, 300 fusion, 20 heat sinks, 19 t armor
    expected = {
        "Cockpit": 200_000, "Life Support": 50_000, "Sensors": 100 * 2_000, "Musculature": 100 * 2_000,
        "Skeleton": 100 * 400, "Actuators": 100 * (2 * (100 + 50 + 80) + 2 * (150 + 80 + 120)),   # 116,000
        "Engine": 5_000 * 300 * 100 / 75,            # 2,000,000
        "Gyro": 300_000 * 3,                         # 300 / 100 = 3 tons
        "Jump Jets": 0, "Heat Sinks": 2_000 * (20 - 10), "Armor": 10_000 * 19,
        "Medium Laser": 4 * 40_000, "LRM-20": 250_000, "SRM-6": 80_000, "AC/20": 300_000,
        # ammunition at the reload cost a ton (decision D-008)
        "LRM-20 Ammo": 2 * 30_000, "SRM-6 Ammo": 27_000, "AC/20 Ammo": 2 * 10_000,
    }
    atlas = canon("Atlas AS7-D")
    assert _lines(atlas) == expected
    assert sum(expected.values()) == 4_813_000
    assert cost_total(atlas) == (4_813_000 * 2, None)   # x (1 + 100 / 100)


def test_banshee_bnc_8s_level2_lines_at_catalogued_prices():
    # 95 tons, 380 XL engine, XL gyro, 13 double heat sinks, TSM, 18 t standard armor, no jump jets
    expected = {
        "Cockpit": 200_000, "Life Support": 50_000, "Sensors": 95 * 2_000,
        "Musculature": 95 * 16_000,                  # TSM (MegaMek MekCostCalculator)
        "Skeleton": 95 * 400,
        "Actuators": 95 * (2 * (100 + 50 + 80) + 2 * (150 + 80 + 120)),   # 110,200
        "Engine": 20_000 * 380 * 95 / 75,            # XL base cost 20,000: 9,626,666.67
        "Gyro": 750_000 * 2,                         # XL gyro: ceil(380 / 100) x 0.5 = 2 tons
        "Jump Jets": 0, "Heat Sinks": 6_000 * 13,    # double: 6,000 each, none free
        "Armor": 10_000 * 18,
        "Small Laser": 11_250, "Medium Laser": 2 * 40_000,                  # 1987 price list
        "IS ER Large Laser": 200_000, "IS ER Medium Laser": 2 * 80_000, "IS ER Small Laser": 11_250,
        "IS Snub-Nose PPC": 300_000, "IS LB 10-X AC": 400_000, "IS CASE": 50_000,
        "IS Guardian ECM Suite": 200_000, "IS C3 Slave": 250_000,
        "Hatchet": 5_000 * 7,                        # ceil(95 / 15) = 7 tons (1987 catalog)
        "IS LB 10-X AC Ammo": 2 * 12_000,
    }
    banshee = canon("level2/Banshee BNC-8S")
    lines = _lines(banshee)
    assert lines.keys() == expected.keys()
    assert all(abs(lines[part] - value) < 0.01 for part, value in expected.items())
    subtotal = sum(expected.values())                # 15,214,366.67
    assert cost_total(banshee) == (round(subtotal * 1.95), None) == (29_668_015, None)


def test_an_omnimech_costs_a_quarter_more():
    from designer.mech.omni import configurations
    daishi = configurations(canon("level2/Daishi (Dire Wolf)"))[0]
    cost = unit_cost(daishi)
    assert cost.multiplier == 2 * 1.25 and not cost.unpriced
