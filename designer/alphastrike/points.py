"""The Point Value of a ground unit (ASC pp. 138-139 with errata v1.4 p.17; decision D-AS-9):
offensive value (damage, overheat, size, specials), defensive value (movement, specials, armor
and structure x defense factor), the agile, brawler and C3 adjustments and the force bonus."""

from __future__ import annotations

from designer.alphastrike.card import AlphaStrikeCard, Damage
from designer.alphastrike.tables import round_half_up, round_to_half, tmm_for_move
from designer.bv.working import Working, fmt

OFFENSIVE = {"TAG": 0.5, "LTAG": 0.25, "TSM": 1.0, "ECS": 0.25, "MEL": 0.5}
DEFENSIVE = {"ABA": 0.5, "AMS": 1.0, "FR": 0.5, "RAMS": 1.25}
FORCE = {"AECM": 3, "BH": 2, "C3RS": 2, "ECM": 2, "RCN": 2, "TRN": 2, "LPRB": 1, "PRB": 1, "LECM": 0.5}
C3 = ("C3BSM", "C3BSS", "C3EM", "C3I", "C3M", "C3S", "AC3", "NC3", "NOVA")
NO_BRAWLER = C3 + ("BT", "C3RS", "ECM", "AECM")
ARMOR_FACTOR = {"t": 1.8, "n": 1.8, "s": 1.8, "h": 1.7, "w": 1.7, "v": 1.5, "g": 1.5}


def _has(card: AlphaStrikeCard, name: str) -> bool:
    """The card has the special ``name`` (bare or with a number: MHQ5)."""
    return any(s == name or (s.startswith(name) and s[len(name):len(name) + 1].isdigit())
               for s in card.specials)


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


def defensive_value(card: AlphaStrikeCard, work: Working) -> float:
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
    mod = float(card.tmm)
    if "j" in card.movement:   # a better jump move counts its own TMM (decision D-AS-9)
        mod = float(max(card.tmm, tmm_for_move(card.movement["j"])))
    no_damage = not any(d.value or d.minimal for d in card.damage)
    if "j" in card.movement and (card.unit_type in ("BA", "CI") or no_damage):
        mod += 1
    if card.unit_type in ("BA", "PM"):
        mod += 1
    if card.unit_type not in ("BM", "IM") and any(m in card.movement for m in ("v", "g")):
        mod += 1
    if _has(card, "STL"):
        mod += 1
    return 1 + (0.1 if mod <= 2 else 0.25) * mod


def adjustments(card: AlphaStrikeCard, subtotal: float, work: Working) -> float:
    s, m, long_ = (_pv(d) for d in card.damage[:3])
    agile = 0.0
    if card.tmm >= 2:
        if m > 0:
            agile = (card.tmm - 1) * m
        elif card.tmm >= 3:
            agile = (card.tmm - 2) * s
    if agile:
        subtotal = work.add("Agile", f"+ {fmt(round_to_half(agile))}", subtotal + round_to_half(agile))
    if any(_has(card, name) for name in C3):
        subtotal = work.add("C3", f"+ 5 % = {fmt(round_to_half(subtotal * 0.05))}",
                            subtotal + round_to_half(subtotal * 0.05))
    subtotal = _brawler(card, subtotal, (s, m, long_), work)
    bonus = sum(value for name, value in FORCE.items() if _has(card, name)) + _number(card, "MHQ")
    if bonus:
        subtotal = work.add("Force bonus", f"+ {fmt(bonus)}", subtotal + bonus)
    return subtotal


def _brawler(card: AlphaStrikeCard, subtotal: float, damage: tuple[float, float, float],
             work: Working) -> float:
    move = highest_move(card)
    if card.unit_type in ("BA", "CI"):   # squads and platoons are no brawlers (D-AS-11)
        return subtotal
    if move < 2 or any(_has(card, name) for name in NO_BRAWLER) or any(
            s.startswith("ART") for s in card.specials):
        return subtotal
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
        return subtotal
    malus = round_to_half(subtotal * factor)
    return work.add("Brawler", f"- {fmt(malus)}", subtotal - malus)


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
