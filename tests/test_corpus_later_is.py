"""Canon TRO 3050-era Inner Sphere designs that mount later technology (decisions D-L2-LATER and
D-LATER-IS-1 to D-LATER-IS-6): each one's later items weighed by hand from MegaMek's facts, the
whole design adding up to its mass, and no error finding."""

from __future__ import annotations

import pytest

from designer.mech.mtf import read_mtf
from designer.rules import validate
from designer.mech.weights import weight_breakdown


def _read(reference_dir, name: str):
    return read_mtf(reference_dir / "level2" / f"{name}.mtf").mech


def _tons(mech, component: str) -> float:
    return sum(line.tons for line in weight_breakdown(mech) if line.component == component)


# name -> {component: tons computed by hand}, each with its reason:
HAND = {
    # Centurion CN9-D5, 50 t: rotary AC/5 10 t (ISRAC5), 3 t of its ammunition (3 slots), and the Inner
    # Sphere targeting computer sized by RAC/5 10 t + 2 ER medium lasers 2 t = 12 t, / 4 = 3 t.
    "Centurion CN9-D5": {"IS Rotary AC/5": 10, "IS Rotary AC/5 Ammo": 3, "IS Targeting Computer": 3},
    # Hatchetman HCT-5DD, 45 t: rotary AC/2 8 t; computer: (8 + 1 ER medium laser) = 9 t / 4 = 2.25,
    # rounded up to 3 t (the hatchet is not a direct-fire weapon).
    "Hatchetman HCT-5DD": {"IS Rotary AC/2": 8, "IS Rotary AC/2 Ammo": 2, "IS Targeting Computer": 3},
    # Whitworth WTH-3, 40 t, walks 4, jumps 6 on improved jets: 0.5 t a jet (40 t band, seed 000 lines
    # 4325-4329) x 6 x 2 = 6 t; jump 6 = its running MP 6.
    "Whitworth WTH-3": {"Jump Jets": 6},
    # Quickdraw QKD-5M, 60 t: a one-shot SRM 4, 2 t + 0.5 t, and no SRM ammunition.
    "Quickdraw QKD-5M": {"SRM-4 (OS)": 2.5, "SRM-4 Ammo": 0},
    # Highlander HGN-738, 90 t: heavy Gauss rifle 18 t, 3 t of its ammunition (4 slugs a ton).
    "Highlander HGN-738": {"IS Heavy Gauss Rifle": 18, "IS Heavy Gauss Rifle Ammo": 3},
    # Crockett CRK-5004-1, 85 t: the C3i computer, 2.5 t.
    "Crockett CRK-5004-1": {"IS C3i Computer": 2.5},
    # Hunchback HBK-5H, 50 t: three rocket launchers 20, 1.5 t each, no ammunition.
    "Hunchback HBK-5H": {"IS Rocket Launcher 20": 4.5},
    # Thorn THE-N2, 20 t: an MML 7, 4.5 t, with one ton of LRM and one of SRM ammunition.
    "Thorn THE-N2": {"IS MML 7": 4.5, "IS MML 7 Ammo": 2},
}


@pytest.mark.parametrize("name", sorted(HAND))
def test_later_items_weigh_what_megamek_says_and_the_design_validates(reference_dir, name):
    mech = _read(reference_dir, name)
    for component, tons in HAND[name].items():
        assert _tons(mech, component) == tons, component
    assert sum(line.tons for line in weight_breakdown(mech)) == mech.tonnage
    errors = [f.code for f in validate(mech).findings if f.severity.value == "error"]
    assert errors == []


def test_improved_c3_cpu_is_the_c3i_computer(reference_dir):
    # MegaMek reads ISImprovedC3CPU as the C3i computer (D-LATER-IS-1): the Bombardier BMB-14C's.
    mech = _read(reference_dir, "Bombardier BMB-14C")
    assert _tons(mech, "IS C3i Computer") == 2.5
    assert [m for m in mech.equipment if m.item == "IS C3i Computer"]


def test_mml_ammunition_of_both_kinds_reads_as_the_launchers(reference_dir):
    # Thorn THE-N2: ISMML7 LRM Ammo and ISMML7 SRM Ammo, one bin each, both the MML 7's.
    mech = _read(reference_dir, "Thorn THE-N2")
    assert sorted(b.weapon for b in mech.ammo) == ["IS MML 7", "IS MML 7"]
