"""The movement a 'Mech's Battle Value counts: running MP with MASC (walking x 2) and with
triple-strength myomer (walking + 1, as when it is active), jump MP, and the heat of moving."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.bv.items import IMPROVED_JUMP_JET, MASC, TSM
from designer.rules.common.explosive import item_ids
from designer.mech.model import Mech

RUN_HEAT = 2
MIN_JUMP_HEAT = 3
AIRMECH_CRUISE_FACTOR = 3
LAM_HEAT_BONUS = 3   # a LAM's heat efficiency gains 3 (MegaMek MekBVCalculator.heatEfficiency)


@dataclass(frozen=True, slots=True)
class BvMovement:
    walking: int
    running: int
    jumping: int
    move_heat: int
    note: str
    airmech_flank: int = 0   # a LAM's AirMech flank MP (0 for other 'Mechs)

    @property
    def speed_mp(self) -> int:
        """Running MP + half the jump MP (a LAM: half its AirMech flank MP), rounded half up."""
        extra = self.airmech_flank if self.airmech_flank else self.jumping
        return self.running + math.floor(extra / 2 + 0.5)


def movement(mech: Mech) -> BvMovement:
    items = set(item_ids(mech))
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
    if mech.lam:
        # AirMech mode: cruise = jump MP x 3, flank = cruise x 1.5 rounded up; moving heat is a
        # third of the AirMech flank MP, rounded (MegaMek LandAirMech, MekBVCalculator)
        flank = math.ceil(jumping * AIRMECH_CRUISE_FACTOR * 1.5)
        notes.append(f"LAM: AirMech flank {flank}")
        return BvMovement(walking, running, jumping, math.floor(flank / 3 + 0.5), ", ".join(notes), flank)
    return BvMovement(walking, running, jumping, move_heat, ", ".join(notes))
