"""A battle armor suit's movement in play: a jump booster or partial wing adds 1 jump MP to the
suit's own (MegaMek's BattleArmor jump MP; TestBattleArmor allows the class maximum + 1 with one);
a mechanical jump booster gives 1 jump MP to a suit without its own (BattleArmor.getJumpMP: "if we
have no normal jump jets, we get 1 jump MP from mechanical jump boosters"; decision D-UNSEEN-16);
a myomer booster adds 2 ground MP to a PA(L), light or medium suit, 1 to a heavy or assault one, and
a mechanical jump booster 1 ground MP to a suit without a myomer booster (BattleArmor.getWalkMP:
"mechanical jump booster gives an extra MP"). Battle Value and Alpha Strike count the boosters'
MP as MegaMek's calculators do (BattleArmorBVCalculator: getWalkMP and getJumpMP).
The file records the suit's own MP; the sheet and ``info`` print what the trooper moves."""

from __future__ import annotations

from designer.battlearmor.layout import item_ids
from designer.battlearmor.model import BAMotion, BAMount, BattleArmor, BAWeightClass

MECHANICAL_JUMP_BOOSTER = "BAMechanicalJumpBooster"
JUMP_BOOSTERS = ("BAJumpBooster", "BAPartialWing")
MYOMER_BOOSTER = "CLBAMyomerBooster"
ONE_MP_BOOST_CLASSES = frozenset({BAWeightClass.HEAVY, BAWeightClass.ASSAULT})
# One myomer booster fills 3 slots, a file's line each (MegaMek TestBattleArmor: no more F_MASC
# mounts than the booster's criticals); no myomer booster beside stealth or mimetic armor.
MYOMER_BOOSTER_SLOTS = 3
NO_MYOMER_ARMOR = frozenset({"stealth_basic", "stealth", "stealth_improved", "stealth_prototype", "mimetic"})


def _has(unit: BattleArmor, ids: tuple[str, ...]) -> bool:
    return any(found in ids for found in item_ids(unit.equipment))


def mechanical_jump_mp(unit: BattleArmor) -> int:
    """1 for a suit without jump (VTOL, UMU) MP of its own with a mechanical jump booster; else 0."""
    if unit.jump_mp or unit.motion is BAMotion.UMU:
        return 0
    return 1 if _has(unit, (MECHANICAL_JUMP_BOOSTER,)) else 0


def jump_bonus(unit: BattleArmor) -> int:
    """1 for a jumping suit with a jump booster or partial wing, or for a suit without jump MP of
    its own with a mechanical jump booster; else 0."""
    if not unit.jump_mp:
        return mechanical_jump_mp(unit)
    jumping = unit.motion in (BAMotion.JUMP, BAMotion.GROUND)   # a ground suit's MP are jump MP
    return 1 if jumping and _has(unit, JUMP_BOOSTERS) else 0


def jump_mp(unit: BattleArmor) -> int:
    """The jump (VTOL, UMU) MP the suit moves with: its own, and a booster's or wing's 1."""
    return unit.jump_mp + jump_bonus(unit)


def ground_bonus(unit: BattleArmor) -> int:
    """The myomer booster's ground MP: 2, or 1 for a heavy or assault suit; else a mechanical jump
    booster's 1; 0 without either."""
    if _has(unit, (MYOMER_BOOSTER,)):
        return 1 if unit.weight_class in ONE_MP_BOOST_CLASSES else 2
    return 1 if _has(unit, (MECHANICAL_JUMP_BOOSTER,)) else 0


def ground_mp(unit: BattleArmor) -> int:
    """The ground MP the suit moves with: its own and a booster's."""
    return unit.ground_mp + ground_bonus(unit)


def booster_conflicts(unit: BattleArmor, items: list[BAMount]) -> list[str]:
    """What breaks the boosters' limits on one suit carrying ``items`` (MegaMek TestBattleArmor): one
    mechanical jump booster, one myomer booster, never both, no myomer booster with stealth or
    mimetic armor."""
    ids = item_ids(items)
    jump, myomer = ids.count(MECHANICAL_JUMP_BOOSTER), ids.count(MYOMER_BOOSTER)
    problems = []
    if jump > 1:
        problems.append(f"{jump} mechanical jump boosters; a suit mounts one.")
    if myomer > MYOMER_BOOSTER_SLOTS:
        problems.append(f"{myomer} myomer booster slots; one booster fills {MYOMER_BOOSTER_SLOTS}.")
    if jump and myomer:
        problems.append("A myomer booster and a mechanical jump booster; a suit mounts one or the other.")
    if myomer and unit.armor_type in NO_MYOMER_ARMOR:
        problems.append(f"A myomer booster with {unit.armor_type.replace('_', ' ')} armor; "
                        "it goes with neither stealth nor mimetic armor.")
    return problems
