"""A conventional infantry platoon's Alpha Strike values (ASC pp. 92-102; decision D-AS-14): size
1, its MP x 2 with the motive's letter, armor from its men, structure 1, the platoon's damage
(damage a trooper x the troop factor / 10) at the bands its weapons reach, AM and CAR."""

from __future__ import annotations

import math

from designer.alphastrike.card import NONE, AlphaStrikeCard, dual_rounded_up
from designer.alphastrike.specials import merge_specials
from designer.alphastrike.tables import round_half_up, tables, tmm_for_move
from designer.bv.working import Working, fmt
from designer.infantry.model import Infantry
from designer.infantry.figures import cargo_tons, men_left, row

INFANTRY_STRUCTURE = 1
MEDIUM_REACH, LONG_REACH = 3, 15   # hexes a platoon's fire must pass to count at M, at L
MAX_HEAT = 2


def per_trooper(weapon: dict) -> float:
    squad = tables()["infantry_squad"]
    return sum(damage * men for damage, men in weapon["damage"]) / squad


def infantry_card(platoon: Infantry, work: Working) -> AlphaStrikeCard:
    """The card of a platoon (its men left), Point Value 0 (``points`` sets it)."""
    table = row(platoon)
    men = men_left(platoon)
    mp = table.mp if table else 0
    code = tables()["infantry_movement_codes"].get(platoon.motive, "f")
    movement = {code: mp * 2}
    work.note("Movement", f"{platoon.motive} {mp} MP x 2 = {mp * 2}\"{code}")
    tmm = tmm_for_move(mp * 2)
    armor = round_half_up(men / tables()["infantry_armor_divisor"])
    work.note("Armor", f"{men} men x 1 / {tables()['infantry_armor_divisor']}, rounded = {armor}")
    weapon = tables()["infantry_weapons"].get(platoon.weapon)
    damage = (NONE, NONE, NONE, NONE)
    specials: list[str] = []
    if weapon is not None:
        factor_row = tables()["troop_factor"]
        factor = factor_row[min(men, len(factor_row) - 1)]
        value = dual_rounded_up(per_trooper(weapon) * factor / 10)
        reach = weapon["range"] * tables()["infantry_range_factor"]
        damage = (value, value if reach > MEDIUM_REACH else NONE, value if reach > LONG_REACH else NONE,
                  NONE)
        work.note("Damage", f"{fmt(per_trooper(weapon))} a trooper x troop factor {factor} / 10 = "
                            f"{value}; reach {reach} hexes")
        if weapon.get("heat") and value.value >= 1:
            specials.append(f"HT{min(MAX_HEAT, value.value)}/-/-")
    if platoon.anti_mech:
        specials.append("AM")
    specials.append(f"CAR{math.ceil(cargo_tons(platoon))}")
    specials = merge_specials(specials)
    work.note("Specials", ", ".join(specials))
    return AlphaStrikeCard(platoon.name, "CI", 1, movement, tmm, armor, INFANTRY_STRUCTURE, 0, damage, 0,
                           tuple(specials), 0)
