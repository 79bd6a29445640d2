"""Automatic armor allocation keeps left and right equal; allocations worked by hand.

Maxima (seed 000 lines 4352-4356): twice the internal structure, 9 on the head. Internal
Structure Table (seed 000 lines 4281-4297): 60 tons CT 20, side torsos 14, arms 10, legs 14 ->
maxima HD 9, CT 40, LT/RT 28, LA/RA 20, LL/RL 28 (201 in all); 40 tons CT 12, side torsos 10,
legs 10 -> a quad's maxima HD 9, CT 24, LT/RT 20, each leg 20 (153).

The method: each location gets floor(maximum x points / total maxima); what is left goes a point
to CT, then a point to each side of a pair (side torsos, legs, arms), then a point to the head,
round after round. A torso keeps round(total / 4) for its rear."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.mech import armor_edits as armor
from designer.mech import edits
from designer.formats.yaml_io import read_unit
from designer.mech.model import MechLocation as L

MERLIN = Path(__file__).parent / "units" / "merlin.yaml"
PAIRS = [(L.LT, L.RT), (L.LA, L.RA), (L.LL, L.RL), (L.FLL, L.FRL), (L.RLL, L.RRL)]


def allocated(mech, tons: float):
    mech = armor.auto_allocate(edits.set_armor_tons(armor.clear_armor(mech), tons))
    return ({loc: v for loc, v in mech.armor.items() if loc in mech.locations},
            {loc: v for loc, v in mech.rear_armor.items()})


@pytest.mark.parametrize(("tons", "front", "rear"), [
    # 160 points: share 160/201. Floors HD 7, CT 31, LT/RT 22, LA/RA 15, LL/RL 22 = 156; the 4
    # left go CT 32, LT/RT 23, HD 8. Rears: CT 32/4 = 8, LT/RT 23/4 = 5.75 -> 6.
    (10.0, {L.HD: 8, L.CT: 24, L.LT: 17, L.RT: 17, L.LA: 15, L.RA: 15, L.LL: 22, L.RL: 22},
     {L.CT: 8, L.LT: 6, L.RT: 6}),
    # 192 points: floors HD 8, CT 38, LT/RT 26, LA/RA 19, LL/RL 26 = 188; 4 left: CT 39, LT/RT 27,
    # HD 9. Rears: 39/4 = 9.75 -> 10, 27/4 = 6.75 -> 7.
    (12.0, {L.HD: 9, L.CT: 29, L.LT: 20, L.RT: 20, L.LA: 19, L.RA: 19, L.LL: 26, L.RL: 26},
     {L.CT: 10, L.LT: 7, L.RT: 7}),
    # 200 points: floors HD 8, CT 39, LT/RT 27, LA/RA 19, LL/RL 27 = 193; 7 left: CT 40, LT/RT 28,
    # LL/RL 28, LA/RA 20 -- every location but the head at its maximum.
    (12.5, {L.HD: 8, L.CT: 30, L.LT: 21, L.RT: 21, L.LA: 20, L.RA: 20, L.LL: 28, L.RL: 28},
     {L.CT: 10, L.LT: 7, L.RT: 7}),
    # 16 points: floors HD 0, CT 3, LT/RT 2, LA/RA 1, LL/RL 2 = 13; 3 left: CT 4, LT/RT 3.
    (1.0, {L.HD: 0, L.CT: 3, L.LT: 2, L.RT: 2, L.LA: 1, L.RA: 1, L.LL: 2, L.RL: 2},
     {L.CT: 1, L.LT: 1, L.RT: 1}),
])
def test_merlin_allocations_worked_by_hand(tons, front, rear):
    assert allocated(read_unit(MERLIN), tons) == (front, rear)


def test_quad_pairs_front_and_rear_legs():
    # 40-ton quad, 7.5 t = 120 points: share 120/153. Floors HD 7, CT 18, LT/RT 15, each leg 15
    # = 115; 5 left: CT 19, LT/RT 16, FLL/FRL 16. Rears: 19/4 = 4.75 -> 5, 16/4 = 4.
    quad = edits.set_config(edits.blank_mech(40), True, False)
    assert allocated(quad, 7.5) == (
        {L.HD: 7, L.CT: 14, L.LT: 12, L.RT: 12, L.FLL: 16, L.FRL: 16, L.RLL: 15, L.RRL: 15},
        {L.CT: 5, L.LT: 4, L.RT: 4})


@pytest.mark.parametrize("tons", [x / 2 for x in range(1, 27)])
def test_every_half_ton_is_symmetric_and_fully_used(tons):
    mech = armor.auto_allocate(edits.set_armor_tons(armor.clear_armor(read_unit(MERLIN)), tons))
    totals = {loc: mech.armor.get(loc, 0) + mech.rear_armor.get(loc, 0) for loc in mech.locations}
    for left, right in PAIRS:
        assert totals.get(left) == totals.get(right), (tons, left, totals)
    assert sum(totals.values()) == min(int(tons * 16), 201)
