"""BattleForce values of an infantry platoon (seed 001 lines 1652-1654: "The rules for Vehicles
and Infantry are identical to those for creating 'Mech lances"), with the platoon figures of
``designer.infantry`` (seed 000 lines 2101-2173)."""

from __future__ import annotations

from fractions import Fraction

from designer.battleforce.tables import attack_value, defense
from designer.battleforce.values import INFANTRY, UnitValues
from designer.infantry.model import Infantry
from designer.infantry.figures import current_damage, men_left, platoon_mp, row

JUMP_MOTIVE = "jump"


def infantry_values(platoon: Infantry) -> UnitValues:
    """The BattleForce values of ``platoon`` (D-BF-23): RA = CA = the Attack Value of the
    platoon's damage at the men left; D for no armor, + 1 for jump infantry; R 0; platoon MP."""
    table = row(platoon)
    damage = current_damage(platoon)
    men = men_left(platoon)
    value = attack_value(damage)
    jumps = platoon.motive == JUMP_MOTIVE
    d, d_text = defense(Fraction(0), jumps, "no armor 0")
    mp = platoon_mp(platoon)
    if platoon.later is not None:
        known = f"{platoon.motive} platoon of {platoon.later.troopers}, {men} troopers left, damage {damage}"
    elif table is not None:
        known = f"{platoon.motive} {platoon.weapon} platoon, {men} of {table.men} men, damage {damage}"
    else:
        known = f"{platoon.motive} {platoon.weapon} is not in the platoon table: damage 0, MP 0"
    working = (f"RA: {known} -> Attack Value Table {value}",
               f"CA: same as RA: infantry weapons have no minimum range and platoons do not punch or kick -> {value}",
               d_text,
               "R: 0: infantry weapons reach 3-6 hexes, less than any weapon the Maximum Damage Table rates above 0",
               f"MP: platoon MP {mp}{'; jump infantry jump (J)' if jumps else ''}",
               "(I): no")
    return UnitValues(platoon.name, INFANTRY, value, value, d, 0, mp, mp if jumps else 0, False, working)
