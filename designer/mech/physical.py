"""Physical attacks a 'Mech design can make, with their base to-hit numbers and damage, as the
record sheet prints them (BattleTech Manual 1987, seed 000 lines 1512-1610).

- Punch (lines 1520-1524): base to-hit 4; "1 for every 10 tons (or fraction of 10 tons)" per
  fist. Line 4348: "A 'Mech must have upper and lower arm actuators in order to punch"; line
  1520: "A 'Mech does not need hands to punch", but a destroyed hand adds +1 (line 1522), and an
  arm built without one is treated the same way (seed 002 line 237, "Actuadores Perdidos").
- Kick (line 1546): base to-hit 3; "1 for every 5 tons that the attacking BattleMech weighs".
- Hatchet (seed 002 line 241): used "by the normal club rules, but with one arm"; a club
  (seed 000 lines 1604-1608) has base to-hit 4 and does "1 point of damage for every 5 tons";
  it needs the arm's hand actuator.
- Quads have no arms, so they only kick (RULES-MAP "Gaps in the OCR"); weapon-pod arms cannot
  punch (``Mech.weapon_pod_arms``, decision D-BF-7).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from designer.catalog import Equipment, EquipmentKind
from designer.mech.model import ARMS, Mech, MechLocation
from designer.mech.layout import item_of

PUNCH_TO_HIT = 4     # seed 000 line 1522
KICK_TO_HIT = 3      # seed 000 line 1546
CLUB_TO_HIT = 4      # seed 000 line 1606
# A sword (later technology, decision D-SHEET4-6: TechManual / Total Warfare, as MegaMek's club attack
# resolves it): 2 easier to hit than a punch, ceil(tonnage / 10) + 1 damage; swung as a hatchet is.
SWORD_TO_HIT_BONUS = 2
SWORD_IDS = frozenset({"IS Sword", "Clan Sword"})
NO_HAND_MODIFIER = 1  # seed 000 line 1522 (+1 if the hand actuator has been destroyed)


@dataclass(frozen=True, slots=True)
class PhysicalAttack:
    """One attack: ``location`` is the arm that makes it (None for a kick)."""

    name: str
    location: MechLocation | None
    to_hit: int
    damage: int


def punch_damage(tonnage: int) -> int:
    """1 point per 10 tons or fraction (seed 000 line 1524): 70 t -> 7, 45 t -> 5."""
    return math.ceil(tonnage / 10)


def kick_damage(tonnage: int) -> int:
    """1 point per 5 tons (seed 000 line 1546): a 70-ton Warhammer kicks for 14."""
    return tonnage // 5


def club_damage(tonnage: int) -> int:
    """1 point per 5 tons (seed 000 line 1608); hatchets use the club rules (seed 002 line 241)."""
    return tonnage // 5


def can_punch(mech: Mech, arm: MechLocation) -> bool:
    """Upper and lower arm actuators are needed (seed 000 line 4348); pod arms cannot punch."""
    if mech.is_quad or mech.weapon_pod_arms or arm not in ARMS:
        return False
    actuators = mech.arm_actuators(arm)
    return actuators.upper_arm and actuators.lower_arm


def punch_to_hit(mech: Mech, arm: MechLocation) -> int:
    """Base 4, +1 for an arm without a hand actuator (seed 000 line 1522, seed 002 line 237)."""
    return PUNCH_TO_HIT + (0 if mech.arm_actuators(arm).hand else NO_HAND_MODIFIER)


def hatchet_arms(mech: Mech) -> tuple[MechLocation, ...]:
    """Arms carrying a hatchet they can swing: the arm keeps its hand (seed 002 line 241)."""
    return _swinging_arms(mech, lambda item: item.kind is EquipmentKind.HATCHET)


def sword_arms(mech: Mech) -> tuple[MechLocation, ...]:
    """Arms carrying a sword they can swing: the arm keeps its hand, as for a hatchet (D-SHEET4-6)."""
    return _swinging_arms(mech, lambda item: item.id in SWORD_IDS)


def _swinging_arms(mech: Mech, wanted: Callable[[Equipment], bool]) -> tuple[MechLocation, ...]:
    arms = []
    for mount in mech.equipment:
        item = item_of(mount)
        if (isinstance(item, Equipment) and wanted(item) and not mech.is_quad
                and mount.location in ARMS and mech.arm_actuators(mount.location).hand
                and mount.location not in arms):
            arms.append(mount.location)
    return tuple(arms)


def sword_damage(tonnage: int) -> int:
    """1 point per 10 tons or fraction, plus 1 (D-SHEET4-6): 80 t -> 9, 40 t -> 5."""
    return punch_damage(tonnage) + 1


def physical_attacks(mech: Mech) -> tuple[PhysicalAttack, ...]:
    """Punches per arm that can punch, the kick, then a hatchet or sword attack per arm carrying one."""
    attacks = [PhysicalAttack("Punch", arm, punch_to_hit(mech, arm), punch_damage(mech.tonnage))
               for arm in ARMS if can_punch(mech, arm)]
    attacks.append(PhysicalAttack("Kick", None, KICK_TO_HIT, kick_damage(mech.tonnage)))
    attacks += [PhysicalAttack("Hatchet", arm, CLUB_TO_HIT, club_damage(mech.tonnage))
                for arm in hatchet_arms(mech)]
    attacks += [PhysicalAttack("Sword", arm, PUNCH_TO_HIT - SWORD_TO_HIT_BONUS, sword_damage(mech.tonnage))
                for arm in sword_arms(mech)]
    return tuple(attacks)
