"""The movement a 'Mech's Battle Value counts: running MP with MASC (walking x 2) and with
triple-strength myomer (walking + 1, as when it is active), jump MP, and the heat of moving."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.bv.mech_items import IMPROVED_JUMP_JET, MASC, TSM, item_id
from designer.model import Mech

RUN_HEAT = 2
MIN_JUMP_HEAT = 3
LAM_HEAT_BONUS = 3   # a LAM's heat efficiency gains 3 (MegaMek MekBVCalculator.heatEfficiency)


@dataclass(frozen=True, slots=True)
class BvMovement:
    walking: int
    running: int
    jumping: int
    move_heat: int
    note: str


def movement(mech: Mech) -> BvMovement:
    items = {item_id(mount) for mount in mech.equipment}
    walking = mech.walking_mp + (1 if items & TSM else 0)
    running = walking * 2 if items & MASC else math.ceil(walking * 1.5)
    notes = [note for note, present in (("TSM: walking + 1", items & TSM),
                                        ("MASC: walking x 2", items & MASC)) if present]
    jumping = mech.jump_mp
    if items & IMPROVED_JUMP_JET:
        jump_heat = max(MIN_JUMP_HEAT, math.ceil(jumping / 2))
    else:
        jump_heat = max(MIN_JUMP_HEAT, jumping)
    move_heat = jump_heat if jumping > 0 and jump_heat > RUN_HEAT else RUN_HEAT
    return BvMovement(walking, running, jumping, move_heat, ", ".join(notes))
