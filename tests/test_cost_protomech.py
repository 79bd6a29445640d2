"""The cost of a ProtoMech (decision D-BV2-2): a breakdown computed by hand from the TechManual
method as MegaMek's ProtoMekCostCalculator applies it, on the worked example of
tests/test_bv_protomech.py (5 tons, walking 5, jumping 3)."""

from __future__ import annotations

import pytest

from designer.kinds import unit_kind
from designer.protomech.model import ProtoAmmo, ProtoLocation as L, ProtoMount
from tests.test_bv_protomech import PROTO


def test_a_five_ton_protomech_costed_by_hand():
    # cockpit 500,000 + life support 75,000 + sensors 2,000 x 5 = 10,000 + musculature 10,000
    # + structure 400 x 5 = 2,000 + arm actuators 360 x 5 = 1,800 + leg actuators 540 x 5 = 2,700
    # + engine (rating ceil(5 x 1.5) x 5 = 40) 5,000 x 5 x 40 / 75 = 13,333.33
    # + jump jets 5 x 3 x 3 x 200 = 9,000 + heat sinks (the ER small laser's 2 heat) 2 x 2,000
    # = 4,000 + armor 16 points x 625 = 10,000 + Clan ER small laser 11,250 + Clan SRM 2 10,000
    # + 10 shots at 20 kg = 0.2 t of SRM 2 ammunition x 27,000 = 5,400 -> 664,483.33;
    # x (1 + 5 / 100) = 1.05 -> 697,707.5 -> 697,708.
    cost = unit_kind(PROTO).piece("cost")(PROTO)
    assert cost.subtotal == pytest.approx(664483.333, abs=0.01)
    assert cost.multiplier == pytest.approx(1.05)
    assert cost.total == 697708
    assert cost.unpriced == ()


def test_protomech_launchers_are_priced_by_the_tube_and_their_ammunition_by_its_family():
    # TechManual p. 291 as MegaMek's bug report #8325 / PR #8335 quote it (decision D-BV3-6): an LRM costs
    # 10,000 a tube, the LRM 3 3 x 10,000 = 30,000. Its ProtoMech-sized ammunition is priced a ton as
    # Clan LRM ammunition, 30,000 (D-LEAD-1): 8 shots x 24.99 kg (MegaMek kgPerShot of the LRM-3
    # lot) = 199.92 kg = 0.19992 t x 30,000 a ton = 5,997.60.
    proto = PROTO.model_copy(update={"equipment": (ProtoMount(item="Clan LRM 3", location=L.TORSO),),
                                     "ammo": (ProtoAmmo(ammo="Clan Ammo Protomech LRM-3", shots=8),)})
    cost = unit_kind(proto).piece("cost")(proto)
    assert next(line.c_bills for line in cost.lines if line.part == "Clan LRM 3") == 30000
    assert cost.unpriced == ()
    ammo = next(line.c_bills for line in cost.lines if line.part.startswith("Clan Ammo Protomech LRM-3"))
    assert ammo == pytest.approx(5997.6)
