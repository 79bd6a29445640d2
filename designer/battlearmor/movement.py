"""A battle armor suit's movement in play: a jump booster or partial wing adds 1 jump MP to the
suit's own (MegaMek's BattleArmor jump MP; TestBattleArmor allows the class maximum + 1 with one).
The file records the suit's own MP; the sheet and ``info`` print what the trooper jumps."""

from __future__ import annotations

from designer.battlearmor.model import BAMotion, BattleArmor

JUMP_BOOSTERS = ("jumpbooster", "partialwing")   # the item names end so (BAJumpBooster, BAPartialWing)


def jump_bonus(unit: BattleArmor) -> int:
    """1 for a jumping suit with a jump booster or partial wing, else 0."""
    jumping = unit.motion in (BAMotion.JUMP, BAMotion.GROUND)   # a ground suit's MP are jump MP
    boosted = any(m.item.casefold().replace(" ", "").endswith(JUMP_BOOSTERS) for m in unit.equipment)
    return 1 if jumping and boosted and unit.jump_mp else 0


def jump_mp(unit: BattleArmor) -> int:
    """The jump (VTOL, UMU) MP the suit moves with: its own, and a booster's or wing's 1."""
    return unit.jump_mp + jump_bonus(unit)
