"""'Mech cost from the 'Mech Cost Chart (seed 000 lines 4633-4660), worked by hand."""

from designer.mech.cost import mech_cost


def test_merlin_cost_by_hand(merlin):
    tons = 60
    structure = (
        200_000 + 50_000                      # cockpit, life support
        + tons * 2_000 + tons * 2_000         # sensors, musculature
        + tons * 400                          # skeleton
        + 2 * tons * (100 + 50 + 80)          # two arms: upper, lower, hand
        + 2 * tons * (150 + 80 + 120)         # two legs: upper, lower, foot
        + 5_000 * 240 * tons / 75             # engine: 960,000
        + 300_000 * 3                         # 3-ton gyro
        + 0.5 * tons * 4 ** 2 * 200           # jump jets, decision D-007: 96,000
        + 2_000 * 8                           # 8 heat sinks over 10
        + 10_000 * 10                         # 10 tons of armor
    )
    assert structure == 2_655_600
    weapons = 200_000 + 2 * 40_000 + 7_500 + 5_000 + 30_000  # PPC, 2 ML, flamer, MG, LRM-5
    ammo = 30_000 + 1_000                                    # reloads: LRM 30,000/t, MG 1,000/t (D-008)
    cost = mech_cost(merlin)
    assert cost.structure_total == structure
    assert cost.weapons_total == weapons + ammo
    # Final multiplier 1 + 60 / 100
    assert cost.total == round((structure + weapons + ammo) * 1.6) == 4_814_560


def test_lam_conversion_cost_is_three_quarters_of_structure_and_weapons():
    from pathlib import Path

    from designer.formats import read_unit

    lam = read_unit(Path(__file__).parent / "units" / "merlin-lam.yaml")
    cost = mech_cost(lam)
    # seed 000 line 4656: LAM Conversion (Weapons cost + Structure Cost) x .75
    assert cost.lam == 0.75 * (cost.structure_total + cost.weapons_total)
    assert cost.total == round((cost.structure_total + cost.weapons_total) * 1.75 * 1.6)
