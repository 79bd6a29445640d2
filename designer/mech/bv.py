"""Battle Value 2.0 of a 'Mech (biped, quad, LAM in 'Mech mode, each OmniMech configuration):
defensive rating + offensive rating, x 0.95 with a small cockpit (decision D-BV-1)."""

from __future__ import annotations

from designer.mech.bv_defense import defensive_rating
from designer.rules.common.explosive import ammo_weapon_id, item_ids
from designer.mech.bv_movement import movement
from designer.mech.bv_offense import offensive_rating
from designer.bv.tables import unvalued, unvalued_reason
from designer.bv.working import Working, fmt

from designer.mech.model import Mech

SMALL_COCKPIT_FACTOR = 0.95
COCKPIT_FACTORS = {"small": SMALL_COCKPIT_FACTOR, "torso_mounted": SMALL_COCKPIT_FACTOR}


def mech_base_value(mech: Mech, work: Working) -> float | None:
    """The unrounded base Battle Value, every step added to ``work``; None (the reason the last
    step) when the 'Mech mounts an item without a Battle Value (decision D-BV-4)."""
    missing = unvalued(list(item_ids(mech)),
                       [ammo_weapon_id(lot) for lot in mech.ammo])
    if missing:
        work.note("Not rated", unvalued_reason(missing))
        return None
    move = movement(mech)
    note = f" ({move.note})" if move.note else ""
    work.note("Movement", f"run {move.running}, jump {move.jumping}{note}")
    work.note("Defensive rating", "armor, structure, gyro, equipment, explosives, x defensive factor")
    defensive = defensive_rating(mech, move, work)
    work.note("Offensive rating", "weapons by heat, ammunition, equipment, weight, x speed factor")
    offensive = offensive_rating(mech, move, work)
    total = work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)
    factor = COCKPIT_FACTORS.get(mech.cockpit_type)
    if factor is not None:
        total = work.add("Cockpit", f"x {factor} ({mech.cockpit_type} cockpit)", total * factor)
    return total
