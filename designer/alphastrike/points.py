"""The Point Value of a ground unit (ASC pp. 138-139 with errata v1.4 p.17; decision D-AS-9):
offensive value (damage, overheat, size, specials), defensive value (movement, specials, armor
and structure x defense factor), the agile, brawler and C3 adjustments and the force bonus."""

from __future__ import annotations

import functools
import math

from designer.alphastrike.card import AlphaStrikeCard, Damage

from designer.alphastrike.tables import round_half_up, round_to_half
from designer.bv.working import Working, fmt

OFFENSIVE = {"TAG": 0.5, "LTAG": 0.25, "TSM": 1.0, "ECS": 0.25, "MEL": 0.5}
DEFENSIVE = {"ABA": 0.5, "AMS": 1.0, "FR": 0.5, "RAMS": 1.25}
FORCE = {"AECM": 3, "BH": 2, "C3RS": 2, "ECM": 2, "RCN": 2, "TRN": 2, "LPRB": 1, "PRB": 1, "LECM": 0.5}
AEROSPACE = ("AF", "CF")
C3 = ("C3BSM", "C3BSS", "C3EM", "C3I", "C3M", "C3S", "AC3", "NC3", "NOVA")
NO_BRAWLER = C3 + ("BT", "C3RS", "ECM", "AECM")
MHQ_FULL = 4   # MHQ counts in full up to 4, then 4 + a fifth of it, rounded up
ARMOR_FACTOR = {"t": 1.8, "n": 1.8, "s": 1.8, "h": 1.7, "w": 1.7, "v": 1.5, "g": 1.5}


def _has(card: AlphaStrikeCard, name: str) -> bool:
    """The card has the special ``name`` (bare or with a number: MHQ5)."""
    return name in _named(card.specials)


@functools.lru_cache(maxsize=1024)   # a card is asked for some forty specials
def _named(specials: tuple[str, ...]) -> frozenset[str]:
    """Every name ``_has`` finds among ``specials``: each special, and each of its beginnings
    that a digit follows (MHQ5 -> MHQ; IF1/1 -> IF)."""
    return frozenset({s for s in specials}
                     | {s[:end] for s in specials for end in range(len(s)) if s[end].isdigit()})


def _number(card: AlphaStrikeCard, name: str) -> int:
    for s in card.specials:
        if s.startswith(name) and s[len(name):].isdigit():
            return int(s[len(name):])
    return 1 if name in card.specials else 0


def _pv(damage: Damage) -> float:
    return damage.for_points


def offensive_value(card: AlphaStrikeCard, work: Working) -> float:
    s, m, long_ = (_pv(d) for d in card.damage[:3])
    total = work.add("Damage", f"{fmt(s)} + 2 x {fmt(m)} + {fmt(long_)}", s + 2 * m + long_)
    if card.overheat:
        bonus = (1 + 0.5 * (card.overheat - 1)) / (2 if m + long_ == 0 else 1)
        total = work.add("Overheat", f"+ {fmt(bonus)}", total + bonus)
    if card.unit_type in ("BM", "IM", "PM"):
        total = work.add("Size", f"+ {card.size} / 2", total + 0.5 * card.size)
    elif card.unit_type in AEROSPACE:   # a fighter's size counts in full (measured, D-AS-12)
        total = work.add("Size", f"+ {card.size}", total + card.size)
    for name, value in OFFENSIVE.items():
        if _has(card, name):
            total = work.add(f"Special {name}", f"+ {fmt(value)}", total + value)
    for name in ("SNARC", "INARC"):
        if _has(card, name):
            total = work.add(f"Special {name}", f"+ {_number(card, name)}", total + _number(card, name))
    total = _if_ht_ovl(card, total, work)
    blanket = 1.0 - (0.1 if _has(card, "SHLD") else 0.0)
    if blanket != 1.0:
        total = work.add("Offensive modifier", f"x {fmt(blanket)}", total * blanket)
    return total


def _if_ht_ovl(card: AlphaStrikeCard, total: float, work: Working) -> float:
    for special in card.specials:
        if special == "OVL":
            total = work.add("Special OVL", f"+ 0.25 x {card.overheat}", total + 0.25 * card.overheat)
        elif special.startswith("IF"):
            value = 0.5 if special == "IF0*" else float(special[2:])
            total = work.add(f"Special {special}", f"+ {fmt(value)}", total + value)
        elif special.startswith("HT"):
            values = [0 if v == "-" else int(v) for v in special[2:].split("/")]
            value = max(values) + (0.5 if len(values) > 1 and values[1] > 0 else 0)
            total = work.add(f"Special {special}", f"+ {fmt(value)}", total + value)
    return total


def highest_move(card: AlphaStrikeCard) -> int:
    return max(card.movement.values(), default=0)


def aerospace_defensive_value(card: AlphaStrikeCard, work: Working) -> float:
    """A fighter: 4 + thrust / 4 (+ 0.5 from 7 thrust, + 1 from 10), PNT, STL 2, armor x (1.3 +
    0.1 x threshold, at most 1.9) + structure, x the defense factor (ASC p.138)."""
    thrust = highest_move(card)
    total = work.add("Movement", f"4 + {thrust} / 4", 4 + 0.25 * thrust)
    bonus = 1.0 if thrust >= 10 else 0.5 if thrust >= 7 else 0.0
    if bonus:
        total = work.add("High thrust", f"+ {fmt(bonus)}", total + bonus)
    if _has(card, "PNT"):
        total = work.add("Special PNT", f"+ {_number(card, 'PNT')}", total + _number(card, "PNT"))
    if _has(card, "STL"):
        total = work.add("Special STL", "+ 2", total + 2)
    armor_factor = min(1.3 + 0.1 * card.threshold, 1.9)
    factor = defense_factor(card)
    rated = round_to_half((card.armor * armor_factor + card.structure) * factor)
    return work.add("Defensive interaction", f"({card.armor} x {fmt(armor_factor)} + {card.structure}) x "
                    f"{fmt(factor)}, to the half point = {fmt(rated)}", total + rated)


def defensive_value(card: AlphaStrikeCard, work: Working) -> float:
    if card.unit_type in AEROSPACE:
        return aerospace_defensive_value(card, work)
    total = work.add("Movement", f"{highest_move(card)} / 8", 0.125 * highest_move(card))
    if "j" in card.movement:
        total = work.add("Jump-capable", "+ 0.5", total + 0.5)
    for name, value in DEFENSIVE.items():
        if _has(card, name):
            total = work.add(f"Special {name}", f"+ {fmt(value)}", total + value)
    armor_factor = next((ARMOR_FACTOR[m] for m in card.movement if m in ARMOR_FACTOR), 2.0)
    if card.unit_type not in ("CV", "SV"):
        armor_factor = 2.0
    structure_factor = 2.0 if card.unit_type in ("BA", "CI") else 0.5 if card.unit_type == "IM" else 1.0
    dir_ = card.armor * armor_factor + card.structure * structure_factor
    factor = defense_factor(card)
    rated = round_to_half(dir_ * factor)
    work.add("Defensive interaction", f"({card.armor} x {fmt(armor_factor)} + {card.structure} x "
             f"{fmt(structure_factor)}) x {fmt(factor)}, to the half point = {fmt(rated)}", total + rated)
    return total + rated


def defense_factor(card: AlphaStrikeCard) -> float:
    mod = float(card.tmm) + 0.5 * _number(card, "JMPS")   # errata: half the JMPS value (D-AS-7)
    no_damage = not any(d.value or d.minimal for d in card.damage)
    if "j" in card.movement and (card.unit_type in ("BA", "CI") or no_damage):
        mod += 1
    if card.unit_type in ("BA", "PM"):
        mod += 1
    if card.unit_type in AEROSPACE:
        mod += 2
    if card.unit_type not in ("BM", "IM") and any(m in card.movement for m in ("v", "g")):
        mod += 1
    if _has(card, "STL"):
        mod += 1
    return 1 + (0.1 if mod <= 2 else 0.25) * mod


def adjustments(card: AlphaStrikeCard, subtotal: float, work: Working) -> float:
    """The agile bonus, the C3 bonus (5 %) and the brawler malus, all three from the same subtotal
    (errata v1.4 p.17), then the force bonus."""
    s, m, long_ = (_pv(d) for d in card.damage[:3])
    base = subtotal
    if card.unit_type not in AEROSPACE:
        agile = round_to_half(_agile(card, s, m))
        if agile:
            subtotal = work.add("Agile", f"+ {fmt(agile)}", subtotal + agile)
    if any(_has(card, name) for name in C3):
        bonus = round_to_half(base * 0.05)
        subtotal = work.add("C3", f"+ 5 % of {fmt(base)} = {fmt(bonus)}", subtotal + bonus)
    if card.unit_type not in AEROSPACE:
        subtotal -= _brawler(card, base, (s, m, long_), work)
    mhq = _number(card, "MHQ")
    bonus = sum(value for name, value in FORCE.items() if _has(card, name)) + (
        mhq if mhq <= MHQ_FULL else MHQ_FULL + math.ceil(0.2 * mhq))
    if bonus:
        subtotal = work.add("Force bonus", f"+ {fmt(bonus)}", subtotal + bonus)
    return subtotal


def _agile(card: AlphaStrikeCard, s: float, m: float) -> float:
    """(TMM + JMPS / 2 - 1) x M; without M damage and TMM 3 or more, (TMM + JMPS / 2 - 2) x S."""
    tmm = card.tmm + 0.5 * _number(card, "JMPS")
    if tmm <= 1:
        return 0.0
    if m > 0:
        return (tmm - 1) * m
    return (tmm - 2) * s if card.tmm >= 3 else 0.0


def _brawler(card: AlphaStrikeCard, subtotal: float, damage: tuple[float, float, float],
             work: Working) -> float:
    """The brawler malus (0 when it does not apply): a short-ranged unit loses a share of the
    subtotal."""
    move = highest_move(card)
    if card.unit_type in ("BA", "CI"):   # squads and platoons are no brawlers (D-AS-11)
        return 0.0
    if move < 2 or any(_has(card, name) for name in NO_BRAWLER) or any(
            s.startswith("ART") for s in card.specials):
        return 0.0
    s, m, long_ = damage
    only_short = m + long_ == 0 and s > 0
    short_medium = long_ == 0 and s + m > 0
    factor = 0.0
    if 6 <= move <= 10 and only_short:
        factor = 0.25
    elif move < 6 and only_short:
        factor = 0.5
    elif move < 6 and short_medium:
        factor = 0.25
    if not factor:
        return 0.0
    malus = round_to_half(subtotal * factor)
    work.note("Brawler", f"- {fmt(factor)} x {fmt(subtotal)} = - {fmt(malus)}")
    return malus


def base_point_value(card: AlphaStrikeCard, work: Working) -> int:
    work.note("Point Value", "offensive value + defensive value")
    offensive = offensive_value(card, work)
    defensive = defensive_value(card, work)
    subtotal = work.add("Subtotal", f"{fmt(offensive)} + {fmt(defensive)}", offensive + defensive)
    subtotal = adjustments(card, subtotal, work)
    value = max(1, round_half_up(subtotal))
    work.add("Base Point Value", "rounded", value)
    return value


def skill_adjusted(base: int, skill: int) -> int:
    """The skill table (ASC p.139): worse than 4 takes (1 + (PV - 5) // 10 for PV over 14) a step;
    better adds (1 + (PV - 3) // 5 for PV over 7) a step; never under 1."""
    if skill > 4:
        step = 1 + ((base - 5) // 10 if base > 14 else 0)
        return max(1, base - (skill - 4) * step)
    if skill < 4:
        step = 1 + ((base - 3) // 5 if base > 7 else 0)
        return max(1, base + (4 - skill) * step)
    return base
